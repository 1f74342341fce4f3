import { expect, test } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from './fixtures.ts';

test('PAGE-001 an unknown page shows the site’s own 404 page', async ({ page }) => {
  const response = await page.goto(`${DEMO_URL}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // In the site's own style: its header and navigation are there.
  await expect(page.getByRole('link', { name: 'Folio Demo' }).first()).toBeVisible();
  await page.getByRole('link', { name: /home page/i }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/`);
});

test('an unknown site shows the platform’s 404 page', async ({ page }) => {
  const response = await page.goto(PLATFORM_URL.replace('localhost', 'nosuchsite.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/no Folio site/i)).toBeVisible();
});
