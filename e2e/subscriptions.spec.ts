// Issue 20 section 2 (decisions 063, 064): a visitor subscribes with a test card, sees the
// confirmed page and the subscription in their account; the owner sees it in the Store's
// Subscriptions tab and cancels it (putting the demo back). Renewals (a controlled clock, two
// runners, declines and retries) are proven server-side in modules/subscriptions/routes.test.ts.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const SUBSCRIBER = 'plant-subscriber@example.com';
const MEMBER_PASSWORD = 'a-long-member-password-42';
const nextYear = String(new Date().getFullYear() + 1);

test.use({ bypassCSP: true });

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/subscriptions-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function noAxeViolations(page: Page) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('SHOP-004 PAGE-012 CORE-046 a visitor subscribes with a test card, sees the confirmed page and the subscription in their account; the owner sees and cancels it', async ({
  page,
}) => {
  // SHOP-004: without a cart, the subscription checkout says so (400), in the site's layout.
  await page.goto(`${DEMO_URL}/checkout/subscribe`);
  await expect(page.getByRole('heading', { name: 'Subscription checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This subscription checkout needs a cart.');
  await shots(page, 'no-cart');
  await noAxeViolations(page);

  // The product page shows the plan's phrase beside the price.
  await page.goto(`${DEMO_URL}/shop/p/studio-plant-care`);
  await waitForIslands(page);
  await expect(page.locator('[data-recurring]')).toHaveText('every month');
  await shots(page, 'product');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', 'One item in cart');

  await page.goto(`${DEMO_URL}/cart`);
  await waitForIslands(page);
  await expect(page.locator('[data-entry] [data-recurring]')).toHaveText('every month');
  await shots(page, 'cart');

  // The ordinary checkout address sends a subscription cart to its own checkout (cartToken in the query).
  await page.goto(`${DEMO_URL}/checkout`);
  await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=/);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Subscribe', level: 1 })).toBeVisible();
  await expect(page.getByTestId('phrase')).toHaveText('$25.00 every month');
  await shots(page, 'checkout');
  await noAxeViolations(page);

  await page.getByLabel('Email').fill(SUBSCRIBER);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(nextYear);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Subscribe and pay \$25\.00/ }).click();

  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByTestId('phrase')).toHaveText('$25.00 every month');
  await expect(page.getByTestId('next-charge')).not.toHaveText('—');
  await shots(page, 'confirmed');
  await noAxeViolations(page);

  // The manage page (the link of the confirmed page and of every email): the next charge, the card.
  await page.getByRole('link', { name: 'Manage your subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Studio Plant Care' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await shots(page, 'manage');
  await noAxeViolations(page);

  // The customer's account: a site user with the subscriber's address sees it, with the next charge.
  await page.evaluate(
    async ({ email, password }) => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]+)/)?.[1] ?? '';
      const headers = { 'content-type': 'application/json', 'x-crumb': decodeURIComponent(crumb) };
      await fetch('/api/site-users/account', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      const session = await fetch('/api/site-users/account/session', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password, rememberMe: false }),
      });
      const answer = await session.json();
      sessionStorage.setItem('folio:siteuser-xsrf', answer.xsrfToken);
    },
    { email: SUBSCRIBER, password: MEMBER_PASSWORD },
  );
  await page.goto(`${DEMO_URL}/account/subscriptions`);
  const item = page.locator('[data-subscription]').filter({ hasText: 'Studio Plant Care' });
  await expect(item).toContainText('$25.00 every month');
  await expect(item).toContainText('Next charge:');
  await shots(page, 'account');
  await noAxeViolations(page);

  // The owner's Subscriptions tab: the subscription, MRR and churn; the owner cancels it.
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Store' }).click();
  const store = page.getByRole('region', { name: 'Store' });
  await store.getByRole('tab', { name: 'Subscriptions' }).click();
  const panel = store.getByRole('tabpanel', { name: 'Subscriptions' });
  const row = panel.getByRole('row').filter({ hasText: SUBSCRIBER });
  await expect(row).toContainText('Active');
  await expect(panel.getByText('MRR (monthly recurring revenue)')).toBeVisible();
  await shots(page, 'owner');
  await noAxeViolations(page);
  // The plan in the product editor.
  await store.getByRole('tab', { name: 'Products' }).click();
  await store.getByRole('button', { name: 'Edit Studio Plant Care' }).click();
  await expect(store.getByLabel('Sell as a subscription', { exact: false })).toBeChecked();
  await expect(store.getByText('Shown as “$25.00 every month”.')).toBeVisible();
  await store.getByRole('group', { name: 'Subscription' }).scrollIntoViewIfNeeded();
  await shots(page, 'plan-editor');
  await noAxeViolations(page);
  await store.getByRole('tab', { name: 'Subscriptions' }).click();
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: `Cancel ${SUBSCRIBER}` }).click();
  await expect(row).toContainText('Cancelled');
});
