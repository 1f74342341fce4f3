// The revisions module's shapes in and out (issue 17 part 4).
import type { RevisionSummary } from '@folio/core/revision-summary';
import { z } from 'zod';

export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;
export const DEFAULT_RETENTION_DAYS = 90;
/** A page keeps at least its newest this many revisions, however old. */
export const KEEP_AT_LEAST = 30;

const id = z.string().regex(/^[0-9a-f]{24}$/, 'must be an id');

export const pageParams = z.strictObject({ id });
export const revisionParams = z.strictObject({ id });
export const restoreParams = z.strictObject({ id, revisionId: id });
/** Issue 17 part 4: a collection item's revisions (`:id` the collection). */
export const itemParams = z.strictObject({ id, itemId: id });
export const itemRestoreParams = z.strictObject({ id, itemId: id, revisionId: id });

const summary = z.object({
  added: z.number(),
  removed: z.number(),
  changed: z.number(),
  blockTypes: z.array(z.string()),
  title: z.object({ from: z.string(), to: z.string() }).nullable(),
  restoredFrom: z.string().nullable(),
  isFirst: z.boolean(),
  /** A collection item's fields beside the body that changed (excerpt, tags, …). */
  fields: z.array(z.string()).optional(),
}) satisfies z.ZodType<RevisionSummary>;

export const revisionView = z.object({
  id: z.string(),
  title: z.string(),
  /** Who saved it (their email then). */
  author: z.string(),
  createdAt: z.string(),
  summary,
});
export type RevisionView = z.infer<typeof revisionView>;

export const revisionList = z.object({ revisions: z.array(revisionView) });
export const revisionAnswer = z.object({
  revision: revisionView.extend({ kind: z.enum(['page', 'item']), refId: z.string(), data: z.unknown() }),
});

export const retentionDays = z
  .number({ error: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(MIN_RETENTION_DAYS, `must be at least ${MIN_RETENTION_DAYS} day`)
  .max(MAX_RETENTION_DAYS, `must be at most ${MAX_RETENTION_DAYS} days`);

export const retentionBody = z.strictObject({ retentionDays });
export const retentionAnswer = z.object({ retentionDays: z.number(), keepAtLeast: z.number() });
