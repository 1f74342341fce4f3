// The revisions module's reads and writes of its one table, `revisions`.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, lt, sql } from 'drizzle-orm';

const { revisions } = schema;

export type RevisionRow = typeof revisions.$inferSelect;
export type RevisionKind = RevisionRow['kind'];

export async function insert(db: Db, row: Omit<typeof revisions.$inferInsert, 'id'>): Promise<RevisionRow> {
  const [made] = await db
    .insert(revisions)
    .values({ id: newId(), ...row })
    .returning();
  return made!;
}

/** The newest revision of a page or item. */
export async function latest(
  db: Db,
  input: { websiteId: string; kind: RevisionKind; refId: string },
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.websiteId, input.websiteId),
        eq(revisions.kind, input.kind),
        eq(revisions.refId, input.refId),
      ),
    )
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(1);
  return row;
}

/** A page's or item's revisions, newest first, without their data. */
export function list(db: Db, input: { websiteId: string; kind: RevisionKind; refId: string; limit: number }) {
  return db
    .select({
      id: revisions.id,
      title: revisions.title,
      summary: revisions.summary,
      authorLabel: revisions.authorLabel,
      createdAt: revisions.createdAt,
    })
    .from(revisions)
    .where(
      and(
        eq(revisions.websiteId, input.websiteId),
        eq(revisions.kind, input.kind),
        eq(revisions.refId, input.refId),
      ),
    )
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(input.limit);
}

export async function find(db: Db, websiteId: string, id: string): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.websiteId, websiteId), eq(revisions.id, id)))
    .limit(1);
  return row;
}

export async function removeAllOf(
  db: Db,
  input: { websiteId: string; kind: RevisionKind; refId: string },
): Promise<void> {
  await db
    .delete(revisions)
    .where(
      and(
        eq(revisions.websiteId, input.websiteId),
        eq(revisions.kind, input.kind),
        eq(revisions.refId, input.refId),
      ),
    );
}

/** The sites that have a revision older than `before` (the prune job visits only those). */
export async function sitesWithRevisionsBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ websiteId: revisions.websiteId })
    .from(revisions)
    .where(lt(revisions.createdAt, before));
  return rows.map((row) => row.websiteId);
}

/**
 * Deletes a site's revisions older than `before`, except each page's or item's newest `keep`.
 * Answers how many went.
 */
export async function prune(
  db: Db,
  input: { websiteId: string; before: Date; keep: number },
): Promise<number> {
  const result = (await db.execute(sql`
    delete from ${revisions} r
    using (
      select id, row_number() over (partition by kind, ref_id order by created_at desc, id desc) as n
      from ${revisions}
      where website_id = ${input.websiteId}
    ) ranked
    where r.id = ranked.id
      and ranked.n > ${input.keep}
      and r.created_at < ${input.before.toISOString()}::timestamptz
    returning r.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
