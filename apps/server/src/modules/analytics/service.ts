// Visitor analytics (issue 18 parts 2 and 3, docs/decisions/037): what published pages' browsers
// send is checked, counted against the site's hourly quota, written in batches (group commit) and
// acknowledged once stored; a job rolls the raw events into daily and hourly aggregates and
// deletes raw events past the retention period. The owner's dashboard reads the aggregates here.
import { createHmac } from 'node:crypto';
import { parseVisitorCookie } from '@folio/core/visitor-tracking';
import type { Db } from '@folio/db';
import { GroupCommit } from '../../plugins/group-commit.ts';
import { HOUR_MS, pruneQuotaWindows, type Quota, takeQuota } from '../quotas/service.ts';
import * as q from './queries.ts';
import type { TrafficAnswer } from './schema.ts';

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
  data?: Record<string, string> | null;
}

const DAY_MS = 24 * HOUR_MS;
/** How often the roll-up job runs; each run recomputes today and yesterday (UTC). */
export const ANALYTICS_ROLLUP_MS = 10 * 60_000;
/** How often raw events past the retention period are deleted. */
export const ANALYTICS_PRUNE_MS = 6 * HOUR_MS;
const TOP = 50;
/** Events of a site's hourly quota a server takes ahead of need (see #takeQuota). */
const QUOTA_RESERVE = 1000;

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

  /** Raw events stored for a site (tests and the bench). */
  countEvents(websiteId: string): Promise<number> {
    return q.countEvents(this.db, websiteId);
  }

  /**
   * The owner's traffic over whole UTC days [fromDay, toDay): visits, visitors and page views per
   * day, and the top paths, referrers and campaigns over the range. Visitors of a path, referrer or
   * campaign are summed per day (a visitor who came on two days counts twice there).
   */
  async traffic(websiteId: string, fromDay: string, toDay: string): Promise<TrafficAnswer> {
    // Summed and cut to the top in the database (a month of a big site is tens of thousands of
    // daily rows; decision 041): the server sorts only the few hundred rows that come back.
    const [totals, sums] = await Promise.all([
      q.dailyTotals(this.db, websiteId, fromDay, toDay),
      q.dimensionSums(this.db, websiteId, fromDay, toDay, TOP),
    ]);
    const days: TrafficAnswer['days'] = totals.map(({ day, ...counts }) => ({ key: day, ...counts }));
    const top = (dimension: string) =>
      sums
        .filter((row) => row.dimension === dimension)
        .map(({ key, visits, visitors, pageViews }) => ({ key, visits, visitors, pageViews }))
        .sort((a, b) => b.pageViews - a.pageViews || b.visits - a.visits || a.key.localeCompare(b.key))
        .slice(0, TOP);
    return { days, paths: top('path'), referrers: top('referrer'), campaigns: top('campaign') };
  }

  /** The totals per UTC hour in [from, to). */
  hourly(websiteId: string, from: Date, to: Date) {
    return q.hourlyRows(this.db, websiteId, from, to);
  }
}
