// Image-service throughput for cached resizes (npm run bench calls `imageServiceFigure`): uploads a
// generated 2400×1600 JPEG as the demo owner, asks for each width once so the resized WebP copies
// are made and kept, then loads a 50/50 mix of ?format=750w and ?format=1500w with a browser's
// Accept header. Beside it, nginx serving the same two WebP files from disk, when nginx is there.
// Loopback only; every load is bounded in time.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
// sharp is a dependency of the server, not of the bench: take the server's copy.
const sharp = createRequire(join(root, 'apps/server/package.json'))('sharp');

export const IMAGE_WIDTHS_LOADED = [750, 1500];
const ACCEPT = 'image/webp,*/*';
const NGINX = '/usr/sbin/nginx';

/** Smooth random values on a `cells`-wide grid, sampled bilinearly: one octave of value noise. */
function octave(width, height, cells, random) {
  const gw = cells + 2;
  const gh = Math.ceil((cells * height) / width) + 2;
  const grid = Float32Array.from({ length: gw * gh }, random);
  const scale = cells / width;
  return (x, y) => {
    const gx = x * scale;
    const gy = y * scale;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    const fx = gx - ix;
    const fy = gy - iy;
    const at = iy * gw + ix;
    const top = grid[at] + (grid[at + 1] - grid[at]) * fx;
    const bottom = grid[at + gw] + (grid[at + gw + 1] - grid[at + gw]) * fx;
    return top + (bottom - top) * fy;
  };
}

/**
 * A photo-like JPEG: a sky and hills in smooth colour gradients, with texture at every scale (as
 * foliage or rock gives) and fine grain, so its resized copies weigh what a photo's do.
 */
export async function photoJpeg(width = 2400, height = 1600) {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  const octaves = [8, 40, 160, 600, 1200].map((cells) => octave(width, height, cells, random));
  const weights = [60, 40, 30, 24, 20];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const horizon = 0.5 + 0.08 * Math.sin(u * 9) + 0.04 * Math.sin(u * 23 + 1);
      let texture = 0;
      for (let i = 0; i < octaves.length; i++) texture += weights[i] * octaves[i](x, y);
      const grain = 14 * random();
      let r;
      let g;
      let b;
      if (v < horizon) {
        const cloud = 0.4 * texture;
        r = 125 + 70 * v + cloud;
        g = 165 + 50 * v + cloud;
        b = 225 - 25 * v + 0.3 * cloud;
      } else {
        r = 85 + 25 * u + texture;
        g = 105 - 20 * v + 1.1 * texture;
        b = 55 + 0.6 * texture;
      }
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, r + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A client of one site on the server at 127.0.0.1:port, keeping its cookies (session, crumb). */
export function siteClient(port, host) {
  const cookies = new Map();
  const send = (method, path, headers = {}, body = undefined) =>
    new Promise((resolve, reject) => {
      const all = { host, ...headers };
      if (cookies.size) all.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (method !== 'GET') all['x-crumb'] = cookies.get('crumb') ?? '';
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: all }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          for (const c of res.headers['set-cookie'] ?? []) {
            const pair = c.split(';')[0];
            const at = pair.indexOf('=');
            cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
          }
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, cookies };
}

/** Signs in as the site's owner; answers the signed-in client. */
export async function signIn(port, host, email, password) {
  const client = siteClient(port, host);
  const crumb = await client.send('GET', '/api/auth/crumb');
  if (crumb.status !== 200 || !client.cookies.get('crumb'))
    throw new Error(`GET /api/auth/crumb answered ${crumb.status}`);
  const login = await client.send(
    'POST',
    '/api/auth/Login',
    { 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  if (login.status !== 200) throw new Error(`owner sign-in answered ${login.status}`);
  return client;
}

/** Uploads one JPEG through POST /api/config/media; answers its MediaView. */
export async function upload(client, fileName, data) {
  const boundary = `----folio-bench-${Date.now().toString(16)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await client.send(
    'POST',
    '/api/config/media',
    { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    body,
  );
  if (answer.status !== 201)
    throw new Error(
      `POST /api/config/media answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`,
    );
  return JSON.parse(answer.body.toString()).media[0];
}

/**
 * autocannon 9 appends every response body to a string (PipelinedRequestsQueue#addBody, kept for
 * its verifyBody option), which caps it near 40 MiB/s here: nginx serving these WebP files measured
 * ~400 req/s with it and ~3,600 without. Image answers are large and binary, so the loads here run
 * with that buffering off (nothing reads the bodies), restored afterwards for run.mjs's own loads.
 * Answers whether it could be turned off.
 */
async function withoutBodyBuffering(run) {
  let Queue;
  try {
    Queue = require('autocannon/lib/pipelinedRequestsQueue');
  } catch {}
  const addBody = Queue?.prototype?.addBody;
  if (typeof addBody !== 'function') return { ...(await run()), clientBuffersBodies: true };
  Queue.prototype.addBody = () => {};
  try {
    return { ...(await run()), clientBuffersBodies: false };
  } finally {
    Queue.prototype.addBody = addBody;
  }
}

/** autocannon over `paths` in turn on every connection; answers req/s, p99 ms, bytes/s and errors. */
function loadMix(base, host, paths, { duration, connections }) {
  return withoutBodyBuffering(
    () =>
      new Promise((resolve, reject) => {
        autocannon(
          {
            url: base,
            headers: { host, accept: ACCEPT },
            requests: paths.map((path) => ({ method: 'GET', path })),
            connections,
            duration,
          },
          (error, result) => {
            if (error) reject(error);
            else
              resolve({
                rps: result.requests.average,
                p99: result.latency.p99,
                bytesPerSecond: result.throughput.average,
                errors: result.errors + result.timeouts + result.non2xx,
              });
          },
        );
      }),
  );
}

async function waitFor(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** nginx serving `files` ({ name: Buffer }) from disk, loaded with the same mix; null without nginx. */
async function nginxMix(files, { port, duration, connections }) {
  if (!existsSync(NGINX)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'folio-nginx-images-'));
  chmodSync(dir, 0o755); // nginx's workers run as another user
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), data, { mode: 0o644 });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; types { image/webp webp; }
  server { listen 127.0.0.1:${port}; root ${dir}; } }`,
  );
  const nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  try {
    const paths = Object.keys(files).map((name) => `/${name}`);
    await waitFor(`http://127.0.0.1:${port}${paths[0]}`);
    return await loadMix(`http://127.0.0.1:${port}`, `127.0.0.1:${port}`, paths, { duration, connections });
  } finally {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The image-service figure against a running server (`port`, site `host`), signed in as the owner
 * with `password`; with nginx's figure for the same files on `nginxPort` when nginx is installed.
 */
export async function imageServiceFigure({
  port,
  host,
  password,
  email = 'owner@demo.test',
  nginxPort,
  duration,
  connections,
}) {
  const jpeg = await photoJpeg();
  const owner = await signIn(port, host, email, password);
  const media = await upload(owner, 'bench-photo.jpg', jpeg);
  const variants = {};
  for (const width of IMAGE_WIDTHS_LOADED) {
    // The first request makes the resized copy and keeps it: the load measures cached answers.
    const path = `${media.url}?format=${width}w`;
    const answer = await owner.send('GET', path, { accept: ACCEPT });
    const type = answer.headers['content-type'];
    if (answer.status !== 200 || type !== 'image/webp')
      throw new Error(`GET ${path} answered ${answer.status} ${type}`);
    const { width: w, height: h } = await sharp(answer.body).metadata();
    variants[width] = { path, bytes: answer.body.length, size: `${w}×${h}`, data: answer.body };
  }
  const paths = IMAGE_WIDTHS_LOADED.map((w) => variants[w].path);
  const service = await loadMix(`http://127.0.0.1:${port}`, host, paths, { duration, connections });
  const nginx =
    nginxPort === undefined
      ? null
      : await nginxMix(Object.fromEntries(IMAGE_WIDTHS_LOADED.map((w) => [`${w}.webp`, variants[w].data])), {
          port: nginxPort,
          duration,
          connections,
        });
  return {
    original: { bytes: jpeg.length, size: `${media.width}×${media.height}` },
    variants: Object.fromEntries(
      Object.entries(variants).map(([w, { bytes, size }]) => [w, { bytes, size }]),
    ),
    service,
    nginx,
  };
}

/** Rows for run.mjs's printTable: [figure, measured, target, pass]. */
export function imageServiceRows(figure) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const mb = (n) => (n / 1024 / 1024).toFixed(1);
  const { service, nginx, variants, original } = figure;
  const sizes = IMAGE_WIDTHS_LOADED.map((w) => `${w}w ${variants[w].size} ${fmt(variants[w].bytes)} B`).join(
    ', ',
  );
  // Issue 15: cached resizes at half of nginx's speed or better, on the same files in the same run.
  const share = nginx ? service.rps / nginx.rps : null;
  return [
    [
      'image service, cached 750w/1500w WebP mix',
      `${fmt(service.rps)} req/s, p99 ${service.p99} ms, ${mb(service.bytesPerSecond)} MiB/s` +
        (share === null ? '' : ` (${Math.round(share * 100)}% of nginx)`),
      nginx ? 'target: ≥ 50% of nginx on the same files' : 'target: ≥ 50% of nginx (nginx unavailable)',
      share === null ? null : share >= 0.5,
    ],
    [
      'nginx, same two WebP files from disk',
      nginx
        ? `${fmt(nginx.rps)} req/s, p99 ${nginx.p99} ms, ${mb(nginx.bytesPerSecond)} MiB/s`
        : 'not measured (nginx unavailable)',
      'reference',
      null,
    ],
    ['images served', `original JPEG ${original.size} ${fmt(original.bytes)} B; ${sizes}`, 'report', null],
  ];
}
