// Issue 16 part 4: the site settings API and what the published site makes of the settings.
import { WebsiteRole } from '@folio/core';
import { type SiteSettingsInput, WebsiteType } from '@folio/core/site-settings-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';
import { findWebsiteById } from '../sites/service.ts';
import { saveSettings } from './service.ts';

const URL = '/api/config/site-settings';

describe('the site settings API', () => {
  let t: TestApp;
  let owner: TestClient;
  let viewer: TestClient;
  let editor: TestClient;
  let siteId: string;
  let imageId: string;

  /** The settings as GET answers them, as a PUT body (what the Settings screen sends). */
  const bodyOf = async (): Promise<SiteSettingsInput> => {
    const {
      logo: _logo,
      favicon: _favicon,
      canChangeDeveloperMode: _can,
      canManageDomains: _domains,
      ...body
    } = (await owner.request({ url: URL })).json();
    return body;
  };
  const put = (client: TestClient, payload: object) => client.request({ method: 'PUT', url: URL, payload });

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    siteId = (await owner.request({ url: '/api/config/site' })).json().website.id;
    const db = t.app.folio.database.db;
    const account = await ensureAccount(db, 'editor@example.test', 'editor-password');
    await upsertRole(db, { accountId: account.id, websiteId: siteId, role: WebsiteRole.editor });
    editor = t.client();
    await editor.signIn('editor@example.test', 'editor-password');
    imageId = (await owner.request({ url: '/api/config/media' })).json().media[0].id;
  });
  afterAll(() => t?.close());

  it('issue 16: the settings answer, whole, with the defaults of a site that never saved them (snapshot)', async () => {
    const answer = await owner.request({ url: URL });
    expect(answer.statusCode).toBe(200);
    expect(stable(answer.json())).toMatchInlineSnapshot(`
      {
        "canChangeDeveloperMode": true,
        "canManageDomains": true,
        "cookieBanner": {
          "cookieBannerAcceptType": "OPT_IN",
          "cookieBannerCtaText": "Accept",
          "cookieBannerCtaVariant": "ICON",
          "cookieBannerOptOutCtaText": "Decline",
          "cookieBannerPosition": "BOTTOM",
          "cookieBannerText": "By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.",
          "cookieBannerTheme": "DARK",
          "cookieBannerVariant": "BAR",
          "isActivityLogEnabled": true,
          "isAnalyticsCookiesDisabled": false,
          "isCookieBannerEnabled": false,
          "isRestrictiveCookiePolicyAbsolute": false,
        },
        "developerMode": false,
        "escapeKeyLogin": true,
        "favicon": null,
        "logo": null,
        "memberAccounts": true,
        "profile": {
          "business": {
            "address": "",
            "email": "",
            "hours": "",
            "name": "",
            "phone": "",
          },
          "commentsShortname": "",
          "description": "",
          "faviconMediaId": null,
          "language": "en",
          "logoMediaId": null,
          "mobileInfoBar": {
            "isEnabled": false,
            "showAddress": true,
            "showEmail": true,
            "showHours": true,
            "showPhone": true,
          },
          "social": [
            {
              "network": "instagram",
              "url": "https://www.instagram.com/foliodemo",
            },
            {
              "network": "bluesky",
              "url": "https://bsky.app/profile/foliodemo.bsky.social",
            },
            {
              "network": "youtube",
              "url": "https://www.youtube.com/@foliodemo",
            },
            {
              "network": "email",
              "url": "mailto:hello@demo.test",
            },
          ],
          "timeZone": "UTC",
        },
        "title": "Folio Demo",
        "websiteType": 1,
      }
    `);
  });

  it('issue 16 AUTH-003 PAGE-022 PAGE-024 UI-034: an admin saves every setting; the answer and a new GET carry them', async () => {
    const body = await bodyOf();
    const answer = await put(owner, {
      ...body,
      title: '  Harbour Studio  ',
      profile: {
        ...body.profile,
        description: 'Prints and photographs from the harbour.',
        language: 'fr-CA',
        timeZone: 'America/Montreal',
        logoMediaId: imageId,
        faviconMediaId: imageId,
        social: [{ network: 'instagram', url: 'https://instagram.com/harbour' }],
        business: {
          name: 'Harbour Studio',
          address: '1 Quay St',
          phone: '+1 514 555 0100',
          email: 'hi@harbour.test',
          hours: 'Mon–Fri 9–17',
        },
      },
      escapeKeyLogin: false,
      memberAccounts: false,
      developerMode: true,
      websiteType: WebsiteType.parkingPage,
      cookieBanner: {
        ...body.cookieBanner,
        isCookieBannerEnabled: true,
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
      },
    });
    expect(answer.statusCode).toBe(200);
    const saved = answer.json();
    expect(saved).toMatchObject({
      title: 'Harbour Studio',
      profile: { language: 'fr-CA', timeZone: 'America/Montreal', logoMediaId: imageId },
      escapeKeyLogin: false,
      developerMode: true,
      websiteType: 3,
      cookieBanner: {
        isCookieBannerEnabled: true,
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
      },
      logo: { id: imageId, url: expect.stringMatching(/^\/s\//) },
      favicon: { id: imageId },
    });
    expect((await owner.request({ url: URL })).json()).toEqual(saved);
    // Put back what the other tests expect.
    expect((await put(owner, body)).statusCode).toBe(200);
  });

  it('issue 16: each wrong field is named with a clear message (400)', async () => {
    const body = await bodyOf();
    const answer = await put(owner, {
      ...body,
      title: '   ',
      profile: {
        ...body.profile,
        language: 'French',
        timeZone: 'Mars/Olympus',
        social: [{ network: 'myspace', url: 'http://example.test' }],
      },
      websiteType: 7,
      cookieBanner: { ...body.cookieBanner, cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_LEFT' },
    });
    expect(answer.statusCode).toBe(400);
    const { error, message } = answer.json();
    expect(error).toBe('invalid_input');
    for (const expected of [
      'title: must not be empty: visitors see it in the header',
      'profile.language: must be a language tag such as en or en-GB',
      'profile.timeZone: must be a time zone such as Europe/Paris',
      'profile.social.0.network: choose a network from the list',
      'profile.social.0.url: must be an address starting with https://',
      'websiteType: must be 1 (normal site), 2 (cover page) or 3 (parking page)',
      'cookieBanner.cookieBannerPosition: a bar sits at the TOP or BOTTOM',
    ])
      expect(message).toContain(expected);
    expect((await put(owner, { ...body, extra: 1 })).json().message).toContain('Unknown field: extra.');
  });

  it('issue 16: a logo must be an image of this site’s media library', async () => {
    const body = await bodyOf();
    const answer = await put(owner, { ...body, profile: { ...body.profile, logoMediaId: 'a'.repeat(24) } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'profile.logoMediaId: the logo must be an image of this site’s media library.',
    );
    const favicon = await put(owner, {
      ...body,
      profile: { ...body.profile, faviconMediaId: '../etc/passwd' },
    });
    expect(favicon.statusCode).toBe(400);
    expect(favicon.json().message).toContain('profile.faviconMediaId: must be an image of the media library');
  });

  it('issue 16: a viewer and a content editor may neither read nor change the settings (403)', async () => {
    const body = await bodyOf();
    for (const client of [viewer, editor]) {
      expect((await client.request({ url: URL })).statusCode).toBe(403);
      const refused = await put(client, { ...body, title: 'Taken over' });
      expect(refused.statusCode).toBe(403);
    }
    expect((await put(viewer, body)).json().message).toBe(
      'Viewers can look at this site but cannot change it.',
    );
    expect((await bodyOf()).title).not.toBe('Taken over');
  });

  it('issue 16 PAGE-024: developer mode is for administrators only: a role without settingsDeveloper is refused, other settings pass', async () => {
    const db = t.app.folio.database.db;
    const site = (await findWebsiteById(db, siteId))!;
    const body = await bodyOf();
    const hooks = { invalidatePages: () => {}, forgetSite: () => {} };
    const parse = (await import('@folio/core/site-settings-api')).siteSettingsBody.parse;
    await expect(
      saveSettings(db, site, WebsiteRole.editor, parse({ ...body, developerMode: true }), hooks),
    ).rejects.toMatchObject({
      statusCode: 403,
      code: 'developer_mode_admin_only',
      message: 'Only an administrator of this site can turn developer mode on or off.',
    });
    // Unchanged developer mode: the rest may be saved by whoever may save settings.
    await expect(saveSettings(db, site, WebsiteRole.editor, parse(body), hooks)).resolves.toBeDefined();
    expect((await owner.request({ url: URL })).json().canChangeDeveloperMode).toBe(true);
  });

  it('issue 16 PAGE-021 AUTH-003: the published page carries lang, the logo in the header, and the site context fields', async () => {
    const visitor = t.client();
    const before = (await visitor.request({ url: '/' })).body;
    expect(before).toMatch(/<html lang="en">/);
    const body = await bodyOf();
    expect(
      (
        await put(owner, {
          ...body,
          title: 'Atelier du Port',
          profile: { ...body.profile, language: 'fr', logoMediaId: imageId },
          escapeKeyLogin: false,
          developerMode: true,
          websiteType: WebsiteType.coverPage,
        })
      ).statusCode,
    ).toBe(200);
    // The cached page and the site directory's copy of the site were forgotten: the next view shows it.
    const html = (await visitor.request({ url: '/' })).body;
    expect(html).toMatch(/<html lang="fr">/);
    const header = (page: string) => /<header[\s\S]*?<\/header>/.exec(page)![0];
    // PAGE-022: a cover page shows no header (docs/decisions/026); the logo is checked on a normal site.
    expect(html).not.toContain('<header');
    const normal = await put(owner, {
      ...body,
      title: 'Atelier du Port',
      profile: { ...body.profile, language: 'fr', logoMediaId: imageId },
    });
    expect(normal.statusCode).toBe(200);
    expect(header((await visitor.request({ url: '/' })).body)).toMatch(
      new RegExp(
        `<a[^>]*href="/"><img[^>]*src="/s/${imageId}/[^"]*\\?format=500w"[^>]*alt="Atelier du Port"`,
      ),
    );
    const context = JSON.parse(
      /<script type="application\/json" id="folio-context">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(context.website).toMatchObject({
      identifier: 'demo',
      title: 'Atelier du Port',
      websiteType: 2,
      developerMode: true,
      siteStatus: { value: 8 },
    });
    expect(context.websiteSettings.escapeKeyLogin).toBe(false);
    expect((await put(owner, body)).statusCode).toBe(200);
    const after = (await visitor.request({ url: '/' })).body;
    expect(after).toMatch(/<html lang="en">/);
    expect(header(after)).not.toContain('<img');
  });
});
