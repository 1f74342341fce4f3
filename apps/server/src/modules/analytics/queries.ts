// The analytics tables: raw events, written in batches, and the daily and hourly aggregates the
// roll-up job recomputes from them (decision 037).
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';

const { analyticsEvents, analyticsDaily, analyticsHourly, analyticsEventDaily } = schema;

/** Kinds that are visitors' traffic; the config area's own events (decision 042) are not. */
const NOT_VISITORS = sql`e.kind <> 'editor-event'`;

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
      (${sql.raw(INSERTED_COLUMNS.join(', '))})
    select * from unnest(
      ${column((r) => r.websiteId)}::text[],
      ${column((r) => r.kind)}::text[],
      ${column((r) => (r.at ?? new Date()).toISOString())}::timestamptz[],
      ${column((r) => r.visitorKey)}::text[],
      ${column((r) => r.path)}::text[],
      ${column((r) => r.referrerHost ?? null)}::text[],
      ${column((r) => r.source ?? null)}::text[],
      ${column((r) => r.campaign ?? null)}::text[],
      ${column((r) => (r.data ? JSON.stringify(r.data) : null))}::jsonb[],
      ${column((r) => r.name ?? null)}::text[],
      ${column((r) => r.objectId ?? null)}::text[],
      ${column((r) => r.label ?? null)}::text[],
      ${column((r) => r.country ?? null)}::text[],
      ${column((r) => r.device ?? null)}::text[],
      ${column((r) => r.browser ?? null)}::text[])`);
}

/** The columns insertEvents fills: every column of analytics_events but its id (a test checks it). */
export const INSERTED_COLUMNS = [
  'website_id',
  'kind',
  'at',
  'visitor_key',
  'path',
  'referrer_host',
  'source',
  'campaign',
  'data',
  'name',
  'object_id',
  'label',
  'country',
  'device',
  'browser',
] as const;

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
    const events = websiteId ? eq(analyticsEventDaily.websiteId, websiteId) : undefined;
    await tx
      .delete(analyticsEventDaily)
      .where(and(gte(analyticsEventDaily.day, fromDay), lt(analyticsEventDaily.day, toDay), events));
    await tx
      .delete(analyticsDaily)
      .where(and(gte(analyticsDaily.day, fromDay), lt(analyticsDaily.day, toDay), daily));
    await tx
      .delete(analyticsHourly)
      .where(and(gte(analyticsHourly.hour, from), lt(analyticsHourly.hour, to), hourly));
    const site = websiteId ? sql` and e.website_id = ${websiteId}` : sql``;
    const inRange = sql`e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz${site}`;
    // Decision 044: visits are told apart by their landings. Each landing or hit of a visitor is
    // numbered by the landings up to it (a landing sorts 5 s early: it races its first hit); a hit
    // belongs to the visit of that number and takes its landing's referrer, campaign, country,
    // device and browser. An hour before the range is read too, so a visit begun just before
    // midnight keeps its landing. Bounce: a visit with at most one page view. Time on page: from a
    // page view to the next of the same visit, when that comes within 30 minutes.
    const lookback = new Date(from.getTime() - 3_600_000).toISOString();
    // The visits' windows and the per-dimension distinct counts sort in memory (PostgreSQL's
    // default 4 MB spills them to disk); for this transaction only.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const lookbackSite = websiteId ? sql` and website_id = ${websiteId}` : sql``;
    // Window functions only (no self-join: a join of the events with themselves by visit made the
    // planner loop over them, minutes for 200,000 events).
    await tx.execute(sql`
      with numbered as (
        select id, website_id, kind, at, visitor_key, path, referrer_host, source, campaign, country, device, browser,
          case when kind = 'landing' then at - interval '5 seconds' else at end as sort_at
        from analytics_events
        where at >= ${lookback}::timestamptz and at < ${to.toISOString()}::timestamptz
          and kind in ('landing', 'hit')${lookbackSite}
      ),
      e as (
        select *, sum(case when kind = 'landing' then 1 else 0 end) over (
            partition by website_id, visitor_key order by sort_at, id
            rows between unbounded preceding and current row) as visit
        from numbered
      ),
      v as (
        select e.*,
          count(*) filter (where kind = 'hit') over (partition by website_id, visitor_key, visit) as hits,
          lead(at) over w as next_at,
          first_value(referrer_host) over w as v_referrer,
          first_value(source) over w as v_source,
          first_value(campaign) over w as v_campaign,
          first_value(country) over w as v_country,
          first_value(device) over w as v_device,
          first_value(browser) over w as v_browser
        from e
        window w as (partition by website_id, visitor_key, visit order by sort_at, id)
      ),
      f as (
        select website_id, at, to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, visitor_key, path,
          case when kind = 'landing' then 1 else 0 end as visits,
          case when kind = 'hit' then 1 else 0 end as views,
          case when kind = 'landing' and hits <= 1 then 1 else 0 end as bounces,
          case when kind = 'hit' and next_at - at <= interval '30 minutes' then 1 else 0 end as timed,
          case when kind = 'hit' and next_at - at <= interval '30 minutes'
            then (extract(epoch from next_at - at) * 1000)::bigint else 0 end as ms,
          -- A visit's own landing is the first of its events; hits before any landing (visit 0) keep their own.
          case when visit > 0 then v_referrer end as referrer,
          case when visit > 0 and (v_source is not null or v_campaign is not null)
            then coalesce(v_source, '') || ' / ' || coalesce(v_campaign, '') end as campaign,
          case when visit > 0 then v_country else country end as country,
          case when visit > 0 then v_device else device end as device,
          case when visit > 0 then v_browser else browser end as browser
        from v
      ),
      -- Per visitor first, then per key: two hash aggregates instead of count(distinct), which sorts.
      g as (
        select f.website_id, f.day, d.dimension, d.key, f.visitor_key, sum(f.visits) as visits,
          sum(f.views) as views, sum(f.bounces) as bounces, sum(f.timed) as timed, sum(f.ms) as ms
        from f cross join lateral (values
          ('total', ''), ('path', f.path), ('referrer', f.referrer), ('campaign', f.campaign),
          ('country', coalesce(f.country, '')), ('device', coalesce(f.device, 'desktop')),
          ('browser', coalesce(f.browser, 'Other'))
        ) as d(dimension, key)
        where f.at >= ${from.toISOString()}::timestamptz and d.key is not null
        group by 1, 2, 3, 4, 5
      )
      insert into analytics_daily
        (website_id, day, dimension, key, visits, visitors, page_views, bounces, timed_views, time_on_page_ms)
      select website_id, day, dimension, key, sum(visits), count(*), sum(views), sum(bounces), sum(timed), sum(ms)
      from g group by 1, 2, 3, 4`);
    const day = sql`to_char(e.at at time zone 'UTC', 'YYYY-MM-DD')`;
    const counts = sql`count(*) filter (where e.kind = 'landing'), count(distinct e.visitor_key), count(*) filter (where e.kind = 'hit')`;
    await tx.execute(sql`
      insert into analytics_hourly (website_id, hour, visits, visitors, page_views)
      select e.website_id, date_trunc('hour', e.at), ${counts}
        from analytics_events e where ${inRange} and ${NOT_VISITORS} group by 1, 2`);
    // Decision 042: every event that is not a landing or a page view, by name and object. A census
    // kind is its own name; a button is counted by its block id and labelled with its text.
    await tx.execute(sql`
      insert into analytics_event_daily (website_id, day, name, object_id, label, count)
      select e.website_id, ${day}, coalesce(e.name, e.kind),
             coalesce(e.object_id, case when e.kind like 'button-%' then e.data->>'id' end, ''),
             (array_agg(coalesce(e.label, case when e.kind like 'button-%' then e.data->>'buttonText' end)
               order by e.at desc))[1],
             count(*)
        from analytics_events e
        where ${inRange} and e.kind not in ('landing', 'hit') and ${NOT_VISITORS}
        group by 1, 2, 3, 4`);
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

export function dailyRows(
  db: Db,
  websiteId: string,
  fromDay: string,
  toDay: string,
  dimension?: (typeof analyticsDaily.$inferSelect)['dimension'],
) {
  return db
    .select()
    .from(analyticsDaily)
    .where(
      and(
        eq(analyticsDaily.websiteId, websiteId),
        gte(analyticsDaily.day, fromDay),
        lt(analyticsDaily.day, toDay),
        dimension ? eq(analyticsDaily.dimension, dimension) : undefined,
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
      bounces: analyticsDaily.bounces,
      timedViews: analyticsDaily.timedViews,
      timeOnPageMs: analyticsDaily.timeOnPageMs,
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
  bounces: number;
  timedViews: number;
  timeOnPageMs: number;
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
  // Pages rank by their views, the other dimensions by visits (decision 044's order).
  const result = (await db.execute(sql`
    select dimension, key, visits, visitors, page_views as "pageViews", bounces,
      timed_views as "timedViews", time_on_page_ms as "timeOnPageMs" from (
      select dimension, key, visits, visitors, page_views, bounces, timed_views, time_on_page_ms,
        rank() over (partition by dimension order by
          case when dimension = 'path' then page_views else visits end desc,
          case when dimension = 'path' then visits else page_views end desc) as place
      from (
        select dimension, key, sum(visits)::int as visits, sum(visitors)::int as visitors,
          sum(page_views)::int as page_views, sum(bounces)::int as bounces,
          sum(timed_views)::int as timed_views, sum(time_on_page_ms)::bigint as time_on_page_ms
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
    bounces: Number(row.bounces),
    timedViews: Number(row.timedViews),
    timeOnPageMs: Number(row.timeOnPageMs),
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

export function eventDailyRows(db: Db, websiteId: string, fromDay: string, toDay: string) {
  return db
    .select()
    .from(analyticsEventDaily)
    .where(
      and(
        eq(analyticsEventDaily.websiteId, websiteId),
        gte(analyticsEventDaily.day, fromDay),
        lt(analyticsEventDaily.day, toDay),
      ),
    )
    .orderBy(asc(analyticsEventDaily.day));
}

export function eventsNamed(db: Db, websiteId: string, name: string) {
  return db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.websiteId, websiteId), eq(analyticsEvents.name, name)))
    .orderBy(asc(analyticsEvents.id));
}
