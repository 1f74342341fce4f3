import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

async function signIn(page: Page) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('AUTH-008 AUTH-027 AUTH-001 a signed-in owner opening the public site lands in the config area on that page', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${DEMO_URL}/about`);
  await expect(page).toHaveURL(`${DEMO_URL}/config/?frameUrl=%2Fabout`);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'About /about' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('AUTH-011 AUTH-002 AUTH-005 AUTH-015 AUTH-017 AUTH-019 with noredirect the owner stays; Escape goes to the config area; Shift+Escape signs out', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${DEMO_URL}/contact?noredirect`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Remembered for the session.
  await page.goto(`${DEMO_URL}/about`);
  await expect(page).toHaveURL(`${DEMO_URL}/about`);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${DEMO_URL}/config/?frameUrl=%2Fabout`);

  await page.goto(`${DEMO_URL}/about`);
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(`${DEMO_URL}/?logout=true`);
  await expect(page.getByRole('status').filter({ hasText: 'Logout Successful' })).toContainText(
    'You have been successfully logged out.',
  );
  const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
  expect(me).toBe(401);
});

test('AUTH-003 AUTH-004 a visitor’s Escape goes to the config sign-in, which then offers no account creation', async ({
  page,
}) => {
  // Reached directly, the sign-in offers to create an account.
  await page.goto(`${DEMO_URL}/config/`);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();

  await page.goto(`${DEMO_URL}/about`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Fabout/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});
