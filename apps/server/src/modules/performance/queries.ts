// The performance_samples table: one row per page load and metric, upserted in batches, read as
// p75 per path and overall (decision 043).
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { lt, sql } from 'drizzle-orm';

const { performanceSamples } = schema;

export type NewSample = typeof performanceSamples.$inferInsert;

/**
 * Stores a batch in one statement; a page load's metric already stored takes the newer value
 * (the browser sends a metric again when it grew). Rows of one batch must have distinct keys.
 */
export async function upsertSamples(db: Db, rows: NewSample[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(performanceSamples)
    .values(rows)
    .onConflictDoUpdate({
      target: [performanceSamples.websiteId, performanceSamples.pageLoadId, performanceSamples.metric],
      set: {
        value: sql`excluded.value`,
        band: sql`excluded.band`,
        at: sql`excluded.at`,
        path: sql`excluded.path`,
        device: sql`excluded.device`,
      },
    });
}

export interface P75Row {
  /** null in the overall rows. */
  path: string | null;
  metric: string;
  p75: number;
}

/** p75 of each metric per path and over all paths (grouping sets), in [from, to). */
export async function p75Rows(db: Db, websiteId: string, from: Date, to: Date): Promise<P75Row[]> {
  const result = (await db.execute(sql`
    select path, metric, percentile_disc(0.75) within group (order by value) as p75
      from ${performanceSamples}
      where website_id = ${websiteId}
        and at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
      group by grouping sets ((path, metric), (metric))`)) as unknown as {
    rows: { path: string | null; metric: string; p75: number | string }[];
  };
  return result.rows.map((row) => ({ path: row.path, metric: row.metric, p75: Number(row.p75) }));
}

/** Page loads per path and over all paths (path null), in [from, to). */
export async function sampleRows(
  db: Db,
  websiteId: string,
  from: Date,
  to: Date,
): Promise<{ path: string | null; samples: number }[]> {
  const result = (await db.execute(sql`
    select path, count(distinct page_load_id) as samples
      from ${performanceSamples}
      where website_id = ${websiteId}
        and at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
      group by grouping sets ((path), ())`)) as unknown as {
    rows: { path: string | null; samples: number | string }[];
  };
  return result.rows.map((row) => ({ path: row.path, samples: Number(row.samples) }));
}

export async function deleteSamplesBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(performanceSamples)
    .where(lt(performanceSamples.at, before))
    .returning({ id: performanceSamples.id });
  return gone.length;
}
