// Issue 18 (decision 041): FOLIO_WORKERS server processes on one port. The setting is checked at
// start; with PostgreSQL (TEST_DATABASE_URL) a real start forks the workers, both answer on the
// port, a worker that dies is replaced, and SIGTERM stops them all.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('issue 18: FOLIO_WORKERS', () => {
  it('issue 18: one process by default; several need DATABASE_URL; a whole number from 1 to 64', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ FOLIO_WORKERS: '4', DATABASE_URL: 'postgres://u@127.0.0.1/f' }).workers).toBe(4);
    expect(() => loadConfig({ FOLIO_WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ FOLIO_WORKERS: '2' })).toThrow('need DATABASE_URL');
    expect(() => loadConfig({ FOLIO_WORKERS: '0', DATABASE_URL: 'postgres://u@127.0.0.1/f' })).toThrow(
      'FOLIO_WORKERS must be at least 1',
    );
    expect(() => loadConfig({ FOLIO_WORKERS: 'many' })).toThrow('FOLIO_WORKERS must be a number');
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)(
    'issue 18: two server processes share the port, a dead one is replaced, SIGTERM stops all',
    { timeout: 120_000 },
    async () => {
      const { default: pg } = await import('pg');
      const name = `folio_t_${randomBytes(6).toString('hex')}`;
      const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(sql).finally(() => client.end());
      };
      await admin(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const dir = mkdtempSync(join(tmpdir(), 'folio-workers-'));
      const port = 3700 + Math.floor(Math.random() * 200);
      let server: ChildProcess | undefined;
      const workers = () =>
        spawnSync('pgrep', ['-P', String(server!.pid)], { encoding: 'utf8' })
          .stdout.split('\n')
          .filter(Boolean)
          .map(Number);
      const until = async (what: () => Promise<boolean> | boolean) => {
        const deadline = Date.now() + 90_000;
        while (!(await what())) {
          if (Date.now() > deadline) throw new Error('timed out');
          await new Promise((r) => setTimeout(r, 250));
        }
      };
      const healthy = () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
      try {
        server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: join(import.meta.dirname, '..'),
          stdio: 'ignore',
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            FOLIO_DATA_DIR: dir,
            FOLIO_DEMO_PASSWORD: 'workers-test-password',
            FOLIO_WORKERS: '2',
            LOG_LEVEL: 'silent',
            DATABASE_URL: url.toString(),
          },
        });
        await until(async () => workers().length === 2 && (await healthy()));
        const [first, second] = workers();
        // The port answers tracking calls (the workers take the connections between them).
        for (let i = 0; i < 20; i++) {
          // fetch drops a Host header; node:http sends it (the demo site's address).
          const status = await new Promise<number | undefined>((resolve, reject) =>
            request(
              {
                host: '127.0.0.1',
                port,
                path: '/api/track/Track?landing=%2Fw',
                headers: { host: `demo.localhost:${port}` },
              },
              (res) => {
                res.resume();
                resolve(res.statusCode);
              },
            )
              .on('error', reject)
              .end(),
          );
          expect(status).toBe(204);
        }
        process.kill(first!, 'SIGKILL');
        await until(async () => {
          const now = workers();
          return now.length === 2 && !now.includes(first!) && (await healthy());
        });
        expect(workers()).toContain(second);
        const exited = new Promise<number | null>((r) => server!.once('exit', (code) => r(code)));
        const left = workers();
        server.kill('SIGTERM');
        expect(await exited).toBe(0);
        for (const pid of left) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        if (server && server.exitCode === null) server.kill('SIGKILL');
        for (const pid of server ? workers() : []) process.kill(pid, 'SIGKILL');
        rmSync(dir, { recursive: true, force: true });
        await admin(`drop database if exists ${name} with (force)`);
      }
    },
  );
});
