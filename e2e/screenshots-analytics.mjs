// Screenshots of the config area's Analytics screen (issue 18 part 4) at 1440, 768 and 390 px:
//   node e2e/screenshots-analytics.mjs <port> <out-dir>
// Starts nothing itself: run e2e/analytics-sample-server.ts first (60 days of made-up visits).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const out = `${process.argv[3] ?? '/tmp/analytics-shots'}/`;
mkdirSync(out, { recursive: true });
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-e2e';
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// The screen scrolls inside the shell: a tall window shows all of it in one picture.
const sizes = [
  [{ width: 1440, height: 900 }, '1440'],
  [{ width: 1440, height: 3000 }, '1440-all'],
  [{ width: 768, height: 1024 }, '768'],
  [{ width: 768, height: 4200 }, '768-all'],
  [{ width: 390, height: 844 }, '390'],
  [{ width: 390, height: 7000 }, '390-all'],
];

/**
 * The events and performance reads belong to other slices of issue 18: made-up answers of their
 * documented shapes fill those panels for the pictures (the sample server has no such events).
 */
const samples = {
  events: {
    days: [],
    top: [
      { event: 'button-render', objectId: 'home-cta', label: 'Meet the studio', count: 812 },
      { event: 'button-click', objectId: 'home-cta', label: 'Meet the studio', count: 97 },
      { event: 'button-render', objectId: 'about-cta', label: 'Book a consultation', count: 301 },
      { event: 'button-click', objectId: 'about-cta', label: 'Book a consultation', count: 22 },
      { event: 'quick-view', objectId: 'p1', label: 'Linen Studio Apron', count: 143 },
      { event: 'add-to-cart', objectId: 'p1', label: 'Linen Studio Apron', count: 31 },
      { event: 'quick-view', objectId: 'p2', label: 'Room Planning Guide', count: 88 },
      { event: 'add-to-cart', objectId: 'p2', label: 'Room Planning Guide', count: 12 },
    ],
  },
  performance: {
    pages: [
      {
        path: '/',
        samples: 412,
        lcp: { p75: 1840, band: 'good' },
        inp: { p75: 96, band: 'good' },
        cls: { p75: 0.02, band: 'good' },
      },
      {
        path: '/shop',
        samples: 236,
        lcp: { p75: 2910, band: 'needs-improvement' },
        inp: { p75: 180, band: 'good' },
        cls: { p75: 0.14, band: 'needs-improvement' },
      },
      {
        path: '/about',
        samples: 120,
        lcp: { p75: 4420, band: 'poor' },
        inp: { p75: null, band: null },
        cls: { p75: 0.01, band: 'good' },
      },
    ],
    overall: {
      samples: 768,
      lcp: { p75: 2310, band: 'good' },
      inp: { p75: 140, band: 'good' },
      cls: { p75: 0.06, band: 'good' },
    },
  },
};

for (const [viewport, tag] of sizes) {
  const page = await browser.newPage({ viewport });
  for (const [name, body] of Object.entries(samples))
    await page.route(`**/api/config/analytics/${name}?*`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
    );
  await page.goto(`${demo}/config/`);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Password').waitFor({ state: 'detached' });
  await page.goto(`${demo}/config/analytics`);
  await page.getByRole('heading', { name: 'Top pages' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}analytics-${tag}.png` });
  // A tall picture in parts, each small enough to look at.
  if (viewport.height > 1200)
    for (let y = 0, part = 1; y < viewport.height; y += 1400, part++)
      await page.screenshot({
        path: `${out}analytics-${tag}-part${part}.png`,
        clip: { x: 0, y, width: viewport.width, height: Math.min(1400, viewport.height - y) },
      });
  await page.close();
}
await browser.close();
process.stdout.write(`screenshots in ${out}\n`);
