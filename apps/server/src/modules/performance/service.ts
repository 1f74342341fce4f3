// Performance telemetry (issue 18, TRACK-042..052, docs/decisions/043): the settings call issues a
// signed page-load id and says whether the page load measures (the site's hourly allowance of
// measured page loads); records of a measured page load are checked, banded and stored in batches
// (group commit), one row per page load and metric; the owner reads p75 per page with Google's bands.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@folio/db';
import { GroupCommit } from '../../plugins/group-commit.ts';
import { HOUR_MS, type Quota, quotaUsed, takeQuotaCounted } from '../quotas/service.ts';
import * as q from './queries.ts';
import {
  bandOf,
  type Metric,
  PAGE_LOAD_ID,
  type PerformanceAnswer,
  type RecordsBody,
  type Vitals,
} from './schema.ts';

export interface PerformanceLimits {
  /** Page loads of one site that may measure per hour; the settings call tells the rest no. */
  pageLoadsPerSitePerHour: number;
  /** Days samples are kept (the analytics retention). */
  retentionDays: number;
  /** The share of a site's page loads that load the performance chunk (PERFORMANCE_SAMPLE_RATE). */
  sampleRate: number;
  /**
   * While a site has fewer measured page loads this hour, its pages are rendered to measure every
   * load (rate 1), so a small site gets p75s; a big site passes it within minutes and samples at
   * `sampleRate` (decision 043).
   */
  smallSiteLoadsPerHour: number;
}

const DAY_MS = 24 * HOUR_MS;
/** How long after the settings call a page load's records are taken (a tab left open all day). */
const PAGE_LOAD_ID_TTL_MS = DAY_MS;
/** How often samples past the retention period are deleted. */
export const PERFORMANCE_PRUNE_MS = 6 * HOUR_MS;
/** Pages the owner's report lists, most sampled first. */
const TOP = 100;
/** The spec's breakpoint (mobile up to 432 px, desktop from 433 px). */
const MOBILE_MAX_WIDTH = 432;

/** A path without its query or fragment. */
export function pathOf(value: string): string {
  try {
    const path = new URL(value, 'http://x').pathname;
    return path.startsWith('/') ? path.slice(0, 2048) : '/';
  } catch {
    return '/';
  }
}

export class PerformanceService {
  readonly #quota: Quota;
  readonly #batches: GroupCommit<q.NewSample, true>;
  /** Sites whose rate-1 pages this server dropped, in the hour they were dropped. */
  #outgrown = { hour: 0, sites: new Set<string>() };

  constructor(
    readonly db: Db,
    readonly limits: PerformanceLimits,
    /** A server secret for signing page-load ids. */
    private readonly secret: string,
    /** Drops the site's rendered pages on this server (the HTML cache), so they carry the new rate. */
    private readonly dropPages: (websiteId: string) => void = () => {},
  ) {
    this.#quota = {
      kind: 'performance-page-loads',
      limit: limits.pageLoadsPerSitePerHour,
      windowMs: HOUR_MS,
    };
    this.#batches = new GroupCommit((rows) => this.#store(rows), 4, 500);
  }

  #sign(websiteId: string, nonce: string, issued: string, sampled: boolean): string {
    return createHmac('sha256', this.secret)
      .update(`${websiteId}\u0000${nonce}\u0000${issued}\u0000${sampled ? 1 : 0}`)
      .digest('base64url')
      .slice(0, 16);
  }

  /**
   * TRACK-042: a page load's settings: its id, always, and whether it measures (the site's hourly
   * allowance had room). The id is signed with the answer, so records of an unsampled page load, of
   * another site or of an invented id are refused.
   */
  async settings(websiteId: string, now = new Date()): Promise<{ pageLoadId: string; sampled: boolean }> {
    const taken = await takeQuotaCounted(this.db, { websiteId, quota: this.#quota, amount: 1, now });
    const sampled = taken.granted > 0;
    if (taken.used >= this.limits.smallSiteLoadsPerHour) this.#outgrow(websiteId, now);
    const nonce = randomBytes(9).toString('base64url');
    const issued = Math.floor(now.getTime() / 1000).toString(36);
    return { pageLoadId: `${nonce}.${issued}.${this.#sign(websiteId, nonce, issued, sampled)}`, sampled };
  }

  /**
   * Decision 043: the share of this site's page loads that load the performance chunk, written
   * into its pages: every load while the site has had fewer than `smallSiteLoadsPerHour` measured
   * page loads this hour, else the platform's rate.
   */
  async sampleRateOf(websiteId: string, now = new Date()): Promise<number> {
    const { sampleRate, smallSiteLoadsPerHour } = this.limits;
    if (sampleRate >= 1 || smallSiteLoadsPerHour <= 0) return sampleRate;
    const used = await quotaUsed(this.db, { websiteId, quota: this.#quota, now });
    return used < smallSiteLoadsPerHour ? 1 : sampleRate;
  }

  /** A site past the small-site count: its pages rendered at rate 1 go, once an hour per server. */
  #outgrow(websiteId: string, now: Date): void {
    if (this.limits.sampleRate >= 1) return;
    const hour = Math.floor(now.getTime() / HOUR_MS);
    if (this.#outgrown.hour !== hour) this.#outgrown = { hour, sites: new Set() };
    if (this.#outgrown.sites.has(websiteId)) return;
    this.#outgrown.sites.add(websiteId);
    this.dropPages(websiteId);
  }

  /** Whether this site issued the id to a sampled page load less than a day ago. */
  isMeasuredPageLoad(websiteId: string, pageLoadId: string, now = new Date()): boolean {
    if (!PAGE_LOAD_ID.test(pageLoadId)) return false;
    const [nonce, issued, signature] = pageLoadId.split('.') as [string, string, string];
    const age = now.getTime() - Number.parseInt(issued, 36) * 1000;
    if (!(age >= -5 * 60_000 && age <= PAGE_LOAD_ID_TTL_MS)) return false;
    return this.#sign(websiteId, nonce, issued, true) === signature;
  }

  /**
   * TRACK-046: stores a batch of a measured page load's records (false, nothing stored, for an id
   * this site did not issue to a sampled page load). The last value of a metric in the batch wins;
   * resolves once stored.
   */
  async record(websiteId: string, body: RecordsBody, now = new Date()): Promise<boolean> {
    if (!this.isMeasuredPageLoad(websiteId, body.pageLoadId, now)) return false;
    const path = pathOf(body.path);
    const device = body.width > 0 && body.width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
    const latest = new Map<Metric, number>();
    for (const r of body.records) latest.set(r.metric, r.value);
    await Promise.all(
      [...latest].map(([metric, value]) =>
        this.#batches.add({
          websiteId,
          pageLoadId: body.pageLoadId,
          at: now,
          path,
          metric,
          value,
          band: bandOf(metric, value),
          device,
        }),
      ),
    );
    return true;
  }

  /** One batch: of rows with the same page load and metric (two quick calls) the last is kept. */
  async #store(rows: q.NewSample[]): Promise<true[]> {
    const byKey = new Map<string, q.NewSample>();
    for (const row of rows) byKey.set(`${row.websiteId}\u0000${row.pageLoadId}\u0000${row.metric}`, row);
    await q.upsertSamples(this.db, [...byKey.values()]);
    return rows.map(() => true);
  }

  /**
   * The owner's Core Web Vitals over whole UTC days [fromDay, toDay): p75 of LCP, INP and CLS per
   * page (the 100 most sampled) and over the site, with Google's bands; samples are page loads.
   */
  async report(websiteId: string, fromDay: string, toDay: string): Promise<PerformanceAnswer> {
    const from = new Date(`${fromDay}T00:00:00Z`);
    const to = new Date(`${toDay}T00:00:00Z`);
    const [p75s, samples] = await Promise.all([
      q.p75Rows(this.db, websiteId, from, to),
      q.sampleRows(this.db, websiteId, from, to),
    ]);
    const none = { p75: null, band: null };
    const empty = (count: number): Vitals => ({ samples: count, lcp: none, inp: none, cls: none });
    const overall = empty(0);
    const pages = new Map<string, Vitals & { path: string }>();
    for (const row of samples) {
      if (row.path === null) overall.samples = row.samples;
      else pages.set(row.path, { path: row.path, ...empty(row.samples) });
    }
    for (const row of p75s) {
      const key = ({ LCP: 'lcp', INP: 'inp', CLS: 'cls' } as const)[row.metric as 'LCP' | 'INP' | 'CLS'];
      if (!key) continue;
      const target = row.path === null ? overall : pages.get(row.path);
      if (!target) continue;
      const value = row.metric === 'CLS' ? Math.round(row.p75 * 1000) / 1000 : Math.round(row.p75);
      target[key] = { p75: value, band: bandOf(row.metric as Metric, value) };
    }
    return {
      pages: [...pages.values()]
        .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path))
        .slice(0, TOP),
      overall,
    };
  }

  /** Deletes samples older than the retention period. */
  prune(now = new Date()): Promise<number> {
    return q.deleteSamplesBefore(this.db, new Date(now.getTime() - this.limits.retentionDays * DAY_MS));
  }
}
