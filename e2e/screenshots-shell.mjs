// Screenshots of the config area's shell (issue 16 part 1) at 1440, 768 and 390 px, the drawer
// closed and open, for docs/screenshots/ (not part of npm test): node e2e/screenshots-shell.mjs [port]
// Starts nothing itself: run `npm start` (FOLIO_DEMO_PASSWORD set) first.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-123';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.goto(`${demo}/config/`);
await page.getByLabel('Email').fill('owner@demo.test');
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation', { name: 'Config area' }).waitFor();

const shots = [
  [1440, 900, '/pages', 'config-shell-pages-1440', false],
  [1440, 900, '/store', 'config-shell-store-1440', false],
  [1024, 768, '/pages', 'config-shell-pages-1024', false],
  [768, 1024, '/forms', 'config-shell-forms-768', false],
  [768, 1024, '/forms', 'config-shell-drawer-768', true],
  [390, 844, '/store', 'config-shell-store-390', false],
  [390, 844, '/store', 'config-shell-drawer-390', true],
  [390, 844, '/pages', 'config-shell-pages-390', false],
];
for (const [width, height, path, name, isDrawerOpen] of shots) {
  await page.setViewportSize({ width, height });
  await page.goto(`${demo}/config${path}`);
  if (path === '/pages') await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
  if (path === '/store') await page.getByRole('tab', { name: 'Products' }).waitFor();
  await page.waitForTimeout(600);
  if (isDrawerOpen) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.waitForTimeout(200);
  }
  await page.screenshot({ path: `${out}${name}.png` });
  console.log(`${name}.png`);
}
await browser.close();
