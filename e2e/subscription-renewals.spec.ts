// Issue 20 "Done when" (decision 073): renewals driven by the test's clock in Chromium. A visitor
// subscribes to the demo's Studio Plant Care with a test card and sees it in their account; the
// journey moves the server's test clock (FOLIO_TEST_CLOCK) a period on and runs the renewal job's
// pass (POST /api/testing/renewals): the card is charged once (one new receipt, the next charge a
// month later), a second pass charges nothing. With the card that declines off-session, a renewal
// emails (with the link to update the card, status past due), is retried 1, 3 and 7 days after the
// first decline with an email each time, then cancels. The clock is shared with other journeys: it is
// only moved forward, and only this journey's subscriptions are looked at (both end cancelled).
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { type CaughtEmail, DEMO_URL, emailsTo, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'a-long-member-password-42';
const RENEWAL_DECLINE_CARD = '4000 0000 0000 0341';
const nextYear = String(new Date().getFullYear() + 1);

test.use({ bypassCSP: true });

/** A call from the page (demo.localhost, its crumb), answered as JSON. */
async function call(page: Page, url: string, body: unknown) {
  return page.evaluate(
    async ({ url, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-crumb': decodeURIComponent(crumb) },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { url, body },
  );
}

/** Moves the server's clock forward, then runs one renewal pass at its time; answers the pass. */
async function advanceAndRenew(page: Page, advanceMs: number) {
  const moved = await call(page, '/api/testing/clock', { advanceMs });
  expect(moved.status).toBe(200);
  return renewNow(page);
}
async function renewNow(page: Page) {
  const run = await call(page, '/api/testing/renewals', {});
  expect(run.status).toBe(200);
  return run.json as { now: string; charged: number; declined: number };
}

const RECEIPT = 'Your order #';
const STARTED = 'Your subscription to Studio Plant Care has started';
const DECLINED = 'Your payment for Studio Plant Care was declined';
const CANCELLED = 'Your subscription to Studio Plant Care is cancelled';

/** A subject without its spaces: the mailbox may unfold a long encoded subject with a stray space. */
const squeezed = (subject: string) => subject.replace(/\s+/g, '');
const isOf = (m: CaughtEmail, prefix: string) => squeezed(m.subject).startsWith(squeezed(prefix));

/** The subscription's emails to the address (receipts and its notices; not the account's own). */
async function subscriptionMails(address: string): Promise<CaughtEmail[]> {
  return (await emailsTo(address)).filter(
    (m) => squeezed(m.subject).includes('StudioPlantCare') || isOf(m, RECEIPT),
  );
}
/** Waits until the address has `count` of them; answers them, oldest first. */
async function mailbox(address: string, count: number): Promise<CaughtEmail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await subscriptionMails(address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const subjects = (mails: CaughtEmail[]) =>
  mails.map((m) => [RECEIPT, STARTED, DECLINED, CANCELLED].find((s) => isOf(m, s)) ?? m.subject);

/** Subscribes to the demo's monthly plant care with this card through /checkout/subscribe. */
async function subscribe(browser: Browser, email: string, cardNumber: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${DEMO_URL}/shop/p/studio-plant-care`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', 'One item in cart');
  await page.goto(`${DEMO_URL}/checkout`);
  await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=/);
  await waitForIslands(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(nextYear);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Subscribe and pay \$25\.00/ }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  const manage = await page.getByRole('link', { name: 'Manage your subscription' }).getAttribute('href');
  // A site-user account with the subscriber's address, signed in (the account lists it).
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
      sessionStorage.setItem('folio:siteuser-xsrf', (await session.json()).xsrfToken);
    },
    { email, password: PASSWORD },
  );
  return { context, page, manageUrl: `${DEMO_URL}${manage}` };
}

/** The account's entry for the subscription (the subscriber holds just this one). */
async function accountEntry(page: Page) {
  await page.goto(`${DEMO_URL}/account/subscriptions`);
  await waitForIslands(page);
  const item = page.locator('[data-subscription]').filter({ hasText: 'Studio Plant Care' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('$25.00 every month');
  return item;
}

async function shots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/subscription-renewals-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('issue 20: a renewal run by the test’s clock charges the subscription once; a second run charges nothing', async ({
  browser,
}) => {
  const subscriber = `renewal-journey-${Date.now()}@example.com`;
  const { context, page, manageUrl } = await subscribe(browser, subscriber, '4242 4242 4242 4242');
  const item = await accountEntry(page);
  await expect(item).toContainText('Next charge:');
  const firstCharge = await item.locator('p', { hasText: 'Next charge:' }).innerText();
  // The first period's receipt and the subscription's welcome.
  const before = await mailbox(subscriber, 2);
  expect(subjects(before).sort()).toEqual([RECEIPT, STARTED].sort());
  // Nothing is due yet: a pass without moving the clock leaves it be.
  await renewNow(page);

  // A month (and a day, so any month's length is past) later on the server's clock: charged once.
  await advanceAndRenew(page, 32 * DAY);
  const after = await mailbox(subscriber, 3);
  expect(subjects(after).slice(2)).toEqual([RECEIPT]);
  const receipts = after.filter((m) => isOf(m, RECEIPT));
  expect(receipts[1]!.text).toContain('Studio Plant Care');
  expect(receipts[1]!.subject).not.toBe(receipts[0]!.subject);
  const renewed = await accountEntry(page);
  await expect(renewed).toContainText('Next charge:');
  const secondCharge = await renewed.locator('p', { hasText: 'Next charge:' }).innerText();
  // One period on: the same day next month (28 to 31 days later).
  const dayOf = (line: string) => Date.parse(line.replace('Next charge:', '').trim());
  const moved = Math.round((dayOf(secondCharge) - dayOf(firstCharge)) / DAY);
  expect(moved).toBeGreaterThanOrEqual(28);
  expect(moved).toBeLessThanOrEqual(31);
  await page.goto(manageUrl);
  await expect(page.locator('dd', { hasText: /^2$/ })).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Active');

  // A second pass at the same time: nothing charged, no email, the same next charge.
  const again = await renewNow(page);
  expect(again.charged).toBe(0);
  await page.waitForTimeout(2_000);
  expect(await subscriptionMails(subscriber)).toHaveLength(3);
  await expect((await accountEntry(page)).locator('p', { hasText: 'Next charge:' })).toHaveText(secondCharge);

  // Put the demo back: the subscriber cancels (no later clock move charges it again).
  await page.goto(manageUrl);
  await waitForIslands(page);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.locator('[data-status]')).toHaveText('Cancelled');
  await context.close();
});

test('issue 20: a failing renewal emails with the card link, retries 1, 3 and 7 days later, then cancels', async ({
  browser,
}) => {
  const subscriber = `declined-renewal-journey-${Date.now()}@example.com`;
  // Pays the first period with the buyer present; declines every charge made off-session.
  const { context, page, manageUrl } = await subscribe(browser, subscriber, RENEWAL_DECLINE_CARD);
  await expect(await accountEntry(page)).toContainText('Next charge:');
  expect(subjects(await mailbox(subscriber, 2)).sort()).toEqual([RECEIPT, STARTED].sort());

  // The period ends: the renewal is declined, the customer emailed with the link to update the card.
  await advanceAndRenew(page, 32 * DAY);
  let mails = await mailbox(subscriber, 3);
  expect(subjects(mails).slice(2)).toEqual([DECLINED]);
  const first = mails[2]!;
  expect(first.text).toContain('card ending in 0341');
  expect(first.text).toContain('Please update your card');
  const link = new URL(/Manage your subscription: (\S+)/.exec(first.text)![1]!);
  expect(`${DEMO_URL}${link.pathname}${link.search}`).toBe(manageUrl);
  await page.goto(manageUrl);
  await waitForIslands(page);
  await expect(page.locator('[data-status]')).toHaveText('Past due');
  await expect(page.getByRole('alert').filter({ hasText: 'Your last payment was declined' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
  await shots(page, 'past-due');

  // Retries 1, 3 and 7 days after the first decline, an email each time; the last one cancels.
  let day = 0;
  for (const [i, retryDay] of [1, 3, 7].entries()) {
    await advanceAndRenew(page, (retryDay - day) * DAY);
    day = retryDay;
    mails = await mailbox(subscriber, 4 + i);
    expect(subjects(mails).slice(3 + i)).toEqual([i < 2 ? DECLINED : CANCELLED]);
  }
  // Three declines emailed, then the cancellation; no receipt beyond the first period's.
  expect(subjects(mails)).toHaveLength(6);
  expect(subjects(mails).slice(2)).toEqual([DECLINED, DECLINED, DECLINED, CANCELLED]);
  expect(mails.at(-1)!.text).toContain('We tried 4 times');

  const item = await accountEntry(page);
  await expect(item).toContainText('Status: cancelled');
  await page.goto(manageUrl);
  await expect(page.locator('[data-status]')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await shots(page, 'cancelled');
  // A later pass (the clock moved on) tries nothing more.
  await advanceAndRenew(page, 8 * DAY);
  await page.waitForTimeout(2_000);
  expect(await subscriptionMails(subscriber)).toHaveLength(6);
  await context.close();
});
