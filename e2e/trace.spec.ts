// Issue 18, decision 042 (DATA-042..044, TRACK-043): a visitor's page whose performance settings
// call fails sends the warning as a trace item by beacon as the page goes (pagehide), and the owner
// finds it on the "Site errors" screen under "Analytics and performance warnings". Nothing to put
// back: the journey only adds a trace item (kept for the retention period).
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test('DATA-042 DATA-044 TRACK-043 a failed settings call reaches the owner as a trace item', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  // This page load is sampled (the hook draws below the site's rate), and the settings call fails.
  await page.addInitScript(() => {
    Math.random = () => 0.001;
  });
  await page.route('**/api/1/performance/settings', (route) => route.fulfill({ status: 500, body: '{}' }));
  const marker = `trace-journey-${Date.now()}`;
  const settings = page.waitForResponse((r) => r.url().includes('/api/1/performance/settings'));
  const sink = page.waitForResponse((r) => /\/assets\/trace-warnings-/.test(r.url()));
  await page.goto(`${DEMO_URL}/about?from=${marker}`, { waitUntil: 'load' });
  expect((await settings).status()).toBe(500);
  // The sink's chunk comes with the first warning only.
  await sink;
  const traced = page.waitForRequest((r) => r.url().includes('/api/events/Trace'));
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  const request = await traced;
  expect(request.method()).toBe('POST');
  expect(request.resourceType()).toBe('ping');
  expect(new URL(request.url()).searchParams.get('crumb')).toMatch(/^[\w-]{16}\.[\w-]{22}$/);
  expect(JSON.parse(request.postData() ?? '{}')).toEqual({
    data: [
      {
        pageUrl: `${DEMO_URL}/about?from=${marker}`,
        type: 'performance-warning',
        data: { message: 'XHR request DONE with unexpected status', status: 500 },
      },
    ],
  });
  await visitor.close();

  const owner = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${DEMO_URL}/config/`);
  await ownerPage.getByLabel('Email').fill(OWNER_EMAIL);
  await ownerPage.getByLabel('Password').fill(DEMO_PASSWORD);
  await ownerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(ownerPage.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await ownerPage
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Site errors' })
    .click();
  const screen = ownerPage.getByRole('region', { name: 'Site errors' });
  const warnings = screen.getByRole('region', { name: 'Analytics and performance warnings' });
  // The beacon is stored as the page goes; the screen reads what is stored when it opens.
  await expect(async () => {
    await ownerPage.reload();
    await expect(
      ownerPage.getByRole('region', { name: 'Analytics and performance warnings' }).getByText(marker),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const item = warnings.getByRole('listitem').filter({ hasText: marker }).first();
  await expect(item.getByText('XHR request DONE with unexpected status')).toBeVisible();
  await expect(item.getByText('Performance measurement', { exact: false })).toBeVisible();
  await expect(item.getByText('status 500')).toBeVisible();
  expect(await axeViolations(ownerPage)).toEqual([]);
  if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/site-errors-trace-1440.png` });
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(ownerPage)).toEqual([]);
  if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/site-errors-trace-390.png`, fullPage: true });
  await owner.close();
});
