// Issue 16 part 3 (docs/decisions/030), the owner's journey to a header and footer of Squarespace's
// standard: the owner adds a newsletter sign-up to the footer and a visitor signs up from it (at
// 1440 and 390 px); the owner places the cart and "Sign in" and the visitor's header shows them
// there (desktop and phone menu), the preview showing the change before it is saved; the owner
// drags a page into a folder (and moves another in and out by the keyboard's buttons) and the
// visitor's dropdown shows it. axe-core on the way. The demo site's header and footer are put back
// as they were at the end (later journeys read them).
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The config area's own call (crumb and the config header), from the owner's page. */
async function headerFooterCall(page: Page, body?: unknown): Promise<unknown> {
  return page.evaluate(async (payload) => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/site-header-footer', {
      method: payload === undefined ? 'GET' : 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-crumb': decodeURIComponent(crumb),
        'x-folio-config': '1',
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    if (response.status !== 200) throw new Error(`site-header-footer: ${response.status}`);
    return response.json();
  }, body);
}

async function signInToEditor(page: Page) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
}

async function openHeaderPanel(page: Page) {
  await page.frameLocator('iframe').getByRole('banner').getByRole('link', { name: 'Folio Demo' }).click();
  const panel = page.getByRole('region', { name: 'Header' });
  await expect(panel).toBeVisible();
  return panel;
}

test.use({ bypassCSP: true });

const TALL = { width: 1440, height: 1500 };

test('issue 16 UI-100: the owner adds a newsletter sign-up to the footer; a visitor signs up from any page’s footer at 1440 and 390 px', async ({
  page,
  browser,
}) => {
  await signInToEditor(page);
  const before = await headerFooterCall(page);
  try {
    await page.frameLocator('iframe').getByRole('contentinfo').getByText('Made with Folio').click();
    const editor = page.getByRole('dialog', { name: 'Footer' });
    await expect(editor).toBeVisible();
    // Drag the Newsletter block from the list of blocks into the footer.
    const source = editor
      .locator('[data-puck-component], [class*="Drawer-draggable"]')
      .filter({ hasText: /^Newsletter$/ })
      .first();
    const zone = editor.locator('[data-puck-dropzone]').first();
    const from = (await source.boundingBox())!;
    const to = (await zone.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width - 30, to.y + to.height - 10, { steps: 15 });
    await page.mouse.up();
    const footerForm = editor.locator('footer').getByRole('form', { name: 'Newsletter' });
    await expect(footerForm).toBeVisible();
    // Its heading and button label, in the block's fields.
    await footerForm.click();
    await editor.getByRole('textbox', { name: 'Heading' }).fill('Studio letter');
    await editor.getByRole('textbox', { name: 'Button label' }).fill('Join');
    await expect(editor.locator('footer').getByRole('button', { name: 'Join' })).toBeVisible();
    await editor.getByRole('button', { name: 'Save footer' }).click();
    await expect(editor.getByRole('status')).toHaveText('Footer saved. Visitors see it now.');
    await shot(page, 'footer-newsletter-editor-1440');
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect(
      page.frameLocator('iframe').getByRole('contentinfo').getByRole('form', { name: 'Studio letter' }),
    ).toBeVisible();

    const stamp = Date.now().toString(36);
    for (const width of [1440, 390]) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(`${DEMO_URL}/about`);
      await waitForIslands(visitor);
      const signUp = visitor.getByRole('contentinfo').getByRole('form', { name: 'Studio letter' });
      await signUp.scrollIntoViewIfNeeded();
      // The page block's messages: a wrong address gets the field's message (FORM-039: no "error above").
      await signUp.getByLabel('Email').fill('not-an-address');
      await signUp.getByRole('button', { name: 'Join' }).click();
      await expect(
        signUp.getByText('Email is not valid. Email addresses should follow the format name@example.com.'),
      ).toBeVisible();
      await expect(signUp.getByText('error above')).toHaveCount(0);
      await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await shot(visitor, `footer-newsletter-${width}`);
      expect(await axeViolations(visitor)).toEqual([]);
      await signUp.getByLabel('Email').fill(`footer-${width}-${stamp}@example.com`);
      await signUp.getByRole('button', { name: 'Join' }).click();
      await expect(visitor.getByRole('contentinfo').getByText('Thank you for signing up.')).toBeVisible();
      await shot(visitor, `footer-newsletter-${width}-done`);
      await visitor.context().close();
    }
    // UI-100: under 320 px the footer's sign-up stacks (its container is small), as the page block's does.
    const narrow = await (await browser.newContext({ viewport: { width: 300, height: 800 } })).newPage();
    await narrow.goto(`${DEMO_URL}/about`);
    const row = narrow
      .getByRole('contentinfo')
      .getByRole('form', { name: 'Studio letter' })
      .locator('> div')
      .first();
    expect(await row.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('column');
    await narrow.context().close();
    // The owner's list has both addresses, from the footer block.
    const list = (await page.evaluate(async (q) => {
      const response = await fetch(`/api/config/newsletter/subscribers?q=${q}`, {
        headers: { 'x-folio-config': '1' },
      });
      return response.json();
    }, stamp)) as { subscribers: { email: string; status: string }[] };
    expect(list.subscribers.map((s) => s.email).sort()).toEqual([
      `footer-1440-${stamp}@example.com`,
      `footer-390-${stamp}@example.com`,
    ]);
  } finally {
    await headerFooterCall(page, before);
  }
});

test('issue 16: the owner places the cart after the navigation and “Sign in” in the phone menu only; the preview shows it before saving, the visitor after (desktop and phone menu)', async ({
  page,
  browser,
}) => {
  await signInToEditor(page);
  const before = await headerFooterCall(page);
  try {
    const panel = await openHeaderPanel(page);
    const previewHeader = page.frameLocator('iframe').locator('header');
    await expect(previewHeader.locator('[data-cart-badge]')).toHaveCount(1);
    await panel
      .getByLabel('Cart', { exact: true })
      .selectOption({ label: 'After the navigation links (in the phone menu on phones)' });
    await panel.getByLabel('Sign in', { exact: true }).selectOption({ label: 'In the phone menu only' });
    // The live preview: both have moved before anything is saved.
    await expect(previewHeader.locator('nav [data-cart-badge]')).toHaveCount(2);
    await expect(previewHeader.locator('#site-menu [data-account-link]')).toHaveCount(1);
    await expect(previewHeader.locator('[data-account-link]')).toHaveCount(1);
    await shot(page, 'header-panel-placement-1440');
    expect(await axeViolations(page, '[aria-labelledby="header-panel-title"]')).toEqual([]);
    await panel.getByRole('button', { name: 'Save navigation' }).click();
    await expect(panel.getByRole('status')).toHaveText('Navigation saved. Visitors see it now.');

    // Desktop: the cart ends the navigation links; "Sign in" is not shown.
    const desktop = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await desktop.goto(`${DEMO_URL}/`);
    await waitForIslands(desktop);
    const nav = desktop.getByRole('banner').getByRole('navigation', { name: 'Site' });
    const inline = nav.locator('ul').first();
    // The cart link's name is its count once synced ("0 items in cart", SHOP-019..021).
    const cart = (scope: import('@playwright/test').Locator) =>
      scope.getByRole('link', { name: /^(Cart|\d+ items? in cart|One item in cart)$/ });
    await expect(cart(inline.locator(':scope > li').last())).toBeVisible();
    await expect(cart(desktop.getByRole('banner'))).toHaveCount(1);
    await expect(desktop.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await shot(desktop, 'header-placement-1440');
    expect(await axeViolations(desktop)).toEqual([]);

    // Phone: both in the menu.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`${DEMO_URL}/`);
    await waitForIslands(phone);
    await expect(cart(phone.getByRole('banner'))).toHaveCount(0);
    await phone.getByRole('button', { name: 'Menu' }).click();
    const menu = phone.locator('#site-menu');
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(cart(menu)).toBeVisible();
    await shot(phone, 'header-placement-menu-390');
    expect(await axeViolations(phone)).toEqual([]);
    // The account dialog opens from the menu's link, as from the header's.
    await menu.getByRole('link', { name: 'Sign in' }).click();
    await expect(phone.getByRole('dialog')).toBeVisible();
    await desktop.context().close();
    await phone.context().close();
  } finally {
    await headerFooterCall(page, before);
  }
});

test('issue 16: the owner drags a page into a folder, and moves another in and out with the keyboard’s buttons; the visitor’s dropdown shows it', async ({
  page,
  browser,
}) => {
  await signInToEditor(page);
  // Mouse drags need the source row and the folder on screen at once: the demo's navigation (with
  // its Journal and Events) and a new folder fit the panel at this height.
  await page.setViewportSize(TALL);
  const before = await headerFooterCall(page);
  try {
    const panel = await openHeaderPanel(page);
    const items = panel.getByRole('list', { name: 'Navigation items' });
    await panel.getByRole('button', { name: 'Add folder' }).click();
    await panel.getByLabel('Folder label').fill('Studio');
    const folderList = panel.locator('[class*="folderItems"]').first();

    // By drag: About's handle onto the folder.
    const handle = items.getByRole('button', { name: 'Drag About to reorder' });
    const from = (await handle.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 12, { steps: 4 });
    const to = (await folderList.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + 12, { steps: 12 });
    await expect(folderList).toHaveAttribute('data-drop-target', '');
    await page.mouse.up();
    const inStudio = panel.getByRole('list', { name: 'In Studio' });
    await expect(inStudio.getByRole('button', { name: 'Hide About' })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('Moved About into Studio.');

    // By keyboard: Contact into the folder with "Move into folder…", then out again.
    await panel.getByRole('button', { name: 'Move into folder… Contact' }).focus();
    await page.keyboard.press('Enter');
    await panel
      .getByRole('group', { name: 'Move Contact into' })
      .getByRole('button', { name: 'Into Studio' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(inStudio.getByRole('button', { name: 'Hide Contact' })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('Moved Contact into Studio.');
    // Focus stays with the moved row.
    await expect(inStudio.locator(':scope > li').last().getByRole('button').first()).toBeFocused();
    await inStudio.getByRole('button', { name: 'Move out Contact' }).focus();
    await page.keyboard.press('Enter');
    await expect(inStudio.getByRole('button', { name: 'Hide Contact' })).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('Moved Contact out of Studio.');
    await shot(page, 'header-panel-folder-1440');
    expect(await axeViolations(page, '[aria-labelledby="header-panel-title"]')).toEqual([]);
    await panel.getByRole('button', { name: 'Save navigation' }).click();
    await expect(panel.getByRole('status')).toHaveText('Navigation saved. Visitors see it now.');

    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto(`${DEMO_URL}/`);
    await waitForIslands(visitor);
    const nav = visitor.getByRole('banner').getByRole('navigation', { name: 'Site' });
    const inline = nav.locator('ul').first();
    await expect(inline.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(inline.getByRole('link', { name: 'Contact' })).toBeVisible();
    await inline.getByRole('button', { name: 'Studio' }).click();
    await expect(inline.getByRole('link', { name: 'About' })).toBeVisible();
    await visitor.context().close();
  } finally {
    await headerFooterCall(page, before);
  }
});

test('issue 16: on a phone (390 px) the header panel takes the screen, its placements and folder buttons within reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.frameLocator('iframe').getByRole('button', { name: 'Edit header' }).click();
  const panel = page.getByRole('region', { name: 'Header' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(panel.getByRole('button', { name: 'Hide Contact' })).toBeInViewport();
  await shot(page, 'header-panel-390');
  await panel.getByLabel('Cart', { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'header-panel-placement-390');
  expect(await axeViolations(page, '[aria-labelledby="header-panel-title"]')).toEqual([]);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
});

test('issue 16: rows are dragged within a folder (by mouse and keyboard) and out of it onto the top level; nothing is saved', async ({
  page,
}) => {
  await signInToEditor(page);
  await page.setViewportSize(TALL);
  const panel = await openHeaderPanel(page);
  await panel.getByRole('button', { name: 'Add folder' }).click();
  await panel.getByLabel('Folder label').fill('Studio');
  for (const name of ['About', 'Contact']) {
    await panel.getByRole('button', { name: `Move into folder… ${name}` }).click();
    await panel
      .getByRole('group', { name: `Move ${name} into` })
      .getByRole('button', { name: 'Into Studio' })
      .click();
  }
  const inStudio = panel.getByRole('list', { name: 'In Studio' });
  const names = () => inStudio.locator(':scope > li [class*="itemName"]').allTextContents();
  expect(await names()).toEqual(['About', 'Contact']);
  const handle = inStudio.getByRole('button', { name: 'Drag Contact to reorder' });
  const target = inStudio.locator(':scope > li').first();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 4, { steps: 10 });
  await page.mouse.up();
  await expect.poll(names).toEqual(['Contact', 'About']);
  // The drop has finished (dnd-kit's drop animation) before the next drag starts.
  await expect(panel.locator('[data-dragging]')).toHaveCount(0);
  // The drag handle from the keyboard reorders within the folder (and stays in it).
  await inStudio.getByRole('button', { name: 'Drag Contact to reorder' }).focus();
  await page.keyboard.press('Space');
  await expect(panel.locator('[data-dragging]').first()).toBeAttached();
  await page.keyboard.press('ArrowDown');
  // While dragging, the list also holds the dragged row's clone: wait for About to lead it.
  await expect.poll(async () => (await names())[0]).toBe('About');
  await page.keyboard.press('Space');
  await expect(panel.locator('[data-dragging]')).toHaveCount(0);
  await expect.poll(names).toEqual(['About', 'Contact']);
  await expect(panel.locator('[data-dragging]')).toHaveCount(0);
  // Out of the folder by drag: Contact dropped on Home's row takes Home's place at the top level.
  const h2 = inStudio.getByRole('button', { name: 'Drag Contact to reorder' });
  const f2 = (await h2.boundingBox())!;
  const home = panel.getByRole('list', { name: 'Navigation items' }).locator(':scope > li').first();
  const t2 = (await home.boundingBox())!;
  await page.mouse.move(f2.x + f2.width / 2, f2.y + f2.height / 2);
  await page.mouse.down();
  await page.mouse.move(f2.x + f2.width / 2, f2.y - 10, { steps: 5 });
  await page.mouse.move(t2.x + 60, t2.y + 10, { steps: 15 });
  await page.mouse.up();
  await expect.poll(names).toEqual(['About']);
  await expect(panel.getByRole('status')).toHaveText('Moved Contact out of Studio.');
  await expect(
    panel.getByRole('list', { name: 'Navigation items' }).getByRole('button', { name: 'Hide Contact' }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
});
