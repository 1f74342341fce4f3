import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { desc, eq, lt } from 'drizzle-orm';

const { jsErrorReports, traceItems } = schema;

export async function insertErrorReports(
  db: Db,
  rows: (typeof jsErrorReports.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(jsErrorReports).values(rows);
}

export async function insertTraceItems(db: Db, rows: (typeof traceItems.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(traceItems).values(rows);
}

export function latestErrorReports(db: Db, websiteId: string, limit = 200) {
  return db
    .select()
    .from(jsErrorReports)
    .where(eq(jsErrorReports.websiteId, websiteId))
    .orderBy(desc(jsErrorReports.createdAt), desc(jsErrorReports.id))
    .limit(limit);
}

/** Decision 042: the newest trace items, for the owner's "Site errors" screen. */
export function latestTraceItems(db: Db, websiteId: string, limit = 200) {
  return db
    .select({
      pageUrl: traceItems.pageUrl,
      type: traceItems.type,
      data: traceItems.data,
      createdAt: traceItems.createdAt,
    })
    .from(traceItems)
    .where(eq(traceItems.websiteId, websiteId))
    .orderBy(desc(traceItems.createdAt), desc(traceItems.id))
    .limit(limit);
}

/** Issue 14 item 7: the retention sweep. Deletes rows stored before `before`. */
export async function deleteReportsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(jsErrorReports).where(lt(jsErrorReports.createdAt, before));
  await db.delete(traceItems).where(lt(traceItems.createdAt, before));
}
