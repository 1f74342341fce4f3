import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmedAccount, emailsTo, linkFor } from '../../testing/accounts.ts';
import { stable } from '../../testing/snapshot.ts';
import {
  anotherAddress,
  databaseKinds,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { OutboxSender } from '../email/service.ts';
import { createSiteBody } from './schema.ts';
import { SITE_TITLE_MAX, SUBDOMAIN_PATTERN } from './views.ts';

function form(client: TestClient, url: string, fields: Record<string, string>, withCrumb = true) {
  const body = new URLSearchParams({
    ...fields,
    ...(withCrumb && client.crumb ? { crumb: client.crumb } : {}),
  });
  return client.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
    withCrumb: false,
  });
}

describe.each(databaseKinds)('the platform home on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());

  /** Signs up with the form, confirms the address through the emailed link, signs in. */
  async function signedUp(): Promise<{ client: TestClient; email: string }> {
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress(); // sign-ups are limited per client address
    await client.request({ url: '/' });
    const email = `maker-${uniqueSuffix()}@example.test`;
    const res = await form(client, '/signup', { email, password: 'a-long-password' });
    expect(res.statusCode).toBe(303);
    expect((await client.request({ url: await linkFor(t, email, 'verify-email') })).statusCode).toBe(200);
    expect((await form(client, '/login', { email, password: 'a-long-password' })).statusCode).toBe(303);
    return { client, email };
  }

  it('issue 15: the platform account and sites answers, whole (snapshot)', async () => {
    const email = `snap-${uniqueSuffix()}@example.test`;
    const visitor = t.client(PLATFORM_HOST);
    visitor.remoteAddress = anotherAddress();
    const signUp = await visitor.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email, password: 'a-long-password' },
    });
    expect(signUp.statusCode).toBe(202);
    expect(stable(signUp.json(), { replace: { [email]: '<email>' } })).toMatchInlineSnapshot(`
      {
        "message": "We sent an email to <email>. Open the link in it to confirm your address, then sign in.",
        "status": "check_email",
      }
    `);
    const unconfirmed = await visitor.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'a-long-password' },
    });
    expect(stable(unconfirmed.json(), { replace: { [email]: '<email>' } })).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "<email>",
          "id": "<id>",
          "isEmailVerified": false,
        },
      }
    `);
    const resend = await visitor.request({ method: 'POST', url: '/api/platform/verify-email/resend' });
    expect(stable(resend.json(), { replace: { [email]: '<email>' } })).toMatchInlineSnapshot(`
      {
        "message": "We sent a new link to <email>. Links sent before no longer work.",
        "status": "sent",
      }
    `);

    const other = `snap-${uniqueSuffix()}@example.test`;
    const client = await confirmedAccount(t, other, 'a-long-password');
    const login = await client.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: other, password: 'a-long-password' },
    });
    expect(stable(login.json(), { replace: { [other]: '<email>' } })).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "<email>",
          "id": "<id>",
          "isEmailVerified": true,
        },
      }
    `);
    const subdomain = `snap-${uniqueSuffix()}`;
    const replace = { [subdomain]: '<subdomain>' };
    const created = await client.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Snapshot', subdomain, template: 'blank' },
    });
    expect(created.statusCode).toBe(201);
    expect(stable(created.json(), { replace })).toMatchInlineSnapshot(`
      {
        "site": {
          "id": "<id>",
          "subdomain": "<subdomain>",
          "title": "Snapshot",
          "url": "http://<subdomain>.localhost:3000/",
        },
      }
    `);
    const sites = await client.request({ url: '/api/platform/sites' });
    expect(stable(sites.json(), { replace })).toMatchInlineSnapshot(`
      {
        "sites": [
          {
            "id": "<id>",
            "role": 1,
            "subdomain": "<subdomain>",
            "title": "Snapshot",
            "url": "http://<subdomain>.localhost:3000/",
          },
        ],
      }
    `);
  });

  it('issue 15: the JSON calls check the host and the account before the input, as before', async () => {
    const stranger = t.client(PLATFORM_HOST);
    await stranger.request({ url: '/' });
    const calls = [
      { method: 'POST', url: '/api/platform/sites', payload: { title: 7 } },
      { method: 'DELETE', url: '/api/platform/sites/not-an-id' },
      { method: 'POST', url: '/api/platform/invitations/short/accept' },
    ] as const;
    const answers = [];
    for (const call of calls) {
      const res = await stranger.request(call);
      answers.push([call.url, res.statusCode, res.json().message]);
    }
    expect(answers).toEqual([
      ['/api/platform/sites', 401, 'Please sign in to continue.'],
      ['/api/platform/sites/not-an-id', 401, 'Please sign in to continue.'],
      ['/api/platform/invitations/short/accept', 401, 'Sign in to accept the invitation.'],
    ]);
    // On a site's host these calls do not exist, whatever their input.
    const onSite = await t.client().request({ method: 'POST', url: '/api/platform/sites', payload: {} });
    expect(onSite.statusCode).toBe(404);
    // An unconfirmed account is told to confirm its address before its input is looked at.
    const email = `unconfirmed-${uniqueSuffix()}@example.test`;
    const unconfirmed = t.client(PLATFORM_HOST);
    unconfirmed.remoteAddress = anotherAddress();
    await unconfirmed.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email, password: 'a-long-password' },
    });
    await unconfirmed.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'a-long-password' },
    });
    const create = await unconfirmed.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 7 },
    });
    expect([create.statusCode, create.json().error]).toEqual([403, 'email_unverified']);
    // Signed in and confirmed, a wrong input names every wrong field.
    const client = await confirmedAccount(t, `checked-${uniqueSuffix()}@example.test`, 'a-long-password');
    const wrong = await client.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: '', extra: 1 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_input');
    expect(wrong.json().message).toContain('Unknown field: extra.');
  });

  it('shows sign-in and sign-up forms to a visitor', async () => {
    const res = await t.client(PLATFORM_HOST).request({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sign in');
    expect(res.body).toContain('Create an account');
    expect(res.body).toMatch(/name="crumb" value="[\w-]{16}\.[\w-]{22}"/);
  });

  it('signs up, creates a blank site and a copy of the demo, and lists them', async () => {
    const { client } = await signedUp();
    const blank = `blank-${uniqueSuffix()}`;
    const copy = `copy-${uniqueSuffix()}`;
    expect(
      (await form(client, '/sites', { title: 'My Blank Site', subdomain: blank, template: 'blank' }))
        .statusCode,
    ).toBe(303);
    expect(
      (await form(client, '/sites', { title: 'My Studio', subdomain: copy, template: 'demo' })).statusCode,
    ).toBe(303);

    const home = await client.request({ url: '/' });
    expect(home.body).toContain('My Blank Site');
    expect(home.body).toContain(`http://${blank}.localhost:3000/`);

    const blankHome = await t.app.inject({ url: '/', headers: { host: `${blank}.localhost:3000` } });
    expect(blankHome.statusCode).toBe(200);
    expect(blankHome.body).toContain('My Blank Site');
    const copyAbout = await t.app.inject({ url: '/about', headers: { host: `${copy}.localhost:3000` } });
    expect(copyAbout.statusCode).toBe(200);
    expect(copyAbout.body).toContain('A studio of four');

    const api = await client.request({ url: '/api/platform/sites' });
    expect(
      api
        .json()
        .sites.map((s: { subdomain: string }) => s.subdomain)
        .sort(),
    ).toEqual([blank, copy].sort());
  });

  it('keeps what was typed and explains a taken or invalid address', async () => {
    const { client } = await signedUp();
    const taken = await form(client, '/sites', {
      title: 'Second demo',
      subdomain: 'demo',
      template: 'blank',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('The address demo is taken. Choose another.');
    expect(taken.body).toContain('value="Second demo"');

    const bad = await form(client, '/sites', { title: 'Bad', subdomain: 'No Spaces!', template: 'blank' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('lowercase letters, digits or hyphens');
  });

  it('does not reveal whether an email exists when signing in fails', async () => {
    const client = t.client(PLATFORM_HOST);
    await client.request({ url: '/' });
    const wrong = await form(client, '/login', { email: 'owner@demo.test', password: 'wrong-password' });
    const unknown = await form(client, '/login', {
      email: 'nobody@example.test',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain('Email or password is incorrect.');
    expect(unknown.body).toContain('Email or password is incorrect.');
    expect(wrong.body).toContain('value="owner@demo.test"');
  });

  it('refuses a form without the crumb', async () => {
    const client = t.client(PLATFORM_HOST);
    await client.request({ url: '/' });
    const res = await form(client, '/login', { email: 'owner@demo.test', password: 'x' }, false);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Your session token has expired. Please try again.');
  });

  it('deletes a site only after confirmation, and only for its administrator', async () => {
    const { client } = await signedUp();
    const sub = `gone-${uniqueSuffix()}`;
    const created = await client.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Short-lived', subdomain: sub, template: 'blank' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().site;

    const confirm = await client.request({ url: `/sites/${id}/delete` });
    expect(confirm.body).toContain('Delete Short-lived?');
    expect(confirm.body).toContain('cannot be undone');

    await form(client, `/sites/${id}/delete`, {});
    expect((await t.app.inject({ url: '/', headers: { host: `${sub}.localhost:3000` } })).statusCode).toBe(
      200,
    );

    const stranger = (await signedUp()).client;
    const refused = await stranger.request({ method: 'DELETE', url: `/api/platform/sites/${id}` });
    expect(refused.statusCode).toBe(404);

    expect((await form(client, `/sites/${id}/delete`, { confirm: 'yes' })).statusCode).toBe(303);
    const gone = await t.app.inject({ url: '/', headers: { host: `${sub}.localhost:3000` } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('No site here');
  });

  it('a viewer cannot delete the site', async () => {
    const viewer = t.client(PLATFORM_HOST);
    const login = await viewer.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'viewer@demo.test', password: 'demo-password-123' },
    });
    expect(login.statusCode).toBe(200);
    const { sites } = (await viewer.request({ url: '/api/platform/sites' })).json();
    const demo = sites.find((s: { subdomain: string }) => s.subdomain === 'demo');
    const res = await viewer.request({ method: 'DELETE', url: `/api/platform/sites/${demo.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only an administrator of this site can delete it.');
  });

  it('issue 14 item 18: the address pattern is valid in the v mode browsers use and checks the same', async () => {
    const { client } = await signedUp();
    const home = (await client.request({ url: '/' })).body;
    const pattern = /id="site-subdomain"[^>]* pattern="([^"]+)"/.exec(home)?.[1];
    expect(pattern).toBe(SUBDOMAIN_PATTERN);
    // Chromium compiles a pattern as ^(?:pattern)$ with the v flag.
    const browserCheck = new RegExp(`^(?:${pattern})$`, 'v');
    for (const ok of ['abc', 'my-site', 'a1-b2', 'x'.repeat(63)]) expect(browserCheck.test(ok)).toBe(true);
    for (const bad of ['ab', '-abc', 'abc-', 'No Spaces', 'UPPER', 'a_b', 'x'.repeat(64)]) {
      expect(browserCheck.test(bad)).toBe(false);
    }
  });

  it('issue 14 item 18: after sign-up one welcome, not two', async () => {
    // Sign-up now only sends the confirmation link (item 3); the first visit signed in welcomes once.
    const { client } = await signedUp();
    const home = (await client.request({ url: '/' })).body;
    expect(home).toContain('You have no sites yet. Create your first one below.');
    expect(home.match(/first (site|one) below/g)).toHaveLength(1);
  });

  it('issue 14 item 18: a long title is never cut: the field says its limit, the server refuses past it', async () => {
    const { client } = await signedUp();
    const home = (await client.request({ url: '/' })).body;
    expect(home).toContain(`maxlength="${SITE_TITLE_MAX}"`);
    expect(home).toContain(`Up to ${SITE_TITLE_MAX} characters.`);
    expect(createSiteBody.safeParse({ title: 'x'.repeat(SITE_TITLE_MAX), subdomain: 'abc' }).success).toBe(
      true,
    );
    expect(
      createSiteBody.safeParse({ title: 'x'.repeat(SITE_TITLE_MAX + 1), subdomain: 'abc' }).success,
    ).toBe(false);

    const title = `The ${'very '.repeat(22)}long title of a studio`.slice(0, SITE_TITLE_MAX);
    const subdomain = `long-${uniqueSuffix()}-${'x'.repeat(40)}`.slice(0, 63);
    const created = await form(client, '/sites', { title, subdomain, template: 'blank' });
    expect(created.statusCode).toBe(303);
    const after = await client.request({ url: created.headers.location as string });
    expect(after.body).toContain(`${title} is ready at http://${subdomain}.localhost:3000/`);

    const tooLong = await form(client, '/sites', {
      title: `${title}!`.padEnd(SITE_TITLE_MAX + 1, '!'),
      subdomain: `other-${uniqueSuffix()}`,
      template: 'blank',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(`A site title is at most ${SITE_TITLE_MAX} characters.`);
  });

  describe('issue 14 item 20: Edit hands the session to the site with a one-time link', () => {
    afterEach(() => vi.useRealTimers());

    async function withSites(count: number) {
      const { client, email } = await signedUp();
      const sites: { id: string; subdomain: string; host: string }[] = [];
      for (let i = 0; i < count; i++) {
        const subdomain = `edit-${uniqueSuffix()}`;
        const res = await client.request({
          method: 'POST',
          url: '/api/platform/sites',
          payload: { title: `Edit me ${i}`, subdomain, template: 'blank' },
        });
        sites.push({ id: res.json().site.id, subdomain, host: `${subdomain}.localhost:3000` });
      }
      return { client, email, sites };
    }

    async function editLink(client: TestClient, siteId: string): Promise<URL> {
      const res = await form(client, `/sites/${siteId}/edit`, {});
      expect(res.statusCode).toBe(303);
      return new URL(res.headers.location as string);
    }

    it('the link signs in on the site host once, and the token leaves the address', async () => {
      const { client, email, sites } = await withSites(1);
      const site = sites[0]!;
      const home = await client.request({ url: '/' });
      expect(home.body).toContain(`action="/sites/${site.id}/edit"`);

      const link = await editLink(client, site.id);
      expect(link.host).toBe(site.host);
      expect(link.pathname).toBe('/config/handoff');
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

      const editor = t.client(site.host);
      expect((await editor.request({ url: '/api/auth/me' })).statusCode).toBe(401);
      const landed = await editor.request({ url: `${link.pathname}${link.search}` });
      expect(landed.statusCode).toBe(303);
      expect(landed.headers.location).toBe('/config/');
      expect(landed.headers['cache-control']).toBe('no-store');
      const me = await editor.request({ url: '/api/auth/me' });
      expect(me.statusCode).toBe(200);
      expect(me.json().account.email).toBe(email);

      // A second use fails and opens nothing.
      const again = t.client(site.host);
      const reused = await again.request({ url: `${link.pathname}${link.search}` });
      expect(reused.statusCode).toBe(303);
      expect(reused.headers.location).toBe('/config/?handoff=expired');
      expect(again.cookies.has('folio_session')).toBe(false);
      expect((await again.request({ url: '/api/auth/me' })).statusCode).toBe(401);

      // The raw token is not a session cookie either.
      const forged = await t.app.inject({
        url: '/api/auth/me',
        headers: { host: site.host, cookie: `folio_session=${link.searchParams.get('token')}` },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('an expired link fails', async () => {
      const { client, sites } = await withSites(1);
      vi.useFakeTimers({ toFake: ['Date'] });
      const link = await editLink(client, sites[0]!.id);
      vi.setSystemTime(Date.now() + 61_000);
      const editor = t.client(sites[0]!.host);
      const late = await editor.request({ url: `${link.pathname}${link.search}` });
      expect(late.headers.location).toBe('/config/?handoff=expired');
      expect((await editor.request({ url: '/api/auth/me' })).statusCode).toBe(401);
    });

    it('a link for site A does not open site B, even for someone who edits both', async () => {
      const { client, sites } = await withSites(2);
      const [a, b] = sites as [(typeof sites)[0], (typeof sites)[0]];
      const link = await editLink(client, a.id);
      const onB = t.client(b.host);
      const wrong = await onB.request({ url: `${link.pathname}${link.search}` });
      expect(wrong.headers.location).toBe('/config/?handoff=expired');
      expect((await onB.request({ url: '/api/auth/me' })).statusCode).toBe(401);
    });

    it('only members get a link, and only with the crumb', async () => {
      const { sites } = await withSites(1);
      const stranger = (await signedUp()).client;
      expect((await form(stranger, `/sites/${sites[0]!.id}/edit`, {})).statusCode).toBe(404);
      const { client } = await withSites(0);
      expect((await form(client, `/sites/${sites[0]!.id}/edit`, {}, false)).statusCode).toBe(403);
    });

    // Last of this file's hand-offs: it spends the address's quota.
    it('the anonymous hand-off route has a quota per address', async () => {
      const { sites } = await withSites(1);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await t.app.inject({
          url: `/config/handoff?token=${'x'.repeat(43)}`,
          headers: { host: sites[0]!.host },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
    });
  });

  it('an unknown host gets the platform 404 page with a way home', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'nothing-here.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('There is no Folio site at nothing-here.localhost.');
    expect(res.body).toContain('href="http://localhost:3000/"');
  });

  it('issue 14 item 8: sign-up answers a known email exactly as a new one, signs nobody in, and the email says which', async () => {
    const fresh = `fresh-${uniqueSuffix()}@example.test`;
    const answer = async (email: string) => {
      const client = t.client(PLATFORM_HOST);
      const started = performance.now();
      const res = await client.request({
        method: 'POST',
        url: '/api/platform/signup',
        payload: { email, password: 'a-long-password' },
        remoteAddress: '10.8.0.1',
      });
      return { res, ms: performance.now() - started, client };
    };
    const known = await answer('owner@demo.test');
    const created = await answer(fresh);
    expect(known.res.statusCode).toBe(202);
    expect(created.res.statusCode).toBe(202);
    expect(known.res.json()).toEqual({
      status: 'check_email',
      message:
        'We sent an email to owner@demo.test. Open the link in it to confirm your address, then sign in.',
    });
    expect(created.res.json()).toEqual({
      status: 'check_email',
      message: known.res.json().message.replace('owner@demo.test', fresh),
    });
    expect(Object.keys(known.res.headers).sort()).toEqual(Object.keys(created.res.headers).sort());
    for (const { res, client } of [known, created]) {
      expect(res.cookies.find((c) => c.name === 'folio_session')).toBeUndefined();
      expect((await client.request({ url: '/api/platform/sites' })).statusCode).toBe(401);
    }
    // Both hash the password: the known email is not answered in a fraction of the time.
    expect(known.ms).toBeGreaterThan(created.ms / 4);
    const [toOwner] = (await emailsTo(t, 'owner@demo.test')).slice(-1);
    expect(toOwner).toMatchObject({ subject: 'You already have a Folio account', websiteId: null });
    expect(toOwner!.text).toContain('http://localhost:3000/#signin-title');
    const [toNew] = await emailsTo(t, fresh);
    expect(toNew).toMatchObject({ subject: 'Confirm your email address for Folio', websiteId: null });
    // The form says the same for both, too.
    const page = t.client(PLATFORM_HOST);
    await page.request({ url: '/' });
    const viaForm = await form(page, '/signup', { email: 'owner@demo.test', password: 'a-long-password' });
    expect(viaForm.statusCode).toBe(303);
    expect(decodeURIComponent(viaForm.headers.location as string)).toContain(
      'We sent an email to owner@demo.test. Open the link in it',
    );
  });

  it('issue 14 item 8: sign-up is limited per client address (10 in 15 minutes), other addresses unaffected', async () => {
    const signUp = (ip: string) =>
      t.client(PLATFORM_HOST).request({
        method: 'POST',
        url: '/api/platform/signup',
        payload: { email: `burst-${uniqueSuffix()}@example.test`, password: 'a-long-password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await signUp('10.6.0.1')).statusCode).toBe(202);
    const limited = await signUp('10.6.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many sign-ups from your network\. Try again in \d+ minutes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect((await signUp('10.6.0.2')).statusCode).toBe(202);
    // The form shows the same limit on the page, with the sign-up form still there.
    const page = t.client(PLATFORM_HOST);
    await page.request({ url: '/', remoteAddress: '10.6.0.1' });
    const body = new URLSearchParams({
      email: 'x@example.test',
      password: 'a-long-password',
      crumb: page.crumb!,
    });
    const res = await page.request({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
      withCrumb: false,
      remoteAddress: '10.6.0.1',
    });
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Too many sign-ups from your network.');
    expect(res.body).toContain('value="x@example.test"');
  });

  it('issue 14 item 3: an unconfirmed account signs in but cannot create a site; the emailed link confirms it once', async () => {
    const email = `unconfirmed-${uniqueSuffix()}@example.test`;
    const client = t.client(PLATFORM_HOST);
    await client.request({ url: '/' });
    expect((await form(client, '/signup', { email, password: 'a-long-password' })).statusCode).toBe(303);
    const login = await client.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'a-long-password' },
    });
    expect(login.json().account).toMatchObject({ email, isEmailVerified: false });
    const home = await client.request({ url: '/' });
    expect(home.body).toContain('Confirm your email address');
    expect(home.body).not.toContain('Create a site');
    const refused = await client.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Too soon', subdomain: `soon-${uniqueSuffix()}`, template: 'blank' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'email_unverified',
      message: `Confirm your email address before creating a site: open the link we sent to ${email}, or send a new one.`,
    });
    // The link: only its hash is stored.
    const link = await linkFor(t, email, 'verify-email');
    const token = link.split('/').pop()!;
    const stored = JSON.stringify(
      await t.app.folio.database.db.select().from((await import('@folio/db/schema')).emailVerifications),
    );
    expect(stored).not.toContain(token);
    // Resend: a new link replaces the old one, and at most one a minute.
    const resent = await form(client, '/verify-email/resend', {});
    expect(resent.statusCode).toBe(303);
    expect(decodeURIComponent(resent.headers.location as string)).toContain(
      `We sent a new link to ${email}.`,
    );
    const again = await client.request({ method: 'POST', url: '/api/platform/verify-email/resend' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^We sent a link a moment ago\. You can ask for another in \d+ seconds\.$/,
    );
    const old = await client.request({ url: link });
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain('This link does not work');
    const fresh = await linkFor(t, email, 'verify-email');
    expect(fresh).not.toBe(link);
    const used = await client.request({ url: fresh });
    expect(used.statusCode).toBe(200);
    expect(used.body).toContain('Your email address is confirmed');
    expect((await client.request({ url: fresh })).body).toContain('This link was already used');
    expect((await client.request({ url: '/verify-email/not-a-token' })).statusCode).toBe(404);
    const created = await client.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Now', subdomain: `now-${uniqueSuffix()}`, template: 'blank' },
    });
    expect(created.statusCode).toBe(201);
    const afterwards = await client.request({ method: 'POST', url: '/api/platform/verify-email/resend' });
    expect(afterwards.statusCode).toBe(409);
  });

  it('issue 14 item 11: sign-up refuses the most common passwords and says why', async () => {
    for (const password of ['password123', 'qwertyuiop', '12345678', 'aaaaaaaaaa', 'iloveyou1']) {
      const res = await t.client(PLATFORM_HOST).request({
        method: 'POST',
        url: '/api/platform/signup',
        payload: { email: `common-${uniqueSuffix()}@example.test`, password },
        remoteAddress: '10.7.0.1',
      });
      expect([password, res.statusCode]).toEqual([password, 400]);
      expect(res.json().message).toBe(
        'password: This password is one of the most common passwords, which are tried first when accounts are attacked. Choose a less common one: a few unrelated words work well.',
      );
    }
    const client = t.client(PLATFORM_HOST);
    await client.request({ url: '/' });
    const page = await form(client, '/signup', { email: 'someone@example.test', password: 'Password1' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('one of the most common passwords');
  });

  it('issue 14 items 3 and 8: an address someone else signed up with is taken over by its mailbox owner through the emailed link', async () => {
    const email = `taken-${uniqueSuffix()}@example.test`;
    // A stranger signs up with the address first, and stays signed in.
    const squatter = t.client(PLATFORM_HOST);
    await squatter.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email, password: 'squatter-password' },
    });
    const squatted = await squatter.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'squatter-password' },
    });
    expect(squatted.statusCode).toBe(200);
    // The owner of the mailbox signs up too: the same answer, and an email with a password link.
    const owner = t.client(PLATFORM_HOST);
    await owner.request({ url: '/' });
    const signUp = await form(owner, '/signup', { email, password: 'owner-password' });
    expect(signUp.statusCode).toBe(303);
    const [, mail] = await emailsTo(t, email);
    expect(mail).toMatchObject({ subject: 'You already have a Folio account' });
    const link = await linkFor(t, email, 'verify-email');
    // Opening the link does not use it; it asks for a new password.
    const page = await owner.request({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
    const common = await form(owner, link, { password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.body).toContain('one of the most common passwords');
    const saved = await form(owner, link, { password: 'owner-password' });
    expect(saved.statusCode).toBe(303);
    expect(decodeURIComponent(saved.headers.location as string)).toContain('Your new password is saved');
    expect((await form(owner, link, { password: 'another-password' })).body).toContain(
      'This link was already used',
    );
    // The stranger is signed out and their password no longer works; the owner's does, confirmed.
    expect((await squatter.request({ url: '/api/platform/sites' })).statusCode).toBe(401);
    const stranger = await t.client(PLATFORM_HOST).request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'squatter-password' },
    });
    expect(stranger.statusCode).toBe(401);
    const login = await owner.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'owner-password' },
    });
    expect(login.json().account).toMatchObject({ email, isEmailVerified: true });
  });

  it('issue 14 item 3: without SMTP_URL the links of account emails go to the server log, so a local install can confirm addresses', async () => {
    const lines: string[] = [];
    const sender = new OutboxSender(t.app.folio.database.db, t.app.folio.jobs, {
      smtpUrl: undefined,
      from: 'Folio <no-reply@folio.localhost>',
      log: (msg) => lines.push(msg),
    });
    const email = `local-${uniqueSuffix()}@example.test`;
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress();
    await client.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email, password: 'a-long-password' },
    });
    expect(await sender.flush()).toBe(0);
    await sender.flush();
    const link = await linkFor(t, email, 'verify-email');
    expect(lines.filter((l) => l.includes(email))).toEqual([
      `No SMTP_URL, so "Confirm your email address for Folio" to ${email} waits in the outbox. Its link: http://localhost:3000${link}`,
    ]);
  });
});

describe('the sign-up limit per address is a setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { SIGN_UPS_PER_ADDRESS_PER_15_MINUTES: '3' });
  });
  afterAll(() => t?.close());

  it('issue 14 item 8: SIGN_UPS_PER_ADDRESS_PER_15_MINUTES sets how many sign-ups one address makes before 429', async () => {
    const signUp = () =>
      t.client(PLATFORM_HOST).request({
        method: 'POST',
        url: '/api/platform/signup',
        payload: { email: `limit-${uniqueSuffix()}@example.test`, password: 'a-long-password' },
        remoteAddress: '10.7.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await signUp()).statusCode).toBe(202);
    expect((await signUp()).statusCode).toBe(429);
    const { loadConfig } = await import('../../config.ts');
    expect(loadConfig({}).signUpsPerAddressPer15Minutes).toBe(10);
    expect(() => loadConfig({ SIGN_UPS_PER_ADDRESS_PER_15_MINUTES: '0' })).toThrow(/at least 1/);
  });
});
