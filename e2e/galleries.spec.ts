import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

// Two tiny PNGs: a terracotta pixel and a sage square.
const TERRACOTTA = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOo7Sqp7SphgFAAKaYF7aGSpTYAAAAASUVORK5CYII=',
  'base64',
);

/** The slides' names (caption or slide URL), in the order shown. */
async function slideOrder(page: Page): Promise<string[]> {
  const slides = page.getByRole('list', { name: 'Slides' }).getByRole('listitem');
  return slides.evaluateAll((items) =>
    items.map((li) => li.querySelector('button > span:nth-child(2)')?.textContent ?? ''),
  );
}

async function openGalleries(page: Page) {
  await page
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Galleries' })
    .click();
  return page.getByRole('region', { name: 'Galleries' });
}

test('EDIT-021 EDIT-022 the owner makes a gallery: uploads two images, reorders them by dragging, describes one, and finds it all after a reload', async ({
  page,
}) => {
  const title = `Journey ${Date.now()}`;
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  let dialog = await openGalleries(page);
  await dialog.getByLabel('New gallery title').fill(title);
  await dialog.getByRole('button', { name: 'Create gallery' }).click();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();

  await dialog.getByLabel('Images to upload').setInputFiles([
    { name: 'terracotta.png', mimeType: 'image/png', buffer: TERRACOTTA },
    { name: 'sage.png', mimeType: 'image/png', buffer: SAGE },
  ]);
  const slides = dialog.getByRole('list', { name: 'Slides' }).getByRole('listitem');
  await expect(slides).toHaveCount(2);
  await expect(dialog.getByText('2 of 50 slides')).toBeVisible();
  // The two uploads run side by side: they join the gallery in the order they finish.
  const before = await slideOrder(page);
  expect([...before].sort()).toEqual(['sage', 'terracotta']);

  await slides.nth(0).dragTo(slides.nth(1));
  await expect(dialog.getByText('Order saved.')).toBeVisible();
  const after = [before[1], before[0]];
  expect(await slideOrder(page)).toEqual(after);

  await dialog.getByRole('button', { name: /^Slide 1\b/ }).click();
  await dialog.getByLabel('Caption').fill('Sunset over the harbour');
  await dialog.getByLabel('Alt text').fill('An orange sky above moored boats');
  await dialog.getByLabel('Link when clicked').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save slide' }).click();
  await expect(dialog.getByText(/^A click-through URL must be a web address/)).toBeVisible();
  await dialog.getByLabel('Link when clicked').fill('https://example.com/prints');
  await dialog.getByRole('button', { name: 'Save slide' }).click();
  await expect(dialog.getByText('Slide saved.')).toBeVisible();

  await page.reload();
  dialog = await openGalleries(page);
  await dialog.getByRole('button', { name: `Open “${title}”` }).click();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  expect(await slideOrder(page)).toEqual(['Sunset over the harbour', after[1]]);
  await dialog.getByRole('button', { name: /^Slide 1\b/ }).click();
  await expect(dialog.getByLabel('Caption')).toHaveValue('Sunset over the harbour');
  await expect(dialog.getByLabel('Alt text')).toHaveValue('An orange sky above moored boats');
  await expect(dialog.getByLabel('Link when clicked')).toHaveValue('https://example.com/prints');
  await expect(dialog.getByLabel('The slide’s address')).toHaveValue(after[0]!);

  // The journey removes what it made: the gallery, then its images from the library.
  const mediaIds = await page.evaluate(async (name) => {
    const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const headers = { accept: 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' };
    const { galleries } = await (await fetch('/api/config/galleries', { headers })).json();
    const made = galleries.find((g: { title: string }) => g.title === name);
    const { gallery } = await (await fetch(`/api/config/galleries/${made.id}`, { headers })).json();
    return gallery.items.map((i: { mediaId: string }) => i.mediaId) as string[];
  }, title);
  await dialog.getByRole('button', { name: '← All galleries' }).click();
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: `Delete “${title}”` }).click();
  await expect(dialog.getByText(`Gallery “${title}” deleted.`)).toBeVisible();
  const statuses = await page.evaluate(async (ids) => {
    const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const answers = await Promise.all(
      ids.map((id) =>
        fetch(`/api/config/media/${id}`, {
          method: 'DELETE',
          headers: { 'x-crumb': crumb, 'x-folio-config': '1' },
        }),
      ),
    );
    return answers.map((a) => a.status);
  }, mediaIds);
  expect(statuses).toEqual([204, 204]);
});
