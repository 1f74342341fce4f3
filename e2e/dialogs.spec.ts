// Issue 19, decision 045: the site's own dialogs and tooltips as a visitor meets them. The cart's
// quantity 0 asks in a confirmation dialog (Cancel keeps the item, Escape cancels, focus returns to
// the quantity, Remove removes it); checkout without the cart cookie tells in an alert dialog;
// the gallery's icon-only arrows have a tooltip on keyboard focus that Escape dismisses. With
// SCREENSHOT_DIR, the dialog at 1440 and 390 px. The journey leaves the cart empty, as it found it.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_URL, waitForIslands } from './fixtures.ts';

test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

const REMOVE = 'Remove this item from your cart?';
const NO_COOKIE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** With SCREENSHOT_DIR, the open dialog at 1440 and 390 px wide. */
async function shots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function addToCart(page: Page, path: string, size?: string) {
  await page.goto(`${DEMO_URL}${path}`);
  const badge = page.locator('[data-cart-badge]');
  await expect(badge).toHaveAttribute('data-state', 'initialized');
  if (size) await page.getByLabel('Size').selectOption(size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge).toHaveAttribute('aria-label', 'One item in cart');
}

test('SHOP-015 UI-001..UI-005 UI-008 UI-011 the cart asks in the site’s dialog before 0 removes an item', async ({
  page,
}) => {
  const natives: string[] = [];
  page.on('dialog', (dialog) => {
    natives.push(dialog.message());
    void dialog.dismiss();
  });
  await addToCart(page, '/shop/p/linen-studio-apron', 'L');
  await page.goto(`${DEMO_URL}/cart`);
  await waitForIslands(page);
  const quantity = page.getByLabel('Quantity of Linen Studio Apron');
  const dialog = page.getByRole('alertdialog', { name: REMOVE });

  // Cancel keeps the item; focus returns to the quantity.
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Remove']);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(350);
  expect(await dialog.evaluate((node) => getComputedStyle(node).zIndex)).toBe('30000');
  expect(await dialog.evaluate((node) => getComputedStyle(node.firstElementChild!).padding)).toBe('20px');
  // Tab stays inside the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'dialog-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toBeFocused();

  // Escape cancels too, and only cancels (the page's Escape shortcut does not leave for sign-in).
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toBeFocused();
  await expect(page).toHaveURL(`${DEMO_URL}/cart`);

  // A click on the overlay cancels.
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(dialog).toHaveCount(0);
  await expect(quantity).toHaveValue('1');

  // Remove removes it.
  await quantity.fill('0');
  await quantity.press('Enter');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', '0 items in cart');
  expect(natives).toEqual([]);
});

test('SHOP-003 UI-009 checkout without the cart cookie tells in the site’s alert dialog and stays', async ({
  page,
}) => {
  const natives: string[] = [];
  page.on('dialog', (dialog) => {
    natives.push(dialog.message());
    void dialog.dismiss();
  });
  await addToCart(page, '/shop/p/room-planning-guide');
  await page.goto(`${DEMO_URL}/cart`);
  await waitForIslands(page);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeEnabled();
  const cartCookies = (await page.context().cookies()).filter((c) => c.name === 'folio_cart');
  await page.context().clearCookies({ name: 'folio_cart' });
  await checkout.click();
  const alert = page.getByRole('alertdialog', { name: NO_COOKIE });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button')).toHaveText(['OK']);
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'dialog-alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(checkout).toBeFocused();
  await expect(page).toHaveURL(`${DEMO_URL}/cart`);
  expect(natives).toEqual([]);

  // Puts back what it changed: the cookie, then an empty cart.
  await page.context().addCookies(cartCookies);
  await page.reload();
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('UI-013 UI-014 UI-017 a gallery arrow’s tooltip shows on keyboard focus after 1200 ms and Escape hides it', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/gallery?nomotion=true`);
  await waitForIslands(page);
  const next = page.getByRole('button', { name: 'Next image' }).first();
  await expect(next).toBeVisible();
  // Keyboard focus: Tab from the control before it.
  await page.getByRole('button', { name: 'Previous image' }).first().focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  const tooltip = page.getByRole('tooltip');
  await page.waitForTimeout(900);
  await expect(tooltip).toBeHidden();
  await expect(tooltip).toBeVisible({ timeout: 2000 });
  await expect(tooltip).toHaveText('Next image');
  if (process.env.SCREENSHOT_DIR) {
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/tooltip-1440.png` });
  }
  const tip = (await tooltip.boundingBox())!;
  expect(tip.width).toBeLessThanOrEqual(250);
  expect(tip.x).toBeGreaterThanOrEqual(20);
  expect(tip.x + tip.width).toBeLessThanOrEqual(1440 - 20);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(next).toBeFocused();
  await expect(page).toHaveURL(/\/gallery/);

  // A mouse resting on the arrow shows it too, 15 px from the pointer.
  const arrow = (await next.boundingBox())!;
  await page.mouse.move(arrow.x + arrow.width / 2, arrow.y + arrow.height / 2);
  await expect(tooltip).toBeVisible({ timeout: 2500 });
});

test('a tap on a gallery arrow shows no tooltip (touch)', async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${DEMO_URL}/gallery?nomotion=true`);
  await waitForIslands(page);
  const next = page.getByRole('button', { name: 'Next image' }).first();
  await next.tap();
  await expect(page.locator('#folio-tooltip')).toHaveCount(1);
  await page.waitForTimeout(1600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await context.close();
});
