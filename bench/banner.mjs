// Issue 18 part 1: the cookie banner's cost to a visitor, beside its budgets: the gzip bytes of its
// script (the island chunk) and its stylesheet (inline, only on pages that show it) against 5 KB,
// and Lighthouse's mobile score of the demo home with the banner on against 100. Run alone
// (`node bench/banner.mjs`, after `npm run build`; BANNER_LIGHTHOUSE=0 skips Lighthouse) or from
// npm run bench. Boots its own server (BANNER_BENCH_PORT, default 3623; a throwaway database).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';
import { lighthouseRows } from './lighthouse.mjs';

const PORT = Number(process.env.BANNER_BENCH_PORT ?? 3623);
const PASSWORD = 'bench-banner-password';
const BUDGET = 5 * 1024;
const root = new URL('..', import.meta.url).pathname;
const gz = (data) => gzipSync(data, { level: 9 }).length;

const assets = join(root, 'packages/site/dist/client/assets');
const island = readdirSync(assets).find((f) => /^cookie-banner-island-.*\.js$/.test(f));
const { COOKIE_BANNER_CSS } = await import(join(root, 'packages/site/dist/server/server.js'));
const jsBytes = island ? gz(readFileSync(join(assets, island))) : Number.NaN;
const cssBytes = gz(COOKIE_BANNER_CSS);
const rows = [
  [
    'cookie banner JS + CSS (gzip), only while it shows',
    `${(jsBytes + cssBytes).toLocaleString('en-US')} B (JS ${jsBytes} B, CSS ${cssBytes} B)`,
    'budget ≤ 5 KB',
    jsBytes + cssBytes <= BUDGET,
  ],
];

const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-banner-'));
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
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  await page.goto(`http://demo.localhost:${PORT}/config/`);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Pages' }).waitFor();
  // fetch() may not set Host; the demo site is found by it.
  const homeBytes = () =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: PORT, path: '/', headers: { host: `demo.localhost:${PORT}` } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(gz(Buffer.concat(chunks))));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const before = await homeBytes();
  const lighthouse = process.env.BANNER_LIGHTHOUSE !== '0';
  const baseline = lighthouse
    ? (await lighthouseRows({ port: PORT, host: `demo.localhost:${PORT}`, paths: ['/'] }))[0][1]
    : null;
  // The banner on, with the spec's defaults (a dark bar at the bottom, Accept as an icon).
  await page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const headers = {
      'content-type': 'application/json',
      'x-crumb': decodeURIComponent(crumb),
      'x-folio-config': '1',
    };
    const view = await (await fetch('/api/config/site-settings', { headers })).json();
    const { logo: _l, favicon: _f, canChangeDeveloperMode: _c, canManageDomains: _d, ...body } = view;
    body.cookieBanner = { ...body.cookieBanner, isCookieBannerEnabled: true };
    const saved = await fetch('/api/config/site-settings', {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
    if (saved.status !== 200) throw new Error(`site settings: ${saved.status}`);
  });
  await browser.close();
  rows.push([
    'demo home HTML the banner adds (gzip, CSS included)',
    `${((await homeBytes()) - before).toLocaleString('en-US')} B`,
    '(in the 5 KB above)',
    null,
  ]);
  if (lighthouse) {
    rows.push([
      'Lighthouse mobile performance, demo home, banner off (same run)',
      baseline,
      '(for comparison)',
      null,
    ]);
    const [row] = await lighthouseRows({ port: PORT, host: `demo.localhost:${PORT}`, paths: ['/'] });
    const score = Number.parseInt(String(row[1]), 10);
    rows.push([
      'Lighthouse mobile performance, demo home with the cookie banner',
      row[1],
      'target 100',
      Number.isNaN(score) ? null : score >= 100,
    ]);
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
console.log(
  '\nCookie banner (issue 18 part 1): bytes a visitor loads while it shows, and Lighthouse mobile.\n',
);
console.log(`${line(['figure', 'measured', 'target'])} | result`);
console.log(`${widths.map((w) => '-'.repeat(w)).join('-|-')}-|-------`);
for (const r of rows) console.log(`${line(r.slice(0, 3))} | ${r[3] === null ? '' : r[3] ? 'PASS' : 'FAIL'}`);
