// npm run bench: throughput of the demo home page with the HTML cache on and off, beside nginx
// serving the same HTML from disk (the practical limit of this machine), and the JavaScript a
// visitor downloads. Loopback only; every load is bounded in time. Prints figures beside targets.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 3591;
const NGINX_PORT = 3592;
const HOST = `demo.localhost:${PORT}`;

const built = ['packages/site/dist/server/server.js', 'apps/editor/dist/index.html'].every((f) =>
  existsSync(join(root, f)),
);
if (!built) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

async function waitFor(url, headers = {}) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function startServer(cache) {
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      FOLIO_DATA_DIR: dataDir,
      FOLIO_DEMO_PASSWORD: 'bench-password',
      FOLIO_HTML_CACHE: cache,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  await waitFor(`http://127.0.0.1:${PORT}/healthz`);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
    });
  });
}

function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return true;
  console.log('Installing Debian’s nginx for the reference figure…');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0)
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit' });
  return existsSync('/usr/sbin/nginx');
}

async function nginxFigure(html) {
  if (!ensureNginx()) return null;
  const dir = mkdtempSync(join(tmpdir(), 'folio-nginx-'));
  chmodSync(dir, 0o755); // nginx's workers run as another user
  writeFileSync(join(dir, 'index.html'), html, { mode: 0o644 });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${dir}; location / { try_files /index.html =404; } } }`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/`);
    return await load(`http://127.0.0.1:${NGINX_PORT}/`);
  } finally {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Gzip bytes of every script a visitor's browser downloads for a page, and of those holding React. */
async function scriptBytes(paths) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const figures = {};
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const bodies = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`http://${HOST}${path}`, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(bodies);
      const gzip = (b) => gzipSync(b, { level: 9 }).length;
      figures[path] = {
        total: scripts.reduce((n, b) => n + gzip(b), 0),
        react: scripts
          .filter((b) => /react-dom|__reactContainer|hydrateRoot/.test(b.toString()))
          .reduce((n, b) => n + gzip(b), 0),
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Gzip bytes of shared-rule modules of @folio/core as the browser would get them (bundled, minified). */
async function coreModuleBytes(modules) {
  const { build } = await import('vite');
  const figures = {};
  for (const name of modules) {
    const output = await build({
      logLevel: 'silent',
      configFile: false,
      build: {
        write: false,
        minify: true,
        lib: { entry: join(root, `packages/core/src/${name}.ts`), formats: ['es'], fileName: name },
      },
    });
    const code = output[0].output
      .filter((o) => o.type === 'chunk')
      .map((o) => o.code)
      .join('');
    figures[name] = gzipSync(code, { level: 9 }).length;
  }
  return figures;
}

const rows = [];
const fmt = (n) => Math.round(n).toLocaleString('en-US');

console.log(`Folio bench: ${CONNECTIONS} connections, ${DURATION} s each, loopback.\n`);
let server = await startServer('on');
const html = await (await fetch(`http://127.0.0.1:${PORT}/`, { headers: { host: HOST } })).text();
await load(`http://127.0.0.1:${PORT}/`, { host: HOST }); // warm-up is the first run; measure the second
const cached = await load(`http://127.0.0.1:${PORT}/`, { host: HOST });
const js = await scriptBytes(['/', '/about']);
await server.stop();

server = await startServer('off');
const uncached = await load(`http://127.0.0.1:${PORT}/`, { host: HOST });
await server.stop();

const nginx = await nginxFigure(html);

rows.push([
  'demo home, HTML cache on',
  `${fmt(cached.rps)} req/s, p99 ${cached.p99} ms`,
  nginx ? `≥ 50% of nginx (${fmt(nginx.rps / 2)} req/s)` : '≥ 50% of nginx',
  nginx ? cached.rps >= nginx.rps / 2 : null,
]);
rows.push([
  'demo home, HTML cache off',
  `${fmt(uncached.rps)} req/s, p99 ${uncached.p99} ms`,
  '≥ 1,500 req/s',
  uncached.rps >= 1500,
]);
rows.push([
  'nginx, same HTML from disk',
  nginx ? `${fmt(nginx.rps)} req/s, p99 ${nginx.p99} ms` : 'not measured (nginx unavailable)',
  'reference',
  null,
]);
rows.push([
  'JS for home (accordion island), gzip',
  `${fmt(js['/'].total)} B (React ${fmt(js['/'].react)} B)`,
  'island only where used',
  null,
]);
rows.push([
  'JS for /about (no islands), gzip',
  `${fmt(js['/about'].total)} B (React ${fmt(js['/about'].react)} B)`,
  '0 B of React',
  js['/about'].react === 0,
]);
const core = await coreModuleBytes(['money', 'validation', 'links', 'messages']);
for (const [name, bytes] of Object.entries(core)) {
  rows.push([`@folio/core ${name} module for browsers, gzip`, `${fmt(bytes)} B`, 'small (report)', null]);
}
const errors = cached.errors + uncached.errors + (nginx?.errors ?? 0);

const widths = [0, 1, 2].map((i) =>
  Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'measured', 'target'][i].length),
);
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
console.log(line(['figure', 'measured', 'target']) + ' | result');
console.log(widths.map((w) => '-'.repeat(w)).join('-|-') + '-|-------');
for (const r of rows) console.log(`${line(r.slice(0, 3))} | ${r[3] === null ? '' : r[3] ? 'PASS' : 'FAIL'}`);
console.log(`\nerrors or non-2xx answers during the loads: ${errors}`);
