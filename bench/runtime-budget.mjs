// The published site's JavaScript budgets (issue 19, decision 057), as rows of `npm run bench`:
// every script a visitor's Chromium downloads for a page, gzip -9 each, in three parts: the
// visitor-tracking collector (its own budget, decisions 037/043), the performance chunks of a
// sampled page load (their own budget, decision 043: on the demo, a small site, every load is
// sampled), and the rest, the page's own budget: a static page ≤ 5 KB, the demo home ≤ 15 KB.
// `node bench/runtime-budget.mjs` measures alone (a demo server of its own on BENCH_PORT, 3593).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';

export const STATIC_PAGE_BUDGET = 5 * 1024;
export const HOME_BUDGET = 15 * 1024;

/** Which part of the budgets a script's file belongs to, by the chunk's name. */
export function scriptPart(fileName) {
  if (/^tracking-[\w-]+\.js$/.test(fileName)) return 'tracking';
  if (/^(performance|web-vitals)-[\w-]+\.js$/.test(fileName)) return 'performance';
  return 'page';
}

/**
 * Gzip bytes of every script Chromium downloads for each page (until the network is idle, after
 * the load event: tracking and performance come then), split into the parts above.
 */
export async function pageScriptBytes({ host, paths }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const figures = {};
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const name = new URL(response.url()).pathname.split('/').pop();
        bodies.push(
          response.body().then(
            (body) => ({ name, body }),
            () => ({ name, body: Buffer.alloc(0) }),
          ),
        );
      });
      await page.goto(`http://${host}${path}`, { waitUntil: 'networkidle' });
      const files = (await Promise.all(bodies)).map(({ name, body }) => ({
        name,
        part: scriptPart(name),
        gzip: gzipSync(body, { level: 9 }).length,
        isReact: /react-dom|__reactContainer|hydrateRoot/.test(body.toString()),
      }));
      const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
      figures[path] = {
        files,
        total: sum(files),
        page: sum(files.filter((f) => f.part === 'page')),
        tracking: sum(files.filter((f) => f.part === 'tracking')),
        performance: sum(files.filter((f) => f.part === 'performance')),
        react: sum(files.filter((f) => f.isReact)),
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const fmt = (n) => n.toLocaleString('en-US');

/** The budget rows: [name, figure, target, pass]. */
export function runtimeBudgetRows(js) {
  const about = js['/about'];
  const home = js['/'];
  return [
    [
      'JS for /about (static page), gzip, without tracking and sampled performance',
      `${fmt(about.page)} B (all ${fmt(about.total)} B: tracking ${fmt(about.tracking)} B, sampled performance ${fmt(about.performance)} B; React ${fmt(about.react)} B)`,
      `≤ ${fmt(STATIC_PAGE_BUDGET)} B, 0 B of React`,
      about.page <= STATIC_PAGE_BUDGET && about.react === 0,
    ],
    [
      'JS for /about with tracking, gzip (report)',
      `${fmt(about.page + about.tracking)} B`,
      'near 5 KB',
      null,
    ],
    [
      'JS for home (demo), gzip, with tracking, without sampled performance',
      `${fmt(home.page + home.tracking)} B (all ${fmt(home.total)} B: sampled performance ${fmt(home.performance)} B; React ${fmt(home.react)} B)`,
      `≤ ${fmt(HOME_BUDGET)} B, 0 B of React`,
      home.page + home.tracking <= HOME_BUDGET && home.react === 0,
    ],
  ];
}

async function measureAlone() {
  const port = Number(process.env.BENCH_PORT ?? 3593);
  const root = new URL('..', import.meta.url).pathname;
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-runtime-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      FOLIO_DATA_DIR: dataDir,
      FOLIO_DEMO_PASSWORD: 'bench-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error('the bench server did not answer');
      await new Promise((r) => setTimeout(r, 300));
    }
    const js = await pageScriptBytes({ host: `demo.localhost:${port}`, paths: ['/', '/about'] });
    for (const [path, figure] of Object.entries(js)) {
      console.log(`${path}:`);
      for (const f of figure.files)
        console.log(`  ${String(f.gzip).padStart(6)} B  ${f.part.padEnd(11)} ${f.name}`);
    }
    for (const [name, figure, target, pass] of runtimeBudgetRows(js))
      console.log(`${pass === null ? ' ' : pass ? '✓' : '✗'} ${name}: ${figure} (target ${target})`);
    return runtimeBudgetRows(js).every(([, , , pass]) => pass !== false);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await measureAlone()) ? 0 : 1;
