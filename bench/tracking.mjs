// Issue 18 part 2: what visitor tracking costs a visitor, beside its budgets: the gzip bytes of
// everything a browser loads for it (the tracking chunk, loaded after the load event, and the
// consent API inside the runtime, measured as its own bundle) against 3 KB; that the chunk is
// fetched only after the page's load event and sends its calls by beacon; and Lighthouse's mobile
// score of the demo home against 100. Run alone (`node bench/tracking.mjs`, after `npm run build`;
// TRACKING_LIGHTHOUSE=0 skips Lighthouse) or from npm run bench. Boots its own server
// (TRACKING_BENCH_PORT, default 3625; a throwaway database).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';
import { lighthouseRows } from './lighthouse.mjs';

const PORT = Number(process.env.TRACKING_BENCH_PORT ?? 3625);
const BUDGET = 3 * 1024;
// apps/server/src/config.ts's defaults (PERFORMANCE_SAMPLE_RATE, PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR).
const DEFAULT_SAMPLE_RATE = 0.1;
const SMALL_SITE_LOADS = Number(process.env.PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR ?? 50);
const root = new URL('..', import.meta.url).pathname;
const gz = (data) => gzipSync(data, { level: 9 }).length;

const manifest = JSON.parse(
  readFileSync(join(root, 'packages/site/dist/client/.vite/manifest.json'), 'utf8'),
);
const builtBytes = (key) =>
  manifest[key] ? gz(readFileSync(join(root, 'packages/site/dist/client', manifest[key].file))) : Number.NaN;
const chunkBytes = builtBytes('src/runtime/tracking.ts');
/** esbuild, minified, every dynamic import left out (each is a chunk of its own in the real build). */
const bundle = async (options) => {
  const result = await build({
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
    plugins: [
      {
        name: 'lazy-chunks',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
    ...options,
  });
  return gz(result.outputFiles[0].contents);
};
// The consent API is part of the always-on runtime; bundled alone (minified, the banner's own
// chunk left out) it is an upper bound of what it adds there. The banner chunk stores the choice
// with @folio/core/cookie-consent's rules, and the real build keeps those in the runtime (the module
// is the runtime's): they are bundled with it here, read from the banner's import.
const consentPath = join(root, 'packages/site/src/runtime/consent.ts');
const islandSource = readFileSync(
  join(root, 'packages/site/src/cookie-banner/cookie-banner-island.ts'),
  'utf8',
);
const bannerRules = (/import \{([^}]*)\} from '@folio\/core\/cookie-consent'/.exec(islandSource)?.[1] ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name && !name.startsWith('type '));
const consentBytes = await bundle({
  stdin: {
    contents: `export * from ${JSON.stringify(consentPath)};\nexport { ${bannerRules.join(', ')} } from '@folio/core/cookie-consent';`,
    resolveDir: dirname(consentPath),
    sourcefile: 'consent-measured.ts',
    loader: 'ts',
  },
});
// Decision 043: the performance hook (the sample draw and the chunk's import) is in the runtime
// every page loads: the runtime built with it, less the runtime built without the lines between
// its markers in islands/client.ts.
const clientPath = join(root, 'packages/site/src/islands/client.ts');
const clientSource = readFileSync(clientPath, 'utf8');
const runtimeOf = (contents) =>
  bundle({ stdin: { contents, loader: 'ts', resolveDir: dirname(clientPath), sourcefile: 'client.ts' } });
const hookPattern = /\/\/ performance-hook:start[\s\S]*?\/\/ performance-hook:end/;
if (!hookPattern.test(clientSource)) throw new Error('islands/client.ts lost its performance-hook markers');
const hookBytes = (await runtimeOf(clientSource)) - (await runtimeOf(clientSource.replace(hookPattern, '')));
const total = chunkBytes + consentBytes + hookBytes;
// Decision 043: a page load the draw samples fetches, after load, the performance chunk and, when
// the settings answer says it measures, the web-vitals chunk.
const perfKey = 'src/runtime/performance.ts';
const vitalsKey = (manifest[perfKey]?.dynamicImports ?? []).find((key) => /vitals/.test(key));
const sampledBytes = builtBytes(perfKey) + (vitalsKey ? builtBytes(vitalsKey) : Number.NaN);
const sampleRate = Number(process.env.PERFORMANCE_SAMPLE_RATE ?? DEFAULT_SAMPLE_RATE);
// Decision 042: site and events-service events are a chunk of their own, loaded only by a page that
// sends one (add to cart, a sign-up…), so a page without one loads none of it.
const eventsBytes = builtBytes('src/runtime/analytics-events.ts');
const rows = [
  [
    'tracking JS every page loads (gzip): chunk + consent API + performance hook',
    `${total.toLocaleString('en-US')} B (chunk ${chunkBytes} B, consent ${consentBytes} B, hook ${hookBytes} B)`,
    'budget ≤ 3 KB (3,072 B)',
    total <= BUDGET,
  ],
  [
    'extra JS of a sampled page load (gzip), after load: performance chunk + web-vitals',
    `+${sampledBytes.toLocaleString('en-US')} B (${(total + sampledBytes).toLocaleString('en-US')} B in all) on ${sampleRate * 100} % of a big site's loads`,
    `rate ${sampleRate}; every load while the site has < ${SMALL_SITE_LOADS} measured this hour`,
    null,
  ],
  [
    'events chunk (gzip), only on a page that sends an event',
    `${eventsBytes.toLocaleString('en-US')} B`,
    'not loaded without an event',
    null,
  ],
];

const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-tracking-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    FOLIO_DATA_DIR: dataDir,
    FOLIO_DEMO_PASSWORD: 'bench-tracking-password',
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
  try {
    const page = await browser.newPage();
    const seen = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (
        /\/assets\/(tracking|analytics-events)-/.test(url.pathname) ||
        /^\/api\/(track|census|v1|events)\//.test(url.pathname)
      )
        seen.push({ path: url.pathname, type: r.resourceType(), at: Date.now() });
    });
    await page.goto(`http://demo.localhost:${PORT}/?utm_source=bench`, { timeout: 30_000 });
    const loadedAt = Date.now();
    await page.waitForTimeout(1500);
    const chunkRequest = seen.find((s) => s.path.includes('/assets/tracking-'));
    // Decision 042: the Form block's form-render goes through this collector too.
    const calls = seen.filter((s) => /^\/api\/(track\/Track|census\/)/.test(s.path));
    rows.push([
      'tracking chunk fetched after the load event',
      chunkRequest ? `${chunkRequest.at >= loadedAt - 50 ? 'after' : 'BEFORE'} load` : 'not fetched',
      'after load',
      chunkRequest ? chunkRequest.at >= loadedAt - 50 : false,
    ]);
    rows.push([
      'events chunk fetched on the demo home (no event sent)',
      seen.some((s) => s.path.includes('/assets/analytics-events-')) ? 'fetched' : 'not fetched',
      'not fetched',
      !seen.some((s) => s.path.includes('/assets/analytics-events-')),
    ]);
    rows.push([
      'tracking calls of a first visit to the demo home',
      calls.map((c) => `${c.path} (${c.type})`).join(', ') || 'none',
      'by beacon',
      calls.length > 0 && calls.every((c) => c.type === 'ping'),
    ]);
  } finally {
    await browser.close();
  }
  if (process.env.TRACKING_LIGHTHOUSE !== '0') {
    const [row] = await lighthouseRows({ port: PORT, host: `demo.localhost:${PORT}`, paths: ['/'] });
    const score = Number.parseInt(String(row[1]), 10);
    rows.push([
      'Lighthouse mobile performance, demo home with tracking',
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

// Issue 18 part 3: ingestion on PostgreSQL, one server process and FOLIO_WORKERS processes
// (bench/tracking-ingestion.mjs; not measured without TEST_DATABASE_URL or BENCH_DATABASE_URL).
rows.push(...(await (await import('./tracking-ingestion.mjs')).ingestionRows()));

const widths = [0, 1, 2].map((i) =>
  Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'measured', 'target'][i].length),
);
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
console.log(
  '\nVisitor tracking (issue 18 part 2): bytes a visitor loads for it, how it sends, Lighthouse.\n',
);
console.log(`${line(['figure', 'measured', 'target'])} | result`);
console.log(`${widths.map((w) => '-'.repeat(w)).join('-|-')}-|-------`);
for (const r of rows) console.log(`${line(r.slice(0, 3))} | ${r[3] === null ? '' : r[3] ? 'PASS' : 'FAIL'}`);
