// The cookie banner on published pages (UI-028..047, TRACK-006's page context), through the
// page route and the cached-page fast path, from the settings the owner saves.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { bannerFingerprint, CONSENT_COOKIE, consentCookieValue } from '@folio/core/cookie-consent';
import { normalizeCookieBanner } from '@folio/core/site-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';
import { BANNER_PREVIEW_PARAM } from './cookie-banner.ts';

const URL = '/api/config/site-settings';
const DEFAULT_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

describe('UI-028..047 the cookie banner of published pages', () => {
  let t: TestApp;
  let owner: TestClient;
  let port: number;
  let saved: Record<string, unknown>;

  const settingsBody = async () => {
    const {
      logo: _l,
      favicon: _f,
      canChangeDeveloperMode: _c,
      canManageDomains: _d,
      ...body
    } = (await owner.request({ url: URL })).json();
    return body;
  };
  /** Saves the banner (over the defaults) and answers its fingerprint. */
  const saveBanner = async (banner: Record<string, unknown>) => {
    const body = await settingsBody();
    const cookieBanner = { ...normalizeCookieBanner({}), isCookieBannerEnabled: true, ...banner };
    const res = await owner.request({ method: 'PUT', url: URL, payload: { ...body, cookieBanner } });
    expect(res.statusCode, res.body).toBe(200);
    return bannerFingerprint(normalizeCookieBanner(cookieBanner));
  };
  const visit = (path = '/', cookie?: string) =>
    t.app.inject({ url: path, headers: { host: 'demo.localhost:3000', ...(cookie ? { cookie } : {}) } });
  /** The live banner's markup (not the inert copy in a <template>), or null. */
  const liveBanner = (html: string) => {
    const withoutTemplate = html.replace(/<template id="folio-cookie-banner">[\s\S]*?<\/template>/, '');
    return /<div class="fcb [^"]*"[\s\S]*?<\/button><\/div><\/div>/.exec(withoutTemplate)?.[0] ?? null;
  };

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    saved = await settingsBody();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await owner?.request({ method: 'PUT', url: URL, payload: saved });
    await t?.close();
  });

  it('UI-034 a site whose banner is off shows none, and loads none of its style or script', async () => {
    const page = await visit('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-cookie-banner');
    expect(page.body).not.toContain('.fcb{');
  });

  it('UI-037 UI-039 UI-041 UI-042 UI-043 UI-044 UI-045 UI-046 the defaults: a dark bar at the bottom, the default text and an Accept icon', async () => {
    const fingerprint = await saveBanner({});
    const page = await visit('/');
    const banner = liveBanner(page.body);
    expect(banner).not.toBeNull();
    expect(banner).toContain('class="fcb fcb-bar fcb-BOTTOM fcb-dark fcb-ICON"');
    expect(banner).toContain('role="region"');
    expect(banner).toContain('aria-label="Cookie consent"');
    expect(banner).toContain(`data-cookie-banner="${fingerprint}"`);
    expect(banner).toContain(`<p>${DEFAULT_TEXT}</p>`);
    expect(banner).toMatch(
      /<button type="button" class="fcb-accept" data-choice="accepted" title="Accept"><svg[^>]*aria-hidden="true"/,
    );
    expect(banner).toContain('<span class="fcb-sr">Accept</span>');
    // UI-045: opt-in only: no Decline.
    expect(banner).not.toContain('data-choice="declined"');
    // Its style comes with it, admitted by the page's policy by hash.
    const css = /<style>([^<]*)<\/style>/.exec(banner ?? '')?.[1] ?? '';
    expect(css).toContain('.fcb{');
    const hash = createHash('sha256').update(css).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('UI-037 an unknown or missing stored value takes its default; a wrong position takes the variant’s', async () => {
    const view = normalizeCookieBanner({
      cookieBannerTheme: 'PURPLE',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerCtaVariant: 42,
    });
    expect(view).toMatchObject({
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_LEFT',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
    });
  });

  it('UI-038 a text that is only an empty paragraph shows the default text', async () => {
    await saveBanner({ cookieBannerText: '<p></p>' });
    expect(liveBanner((await visit('/')).body)).toContain(`<p>${DEFAULT_TEXT}</p>`);
    await saveBanner({ cookieBannerText: '<p> <br> </p>' });
    expect(liveBanner((await visit('/')).body)).toContain(`<p>${DEFAULT_TEXT}</p>`);
  });

  it('issue 18: the owner’s rich text is sanitised for the banner: emphasis and links stay, nothing runs, no headings or images', async () => {
    await saveBanner({
      cookieBannerText:
        '<h2>Cookies</h2><p>We use <strong>cookies</strong>. <a href="/privacy" target="_blank">Privacy</a> <a href="javascript:alert(1)">x</a></p><img src=x onerror="alert(1)"><script>alert(2)</script><p onclick="alert(3)">More</p>',
    });
    const banner = liveBanner((await visit('/')).body) ?? '';
    expect(banner).toContain('<strong>cookies</strong>');
    expect(banner).toContain('<a href="/privacy" target="_blank" rel="noopener noreferrer">Privacy</a>');
    expect(banner).toContain('<p>More</p>');
    expect(banner).not.toMatch(/<h2|<img|<script|onerror|onclick|javascript:/);
    // Text that keeps nothing to read after sanitising takes the default.
    await saveBanner({ cookieBannerText: '<script>alert(1)</script><img src=x>' });
    expect(liveBanner((await visit('/')).body)).toContain(`<p>${DEFAULT_TEXT}</p>`);
  });

  it('UI-044 UI-045 UI-047 a light popup in a corner with Accept and Decline buttons is a labelled dialog', async () => {
    await saveBanner({
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Allow',
      cookieBannerOptOutCtaText: 'No thanks',
    });
    const banner = liveBanner((await visit('/')).body) ?? '';
    expect(banner).toContain('class="fcb fcb-popup fcb-TOP_RIGHT fcb-light fcb-BUTTON"');
    expect(banner).toContain('role="dialog"');
    expect(banner).toContain('aria-label="Cookie consent"');
    expect(banner).toContain(
      '<button type="button" class="fcb-decline" data-choice="declined">No thanks</button>',
    );
    expect(banner).toContain(
      '<button type="button" class="fcb-accept" data-choice="accepted">Allow</button>',
    );
    // UI-040, UI-039: empty texts take Decline and Accept; a TEXT CTA is a plain button.
    await saveBanner({
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerCtaText: '',
      cookieBannerOptOutCtaText: '',
      cookieBannerPosition: 'TOP',
    });
    const bar = liveBanner((await visit('/')).body) ?? '';
    expect(bar).toContain('class="fcb fcb-bar fcb-TOP fcb-dark fcb-TEXT"');
    expect(bar).toContain('data-choice="declined">Decline</button>');
    expect(bar).toContain('data-choice="accepted">Accept</button>');
  });

  it('UI-030 UI-031 UI-029 a visitor who chose gets the page without the banner (only an inert copy for forcing), also from the cache', async () => {
    const fingerprint = await saveBanner({});
    const chosen = `${CONSENT_COOKIE}=${consentCookieValue(fingerprint, 'accepted')}`;
    expect(consentCookieValue(fingerprint, 'declined')).toMatch(/^2\.[0-9a-f]{8}\.d$/);
    const asked = await visit('/about');
    expect(liveBanner(asked.body)).not.toBeNull();
    const answered = await visit('/about', chosen);
    expect(liveBanner(answered.body)).toBeNull();
    expect(answered.body).toContain('<template id="folio-cookie-banner"><div class="fcb ');
    // Both copies are cached; each visitor keeps getting their own.
    expect(liveBanner((await visit('/about')).body)).not.toBeNull();
    const again = await visit('/about', chosen);
    expect(again.headers['x-folio-cache']).toBe('hit');
    expect(liveBanner(again.body)).toBeNull();
    // A choice of another version or banner does not count.
    expect(liveBanner((await visit('/about', `${CONSENT_COOKIE}=1.${fingerprint}.a`)).body)).not.toBeNull();
    expect(liveBanner((await visit('/about', `${CONSENT_COOKIE}=2.0badf00d.a`)).body)).not.toBeNull();
    // The fast path, before Fastify, tells the two apart the same way.
    const viaFastPath = async (cookie?: string) =>
      new Promise<{ cache: string; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/about',
            headers: { host: `demo.localhost:${port}`, ...(cookie ? { cookie } : {}) },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (d) => {
              body += d;
            });
            res.on('end', () => resolve({ cache: String(res.headers['x-folio-cache']), body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    await viaFastPath();
    await viaFastPath(chosen);
    const plain = await viaFastPath();
    const withChoice = await viaFastPath(chosen);
    expect(plain.cache).toBe('hit');
    expect(withChoice.cache).toBe('hit');
    expect(liveBanner(plain.body)).not.toBeNull();
    expect(liveBanner(withChoice.body)).toBeNull();
  });

  it('UI-033 when the owner changes what the banner says, a visitor who chose is asked again; a new look alone does not ask', async () => {
    const first = await saveBanner({ cookieBannerText: '<p>We use cookies.</p>' });
    const chosen = `${CONSENT_COOKIE}=${consentCookieValue(first, 'accepted')}`;
    expect(liveBanner((await visit('/', chosen)).body)).toBeNull();
    const restyled = await saveBanner({
      cookieBannerText: '<p>We use cookies.</p>',
      cookieBannerTheme: 'LIGHT',
    });
    expect(restyled).toBe(first);
    expect(liveBanner((await visit('/', chosen)).body)).toBeNull();
    const reworded = await saveBanner({ cookieBannerText: '<p>We use cookies for statistics.</p>' });
    expect(reworded).not.toBe(first);
    expect(liveBanner((await visit('/', chosen)).body)).toContain('We use cookies for statistics.');
  });

  it('UI-035 UI-036 TRACK-006 the page context carries the policy the browser enforces: restrictive, visitor data restricted as the opposite of the activity log', async () => {
    const fingerprint = await saveBanner({
      isRestrictiveCookiePolicyAbsolute: true,
      isActivityLogEnabled: false,
    });
    const context = JSON.parse(
      /<script type="application\/json" id="folio-context">([\s\S]*?)<\/script>/.exec(
        (await visit('/')).body,
      )?.[1] ?? '{}',
    );
    expect(context.cookieSettings).toEqual({
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
      isAnalyticsCookiesDisabled: false,
      bannerFingerprint: fingerprint,
    });
  });

  it('issue 18: the config area previews unsaved banner settings on a page for a member who may edit them, never for a visitor', async () => {
    await saveBanner({ isCookieBannerEnabled: false });
    const preview = Buffer.from(
      JSON.stringify({
        ...normalizeCookieBanner({}),
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_LEFT',
        cookieBannerText: 'Preview words',
      }),
    ).toString('base64url');
    const path = `/?${BANNER_PREVIEW_PARAM}=${preview}`;
    const forOwner = await owner.request({ url: path });
    const banner = liveBanner(forOwner.body) ?? '';
    expect(banner).toContain('fcb-popup fcb-TOP_LEFT');
    expect(banner).toContain('data-preview=""');
    expect(banner).toContain('<p>Preview words</p>');
    expect(liveBanner((await visit(path)).body)).toBeNull();
    // A broken preview is ignored.
    expect(liveBanner((await owner.request({ url: `/?${BANNER_PREVIEW_PARAM}=bm9wZQ` })).body)).toBeNull();
  });
});
