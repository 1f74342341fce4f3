// The real server process: SIGTERM finishes in-flight work and closes the database cleanly, and a
// write acknowledged before the signal (or before a SIGKILL) is there after a restart.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'folio-shutdown-'));
const password = 'shutdown-test-password';

interface Running {
  child: ChildProcess;
  port: number;
}

/** Starts the server on a free port (PORT=0) and reads the port from its start-up banner. */
async function start(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      PORT: '0',
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
    const port = Number(/Platform home:\s+http:\/\/localhost:(\d+)\//.exec(output)?.[1]);
    if (port) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      if (res?.ok) return { child, port };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

interface Reply {
  status: number;
  body: string;
  setCookies: string[];
}

/** One HTTP request to 127.0.0.1 with a chosen Host header (fetch does not allow setting Host). */
function send(
  port: number,
  input: { method: string; path: string; host: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: input.method,
        path: input.path,
        headers: { ...input.headers, host: input.host },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, setCookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(input.body);
  });
}

/** Signs in to the demo site and publishes a page with the given heading; resolves when acknowledged. */
async function publishHeading(port: number, text: string): Promise<void> {
  const host = `demo.localhost:${port}`;
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-crumb': cookies.get('crumb') ?? '',
    };
    if (body) headers['content-type'] = 'application/json';
    const res = await send(port, {
      method,
      path,
      host,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const c of res.setCookies) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
    return res;
  };
  await call('GET', '/api/auth/crumb');
  expect((await call('POST', '/api/auth/Login', { email: 'owner@demo.test', password })).status).toBe(200);
  const { pages } = JSON.parse((await call('GET', '/api/config/pages')).body);
  const data = {
    root: { props: { title: 'Home' } },
    content: [{ type: 'Heading', props: { id: 'h', text, level: 'h1', align: 'left' } }],
  };
  const res = await call('POST', `/api/config/pages/${pages[0].id}/publish`, { data });
  expect(res.status).toBe(200);
}

async function homeHtml(port: number): Promise<string> {
  return (await send(port, { method: 'GET', path: '/', host: `demo.localhost:${port}` })).body;
}

describe('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps an acknowledged write across SIGTERM (graceful) and SIGKILL (crash)', async () => {
    let { child: server, port } = await start();
    await publishHeading(port, 'Written before SIGTERM');
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);

    ({ child: server, port } = await start());
    expect(await homeHtml(port)).toContain('Written before SIGTERM');
    await publishHeading(port, 'Written before SIGKILL');
    server.kill('SIGKILL');
    await exited(server);

    ({ child: server, port } = await start());
    expect(await homeHtml(port)).toContain('Written before SIGKILL');
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
  }, 180_000);
});
