// Issue 17 part 4: revisions of pages (and, with kind 'item', of collection items): every saved
// draft is kept with who saved it, when, and what changed; the editor lists, previews and restores
// them; the job runner prunes the old ones (a site setting, default 90 days, keeping each page's
// newest 30).
import { canonicalJson, type RevisionSummary, summarizeChange } from '@folio/core/revision-summary';
import type { Db } from '@folio/db';
import { invalid, notFound } from '../../errors.ts';
import type { JobRunner } from '../jobs/service.ts';
import { findWebsiteById, updateRevisionRetention, type Website } from '../sites/service.ts';
import * as q from './queries.ts';
import {
  DEFAULT_RETENTION_DAYS,
  KEEP_AT_LEAST,
  MIN_RETENTION_DAYS,
  type RevisionView,
  retentionDays,
} from './schema.ts';

export type RevisionKind = q.RevisionKind;
export { DEFAULT_RETENTION_DAYS, KEEP_AT_LEAST } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the prune job runs (once per period across all servers). */
export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/** The most revisions the panel lists. */
const LIST_LIMIT = 100;

function view(
  row: Pick<q.RevisionRow, 'id' | 'title' | 'summary' | 'authorLabel' | 'createdAt'>,
): RevisionView {
  return {
    id: row.id,
    title: row.title,
    author: row.authorLabel,
    createdAt: row.createdAt.toISOString(),
    summary: row.summary as unknown as RevisionSummary,
  };
}

/** The site's retention in days (the setting, or 90). */
export function retentionDaysOf(site: Pick<Website, 'settings'>): number {
  const days = site.settings.revisionRetentionDays;
  return typeof days === 'number' && retentionDays.safeParse(days).success ? days : DEFAULT_RETENTION_DAYS;
}

export class RevisionsService {
  constructor(
    private readonly db: Db,
    jobs: JobRunner,
  ) {
    jobs.every('revisions.prune', PRUNE_EVERY_MS, () => this.prune());
  }

  /**
   * Keeps a saved draft as a revision. `before` is what the draft was (null for none); a save
   * that changes nothing since the newest revision keeps nothing, unless it is a restore.
   */
  async record(
    input: {
      websiteId: string;
      kind: RevisionKind;
      refId: string;
      title: string;
      schemaVersion: number;
      data: unknown;
      before: unknown | null;
      author: { id: string; email: string } | null;
      /** The time of the revision this save restored. */
      restoredFrom?: string | null;
    },
    db: Db = this.db,
  ): Promise<void> {
    const latest = await q.latest(db, input);
    if (!input.restoredFrom && latest && canonicalJson(latest.data) === canonicalJson(input.data)) return;
    const before = latest ? latest.data : input.before;
    await q.insert(db, {
      websiteId: input.websiteId,
      kind: input.kind,
      refId: input.refId,
      title: input.title,
      schemaVersion: input.schemaVersion,
      data: input.data,
      summary: summarizeChange({
        before: before ?? null,
        after: input.data,
        restoredFrom: input.restoredFrom ?? null,
      }) as unknown as Record<string, unknown>,
      accountId: input.author?.id ?? null,
      authorLabel: input.author?.email ?? '',
    });
  }

  async list(input: { websiteId: string; kind: RevisionKind; refId: string }): Promise<RevisionView[]> {
    return (await q.list(this.db, { ...input, limit: LIST_LIMIT })).map(view);
  }

  /** One revision with its data; 404 when it is not of this site (or of this page, when given). */
  async get(input: { websiteId: string; id: string; kind?: RevisionKind; refId?: string }) {
    const row = await q.find(this.db, input.websiteId, input.id);
    if (!row || (input.kind && row.kind !== input.kind) || (input.refId && row.refId !== input.refId))
      throw notFound('That revision does not exist. It may have been pruned.', 'revision_not_found');
    return {
      ...view(row),
      kind: row.kind,
      refId: row.refId,
      data: row.data,
      schemaVersion: row.schemaVersion,
    };
  }

  /** A page or item was deleted: its revisions go with it. */
  forget(input: { websiteId: string; kind: RevisionKind; refId: string }, db: Db = this.db): Promise<void> {
    return q.removeAllOf(db, input);
  }

  async retention(websiteId: string): Promise<{ retentionDays: number; keepAtLeast: number }> {
    const site = await findWebsiteById(this.db, websiteId);
    if (!site) throw notFound('There is no site at this address.', 'site_not_found');
    return { retentionDays: retentionDaysOf(site), keepAtLeast: KEEP_AT_LEAST };
  }

  async setRetention(
    websiteId: string,
    days: unknown,
  ): Promise<{ retentionDays: number; keepAtLeast: number }> {
    const parsed = retentionDays.safeParse(days);
    if (!parsed.success)
      throw invalid(
        `Days to keep revisions ${parsed.error.issues[0]?.message ?? 'is not valid'}.`,
        'invalid_retention',
      );
    await updateRevisionRetention(this.db, websiteId, parsed.data);
    return { retentionDays: parsed.data, keepAtLeast: KEEP_AT_LEAST };
  }

  /**
   * The prune job: on each site with old revisions, those older than its retention go, except
   * each page's newest KEEP_AT_LEAST. Answers how many were deleted.
   */
  async prune(now = new Date()): Promise<number> {
    let deleted = 0;
    const sites = await q.sitesWithRevisionsBefore(
      this.db,
      new Date(now.getTime() - MIN_RETENTION_DAYS * DAY_MS),
    );
    for (const websiteId of sites) {
      const site = await findWebsiteById(this.db, websiteId);
      if (!site) continue;
      const before = new Date(now.getTime() - retentionDaysOf(site) * DAY_MS);
      deleted += await q.prune(this.db, { websiteId, before, keep: KEEP_AT_LEAST });
    }
    return deleted;
  }
}
