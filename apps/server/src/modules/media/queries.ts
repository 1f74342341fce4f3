// The media module's reads and writes of its one table, `media` (the library's images).
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';

const { media } = schema;
export type MediaRow = typeof media.$inferSelect;
type NewMediaRow = typeof media.$inferInsert;

export async function insertMedia(db: Db, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  return inserted!;
}

/** Every image of a site, in no particular order (a site copy reads them all). */
export function mediaOfSite(db: Db, websiteId: string): Promise<MediaRow[]> {
  return db.select().from(media).where(eq(media.websiteId, websiteId));
}

/** The newest first, at most `limit`. */
export function latestMedia(db: Db, websiteId: string, limit: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(eq(media.websiteId, websiteId))
    .orderBy(desc(media.createdAt))
    .limit(limit);
}

export async function findMedia(db: Db, websiteId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.websiteId, websiteId), eq(media.id, id)));
  return row;
}

/** The site's rows among `ids` (ids of other sites or of nothing are left out). */
export function mediaByIds(db: Db, websiteId: string, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(media)
    .where(and(eq(media.websiteId, websiteId), inArray(media.id, ids)));
}

export async function updateMedia(
  db: Db,
  websiteId: string,
  id: string,
  change: Partial<Pick<MediaRow, 'focalX' | 'focalY' | 'alt'>>,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(media)
    .set(change)
    .where(and(eq(media.websiteId, websiteId), eq(media.id, id)))
    .returning();
  return row;
}

export async function deleteMedia(db: Db, websiteId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.websiteId, websiteId), eq(media.id, id)))
    .returning();
  return row;
}
