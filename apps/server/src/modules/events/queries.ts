import { type Db, schema } from '@folio/db';
import { desc, eq } from 'drizzle-orm';

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
