// The durable job runner (issue 15, docs/decisions/015-job-runner.md): every background task of
// Folio is a row in `jobs`, claimed by one server at a time, retried with backoff, and picked up
// again by another server when the one running it stops mid-job.
import { randomBytes } from 'node:crypto';
import type { Db } from '@folio/db';
import * as q from './queries.ts';
import { type EnqueueOptions, enqueueOptions, jobName } from './schema.ts';

export type { JobRow } from './queries.ts';

export interface JobContext {
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** Whether a failure of this run makes the job dead. */
  isLastAttempt: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<unknown>;

export interface HandlerOptions {
  /** Runs before the job is dead; 5 unless said. */
  maxAttempts?: number;
  /** How long a claim holds before another server may take the job over; 5 minutes unless said. */
  leaseMs?: number;
  /** The wait before retry n (from 1); doubles from 30 seconds unless said, at most an hour. */
  backoffMs?: (attempt: number) => number;
  /** Called once when the job is given up (dead), with its last error and the attempts made. */
  onDead?: (payload: Record<string, unknown>, lastError: string, attempts: number) => Promise<void>;
}

interface Registered extends Required<Omit<HandlerOptions, 'onDead'>> {
  run: JobHandler;
  onDead?: HandlerOptions['onDead'];
}

export interface JobRunnerOptions {
  /** How often to look for due jobs when nothing woke the runner; 2 seconds unless said. */
  pollMs?: number;
  /** Jobs run at once on this server. */
  concurrency?: number;
  log?: (message: string, error?: unknown) => void;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;

export function exponentialBackoff(baseMs: number, capMs = 60 * 60_000): (attempt: number) => number {
  return (attempt) => Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export class JobRunner {
  readonly #handlers = new Map<string, Registered>();
  readonly #recurring = new Map<string, { everyMs: number; lastSlot: number }>();
  /** Runs under way on this server, with their kind. */
  readonly #running = new Map<Promise<void>, string>();
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #log: (message: string, error?: unknown) => void;
  #timer: NodeJS.Timeout | null = null;
  #isStopping = false;
  #tick: Promise<void> | null = null;
  #isWoken = false;

  constructor(
    private readonly db: Db,
    options: JobRunnerOptions = {},
  ) {
    this.#pollMs = options.pollMs ?? 2_000;
    this.#concurrency = options.concurrency ?? 4;
    this.#log = options.log ?? (() => undefined);
    this.every('jobs.prune', 24 * 60 * 60_000, () => q.pruneFinished(this.db, KEEP_FINISHED_MS));
  }

  /** Registers the handler of a kind of job; a server runs only the kinds it has handlers for. */
  handle(name: string, run: JobHandler, options: HandlerOptions = {}): this {
    this.#handlers.set(jobName.parse(name), {
      run,
      maxAttempts: options.maxAttempts ?? 5,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      backoffMs: options.backoffMs ?? exponentialBackoff(30_000),
      onDead: options.onDead,
    });
    return this;
  }

  /**
   * A recurring job, once per `everyMs` across all servers: each period is one job keyed by its
   * time slot (`store.sweep@<slot start>`), so whichever server adds it first runs it, once.
   */
  every(name: string, everyMs: number, run: () => Promise<unknown>, options: HandlerOptions = {}): this {
    this.handle(name, () => run(), { maxAttempts: 1, ...options });
    this.#recurring.set(name, { everyMs, lastSlot: -1 });
    return this;
  }

  /** Adds a job, in the caller's transaction when `db` is one; answers false when its key exists. */
  async enqueue(
    name: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<boolean> {
    const { key, runAt, maxAttempts } = enqueueOptions.parse({
      key: options.key,
      runAt: options.runAt,
      maxAttempts: options.maxAttempts,
    });
    const isAdded = await q.insertJob(options.db ?? this.db, {
      name: jobName.parse(name),
      key: key ?? `${name}:${randomBytes(12).toString('hex')}`,
      payload,
      runAt,
      maxAttempts: maxAttempts ?? this.#handlers.get(name)?.maxAttempts ?? 5,
    });
    if (isAdded && !options.db && (!runAt || runAt.getTime() <= Date.now())) this.wake();
    return isAdded;
  }

  /** The stored state of the job with this key. */
  find(key: string): Promise<q.JobRow | undefined> {
    return q.findByKey(this.db, key);
  }

  start(): void {
    if (this.#timer || this.#isStopping) return;
    this.#timer = setInterval(() => this.wake(), this.#pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Looks for due jobs now instead of at the next poll (after a commit that added some). */
  wake(): void {
    // Not started (a test's runner, driven by runDue), or closing: nothing runs by itself.
    if (!this.#timer || this.#isStopping) return;
    if (this.#tick) {
      this.#isWoken = true;
      return;
    }
    this.#tick = this.#runOnce()
      .catch((error) => this.#log('the job runner could not claim jobs', error))
      .finally(() => {
        this.#tick = null;
        if (this.#isWoken) {
          this.#isWoken = false;
          this.wake();
        }
      });
  }

  /**
   * Runs every job due now (of the given kinds, or all this server handles) and waits for them:
   * what tests and `outbox.flush()` call instead of waiting for the next poll. Answers how many
   * runs succeeded and how many failed.
   */
  async runDue(names?: string[]): Promise<{ done: number; failed: number }> {
    const kinds = (names ?? [...this.#handlers.keys()]).filter((n) => this.#handlers.has(n));
    // A claim the poll has under way ends first, so that its runs are among those waited for.
    await this.#tick;
    await this.#addRecurringSlots();
    const total = { done: 0, failed: 0 };
    // Bounded: a job that keeps failing is queued again for later, not now, so this ends.
    for (let round = 0; round < 100; round++) {
      const claimed = await this.#claim(kinds, 20);
      if (claimed.length === 0) break;
      const outcomes = await Promise.all(claimed.map((job) => this.#run(job)));
      for (const isDone of outcomes) total[isDone ? 'done' : 'failed'] += 1;
    }
    // Runs of these kinds the poll had already started finish before this answers.
    await Promise.allSettled(
      [...this.#running].filter(([, name]) => kinds.includes(name)).map(([run]) => run),
    );
    return total;
  }

  /** Claims no more jobs and waits (at most `waitMs`) for the running ones; those left keep their lease. */
  async stop({ waitMs = 5_000 }: { waitMs?: number } = {}): Promise<void> {
    this.#isStopping = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      (async () => {
        // A claim under way may still start runs: wait for it, then for every run.
        await this.#tick;
        await Promise.allSettled(this.#running.keys());
      })(),
      new Promise((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  async #runOnce(): Promise<void> {
    await this.#addRecurringSlots();
    const free = this.#concurrency - this.#running.size;
    if (free <= 0 || this.#isStopping) return;
    const claimed = await this.#claim([...this.#handlers.keys()], free);
    for (const job of claimed) {
      const running: Promise<void> = this.#run(job).then(() => {
        this.#running.delete(running);
        // A slot came free: more may be waiting.
        if (claimed.length === free) this.wake();
      });
      this.#running.set(running, job.name);
    }
  }

  async #addRecurringSlots(): Promise<void> {
    const now = Date.now();
    for (const [name, recurring] of this.#recurring) {
      const slot = Math.floor(now / recurring.everyMs);
      if (slot === recurring.lastSlot) continue;
      const slotStart = new Date(slot * recurring.everyMs);
      await q.insertJob(this.db, {
        name,
        key: `${name}@${slotStart.toISOString()}`,
        payload: {},
        runAt: slotStart,
        maxAttempts: this.#handlers.get(name)?.maxAttempts ?? 1,
      });
      recurring.lastSlot = slot;
    }
  }

  #claim(names: string[], limit: number): Promise<q.JobRow[]> {
    const leaseMs = Object.fromEntries(
      names.map((n) => [n, this.#handlers.get(n)?.leaseMs ?? DEFAULT_LEASE_MS]),
    );
    return q.claimDue(this.db, { leaseMs, limit, token: randomBytes(12).toString('hex') });
  }

  /** Runs one claimed job and records the outcome; answers whether it succeeded. */
  async #run(job: q.JobRow): Promise<boolean> {
    const handler = this.#handlers.get(job.name)!;
    const token = job.lockedBy!;
    if (job.attempts > job.maxAttempts) {
      // Its last run never finished (the server stopped): nothing is left to try.
      await this.#giveUp(
        job,
        token,
        handler,
        job.lastError ?? 'the server running it stopped',
        job.maxAttempts,
      );
      return false;
    }
    const context: JobContext = {
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      isLastAttempt: job.attempts >= job.maxAttempts,
    };
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        handler.run(job.payload, context),
        new Promise((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`it ran longer than its lease of ${handler.leaseMs} ms`)),
            handler.leaseMs,
          );
        }),
      ]);
      clearTimeout(timeout);
      await q.markDone(this.db, job.id, token);
      return true;
    } catch (error) {
      clearTimeout(timeout);
      const message = String((error as Error)?.message ?? error);
      this.#log(`job ${job.name} failed (attempt ${job.attempts} of ${job.maxAttempts})`, error);
      if (context.isLastAttempt) await this.#giveUp(job, token, handler, message, job.attempts);
      else
        await q
          .markFailed(this.db, {
            id: job.id,
            token,
            error: message,
            isDead: false,
            retryInMs: handler.backoffMs(job.attempts),
          })
          .catch((e) => this.#log(`job ${job.name} could not be queued again`, e));
      return false;
    }
  }

  async #giveUp(
    job: q.JobRow,
    token: string,
    handler: Registered,
    message: string,
    attempts: number,
  ): Promise<void> {
    try {
      const isOurs = await q.markFailed(this.db, {
        id: job.id,
        token,
        error: message,
        isDead: true,
        retryInMs: 0,
      });
      if (isOurs) await handler.onDead?.(job.payload, message, attempts);
    } catch (error) {
      this.#log(`job ${job.name} could not be marked dead`, error);
    }
  }
}
