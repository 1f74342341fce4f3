// Issue 16 (docs/decisions/029): the page editor's canvas shows a Text block as the published page
// does (the sanitised HTML), without TipTap; the rich-text editor (TipTap) loads when the owner opens
// a text's fields, and what they type there shows in the canvas at once. Nothing is saved: the
// demo home page stays as it was for later journeys.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

const DEMO_TEXT = 'Folio Demo is a small interiors studio.';

test('issue 16: the canvas shows rich text without TipTap, which loads when the owner edits a text', async ({
  page,
}) => {
  // Puck's rich-text chunks (its Editor and its TipTap renderer) keep Puck's own file names.
  const richTextScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/(Editor|Render)-[A-Z0-9]{8}-/.test(request.url()))
      richTextScripts.push(request.url());
  });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const preview = page.frameLocator('#preview-frame');
  const paragraph = preview.getByText(DEMO_TEXT, { exact: false });
  await expect(paragraph).toBeVisible();
  // The Text block is the published page's markup: its paragraph straight inside the block's column.
  await expect(paragraph).toHaveJSProperty('tagName', 'P');
  // No rich-text editor anywhere yet: neither in the canvas (no TipTap wrapper either) nor in the
  // fields panel, and none of its code loaded.
  await expect(page.locator('.ProseMirror')).toHaveCount(0);
  await expect(preview.locator('.ProseMirror, .rich-text, [contenteditable="true"]')).toHaveCount(0);
  expect(richTextScripts).toEqual([]);

  // Choosing the text opens its fields: the rich-text editor loads there, with the block's text.
  await paragraph.click();
  const editor = page.locator('[class*="Sidebar--right"] .ProseMirror');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText(DEMO_TEXT);
  expect(richTextScripts.some((url) => url.includes('/Editor-'))).toBe(true);

  // What the owner types shows in the canvas, bold included.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  const words = `A quiet studio ${Date.now()}`;
  await page.keyboard.type(words);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(preview.locator('p strong', { hasText: words })).toBeVisible();
  await expect(preview.getByText(DEMO_TEXT, { exact: false })).toHaveCount(0);
});
