// Issue 19 (EDIT-042, EDIT-065..071, docs/decisions/056): the site's features as the config area
// reads them, and the platform administrator who sets a site's variant (JSON and the HTML page).
import {
  experimentValue,
  FORM_TEXTAREA_MAXLENGTH,
  isToggleOn,
  loadedConfig,
} from '@folio/core/feature-flags';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import {
  DEMO_HOST,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
} from '../../testing/test-app.ts';
import { ensureAccount } from '../auth/service.ts';
import { updateFeatureVariant } from '../sites/service.ts';

const ADMIN = 'platform-admin@example.test';
const ADMIN_PASSWORD = 'admin-password-123';

describe('issue 19: feature toggles and experiments', () => {
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let siteId: string;

  const siteFeatures = async () => {
    const answer = await owner.request({ url: '/api/config/features' });
    expect(answer.statusCode).toBe(200);
    return answer.json().features;
  };
  const setVariant = (client: TestClient, variant: string | null, feature = FORM_TEXTAREA_MAXLENGTH) =>
    client.request({ method: 'PUT', url: `/api/platform/features/${siteId}`, payload: { feature, variant } });

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FOLIO_PLATFORM_ADMINS: ` ${ADMIN.toUpperCase()} , someone@else.test` });
    owner = t.client(DEMO_HOST);
    await owner.signIn('owner@demo.test');
    siteId = (await owner.request({ url: '/api/config/site' })).json().website.id;
    await ensureAccount(t.app.folio.database.db, ADMIN, ADMIN_PASSWORD);
    admin = t.client(PLATFORM_HOST);
    const signedIn = await admin.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: ADMIN, password: ADMIN_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('EDIT-065 EDIT-066 a site that chose nothing has each feature’s default: the toggle is off (snapshot)', async () => {
    const features = await siteFeatures();
    expect(stable(features)).toMatchInlineSnapshot(`
      {
        "form-textarea-maxlength": {
          "type": "string",
          "value": "false",
        },
      }
    `);
    const value = experimentValue({
      config: loadedConfig(features),
      feature: FORM_TEXTAREA_MAXLENGTH,
      type: 'string',
      defaultValue: 'false',
    });
    expect(isToggleOn(value)).toBe(false);
  });

  it('EDIT-065 the platform administrator turns the toggle on for the site: the config area reads "true", then back to the default', async () => {
    const answer = await setVariant(admin, 'true');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: siteId,
      subdomain: 'demo',
      title: expect.any(String),
      variants: { [FORM_TEXTAREA_MAXLENGTH]: 'true' },
    });
    const features = await siteFeatures();
    expect(features[FORM_TEXTAREA_MAXLENGTH]).toEqual({ type: 'string', value: 'true' });
    const value = experimentValue({
      config: loadedConfig(features),
      feature: FORM_TEXTAREA_MAXLENGTH,
      type: 'string',
      defaultValue: 'false',
    });
    expect(isToggleOn(value)).toBe(true);

    expect((await setVariant(admin, null)).json().variants).toEqual({ [FORM_TEXTAREA_MAXLENGTH]: null });
    expect((await siteFeatures())[FORM_TEXTAREA_MAXLENGTH]).toEqual({ type: 'string', value: 'false' });
  });

  it('EDIT-068 an unknown feature or a variant the definition does not offer is refused', async () => {
    const unknown = await setVariant(admin, 'true', 'no-such-feature');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('The specified feature does not exist');
    const wrong = await setVariant(admin, 'TRUE');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose one of the variants of form-textarea-maxlength: false, true.');
    const noSite = await admin.request({
      method: 'PUT',
      url: '/api/platform/features/nosuchsite',
      payload: { feature: FORM_TEXTAREA_MAXLENGTH, variant: 'true' },
    });
    expect(noSite.statusCode).toBe(404);
  });

  it('EDIT-070 EDIT-071 a stored variant its definition does not offer is an invalid server-side definition: the caller gets its default and the message', async () => {
    await updateFeatureVariant(t.app.folio.database.db, siteId, FORM_TEXTAREA_MAXLENGTH, 'maybe');
    t.app.folio.sites.forget();
    try {
      const features = await siteFeatures();
      expect(features[FORM_TEXTAREA_MAXLENGTH]).toEqual({ type: 'invalid' });
      const onError = vi.fn();
      const value = experimentValue({
        config: loadedConfig(features),
        feature: FORM_TEXTAREA_MAXLENGTH,
        type: 'string',
        defaultValue: 'false',
        onError,
      });
      expect(value).toBe('false');
      expect(onError).toHaveBeenCalledWith('The specified feature has an invalid server-side definition');
    } finally {
      await setVariant(admin, null);
    }
  });

  it('issue 19: a copy of the site does not take its feature variants (the administrator chose them for one site)', async () => {
    expect((await setVariant(admin, 'true')).statusCode).toBe(200);
    try {
      const ownerOnPlatform = t.client(PLATFORM_HOST);
      await ownerOnPlatform.request({
        method: 'POST',
        url: '/api/platform/login',
        payload: { email: 'owner@demo.test', password: 'demo-password-123' },
      });
      const copy = await ownerOnPlatform.request({
        method: 'POST',
        url: '/api/platform/sites',
        payload: { title: 'Demo copy', subdomain: 'demo-copy-flags', copyOf: siteId },
      });
      expect(copy.statusCode).toBe(201);
      const copyOwner = t.client('demo-copy-flags.localhost:3000');
      await copyOwner.signIn('owner@demo.test');
      const features = (await copyOwner.request({ url: '/api/config/features' })).json().features;
      expect(features[FORM_TEXTAREA_MAXLENGTH]).toEqual({ type: 'string', value: 'false' });
    } finally {
      await setVariant(admin, null);
    }
  });

  it('issue 19: only a platform administrator, signed in on the platform host, lists and sets variants', async () => {
    const listing = await admin.request({ url: '/api/platform/features?q=demo' });
    expect(listing.statusCode).toBe(200);
    expect(listing.json().definitions.map((d: { name: string }) => d.name)).toEqual([
      FORM_TEXTAREA_MAXLENGTH,
    ]);
    expect(listing.json().sites).toContainEqual(
      expect.objectContaining({
        id: siteId,
        subdomain: 'demo',
        variants: { [FORM_TEXTAREA_MAXLENGTH]: null },
      }),
    );

    const ownerOnPlatform = t.client(PLATFORM_HOST);
    await ownerOnPlatform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    const refused = await setVariant(ownerOnPlatform, 'true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a platform administrator can manage features.');
    expect((await ownerOnPlatform.request({ url: '/api/platform/features' })).statusCode).toBe(403);

    // An address the list names, signed up by someone who cannot confirm it, is not an administrator.
    const squatter = t.client(PLATFORM_HOST);
    const signUp = await squatter.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email: 'someone@else.test', password: 'squatter-password-1' },
    });
    expect(signUp.statusCode).toBe(202);
    const squatterIn = await squatter.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'someone@else.test', password: 'squatter-password-1' },
    });
    expect(squatterIn.statusCode).toBe(200);
    const unconfirmed = await setVariant(squatter, 'true');
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toBe('Confirm your email address to manage features.');

    const stranger = t.client(PLATFORM_HOST);
    const signedOut = await stranger.request({ url: '/api/platform/features' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Sign in to manage features.');

    // Never on a site's host, not even for the site's own administrator.
    expect((await owner.request({ url: '/api/platform/features' })).statusCode).toBe(404);
    expect((await siteFeatures())[FORM_TEXTAREA_MAXLENGTH]).toEqual({ type: 'string', value: 'false' });
  });

  it('issue 19: the platform home links a platform administrator, and only one, to the Features page', async () => {
    expect((await admin.request({ url: '/' })).body).toContain('<a href="/admin/features">');
    const ownerOnPlatform = t.client(PLATFORM_HOST);
    await ownerOnPlatform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    const home = await ownerOnPlatform.request({ url: '/' });
    expect(home.body).toContain('Your sites');
    expect(home.body).not.toContain('/admin/features');
  });

  it('issue 19: the Features page lists the sites and its form sets a site’s variant, with the crumb', async () => {
    const page = await admin.request({ url: '/admin/features?q=demo' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Features</h1>');
    expect(page.body).toContain(`name="siteId" value="${siteId}"`);

    const form = (variant: string, crumb: string | undefined) =>
      admin.request({
        method: 'POST',
        url: '/admin/features',
        withCrumb: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          crumb: crumb ?? '',
          siteId,
          feature: FORM_TEXTAREA_MAXLENGTH,
          variant,
          q: 'demo',
        }).toString(),
      });
    const forged = await form('true', 'not-the-crumb');
    expect(forged.statusCode).toBe(403);
    expect((await siteFeatures())[FORM_TEXTAREA_MAXLENGTH].value).toBe('false');

    const saved = await form('true', admin.crumb);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(
      `/admin/features?q=demo&notice=${encodeURIComponent('form-textarea-maxlength is now true for demo.').replace(/%20/g, '+')}`,
    );
    expect((await siteFeatures())[FORM_TEXTAREA_MAXLENGTH].value).toBe('true');
    const back = await form('', admin.crumb);
    expect(back.statusCode).toBe(303);
    expect((await siteFeatures())[FORM_TEXTAREA_MAXLENGTH].value).toBe('false');

    const ownerOnPlatform = t.client(PLATFORM_HOST);
    const refused = await ownerOnPlatform.request({ url: '/admin/features' });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('Sign in to manage features.');
  });
});
