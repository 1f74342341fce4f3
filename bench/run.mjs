// npm run bench: throughput of the demo home page with the HTML cache on and off, beside nginx
// serving the same HTML from disk (the practical limit of this machine), and the JavaScript a
// visitor downloads; then forms: durable submissions per second on PGlite (and on PostgreSQL
// when TEST_DATABASE_URL is set), the save's p99 and the form island's gzip bytes; then the store:
// add-to-cart and checkout requests per second with their p99 on the same databases, and the gzip
// bytes of the cart, checkout and product islands; then the image service's cached-resize throughput
// beside nginx (bench/image-service.mjs), a 200-image gallery page (images fetched on first load,
// the gallery and lightbox islands' bytes; bench/gallery.mjs) and Lighthouse's mobile score
// (bench/lighthouse.mjs).
// Loopback only; every load is bounded in time. Prints figures beside targets.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumPath } from '../e2e/chromium.mjs';
import { pageScriptBytes, runtimeBudgetRows } from './runtime-budget.mjs';

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

async function startServer(cache, env = {}) {
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
      ...env,
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

const FORM_WORKERS = 32;
const FORM_WARMUP_SECONDS = Math.min(2, DURATION);
const FORM_VALUES = {
  c0ffee000000000000000001: ['Ada', 'Lovelace'],
  c0ffee000000000000000002: 'ada@example.com',
  c0ffee000000000000000003: 'A new project',
  c0ffee000000000000000004: 'Hello from the bench',
};

// Node's fetch replaces a Host header with the URL's, so requests naming the demo site go
// through node:http, over kept-alive connections.
let keepAlive = new Agent({ keepAlive: true, maxSockets: FORM_WORKERS * 2 });
function closeConnections() {
  keepAlive.destroy();
  keepAlive = new Agent({ keepAlive: true, maxSockets: FORM_WORKERS * 2 });
}

/** One request to the bench server as `host`; answers the status, headers and body text. */
function hostRequest(method, path, headers = {}, body = undefined) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, method, path, agent: keepAlive, headers: { host: HOST, ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A browser-like client of the demo site: keeps every cookie, sends the crumb on each POST. */
function siteClient() {
  const cookies = new Map();
  const request = async (method, path, body) => {
    const headers = {};
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['x-crumb'] = cookies.get('crumb') ?? '';
    }
    const response = await hostRequest(
      method,
      path,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    for (const c of response.headers['set-cookie'] ?? []) {
      const pair = c.split(';')[0];
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    let json = null;
    try {
      json = JSON.parse(response.text);
    } catch {}
    return { status: response.status, json };
  };
  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    forget: (name) => cookies.delete(name),
    async start() {
      const { status } = await this.get('/api/auth/crumb');
      if (status !== 200 || !cookies.get('crumb')) throw new Error(`GET /api/auth/crumb answered ${status}`);
      return this;
    },
  };
}

/** A client of the demo site signed in as its owner. */
async function ownerClient() {
  const owner = await siteClient().start();
  const login = await owner.post('/api/auth/Login', { email: 'owner@demo.test', password: 'bench-password' });
  if (login.status !== 200) throw new Error(`owner sign-in answered ${login.status}`);
  return owner;
}

/** The 99th percentile of the latencies (ms), sorting them in place; NaN without any. */
function p99Of(latencies) {
  latencies.sort((a, b) => a - b);
  return latencies.length ? latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] : NaN;
}

/** Submissions the server holds for the demo contact form, read as the owner. */
async function storedSubmissions() {
  const owner = await ownerClient();
  const { status, json } = await owner.get('/api/config/forms');
  const form = json?.forms?.find((f) => f.id === 'contact-form');
  if (status !== 200 || !form)
    throw new Error(`GET /api/config/forms answered ${status} without contact-form`);
  return form.submissionCount;
}

/** FORM_WORKERS visitors each asking for a key then saving, until `seconds` have passed. */
async function submitFor(seconds) {
  const end = performance.now() + seconds * 1000;
  const latencies = [];
  let acknowledged = 0;
  let errors = 0;
  const worker = async () => {
    const visitor = await siteClient().start();
    while (performance.now() < end) {
      try {
        const keyed = await visitor.post('/api/form/FormSubmissionKey', {});
        if (keyed.status !== 200 || typeof keyed.json?.key !== 'string') {
          errors++;
          continue;
        }
        const started = performance.now();
        const saved = await visitor.post('/api/form/SaveFormSubmission', {
          key: keyed.json.key,
          formId: 'contact-form',
          form: JSON.stringify(FORM_VALUES),
          pageTitle: 'Contact',
          pagePath: '/contact',
          contentSource: 'c',
          submitButtonText: 'Send message',
        });
        latencies.push(performance.now() - started);
        if (saved.status === 200 && saved.json?.success === true && saved.json.submissionId) acknowledged++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: FORM_WORKERS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { rps: acknowledged / elapsed, p99: p99Of(latencies), acknowledged, errors };
}

/** Durable submissions per second on a fresh server (PGlite, or the PostgreSQL database given). */
async function formFigure(databaseUrl) {
  const server = await startServer('on', {
    FORM_RATE_LIMIT_PER_MINUTE: '100000000',
    FORM_SUBMISSIONS_PER_SITE_PER_HOUR: '1000000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await submitFor(FORM_WARMUP_SECONDS); // warm-up, not counted
    const before = await storedSubmissions();
    const run = await submitFor(DURATION);
    const stored = (await storedSubmissions()) - before;
    return { ...run, stored };
  } finally {
    closeConnections();
    await server.stop();
  }
}

/** `figure(url)` on a throwaway database of the PostgreSQL server of TEST_DATABASE_URL, dropped after. */
async function onPostgres(adminUrl, figure) {
  const { default: pg } = await import('pg');
  const name = `folio_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await figure(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/**
 * Gzip bytes of an island: its chunk and static imports not already loaded by the runtime; `react`
 * is the part in chunks holding React (react-dom), `bytes` the whole.
 */
function islandBytes(entry) {
  const path = join(root, 'packages/site/dist/client/.vite/manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  if (!manifest[entry]) return null;
  const runtime = closure('src/islands/client.ts');
  const files = [...closure(entry)].filter((key) => !runtime.has(key)).map((key) => manifest[key].file);
  let bytes = 0;
  let react = 0;
  for (const file of files) {
    const body = readFileSync(join(root, 'packages/site/dist/client', file));
    const gzip = gzipSync(body, { level: 9 }).length;
    bytes += gzip;
    if (/react-dom|__reactContainer|hydrateRoot/.test(body.toString())) react += gzip;
  }
  return { bytes, react, own: bytes - react, files };
}

/** Gzip bytes of the form island (it holds no React). */
function formIslandBytes() {
  return islandBytes('src/blocks/Form/island.ts');
}

const STORE_WORKERS = 20;
const STORE_SECONDS = Math.min(5, DURATION);
const STORE_WARMUP_SECONDS = Math.min(1, DURATION);
/** A service with unlimited stock: checkouts never run out of it. */
const STORE_PRODUCT = 'colour-consultation';
/** Adds to one cart before a visitor starts another (a line holds at most 999). */
const ADDS_PER_CART = 100;
const TEST_CARD = {
  provider: 'test',
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
};

/** The demo product the store figures buy, as a cart item of quantity 1, read as the owner. */
async function storeItem(owner) {
  const { status, json } = await owner.get('/api/config/store/products');
  const product = json?.products?.find((p) => p.slug === STORE_PRODUCT);
  if (status !== 200 || !product?.variants?.[0])
    throw new Error(`GET /api/config/store/products answered ${status} without ${STORE_PRODUCT}`);
  return { productId: product.id, variantId: product.variants[0].id, quantity: 1 };
}

/** Orders the server holds for the demo store, read as the owner. */
async function storedOrders(owner) {
  const { status, json } = await owner.get('/api/config/store/orders?limit=1');
  if (status !== 200 || typeof json?.total !== 'number')
    throw new Error(`GET /api/config/store/orders answered ${status}`);
  return json.total;
}

/**
 * STORE_WORKERS loops until `seconds` have passed. `start()` makes a worker's `step(timed)`, which
 * sends its requests, passing the one to time through `timed`, and answers whether it succeeded.
 */
async function storeLoadFor(seconds, start) {
  const end = performance.now() + seconds * 1000;
  const latencies = [];
  const failures = new Map(); // status (or 'error') -> count
  let acknowledged = 0;
  const fail = (why) => failures.set(why, (failures.get(why) ?? 0) + 1);
  const timed = async (send) => {
    const started = performance.now();
    const answer = await send();
    latencies.push(performance.now() - started);
    return answer;
  };
  const worker = async () => {
    const step = await start();
    while (performance.now() < end) {
      try {
        const failed = await step(timed);
        if (failed) fail(failed);
        else acknowledged++;
      } catch {
        fail('error');
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: STORE_WORKERS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const errors = [...failures.values()].reduce((n, c) => n + c, 0);
  return { rps: acknowledged / elapsed, p99: p99Of(latencies), acknowledged, errors, failures };
}

/** Visitors each adding the item to their cart again and again (a new cart every ADDS_PER_CART). */
function addToCartFor(seconds, item) {
  return storeLoadFor(seconds, async () => {
    const visitor = await siteClient().start();
    let adds = 0;
    return async (timed) => {
      if (adds++ % ADDS_PER_CART === 0) visitor.forget('folio_cart');
      const added = await timed(() => visitor.post('/api/commerce/cart/items', item));
      return added.status === 200 && added.json?.cart?.entries?.length ? null : added.status;
    };
  });
}

/** Fresh visitors each adding the item (not timed), then paying with the test gateway (timed). */
function checkoutFor(seconds, item) {
  return storeLoadFor(seconds, async () => async (timed) => {
    const visitor = await siteClient().start();
    const added = await visitor.post('/api/commerce/cart/items', item);
    if (added.status !== 200) return `add ${added.status}`;
    const placed = await timed(() =>
      visitor.post('/api/commerce/checkout', { email: 'bench@example.com', payment: TEST_CARD }),
    );
    return placed.status === 200 && typeof placed.json?.order?.id === 'string' ? null : placed.status;
  });
}

/** Add-to-cart and checkout figures on a fresh server (PGlite, or the PostgreSQL database given). */
async function storeFigure(databaseUrl) {
  // Every bench visitor comes from 127.0.0.1: the per-address limit on new carts (60 a minute by
  // default, issue 14 item 7) would answer most of the load 429; it is the store's speed we measure.
  const server = await startServer('on', {
    NEW_CARTS_PER_ADDRESS_PER_MINUTE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const owner = await ownerClient();
    const item = await storeItem(owner);
    await addToCartFor(STORE_WARMUP_SECONDS, item); // warm-up, not counted
    const addToCart = await addToCartFor(STORE_SECONDS, item);
    await checkoutFor(STORE_WARMUP_SECONDS, item); // warm-up, not counted
    const before = await storedOrders(owner);
    const checkout = await checkoutFor(STORE_SECONDS, item);
    const stored = (await storedOrders(owner)) - before;
    return { addToCart, checkout: { ...checkout, stored } };
  } finally {
    closeConnections();
    await server.stop();
  }
}

function printTable(rows) {
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'measured', 'target'][i].length),
  );
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  console.log(`${line(['figure', 'measured', 'target'])} | result`);
  console.log(`${widths.map((w) => '-'.repeat(w)).join('-|-')}-|-------`);
  for (const r of rows)
    console.log(`${line(r.slice(0, 3))} | ${r[3] === null ? '' : r[3] ? 'PASS' : 'FAIL'}`);
}

const rows = [];
const fmt = (n) => Math.round(n).toLocaleString('en-US');

console.log(`Folio bench: ${CONNECTIONS} connections, ${DURATION} s each, loopback.\n`);
let server = await startServer('on');
const html = (await hostRequest('GET', '/')).text; // fetch would send Host 127.0.0.1, not the demo site
closeConnections();
await load(`http://127.0.0.1:${PORT}/`, { host: HOST }); // warm-up is the first run; measure the second
const cached = await load(`http://127.0.0.1:${PORT}/`, { host: HOST });
const js = await pageScriptBytes({ host: HOST, paths: ['/', '/about'] });
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
// Issue 19 (decision 057): the budgets of a static page and the demo home (bench/runtime-budget.mjs).
rows.push(...runtimeBudgetRows(js));
const core = await coreModuleBytes(['money', 'validation', 'links', 'messages']);
for (const [name, bytes] of Object.entries(core)) {
  rows.push([`@folio/core ${name} module for browsers, gzip`, `${fmt(bytes)} B`, 'small (report)', null]);
}
const errors = cached.errors + uncached.errors + (nginx?.errors ?? 0);

const formsOnPglite = await formFigure(null);
const formsOnPostgres = process.env.TEST_DATABASE_URL
  ? await onPostgres(process.env.TEST_DATABASE_URL, formFigure)
  : null;
const island = formIslandBytes();
const formRows = [];
const ISLAND_LIMIT = 25_000;
for (const [database, figure, target] of [
  ['PGlite', formsOnPglite, 'report (embedded database)'],
  ['PostgreSQL', formsOnPostgres, '≥ 1,000 submissions/s on PostgreSQL'],
]) {
  if (!figure) {
    formRows.push([
      `durable form submissions, ${database}`,
      'not measured (TEST_DATABASE_URL unset)',
      target,
      null,
    ]);
    continue;
  }
  formRows.push([
    `durable form submissions, ${database}`,
    `${fmt(figure.rps)} submissions/s, SaveFormSubmission p99 ${Math.round(figure.p99)} ms`,
    target,
    database === 'PostgreSQL' ? figure.rps >= 1000 : null,
  ]);
  formRows.push([
    `submissions stored, ${database}`,
    `stored ${fmt(figure.stored)} of ${fmt(figure.acknowledged)} acknowledged`,
    'every acknowledged one stored',
    figure.stored >= figure.acknowledged,
  ]);
}
formRows.push([
  'form island chunk, gzip',
  island ? `${fmt(island.bytes)} B (${island.files.join(', ')})` : 'not measured (no manifest entry)',
  'form island < 25 KB gzip',
  island ? island.bytes < ISLAND_LIMIT : null,
]);
const formErrors = formsOnPglite.errors + (formsOnPostgres?.errors ?? 0);

printTable(rows);
console.log(`\nerrors or non-2xx answers during the loads: ${errors}`);
console.log(
  `\nForms: ${FORM_WORKERS} visitors each asking for a key then saving, ${DURATION} s per database, loopback.\n`,
);
printTable(formRows);
console.log(`\nerrors or non-200 answers during the submissions: ${formErrors}`);

const storeOnPglite = await storeFigure(null);
const storeOnPostgres = process.env.TEST_DATABASE_URL
  ? await onPostgres(process.env.TEST_DATABASE_URL, storeFigure)
  : null;
const storeRows = [];
for (const [database, figure] of [
  ['PGlite', storeOnPglite],
  ['PostgreSQL', storeOnPostgres],
]) {
  if (!figure) {
    for (const name of ['add to cart', 'checkout (test gateway)'])
      storeRows.push([`${name}, ${database}`, 'not measured (TEST_DATABASE_URL unset)', 'report', null]);
    continue;
  }
  const { addToCart, checkout } = figure;
  storeRows.push([
    `add to cart, ${database}`,
    `${fmt(addToCart.rps)} req/s, p99 ${Math.round(addToCart.p99)} ms`,
    'report',
    null,
  ]);
  storeRows.push([
    `checkout (test gateway), ${database}`,
    `${fmt(checkout.rps)} checkouts/s, p99 ${Math.round(checkout.p99)} ms`,
    'report',
    null,
  ]);
  storeRows.push([
    `orders stored, ${database}`,
    `stored ${fmt(checkout.stored)} of ${fmt(checkout.acknowledged)} acknowledged`,
    'report',
    null,
  ]);
}
for (const [name, entry] of [
  ['cart', 'src/blocks/Cart/island.tsx'],
  ['checkout', 'src/blocks/Checkout/island.tsx'],
  ['product', 'src/blocks/Product/island.ts'],
]) {
  const bytes = islandBytes(entry);
  storeRows.push([
    `${name} island chunk, gzip`,
    !bytes
      ? 'not measured (no manifest entry)'
      : bytes.react
        ? `${fmt(bytes.own)} B, ${fmt(bytes.bytes)} B with React (${bytes.files.length} chunks)`
        : `${fmt(bytes.bytes)} B, no React (${bytes.files.length} chunks)`,
    'report',
    null,
  ]);
}
const storeRuns = [storeOnPglite, storeOnPostgres]
  .filter(Boolean)
  .flatMap((figure) => [figure.addToCart, figure.checkout]);
const storeErrors = storeRuns.reduce((n, run) => n + run.errors, 0);
const storeFailures = new Map();
for (const run of storeRuns)
  for (const [why, count] of run.failures) storeFailures.set(why, (storeFailures.get(why) ?? 0) + count);

console.log(
  `\nStore: ${STORE_WORKERS} visitors, ${STORE_SECONDS} s per figure per database, loopback. Add to cart: ` +
    `each visitor adds "${STORE_PRODUCT}" again and again (a new cart every ${ADDS_PER_CART}). Checkout: ` +
    'each a fresh visitor adding it (not timed), then paying with the test gateway (p99 of that request).\n',
);
printTable(storeRows);
console.log(
  `\nerrors or non-200 answers during the store loads: ${storeErrors}` +
    (storeErrors ? ` (${[...storeFailures].map(([why, n]) => `${why}: ${n}`).join(', ')})` : ''),
);

// Images, the 200-image gallery page and Lighthouse (bench/image-service.mjs, bench/gallery.mjs,
// bench/lighthouse.mjs), on one fresh server.
const { imageServiceFigure, imageServiceRows } = await import('./image-service.mjs');
const { lighthouseRows } = await import('./lighthouse.mjs');
const { BENCH_GALLERY_PATH, buildGalleryPage, galleryFirstLoad } = await import('./gallery.mjs');
server = await startServer('on');
let images;
let lighthouseFigures;
let firstLoad;
try {
  await buildGalleryPage({ port: PORT, host: HOST, password: 'bench-password' });
  firstLoad = await galleryFirstLoad({ port: PORT, host: HOST, chromePath: chromiumPath });
  images = await imageServiceFigure({
    port: PORT,
    host: HOST,
    password: 'bench-password',
    nginxPort: NGINX_PORT,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  lighthouseFigures = await lighthouseRows({
    port: PORT,
    host: HOST,
    paths: ['/', '/gallery', BENCH_GALLERY_PATH],
    chromePath: chromiumPath,
  });
} finally {
  await server.stop();
}
console.log(
  `\nImage service: a generated 2400×1600 JPEG uploaded as the owner, each width asked for once (made and ` +
    `kept), then ${CONNECTIONS} connections alternating ?format=750w and ?format=1500w with Accept ` +
    `image/webp, ${DURATION} s, loopback.\n`,
);
printTable(imageServiceRows(images));
console.log(
  `\nerrors or non-2xx answers during the image loads: ${images.service.errors + (images.nginx?.errors ?? 0)}`,
);
/** Gzip bytes of the gallery island with the lightbox it loads on the first open, each file once. */
function galleryIslandBytes() {
  const island = islandBytes('src/blocks/Gallery/island.ts');
  const lightbox = islandBytes('src/runtime/lightbox.ts');
  if (!island || !lightbox) return null;
  const files = [...new Set([...island.files, ...lightbox.files])];
  const bytes = files.reduce(
    (n, file) =>
      n + gzipSync(readFileSync(join(root, 'packages/site/dist/client', file)), { level: 9 }).length,
    0,
  );
  return { bytes, react: island.react + lightbox.react, files };
}
const GALLERY_ISLAND_LIMIT = 35 * 1024;
const galleryBytes = galleryIslandBytes();
console.log(
  `\nGallery: a page of four Gallery blocks (grid, 4 per row) of 50 generated 1600×1067 JPEGs each, opened ` +
    'in Chromium once at 390×844 (pixel ratio 3) and once at 1440×900; image requests counted until the ' +
    'network was quiet.\n',
);
printTable([
  [
    'images fetched on first load, phone 390×844',
    `${firstLoad.phone.fetched} of ${firstLoad.phone.onPage} (${fmt(firstLoad.phone.bytes / 1024)} KB)`,
    'only those near the viewport',
    firstLoad.phone.fetched < firstLoad.phone.onPage / 4,
  ],
  [
    'images fetched on first load, desktop 1440×900',
    `${firstLoad.desktop.fetched} of ${firstLoad.desktop.onPage} (${fmt(firstLoad.desktop.bytes / 1024)} KB)`,
    'only those near the viewport',
    firstLoad.desktop.fetched < firstLoad.desktop.onPage / 4,
  ],
  [
    'gallery island + lightbox chunks, gzip',
    galleryBytes
      ? `${fmt(galleryBytes.bytes)} B, ${galleryBytes.react ? 'with' : 'no'} React (${galleryBytes.files.length} chunks)`
      : 'not measured (no manifest entry)',
    '≤ 35 KB beyond React',
    galleryBytes ? galleryBytes.bytes - galleryBytes.react <= GALLERY_ISLAND_LIMIT : null,
  ],
]);
console.log(
  '\nLighthouse: mobile form factor, default simulated throttling (the standard mobile score), ' +
    'Debian’s Chromium, median of runs.\n',
);
printTable(lighthouseFigures);
spawnSync(process.execPath, [join(root, 'bench/editor.mjs')], { cwd: root, stdio: 'inherit' }); // the editor's figures (issue 16)
await import('./templates.mjs'); // issue 16 part 6: each template's home page, Lighthouse mobile
await import('./banner.mjs'); // issue 18 part 1: the cookie banner's bytes and Lighthouse mobile with it
await import('./search.mjs'); // issue 17 part 3: /search over 10,000 documents on PostgreSQL, p99
await import('./tracking.mjs'); // issue 18 part 2: the tracking bytes, how it sends, Lighthouse mobile with it
await import('./map.mjs'); // issue 19: the Map block's chunks and a page's JS before and after the map scrolls near
await import('./performance.mjs'); // issue 18: performance telemetry's bytes on sampled loads, its beacon, Lighthouse mobile
await import('./analytics-dashboard.mjs'); // issue 18 part 3: 10M events on PostgreSQL, the 30-day dashboard read ≤ 200 ms
