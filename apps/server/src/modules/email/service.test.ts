// Email delivery on the job runner (issue 15): each outbox row has its delivery job, retried with
// backoff; after the last attempt the email is failed, with its attempts and last error on the
// config area's outbox screen.
import { type AddressInfo, createServer } from 'node:net';
import * as schema from '@folio/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { submit } from '../forms/test-helpers.ts';

/** A port on which nothing listens: every SMTP connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('email delivery when the SMTP server refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}?ignoreTLS=true`,
      MAIL_FROM: 'Folio <forms@folio.test>',
    });
  });
  afterAll(() => t?.close());

  it('issue 15 jobs: an email is retried with backoff and, after 5 attempts, shown as failed with its last error', async () => {
    const { db } = t.app.folio.database;
    expect((await submit(t.client())).statusCode).toBe(200);
    const [mail] = await db
      .select()
      .from(schema.emailOutbox)
      .orderBy(sql`${schema.emailOutbox.createdAt} desc`);
    const jobKey = `email.deliver:${mail!.id}`;
    // The submission's transaction queued the delivery job with the email (the runner may have
    // tried it already: it is woken after the commit).
    expect(await t.app.folio.jobs.find(jobKey)).toMatchObject({ name: 'email.deliver' });

    await t.app.folio.outbox.flush();
    const job = await t.app.folio.jobs.find(jobKey);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    // Backoff: the next attempt is about a minute away, so flushing now sends nothing.
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    await t.app.folio.outbox.flush();
    expect(await t.app.folio.jobs.find(jobKey)).toMatchObject({ attempts: 1 });
    const [retrying] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, mail!.id));
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retrying!.lastError).toMatch(/ECONNREFUSED/);

    // Time passes: each wait is made due at once, until the job is given up.
    for (let round = 0; round < 10; round++) {
      const now = await t.app.folio.jobs.find(jobKey);
      if (now!.status === 'dead') break;
      await db.update(schema.jobs).set({ runAt: new Date() }).where(eq(schema.jobs.key, jobKey));
      await t.app.folio.outbox.flush();
    }
    expect(await t.app.folio.jobs.find(jobKey)).toMatchObject({ status: 'dead', attempts: 5 });

    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const outbox = (await owner.request({ url: '/api/config/outbox' })).json();
    const shown = outbox.emails.find((e: { id: string }) => e.id === mail!.id);
    expect(shown).toMatchObject({ status: 'failed', attempts: 5 });
    expect(shown.lastError).toMatch(/ECONNREFUSED/);
  });
});
