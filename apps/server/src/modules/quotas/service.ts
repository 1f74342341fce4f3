// Per-site quotas of what anonymous visitors may store (issue 14 item 7): a count per site, kind
// and window, kept in the database so all server instances share it. Past the quota, callers drop.
import type { Db } from '@folio/db';
import * as q from './queries.ts';
import type { Quota } from './schema.ts';

export type { Quota } from './schema.ts';

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes up to `amount` from the site's quota for the current window; how many were granted
 * (0 once it is used up). A batch that crosses the limit is granted the part that fits.
 */
export async function takeQuota(
  db: Db,
  input: { websiteId: string; quota: Quota; amount: number; now?: Date },
): Promise<number> {
  return (await takeQuotaCounted(db, input)).granted;
}

const windowStartOf = (quota: Quota, now: number) => new Date(now - (now % quota.windowMs));

/** The same, with the window's count after this take (asked, not only granted). */
export async function takeQuotaCounted(
  db: Db,
  input: { websiteId: string; quota: Quota; amount: number; now?: Date },
): Promise<{ granted: number; used: number }> {
  const { websiteId, quota, amount } = input;
  if (amount <= 0) return { granted: 0, used: 0 };
  const windowStart = windowStartOf(quota, (input.now ?? new Date()).getTime());
  const used = await q.addUsage(db, { websiteId, kind: quota.kind, windowStart, amount });
  const before = used - amount;
  return { granted: Math.max(0, Math.min(amount, quota.limit - before)), used };
}

/** What the site has asked of the quota in the current window. */
export function quotaUsed(db: Db, input: { websiteId: string; quota: Quota; now?: Date }): Promise<number> {
  const windowStart = windowStartOf(input.quota, (input.now ?? new Date()).getTime());
  return q.usage(db, { websiteId: input.websiteId, kind: input.quota.kind, windowStart });
}

/** Forgets windows older than two days (the longest window is a day). */
export function pruneQuotaWindows(db: Db, now = new Date()): Promise<void> {
  return q.deleteWindowsBefore(db, new Date(now.getTime() - 2 * 24 * HOUR_MS));
}
