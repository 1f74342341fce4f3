// The real server process: SIGTERM finishes in-flight work and closes the database cleanly, and a
// write acknowledged before the signal (or before a SIGKILL) is there after a restart.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'folio-shutdown-'));
const password = 'shutdown-test-password';

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FOLIO_DATA_DIR: dataDir,
      FOLIO_DEMO_PASSWORD: password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Signs in to the demo site and publishes a page with the given heading; resolves when acknowledged. */
async function publishHeading(port: number, text: string): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const host = `demo.localhost:${port}`;
  let cookies = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const crumb = /crumb=([^;]+)/.exec(cookies)?.[1] ?? '';
    const res = await fetch(base + path, {
      method,
      headers: { host, cookie: cookies, 'x-crumb': crumb, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0]!;
      const name = pair.split('=')[0]!;
      cookies = [...cookies.split('; ').filter((x) => x && !x.startsWith(`${name}=`)), pair].join('; ');
    }
    return res;
  };
  await call('GET', '/api/auth/crumb');
  expect((await call('POST', '/api/auth/Login', { email: 'owner@demo.test', password })).status).toBe(200);
  const { pages } = await (await call('GET', '/api/config/pages')).json();
  const data = {
    root: { props: { title: 'Home' } },
    content: [{ type: 'Heading', props: { id: 'h', text, level: 'h1', align: 'left' } }],
  };
  const res = await call('POST', `/api/config/pages/${pages[0].id}/publish`, { data });
  expect(res.status).toBe(200);
}

async function homeHtml(port: number): Promise<string> {
  return (await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `demo.localhost:${port}` } })).text();
}

describe('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps an acknowledged write across SIGTERM (graceful) and SIGKILL (crash)', async () => {
    const port = 39000 + Math.floor(Math.random() * 1000);
    let server = await start(port);
    await publishHeading(port, 'Written before SIGTERM');
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);

    server = await start(port);
    expect(await homeHtml(port)).toContain('Written before SIGTERM');
    await publishHeading(port, 'Written before SIGKILL');
    server.kill('SIGKILL');
    await exited(server);

    server = await start(port);
    expect(await homeHtml(port)).toContain('Written before SIGKILL');
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
  }, 180_000);
});
