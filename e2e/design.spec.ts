// Issue 16 part 2, "Done when": the owner changes the palette and the heading font on the Design
// screen, sees them in the preview before saving, cancels (the preview goes back), changes them
// again and saves; a visitor then sees the new colours and the heading font, its file fetched from
// the site's own host. A page section in the Dark colour theme passes axe. The journey puts the
// design back as it found it.
import { type Browser, expect, type Frame, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

/** SCREENSHOTS=1 keeps the screen's pictures in docs/screenshots/ (looked at for the README). */
const screenshotDir = process.env.SCREENSHOTS
  ? new URL('../docs/screenshots/', import.meta.url).pathname
  : null;

test.describe.configure({ mode: 'serial' });
// axe is injected as an inline script, which the pages' Content-Security-Policy forbids.
test.use({ bypassCSP: true });

const GREEN = { lightest: 'rgb(248, 252, 249)', darkest: 'rgb(12, 38, 24)' };
const GRAY_PAPER = 'rgb(253, 252, 250)';

async function signInToConfig(page: Page) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A config-area call from the signed-in page, as the editor makes it (crumb, X-Folio-Config). */
async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('crumb='))
          ?.slice(6) ?? '',
      );
      const response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-crumb': crumb,
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: response.status === 204 ? null : await response.json() };
    },
    { method, url, body },
  );
}

const bodyBackground = (target: Page | Frame) =>
  target.evaluate(() => getComputedStyle(document.body).backgroundColor);
const headingFont = (target: Page | Frame) =>
  target.evaluate(() => getComputedStyle(document.querySelector('main h1')!).fontFamily);

function previewFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('noredirect'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

async function visitorSees(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${DEMO_URL}/`);
  await waitForIslands(page);
  await page.evaluate(() => document.fonts.ready);
  const seen = {
    background: await bodyBackground(page),
    headingFont: await headingFont(page),
    isFontLoaded: await page.evaluate(() => document.fonts.check('400 40px "Playfair Display"')),
    buttonRadius: await page.evaluate(
      () => getComputedStyle(document.querySelector('main a[href="/about"]')!).borderTopLeftRadius,
    ),
    requested,
  };
  await context.close();
  return seen;
}

let original: Record<string, unknown> | null = null;

test('issue 16 EDIT-001 EDIT-033 EDIT-034 EDIT-035 UI-106: the owner opens Design at /config/design, previews a palette and heading font, cancels, then saves only what changed; a visitor sees the colours and the self-hosted font', async ({
  page,
  browser,
}) => {
  const before = await visitorSees(browser);
  expect(before.background).toBe(GRAY_PAPER);
  // UI-103: the default buttons are pills (the circle radius).
  expect(before.buttonRadius).toBe('9999px');

  await signInToConfig(page);
  original = (await api(page, 'GET', '/api/site-design')).json.design;
  // On the Pages screen the config area's navigation is a drawer below 1280 px.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Design' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/config/design`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Design', level: 2 })).toBeVisible();
  // EDIT-039: the screen advises using fonts sparingly.
  await expect(page.getByText('Use fonts sparingly')).toBeVisible();
  // UI-106: the six palettes to start from, and the owner's own.
  const palettes = page.getByRole('group', { name: 'Palette' });
  for (const name of ['Gray', 'Blue', 'Green', 'Red', 'Pink', 'Orange', 'Custom'])
    await expect(palettes.getByRole('radio', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  const frame = previewFrame(page);
  await expect.poll(() => bodyBackground(frame)).toBe(GRAY_PAPER);

  // The change shows in the preview before anything is saved.
  await palettes.getByRole('radio', { name: 'Green' }).check();
  await page
    .getByRole('group', { name: 'Heading font' })
    .getByRole('radio', { name: 'Playfair Display' })
    .check();
  await expect.poll(() => bodyBackground(frame)).toBe(GREEN.lightest);
  await expect.poll(() => headingFont(frame)).toMatch(/^"Playfair Display"/);
  await expect
    .poll(() =>
      frame.evaluate(() => document.fonts.load('400 40px "Playfair Display"').then((f) => f.length)),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Unsaved changes');
  if (screenshotDir) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.getByRole('heading', { name: 'Colours' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${screenshotDir}design-screen-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('heading', { name: 'Buttons, corners and spacing' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Fonts' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}design-screen-fonts-1440.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // Nothing saved yet: the visitor still sees the old look.
  expect((await visitorSees(browser)).background).toBe(GRAY_PAPER);

  // Cancel puts the saved design back, in the form and the preview.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => bodyBackground(frame)).toBe(GRAY_PAPER);
  await expect.poll(() => headingFont(frame)).not.toMatch(/Playfair/);
  await expect(palettes.getByRole('radio', { name: 'Gray' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Again, and Save: only the two changed paths are sent.
  await palettes.getByRole('radio', { name: 'Green' }).check();
  await page
    .getByRole('group', { name: 'Heading font' })
    .getByRole('radio', { name: 'Playfair Display' })
    .check();
  const put = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/site-design' && r.method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const sent = (await put).postDataJSON() as { changes: Record<string, unknown> };
  expect(Object.keys(sent.changes).sort()).toEqual(['fontThemes', 'palette']);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Design saved. Visitors now see it.');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  const after = await visitorSees(browser);
  expect(after.background).toBe(GREEN.lightest);
  expect(after.headingFont).toMatch(/^"Playfair Display"/);
  expect(after.isFontLoaded).toBe(true);
  // The font file came from the site's own host, and no request left it.
  expect(after.requested).toContain(`${DEMO_URL}/_fonts/playfair-display-400.woff2`);
  expect(after.requested.filter((url) => new URL(url).origin !== DEMO_URL)).toEqual([]);

  // The page editor's preview shows the saved design too: what the owner edits is what visitors get.
  await page.getByRole('main').getByRole('heading', { name: 'Design' }).waitFor();
  await page.goto(`${DEMO_URL}/config/pages`);
  const canvas = page.frameLocator('iframe').locator('body');
  await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => canvas.evaluate((body) => getComputedStyle(body).backgroundColor))
    .toBe(GREEN.lightest);
  await expect
    .poll(() => canvas.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily))
    .toMatch(/^"Playfair Display"/);
});

test('issue 16 UI-103: buttons, corners and spacing from the Design screen reach the visitor’s button', async ({
  page,
  browser,
}) => {
  await signInToConfig(page);
  await page.goto(`${DEMO_URL}/config/design`);
  await page.getByRole('group', { name: 'Button shape' }).getByRole('radio', { name: 'Square' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Design saved. Visitors now see it.');
  expect((await visitorSees(browser)).buttonRadius).toBe('0px');
});

test('issue 16: the Design screen and a published page with a Dark colour theme section have no axe violations', async ({
  page,
}) => {
  await signInToConfig(page);
  await page.goto(`${DEMO_URL}/config/design`);
  await expect(page.getByText('Use fonts sparingly')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const created = await api(page, 'POST', '/api/config/pages', { title: 'Dark band' });
  expect(created.status).toBe(201);
  const id = created.json.page.id as string;
  const slug = created.json.page.slug as string;
  try {
    const data = {
      root: { props: { title: 'Dark band' } },
      content: [
        {
          type: 'Heading',
          props: { id: 'band-title', text: 'A page with a dark band', level: 'h1', align: 'left' },
        },
        {
          type: 'Section',
          props: {
            id: 'band',
            colorTheme: 'dark',
            spacing: 'regular',
            content: [
              {
                type: 'Heading',
                props: { id: 'band-h', text: 'Open every Saturday', level: 'h2', align: 'left' },
              },
              {
                type: 'Text',
                props: {
                  id: 'band-t',
                  content: '<p>Come and see the samples, with <a href="/about">our studio</a> near.</p>',
                },
              },
              {
                type: 'Button',
                props: {
                  id: 'band-b',
                  buttonText: 'Visit us',
                  clickthroughUrl: '/contact',
                  alignment: 'left',
                  size: 'medium',
                  newWindow: false,
                },
              },
            ],
          },
        },
      ],
    };
    expect((await api(page, 'POST', `/api/config/pages/${id}/publish`, { data })).status).toBe(200);
    const visitor = await page.context().browser()!.newContext();
    const published = await visitor.newPage();
    await published.goto(`${DEMO_URL}/${slug}`);
    const band = published.locator('[data-color-theme="dark"]');
    await expect(band).toBeVisible();
    // The band takes the Dark theme: the palette's darkest colour behind light text.
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(GREEN.darkest);
    expect(await band.locator('h2').evaluate((el) => getComputedStyle(el).color)).toBe(GREEN.lightest);
    // Its button takes the theme's button colours (not the page's, which would vanish on the band).
    const button = band.getByRole('link', { name: 'Visit us' });
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(GREEN.lightest);
    expect(await button.evaluate((el) => getComputedStyle(el).color)).toBe(GREEN.darkest);
    if (screenshotDir) {
      await published.setViewportSize({ width: 1440, height: 900 });
      await published.screenshot({ path: `${screenshotDir}design-dark-section-1440.png` });
    }
    expect(await axeViolations(published)).toEqual([]);
    await visitor.close();
  } finally {
    expect((await api(page, 'DELETE', `/api/config/pages/${id}`)).status).toBe(204);
  }
});

test('EDIT-036 EDIT-037: a font whose preview file fails is named with the catalogue’s message; a design that cannot be read says fonts could not load', async ({
  page,
}) => {
  await signInToConfig(page);
  await page.route('**/_fonts/karla-400.woff2', (route) => route.abort());
  await page.goto(`${DEMO_URL}/config/design`);
  await expect(page.getByText('Unable to load preview for Karla').first()).toBeVisible();
  await expect(page.getByText('Unable to load preview for Lora')).toHaveCount(0);

  await page.route('**/api/site-design*', (route) =>
    route.fulfill({ status: 500, json: { error: 'internal', message: 'Internal server error.' } }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Unable to load fonts');
});

// Pictures for the README, only with SCREENSHOTS=1 (not a test otherwise, so nothing is skipped).
const screenshotTest = screenshotDir ? test : () => undefined;
screenshotTest(
  'issue 16: the demo home with a changed palette and heading font (screenshots)',
  async ({ browser }) => {
    const context = await browser.newContext();
    const home = await context.newPage();
    for (const width of [1440, 390]) {
      await home.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await home.goto(`${DEMO_URL}/`);
      await home.evaluate(() => document.fonts.ready);
      await home.screenshot({ path: `${screenshotDir}design-home-green-${width}.png` });
    }
    await context.close();
  },
);

// The journeys share the demo site: the design goes back as it was, whatever happened above.
test.afterAll(async ({ browser }) => {
  if (!original) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConfig(page);
  expect((await api(page, 'PUT', '/api/site-design', { changes: original })).status).toBe(200);
  expect((await visitorSees(browser)).background).toBe(GRAY_PAPER);
  await context.close();
});
