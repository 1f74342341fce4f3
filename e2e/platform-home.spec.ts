import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, PLATFORM_URL, PORT, waitForLink } from './fixtures.ts';

/** Signs up on the platform home, confirms the address through the emailed link (item 3), signs in. */
async function signUpAndConfirm(page: Page, email: string) {
  await page.goto(`${PLATFORM_URL}/`);
  const signup = page.getByRole('region', { name: 'Create an account' });
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password').fill('a-long-password');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await page.goto(await waitForLink(email, 'verify-email'));
  await page.getByRole('link', { name: 'Sign in' }).click();
  const signin = page.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Email').fill(email);
  await signin.getByLabel('Password').fill('a-long-password');
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
}

test('someone signs up on the platform home, creates a site, opens it, and deletes it', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const subdomain = `e2e-${suffix}`;
  await signUpAndConfirm(page, `maker-${suffix}@example.test`);
  // Issue 14 item 18: one welcome, not two.
  await expect(page.getByText(/first (site|one) below/)).toHaveCount(1);

  const create = page.getByRole('region', { name: 'Create a site' });
  await create.getByLabel('Site title').fill('Pottery by the Sea');
  await create.getByLabel('Address').fill(subdomain);
  await create.getByRole('radio', { name: 'Studio', exact: true }).check();
  await create.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByRole('status')).toContainText('Pottery by the Sea is ready');
  const siteLink = page.getByRole('link', { name: `${subdomain}.localhost:${PORT}/` });
  await expect(siteLink).toBeVisible();

  await siteLink.click();
  await expect(page).toHaveURL(`http://${subdomain}.localhost:${PORT}/`);
  await expect(page.getByRole('link', { name: 'Pottery by the Sea' }).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).first(),
  ).toBeVisible();

  await page.goto(`${PLATFORM_URL}/`);
  await page.getByRole('link', { name: 'Delete Pottery by the Sea' }).click();
  await expect(page.getByRole('heading', { name: 'Delete Pottery by the Sea?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete site' }).click();
  await expect(page.getByRole('status')).toHaveText('Pottery by the Sea was deleted.');

  const gone = await page.goto(`http://${subdomain}.localhost:${PORT}/`);
  expect(gone?.status()).toBe(404);
});

test('issue 14 item 18: the platform home loads with no console errors and the browser refuses a bad address', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const suffix = Date.now().toString(36);
  await signUpAndConfirm(page, `pattern-${suffix}@example.test`);
  await expect(page.getByText(/first (site|one) below/)).toHaveCount(1);
  await page.goto(`${PLATFORM_URL}/`);

  const create = page.getByRole('region', { name: 'Create a site' });
  await expect(create.getByText('Up to 120 characters.')).toBeVisible();
  await create.getByLabel('Site title').fill('Bad address');
  const address = create.getByLabel('Address');
  await address.fill('No Spaces!');
  expect(await address.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
  await create.getByRole('button', { name: 'Create site' }).click();
  // The browser's own check stops the form: the page stays, nothing is posted.
  await expect(page).toHaveURL(`${PLATFORM_URL}/`);
  expect(await address.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
  await address.fill(`good-${suffix}`);
  expect(await address.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  expect(problems).toEqual([]);
});

test('issue 14 item 20: Edit on the platform home lands in the editor signed in', async ({ page }) => {
  await page.goto(`${PLATFORM_URL}/`);
  const signin = page.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Email').fill(OWNER_EMAIL);
  await signin.getByLabel('Password').fill(DEMO_PASSWORD);
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Folio Demo' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/config/`);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
});
