// A server killed mid-job (issue 15): a real process claims a job and is killed with SIGKILL; once
// its lease has passed, another server's runner takes the job over and finishes it.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { JobRunner } from './service.ts';

const worker = fileURLToPath(new URL('../../testing/job-worker.ts', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('a server killed mid-job, on PostgreSQL', () => {
  let t: TestApp;
  let child: ChildProcess | undefined;
  let survivor: JobRunner | undefined;
  beforeAll(async () => {
    t = await makeTestApp('postgres');
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await survivor?.stop({ waitMs: 100 });
    await t?.close();
  });

  it('issue 15 jobs: a job whose server is killed mid-run is taken over by another server after its lease', async () => {
    const url = (t.app.folio.database as { url?: string }).url!;
    const key = `test.crash:${Date.now()}`;
    survivor = new JobRunner(t.app.folio.database.db);
    const ran: number[] = [];
    survivor.handle(
      'test.crash',
      async (_payload, context) => {
        ran.push(context.attempt);
      },
      { leaseMs: 1500 },
    );
    await survivor.enqueue('test.crash', { n: 1 }, { key });

    // Started as `node --import tsx`, so that the kill reaches the runner, not a wrapper.
    child = spawn(process.execPath, ['--import', 'tsx', worker, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    for (let waited = 0; !out.includes('started 1'); waited += 50) {
      if (waited > 20_000) throw new Error(`the worker did not start the job: ${out}`);
      await sleep(50);
    }
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const [claimed] = await t.app.folio.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.key, key));
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });
    // Its lease still holds: nobody takes it yet.
    expect(await survivor.runDue(['test.crash'])).toEqual({ done: 0, failed: 0 });
    for (let waited = 0; ran.length === 0; waited += 100) {
      if (waited > 5000) throw new Error('the job was not taken over within 5 s');
      await survivor.runDue(['test.crash']);
      await sleep(100);
    }
    expect(ran).toEqual([2]);
    const [finished] = await t.app.folio.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.key, key));
    expect(finished).toMatchObject({ status: 'done', attempts: 2 });
  });
});
