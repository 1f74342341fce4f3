// A Redis for the tests of limits shared between servers (issue 15): TEST_REDIS_URL when CI gives
// one (.ci/run starts Debian's redis-server), else a redis-server of the test's own on a free
// port, else none (the caller skips and says so).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

function findRedisServer(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter).concat('/usr/bin', '/usr/sbin')) {
    const path = join(dir, 'redis-server');
    if (dir && existsSync(path)) return path;
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the Redis at `url` answers PING, and empties it: the tests count from zero. */
async function ready(url: string, ms: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.flushdb();
      client.disconnect();
      return;
    } catch (error) {
      client.disconnect();
      if (Date.now() - started > ms) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * A Redis for this test file, or undefined when there is none to be had. `db`: the Redis database
 * (0–15) this file alone uses and empties first, since test files run side by side on one Redis.
 */
export async function startTestRedis(db: number): Promise<TestRedis | undefined> {
  const given = process.env.TEST_REDIS_URL;
  if (given) {
    const url = new URL(given);
    url.pathname = `/${db}`;
    await ready(url.href, 5000);
    return { url: url.href, stop: async () => {} };
  }
  const binary = findRedisServer();
  if (!binary) return undefined;
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}/${db}`;
  try {
    await ready(url, 10_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
