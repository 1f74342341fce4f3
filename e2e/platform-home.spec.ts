import { expect, test } from '@playwright/test';
import { PLATFORM_URL, PORT, waitForLink } from './fixtures.ts';

test('someone signs up on the platform home, creates a site, opens it, and deletes it', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const subdomain = `e2e-${suffix}`;
  await page.goto(`${PLATFORM_URL}/`);

  const email = `maker-${suffix}@example.test`;
  const signup = page.getByRole('region', { name: 'Create an account' });
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password').fill('a-long-password');
  await signup.getByRole('button', { name: 'Create account' }).click();
  // Issue 14 item 3: the address is confirmed through the emailed link, then the maker signs in.
  await page.goto(await waitForLink(email, 'verify-email'));
  await page.getByRole('link', { name: 'Sign in' }).click();
  const signin = page.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Email').fill(email);
  await signin.getByLabel('Password').fill('a-long-password');
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  await expect(page.getByText('You have no sites yet.')).toBeVisible();

  const create = page.getByRole('region', { name: 'Create a site' });
  await create.getByLabel('Site title').fill('Pottery by the Sea');
  await create.getByLabel('Address').fill(subdomain);
  await create.getByLabel('Copy of the demo site').check();
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
