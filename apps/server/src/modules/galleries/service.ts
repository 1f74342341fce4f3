// Gallery collections and their slides: the limits (EDIT-021, EDIT-022), slugs, order, and the
// views the config area, the server render and the editor canvas read. Every change tells the
// page cache, as published pages show these collections.

import type { MediaView } from '@folio/core';
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
import { AppError, conflict, notFound } from '../../errors.ts';
import * as media from '../media/service.ts';
import * as q from './queries.ts';
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

function itemView(row: q.ItemRow, picture: MediaView | null): GalleryItemView {
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
    src: picture?.url ?? '',
    ...size,
    focalPoint: picture ? { ...picture.focalPoint } : { x: 0.5, y: 0.5 },
    // The slide's own alt text wins; else the library's description of the image.
    alt: row.alt || picture?.alt || '',
    caption: row.caption,
    clickThroughUrl: row.clickThroughUrl,
    videoUrl: row.videoUrl,
  };
}

function collectionView(row: q.CollectionRow, items: GalleryItemView[]): GalleryCollectionView {
  return { id: row.id, title: row.title, slug: row.slug, items, updatedAt: row.updatedAt.toISOString() };
}

export class GalleryService {
  constructor(
    private readonly db: Db,
    private readonly hooks: GalleryHooks,
  ) {}

  // Reads. The slides' pictures come from the media module's service (the slides hold their
  // ids; the media module owns those rows).

  /** The slides of some collections of a site, in position order, with their pictures. */
  private async itemsOf(websiteId: string, collectionIds: string[]): Promise<Map<string, GalleryItemView[]>> {
    const byCollection = new Map<string, GalleryItemView[]>(collectionIds.map((id) => [id, []]));
    const rows = await q.itemsOfCollections(this.db, collectionIds);
    const pictureOf = (item: q.ItemRow) => item.mediaId ?? item.posterMediaId;
    const pictures = await media.viewsByIds(
      this.db,
      websiteId,
      rows.flatMap((item) => pictureOf(item) ?? []),
    );
    for (const item of rows) {
      const id = pictureOf(item);
      byCollection.get(item.collectionId)?.push(itemView(item, (id && pictures.get(id)) || null));
    }
    return byCollection;
  }

  /**
   * Issue 14 item 19: copies every collection of `from` with its slides to `to`, inside the
   * caller's transaction. Call after the media copy: a slide's picture and poster become the
   * copies' (`ids`); a slide whose picture was not copied is left out, as deleting it would.
   */
  async copySite(input: { from: string; to: string; tx: Db | Tx; ids: IdMap }): Promise<void> {
    const { tx, ids } = input;
    const collections = await q.collectionsOfSite(tx, input.from);
    for (const collection of collections) {
      const id = newId();
      await q.insertCollection(tx, { ...collection, id, websiteId: input.to });
      ids.set(collection.id, id);
    }
    if (collections.length === 0) return;
    const items = await q.itemsOfSite(tx, input.from);
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
    await q.insertItems(tx, copies);
  }

  async listCollections(websiteId: string): Promise<GalleryCollectionSummary[]> {
    const rows = await q.collectionsOfSite(this.db, websiteId);
    const items = await this.itemsOf(
      websiteId,
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
    const rows = await q.collectionsByIds(this.db, websiteId, wanted);
    const items = await this.itemsOf(
      websiteId,
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
      await q.lockSiteCollections(tx, websiteId);
      const taken = await q.collectionSlugs(tx, websiteId);
      if (taken.length >= GALLERY_COLLECTION_LIMIT)
        throw new AppError({
          kind: 'conflict',
          code: 'too_many_galleries',
          message: GALLERY_MESSAGES.tooManyCollections,
          extra: { limit: GALLERY_COLLECTION_LIMIT },
        });
      const slug = uniqueSlug(slugFrom(title), new Set(taken), 'gallery');
      await q.insertCollection(tx, { id, websiteId, title: title.trim(), slug });
    });
    return this.viewAfterChange(websiteId, id);
  }

  async renameCollection(websiteId: string, id: string, title: string): Promise<GalleryCollectionView> {
    const problem = titleProblem(title);
    if (problem) refuse('title', problem);
    if (!(await q.renameCollection(this.db, websiteId, id, title.trim()))) throw collectionMissing();
    return this.viewAfterChange(websiteId, id);
  }

  async deleteCollection(websiteId: string, id: string): Promise<void> {
    if (!(await q.deleteCollection(this.db, websiteId, id))) throw collectionMissing();
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
      const collection = await q.findCollection(tx, websiteId, collectionId, true);
      if (!collection) throw collectionMissing();
      const slides = await q.slugsAndPositions(tx, collectionId);
      await change(tx, {
        slugs: new Set(slides.map((s) => s.slug)),
        count: slides.length,
        nextPosition: slides.reduce((top, s) => Math.max(top, s.position + 1), 0),
      });
      await q.touchCollection(tx, collectionId);
    });
    return this.viewAfterChange(websiteId, collectionId);
  }

  /** The site's library images of `ids`, read through the media module (any other id: not found). */
  private async picturesOf(tx: Tx, websiteId: string, ids: string[]): Promise<Map<string, MediaView>> {
    const pictures = await media.viewsByIds(tx, websiteId, ids);
    if (pictures.size !== new Set(ids).size) throw mediaMissing();
    return pictures;
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
      await q.insertItems(
        tx,
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
      await q.insertItems(tx, [
        {
          id: newId(),
          collectionId,
          websiteId,
          position: state.nextPosition,
          type: 'video',
          posterMediaId: video.mediaId ?? null,
          slug: uniqueSlug(slugFrom(caption), state.slugs, 'video'),
          caption,
          videoUrl,
        },
      ]);
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
        const item = await q.findItem(tx, collectionId, itemId);
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
        await q.updateItem(tx, itemId, {
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
        });
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
      if (!(await q.deleteItem(tx, collectionId, itemId))) throw slideMissing();
    });
  }

  /** Puts the slides in the order given, which must name each of the collection's slides once. */
  async reorderItems(
    websiteId: string,
    collectionId: string,
    itemIds: string[],
  ): Promise<GalleryCollectionView> {
    return this.changeSlides(websiteId, collectionId, async (tx) => {
      const rows = await q.slugsAndPositions(tx, collectionId);
      const current = new Set(rows.map((r) => r.id));
      const isSameSlides =
        itemIds.length === current.size &&
        new Set(itemIds).size === itemIds.length &&
        itemIds.every((id) => current.has(id));
      if (!isSameSlides) throw conflict(GALLERY_MESSAGES.orderMismatch, 'order_mismatch');
      for (const [position, id] of itemIds.entries()) {
        await q.setItemPosition(tx, collectionId, id, position);
      }
    });
  }
}
