import { expect, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

test('UI-018 UI-020 a visitor opens the demo home page and the accordion opens and closes', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto(`${DEMO_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const first = page.getByRole('button', { name: 'How does a project begin?' });
  const second = page.getByRole('button', { name: 'Do you work outside the city?' });
  const firstAnswer = page.getByText('With a visit.');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();

  // The island hydrates from its own chunk; clicks work once it has.
  await expect(async () => {
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  await expect(firstAnswer).toBeVisible();

  // Multiple-open is off on the demo: opening the second closes the first (after the 250 ms animation).
  await page.waitForTimeout(300);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await page.waitForTimeout(300);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('About a third of our projects')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a page without islands downloads no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${DEMO_URL}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((url) => url.includes('island'))).toBe(false);
});
