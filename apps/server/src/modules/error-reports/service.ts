// What visitors' browsers report from published pages, JavaScript error reports and trace items
// (DATA-034, DATA-042): stored for the site's owner within a per-site quota, and kept for a
// limited time (issue 14 item 7).
import type { Db } from '@folio/db';
import { HOUR_MS, pruneQuotaWindows, type Quota, takeQuota } from '../quotas/service.ts';
import * as q from './queries.ts';

export interface ErrorReportLimits {
  traceItemsPerHour: number;
  errorReportsPerHour: number;
  retentionDays: number;
}

type ErrorReport = Omit<Parameters<typeof q.insertErrorReports>[1][number], 'websiteId'>;
type TraceItem = Omit<Parameters<typeof q.insertTraceItems>[1][number], 'websiteId'>;

/** How often old reports and spent quota windows are swept (a recurring job). */
export const ERROR_REPORTS_SWEEP_MS = 60 * 60 * 1000;

export class ErrorReportsService {
  readonly #traceQuota: Quota;
  readonly #errorQuota: Quota;

  constructor(
    readonly db: Db,
    readonly limits: ErrorReportLimits,
  ) {
    this.#traceQuota = { kind: 'trace-items', limit: limits.traceItemsPerHour, windowMs: HOUR_MS };
    this.#errorQuota = { kind: 'error-reports', limit: limits.errorReportsPerHour, windowMs: HOUR_MS };
  }

  /** Stores the reports that fit the site's hourly quota; the rest are dropped. How many were kept. */
  async recordErrors(websiteId: string, reports: ErrorReport[]): Promise<number> {
    const granted = await takeQuota(this.db, { websiteId, quota: this.#errorQuota, amount: reports.length });
    await q.insertErrorReports(
      this.db,
      reports.slice(0, granted).map((r) => ({ ...r, websiteId })),
    );
    return granted;
  }

  async recordTrace(websiteId: string, items: TraceItem[]): Promise<number> {
    const granted = await takeQuota(this.db, { websiteId, quota: this.#traceQuota, amount: items.length });
    await q.insertTraceItems(
      this.db,
      items.slice(0, granted).map((item) => ({ ...item, websiteId })),
    );
    return granted;
  }

  latestErrors(websiteId: string) {
    return q.latestErrorReports(this.db, websiteId);
  }

  latestTraceItems(websiteId: string) {
    return q.latestTraceItems(this.db, websiteId);
  }

  /** Deletes reports and trace items older than the retention period, and spent quota windows. */
  async sweep(now = new Date()): Promise<void> {
    await q.deleteReportsBefore(this.db, new Date(now.getTime() - this.limits.retentionDays * 24 * HOUR_MS));
    await pruneQuotaWindows(this.db, now);
  }
}
