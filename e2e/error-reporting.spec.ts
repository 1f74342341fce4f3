import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

test('DATA-033 an uncaught error on a published page reaches the site owner', async ({ page, browser }) => {
  await page.goto(`${DEMO_URL}/about`);
  const marker = `e2e boom ${Date.now()}`;
  const reported = page.waitForRequest((r) => r.url().includes('/api/events/RecordJavascriptErrors'));
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, marker);
  const request = await reported;
  expect(request.headers()['x-crumb']).toMatch(/^[\w-]{16}\.[\w-]{22}$/);
  expect((await request.response())?.status()).toBe(204);

  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${DEMO_URL}/config/`);
  await ownerPage.getByLabel('Email').fill(OWNER_EMAIL);
  await ownerPage.getByLabel('Password').fill(DEMO_PASSWORD);
  await ownerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(ownerPage.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await ownerPage
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Site errors' })
    .click();
  const dialog = ownerPage.getByRole('region', { name: 'Site errors' });
  await expect(dialog.getByText(marker)).toBeVisible();
  await owner.close();
});
