// Screenshots of issue 14's owner items (platform home, editor header, Image field) at 1440 and
// 390 px, for docs/screenshots/ (not part of npm test): node e2e/screenshots-owner.mjs [port]
// Starts nothing itself: run `npm start` (FOLIO_DEMO_PASSWORD set) first.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-123';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
const platform = `http://localhost:${port}`;
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const sizes = [
  [{ width: 1440, height: 900 }, 'desktop'],
  [{ width: 390, height: 844 }, 'phone'],
];

for (const [viewport, tag] of sizes) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${platform}/`);
  await page.screenshot({ path: `${out}platform-home-signed-out-${tag}.png`, fullPage: true });
  const signin = page.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Email').fill('owner@demo.test');
  await signin.getByLabel('Password').fill(password);
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your sites' }).waitFor();
  await page.getByLabel('Site title').fill('Pottery by the Sea');
  await page.getByLabel('Address').fill('No Spaces!');
  await page.getByRole('button', { name: 'Create site' }).click();
  // The browser's own message for the address (the pattern works in Chromium's v mode).
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}platform-home-${tag}.png`, fullPage: true });
  // Edit hands the session over: the editor opens signed in.
  await page.getByRole('button', { name: 'Edit Folio Demo' }).click();
  await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(800);
  // On phones Puck folds the header's actions under its menu button.
  if (tag === 'phone') await page.getByTitle(/menu/i).first().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}editor-header-owner-${tag}.png` });
  await page.close();
}

for (const [viewport, tag] of sizes) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${demo}/config/`);
  await page.getByLabel('Email').fill('viewer@demo.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(800);
  if (tag === 'phone') await page.getByTitle(/menu/i).first().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}editor-header-viewer-${tag}.png` });
  await page.close();
}

// The Image field: the editor at desktop width (at 390 px Puck shows no fields panel), then the
// Media picker it opens, at both widths.
{
  const page = await browser.newPage({ viewport: sizes[0][0] });
  await page.goto(`${demo}/config/`);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^About/ })
    .click();
  await page.frameLocator('iframe').getByRole('img').nth(1).click();
  const change = page.getByRole('button', { name: 'Change image' });
  await change.waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}image-field-desktop.png` });
  await change.click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  await dialog
    .getByRole('list', { name: 'Images' })
    .getByRole('button', { name: /^blue-hour\.jpg/ })
    .click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}image-field-picker-desktop.png` });
  await page.setViewportSize(sizes[1][0]);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}image-field-picker-phone.png` });
  await page.close();
}
await browser.close();
