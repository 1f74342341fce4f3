import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

// A 1×1 PNG.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('EDIT-054 the owner uploads images: a text file is refused with the spec message, a PNG joins the library with its alt text and is served resized', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Media' }).click();
  const dialog = page.getByRole('region', { name: 'Media' });
  await dialog.getByLabel('Images to upload').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL },
  ]);
  await expect(
    dialog.getByText('The file notes.txt does not appear to be a supported image file.'),
  ).toBeVisible();
  const card = dialog.getByRole('list', { name: 'Images' }).getByRole('button', { name: /pixel\.png/ });
  await expect(card).toBeVisible();
  await card.click();
  await dialog.getByLabel('Alt text').fill('A single terracotta pixel');
  await dialog.getByLabel('Alt text').blur();
  await expect(dialog.getByText('Alt text saved.')).toBeVisible();

  const address = await dialog.getByLabel('Address').inputValue();
  expect(address).toMatch(/\/s\/[0-9a-f]{24}\/pixel\.png$/);
  // Fetched by the browser (Node does not resolve demo.localhost).
  const resized = await page.evaluate(async (url) => {
    const answer = await fetch(url, { headers: { accept: 'image/webp,*/*' } });
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      cache: answer.headers.get('cache-control'),
    };
  }, `${address}?format=100w`);
  expect(resized).toEqual({
    status: 200,
    type: 'image/webp',
    cache: 'public, max-age=31536000, immutable',
  });
});
