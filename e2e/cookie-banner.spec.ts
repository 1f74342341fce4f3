// Issue 18 part 1, the cookie banner in Chromium: a visitor sees it, Accept hides it for 30 days
// across pages and reloads (version 2), Decline under a restrictive policy clears tracking cookies
// and the site stays usable, forcing and unforcing by events, the keyboard, the owner's screen with
// its live preview, and a visitor asked again after the owner changes the words. axe-core on every
// variant. The demo site's banner is off by default and is put back so at the end.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const CONSENT = 'folio_cookie_consent';
const DEFAULTS = {
  cookieBannerCtaText: 'Accept',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerText: '',
  cookieBannerTheme: 'DARK',
  cookieBannerVariant: 'BAR',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerAcceptType: 'OPT_IN',
  isCookieBannerEnabled: true,
  isActivityLogEnabled: true,
  isAnalyticsCookiesDisabled: false,
  isRestrictiveCookiePolicyAbsolute: false,
};

test.describe.configure({ mode: 'serial' });

let ownerContext: BrowserContext;
let owner: Page;
let original: Record<string, unknown>;

/** Saves the demo site's banner through the site settings API; answers the banner before. */
async function setBanner(banner: Record<string, unknown>): Promise<Record<string, unknown>> {
  return owner.evaluate(async (cookieBanner) => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const headers = {
      'content-type': 'application/json',
      'x-crumb': decodeURIComponent(crumb),
      'x-folio-config': '1',
    };
    const before = await (await fetch('/api/config/site-settings', { headers })).json();
    const { logo: _l, favicon: _f, canChangeDeveloperMode: _c, canManageDomains: _d, ...body } = before;
    const saved = await fetch('/api/config/site-settings', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body, cookieBanner }),
    });
    if (saved.status !== 200) throw new Error(`site settings: ${saved.status} ${await saved.text()}`);
    return before.cookieBanner;
  }, banner);
}

async function visitor(browser: Browser, options: { bypassCSP?: boolean; width?: number } = {}) {
  const context = await browser.newContext({
    bypassCSP: options.bypassCSP ?? false,
    viewport: { width: options.width ?? 1440, height: 900 },
  });
  return { context, page: await context.newPage() };
}

const banner = (page: Page) => page.locator('div[data-cookie-banner]');

test.beforeAll(async ({ browser }) => {
  ownerContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  owner = await ownerContext.newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  original = await setBanner({ ...DEFAULTS, isCookieBannerEnabled: false });
});

test.afterAll(async () => {
  if (original) await setBanner(original);
  await ownerContext?.close();
});

test('UI-028 UI-029 UI-030 UI-031 a visitor sees the banner until Accept; the choice is kept 30 days (version 2) and no banner comes back on other pages or reloads', async ({
  browser,
}) => {
  await setBanner(DEFAULTS);
  const { context, page } = await visitor(browser);
  const islandRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('cookie-banner-island')) islandRequests.push(request.url());
  });
  await page.goto(`${DEMO_URL}/`);
  await waitForIslands(page);
  const region = page.getByRole('region', { name: 'Cookie consent' });
  await expect(region).toBeVisible();
  await expect(region).toContainText('By using this website, you agree to our use of cookies.');
  // Styled by its own sheet under the page's real Content-Security-Policy, and focus is on it.
  expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await expect(region).toBeFocused();
  expect(islandRequests).toHaveLength(1);
  await page.evaluate(() => {
    window.addEventListener('folio:consent', (event) => {
      (window as unknown as { heard: unknown }).heard = (event as CustomEvent).detail;
    });
  });
  await region.getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { heard: unknown }).heard)).toEqual({
    choice: 'accepted',
  });
  expect(await page.evaluate(() => window.folio?.consent?.get())).toBe('accepted');
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT);
  expect(cookie?.value).toMatch(/^2\.[0-9a-f]{8}\.a$/);
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
  // Other pages and reloads: no banner, and its chunk is not loaded again.
  for (const path of ['/about', '/', '/shop']) {
    await page.goto(`${DEMO_URL}${path}`);
    await waitForIslands(page);
    await expect(banner(page)).toHaveCount(0);
  }
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  expect(islandRequests).toHaveLength(1);
  await context.close();
});

test('TRACK-006 with a restrictive policy and no consent, tracking cookies are cleared; Decline keeps them away and the site stays usable; Accept lets them be', async ({
  browser,
}) => {
  await setBanner({
    ...DEFAULTS,
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    isRestrictiveCookiePolicyAbsolute: true,
  });
  const { context, page } = await visitor(browser);
  const host = new URL(DEMO_URL).hostname;
  const plant = () =>
    context.addCookies(
      ['ss_cvr', 'ss_cvt', 'SS_MID', 'SS_SESSION_ID'].map((name) => ({
        name,
        value: name === 'ss_cvr' ? 'abc-123|1|1|1|1' : '1',
        domain: host,
        path: '/',
      })),
    );
  const trackingCookies = async () =>
    (await context.cookies()).filter((c) => /^(ss_cv[rt]|SS_)/.test(c.name)).map((c) => c.name);
  await plant();
  await page.goto(`${DEMO_URL}/`);
  await waitForIslands(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect.poll(trackingCookies).toEqual([]);
  expect(await page.evaluate(() => window.folio?.consent?.mayUseTrackingCookies())).toBe(false);
  // Planted again while the banner waits, then declined: cleared again.
  await plant();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(trackingCookies).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === CONSENT)?.value).toMatch(/^2\.[0-9a-f]{8}\.d$/);
  expect(await page.evaluate(() => window.folio?.consent?.get())).toBe('declined');
  // The site works as before: navigation, another page, no banner.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await plant();
  await page.reload();
  await expect.poll(trackingCookies).toEqual([]);
  await context.close();

  const accepting = await visitor(browser);
  await accepting.page.goto(`${DEMO_URL}/`);
  await waitForIslands(accepting.page);
  await accepting.page.getByRole('button', { name: 'Accept' }).click();
  await accepting.context.addCookies([{ name: 'ss_cvt', value: '1', domain: host, path: '/' }]);
  await accepting.page.reload();
  await waitForIslands(accepting.page);
  expect(await accepting.page.evaluate(() => window.folio?.consent?.mayUseTrackingCookies())).toBe(true);
  expect((await accepting.context.cookies()).map((c) => c.name)).toContain('ss_cvt');
  await accepting.context.close();
});

test('UI-032 the banner is forced and unforced through events; the keyboard reaches its buttons and Escape does not dismiss it', async ({
  browser,
}) => {
  await setBanner({
    ...DEFAULTS,
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerCtaVariant: 'BUTTON',
  });
  const { page } = await visitor(browser);
  await page.goto(`${DEMO_URL}/`);
  await waitForIslands(page);
  const region = page.getByRole('region', { name: 'Cookie consent' });
  await expect(region).toBeFocused();
  // Unforcing an unanswered banner leaves it: it shows until the visitor chooses (UI-028).
  await page.evaluate(() => window.dispatchEvent(new Event('folio:cookie-banner:unforce')));
  await expect(region).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(region).toBeVisible();
  await expect(page).toHaveURL(`${DEMO_URL}/`);
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  // After a choice: forced, it comes back (from the page's inert copy) and takes focus; unforced, it goes.
  await page.reload();
  await waitForIslands(page);
  await expect(banner(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('folio:cookie-banner:force')));
  await expect(region).toBeVisible();
  await expect(region).toBeFocused();
  await page.evaluate(() => window.dispatchEvent(new Event('folio:cookie-banner:unforce')));
  await expect(banner(page)).toHaveCount(0);
  // Forced again, the visitor changes their mind.
  await page.evaluate(() => window.dispatchEvent(new Event('folio:cookie-banner:force')));
  await region.getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.folio?.consent?.get())).toBe('declined');
  await page.context().close();
});

test('UI-033 issue 18: the owner changes the banner in Settings with a live preview, and a visitor who chose is asked again', async ({
  browser,
}) => {
  await setBanner(DEFAULTS);
  const { context, page } = await visitor(browser);
  await page.goto(`${DEMO_URL}/`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.reload();
  await expect(banner(page)).toHaveCount(0);

  await owner.goto(`${DEMO_URL}/config/settings`);
  await owner.getByRole('link', { name: 'Edit the cookie banner' }).click();
  await expect(owner).toHaveURL(/\/config\/settings\/cookie-banner$/);
  const preview = owner.frameLocator('iframe[title^="The home page with the cookie banner"]');
  await expect(preview.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await owner.getByLabel('Style').selectOption('POPUP');
  await owner.getByLabel('Position').selectOption('TOP_RIGHT');
  await owner.getByLabel('Theme').selectOption('LIGHT');
  await owner.getByLabel('Visitors can').selectOption('OPT_IN_AND_OUT');
  await expect(preview.getByRole('dialog', { name: 'Cookie consent' })).toHaveClass(/fcb-TOP_RIGHT/);
  await expect(preview.getByRole('button', { name: 'Decline' })).toBeVisible();
  // A problem is named at its field before anything is sent.
  await owner.getByLabel('Accept text').fill('x'.repeat(61));
  await owner.getByRole('button', { name: 'Save banner' }).click();
  const form = owner.getByRole('form', { name: 'Cookie banner settings' });
  await expect(form.getByRole('alert')).toHaveText('Some fields need attention before saving.');
  await expect(owner.getByLabel('Accept text')).toHaveAttribute('aria-invalid', 'true');
  await owner.getByLabel('Accept text').fill('Allow cookies');
  await owner.getByLabel('Banner text').fill('We use cookies to count visits. <a href="/about">About us</a>');
  await expect(preview.getByRole('dialog', { name: 'Cookie consent' })).toContainText(
    'We use cookies to count visits.',
  );
  await owner.getByRole('button', { name: 'Save banner' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. Visitors see this banner now.');
  await owner.waitForTimeout(400);
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/cookie-banner-settings-1440.png` });
  await owner.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/cookie-banner-settings-390.png`, fullPage: true });
  expect(await axeViolations(owner, 'form[aria-label="Cookie banner settings"]')).toEqual([]);
  await owner.setViewportSize({ width: 1440, height: 1000 });

  // The visitor who accepted the old words is asked again.
  await page.reload();
  await waitForIslands(page);
  const asked = page.getByRole('dialog', { name: 'Cookie consent' });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('We use cookies to count visits.');
  await expect(asked.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  await asked.getByRole('button', { name: 'Allow cookies' }).click();
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});

const VARIANTS = [
  { name: 'bar-dark', banner: { ...DEFAULTS } },
  {
    name: 'bar-light',
    banner: {
      ...DEFAULTS,
      cookieBannerTheme: 'LIGHT',
      cookieBannerPosition: 'TOP',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    },
  },
  {
    name: 'popup-light',
    banner: {
      ...DEFAULTS,
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    },
  },
  {
    name: 'popup-dark',
    banner: {
      ...DEFAULTS,
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_LEFT',
      cookieBannerCtaVariant: 'BUTTON',
    },
  },
];

for (const variant of VARIANTS) {
  test(`UI-042 UI-043 UI-044 UI-046 UI-047 issue 18: axe finds nothing on a page with the ${variant.name} banner, at 1440 and 390 px`, async ({
    browser,
  }) => {
    await setBanner(variant.banner);
    for (const width of [1440, 390]) {
      const { context, page } = await visitor(browser, { bypassCSP: true, width });
      await page.goto(`${DEMO_URL}/`);
      await waitForIslands(page);
      await expect(banner(page)).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/cookie-banner-${variant.name}-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
}
