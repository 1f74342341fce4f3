import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';

const { siteQuotaUsage } = schema;

/** Adds `amount` to the window's count in one statement (safe across instances); the new count. */
export async function addUsage(
  db: Db,
  row: { websiteId: string; kind: string; windowStart: Date; amount: number },
): Promise<number> {
  const [counted] = await db
    .insert(siteQuotaUsage)
    .values({ websiteId: row.websiteId, kind: row.kind, windowStart: row.windowStart, used: row.amount })
    .onConflictDoUpdate({
      target: [siteQuotaUsage.websiteId, siteQuotaUsage.kind, siteQuotaUsage.windowStart],
      // Capped so a flood cannot overflow the integer column.
      set: { used: sql`least(${siteQuotaUsage.used} + ${row.amount}, 2000000000)` },
    })
    .returning({ used: siteQuotaUsage.used });
  return counted!.used;
}

export async function deleteWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(siteQuotaUsage).where(lt(siteQuotaUsage.windowStart, before));
}

/** The window's count so far (0 before its first use). */
export async function usage(
  db: Db,
  row: { websiteId: string; kind: string; windowStart: Date },
): Promise<number> {
  const [found] = await db
    .select({ used: siteQuotaUsage.used })
    .from(siteQuotaUsage)
    .where(
      and(
        eq(siteQuotaUsage.websiteId, row.websiteId),
        eq(siteQuotaUsage.kind, row.kind),
        eq(siteQuotaUsage.windowStart, row.windowStart),
      ),
    );
  return found?.used ?? 0;
}
