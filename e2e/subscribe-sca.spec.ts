// Issue 20 (decision 077): a subscription's first period with the 3-D Secure test card
// (4000 0027 6000 3184) in the browser: the subscribe page sends the visitor to the test challenge
// page; completing it returns to the subscribe page, which says "Confirming your payment…" and
// goes to the subscription-confirmed page; failing it returns to a clear refusal with the form
// back. The journeys put the demo back (the subscription cancelled, the cart emptied).
// Screenshots of the subscribe page while confirming and refused at 1440 and 390 px (SCREENSHOT_DIR).
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_URL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const nextYear = String(new Date().getFullYear() + 1);
const REFUSAL =
  'Your bank could not confirm this payment, so your card was not charged. Try again or use another card.';

test.use({ bypassCSP: true });

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/subscribe-sca-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The demo's monthly plant care in the cart, then the subscribe page filled with the 3-D Secure card. */
async function subscribeWithChallengeCard(page: Page, email: string) {
  await page.goto(`${DEMO_URL}/shop/p/studio-plant-care`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', 'One item in cart');
  await page.goto(`${DEMO_URL}/checkout`);
  await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=/);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(nextYear);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Subscribe and pay \$25\.00/ }).click();
  await expect(page).toHaveURL(/\/commerce\/test-challenge\/ch_[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your payment');
  await expect(page.getByText('•••• 3184')).toBeVisible();
}

test('issue 20: SHOP-004 a subscription with the 3-D Secure card starts after the challenge, on the subscription-confirmed page', async ({
  page,
}) => {
  await subscribeWithChallengeCard(page, 'sca-subscriber@example.com');
  // Hold the confirm a moment to see the page while it confirms.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/commerce/subscribe/confirm?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=[^&]+$/);
  await expect(page.locator('[data-form-status]')).toHaveText('Confirming your payment…');
  await expect(page.getByRole('button', { name: /Subscribe and pay/ })).toBeDisabled();
  await shots(page, 'confirming');
  expect(await axeViolations(page)).toEqual([]);
  release();

  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByTestId('phrase')).toHaveText('$25.00 every month');
  await expect(page.getByText('ending in 3184')).toBeVisible();
  await expect(page.getByTestId('next-charge')).not.toHaveText('—');

  // Put the demo back: the subscription is cancelled by its manage link.
  await page.getByRole('link', { name: 'Manage your subscription' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});

test('issue 20: SHOP-004 a failed challenge on the subscribe page: a clear refusal, no subscription, the form back', async ({
  page,
}) => {
  await subscribeWithChallengeCard(page, 'sca-refused-subscriber@example.com');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=[^&]+$/);
  await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  await expect(page.getByRole('button', { name: /Subscribe and pay \$25\.00/ })).toBeEnabled();
  await shots(page, 'refused');
  expect(await axeViolations(page)).toEqual([]);
  // A reload does not confirm again: the form is there, with no message.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Subscribe', level: 1 })).toBeVisible();
  await expect(page.getByText(REFUSAL)).toHaveCount(0);
  // Put back what the journey changed: the cart is emptied.
  await page.context().clearCookies({ name: 'folio_cart' });
});
