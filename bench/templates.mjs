// Issue 16 part 6: Lighthouse's mobile score of each starting template's home page, beside the
// target ≥ 99. Run alone (`node bench/templates.mjs`, after `npm run build`) or from npm run bench.
// Boots its own server (port 3621, a throwaway database), signs in as the demo owner on the
// platform home, creates a site from each template, and measures the new site's home page with
// bench/lighthouse.mjs (the standard mobile run; the median of LIGHTHOUSE_RUNS runs, default 3).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';
import { lighthouseRows } from './lighthouse.mjs';

const PORT = 3621;
const PASSWORD = 'bench-templates-password';
const TEMPLATES = [
  ['studio', 'Studio'],
  ['portfolio', 'Portfolio'],
  ['shop', 'Shop'],
  ['cafe', 'Café'],
];
const root = new URL('..', import.meta.url).pathname;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    FOLIO_DATA_DIR: mkdtempSync(join(tmpdir(), 'folio-bench-templates-')),
    FOLIO_DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});

const rows = [];
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
  await page.goto(`http://localhost:${PORT}/`);
  const signin = page.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Email').fill('owner@demo.test');
  await signin.getByLabel('Password').fill(PASSWORD);
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your sites' }).waitFor();
  for (const [id, label] of TEMPLATES) {
    const create = page.getByRole('region', { name: 'Create a site' });
    await create.getByLabel('Site title').fill(`Bench ${label}`);
    await create.getByLabel('Address').fill(`bench-${id}`);
    await create.getByRole('radio', { name: label, exact: true }).check();
    await create.getByRole('button', { name: 'Create site' }).click();
    await page.getByRole('status').waitFor();
  }
  await browser.close();
  for (const [id, label] of TEMPLATES) {
    const [row] = await lighthouseRows({ port: PORT, host: `bench-${id}.localhost:${PORT}`, paths: ['/'] });
    const score = Number.parseInt(String(row[1]), 10);
    rows.push([
      `Lighthouse mobile performance, ${label} template home`,
      row[1],
      'target ≥ 99',
      Number.isNaN(score) ? null : score >= 99,
    ]);
  }
} finally {
  server.kill('SIGTERM');
}

const widths = [0, 1, 2].map((i) =>
  Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'measured', 'target'][i].length),
);
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
console.log(
  '\nTemplates: Lighthouse mobile (default simulated throttling, Debian’s Chromium) on each home page.\n',
);
console.log(`${line(['figure', 'measured', 'target'])} | result`);
console.log(`${widths.map((w) => '-'.repeat(w)).join('-|-')}-|-------`);
for (const r of rows) console.log(`${line(r.slice(0, 3))} | ${r[3] === null ? '' : r[3] ? 'PASS' : 'FAIL'}`);
