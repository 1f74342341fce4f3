// Screenshots of issue 16's breakpoints and tokens slice (docs/decisions/031): a demo page with the
// mobile information bar at 1440, 1024, 768 and 390 px, and the page editor's canvas toolbar (device
// and zoom) — for docs/screenshots/, not part of npm test: node e2e/screenshots-ui-tokens.mjs [port]
// Starts nothing itself: run `npm start` (FOLIO_DEMO_PASSWORD set) first. Turns the bar on with the
// demo's business details, and puts the settings back afterwards.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-123';
const out = process.env.SHOTS_DIR ?? new URL('../docs/screenshots/', import.meta.url).pathname;
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const owner = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await owner.goto(`${demo}/config/settings`);
await owner.getByLabel('Email').fill('owner@demo.test');
await owner.getByLabel('Password').fill(password);
await owner.getByRole('button', { name: 'Sign in' }).click();
const settings = owner.getByRole('region', { name: 'Settings' });
const fields = {
  'settings-business-phone': '+44 1234 567 890',
  'settings-business-email': 'hello@demo.test',
  'settings-business-address': '12 Mill Yard, Riverside RS1 4AB',
  'settings-business-hours': 'Tuesday–Saturday 9:00–17:00',
};
const before = {};
for (const [id, value] of Object.entries(fields)) {
  const field = settings.locator(`#${id}`);
  before[id] = await field.inputValue();
  await field.fill(value);
}
await settings.getByLabel('Show the mobile information bar').check();
await owner.screenshot({ path: `${out}ui-info-bar-settings-1440.png` });
await settings.getByRole('button', { name: 'Save settings' }).click();
await settings.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();

const visitor = await browser.newPage();
for (const [width, height] of [
  [1440, 900],
  [1024, 1366],
  [768, 1024],
  [390, 844],
]) {
  await visitor.setViewportSize({ width, height });
  await visitor.goto(`${demo}/`);
  await visitor.screenshot({ path: `${out}ui-info-bar-${width}.png` });
}
await visitor.getByText('Hours', { exact: true }).click();
await visitor.screenshot({ path: `${out}ui-info-bar-hours-390.png` });

for (const [width, height, device, zoomIns, name] of [
  [1440, 900, 'Fit width', 0, 'ui-canvas-fit-1440'],
  [1440, 900, 'Fit width', 2, 'ui-canvas-zoom-1440'],
  [1440, 900, 'Phone', 0, 'ui-canvas-phone-1440'],
  [1440, 900, 'Desktop', 2, 'ui-canvas-desktop-zoom-1440'],
  [1024, 768, 'Tablet', 0, 'ui-canvas-tablet-1024'],
  [768, 1024, 'Fit width', 1, 'ui-canvas-zoom-768'],
  [390, 844, 'Phone', 0, 'ui-canvas-phone-390'],
]) {
  await owner.setViewportSize({ width, height });
  await owner.goto(`${demo}/config/pages`);
  await owner.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
  const preview = owner.getByRole('group', { name: 'Preview on' });
  await preview.getByRole('button', { name: device }).click();
  for (let i = 0; i < zoomIns; i++) await owner.getByRole('button', { name: 'Zoom in' }).click();
  await owner.waitForTimeout(500);
  await owner.screenshot({ path: `${out}${name}.png` });
  await preview.getByRole('button', { name: 'Fit width' }).click();
}

await owner.setViewportSize({ width: 1440, height: 900 });
await owner.goto(`${demo}/config/settings`);
for (const [id, value] of Object.entries(before)) await settings.locator(`#${id}`).fill(value);
await settings.getByLabel('Show the mobile information bar').uncheck();
await settings.getByRole('button', { name: 'Save settings' }).click();
await settings.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
await browser.close();
