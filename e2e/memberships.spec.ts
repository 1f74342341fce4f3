// Issue 20 (decision 068): paid membership in Chromium. A visitor opens the member pricing screen,
// toggles its options (SHOP-029/030, by mouse and keyboard), creates an account, joins with a test
// card, sees the membership on their account page and the member price in the cart, then cancels
// (the journey puts back what it changed: the membership ends with the period, the cart is emptied).
// Screenshots of the pricing screen, the owner's plans and the member price go to MEMBERSHIP_SHOTS.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.MEMBERSHIP_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.use({ bypassCSP: true });

test('SHOP-029 SHOP-030 the pricing toggle swaps the prices and join buttons, by mouse and keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${DEMO_URL}/members/join`);
  await waitForIslands(page);
  const plan = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Studio members' }) });
  const monthly = page.getByRole('button', { name: 'Monthly' });
  const yearly = page.getByRole('button', { name: 'Yearly' });
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(plan.getByText('$12.00 every month')).toBeVisible();
  await expect(plan.getByText('$120.00 every year')).toBeHidden();
  await expect(plan.getByRole('link', { name: 'Join Studio members monthly' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'pricing-1440');

  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(monthly).toHaveAttribute('aria-pressed', 'false');
  await expect(plan.getByText('$120.00 every year')).toBeVisible();
  await expect(plan.getByText('$12.00 every month')).toBeHidden();
  await expect(plan.getByRole('link', { name: 'Join Studio members yearly' })).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Join Studio members monthly' })).toBeHidden();

  // The keyboard: Tab back to Monthly and press Space.
  await yearly.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(monthly).toBeFocused();
  await page.keyboard.press('Space');
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(plan.getByText('$12.00 every month')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'pricing-390');
});

test('issue 20: a visitor signs up, joins with a test card, sees the membership and the member price, and cancels', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `joiner-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

  // The product page tells everyone the member price.
  await page.goto(`${DEMO_URL}/shop/p/room-planning-guide`);
  await expect(page.getByText('Members pay $9.00')).toBeVisible();
  await shot(page, 'member-price-product-1440');

  await page.goto(`${DEMO_URL}/members/join`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Yearly' }).click();
  await page.getByRole('link', { name: 'Join Studio members yearly' }).click();
  const join = page.getByRole('region', { name: 'Join Studio members' });
  await expect(join).toContainText('$120.00 every year');
  await expect(join.getByText('Create an account to join')).toBeVisible();
  await join.getByLabel('Email').fill(email);
  await join.getByLabel('Password').fill('a-long-member-password');
  await join.getByRole('button', { name: 'Continue' }).click();
  await expect(join.getByLabel('Card number')).toBeFocused();
  expect(await axeViolations(page, '#join')).toEqual([]);
  await shot(page, 'join-card-1440');

  // A declined card: the server's message, no membership.
  await join.getByLabel('Card number').fill('4000 0000 0000 0002');
  await join.getByLabel('Month (MM)').fill('12');
  await join.getByLabel('Year (YYYY)').fill(String(new Date().getFullYear() + 2));
  await join.getByLabel('Security code').fill('123');
  await join.getByRole('button', { name: 'Pay and join' }).click();
  await expect(join.getByRole('alert')).toHaveText('Your card was declined.');
  await join.getByLabel('Card number').fill('4242 4242 4242 4242');
  await join.getByRole('button', { name: 'Pay and join' }).click();
  await expect(join.getByRole('status')).toContainText('Welcome, you are now a member of Studio members.');
  await expect(join.getByRole('status')).toContainText('Renews on');

  // The member's page.
  await join.getByRole('link', { name: 'See your membership' }).click();
  await waitForIslands(page);
  const item = page.locator('[data-membership]');
  await expect(item).toContainText('Studio members');
  await expect(item).toContainText('$120.00 every year · Renews on');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'account-1440');

  // The site's account dialog leads to it too.
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(email.slice(0, 12)) })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Your membership' })).toHaveAttribute(
    'href',
    '/members/account',
  );
  await page.keyboard.press('Escape');

  // The member price in the cart.
  await page.goto(`${DEMO_URL}/shop/p/room-planning-guide`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await page.goto(`${DEMO_URL}/cart`);
  await waitForIslands(page);
  await expect(page.getByRole('main')).toContainText('$9.00');
  await expect(page.getByRole('main')).not.toContainText('$12.00');
  await shot(page, 'member-price-cart-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'member-price-cart-390');
  await page
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();

  // Cancel: access stays to the end of the period.
  await page.goto(`${DEMO_URL}/members/account`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Cancel membership: Studio members' }).click();
  await expect(page.locator('[data-membership]')).toContainText('Access until');
  await shot(page, 'account-cancelled-390');
});

test('issue 20: the owner’s Memberships screen lists the demo plan and its member price', async ({
  browser,
}) => {
  for (const width of [1440, 390]) {
    const owner = await (
      await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } })
    ).newPage();
    await owner.goto(`${DEMO_URL}/config/memberships`);
    await owner.getByLabel('Email').fill(OWNER_EMAIL);
    await owner.getByLabel('Password').fill(DEMO_PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    const screen = owner.getByRole('main');
    await expect(screen.getByRole('heading', { name: 'Memberships' })).toBeVisible();
    await expect(screen.getByText('$12.00 every month or $120.00 every year')).toBeVisible();
    await expect(screen.getByLabel('Member price').first()).toBeVisible();
    await screen.getByRole('button', { name: 'Edit Studio members' }).click();
    await expect(screen.getByLabel('Name')).toHaveValue('Studio members');
    expect(await axeViolations(owner)).toEqual([]);
    await shot(owner, `owner-plans-${width}`);
    await screen.getByRole('button', { name: 'Cancel' }).click();
    await screen.getByRole('heading', { name: 'Member prices' }).scrollIntoViewIfNeeded();
    await shot(owner, `owner-member-prices-${width}`);
    await owner.context().close();
  }
});
