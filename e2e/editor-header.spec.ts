// Issue 14 items 21 and 23: the editor header's Publish is a real button that the keyboard reaches,
// a viewer is offered only what they can do, and the editor loads without console warnings.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, VIEWER_EMAIL } from './fixtures.ts';

async function signIn(page: Page, email: string) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
}

function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('issue 14 item 23: the editor loads with no console warnings or errors', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  // Loaded again signed in (before signing in, /api/auth/me answers 401 by design).
  const problems = consoleProblems(page);
  await page.reload();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  // Open another page too: every mount of the header actions used to warn.
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^About/ })
    .click();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
});

test('issue 14 item 21: Tab reaches Publish and Enter publishes', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeVisible();
  expect(await publish.evaluate((el) => el.tagName)).toBe('BUTTON');
  await page.getByRole('button', { name: 'Save draft' }).focus();
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await publish.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );
});

test('issue 14 item 21: a viewer sees no Save draft or Publish, and is told they only look', async ({
  page,
}) => {
  await signIn(page, VIEWER_EMAIL);
  await expect(page.getByText('View only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(page.getByText('Publish', { exact: true })).toHaveCount(0);
});
