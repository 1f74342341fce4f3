// The `jobs` table: adding a job by key, claiming due ones (FOR UPDATE SKIP LOCKED, so two servers
// never claim the same row), and recording how a claimed run ended. Times come from the database's
// clock, the one clock every server shares.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';

const { jobs } = schema;

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  name: string;
  key: string;
  payload: Record<string, unknown>;
  /** When absent, due now. */
  runAt?: Date;
  maxAttempts: number;
}

/** Adds the job unless one with its key exists (of any status); answers whether it was added. */
export async function insertJob(db: Db, job: NewJob): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      id: newId(),
      name: job.name,
      key: job.key,
      payload: job.payload,
      maxAttempts: job.maxAttempts,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/**
 * Claims up to `limit` due jobs of the kinds given (with their leases) for `token`: queued ones whose time has come, and
 * running ones whose lease has expired (their server stopped mid-job). Each claim counts an attempt.
 */
export async function claimDue(
  db: Db,
  opts: { leaseMs: Record<string, number>; limit: number; token: string },
): Promise<JobRow[]> {
  const names = Object.keys(opts.leaseMs);
  if (names.length === 0 || opts.limit <= 0) return [];
  // Each kind's own lease: a quick job is taken over quickly, a long one is left its time.
  const leaseMs = sql`case ${jobs.name} ${sql.join(
    names.map((name) => sql`when ${name} then ${Math.round(opts.leaseMs[name]!)}::int`),
    sql` `,
  )} end`;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: opts.token,
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** The run of claim `token` succeeded; a claim another server has taken since changes nothing. */
export async function markDone(db: Db, id: string, token: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, token)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The run failed: queued again after `retryInMs`, or dead when `isDead`. */
export async function markFailed(
  db: Db,
  opts: { id: string; token: string; error: string; isDead: boolean; retryInMs: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: opts.isDead ? 'dead' : 'queued',
      lastError: opts.error.slice(0, 500),
      lockedBy: null,
      lockedUntil: null,
      ...(opts.isDead
        ? { finishedAt: sql`now()` }
        : { runAt: sql`now() + ${Math.round(opts.retryInMs)}::int * interval '1 millisecond'` }),
    })
    .where(and(eq(jobs.id, opts.id), eq(jobs.lockedBy, opts.token)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Forgets finished jobs older than `olderThanMs` (their keys may then be used again). */
export async function pruneFinished(db: Db, olderThanMs: number): Promise<number> {
  const gone = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'dead']),
        lt(jobs.finishedAt, sql`now() - ${Math.round(olderThanMs)}::bigint * interval '1 millisecond'`),
      ),
    )
    .returning({ id: jobs.id });
  return gone.length;
}

/** A job by key, for tests and for the screens that show a job's state. */
export async function findByKey(db: Db, key: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}
