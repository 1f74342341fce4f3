// Issue 14 item 22: the Image block's picture is chosen from the Media library (or uploaded there),
// with its alt text prefilled from the library item.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

test('issue 14 item 22: the owner chooses a library image in the Image block, the alt text comes with it, and the published page shows it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^About/ })
    .click();

  const preview = page.frameLocator('iframe');
  await preview.getByRole('img', { name: 'The studio workbench with tools and ceramic vessels' }).click();
  await page.getByRole('button', { name: 'Change image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  await dialog
    .getByRole('list', { name: 'Images' })
    .getByRole('button', { name: /^blue-hour\.jpg/ })
    .click();
  const libraryAlt = await dialog.getByLabel('Alt text').inputValue();
  expect(libraryAlt.length).toBeGreaterThan(3);
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toHaveCount(0);

  const chosen = preview.getByRole('img', { name: libraryAlt });
  await expect(chosen).toBeVisible();
  expect(await chosen.getAttribute('src')).toMatch(/^\/s\/[0-9a-f]{24}\/blue-hour\.jpg$/);
  await expect(page.getByRole('textbox', { name: 'Description (for screen readers)' })).toHaveValue(
    libraryAlt,
  );

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${DEMO_URL}/about`);
  const published = visitorPage.getByRole('img', { name: libraryAlt });
  await expect(published).toBeVisible();
  expect(await published.getAttribute('src')).toMatch(/^\/s\/[0-9a-f]{24}\/blue-hour\.jpg$/);
  expect(await published.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visitor.close();
});
