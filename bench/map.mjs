// Issue 19 (docs/decisions/052): what the Map block costs a visitor. The gzip bytes of its chunks
// (the island every page with a map loads, Leaflet with its stylesheet and the Google loader, each
// only when the map is scrolled near), and the JavaScript of a published page with a map below the
// fold before and after the visitor scrolls to it, against the issue's budget (a page with a map:
// ≤ 30 KB gzip before the map scrolls into view). The page is measured with the site's popup overlay
// and announcement bar on, as the issue's budget names them ("a page with a map, a popup and an
// announcement bar"), with its Lighthouse mobile score (≥ 99), and a page with none of them (/about)
// is checked to load none of their code. Run alone (`node bench/map.mjs`, after
// `npm run build`) or from npm run bench. Boots its own server (MAP_BENCH_PORT, default 3627; a
// throwaway database); tiles are answered by the bench (no network).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';
import { lighthouseMobileScore } from './lighthouse.mjs';

const PORT = Number(process.env.MAP_BENCH_PORT ?? 3627);
const PASSWORD = 'bench-map-password';
const BEFORE_SCROLL_BUDGET = 30 * 1024;
const LIGHTHOUSE_TARGET = 99;
/** Runs of Lighthouse on the page; the median score is reported (scores vary run to run). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** What a page with a map, the popup and the bar loads that a page with none of them must not. */
const WIDGET_CODE = /\/(island-Map|leaflet-map|google-map|popup-overlay|announcement-bar)[-.]/;
const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'packages/site/dist/client');
const gz = (data) => gzipSync(data, { level: 9 }).length;
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const builtBytes = (key) =>
  manifest[key] ? gz(readFileSync(join(clientDir, manifest[key].file))) : Number.NaN;
/** A chunk with the chunks it imports that the island does not already bring. */
const withImports = (key, known = new Set(['src/blocks/Map/island.ts'])) => {
  let bytes = builtBytes(key);
  for (const dep of manifest[key]?.imports ?? [])
    if (!known.has(dep) && dep.startsWith('_marker')) bytes += builtBytes(dep);
  return bytes;
};
const kb = (bytes) => `${bytes.toLocaleString('en-US')} B`;

const islandBytes = builtBytes('src/blocks/Map/island.ts');
const leafletBytes = withImports('src/blocks/Map/leaflet-map.ts');
const googleBytes = withImports('src/blocks/Map/google-map.ts');
const rows = [
  [
    'Map island chunk (gzip), on every page with a map',
    kb(islandBytes),
    'small, no Leaflet',
    islandBytes < 3072,
  ],
  [
    'Leaflet map chunk with its CSS (gzip), when scrolled near',
    kb(leafletBytes),
    'loaded only near the map',
    null,
  ],
  [
    'Google Maps loader chunk (gzip), when near (a site with a key)',
    kb(googleBytes),
    'plus Google’s own script',
    null,
  ],
];

const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-map-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    FOLIO_DATA_DIR: dataDir,
    FOLIO_DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    MAP_TILE_URL: `http://127.0.0.1:${PORT}/tiles/{z}/{x}/{y}.png`,
  },
});
try {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const site = `http://demo.localhost:${PORT}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const owner = await browser.newPage();
    await owner.goto(`${site}/config/`);
    await owner.getByLabel('Email').fill('owner@demo.test');
    await owner.getByLabel('Password').fill(PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.getByRole('navigation', { name: 'Pages' }).waitFor();
    const made = await owner.evaluate(async () => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'content-type': 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' };
      const page = await (
        await fetch('/api/config/pages', {
          method: 'POST',
          headers,
          body: JSON.stringify({ title: 'Find us', slug: 'find-us' }),
        })
      ).json();
      const spacer = (id) => ({ type: 'Spacer', props: { id, height: 400 } });
      const data = {
        root: { props: { title: 'Find us' } },
        content: [
          { type: 'Heading', props: { id: 'h', text: 'Find us', level: 'h1', align: 'left' } },
          spacer('a'),
          spacer('b'),
          spacer('c'),
          {
            type: 'Map',
            props: { id: 'm', location: { mapLat: 52.52, mapLng: 13.405, addressTitle: 'Studio' }, style: 2 },
          },
        ],
      };
      const published = await fetch(`/api/config/pages/${page.page.id}/publish`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data }),
      });
      if (published.status !== 200) return `publishing the bench page answered ${published.status}`;
      // The site's popup (after 2 s: its code loads with the page, before the map is near) and bar.
      const popup = await (await fetch('/api/config/popup-overlay', { headers })).json();
      const { image: _image, ...popupBody } = popup;
      const popupSaved = await fetch('/api/config/popup-overlay', {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          ...popupBody,
          enabled: true,
          heading: 'Stay in the loop',
          text: 'One letter a month from the studio.',
          trigger: 'DELAY',
          delaySeconds: 2,
        }),
      });
      if (popupSaved.status !== 200) return `the popup answered ${popupSaved.status}`;
      const barSaved = await fetch('/api/config/announcement-bar', {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          enabled: true,
          text: 'Open studio on Saturday',
          linkLabel: 'Find us',
          linkUrl: '/find-us',
        }),
      });
      return barSaved.status === 200 ? 'ok' : `the announcement bar answered ${barSaved.status}`;
    });
    if (made !== 'ok') throw new Error(made);

    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await context.route('**/tiles/**', (route) =>
      route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
          'base64',
        ),
      }),
    );
    const visitor = await context.newPage();
    const scripts = new Set();
    visitor.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/_site/assets/') && url.pathname.endsWith('.js'))
        scripts.add(url.pathname);
    });
    const jsBytes = () =>
      [...scripts].reduce(
        (sum, path) => sum + gz(readFileSync(join(clientDir, path.replace('/_site/', '')))),
        0,
      );
    await visitor.goto(`${site}/find-us`, { waitUntil: 'load' });
    await visitor.locator('[data-announcement-bar]').first().waitFor({ timeout: 10_000 });
    await visitor.getByRole('dialog').waitFor({ timeout: 10_000 });
    await visitor.waitForTimeout(500);
    const before = jsBytes();
    const hadLeaflet = [...scripts].some((p) => /leaflet-map-/.test(p));
    rows.push([
      'JS of a page with a map, the popup and the bar, before the map is near (gzip)',
      kb(before),
      'budget ≤ 30 KB (30,720 B), no Leaflet',
      before <= BEFORE_SCROLL_BUDGET && !hadLeaflet,
    ]);
    await visitor.keyboard.press('Escape');
    await visitor.locator('[data-map]').scrollIntoViewIfNeeded();
    await visitor.locator('[data-map][data-state="loaded"]').waitFor({ timeout: 30_000 });
    const after = jsBytes();
    rows.push(['JS of the same page once the map is drawn (gzip)', kb(after), 'Leaflet loaded now', null]);

    // Lighthouse's mobile score of that page, the popup and the bar still on (median of the runs).
    const scores = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      scores.push((await lighthouseMobileScore(`${site}/find-us`)).score);
    const median = [...scores].sort((a, b) => a - b)[Math.floor((scores.length - 1) / 2)];
    rows.push([
      'Lighthouse mobile, the page with a map, the popup and the bar',
      `${median}${scores.length > 1 ? ` (median of ${scores.join(', ')})` : ''}`,
      `≥ ${LIGHTHOUSE_TARGET}`,
      median >= LIGHTHOUSE_TARGET,
    ]);

    // A page with none of them: the bar and the popup are the site's, so they are turned off first.
    const off = await owner.evaluate(async () => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'content-type': 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' };
      const { image: _image, ...popup } = await (
        await fetch('/api/config/popup-overlay', { headers })
      ).json();
      const a = await fetch('/api/config/popup-overlay', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...popup, enabled: false }),
      });
      const b = await fetch('/api/config/announcement-bar', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ enabled: false, text: '', linkLabel: '', linkUrl: '' }),
      });
      return [a.status, b.status].join(' ');
    });
    if (off !== '200 200') throw new Error(`turning the popup and bar off answered ${off}`);
    const plain = await context.newPage();
    const plainScripts = [];
    plain.on('request', (r) => {
      if (r.resourceType() === 'script') plainScripts.push(new URL(r.url()).pathname);
    });
    await plain.goto(`${site}/about`, { waitUntil: 'networkidle' });
    const widgetCode = plainScripts.filter((path) => WIDGET_CODE.test(path));
    rows.push([
      'a page with none of them (/about): their scripts requested',
      widgetCode.length ? widgetCode.join(', ') : 'none',
      'none',
      widgetCode.length === 0,
    ]);
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const widths = [0, 1, 2].map((i) =>
  Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'measured', 'target'][i].length),
);
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
console.log('\nThe Map block (issue 19, decision 052): what a visitor loads for a map, and when.\n');
console.log(`${line(['figure', 'measured', 'target'])} | result`);
console.log(`${widths.map((w) => '-'.repeat(w)).join('-|-')}-|-------`);
for (const r of rows) console.log(`${line(r.slice(0, 3))} | ${r[3] === null ? '' : r[3] ? 'PASS' : 'FAIL'}`);
