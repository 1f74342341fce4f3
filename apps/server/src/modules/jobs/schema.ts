// The shapes the job runner accepts from the modules that use it.
import type { Db } from '@folio/db';
import { z } from 'zod';

/** A kind of job: lower-case words joined by dots, `email.deliver`, `store.sweep`. */
export const jobName = z
  .string()
  .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, 'a job name is lower-case words joined by dots')
  .max(60);

export const enqueueOptions = z.object({
  /** The idempotency key: the same key enqueued twice runs once. A fresh one when absent. */
  key: z.string().min(1).max(300).optional(),
  /** When the job is due; now when absent. */
  runAt: z.date().optional(),
  maxAttempts: z.number().int().min(1).max(50).optional(),
});

export type EnqueueOptions = z.input<typeof enqueueOptions> & {
  /** The caller's transaction, so that the job is added only if what caused it commits. */
  db?: Db;
};
