// Issue 18 part 3: tracking calls ingested per second on PostgreSQL with their p99, and whether
// every acknowledged call is stored — one server process, then FOLIO_WORKERS processes on the same
// port (TRACKING_INGEST_WORKERS, default 2; decision 041). Each run: a throwaway database
// (TEST_DATABASE_URL or BENCH_DATABASE_URL, an admin URL), 64 autocannon connections sending the
// landing call (`GET /api/track/Track`) for TRACKING_INGEST_SECONDS (8), the load average and the
// CPU seconds the server processes and the database's backends spent beside the figure (this
// machine is shared: events per CPU-second travel better than events per second).
// `node bench/tracking-ingestion.mjs` alone, or through bench/tracking.mjs (npm run bench).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.TRACKING_INGEST_PORT ?? 3626);
const SECONDS = Number(process.env.TRACKING_INGEST_SECONDS ?? 8);
const CONNECTIONS = 64;
const TARGET = { perSecond: 20_000, p99: 20 };
const TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s

/** CPU seconds (user + system) a process has spent, from /proc; 0 when it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The server process and its cluster workers. */
function serverPids(pid) {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
  return [pid, ...children.split('\n').filter(Boolean).map(Number)];
}

async function ingestion(adminUrl, workers) {
  const { default: pg } = await import('pg');
  const name = `folio_bench_track_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-ingest-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      FOLIO_DATA_DIR: dir,
      FOLIO_DEMO_PASSWORD: 'bench-tracking-password',
      FOLIO_WORKERS: String(workers),
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE: '100000000',
      ANALYTICS_EVENTS_PER_SITE_PER_HOUR: '1000000000',
    },
  });
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    const deadline = Date.now() + 120_000;
    // Every worker listening: the primary's children are all there and the port answers.
    while (
      !(await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      )) ||
      serverPids(child.pid).length < (workers > 1 ? workers + 1 : 1)
    ) {
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await new Promise((resolve) => setTimeout(resolve, workers > 1 ? 3000 : 500));
    await db.connect();
    const options = {
      url: `http://127.0.0.1:${PORT}/api/track/Track?landing=%2Fbench&refer=https%3A%2F%2Fexample.com%2F&source=bench&campaign=load`,
      headers: { host: `demo.localhost:${PORT}` },
      connections: CONNECTIONS,
    };
    await autocannon({ ...options, duration: 1 }); // warm: connections, JIT, the pool
    const warm = Number((await db.query('select count(*)::int as n from analytics_events')).rows[0].n);
    const backends = (
      await db.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
    const pids = serverPids(child.pid);
    const before = { server: pids.map(cpuSeconds), db: backends.map(cpuSeconds) };
    const load = loadavg()[0];
    const result = await autocannon({ ...options, duration: SECONDS });
    const cpu = {
      server: pids.reduce((n, pid, i) => n + cpuSeconds(pid) - before.server[i], 0),
      db: backends.reduce((n, pid, i) => n + cpuSeconds(pid) - before.db[i], 0),
    };
    const count = Number((await db.query('select count(*)::int as n from analytics_events')).rows[0].n);
    return {
      workers,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      acknowledged: result['2xx'],
      other: result.non2xx + result.errors + result.timeouts,
      stored: count - warm,
      load,
      cpu,
    };
  } finally {
    await db.end().catch(() => undefined);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** The rows for bench/tracking.mjs's table: [figure, measured, target, pass or null]. */
export async function ingestionRows() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (!adminUrl)
    return [
      [
        'tracking calls ingested, PostgreSQL',
        'not measured (TEST_DATABASE_URL unset)',
        '≥ 20,000 events/s',
        null,
      ],
    ];
  const rows = [];
  const many = Number(process.env.TRACKING_INGEST_WORKERS ?? 2);
  for (const workers of many > 1 ? [1, many] : [1]) {
    const f = await ingestion(adminUrl, workers);
    const events = f.stored;
    rows.push([
      `tracking calls ingested, PostgreSQL, ${workers === 1 ? 'one server process' : `${workers} processes (FOLIO_WORKERS)`}`,
      `${Math.round(f.perSecond).toLocaleString('en-US')} events/s, p50 ${f.p50} ms, p99 ${f.p99} ms ` +
        `(load ${f.load.toFixed(1)}; CPU s: server ${f.cpu.server.toFixed(1)}, PostgreSQL ${f.cpu.db.toFixed(1)}` +
        ` = ${Math.round(events / Math.max(f.cpu.server, 0.01)).toLocaleString('en-US')} and ` +
        `${Math.round(events / Math.max(f.cpu.db, 0.01)).toLocaleString('en-US')} events per CPU-second)`,
      '≥ 20,000 events/s, p99 ≤ 20 ms',
      f.perSecond >= TARGET.perSecond && f.p99 <= TARGET.p99,
    ]);
    rows.push([
      `acknowledged (204) calls all stored, ${workers} process${workers === 1 ? '' : 'es'}`,
      `${f.acknowledged.toLocaleString('en-US')} acknowledged, ${f.stored.toLocaleString('en-US')} stored, ${f.other} others`,
      'stored ≥ acknowledged (calls cut at the end may be stored too)',
      f.stored >= f.acknowledged,
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await ingestionRows())
    console.log(
      `${row[0]}\n  ${row[1]}\n  target ${row[2]}: ${row[3] === null ? '' : row[3] ? 'PASS' : 'FAIL'}`,
    );
}
