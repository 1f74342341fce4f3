// The analytics tables: raw events, written in batches, and the daily and hourly aggregates the
// roll-up job recomputes from them (decision 037).
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';

const { analyticsEvents, analyticsDaily, analyticsHourly, analyticsEventDaily } = schema;

/** Kinds that are visitors' traffic; the config area's own events (decision 042) are not. */
const NOT_VISITORS = sql`e.kind <> 'editor-event'`;

export type NewEvent = typeof analyticsEvents.$inferInsert;

/** Stores a batch of events in one statement. */
export async function insertEvents(db: Db, rows: NewEvent[]): Promise<void> {
  if (rows.length) await db.insert(analyticsEvents).values(rows);
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
    const day = sql`to_char(e.at at time zone 'UTC', 'YYYY-MM-DD')`;
    const counts = sql`count(*) filter (where e.kind = 'landing'), count(distinct e.visitor_key), count(*) filter (where e.kind = 'hit')`;
    await tx.execute(sql`
      insert into analytics_daily (website_id, day, dimension, key, visits, visitors, page_views)
      select e.website_id, ${day}, 'total', '', ${counts}
        from analytics_events e where ${inRange} and ${NOT_VISITORS} group by 1, 2
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
