// Issue 20 section 4 (SHOP-006, decision 065): buy a gift card with a test card, receive its code
// by email (the outbox, delivered to the journeys' mailbox), redeem part of it at the store's
// checkout and see the remaining balance; the owner finds the card. Axe on every new screen.
// With SHOTS_DIR set, each screen is also saved at 1440 and 390 px wide.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, emailsTo, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const RECIPIENT = 'gift-recipient@example.com';
const nextYear = String(new Date().getFullYear() + 1);
const shots = process.env.SHOTS_DIR;

// axe is injected as an inline script (see axe.ts).
test.use({ bypassCSP: true });

/** Axe at 1440 and 390 px wide (0 violations), and the screenshots when SHOTS_DIR is set. */
async function lookAt(page: Page, name: string, scope?: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, scope), `${name} at ${width}`).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(nextYear);
  await page.getByLabel('Security code (CVC)').fill('123');
}

async function codeFor(address: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const code = (await emailsTo(address))
      .map((m) => /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(m.text)?.[0])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no gift card code reached ${address}`);
}

test('SHOP-006 a visitor buys a gift card, the recipient gets its code, redeems part of it at checkout and sees the balance; the owner finds it', async ({
  page,
  browser,
}) => {
  // The owner's gift-card product gives its checkout link.
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Store' }).click();
  const store = page.getByRole('region', { name: 'Store' });
  await store.getByRole('tab', { name: 'Gift cards' }).click();
  const tab = store.getByRole('tabpanel', { name: 'Gift cards' });
  await expect(tab.getByText('Folio Demo gift card')).toBeVisible();
  await tab.getByRole('button', { name: 'Edit Folio Demo gift card' }).click();
  const link = (await tab.getByText(/\/checkout\/giftcard\?websiteId=/).textContent())!.trim();
  await lookAt(page, 'owner-gift-card-product', '#store-panel-gift-cards');
  await tab.getByRole('button', { name: 'Cancel' }).click();

  // SHOP-006: the visitor's gift-card checkout, the amount chosen by the sku.
  const visitor = await browser.newPage({ bypassCSP: true });
  await visitor.goto(`${DEMO_URL}${link}&sku=GIFT-50`);
  await waitForIslands(visitor);
  await expect(visitor.getByRole('heading', { name: 'Folio Demo gift card' })).toBeVisible();
  await expect(visitor.getByRole('radio', { name: /\$50\.00/ })).toBeChecked();
  await lookAt(visitor, 'gift-card-checkout');
  await visitor.getByLabel('Recipient’s email').fill(RECIPIENT);
  await visitor.getByLabel('Message').fill('Happy birthday! Treat yourself.');
  await visitor.getByLabel('Your name').fill('Ada Lovelace');
  await visitor.getByLabel('Your email').fill('gift-buyer@example.com');
  await fillCard(visitor);
  await visitor.getByRole('button', { name: 'Buy gift card · $50.00' }).click();
  await expect(visitor.getByText('Your gift card is on its way.')).toBeVisible();
  await lookAt(visitor, 'gift-card-sent');

  // The recipient's email holds the code (and the message).
  const code = await codeFor(RECIPIENT);
  expect((await emailsTo(RECIPIENT))[0]!.text).toContain('Happy birthday! Treat yourself.');

  // Redeem part of it: the guide costs less than the card.
  await visitor.goto(`${DEMO_URL}/shop/p/room-planning-guide`);
  await waitForIslands(visitor);
  await visitor.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(visitor.locator('[data-cart-badge]')).toHaveAttribute('aria-label', 'One item in cart');
  await visitor.goto(`${DEMO_URL}/checkout`);
  await waitForIslands(visitor);
  await visitor.getByLabel('Email').fill('gift-recipient@example.com');
  await visitor.getByLabel('Gift card code').fill(code.toLowerCase());
  await visitor.getByRole('button', { name: 'Apply gift card' }).click();
  const applied = visitor.locator('[data-gift-card-applied]');
  await expect(applied).toContainText(`Gift card ending ${code.slice(-4)}`);
  await expect(applied).toContainText('no card payment is needed');
  await lookAt(visitor, 'checkout-with-gift-card');
  await visitor.getByRole('button', { name: 'Place order' }).click();
  await expect(visitor).toHaveURL(/\/commerce\/orders\//);
  // Decision 072: the order-confirmed page says the gift card paid it.
  await expect(visitor.getByText(`Gift card ••••${code.slice(-4)}`)).toBeVisible();
  await expect(visitor.getByText('Paid by card')).toBeVisible();
  await lookAt(visitor, 'order-paid-by-gift-card');

  // The balance page shows what is left.
  await visitor.goto(`${DEMO_URL}/commerce/gift-card-balance`);
  await waitForIslands(visitor);
  await visitor.getByLabel('Gift card code').fill(code);
  await visitor.getByRole('button', { name: 'Check balance' }).click();
  const result = visitor.locator('[data-gift-balance-result]');
  await expect(result).toContainText(/Balance: \$\d+\.\d\d/);
  const balance = Number(/Balance: \$(\d+\.\d\d)/.exec((await result.textContent()) ?? '')?.[1]);
  expect(balance).toBeGreaterThan(0);
  expect(balance).toBeLessThan(50);
  await lookAt(visitor, 'gift-card-balance');

  // The owner finds the card by its last four, with what is left on it.
  await store.getByLabel('Search gift cards').fill(code.slice(-4));
  await store.getByLabel('Search gift cards').press('Enter');
  await expect(tab.getByRole('cell', { name: RECIPIENT })).toBeVisible();
  await expect(tab.getByText(`$${balance.toFixed(2)}`)).toBeVisible();
  await lookAt(page, 'owner-gift-cards', '#store-panel-gift-cards');
  // Decision 072: the owner's order screen shows the gift card and what the card paid.
  await store.getByRole('tab', { name: 'Orders' }).click();
  const orders = store.getByRole('tabpanel', { name: 'Orders' });
  await store.getByLabel('Search orders').fill(RECIPIENT);
  await store.getByLabel('Search orders').press('Enter');
  await store
    .getByRole('button', { name: /Open order \d+/ })
    .first()
    .click();
  await expect(orders.getByText(`Gift card ••••${code.slice(-4)}`)).toBeVisible();
  await expect(orders.getByText('Paid by card')).toBeVisible();
  await lookAt(page, 'owner-order-gift-card', '#store-panel-orders');
  await store.getByRole('tab', { name: 'Gift cards' }).click();
  await tab.getByRole('button', { name: 'Issue gift card' }).click();
  await lookAt(page, 'owner-issue-gift-card', '#store-panel-gift-cards');
  await visitor.close();
});

test('SHOP-006 /checkout/giftcard without its queries, or naming no gift card, is a clear page (not the 404 page)', async ({
  page,
}) => {
  const missing = await page.goto(`${DEMO_URL}/checkout/giftcard`);
  expect(missing?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Gift card unavailable' })).toBeVisible();
  await expect(page.getByText('This gift card link is incomplete')).toBeVisible();
  await lookAt(page, 'gift-card-unavailable');
  await page.goto(`${DEMO_URL}/checkout/giftcard?websiteId=x&giftCardProductId=${'f'.repeat(24)}`);
  await expect(page.getByText('This gift card is not available. It may have been removed.')).toBeVisible();
});
