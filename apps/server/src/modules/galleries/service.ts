// Gallery collections and their slides: the limits (EDIT-021, EDIT-022), slugs, order, and the
// views the config area, the server render and the editor canvas read. Every change tells the
// page cache, as published pages show these collections.
import {
  GALLERY_COLLECTION_LIMIT,
  GALLERY_SIZE_LIMIT,
  type GalleryCollectionSummary,
  type GalleryCollectionView,
  type GalleryItemPatch,
  type GalleryItemView,
} from '@folio/core/gallery-api';
import { type IdMap, remapIdsInText } from '@folio/core/site-copy';
import { type Db, isUniqueViolation, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../errors.ts';
import { viewOf as mediaViewOf } from '../media/service.ts';
import {
  fileStem,
  GALLERY_MESSAGES,
  slideTextProblem,
  slugFrom,
  slugTaken,
  titleProblem,
  uniqueSlug,
  videoProblem,
  videoSize,
} from './slide-rules.ts';

const { galleryCollections, galleryItems, media } = schema;
type CollectionRow = typeof galleryCollections.$inferSelect;
type ItemRow = typeof galleryItems.$inferSelect;
type MediaRow = typeof media.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface GalleryHooks {
  /** Cached pages of the site are stale: a Gallery block may show the collection that changed. */
  invalidatePages(websiteId: string): void;
}

export interface NewVideo {
  videoUrl: string;
  /** A library image shown before the video plays. */
  mediaId?: string | null;
  caption?: string;
}

/** The stable code of a refused field, so a client can put the message on the field. */
const FIELD_CODES: Record<string, string> = {
  title: 'invalid_title',
  caption: 'invalid_caption',
  alt: 'invalid_alt',
  clickThroughUrl: 'invalid_click_through_url',
  slug: 'invalid_slug',
  videoUrl: 'invalid_video',
  mediaId: 'image_needed',
};

const refuse = (field: string, message: string): never => {
  throw new AppError({
    kind: 'invalid',
    code: FIELD_CODES[field] ?? 'invalid_slide',
    message,
    extra: { errors: { [field]: message } },
  });
};
const collectionMissing = () => notFound(GALLERY_MESSAGES.collectionNotFound, 'gallery_not_found');
const slideMissing = () => notFound(GALLERY_MESSAGES.slideNotFound, 'slide_not_found');
const mediaMissing = () => notFound(GALLERY_MESSAGES.mediaNotFound, 'media_not_found');

function itemView(row: ItemRow, picture: MediaRow | null): GalleryItemView {
  const size = picture
    ? { width: picture.width, height: picture.height }
    : row.type === 'video'
      ? videoSize(row.videoUrl)
      : { width: 0, height: 0 };
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    mediaId: picture?.id ?? null,
    src: picture ? mediaViewOf(picture).url : '',
    ...size,
    focalPoint: picture ? { x: picture.focalX, y: picture.focalY } : { x: 0.5, y: 0.5 },
    // The slide's own alt text wins; else the library's description of the image.
    alt: row.alt || picture?.alt || '',
    caption: row.caption,
    clickThroughUrl: row.clickThroughUrl,
    videoUrl: row.videoUrl,
  };
}

function collectionView(row: CollectionRow, items: GalleryItemView[]): GalleryCollectionView {
  return { id: row.id, title: row.title, slug: row.slug, items, updatedAt: row.updatedAt.toISOString() };
}

export class GalleryService {
  constructor(
    private readonly db: Db,
    private readonly hooks: GalleryHooks,
  ) {}

  // Reads. The slides' pictures are read from the media table through the foreign key the slides
  // hold (read only; the media module owns those rows).

  /** The slides of some collections, in position order, with their pictures. */
  private async itemsOf(db: Db | Tx, collectionIds: string[]): Promise<Map<string, GalleryItemView[]>> {
    const byCollection = new Map<string, GalleryItemView[]>(collectionIds.map((id) => [id, []]));
    if (collectionIds.length === 0) return byCollection;
    const rows = await db
      .select({ item: galleryItems, picture: media })
      .from(galleryItems)
      .leftJoin(media, sql`${media.id} = coalesce(${galleryItems.mediaId}, ${galleryItems.posterMediaId})`)
      .where(inArray(galleryItems.collectionId, collectionIds))
      .orderBy(asc(galleryItems.position), asc(galleryItems.createdAt), asc(galleryItems.id));
    for (const { item, picture } of rows) byCollection.get(item.collectionId)?.push(itemView(item, picture));
    return byCollection;
  }

  private async findCollection(db: Db | Tx, websiteId: string, id: string, isLocked = false) {
    const query = db
      .select()
      .from(galleryCollections)
      .where(and(eq(galleryCollections.websiteId, websiteId), eq(galleryCollections.id, id)));
    const [row] = await (isLocked ? query.for('update') : query);
    return row;
  }

  /**
   * Issue 14 item 19: copies every collection of `from` with its slides to `to`, inside the
   * caller's transaction. Call after the media copy: a slide's picture and poster become the
   * copies' (`ids`); a slide whose picture was not copied is left out, as deleting it would.
   */
  async copySite(input: { from: string; to: string; tx: Db | Tx; ids: IdMap }): Promise<void> {
    const { tx, ids } = input;
    const collections = await tx
      .select()
      .from(galleryCollections)
      .where(eq(galleryCollections.websiteId, input.from))
      .orderBy(asc(galleryCollections.createdAt));
    for (const collection of collections) {
      const id = newId();
      await tx.insert(galleryCollections).values({ ...collection, id, websiteId: input.to });
      ids.set(collection.id, id);
    }
    if (collections.length === 0) return;
    const items = await tx
      .select()
      .from(galleryItems)
      .where(eq(galleryItems.websiteId, input.from))
      .orderBy(asc(galleryItems.position));
    const copies = items.flatMap((item) => {
      const mediaId = item.mediaId ? ids.get(item.mediaId) : null;
      if (item.mediaId && !mediaId) return [];
      const id = newId();
      ids.set(item.id, id);
      return [
        {
          ...item,
          id,
          websiteId: input.to,
          collectionId: ids.get(item.collectionId)!,
          mediaId: mediaId ?? null,
          posterMediaId: item.posterMediaId ? (ids.get(item.posterMediaId) ?? null) : null,
          clickThroughUrl: remapIdsInText(item.clickThroughUrl, ids),
        },
      ];
    });
    if (copies.length) await tx.insert(galleryItems).values(copies);
  }

  async listCollections(websiteId: string): Promise<GalleryCollectionSummary[]> {
    const rows = await this.db
      .select()
      .from(galleryCollections)
      .where(eq(galleryCollections.websiteId, websiteId))
      .orderBy(asc(galleryCollections.createdAt), asc(galleryCollections.id));
    const items = await this.itemsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const slides = items.get(row.id) ?? [];
      return {
        id: row.id,
        title: row.title,
        slug: row.slug,
        itemCount: slides.length,
        coverSrc: slides.find((s) => s.src)?.src ?? null,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async getCollection(websiteId: string, id: string): Promise<GalleryCollectionView | null> {
    return (await this.collectionsByIds(websiteId, [id]))[id] ?? null;
  }

  /** The collections of a site among `ids` (the server render's and the canvas's read); unknown ids are left out. */
  async collectionsByIds(websiteId: string, ids: string[]): Promise<Record<string, GalleryCollectionView>> {
    const wanted = [...new Set(ids.filter((id) => /^[0-9a-f]{24}$/.test(id)))];
    if (wanted.length === 0) return {};
    const rows = await this.db
      .select()
      .from(galleryCollections)
      .where(and(eq(galleryCollections.websiteId, websiteId), inArray(galleryCollections.id, wanted)));
    const items = await this.itemsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return Object.fromEntries(rows.map((row) => [row.id, collectionView(row, items.get(row.id) ?? [])]));
  }

  private async viewAfterChange(websiteId: string, id: string): Promise<GalleryCollectionView> {
    this.hooks.invalidatePages(websiteId);
    const view = await this.getCollection(websiteId, id);
    if (!view) throw collectionMissing();
    return view;
  }

  // Collections.

  async createCollection(websiteId: string, title: string): Promise<GalleryCollectionView> {
    const problem = titleProblem(title);
    if (problem) refuse('title', problem);
    const id = newId();
    await this.db.transaction(async (tx) => {
      // One creation at a time per site, so two at once cannot both pass the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`folio:galleries:${websiteId}`}))`);
      const taken = await tx
        .select({ slug: galleryCollections.slug })
        .from(galleryCollections)
        .where(eq(galleryCollections.websiteId, websiteId));
      if (taken.length >= GALLERY_COLLECTION_LIMIT)
        throw new AppError({
          kind: 'conflict',
          code: 'too_many_galleries',
          message: GALLERY_MESSAGES.tooManyCollections,
          extra: { limit: GALLERY_COLLECTION_LIMIT },
        });
      const slug = uniqueSlug(slugFrom(title), new Set(taken.map((t) => t.slug)), 'gallery');
      await tx.insert(galleryCollections).values({ id, websiteId, title: title.trim(), slug });
    });
    return this.viewAfterChange(websiteId, id);
  }

  async renameCollection(websiteId: string, id: string, title: string): Promise<GalleryCollectionView> {
    const problem = titleProblem(title);
    if (problem) refuse('title', problem);
    const [row] = await this.db
      .update(galleryCollections)
      .set({ title: title.trim(), updatedAt: new Date() })
      .where(and(eq(galleryCollections.websiteId, websiteId), eq(galleryCollections.id, id)))
      .returning({ id: galleryCollections.id });
    if (!row) throw collectionMissing();
    return this.viewAfterChange(websiteId, id);
  }

  async deleteCollection(websiteId: string, id: string): Promise<void> {
    const [row] = await this.db
      .delete(galleryCollections)
      .where(and(eq(galleryCollections.websiteId, websiteId), eq(galleryCollections.id, id)))
      .returning({ id: galleryCollections.id });
    if (!row) throw collectionMissing();
    this.hooks.invalidatePages(websiteId);
  }

  // Slides.

  /**
   * Runs `change` with the collection locked (so two additions cannot both pass the limit), its
   * slides' slugs and count known, then marks the collection updated. All or nothing.
   */
  private async changeSlides(
    websiteId: string,
    collectionId: string,
    change: (tx: Tx, state: { slugs: Set<string>; count: number; nextPosition: number }) => Promise<void>,
  ): Promise<GalleryCollectionView> {
    await this.db.transaction(async (tx) => {
      const collection = await this.findCollection(tx, websiteId, collectionId, true);
      if (!collection) throw collectionMissing();
      const slides = await tx
        .select({ slug: galleryItems.slug, position: galleryItems.position })
        .from(galleryItems)
        .where(eq(galleryItems.collectionId, collectionId));
      await change(tx, {
        slugs: new Set(slides.map((s) => s.slug)),
        count: slides.length,
        nextPosition: slides.reduce((top, s) => Math.max(top, s.position + 1), 0),
      });
      await tx
        .update(galleryCollections)
        .set({ updatedAt: new Date() })
        .where(eq(galleryCollections.id, collectionId));
    });
    return this.viewAfterChange(websiteId, collectionId);
  }

  /** The site's media rows of `ids` (any other id: not found). */
  private async picturesOf(tx: Tx, websiteId: string, ids: string[]): Promise<Map<string, MediaRow>> {
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? await tx
          .select()
          .from(media)
          .where(and(eq(media.websiteId, websiteId), inArray(media.id, unique)))
      : [];
    if (rows.length !== unique.length) throw mediaMissing();
    return new Map(rows.map((r) => [r.id, r]));
  }

  private static checkRoom(count: number, adding: number) {
    if (count + adding > GALLERY_SIZE_LIMIT)
      throw new AppError({
        kind: 'conflict',
        code: 'gallery_full',
        message: GALLERY_MESSAGES.galleryFull,
        extra: { limit: GALLERY_SIZE_LIMIT, itemCount: count },
      });
  }

  /** Image slides of library images, appended in the order given (EDIT-022: refused whole past 50). */
  async addImages(
    websiteId: string,
    collectionId: string,
    mediaIds: string[],
  ): Promise<GalleryCollectionView> {
    return this.changeSlides(websiteId, collectionId, async (tx, state) => {
      GalleryService.checkRoom(state.count, mediaIds.length);
      const pictures = await this.picturesOf(tx, websiteId, mediaIds);
      if (mediaIds.length === 0) return;
      await tx.insert(galleryItems).values(
        mediaIds.map((mediaId, i) => ({
          id: newId(),
          collectionId,
          websiteId,
          position: state.nextPosition + i,
          type: 'image' as const,
          mediaId,
          slug: uniqueSlug(slugFrom(fileStem(pictures.get(mediaId)!.fileName)), state.slugs, 'image'),
        })),
      );
    });
  }

  /** A video slide (GAL-109..112: a YouTube or Vimeo address or an embed code), appended. */
  async addVideo(websiteId: string, collectionId: string, video: NewVideo): Promise<GalleryCollectionView> {
    const videoUrl = video.videoUrl.trim();
    const caption = video.caption ?? '';
    const message = videoProblem(videoUrl);
    if (message) refuse('videoUrl', message);
    const problem = slideTextProblem({ caption });
    if (problem) refuse(problem.field, problem.message);
    return this.changeSlides(websiteId, collectionId, async (tx, state) => {
      GalleryService.checkRoom(state.count, 1);
      if (video.mediaId) await this.picturesOf(tx, websiteId, [video.mediaId]);
      await tx.insert(galleryItems).values({
        id: newId(),
        collectionId,
        websiteId,
        position: state.nextPosition,
        type: 'video',
        posterMediaId: video.mediaId ?? null,
        slug: uniqueSlug(slugFrom(caption), state.slugs, 'video'),
        caption,
        videoUrl,
      });
    });
  }

  async updateItem(
    websiteId: string,
    collectionId: string,
    itemId: string,
    patch: GalleryItemPatch,
  ): Promise<GalleryCollectionView> {
    const change = {
      ...patch,
      clickThroughUrl: patch.clickThroughUrl?.trim(),
      slug: patch.slug?.trim(),
      videoUrl: patch.videoUrl?.trim(),
    };
    const problem = slideTextProblem(change);
    if (problem) refuse(problem.field, problem.message);
    try {
      return await this.changeSlides(websiteId, collectionId, async (tx, state) => {
        const [item] = await tx
          .select()
          .from(galleryItems)
          .where(and(eq(galleryItems.collectionId, collectionId), eq(galleryItems.id, itemId)));
        if (!item) throw slideMissing();
        if (change.slug !== undefined && change.slug !== item.slug && state.slugs.has(change.slug))
          throw new AppError({
            kind: 'conflict',
            code: 'slug_taken',
            message: slugTaken(change.slug),
            extra: { errors: { slug: slugTaken(change.slug) } },
          });
        const isVideo = item.type === 'video';
        if (change.videoUrl !== undefined) {
          if (!isVideo) refuse('videoUrl', GALLERY_MESSAGES.videoOnly);
          const message = videoProblem(change.videoUrl);
          if (message) refuse('videoUrl', message);
        }
        if (change.mediaId === null && !isVideo) refuse('mediaId', GALLERY_MESSAGES.imageNeeded);
        if (change.mediaId) await this.picturesOf(tx, websiteId, [change.mediaId]);
        await tx
          .update(galleryItems)
          .set({
            ...(change.caption !== undefined ? { caption: change.caption } : {}),
            ...(change.alt !== undefined ? { alt: change.alt.trim() } : {}),
            ...(change.clickThroughUrl !== undefined ? { clickThroughUrl: change.clickThroughUrl } : {}),
            ...(change.slug !== undefined ? { slug: change.slug } : {}),
            ...(change.videoUrl !== undefined ? { videoUrl: change.videoUrl } : {}),
            ...(change.mediaId !== undefined
              ? isVideo
                ? { posterMediaId: change.mediaId }
                : { mediaId: change.mediaId }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(galleryItems.id, itemId));
      });
    } catch (error) {
      // The collection lock makes this rare; the unique index is the last word.
      if (isUniqueViolation(error, 'gallery_items_collection_slug_idx'))
        throw conflict(slugTaken(change.slug ?? ''), 'slug_taken');
      throw error;
    }
  }

  async removeItem(websiteId: string, collectionId: string, itemId: string): Promise<GalleryCollectionView> {
    return this.changeSlides(websiteId, collectionId, async (tx) => {
      const [row] = await tx
        .delete(galleryItems)
        .where(and(eq(galleryItems.collectionId, collectionId), eq(galleryItems.id, itemId)))
        .returning({ id: galleryItems.id });
      if (!row) throw slideMissing();
    });
  }

  /** Puts the slides in the order given, which must name each of the collection's slides once. */
  async reorderItems(
    websiteId: string,
    collectionId: string,
    itemIds: string[],
  ): Promise<GalleryCollectionView> {
    return this.changeSlides(websiteId, collectionId, async (tx) => {
      const rows = await tx
        .select({ id: galleryItems.id })
        .from(galleryItems)
        .where(eq(galleryItems.collectionId, collectionId));
      const current = new Set(rows.map((r) => r.id));
      const isSameSlides =
        itemIds.length === current.size &&
        new Set(itemIds).size === itemIds.length &&
        itemIds.every((id) => current.has(id));
      if (!isSameSlides) throw conflict(GALLERY_MESSAGES.orderMismatch, 'order_mismatch');
      for (const [position, id] of itemIds.entries()) {
        await tx
          .update(galleryItems)
          .set({ position })
          .where(and(eq(galleryItems.collectionId, collectionId), eq(galleryItems.id, id)));
      }
    });
  }
}
