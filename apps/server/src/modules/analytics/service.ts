// Visitor analytics (issue 18 parts 2 and 3, docs/decisions/037): what published pages' browsers
// send is checked, counted against the site's hourly quota, written in batches (group commit) and
// acknowledged once stored; a job rolls the raw events into daily and hourly aggregates and
// deletes raw events past the retention period. The owner's dashboard reads the aggregates here.
import { createHmac } from 'node:crypto';
import { browserFamily, deviceClass, visitorCountry } from '@folio/core/visitor-dimensions';
import { parseVisitorCookie } from '@folio/core/visitor-tracking';
import type { Db } from '@folio/db';
import { GroupCommit } from '../../plugins/group-commit.ts';
import type { FormsService } from '../forms/service.ts';
import * as orders from '../orders/service.ts';
import { HOUR_MS, pruneQuotaWindows, type Quota, takeQuota } from '../quotas/service.ts';
import * as q from './queries.ts';
import {
  type EventCountsAnswer,
  MAX_RANGE_DAYS,
  type SalesAnswer,
  type TrafficAnswer,
  type TrafficRow,
  type TrafficTotals,
} from './schema.ts';

export interface AnalyticsLimits {
  /** Events one site may store per hour, from all visitors together; the rest are dropped. */
  eventsPerSitePerHour: number;
  /** Days raw events are kept (the aggregates stay). */
  retentionDays: number;
}

export type EventKind = q.NewEvent['kind'];

/** One event as the routes hand it over. */
export interface IncomingEvent {
  websiteId: string;
  kind: EventKind;
  /** The visitor's ss_cvr value when the browser kept one. */
  visitorCookie: string | undefined;
  /** For a cookie-less count: who sent it (hashed with the day, never stored as it is). */
  address: string;
  userAgent: string;
  path: string;
  referrerHost: string | null;
  source?: string | null;
  campaign?: string | null;
  data?: Record<string, unknown> | null;
  /** Decision 042: the event's name, the object it is about and that object's label. */
  name?: string | null;
  objectId?: string | null;
  label?: string | null;
  /** Decision 044: what the country, device and browser are derived from (none of it is stored). */
  acceptLanguage?: string;
  timeZone?: string;
  language?: string;
  screen?: string;
}

const DAY_MS = 24 * HOUR_MS;
/** How often the roll-up job runs; each run recomputes today and yesterday (UTC). */
export const ANALYTICS_ROLLUP_MS = 10 * 60_000;
/** How often raw events past the retention period are deleted. */
export const ANALYTICS_PRUNE_MS = 6 * HOUR_MS;
const TOP = 50;
/** Events of a site's hourly quota a server takes ahead of need (see #takeQuota). */
const QUOTA_RESERVE = 1000;

const DIMENSIONS = ['path', 'referrer', 'campaign', 'country', 'device', 'browser'] as const;
const ZERO = { visits: 0, visitors: 0, pageViews: 0, bounces: 0, timedViews: 0, timeOnPageMs: 0 };
type Counts = typeof ZERO;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function countsOf(row: Counts): Counts {
  const { visits, visitors, pageViews, bounces, timedViews, timeOnPageMs } = row;
  return { visits, visitors, pageViews, bounces, timedViews, timeOnPageMs: Number(timeOnPageMs) };
}

function add<T extends Counts>(sum: T, counts: Counts): T {
  for (const name of Object.keys(ZERO) as (keyof Counts)[]) sum[name] += counts[name];
  return sum;
}

/** A range's totals, with the bounce rate and the mean time on page. */
function totalsOf(days: Counts[]): TrafficTotals {
  const sum = days.reduce((s, d) => add(s, d), { ...ZERO });
  return {
    visits: sum.visits,
    visitors: sum.visitors,
    pageViews: sum.pageViews,
    bounces: sum.bounces,
    bounceRate: sum.visits ? sum.bounces / sum.visits : null,
    avgTimeOnPageMs: sum.timedViews ? Math.round(sum.timeOnPageMs / sum.timedViews) : null,
  };
}

export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

export class AnalyticsService {
  readonly #quota: Quota;
  readonly #batches: GroupCommit<q.NewEvent, boolean>;
  /** Quota this server has taken ahead, per site, in the current window. */
  readonly #reserves = new Map<string, { window: number; left: number }>();

  constructor(
    readonly db: Db,
    readonly limits: AnalyticsLimits,
    /** A server secret for the cookie-less visitor hash. */
    private readonly salt: string,
  ) {
    this.#quota = { kind: 'analytics-events', limit: limits.eventsPerSitePerHour, windowMs: HOUR_MS };
    this.#batches = new GroupCommit((rows) => this.#store(rows), 4, 500);
  }

  /**
   * The key an event counts its visitor by: the ss_cvr visitor id when the cookie is valid
   * (TRACK-004), else a hash of the day, site, address and browser, as cookie-less analytics do
   * (it changes every day and cannot be turned back into the address without the server's secret).
   */
  visitorKey(input: Pick<IncomingEvent, 'websiteId' | 'visitorCookie' | 'address' | 'userAgent'>, now: Date) {
    const cookie = parseVisitorCookie(input.visitorCookie);
    if (cookie) return `v:${cookie.id}`;
    const day = now.toISOString().slice(0, 10);
    const hash = createHmac('sha256', this.salt)
      .update(`${day}\u0000${input.websiteId}\u0000${input.address}\u0000${input.userAgent.slice(0, 512)}`)
      .digest('base64url');
    return `h:${hash.slice(0, 22)}`;
  }

  /** Stores one event; resolves once its batch has committed: true when stored, false over quota. */
  record(event: IncomingEvent, now = new Date()): Promise<boolean> {
    return this.#batches.add({
      websiteId: event.websiteId,
      kind: event.kind,
      at: now,
      visitorKey: this.visitorKey(event, now),
      path: event.path,
      referrerHost: event.referrerHost,
      source: event.source ?? null,
      campaign: event.campaign ?? null,
      data: event.data ?? null,
      name: event.name ?? null,
      objectId: event.objectId ?? null,
      label: event.label ?? null,
      country: visitorCountry({
        timeZone: event.timeZone,
        language: event.language,
        acceptLanguage: event.acceptLanguage,
      }),
      device: deviceClass(event.userAgent, event.screen),
      browser: browserFamily(event.userAgent),
    });
  }

  /**
   * Takes `amount` of a site's hourly quota, from what this server reserved earlier in the same
   * window when it can: each reservation asks the quotas module for up to QUOTA_RESERVE more than
   * needed (at most a hundredth of the limit), so a busy site's batches cost one insert each, not
   * an insert and an update of the same counter row (which every batch of every server would
   * otherwise queue on; decision 041). What a server reserved and did not use lapses with the window.
   */
  async #takeQuota(websiteId: string, amount: number): Promise<number> {
    const window = Math.floor(Date.now() / this.#quota.windowMs);
    let reserve = this.#reserves.get(websiteId);
    if (!reserve || reserve.window !== window) {
      reserve = { window, left: 0 };
      this.#reserves.set(websiteId, reserve);
      if (this.#reserves.size > 10_000) this.#reserves.clear();
    }
    if (reserve.left < amount) {
      const extra = Math.min(QUOTA_RESERVE, Math.floor(this.#quota.limit / 100));
      const asked = amount - reserve.left + extra;
      reserve.left += await takeQuota(this.db, { websiteId, quota: this.#quota, amount: asked });
    }
    const granted = Math.min(amount, reserve.left);
    reserve.left -= granted;
    return granted;
  }

  /** One batch: the quota taken once per site, then one insert of what fits. */
  async #store(rows: q.NewEvent[]): Promise<boolean[]> {
    const perSite = new Map<string, number>();
    for (const row of rows) perSite.set(row.websiteId, (perSite.get(row.websiteId) ?? 0) + 1);
    const granted = new Map<string, number>();
    for (const [websiteId, amount] of perSite)
      granted.set(websiteId, await this.#takeQuota(websiteId, amount));
    const stored = rows.map((row) => {
      const left = granted.get(row.websiteId) ?? 0;
      granted.set(row.websiteId, left - 1);
      return left > 0;
    });
    await q.insertEvents(
      this.db,
      rows.filter((_, i) => stored[i]),
    );
    return stored;
  }

  /**
   * Recomputes the aggregates of the last `days` UTC days up to `now` (today and yesterday by
   * default), of every site or of one.
   */
  async rollUp(
    options: { now?: Date; days?: number; websiteId?: string } = {},
  ): Promise<{ from: Date; to: Date }> {
    const to = new Date(startOfUtcDay(options.now ?? new Date()).getTime() + DAY_MS);
    const from = new Date(to.getTime() - Math.max(1, options.days ?? 2) * DAY_MS);
    await q.rollUp(this.db, from, to, options.websiteId);
    return { from, to };
  }

  /** Deletes raw events older than the retention period, and spent quota windows. */
  async prune(now = new Date()): Promise<number> {
    const gone = await q.deleteEventsBefore(
      this.db,
      new Date(now.getTime() - this.limits.retentionDays * DAY_MS),
    );
    await pruneQuotaWindows(this.db, now);
    return gone;
  }

  /** Raw events of one name stored for a site (tests). */
  rawEvents(websiteId: string, name: string) {
    return q.eventsNamed(this.db, websiteId, name);
  }

  /** Raw events stored for a site (tests and the bench). */
  countEvents(websiteId: string): Promise<number> {
    return q.countEvents(this.db, websiteId);
  }

  /**
   * The owner's traffic over whole UTC days [fromDay, toDay): visits, visitors, page views, bounces
   * and time on page per day; the totals beside the previous period's (as long, just before); the
   * top paths, referrers, campaigns, countries, devices and browsers over the range. Visitors are
   * summed per day (a visitor who came on two days counts twice: cookie-less visitors' keys change
   * every day, so only daily uniques are knowable for all; decision 044).
   */
  async traffic(websiteId: string, fromDay: string, toDay: string): Promise<TrafficAnswer> {
    const length = dayNumber(toDay) - dayNumber(fromDay);
    const previousFrom = dayOf(dayNumber(fromDay) - length);
    // Summed and cut to the top in the database (a month of a big site is tens of thousands of
    // daily rows; decision 041): the server orders only the few hundred rows that come back.
    const [totals, previousTotals, sums] = await Promise.all([
      q.dailyTotals(this.db, websiteId, fromDay, toDay),
      q.dailyTotals(this.db, websiteId, previousFrom, fromDay),
      q.dimensionSums(this.db, websiteId, fromDay, toDay, TOP),
    ]);
    const days: TrafficAnswer['days'] = totals.map((row) => ({ key: row.day, ...countsOf(row) }));
    // Pages by their views; where visits come from (and on what) by visits (the database ranks
    // each dimension in the same order, q.dimensionSums).
    const top = (dimension: (typeof DIMENSIONS)[number]) => {
      const [first, second] =
        dimension === 'path' ? (['pageViews', 'visits'] as const) : (['visits', 'pageViews'] as const);
      return sums
        .filter((row) => row.dimension === dimension)
        .map(({ dimension: _, ...row }): TrafficRow => ({ ...row, ...countsOf(row) }))
        .sort((a, b) => b[first] - a[first] || b[second] - a[second] || a.key.localeCompare(b.key))
        .slice(0, TOP);
    };
    // Every day of the range, a day without visits as zeros (charts and the CSV show it).
    const byDay = new Map(days.map((d) => [d.key, d]));
    const everyDay = Array.from(
      { length },
      (_, i) => byDay.get(dayOf(dayNumber(fromDay) + i)) ?? { key: dayOf(dayNumber(fromDay) + i), ...ZERO },
    );
    return {
      days: everyDay,
      totals: totalsOf(days),
      previous: { from: previousFrom, to: fromDay, totals: totalsOf(previousTotals.map(countsOf)) },
      paths: top('path'),
      referrers: top('referrer'),
      campaigns: top('campaign'),
      countries: top('country'),
      devices: top('device'),
      browsers: top('browser'),
    };
  }

  /**
   * Sales and forms beside the traffic over [fromDay, toDay) (decision 044): orders and revenue
   * per day through the orders module's service, the conversion from visit to order for the range
   * and the previous period, and each form's renders and submissions through the forms module's.
   */
  async sales(input: {
    websiteId: string;
    currencyCode: string;
    fromDay: string;
    toDay: string;
    forms: Pick<FormsService, 'inboxForms'>;
    now?: Date;
  }): Promise<SalesAnswer> {
    const { websiteId, fromDay, toDay } = input;
    const now = input.now ?? new Date();
    const length = dayNumber(toDay) - dayNumber(fromDay);
    const previousFrom = dayOf(dayNumber(fromDay) - length);
    const today = dayNumber(now.toISOString().slice(0, 10));
    // salesPerDay counts back from today; ask for enough days to reach the previous period.
    const back = Math.min(Math.max(1, today - dayNumber(previousFrom) + 1), 3 * MAX_RANGE_DAYS);
    const [perDay, visits, forms, events] = await Promise.all([
      orders.salesPerDay(this.db, websiteId, back, now),
      q.dailyRows(this.db, websiteId, previousFrom, toDay, 'total'),
      input.forms.inboxForms(websiteId),
      q.eventDailyRows(this.db, websiteId, fromDay, toDay),
    ]);
    // Each form's renders (the form-render census) and submissions (the form-submit site event)
    // in the range, by form id (decision 042's events, rolled up per day).
    const census = { 'form-render': new Map<string, number>(), 'form-submit': new Map<string, number>() };
    for (const row of events) {
      const map = census[row.name as keyof typeof census];
      if (map && row.objectId) map.set(row.objectId, (map.get(row.objectId) ?? 0) + row.count);
    }
    const byDay = new Map(perDay.map((d) => [d.day, d]));
    const days = Array.from({ length }, (_, i) => {
      const day = dayOf(dayNumber(fromDay) + i);
      const sold = byDay.get(day);
      return { day, orders: sold?.orders ?? 0, revenueCents: sold?.revenueCents ?? 0 };
    });
    const totals = (from: string, to: string) => {
      const sold = perDay.filter((d) => d.day >= from && d.day < to);
      const orderCount = sold.reduce((n, d) => n + d.orders, 0);
      const visitCount = visits.filter((v) => v.day >= from && v.day < to).reduce((n, v) => n + v.visits, 0);
      return {
        orders: orderCount,
        revenueCents: sold.reduce((n, d) => n + d.revenueCents, 0),
        visits: visitCount,
        conversionRate: visitCount ? orderCount / visitCount : null,
      };
    };
    return {
      currencyCode: input.currencyCode,
      days,
      totals: totals(fromDay, toDay),
      previous: totals(previousFrom, fromDay),
      forms: forms.map((f) => ({
        id: f.id,
        name: f.name,
        pageTitle: f.pageTitle,
        renders: census['form-render'].get(f.id) ?? 0,
        submissions: census['form-submit'].get(f.id) ?? 0,
      })),
    };
  }

  /**
   * Decision 042: visitors' events over whole UTC days [fromDay, toDay): per day the count of each
   * event name (census kinds by their own name: form-render, quick-view, button-click…; site and
   * events-service events by theirs: add-to-cart…), and the top objects (products, forms, buttons)
   * per event over the range. The config area's own events are not the owner's visitors' and are
   * left out.
   */
  async eventCounts(websiteId: string, fromDay: string, toDay: string): Promise<EventCountsAnswer> {
    const rows = await q.eventDailyRows(this.db, websiteId, fromDay, toDay);
    const days = new Map<string, Record<string, number>>();
    const objects = new Map<string, EventCountsAnswer['top'][number]>();
    for (const row of rows) {
      const counts = days.get(row.day) ?? {};
      counts[row.name] = (counts[row.name] ?? 0) + row.count;
      days.set(row.day, counts);
      if (!row.objectId) continue;
      const key = `${row.name}\u0000${row.objectId}`;
      const top = objects.get(key) ?? { event: row.name, objectId: row.objectId, label: null, count: 0 };
      top.count += row.count;
      // Rows come day by day: the latest day's label wins (a product renamed since).
      if (row.label) top.label = row.label;
      objects.set(key, top);
    }
    const top = [...objects.values()]
      .sort(
        (a, b) => b.count - a.count || a.event.localeCompare(b.event) || a.objectId.localeCompare(b.objectId),
      )
      .slice(0, TOP);
    return { days: [...days].map(([day, counts]) => ({ day, counts })), top };
  }

  /** The totals per UTC hour in [from, to). */
  hourly(websiteId: string, from: Date, to: Date) {
    return q.hourlyRows(this.db, websiteId, from, to);
  }
}
