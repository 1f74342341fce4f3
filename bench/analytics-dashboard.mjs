// Issue 18 part 3: the owner's dashboard reads over 10 million events on PostgreSQL — the 30-day
// traffic read answering in ≤ 200 ms (the issue's target) — and what the roll-up costs per day.
// node bench/analytics-dashboard.mjs (or from npm run bench). Needs PostgreSQL: BENCH_DATABASE_URL
// or TEST_DATABASE_URL (an admin URL; a throwaway database is made and dropped, about 2.5 GB while
// it lives). Steps: a server migrates it and seeds the demo site; SQL generate_series inserts
// DASHBOARD_EVENTS (10,000,000) analytics_events of the demo site spread over 31 UTC days before
// today (landings, hits and Button renders/clicks; ~2,000 paths with a long tail, ~300 referrers,
// a few campaigns, returning cookie visitors and cookie-less daily hashes); the analytics service's
// own roll-up (`rollUp`, the job's SQL) runs one day at a time, timed; then the owner, signed in,
// asks `GET /api/config/analytics/traffic` for the last 30 days through the real server
// DASHBOARD_REQUESTS (300) times, one request at a time and then four at once. Loopback only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './image-service.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { default: pg } = await import('pg');
const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.DASHBOARD_BENCH_PORT ?? 3627);
const HOST = `demo.localhost:${PORT}`;
const EVENTS = Number(process.env.DASHBOARD_EVENTS ?? 10_000_000);
const DAYS = 31;
const REQUESTS = Number(process.env.DASHBOARD_REQUESTS ?? 300);
const TARGET_MS = 200;
const DAY_MS = 86_400_000;
const load1 = () => loadavg()[0].toFixed(1);

async function waitFor(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * One UTC day's events: `$1` site, `$2` the day's start, `$3` how many, `$4` the day's index (the
 * visitor pools move by day, so some visitors come back on later days and most are new).
 * Each row draws five random numbers: kind, path, visitor, referrer and campaign.
 */
const INSERT_DAY = `
insert into analytics_events (website_id, kind, at, visitor_key, path, referrer_host, source, campaign, data)
select $1,
  case when k < 0.25 then 'landing' when k < 0.85 then 'hit' when k < 0.97 then 'button-render' else 'button-click' end,
  $2::timestamptz + (g::float8 / $3) * interval '1 day',
  case when v < 0.3 then 'h:' || lpad(to_hex(($4 * 1000003 + floor(v / 0.3 * 20000))::bigint), 22, '0')
       else 'v:' || lpad(to_hex((($4 * 15000 + floor(power((v - 0.3) / 0.7, 1.4) * 50000))::bigint * 2654435761) % 1099511627776), 22, 'k') end,
  case when p < 0.3 then '/' when p < 0.4 then (array['/journal', '/about', '/shop', '/contact', '/events'])[1 + floor((p - 0.3) * 50)::int]
       else '/journal/post-' || floor(power((p - 0.4) / 0.6, 3) * 2000)::int end,
  case when k < 0.25 and r < 0.45 then (array['www.google.com', 'www.bing.com', 'duckduckgo.com', 't.co', 'www.facebook.com', 'news.ycombinator.com'])[1 + floor(r / 0.45 * 6)::int]
       when k < 0.25 and r < 0.6 then 'ref' || floor(power((r - 0.45) / 0.15, 3) * 300)::int || '.example.org' end,
  case when k < 0.25 and c < 0.08 then (array['newsletter', 'instagram', 'partner'])[1 + floor(c / 0.08 * 3)::int] end,
  case when k < 0.25 and c < 0.08 then 'spring-' || floor(c / 0.08 * 12)::int end,
  case when k < 0.25 then jsonb_build_object('lang', 'en-GB', 'screen', '1440x900')
       when k >= 0.85 then jsonb_build_object('id', 'btn-' || floor(r * 40)::int, 'alignment', 'center', 'size', 'medium') end
from (select g, random() k, random() p, random() v, random() r, random() c from generate_series(1, $3::int) g) s`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function trafficLoad(path, headers, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${PORT}${path}`, headers, connections, amount: REQUESTS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function dashboardFigures(adminUrl) {
  // BENCH_DASHBOARD_DATABASE: a database kept by an earlier run (BENCH_KEEP_DATABASE=1) whose
  // events and roll-up are reused; only the reads are timed again.
  const reused = process.env.BENCH_DASHBOARD_DATABASE;
  const name = reused ?? `folio_bench_dashboard_${randomBytes(4).toString('hex')}`;
  if (!/^folio_bench_dashboard_[a-z0-9]+$/.test(name)) throw new Error(`not a bench database: ${name}`);
  if (!reused) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-dashboard-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      FOLIO_DATA_DIR: dataDir,
      FOLIO_DEMO_PASSWORD: 'bench-dashboard-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
    },
  });
  const rows = [];
  let database;
  try {
    await waitFor(`http://127.0.0.1:${PORT}/healthz`);
    const db = new pg.Client({ connectionString: url.toString() });
    db.on('error', () => undefined);
    await db.connect();
    const websiteId = (await db.query(`select id from websites where subdomain = 'demo'`)).rows[0].id;
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const first = today - DAYS * DAY_MS;
    const perDay = Math.ceil(EVENTS / DAYS);
    let started = performance.now();
    if (!reused) {
      for (let d = 0; d < DAYS; d += 1)
        await db.query(INSERT_DAY, [websiteId, new Date(first + d * DAY_MS).toISOString(), perDay, d]);
      // As autovacuum would leave a table that has lived a month: the read is not timed beside a
      // first vacuum of 2.5 GB.
      await db.query('vacuum (analyze) analytics_events');
    }
    const inserted = Number((await db.query('select count(*) from analytics_events')).rows[0].count);
    const size = (await db.query(`select pg_size_pretty(pg_total_relation_size('analytics_events')) as s`))
      .rows[0].s;
    rows.push([
      'events inserted (generate_series, one site)',
      `${inserted.toLocaleString('en-US')} over ${DAYS} days ${reused ? `(kept from an earlier run)` : `in ${((performance.now() - started) / 1000).toFixed(0)} s`}, ${size} with indexes`,
      '10 million',
      inserted >= 10_000_000 ? true : null,
    ]);

    // The roll-up through the service's own function (the job's SQL), one UTC day at a time.
    const { tsImport } = await import('tsx/esm/api');
    const { connect } = await tsImport('../packages/db/src/index.ts', import.meta.url);
    const { AnalyticsService } = await tsImport(
      '../apps/server/src/modules/analytics/service.ts',
      import.meta.url,
    );
    database = await connect({ databaseUrl: url.toString() });
    const analytics = new AnalyticsService(
      database.db,
      { eventsPerSitePerHour: 1e9, retentionDays: 90 },
      'bench',
    );
    const perDayMs = [];
    const loadBefore = load1();
    if (!reused) {
      for (let d = 0; d < DAYS; d += 1) {
        const t = performance.now();
        await analytics.rollUp({ now: new Date(first + d * DAY_MS), days: 1 });
        perDayMs.push(performance.now() - t);
      }
    }
    const sortedDays = [...perDayMs].sort((a, b) => a - b);
    started = performance.now();
    await analytics.rollUp({ now: new Date(today - DAY_MS), days: 2 });
    const jobRun = performance.now() - started;
    await db.query('vacuum (analyze) analytics_daily');
    const aggregateRows = Number(
      (
        await db.query('select count(*) from analytics_daily where website_id = $1 and day >= $2', [
          websiteId,
          new Date(today - 30 * DAY_MS).toISOString().slice(0, 10),
        ])
      ).rows[0].count,
    );
    if (!reused)
      rows.push([
        `roll-up of one day (${perDay.toLocaleString('en-US')} events)`,
        `median ${Math.round(percentile(sortedDays, 50))} ms, max ${Math.round(sortedDays.at(-1))} ms (load ${loadBefore})`,
        'report (the job recomputes 2 days every 10 min)',
        null,
      ]);
    rows.push([
      'roll-up as the job runs it (today and yesterday)',
      `${Math.round(jobRun)} ms (load ${load1()})`,
      'report',
      null,
    ]);
    await db.end();

    // The dashboard's read, as the owner's browser asks it.
    const owner = await signIn(PORT, HOST, 'owner@demo.test', 'bench-dashboard-password');
    const from = new Date(today - 30 * DAY_MS).toISOString().slice(0, 10);
    const to = new Date(today).toISOString().slice(0, 10);
    const path = `/api/config/analytics/traffic?from=${from}&to=${to}`;
    const headers = {
      host: HOST,
      cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-folio-config': '1',
      'sec-fetch-site': 'same-origin',
      referer: `http://${HOST}/config/analytics`,
    };
    const probe = await owner.send('GET', path, { 'x-folio-config': '1', referer: headers.referer });
    if (probe.status !== 200)
      throw new Error(`GET ${path} answered ${probe.status}: ${probe.body.toString().slice(0, 200)}`);
    const answer = JSON.parse(probe.body.toString());
    const extra = Object.keys(answer).filter((k) => !['days', 'paths', 'referrers', 'campaigns'].includes(k));
    rows.push([
      'traffic answer, 30 days',
      `${answer.days.length} days, ${answer.paths.length} paths, ${answer.referrers.length} referrers, ` +
        `${answer.campaigns.length} campaigns${extra.length ? `, also ${extra.join(', ')}` : ''}; ` +
        `${Math.round(probe.body.length / 1024)} KB from ${aggregateRows.toLocaleString('en-US')} daily rows`,
      'report',
      null,
    ]);
    for (const connections of [1, 4]) {
      const loadAt = load1();
      const result = await trafficLoad(path, headers, connections);
      const ok = result.non2xx === 0 && result.errors === 0;
      rows.push([
        `GET /api/config/analytics/traffic, 30 days, ${connections} at once`,
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s` +
          `${ok ? '' : ` (${result.non2xx} non-2xx, ${result.errors} errors)`} (load ${loadAt})`,
        `≤ ${TARGET_MS} ms`,
        ok && result.latency.p99 <= TARGET_MS,
      ]);
    }
  } finally {
    await database?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE || reused) console.log(`  kept database ${name}`);
    else {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    }
  }
  return rows;
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

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.log(
  `\nAnalytics dashboard (issue 18 part 3): ${EVENTS.toLocaleString('en-US')} events of one site on PostgreSQL, ` +
    `the roll-up per day and the 30-day traffic read through the server (${REQUESTS} requests each). ` +
    `Load average beside each figure (a shared 2-core machine).\n`,
);
if (!adminUrl) {
  console.log('analytics dashboard: skipped (no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
} else {
  try {
    printTable(await dashboardFigures(adminUrl));
  } catch (error) {
    console.log(`analytics dashboard: failed — ${error.stack ?? error.message}`);
    process.exitCode = 1;
  }
}
