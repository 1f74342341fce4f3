// Screenshots of issue 17's search page and Revisions dialog at 1440 and 390 px, for
// docs/screenshots/ (not part of npm test): node e2e/screenshots-search.mjs [port]
// Starts nothing itself: run `npm start` (FOLIO_DEMO_PASSWORD set) first. Saves the About page
// twice while it works and publishes nothing.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-123';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const sizes = [
  [{ width: 1440, height: 900 }, 'desktop'],
  [{ width: 390, height: 844 }, 'phone'],
];

for (const [viewport, tag] of sizes) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${demo}/search?q=quiet+rooms`);
  await page.screenshot({ path: `${out}search-results-${tag}.png`, fullPage: true });
  await page.goto(`${demo}/search?q=xylophonic`);
  await page.screenshot({ path: `${out}search-no-results-${tag}.png`, fullPage: true });
  await page.close();
}

const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${demo}/config/`);
await page.getByLabel('Email').fill('owner@demo.test');
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page
  .getByRole('navigation', { name: 'Pages' })
  .getByRole('button', { name: /^About/ })
  .click();
const frame = page.frameLocator('iframe');
for (const words of ['A studio of five, since 2014', 'A studio of four, since 2014']) {
  await frame.getByRole('heading', { level: 1 }).click();
  await page.getByRole('textbox', { name: 'Text' }).fill(words);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('banner').getByRole('status').getByText('Draft saved').waitFor();
  await page.waitForTimeout(300);
}
for (const [viewport, tag] of sizes) {
  await page.setViewportSize(viewport);
  // Under Puck's breakpoint the header's actions sit behind its menu bar toggle.
  if (!(await page.getByRole('button', { name: 'Revisions' }).isVisible()))
    await page.getByRole('button', { name: 'Toggle menu bar' }).click();
  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('button', { name: /^Preview/ })
    .nth(1)
    .click();
  await dialog.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}revisions-dialog-${tag}.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
}
await browser.close();
