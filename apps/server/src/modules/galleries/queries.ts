// The galleries module's reads and writes of its tables, `gallery_collections` and `gallery_items`.
// A slide's picture is not read here: the media module answers for its own rows (viewsByIds).
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const { galleryCollections, galleryItems } = schema;
export type CollectionRow = typeof galleryCollections.$inferSelect;
export type ItemRow = typeof galleryItems.$inferSelect;
type NewItemRow = typeof galleryItems.$inferInsert;
type ItemChange = Partial<
  Pick<ItemRow, 'caption' | 'alt' | 'clickThroughUrl' | 'slug' | 'videoUrl' | 'mediaId' | 'posterMediaId'>
>;

// Collections.

/** A site's collections, oldest first. */
export function collectionsOfSite(db: Db, websiteId: string): Promise<CollectionRow[]> {
  return db
    .select()
    .from(galleryCollections)
    .where(eq(galleryCollections.websiteId, websiteId))
    .orderBy(asc(galleryCollections.createdAt), asc(galleryCollections.id));
}

export function collectionsByIds(db: Db, websiteId: string, ids: string[]): Promise<CollectionRow[]> {
  return db
    .select()
    .from(galleryCollections)
    .where(and(eq(galleryCollections.websiteId, websiteId), inArray(galleryCollections.id, ids)));
}

/** One collection of a site; `isLocked` holds its row until the transaction ends. */
export async function findCollection(
  db: Db,
  websiteId: string,
  id: string,
  isLocked = false,
): Promise<CollectionRow | undefined> {
  const query = db
    .select()
    .from(galleryCollections)
    .where(and(eq(galleryCollections.websiteId, websiteId), eq(galleryCollections.id, id)));
  const [row] = await (isLocked ? query.for('update') : query);
  return row;
}

/** One creation at a time per site (inside a transaction), so two at once cannot both pass the limit. */
export async function lockSiteCollections(tx: Db, websiteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`folio:galleries:${websiteId}`}))`);
}

export async function collectionSlugs(db: Db, websiteId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: galleryCollections.slug })
    .from(galleryCollections)
    .where(eq(galleryCollections.websiteId, websiteId));
  return rows.map((r) => r.slug);
}

export async function insertCollection(db: Db, row: typeof galleryCollections.$inferInsert): Promise<void> {
  await db.insert(galleryCollections).values(row);
}

/** Whether the collection was there to rename. */
export async function renameCollection(
  db: Db,
  websiteId: string,
  id: string,
  title: string,
): Promise<boolean> {
  const [row] = await db
    .update(galleryCollections)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(galleryCollections.websiteId, websiteId), eq(galleryCollections.id, id)))
    .returning({ id: galleryCollections.id });
  return !!row;
}

/** Whether the collection was there to delete (its slides go with it). */
export async function deleteCollection(db: Db, websiteId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(galleryCollections)
    .where(and(eq(galleryCollections.websiteId, websiteId), eq(galleryCollections.id, id)))
    .returning({ id: galleryCollections.id });
  return !!row;
}

export async function touchCollection(db: Db, id: string): Promise<void> {
  await db.update(galleryCollections).set({ updatedAt: new Date() }).where(eq(galleryCollections.id, id));
}

// Slides.

/** The slides of some collections, in position order. */
export function itemsOfCollections(db: Db, collectionIds: string[]): Promise<ItemRow[]> {
  if (collectionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(galleryItems)
    .where(inArray(galleryItems.collectionId, collectionIds))
    .orderBy(asc(galleryItems.position), asc(galleryItems.createdAt), asc(galleryItems.id));
}

/** Every slide of a site, in position order (a site copy reads them all). */
export function itemsOfSite(db: Db, websiteId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(galleryItems)
    .where(eq(galleryItems.websiteId, websiteId))
    .orderBy(asc(galleryItems.position));
}

export function slugsAndPositions(db: Db, collectionId: string) {
  return db
    .select({ id: galleryItems.id, slug: galleryItems.slug, position: galleryItems.position })
    .from(galleryItems)
    .where(eq(galleryItems.collectionId, collectionId));
}

export async function findItem(db: Db, collectionId: string, itemId: string): Promise<ItemRow | undefined> {
  const [item] = await db
    .select()
    .from(galleryItems)
    .where(and(eq(galleryItems.collectionId, collectionId), eq(galleryItems.id, itemId)));
  return item;
}

export async function insertItems(db: Db, rows: NewItemRow[]): Promise<void> {
  if (rows.length) await db.insert(galleryItems).values(rows);
}

export async function updateItem(db: Db, itemId: string, change: ItemChange): Promise<void> {
  await db
    .update(galleryItems)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(galleryItems.id, itemId));
}

/** Whether the slide was there to delete. */
export async function deleteItem(db: Db, collectionId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .delete(galleryItems)
    .where(and(eq(galleryItems.collectionId, collectionId), eq(galleryItems.id, itemId)))
    .returning({ id: galleryItems.id });
  return !!row;
}

export async function setItemPosition(
  db: Db,
  collectionId: string,
  itemId: string,
  position: number,
): Promise<void> {
  await db
    .update(galleryItems)
    .set({ position })
    .where(and(eq(galleryItems.collectionId, collectionId), eq(galleryItems.id, itemId)));
}
