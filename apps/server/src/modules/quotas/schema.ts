// The shape of a quota the modules declare (a kind of stored thing, a limit per window).
import { z } from 'zod';

export const quota = z.object({
  /** What is counted, e.g. 'trace-items'. */
  kind: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'a quota kind is lower-case words joined by hyphens')
    .max(60),
  /** How many may be stored per window. */
  limit: z.number().int().min(0).max(2_000_000_000),
  windowMs: z
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 3600 * 1000),
});

export type Quota = z.infer<typeof quota>;
