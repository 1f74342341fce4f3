// Issue 14 item 13: whatever is open takes Escape first (Quick view, the lightbox, the phone menu);
// the escape-key login (AUTH-003, on in the demo) acts only when nothing is open.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, waitForIslands } from './fixtures.ts';

/** Long enough for a navigation that Escape might have started to show in the address. */
async function settle(page: Page) {
  await page.waitForTimeout(400);
}

test('issue 14 item 13: AUTH-003 Escape in the Quick view closes it and stays on the shop; Escape again goes to the sign-in', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/shop`);
  await waitForIslands(page);
  const address = page.url();
  await page
    .getByRole('button', { name: /Quick view/ })
    .first()
    .click();
  const quickView = page.getByRole('dialog');
  await expect(quickView).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quickView).toBeHidden();
  await settle(page);
  expect(page.url()).toBe(address);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${DEMO_URL}/config/?frameUrl=%2Fshop&escape=1`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('issue 14 item 13: Escape closes the lightbox and then the phone menu before it ever reaches the sign-in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_URL}/gallery?nomotion=true`);
  await waitForIslands(page);
  const address = page.url();
  await page.locator('[data-design="grid"] [data-lightbox-item]').first().click();
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await settle(page);
  expect(page.url()).toBe(address);

  const nav = page.getByRole('navigation', { name: 'Site' });
  await nav.getByText('Menu', { exact: true }).click();
  const about = nav.getByRole('link', { name: 'About' });
  await expect(about).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  await settle(page);
  expect(page.url()).toBe(address);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/config\/\?frameUrl=%2Fgallery%3Fnomotion%3Dtrue&escape=1$/);
});
