import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

// Fixed addresses: the journeys' server starts with a fresh database, and a failed test restarts
// the worker, which would make time-based ones differ between tests.
const BUYER = 'shop-buyer@example.com';
const DECLINED = 'shop-declined@example.com';
const nextYear = String(new Date().getFullYear() + 1);

async function fillCheckout(page: Page, email: string, card: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(nextYear);
  await page.getByLabel('Security code (CVC)').fill('123');
}

test('SHOP-015 SHOP-019 AUTH-026 a visitor picks a size, adds to cart, changes the quantity, removes it with 0, adds again, applies WELCOME10 and pays', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/shop`);
  await page
    .getByRole('link', { name: /Linen Studio Apron/ })
    .first()
    .click();
  const badge = page.locator('[data-cart-badge]');
  await expect(badge).toHaveAttribute('data-state', 'initialized');
  await expect(badge).toHaveAttribute('aria-label', '0 items in cart');
  // S is sold out (SHOP-025 per variant); L has stock.
  await expect(page.getByLabel('Size').locator('option', { hasText: 'Sold out' })).toHaveCount(1);
  await page.getByLabel('Size').selectOption('L');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge).toHaveAttribute('aria-label', 'One item in cart');

  await page.getByRole('link', { name: 'View cart' }).click();
  const quantity = page.getByLabel('Quantity of Linen Studio Apron');
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(badge).toHaveAttribute('aria-label', '2 items in cart');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('$96.00');

  // 0 asks first, in the site's dialog (decision 045); cancelling keeps the item, Remove removes it.
  const ask = page.getByRole('alertdialog', { name: 'Remove this item from your cart?' });
  await quantity.fill('0');
  await quantity.press('Enter');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('0');
  await quantity.press('Enter');
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(badge).toHaveAttribute('aria-label', '0 items in cart');

  await page.goto(`${DEMO_URL}/shop/p/linen-studio-apron`);
  await page.getByLabel('Size').selectOption('L');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge).toHaveAttribute('aria-label', 'One item in cart');
  await page.goto(`${DEMO_URL}/cart`);
  await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('WELCOME10');
  await expect(summary).toContainText('$43.20');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/checkout`);
  await fillCheckout(page, BUYER, '4242 4242 4242 4242');
  // $48 − 10 % = $43.20, shipping $8, sales tax 8 % of $43.20 = $3.46.
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('$54.66');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/commerce\/orders\/[0-9a-f]{24}\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thank you! Order #\d+ is confirmed/);
  await expect(page.getByText(BUYER)).toBeVisible();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', '0 items in cart');
  // AUTH-026: the whole way anonymously: no account session and no site-user session was made.
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('folio_session');
  expect(cookies).not.toContain('folio_member');
});

test('a declined card shows the gateway’s message and leaves no order', async ({ page }) => {
  await page.goto(`${DEMO_URL}/shop/p/colour-consultation`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', 'One item in cart');
  await page.goto(`${DEMO_URL}/checkout`);
  // A service needs no shipping address.
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await page.getByLabel('Email').fill(DECLINED);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(nextYear);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(`${DEMO_URL}/checkout`);
});

test('SHOP-003 without a cart cookie the checkout button alerts and stays', async ({ page }) => {
  await page.goto(`${DEMO_URL}/shop/p/room-planning-guide`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', 'One item in cart');
  await page.goto(`${DEMO_URL}/cart`);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await page.context().clearCookies({ name: 'folio_cart' });
  await page.getByRole('button', { name: 'Checkout' }).click();
  // The site's alert dialog (decision 045).
  const alert = page.getByRole('alertdialog', {
    name: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(`${DEMO_URL}/cart`);
});

test('the owner finds the paid order, marks it fulfilled, and finds no order for the declined card', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Store' }).click();
  const store = page.getByRole('region', { name: 'Store' });
  await store.getByRole('tab', { name: 'Orders' }).click();
  const orders = store.getByRole('tabpanel', { name: 'Orders' });
  await store.getByLabel('Search orders').fill(DECLINED);
  await store.getByLabel('Search orders').press('Enter');
  await expect(store.getByText('No order matches. Try another status or search.')).toBeVisible();
  await store.getByLabel('Search orders').fill(BUYER);
  await store.getByLabel('Search orders').press('Enter');
  await store
    .getByRole('button', { name: /Open order \d+/ })
    .first()
    .click();
  await expect(orders.getByText('Linen Studio Apron')).toBeVisible();
  await orders.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(orders.getByText(/Order #\d+ is fulfilled\./)).toBeVisible();
  await expect(orders.getByRole('button', { name: 'Mark fulfilled' })).toHaveCount(0);
});

test('PAGE-029 the cart page part loads only on the cart page', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/_site\/assets\/(island-(?:Cart|ProductReview)-)/.exec(request.url())?.[1];
    if (name) chunks.push(`${new URL(page.url()).pathname} ${name}`);
  });
  for (const path of ['/', '/shop', '/shop/p/linen-studio-apron', '/checkout']) {
    await page.goto(`${DEMO_URL}${path}`, { waitUntil: 'networkidle' });
  }
  expect(chunks).toEqual([]);
  await page.goto(`${DEMO_URL}/cart`, { waitUntil: 'networkidle' });
  expect(chunks).toEqual(['/cart island-Cart-']);
});

test('the owner creates a product with a price, a sale price and stock; visitors see it in the shop, on sale', async ({
  page,
  browser,
}) => {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Store' }).click();
  const products = page.getByRole('region', { name: 'Store' }).getByRole('tabpanel', { name: 'Products' });
  await products.getByRole('button', { name: 'New product' }).click();
  await products.getByLabel('Title', { exact: true }).fill('Linen Tea Towel');
  await products.getByLabel('Description').fill('Soft, quick to dry, and better with every wash.');
  await products.getByLabel('Price of variant 1', { exact: true }).fill('18.00');
  await products.getByLabel('variant 1 on sale').check();
  await products.getByLabel('Sale price of variant 1').fill('14.50');
  await products.getByLabel('Stock of variant 1', { exact: true }).fill('3');
  // A 1×1 PNG, uploaded to the media library from the product editor.
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await products.getByText('Upload image').locator('input[type="file"]').setInputFiles({
    name: 'tea-towel.png',
    mimeType: 'image/png',
    buffer: pixel,
  });
  await expect(products.getByLabel('Image 1 address')).toHaveValue(/^\/s\/[0-9a-f]{24}\/tea-towel\.png$/);
  await products.getByRole('button', { name: 'Create product' }).click();
  await expect(products.getByRole('status').filter({ hasText: 'Product created.' })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${DEMO_URL}/shop`);
  const card = visitor.getByRole('link', { name: /Linen Tea Towel/ });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/s\/[0-9a-f]{24}\/tea-towel\.png$/);
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Linen Tea Towel');
  await expect(visitor.getByText('$14.50')).toBeVisible();
  await expect(visitor.getByText('$18.00')).toBeVisible();
  await visitor.close();
});
