// The collections module's reads and writes: `collections` and `collection_items` only.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';

const { collections, collectionItems } = schema;

export type CollectionRow = typeof collections.$inferSelect;
export type ItemRow = typeof collectionItems.$inferSelect;
export type NewItem = Omit<typeof collectionItems.$inferInsert, 'id'>;

export function listCollections(db: Db, websiteId: string): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(eq(collections.websiteId, websiteId))
    .orderBy(asc(collections.createdAt));
}

export async function findCollection(
  db: Db,
  websiteId: string,
  id: string,
): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)))
    .limit(1);
  return row;
}

export async function findCollectionByPage(db: Db, websiteId: string, pageId: string) {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.pageId, pageId)))
    .limit(1);
  return row;
}

export async function insertCollection(
  db: Db,
  row: Omit<typeof collections.$inferInsert, 'id'> & { id?: string },
) {
  const [inserted] = await db
    .insert(collections)
    .values({ id: newId(), ...row })
    .returning();
  return inserted!;
}

export async function updateCollection(
  db: Db,
  websiteId: string,
  id: string,
  patch: Partial<Pick<CollectionRow, 'title' | 'settings' | 'categories'>>,
) {
  const [row] = await db
    .update(collections)
    .set(patch)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)))
    .returning();
  return row;
}

export async function itemCounts(db: Db, websiteId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ collectionId: collectionItems.collectionId, n: count() })
    .from(collectionItems)
    .where(eq(collectionItems.websiteId, websiteId))
    .groupBy(collectionItems.collectionId);
  return new Map(rows.map((r) => [r.collectionId, Number(r.n)]));
}

export function listItems(db: Db, collectionId: string, visibility?: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(collectionItems)
    .where(
      visibility === undefined
        ? eq(collectionItems.collectionId, collectionId)
        : and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.visibility, visibility)),
    )
    .orderBy(asc(collectionItems.position), desc(collectionItems.publishOn), desc(collectionItems.createdAt));
}

/** A published list narrowed to items carrying a tag, or filed under one of some categories. */
export interface ItemFilter {
  tag?: string;
  categoryIds?: string[];
}

function visibleWhere(collectionId: string, visibilities: number[], filter?: ItemFilter) {
  const conditions = [
    eq(collectionItems.collectionId, collectionId),
    inArray(collectionItems.visibility, visibilities),
  ];
  if (filter?.tag !== undefined)
    conditions.push(sql`${collectionItems.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
  if (filter?.categoryIds !== undefined)
    conditions.push(
      filter.categoryIds.length === 0
        ? sql`false`
        : or(
            ...filter.categoryIds.map(
              (id) => sql`${collectionItems.categoryIds} @> ${JSON.stringify([id])}::jsonb`,
            ),
          )!,
    );
  return and(...conditions);
}

/** What visitors may see of a collection: the given visibilities, newest first (or in the owner's order). */
export function listVisible(
  db: Db,
  input: {
    collectionId: string;
    visibilities: number[];
    isOrdered: boolean;
    limit: number;
    offset: number;
    filter?: ItemFilter;
  },
) {
  return db
    .select()
    .from(collectionItems)
    .where(visibleWhere(input.collectionId, input.visibilities, input.filter))
    .orderBy(
      ...(input.isOrdered
        ? [asc(collectionItems.position), desc(collectionItems.publishOn)]
        : [desc(collectionItems.publishOn), desc(collectionItems.createdAt)]),
    )
    .limit(input.limit)
    .offset(input.offset);
}

export async function countVisible(
  db: Db,
  collectionId: string,
  visibilities: number[],
  filter?: ItemFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collectionItems)
    .where(visibleWhere(collectionId, visibilities, filter));
  return Number(row?.n ?? 0);
}

/** The items of a collection carrying a tag. */
export function itemsWithTag(db: Db, collectionId: string, tag: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.collectionId, collectionId),
        sql`${collectionItems.tags} @> ${JSON.stringify([tag])}::jsonb`,
      ),
    );
}

/** A deleted category taken off every item of its collection. */
export async function dropCategoryFromItems(db: Db, collectionId: string, categoryId: string): Promise<void> {
  await db
    .update(collectionItems)
    .set({ categoryIds: sql`${collectionItems.categoryIds} - ${categoryId}::text` })
    .where(
      and(
        eq(collectionItems.collectionId, collectionId),
        sql`${collectionItems.categoryIds} @> ${JSON.stringify([categoryId])}::jsonb`,
      ),
    );
}

/** Every item of a site with one of the visibilities (the sitemap, search). */
export function listSiteItems(db: Db, websiteId: string, visibilities: number[]) {
  return db
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.websiteId, websiteId), inArray(collectionItems.visibility, visibilities)))
    .orderBy(desc(collectionItems.publishOn));
}

export async function countItems(db: Db, collectionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId));
  return Number(row?.n ?? 0);
}

export async function findItem(db: Db, websiteId: string, id: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, id)))
    .limit(1);
  return row;
}

export async function findItemByUrl(
  db: Db,
  collectionId: string,
  urlId: string,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.urlId, urlId)))
    .limit(1);
  return row;
}

export async function urlIdsLike(db: Db, collectionId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ urlId: collectionItems.urlId })
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.collectionId, collectionId),
        sql`${collectionItems.urlId} like ${`${base.replace(/[%_\\]/g, '\\$&')}%`}`,
      ),
    );
  return new Set(rows.map((r) => r.urlId));
}

export async function nextPosition(db: Db, collectionId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number | null>`max(${collectionItems.position})` })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId));
  return (row?.value ?? -1) + 1;
}

export async function insertItem(db: Db, item: NewItem & { id?: string }): Promise<ItemRow> {
  const [row] = await db
    .insert(collectionItems)
    .values({ id: newId(), ...item })
    .returning();
  return row!;
}

export async function updateItem(
  db: Db,
  websiteId: string,
  id: string,
  patch: Partial<NewItem>,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .update(collectionItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, id)))
    .returning();
  return row;
}

/**
 * Publishes the scheduled items whose time has come, as one conditional update: when two servers
 * race, each row is changed (and answered) by one of them only.
 */
export function publishDue(
  db: Db,
  input: { now: Date; visibilityScheduled: number; visibilityPublished: number },
) {
  return db
    .update(collectionItems)
    .set({ visibility: input.visibilityPublished, updatedAt: new Date() })
    .where(
      and(
        eq(collectionItems.visibility, input.visibilityScheduled),
        lte(collectionItems.publishOn, input.now),
      ),
    )
    .returning({ id: collectionItems.id, websiteId: collectionItems.websiteId });
}

export async function removeItem(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, id)))
    .returning({ id: collectionItems.id });
  return rows.length > 0;
}

export async function setPositions(db: Db, collectionId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(collectionItems)
        .set({ position: index })
        .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.id, id)));
    }
  });
}
