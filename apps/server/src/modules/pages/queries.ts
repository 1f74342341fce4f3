import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, isNotNull, max, sql } from 'drizzle-orm';

const { pages, pageRevisions } = schema;

export type PageRow = typeof pages.$inferSelect;

export function listBySite(db: Db, websiteId: string): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(eq(pages.websiteId, websiteId))
    .orderBy(asc(pages.navOrder), asc(pages.createdAt));
}

export async function findById(db: Db, websiteId: string, id: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.id, id)))
    .limit(1);
  return row;
}

export async function findBySlug(db: Db, websiteId: string, slug: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.slug, slug)))
    .limit(1);
  return row;
}

/** Every published page of a site, in navigation order: what visitors can see. */
export function listPublished(db: Db, websiteId: string) {
  return db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      showInNavigation: pages.showInNavigation,
      published: pages.published,
      publishedAt: pages.publishedAt,
    })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), isNotNull(pages.published)))
    .orderBy(asc(pages.navOrder), asc(pages.createdAt));
}

export async function nextNavOrder(db: Db, websiteId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(pages.navOrder) })
    .from(pages)
    .where(eq(pages.websiteId, websiteId));
  return (row?.value ?? -1) + 1;
}

export async function insert(db: Db, input: Omit<typeof pages.$inferInsert, 'id'>): Promise<PageRow> {
  const [row] = await db
    .insert(pages)
    .values({ id: newId(), ...input })
    .returning();
  return row!;
}

export async function update(
  db: Db,
  websiteId: string,
  id: string,
  patch: Partial<typeof pages.$inferInsert>,
): Promise<PageRow | undefined> {
  const [row] = await db
    .update(pages)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pages.websiteId, websiteId), eq(pages.id, id)))
    .returning();
  return row;
}

export async function publish(
  db: Db,
  input: { websiteId: string; id: string; accountId: string | null },
): Promise<PageRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pages)
      .set({ published: sql`${pages.draft}`, publishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(pages.websiteId, input.websiteId), eq(pages.id, input.id)))
      .returning();
    if (!row) return undefined;
    await tx.insert(pageRevisions).values({
      pageId: row.id,
      schemaVersion: row.schemaVersion,
      data: row.draft,
      accountId: input.accountId,
    });
    return row;
  });
}

export async function setOrder(db: Db, websiteId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(pages)
        .set({ navOrder: index })
        .where(and(eq(pages.websiteId, websiteId), eq(pages.id, id)));
    }
  });
}

export async function remove(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.id, id)))
    .returning({ id: pages.id });
  return rows.length > 0;
}

/** A page row as it is, with its id chosen by the caller (a copied site's pages, issue 14 item 19). */
export async function insertWithId(db: Db, row: typeof pages.$inferInsert): Promise<void> {
  await db.insert(pages).values(row);
}
