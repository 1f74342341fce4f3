// Issue 20 (decision 075): a gift card bought with the 3-D Secure test card (4000 0027 6000 3184):
// the gift-card checkout sends the buyer to Folio's test challenge page; completing it returns to
// the gift-card page, which confirms ("Confirming your payment…") and shows the confirmation, and
// the recipient gets the code once; failing it returns to the page with the bank's refusal.
// With SHOTS_DIR set, the page while confirming and refused is saved at 1440 and 390 px.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, emailsTo, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const shots = process.env.SHOTS_DIR;
const nextYear = String(new Date().getFullYear() + 1);
const REFUSAL =
  'Your bank could not confirm this payment, so your card was not charged. Try again or use another card.';
const run = Date.now().toString(36);

test.use({ bypassCSP: true });

/** Axe at 1440 and 390 px wide (0 violations), and the screenshots when SHOTS_DIR is set. */
async function lookAt(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

let checkoutLink = '';

/** The demo gift card's checkout link, as the owner's Gift cards tab gives it. */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Store' }).click();
  const store = page.getByRole('region', { name: 'Store' });
  await store.getByRole('tab', { name: 'Gift cards' }).click();
  const tab = store.getByRole('tabpanel', { name: 'Gift cards' });
  await tab.getByRole('button', { name: 'Edit Folio Demo gift card' }).click();
  checkoutLink = (await tab.getByText(/\/checkout\/giftcard\?websiteId=/).textContent())!.trim();
  await page.close();
});

/** The gift-card checkout filled with the 3-D Secure card, submitted: the challenge page. */
async function buyWithChallengeCard(page: Page, recipient: string) {
  await page.goto(`${DEMO_URL}${checkoutLink}&sku=GIFT-50`);
  await waitForIslands(page);
  await page.getByLabel('Recipient’s email').fill(recipient);
  await page.getByLabel('Message').fill('For the new kiln.');
  await page.getByLabel('Your name').fill('Mary Jackson');
  await page.getByLabel('Your email').fill(`gift-sca-buyer-${run}@example.com`);
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(nextYear);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Buy gift card · $50.00' }).click();
  await expect(page).toHaveURL(/\/commerce\/test-challenge\/ch_[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your payment');
  await expect(page.getByText('$50.00')).toBeVisible();
}

test('issue 20: a gift card bought with the 3-D Secure card completes after the challenge; the code is emailed once', async ({
  page,
}) => {
  const recipient = `gift-sca-${run}@example.com`;
  await buyWithChallengeCard(page, recipient);
  // The confirm is held back a moment, to look at the page while it confirms.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/commerce/gift-cards/confirm*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(
    /\/checkout\/giftcard\?websiteId=[0-9a-f]{24}&giftCardProductId=[0-9a-f]{24}&sku=GIFT-50$/,
  );
  await expect(page.getByRole('status')).toContainText('Confirming your payment…');
  await expect(page.getByRole('button', { name: /Buy gift card/ })).toHaveCount(0);
  await lookAt(page, 'gift-card-sca-confirming');
  release();
  await expect(page.getByText('Your gift card is on its way.')).toBeVisible();
  await expect(page.getByText(`We emailed a $50.00 gift card code to ${recipient}`)).toBeVisible();
  await expect(page.getByText(`goes to gift-sca-buyer-${run}@example.com`)).toBeVisible();

  // The recipient's email holds the code, once.
  const deadline = Date.now() + 20_000;
  while ((await emailsTo(recipient)).length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const mails = await emailsTo(recipient);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toMatch(/Your gift card code: [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  expect(mails[0]!.text).toContain('For the new kiln.');
  // A reload of the page confirms nothing again (the return was taken out of the address).
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Buy gift card · $50.00' })).toBeEnabled();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await emailsTo(recipient)).toHaveLength(1);
});

test('issue 20: a failed gift-card challenge returns to the gift-card page with the refusal; nothing is sent', async ({
  page,
}) => {
  const recipient = `gift-sca-fail-${run}@example.com`;
  await buyWithChallengeCard(page, recipient);
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(/\/checkout\/giftcard\?websiteId=/);
  await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy gift card · $50.00' })).toBeEnabled();
  await lookAt(page, 'gift-card-sca-refused');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await emailsTo(recipient)).toHaveLength(0);
});
