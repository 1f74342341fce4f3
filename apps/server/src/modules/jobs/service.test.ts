// The job runner on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): keys,
// retries with backoff, dead jobs, leases taken over after a crash, recurring slots, a clean stop.
import { randomBytes } from 'node:crypto';
import type { Database } from '@folio/db';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { claimDue } from './queries.ts';
import { JobRunner } from './service.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A job kind of this test's own, so the app's own runner (which has no handler for it) leaves it alone. */
const kind = (what: string) => `test.${what}-${randomBytes(4).toString('hex')}`;

describe.each(databaseKinds)('the job runner on %s', (databaseKind) => {
  let t: TestApp;
  let database: Database;
  const runners: JobRunner[] = [];
  const runner = () => {
    const made = new JobRunner(database.db);
    runners.push(made);
    return made;
  };
  const row = async (key: string) => {
    const [found] = await database.db.select().from(schema.jobs).where(eq(schema.jobs.key, key));
    return found!;
  };

  beforeAll(async () => {
    t = await makeTestApp(databaseKind);
    database = t.app.folio.database;
  });
  afterAll(async () => {
    for (const r of runners) await r.stop({ waitMs: 100 });
    await t?.close();
  });

  it('issue 15 jobs: the same key enqueued twice runs once', async () => {
    const jobs = runner();
    const name = kind('once');
    const ran: unknown[] = [];
    jobs.handle(name, async (payload) => {
      ran.push(payload.n);
    });
    expect(await jobs.enqueue(name, { n: 1 }, { key: `${name}:order-7` })).toBe(true);
    expect(await jobs.enqueue(name, { n: 2 }, { key: `${name}:order-7` })).toBe(false);
    expect(await jobs.runDue([name])).toEqual({ done: 1, failed: 0 });
    // Once done, the key still holds: enqueued again, it does not run again.
    expect(await jobs.enqueue(name, { n: 3 }, { key: `${name}:order-7` })).toBe(false);
    expect(await jobs.runDue([name])).toEqual({ done: 0, failed: 0 });
    expect(ran).toEqual([1]);
    expect((await row(`${name}:order-7`)).status).toBe('done');
  });

  it('issue 15 jobs: a job enqueued in a transaction that rolls back is not added', async () => {
    const jobs = runner();
    const name = kind('tx');
    jobs.handle(name, async () => undefined);
    await database.db
      .transaction(async (tx) => {
        await jobs.enqueue(name, {}, { key: `${name}:k`, db: tx as never });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await jobs.find(`${name}:k`)).toBeUndefined();
  });

  it('issue 15 jobs: a job that throws is retried with exponential backoff, then dead after its last attempt', async () => {
    const jobs = runner();
    const name = kind('flaky');
    const runTimes: number[] = [];
    const dead: { error: string; attempts: number }[] = [];
    jobs.handle(
      name,
      async (_payload, context) => {
        runTimes.push(Date.now());
        throw new Error(`SMTP refused (attempt ${context.attempt})`);
      },
      {
        maxAttempts: 3,
        backoffMs: (attempt) => 300 * 2 ** (attempt - 1),
        onDead: async (_payload, error, attempts) => {
          dead.push({ error, attempts });
        },
      },
    );
    const key = `${name}:k`;
    await jobs.enqueue(name, {}, { key });
    expect(await jobs.runDue([name])).toEqual({ done: 0, failed: 1 });
    let stored = await row(key);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP refused (attempt 1)' });
    // Not due again before its backoff has passed.
    expect(await jobs.runDue([name])).toEqual({ done: 0, failed: 0 });
    while ((await row(key)).attempts < 3) {
      await jobs.runDue([name]);
      await sleep(50);
    }
    stored = await row(key);
    expect(stored).toMatchObject({ status: 'dead', attempts: 3, lastError: 'SMTP refused (attempt 3)' });
    expect(dead).toEqual([{ error: 'SMTP refused (attempt 3)', attempts: 3 }]);
    expect(runTimes).toHaveLength(3);
    // The waits double: 300 ms after the first failure, 600 ms after the second.
    expect(runTimes[1]! - runTimes[0]!).toBeGreaterThanOrEqual(290);
    expect(runTimes[2]! - runTimes[1]!).toBeGreaterThanOrEqual(590);
    // A dead job is not run again.
    await sleep(700);
    expect(await jobs.runDue([name])).toEqual({ done: 0, failed: 0 });
  });

  it('issue 15 jobs: a job that throws never blocks the others', async () => {
    const jobs = runner();
    const failing = kind('failing');
    const fine = kind('fine');
    const ran: string[] = [];
    jobs.handle(failing, async () => {
      throw new Error('always');
    });
    jobs.handle(fine, async (payload) => {
      ran.push(String(payload.n));
    });
    await jobs.enqueue(failing, {});
    for (const n of [1, 2, 3]) await jobs.enqueue(fine, { n });
    expect(await jobs.runDue([failing, fine])).toEqual({ done: 3, failed: 1 });
    expect(ran.sort()).toEqual(['1', '2', '3']);
  });

  it('issue 15 jobs: a job whose server stopped mid-run is picked up again once its lease expires', async () => {
    const name = kind('crash');
    const key = `${name}:k`;
    const survivor = runner();
    const ran: number[] = [];
    survivor.handle(
      name,
      async (_payload, context) => {
        ran.push(context.attempt);
      },
      { leaseMs: 1000 },
    );
    await survivor.enqueue(name, {}, { key });
    // Another server claims the job and dies before finishing it: its claim is all that is left.
    const [claimed] = await claimDue(database.db, {
      limit: 1,
      token: 'dead-server',
      leaseMs: { [name]: 1000 },
    });
    expect(claimed).toMatchObject({ key, status: 'running', attempts: 1 });
    // While the lease holds, nobody else takes the job.
    expect(await survivor.runDue([name])).toEqual({ done: 0, failed: 0 });
    await sleep(1200);
    expect(await survivor.runDue([name])).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual([2]);
    expect(await row(key)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('issue 15 jobs: a scheduled job waits for its time', async () => {
    const jobs = runner();
    const name = kind('later');
    let runs = 0;
    jobs.handle(name, async () => {
      runs += 1;
    });
    await jobs.enqueue(name, {}, { runAt: new Date(Date.now() + 800) });
    expect(await jobs.runDue([name])).toEqual({ done: 0, failed: 0 });
    await sleep(900);
    expect(await jobs.runDue([name])).toEqual({ done: 1, failed: 0 });
    expect(runs).toBe(1);
  });

  it('issue 15 jobs: a recurring job runs once per period though two runners have it', async () => {
    const name = kind('sweep');
    let runs = 0;
    const sweep = async () => {
      runs += 1;
    };
    const a = runner().every(name, 60 * 60_000, sweep);
    const b = runner().every(name, 60 * 60_000, sweep);
    await Promise.all([a.runDue([name]), b.runDue([name])]);
    await Promise.all([a.runDue([name]), b.runDue([name])]);
    expect(runs).toBe(1);
    const slot = new Date(Math.floor(Date.now() / (60 * 60_000)) * 60 * 60_000);
    expect((await row(`${name}@${slot.toISOString()}`)).status).toBe('done');
  });

  it('issue 15 jobs: on stop the runner claims nothing new and lets a running job finish', async () => {
    const jobs = new JobRunner(database.db, { pollMs: 50 });
    const name = kind('stop');
    let release: () => void = () => undefined;
    const finished: string[] = [];
    jobs.handle(name, async (payload) => {
      if (payload.n === 1) await new Promise<void>((resolve) => (release = resolve));
      finished.push(String(payload.n));
    });
    jobs.start();
    await jobs.enqueue(name, { n: 1 }, { key: `${name}:1` });
    while ((await row(`${name}:1`)).status !== 'running') await sleep(20);
    const stopped = jobs.stop({ waitMs: 5000 });
    await jobs.enqueue(name, { n: 2 }, { key: `${name}:2` });
    setTimeout(() => release(), 200);
    await stopped;
    expect(finished).toEqual(['1']);
    expect((await row(`${name}:1`)).status).toBe('done');
    await sleep(200);
    expect((await row(`${name}:2`)).status).toBe('queued');
  });
});
