// Issue 19 (UI-054), the announcement bar in Chromium: the owner turns it on with a link in
// Settings › Announcement bar (live preview, a problem named at its field), a visitor sees it above
// the header, follows its link, closes it and it stays closed on reload and other pages, and sees it
// again when the owner changes the message. On a phone it sits at the top while the cookie banner
// and the mobile info bar are fixed at the bottom. axe-core on the bar and the screen. The demo
// site's bar (off), cookie banner and profile are put back at the end.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test.describe.configure({ mode: 'serial' });

let owner: Page;
let originalBar: Record<string, unknown> | undefined;
let originalSettings: Record<string, unknown> | undefined;

/** Calls the config API as the signed-in owner; answers the JSON. */
function api(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<Record<string, unknown>> {
  return owner.evaluate(
    async ({ method, path, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-crumb': decodeURIComponent(crumb),
          'x-folio-config': '1',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  );
}

/** The site settings as the PUT takes them. */
async function settingsBody() {
  const {
    logo: _l,
    favicon: _f,
    canChangeDeveloperMode: _c,
    canManageDomains: _d,
    ...body
  } = await api('GET', '/api/config/site-settings');
  return body;
}

async function visitor(browser: Browser, width = 1440, bypassCSP = false) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP });
  return { context, page: await context.newPage() };
}

/** The page's layout shifts so far that no input caused (what CLS adds up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  owner = await context.newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  originalBar = await api('GET', '/api/config/announcement-bar');
  originalSettings = await settingsBody();
  await api('PUT', '/api/config/announcement-bar', { enabled: false, text: '', linkLabel: '', linkUrl: '' });
});

test.afterAll(async () => {
  if (originalSettings) await api('PUT', '/api/config/site-settings', originalSettings);
  if (originalBar) await api('PUT', '/api/config/announcement-bar', originalBar);
  await owner?.context().close();
});

test('UI-054 the owner turns the bar on with a link in Settings › Announcement bar, with a live preview and clear problems', async () => {
  await owner.goto(`${DEMO_URL}/config/settings`);
  await owner.getByRole('link', { name: 'Edit the announcement bar' }).click();
  await expect(owner).toHaveURL(/\/config\/settings\/announcement-bar$/);
  const form = owner.getByRole('form', { name: 'Announcement bar settings' });
  const preview = owner.frameLocator('iframe[title^="The home page with the announcement bar"]');
  await expect(bar(preview as never)).toContainText('Your announcement');

  await owner.getByLabel('Show the announcement bar').check();
  await owner.getByLabel('Announcement text').fill('Spring open studio: 12–14 April');
  await owner.getByLabel('Link text').fill('About us');
  await owner.getByLabel('Link address').fill('javascript:alert(1)');
  await owner.getByRole('button', { name: 'Save bar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Some fields need attention before saving.');
  await expect(owner.getByLabel('Link address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('must start with https:// or be a path of this site, such as /shop');
  await owner.getByLabel('Link address').fill('/about');
  await expect(bar(preview as never)).toContainText('Spring open studio: 12–14 April');
  await expect(bar(preview as never).getByRole('link', { name: 'About us' })).toHaveAttribute(
    'href',
    '/about',
  );
  await owner.getByRole('button', { name: 'Save bar' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. Visitors see this bar now.');
  await owner.waitForTimeout(400);
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/announcement-bar-settings-1440.png` });
  expect(await axeViolations(owner, 'form[aria-label="Announcement bar settings"]')).toEqual([]);
  await owner.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/announcement-bar-settings-390.png`, fullPage: true });
  expect(await axeViolations(owner, 'form[aria-label="Announcement bar settings"]')).toEqual([]);
  await owner.setViewportSize({ width: 1440, height: 1000 });
});

test('UI-054 a visitor sees the bar above the header, follows its link, closes it, and it stays closed until the message changes', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('announcement-bar-script')) scripts.push(r.url());
  });
  await page.goto(`${DEMO_URL}/`);
  const shown = bar(page);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Spring open studio: 12–14 April');
  // Styled by its own sheet under the page's real CSP, at the very top, before the header.
  const box = await shown.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  expect(box?.y).toBe(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((header?.y ?? 0) + 0.5);
  expect(await shown.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(scripts).toHaveLength(1);
  expect(await layoutShift(page)).toBe(0);

  await shown.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/about`);
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Close announcement' }).click();
  await expect(bar(page)).toBeHidden();
  await expect(page.locator(':focus')).toHaveCount(1);
  await page.reload();
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.classList.contains('fab-dismissed'))).toBe(true);
  await page.goto(`${DEMO_URL}/`);
  await expect(bar(page)).toBeHidden();
  // Hidden before it painted: the header is at the top from the first frame, nothing moved.
  expect((await page.locator('header').first().boundingBox())?.y).toBe(0);
  expect(await layoutShift(page)).toBe(0);

  await api('PUT', '/api/config/announcement-bar', {
    enabled: true,
    text: 'Open studio moved to 19–21 April',
    linkLabel: 'About us',
    linkUrl: '/about',
  });
  await page.reload();
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('Open studio moved to 19–21 April');
  await context.close();
});

test('UI-054 the bar at 1440 and 390 px: axe clean, and on a phone it does not meet the cookie banner or the mobile info bar at the bottom', async ({
  browser,
}) => {
  const settings = await settingsBody();
  const profile = settings.profile as Record<string, unknown>;
  await api('PUT', '/api/config/site-settings', {
    ...settings,
    profile: {
      ...profile,
      business: {
        ...(profile.business as object),
        phone: '+44 1234 567 890',
        email: 'hello@demo.test',
      },
      mobileInfoBar: { ...(profile.mobileInfoBar as object), isEnabled: true },
    },
    cookieBanner: {
      ...(settings.cookieBanner as object),
      isCookieBannerEnabled: true,
      cookieBannerPosition: 'BOTTOM',
      cookieBannerVariant: 'BAR',
    },
  });
  for (const width of [1440, 390]) {
    const { context, page } = await visitor(browser, width, true);
    await page.goto(`${DEMO_URL}/`);
    await expect(bar(page)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/announcement-bar-site-${width}.png` });
    expect(await axeViolations(page, 'div[data-announcement-bar]')).toEqual([]);
    const top = await bar(page).boundingBox();
    const cookie = await page.getByRole('region', { name: 'Cookie consent' }).boundingBox();
    expect(top!.y + top!.height).toBeLessThan(cookie!.y);
    if (width === 390) {
      // The aside keeps the bar's room in the flow; its list is what is fixed at the bottom.
      const infoBar = page.getByRole('complementary', { name: 'Contact details' }).locator('ul').first();
      const info = await infoBar.boundingBox();
      expect(info!.y + info!.height).toBe(900);
      expect(top!.y + top!.height).toBeLessThan(info!.y);
      // With the cookie banner answered, the mobile info bar shows at the bottom, the bar at the top.
      await waitForIslands(page);
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await expect(infoBar).toBeInViewport();
      await expect(bar(page)).toBeInViewport();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/announcement-bar-site-390-info-bar.png` });
    }
    await context.close();
  }
});
