// The search module's reads and writes of its one table, `search_documents`.

import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  type SearchKind,
  type TextSearchConfig,
} from '@folio/core/site-search';
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { searchDocuments } = schema;

export interface DocumentRow {
  websiteId: string;
  kind: SearchKind;
  refId: string;
  url: string;
  title: string;
  excerpt: string;
  body: string;
  config: TextSearchConfig;
  contentHash: string;
}

/** The weighted vector of a row: title A, excerpt B, body C, in the row's configuration. */
function vectorOf(row: Pick<DocumentRow, 'title' | 'excerpt' | 'body' | 'config'>) {
  // The configuration is one of a fixed list (isTextSearchConfig), and is bound as a parameter.
  return sql`setweight(to_tsvector(${row.config}::regconfig, ${row.title}), 'A')
    || setweight(to_tsvector(${row.config}::regconfig, ${row.excerpt}), 'B')
    || setweight(to_tsvector(${row.config}::regconfig, ${row.body}), 'C')`;
}

/** Adds or replaces documents, the vector made in the database. */
export async function upsert(db: Db, rows: DocumentRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insert(searchDocuments)
      .values({ ...row, searchVector: vectorOf(row) })
      .onConflictDoUpdate({
        target: [searchDocuments.websiteId, searchDocuments.kind, searchDocuments.refId],
        set: {
          url: row.url,
          title: row.title,
          excerpt: row.excerpt,
          body: row.body,
          config: row.config,
          contentHash: row.contentHash,
          searchVector: vectorOf(row),
          updatedAt: new Date(),
        },
      });
  }
}

export async function remove(db: Db, websiteId: string, kind: SearchKind, refIds: string[]): Promise<void> {
  if (refIds.length === 0) return;
  await db
    .delete(searchDocuments)
    .where(
      and(
        eq(searchDocuments.websiteId, websiteId),
        eq(searchDocuments.kind, kind),
        inArray(searchDocuments.refId, refIds),
      ),
    );
}

/** The stored hash of each document of these kinds on a site (a sync compares them). */
export async function hashes(
  db: Db,
  websiteId: string,
  kinds: SearchKind[],
): Promise<{ kind: SearchKind; refId: string; contentHash: string }[]> {
  return db
    .select({
      kind: searchDocuments.kind,
      refId: searchDocuments.refId,
      contentHash: searchDocuments.contentHash,
    })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.websiteId, websiteId), inArray(searchDocuments.kind, kinds)));
}

export interface FoundRow {
  kind: SearchKind;
  url: string;
  title: string;
  snippet: string;
  total: number;
}

/**
 * Matches ranked at most: a query that matches more documents ranks the first this many found
 * (docs/decisions/034). Ranking reads every candidate's vector; this bounds a search's work.
 */
export const MAX_RANKED = 500;

/**
 * One page of matches, best first (ts_rank_cd over the weighted vector, then title), with the
 * total (at most MAX_RANKED). Snippets are made only for the rows shown: ts_headline reads the
 * whole text; the candidates carry only their keys and vectors.
 */
export async function search(
  db: Db,
  input: { websiteId: string; query: string; config: TextSearchConfig; limit: number; offset: number },
): Promise<FoundRow[]> {
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
  // The query is written out where it is used, not in a CTE: websearch_to_tsquery of constants is
  // folded when the statement is planned, so the planner sees the words and their frequency. A
  // word in most of the site's documents then reads the site's rows by its key (cost bounded by
  // the site's size) instead of the shared GIN index's posting list of every site's matches
  // (96 ms against 7 ms with 20 sites of 10,000 documents; docs/decisions/041); a rare word still
  // takes the GIN index.
  const tsquery = sql`websearch_to_tsquery(${input.config}::regconfig, ${input.query})`;
  const result = (await db.execute(sql`
    with candidates as (
      select d.kind, d.ref_id, d.search_vector
      from ${searchDocuments} d
      where d.website_id = ${input.websiteId} and d.search_vector @@ ${tsquery}
      limit ${MAX_RANKED}
    ),
    ranked as (
      select c.kind, c.ref_id, ts_rank_cd(c.search_vector, ${tsquery}) as rank, count(*) over () as total
      from candidates c
      order by rank desc, c.ref_id asc
      limit ${input.limit} offset ${input.offset}
    )
    select d.kind, d.url, d.title, r.total,
      ts_headline(d.config::regconfig,
        case when d.body = '' then d.excerpt else d.excerpt || ' ' || d.body end,
        ${tsquery}, ${options}) as snippet
    from ranked r
    join ${searchDocuments} d
      on d.website_id = ${input.websiteId} and d.kind = r.kind and d.ref_id = r.ref_id
    order by r.rank desc, r.ref_id asc`)) as unknown as {
    rows: (Omit<FoundRow, 'total'> & { total: string | number })[];
  };
  return result.rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** How many documents match (for a page past the last, which returns no rows to count). */
export async function countMatches(
  db: Db,
  input: { websiteId: string; query: string; config: TextSearchConfig },
): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as count from (
      select 1 from ${searchDocuments}
      where website_id = ${input.websiteId}
        and search_vector @@ websearch_to_tsquery(${input.config}::regconfig, ${input.query})
      limit ${MAX_RANKED}
    ) matched`)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/** A few page titles of a site to suggest when nothing matched (shortest addresses first). */
export async function suggestions(db: Db, websiteId: string, limit: number) {
  return db
    .select({ title: searchDocuments.title, url: searchDocuments.url })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.websiteId, websiteId), eq(searchDocuments.kind, 'page')))
    .orderBy(sql`length(${searchDocuments.url})`, searchDocuments.title)
    .limit(limit);
}

/** Re-makes the vectors of a site's documents made in another configuration (its language changed). */
export async function reconfigure(db: Db, websiteId: string, config: TextSearchConfig): Promise<number> {
  const rows = await db
    .update(searchDocuments)
    .set({
      config,
      searchVector: sql`setweight(to_tsvector(${config}::regconfig, ${searchDocuments.title}), 'A')
        || setweight(to_tsvector(${config}::regconfig, ${searchDocuments.excerpt}), 'B')
        || setweight(to_tsvector(${config}::regconfig, ${searchDocuments.body}), 'C')`,
      updatedAt: new Date(),
    })
    .where(and(eq(searchDocuments.websiteId, websiteId), sql`${searchDocuments.config} <> ${config}`))
    .returning({ refId: searchDocuments.refId });
  return rows.length;
}
