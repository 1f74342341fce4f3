// Issue 20 part 3 (SHOP-005, SHOP-028, PAGE-011; docs/decisions/069): a visitor donates a custom
// amount from the demo's "Support the studio" page with a test card, sees the thank-you page, the
// receipt reaches the mailbox, and the owner's Donations screen counts it. axe finds nothing on the
// block, the donate page, the thank-you page and the owner's screen at 1440 and 390 px. Gifts are
// added, never changed or removed: the journey leaves the demo's pages and settings as they were.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, emailsTo, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.SCREENSHOT_DIR;
const DONOR = 'donor-journey@example.com';
const nextYear = String(new Date().getFullYear() + 1);

async function visitor(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 1000 : 844 },
    bypassCSP: true,
  });
  return context.newPage();
}

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/donations-${name}-${width}.png`, fullPage: true });
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

test('issue 20 SHOP-005 PAGE-011: a visitor donates a custom amount with a test card, sees the thank-you and gets the receipt; the owner sees the totals', async ({
  browser,
}) => {
  const page = await visitor(browser, 1440);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${DEMO_URL}/support`);
  const block = page.getByRole('region', { name: 'Spring residency fund' });
  await expect(block).toBeVisible();
  await block.getByRole('radio', { name: 'Other amount' }).check();
  await block.getByRole('button', { name: 'Donate' }).click();

  // The donate page names the campaign's page (SHOP-005) and is the donate page type (PAGE-011).
  await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=[0-9a-f]{24}&amount=&frequency=once$/);
  await expect(page.getByRole('heading', { name: 'Spring residency fund', level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(document.getElementById('folio-context')!.textContent!).pageType),
  ).toBe('donate');
  await waitForIslands(page);
  const amount = page.getByLabel('Your amount (USD)');
  // A custom amount out of bounds is refused in the page, with the bounds.
  await amount.fill('0.50');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email (for your receipt)').fill(DONOR);
  await page.getByRole('button', { name: 'Donate' }).click();
  await expect(page.getByText('The smallest gift is $1.00.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  await amount.fill('37.50');
  await expect(page.getByRole('button', { name: 'Donate $37.50' })).toBeVisible();
  await page.getByLabel('Note').fill('For the spring residency.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(nextYear);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Donate $37.50' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, Ada Lovelace', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/commerce\/donations\/[0-9a-f]{24}\?token=[0-9a-f]{32}$/);
  await expect(page.getByText('$37.50').first()).toBeVisible();
  await expect(page.getByText(`A receipt is on its way to ${DONOR}.`)).toBeVisible();
  // No donation button was missing on the way (SHOP-028 would have said so).
  expect(warnings.filter((w) => w.includes('donation button'))).toEqual([]);

  // The receipt, once, with the amount.
  await expect
    .poll(
      async () =>
        (await emailsTo(DONOR)).filter((m) => m.subject.startsWith('Receipt for your donation')).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  const [receipt] = (await emailsTo(DONOR)).filter((m) => m.subject.startsWith('Receipt for your donation'));
  expect(receipt!.subject).toBe('Receipt for your donation to Spring residency fund');
  expect(receipt!.text).toContain('Amount: $37.50');
  expect(receipt!.text).toContain('Your note: For the spring residency.');
  expect(receipt!.text).toContain('Folio Demo');

  // The owner's Donations screen counts it.
  const owner = await visitor(browser, 1440);
  await owner.goto(`${DEMO_URL}/config/donations`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('heading', { name: 'Raised so far' })).toBeVisible();
  const campaigns = owner.getByRole('region', { name: 'Campaigns' });
  await expect(campaigns.getByRole('row', { name: /Spring residency fund/ })).toContainText('$');
  await expect(owner.getByRole('region', { name: 'Latest donations' })).toContainText('Ada Lovelace');
  await expect(owner.getByRole('region', { name: 'Latest donations' })).toContainText('$37.50');
  const total = await owner.getByTestId('donations-total').textContent();
  expect(Number(total!.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(37.5);
  await owner.context().close();
  await page.context().close();
});

test('SHOP-005: the donate page without its query is a clear page, not a 404', async ({ browser }) => {
  const page = await visitor(browser, 1440);
  const answer = await page.goto(`${DEMO_URL}/checkout/donate`);
  expect(answer!.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Choose a cause to support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await page.context().close();
});

for (const width of [1440, 390]) {
  test(`issue 20: the Donation block, the donate page, the thank-you page and the owner’s Donations screen have no axe violation at ${width} px`, async ({
    browser,
  }) => {
    const page = await visitor(browser, width);
    await page.goto(`${DEMO_URL}/support`);
    await expect(page.getByRole('region', { name: 'Spring residency fund' })).toBeVisible();
    await shot(page, 'block', width);
    expect(await axeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    await page
      .getByRole('region', { name: 'Spring residency fund' })
      .getByRole('button', { name: 'Donate' })
      .click();
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Donate/ }).click();
    // The form with its errors, as a visitor who sent it empty sees it.
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await shot(page, 'donate-page', width);
    expect(await axeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email (for your receipt)').fill(`donor-${width}@example.com`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(nextYear);
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Grace Hopper' })).toBeVisible();
    await shot(page, 'thank-you', width);
    expect(await axeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    await page.goto(`${DEMO_URL}/config/donations`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Raised so far' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest donations' })).toContainText('Grace Hopper');
    await shot(page, 'owner', width);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
}
