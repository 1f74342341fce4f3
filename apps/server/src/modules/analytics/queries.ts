// The analytics tables: raw events, written in batches, and the daily and hourly aggregates the
// roll-up job recomputes from them (decision 037).
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';

const { analyticsEvents, analyticsDaily, analyticsHourly } = schema;

export type NewEvent = typeof analyticsEvents.$inferInsert;

/**
 * Stores a batch of events in one statement: one array parameter per column, unnested by the
 * database. Drizzle's `insert().values()` builds a statement of 9 parameters per row, which cost
 * the server a fifth of its CPU at full ingestion load (decision 041); this is the same insert.
 */
export async function insertEvents(db: Db, rows: NewEvent[]): Promise<void> {
  if (!rows.length) return;
  const column = (value: (row: NewEvent) => string | null) => sql.param(rows.map(value));
  await db.execute(sql`
    insert into ${analyticsEvents}
      (website_id, kind, at, visitor_key, path, referrer_host, source, campaign, data)
    select * from unnest(
      ${column((r) => r.websiteId)}::text[],
      ${column((r) => r.kind)}::text[],
      ${column((r) => (r.at ?? new Date()).toISOString())}::timestamptz[],
      ${column((r) => r.visitorKey)}::text[],
      ${column((r) => r.path)}::text[],
      ${column((r) => r.referrerHost ?? null)}::text[],
      ${column((r) => r.source ?? null)}::text[],
      ${column((r) => r.campaign ?? null)}::text[],
      ${column((r) => (r.data ? JSON.stringify(r.data) : null))}::jsonb[])`);
}

/**
 * Recomputes the aggregates of [from, to) (whole UTC days) from the raw events: deleted and
 * inserted again in one transaction, so running it twice, or late, gives the same rows.
 */
export async function rollUp(db: Db, from: Date, to: Date, websiteId?: string): Promise<void> {
  const fromDay = from.toISOString().slice(0, 10);
  const toDay = to.toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    const daily = websiteId ? eq(analyticsDaily.websiteId, websiteId) : undefined;
    const hourly = websiteId ? eq(analyticsHourly.websiteId, websiteId) : undefined;
    await tx
      .delete(analyticsDaily)
      .where(and(gte(analyticsDaily.day, fromDay), lt(analyticsDaily.day, toDay), daily));
    await tx
      .delete(analyticsHourly)
      .where(and(gte(analyticsHourly.hour, from), lt(analyticsHourly.hour, to), hourly));
    const site = websiteId ? sql` and e.website_id = ${websiteId}` : sql``;
    const inRange = sql`e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz${site}`;
    const day = sql`to_char(e.at at time zone 'UTC', 'YYYY-MM-DD')`;
    const counts = sql`count(*) filter (where e.kind = 'landing'), count(distinct e.visitor_key), count(*) filter (where e.kind = 'hit')`;
    await tx.execute(sql`
      insert into analytics_daily (website_id, day, dimension, key, visits, visitors, page_views)
      select e.website_id, ${day}, 'total', '', ${counts}
        from analytics_events e where ${inRange} group by 1, 2
      union all
      select e.website_id, ${day}, 'path', e.path, ${counts}
        from analytics_events e where ${inRange} and e.kind in ('landing', 'hit') group by 1, 2, 4
      union all
      select e.website_id, ${day}, 'referrer', e.referrer_host, ${counts}
        from analytics_events e where ${inRange} and e.kind = 'landing' and e.referrer_host is not null
        group by 1, 2, 4
      union all
      select e.website_id, ${day}, 'campaign', coalesce(e.source, '') || ' / ' || coalesce(e.campaign, ''), ${counts}
        from analytics_events e
        where ${inRange} and e.kind = 'landing' and (e.source is not null or e.campaign is not null)
        group by 1, 2, 4`);
    await tx.execute(sql`
      insert into analytics_hourly (website_id, hour, visits, visitors, page_views)
      select e.website_id, date_trunc('hour', e.at), ${counts}
        from analytics_events e where ${inRange} group by 1, 2`);
  });
}

export async function deleteEventsBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.at, before))
    .returning({ id: analyticsEvents.id });
  return gone.length;
}

export function countEvents(db: Db, websiteId: string) {
  return db.$count(analyticsEvents, eq(analyticsEvents.websiteId, websiteId));
}

export function dailyRows(db: Db, websiteId: string, fromDay: string, toDay: string) {
  return db
    .select()
    .from(analyticsDaily)
    .where(
      and(
        eq(analyticsDaily.websiteId, websiteId),
        gte(analyticsDaily.day, fromDay),
        lt(analyticsDaily.day, toDay),
      ),
    )
    .orderBy(asc(analyticsDaily.day), desc(analyticsDaily.pageViews), desc(analyticsDaily.visits));
}

/** The 'total' rows of [fromDay, toDay), one per day, oldest first. */
export function dailyTotals(db: Db, websiteId: string, fromDay: string, toDay: string) {
  return db
    .select({
      day: analyticsDaily.day,
      visits: analyticsDaily.visits,
      visitors: analyticsDaily.visitors,
      pageViews: analyticsDaily.pageViews,
    })
    .from(analyticsDaily)
    .where(
      and(
        eq(analyticsDaily.websiteId, websiteId),
        eq(analyticsDaily.dimension, 'total'),
        gte(analyticsDaily.day, fromDay),
        lt(analyticsDaily.day, toDay),
      ),
    )
    .orderBy(asc(analyticsDaily.day));
}

export interface DimensionSum {
  dimension: string;
  key: string;
  visits: number;
  visitors: number;
  pageViews: number;
}

/**
 * Each dimension's keys summed over [fromDay, toDay), the database keeping only those ranked in
 * the first `top` of their dimension by page views, then visits (ties at the edge are all kept, so
 * the caller's final order and cut are exact). Summing here instead of in the server keeps a 30-day
 * read of a site with thousands of paths to a few hundred rows (bench/analytics-dashboard.mjs).
 */
export async function dimensionSums(
  db: Db,
  websiteId: string,
  fromDay: string,
  toDay: string,
  top: number,
): Promise<DimensionSum[]> {
  const result = (await db.execute(sql`
    select dimension, key, visits, visitors, page_views as "pageViews" from (
      select dimension, key, visits, visitors, page_views,
        rank() over (partition by dimension order by page_views desc, visits desc) as place
      from (
        select dimension, key, sum(visits)::int as visits, sum(visitors)::int as visitors,
          sum(page_views)::int as page_views
        from ${analyticsDaily}
        where website_id = ${websiteId} and day >= ${fromDay} and day < ${toDay} and dimension <> 'total'
        group by dimension, key
      ) sums
    ) ranked
    where place <= ${top}`)) as unknown as { rows: DimensionSum[] };
  return result.rows.map((row) => ({
    dimension: row.dimension,
    key: row.key,
    visits: Number(row.visits),
    visitors: Number(row.visitors),
    pageViews: Number(row.pageViews),
  }));
}

export function hourlyRows(db: Db, websiteId: string, from: Date, to: Date) {
  return db
    .select()
    .from(analyticsHourly)
    .where(
      and(
        eq(analyticsHourly.websiteId, websiteId),
        gte(analyticsHourly.hour, from),
        lt(analyticsHourly.hour, to),
      ),
    )
    .orderBy(asc(analyticsHourly.hour));
}
