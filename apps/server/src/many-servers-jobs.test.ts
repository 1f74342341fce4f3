// Two Folio servers on one PostgreSQL, both running the job runner (issue 15, one job runner and
// many instances): a notification email is delivered once, a scheduled job runs once, and a
// recurring job once per period.
import type { AddressInfo } from 'node:net';
import * as schema from '@folio/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, validValues } from './modules/forms/test-helpers.ts';
import { makeTestServersOnPostgres, type TestApp } from './testing/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL, both running jobs', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  let smtp: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const made = await makeTestServersOnPostgres(2, {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_FROM: 'Folio <forms@folio.test>',
    });
    [a, b] = made.servers as [TestApp, TestApp];
    close = made.close;
  });
  afterAll(async () => {
    await close?.();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('issue 15 jobs: one notification email is sent once though both servers run the runner', async () => {
    const message = `Sent once at ${Date.now()}`;
    expect((await submit(a.client(), validValues({ c0ffee000000000000000004: message }))).statusCode).toBe(
      200,
    );
    // A was woken by its own commit; B's runner is asked at the same moment, and both again.
    await Promise.all([a.app.folio.outbox.flush(), b.app.folio.outbox.flush()]);
    await Promise.all([a.app.folio.outbox.flush(), b.app.folio.outbox.flush()]);
    // Past B's next poll too.
    await sleep(2500);
    expect(received.filter((data) => data.includes(message))).toHaveLength(1);
    const [mail] = await a.app.folio.database.db
      .select()
      .from(schema.emailOutbox)
      .where(sql`${schema.emailOutbox.text} like ${`%${message}%`}`);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('issue 15 jobs: a scheduled job runs once though both servers run the runner', async () => {
    const ranOn: string[] = [];
    for (const [server, label] of [
      [a, 'A'],
      [b, 'B'],
    ] as const) {
      server.app.folio.jobs.handle('test.scheduled', async () => {
        ranOn.push(label);
      });
    }
    const key = `test.scheduled:${Date.now()}`;
    await a.app.folio.jobs.enqueue('test.scheduled', {}, { key, runAt: new Date(Date.now() + 1000) });
    for (let waited = 0; (await a.app.folio.jobs.find(key))?.status !== 'done'; waited += 100) {
      if (waited > 8000) throw new Error('the scheduled job did not run within 8 s');
      await sleep(100);
    }
    // Both keep polling; neither runs it again.
    await Promise.all([a.app.folio.jobs.runDue(), b.app.folio.jobs.runDue()]);
    await sleep(2500);
    expect(ranOn).toHaveLength(1);
  });

  it('issue 15 jobs: a recurring job runs once per period though both servers have it', async () => {
    let runs = 0;
    const tick = async () => {
      runs += 1;
    };
    a.app.folio.jobs.every('test.recurring', 1000, tick);
    b.app.folio.jobs.every('test.recurring', 1000, tick);
    for (let i = 0; i < 8; i++) {
      await Promise.all([
        a.app.folio.jobs.runDue(['test.recurring']),
        b.app.folio.jobs.runDue(['test.recurring']),
      ]);
      await sleep(500);
    }
    const [done] = await a.app.folio.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, 'test.recurring'), eq(schema.jobs.status, 'done')));
    expect(done!.n).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(done!.n);
  });
});
