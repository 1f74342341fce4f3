// UI-097 on a published page: a phone is up to 432 px wide, a desktop from 433 px. The header's
// navigation and the shop's product grid change at exactly that step; Columns stack below 800 px.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

async function columnsOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

test('UI-097: at 432 px the header folds its navigation into Menu and the product grid takes two columns; at 433 px both are the desktop ones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 432, height: 926 });
  await page.goto(`${DEMO_URL}/shop`);
  const header = page.getByRole('banner');
  const inline = header.getByRole('link', { name: 'About' }).first();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(inline).toBeHidden();
  expect(await columnsOf(page, '[data-columns="3"]')).toBe(2);

  await page.setViewportSize({ width: 433, height: 926 });
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(inline).toBeVisible();
  expect(await columnsOf(page, '[data-columns="3"]')).toBe(3);
});

test('issue 16: Columns sit side by side from 800 px and stack below it', async ({ page }) => {
  await page.setViewportSize({ width: 799, height: 1024 });
  await page.goto(`${DEMO_URL}/`);
  const columns = page.locator('[class*="Columns_columns"]').first();
  const tops = () =>
    columns.evaluate((el) => [...el.children].map((child) => Math.round(child.getBoundingClientRect().top)));
  const stacked = await tops();
  expect(stacked[1]).toBeGreaterThan(stacked[0]!);
  await page.setViewportSize({ width: 800, height: 1024 });
  await expect.poll(async () => new Set(await tops()).size).toBe(1);
});
