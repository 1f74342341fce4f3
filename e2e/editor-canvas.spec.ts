// Issue 16 part 1 and UI-096 in the page editor (docs/decisions/031): the canvas toolbar previews
// the page at the canvas's own width (the default) or as a desktop, a tablet or a phone at the
// device heights 1366, 1024 and 926, and zooms beyond fit; the choice lasts the browser session.
// The config area's drawer (under 1024 px, UI-095) keeps focus while it is open.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

async function signIn(page: Page, path = '/config/') {
  await page.goto(`${DEMO_URL}${path}`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openEditor(page: Page) {
  await signIn(page);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The page's viewport inside the canvas (CSS px), and how large it is drawn on the screen. */
async function preview(page: Page) {
  return page.locator('#puck-canvas-root').evaluate((root) => {
    const frame = root.querySelector('iframe')!;
    const drawn = root.getBoundingClientRect();
    const room = root.parentElement!.getBoundingClientRect();
    return {
      width: frame.contentWindow!.innerWidth,
      height: frame.contentWindow!.innerHeight,
      drawnWidth: Math.round(drawn.width),
      drawnHeight: Math.round(drawn.height),
      roomWidth: Math.round(room.width),
      roomHeight: Math.round(room.height),
      isInside:
        drawn.left >= room.left - 1 && drawn.right <= room.right + 1 && drawn.bottom <= room.bottom + 1,
    };
  });
}

test('UI-096: the canvas previews a phone at 428 × 926, a tablet at 768 × 1024 and a desktop at 1024 × 1366, each whole in view; fit width is the default', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  const devices = page.getByRole('group', { name: 'Preview on' });
  await expect(devices.getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'true');
  const fit = await preview(page);
  expect(fit.width).toBe(fit.roomWidth);
  expect(fit.drawnWidth).toBe(fit.roomWidth);
  await expect(page.getByRole('status', { name: 'Zoom level' })).toHaveText('100%');

  for (const [name, width, height] of [
    ['Phone', 428, 926],
    ['Tablet', 768, 1024],
    ['Desktop', 1024, 1366],
  ] as const) {
    await devices.getByRole('button', { name }).click();
    await expect(devices.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => [(await preview(page)).width, (await preview(page)).height])
      .toEqual([width, height]);
    // Scaled down until the whole device shows, and the scale said.
    await expect.poll(async () => (await preview(page)).isInside).toBe(true);
    const shown = await preview(page);
    const scale = Math.min(1, shown.roomWidth / width, shown.roomHeight / height);
    expect(Math.abs(shown.drawnHeight - height * scale)).toBeLessThan(3);
    await expect(page.getByRole('status', { name: 'Zoom level' })).toHaveText(`${Math.round(scale * 100)}%`);
  }
  // A phone is up to 432 px wide (UI-097): the preview shows the site's phone header.
  await devices.getByRole('button', { name: 'Phone' }).click();
  await expect(
    page.frameLocator('iframe').getByRole('banner').getByRole('button', { name: 'Menu' }),
  ).toBeVisible();
  await devices.getByRole('button', { name: 'Fit width' }).click();
  await expect.poll(async () => (await preview(page)).width).toBe(fit.roomWidth);
  expect(await axeViolations(page, '[data-canvas-toolbar]')).toEqual([]);
});

test('issue 16: the canvas zooms in beyond fit-width by keyboard, as a browser zooms; the zoom lasts the session, a new session starts at fit', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await openEditor(page);
  const level = page.getByRole('status', { name: 'Zoom level' });
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.focus();
  await page.keyboard.press('Enter');
  await expect(level).toHaveText('125%');
  await page.keyboard.press('Space');
  await expect(level).toHaveText('150%');
  // The page is laid out narrower and drawn larger: it still fills the canvas's width exactly.
  await expect
    .poll(async () => {
      const shown = await preview(page);
      return [
        Math.abs(shown.width * 1.5 - shown.roomWidth) < 2,
        Math.abs(shown.drawnWidth - shown.roomWidth) < 2,
      ];
    })
    .toEqual([true, true]);
  await page.reload();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(level).toHaveText('150%');
  await expect
    .poll(async () => {
      const shown = await preview(page);
      return Math.abs(shown.width * 1.5 - shown.roomWidth) < 2;
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await expect(level).toHaveText('100%');
  await expect.poll(async () => (await preview(page)).width).toBe((await preview(page)).roomWidth);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('75%');

  // Another session (another browser context) starts at fit width.
  const other = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await openEditor(other);
  await expect(other.getByRole('status', { name: 'Zoom level' })).toHaveText('100%');
  await expect(
    other.getByRole('group', { name: 'Preview on' }).getByRole('button', { name: 'Fit width' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await other.context().close();
  await context.close();
});

test('UI-096: a device is zoomed past its fit to its real size, and the canvas scrolls to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  await page.getByRole('group', { name: 'Preview on' }).getByRole('button', { name: 'Desktop' }).click();
  await page.getByRole('button', { name: '100%', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Zoom level' })).toHaveText('100%');
  await expect
    .poll(async () => {
      const shown = await preview(page);
      return [shown.width, shown.drawnWidth, shown.drawnHeight];
    })
    .toEqual([1024, 1024, 1366]);
  const canvas = page.locator('#puck-canvas-root').locator('xpath=../..');
  expect(await canvas.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await page.getByRole('group', { name: 'Preview on' }).getByRole('button', { name: 'Fit width' }).click();
  await expect(page.getByRole('status', { name: 'Zoom level' })).toHaveText('100%');
});

test('UI-095: the config area’s navigation is a drawer under 1024 px; open, Tab stays inside it, the rest is inert, Escape closes it and focus returns to Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, '/config/forms');
  const nav = page.getByRole('navigation', { name: 'Config area' });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(nav).toBeVisible();
  await expect(menu).toBeHidden();
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(menu).toBeVisible();
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link').first()).toBeFocused();
  const isInDrawer = () =>
    page.evaluate(() => document.getElementById('config-drawer')!.contains(document.activeElement));
  const links = await nav.getByRole('link').count();
  for (let i = 0; i < links + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await isInDrawer()).toBe(true);
  }
  await nav.getByRole('link').first().focus();
  await page.keyboard.press('Shift+Tab');
  expect(await isInDrawer()).toBe(true);
  await expect(nav.getByRole('link').last()).toBeFocused();
  // The rest of the shell cannot be reached or clicked.
  expect(await menu.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await menu.evaluate((el) => el.closest('[inert]') !== null)).toBe(false);

  // Choosing a screen closes it too, and the shell is usable again.
  await menu.click();
  await nav.getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/config/media`);
  await expect(nav).toBeHidden();
  expect(await menu.evaluate((el) => el.closest('[inert]') !== null)).toBe(false);
});
