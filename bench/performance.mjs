// Issue 18 (TRACK-042..052, decision 043): what performance telemetry costs a visitor. The gzip bytes
// of the performance chunk and of web-vitals (both loaded only on sampled page loads, after the load
// event), that they are fetched after load and the records go by beacon, and Lighthouse's mobile
// score of the demo home with every page load measured (PERFORMANCE_SAMPLE_RATE=1; the default is 0.1,
// and 1 while a site has fewer than 50 measured page loads this hour).
// Run alone (`node bench/performance.mjs`, after `npm run build`; PERFORMANCE_LIGHTHOUSE=0 skips
// Lighthouse) or from npm run bench. Boots its own server (PERFORMANCE_BENCH_PORT, default 3627; a
// throwaway database).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';
import { lighthouseRows } from './lighthouse.mjs';

const PORT = Number(process.env.PERFORMANCE_BENCH_PORT ?? 3627);
const root = new URL('..', import.meta.url).pathname;
const client = join(root, 'packages/site/dist/client/');
const gz = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
const perf = manifest['src/runtime/performance.ts'];
const vitalsKey = (perf?.dynamicImports ?? []).find((key) => key.includes('web-vitals'));
const perfBytes = perf ? gz(perf.file) : Number.NaN;
const vitalsBytes = vitalsKey ? gz(manifest[vitalsKey].file) : Number.NaN;

const rows = [
  ['performance chunk (gzip), sampled page loads only', `${perfBytes.toLocaleString('en-US')} B`, '', null],
  [
    'web-vitals chunk (gzip), only when the settings answer samples',
    `${vitalsBytes.toLocaleString('en-US')} B`,
    '',
    null,
  ],
  [
    'performance JS of a sampled page load (gzip)',
    `${(perfBytes + vitalsBytes).toLocaleString('en-US')} B`,
    'after load; not in the 3 KB every page loads (decision 043)',
    null,
  ],
];

const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-performance-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    FOLIO_DATA_DIR: dataDir,
    FOLIO_DEMO_PASSWORD: 'bench-performance-password',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PERFORMANCE_SAMPLE_RATE: '1',
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
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const seen = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (
        /\/assets\/(performance|web-vitals)-/.test(url.pathname) ||
        url.pathname.startsWith('/api/1/performance/')
      )
        seen.push({ path: url.pathname, type: r.resourceType(), at: Date.now() });
    });
    const vitals = page.waitForResponse((r) => /\/assets\/web-vitals-/.test(r.url()), { timeout: 15_000 });
    await page.goto(`http://demo.localhost:${PORT}/`, { timeout: 30_000 });
    const loadedAt = Date.now();
    await vitals.catch(() => undefined);
    await page.waitForTimeout(500);
    const records = page.waitForRequest((r) => r.url().includes('/api/1/performance/records'), {
      timeout: 5_000,
    });
    // Headless Chromium never hides a page: the document says it is hidden and fires the event.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const sent = await records.catch(() => null);
    const chunks = seen.filter((s) => s.path.includes('/assets/'));
    const isAfterLoad = chunks.length === 2 && chunks.every((c) => c.at >= loadedAt - 50);
    rows.push([
      'performance and web-vitals chunks fetched after the load event',
      chunks.length === 2 ? (isAfterLoad ? 'after load' : 'BEFORE load') : `${chunks.length} of 2 fetched`,
      'after load',
      isAfterLoad,
    ]);
    const metrics = sent ? JSON.parse(sent.postData() ?? '{}').records?.map((r) => r.metric) : [];
    rows.push([
      'records of a hidden page',
      sent ? `${sent.resourceType()}: ${metrics.join(', ')}` : 'none sent',
      'by beacon, LCP and CLS among them',
      sent?.resourceType() === 'ping' && metrics.includes('LCP') && metrics.includes('CLS'),
    ]);
  } finally {
    await browser.close();
  }
  if (process.env.PERFORMANCE_LIGHTHOUSE !== '0') {
    const [row] = await lighthouseRows({ port: PORT, host: `demo.localhost:${PORT}`, paths: ['/'] });
    const score = Number.parseInt(String(row[1]), 10);
    rows.push([
      'Lighthouse mobile performance, demo home, every load measured',
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
  '\nPerformance telemetry (issue 18, decision 043): bytes of a sampled page load, how it sends, Lighthouse.\n',
);
console.log(`${line(['figure', 'measured', 'target'])} | result`);
console.log(`${widths.map((w) => '-'.repeat(w)).join('-|-')}-|-------`);
for (const r of rows) console.log(`${line(r.slice(0, 3))} | ${r[3] === null ? '' : r[3] ? 'PASS' : 'FAIL'}`);
