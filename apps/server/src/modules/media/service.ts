// Uploads and the image service: files are recognised by their content (sharp), stored through
// MediaStorage, and resized on request to the spec's widths, in WebP when the browser takes it.
import { IMAGE_WIDTHS, type ImageWidth, MEDIA_MAX_MB, type MediaView, uploadProblem } from '@folio/core';
import { maxFileBytes } from '@folio/core/file-size';
import type { IdMap } from '@folio/core/site-copy';
import { type Db, newId } from '@folio/db';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors.ts';
import * as q from './queries.ts';
import { imageEtag, type ServedImage, ServedImages } from './served-images.ts';
import type { MediaStorage } from './storage.ts';

// What the app wires in: the image service's memory and fast path, and where the files live.
export {
  acceptsWebp,
  createServedImageFastPath,
  imageHeaders,
  isNotModified,
  type ServedImage,
  ServedImages,
} from './served-images.ts';
export { LocalDiskStorage, type MediaStorage } from './storage.ts';

type MediaRow = q.MediaRow;

export const MAX_UPLOAD_BYTES = maxFileBytes(MEDIA_MAX_MB);
const MAX_SIZE_TEXT = `${MEDIA_MAX_MB} MB`;

/** sharp's format names of what uploads accept, with the type they are served as. */
const FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heif: 'image/avif',
};

/**
 * The library's views of a site's images among `ids`, by id (ids of other sites or of nothing are
 * absent). Other modules read images through this, inside their transaction when they pass one.
 */
export async function viewsByIds(db: Db, websiteId: string, ids: string[]): Promise<Map<string, MediaView>> {
  const rows = await q.mediaByIds(db, websiteId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, viewOf(row)]));
}

export function viewOf(row: MediaRow): MediaView {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    focalPoint: { x: row.focalX, y: row.focalY },
    alt: row.alt,
    url: `/s/${row.id}/${encodeURIComponent(row.fileName)}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file name safe in a URL path and a header: letters, digits, dots, dashes, underscores. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-100);
  return clean || 'image';
}

function refused(fileName: string, kind: 'size' | 'type'): AppError {
  const message = uploadProblem({
    fileName,
    byteSize: kind === 'size' ? MAX_UPLOAD_BYTES + 1 : 0,
    maxBytes: MAX_UPLOAD_BYTES,
    maxSize: MAX_SIZE_TEXT,
    isSupportedType: kind === 'size',
    fileTypeMessage: 'image ',
  })!;
  return kind === 'size'
    ? new AppError({ kind: 'too_large', code: 'file_too_large', message })
    : new AppError({ kind: 'invalid', code: 'unsupported_file', message });
}

export function tooLarge(fileName: string): AppError {
  return refused(fileName, 'size');
}

export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
    private readonly hooks: {
      /** Cached pages of the site may show a removed image (its gallery slides go with it). */
      invalidatePages?: (websiteId: string) => void;
      /** Every server forgets the image it may answer from memory (served-images.ts). */
      imageRemoved?: (websiteId: string, mediaId: string) => void;
    } = {},
    /** Images already served, answered from memory by the fast path (served-images.ts). */
    readonly served = new ServedImages(),
  ) {}

  /** Stores one uploaded file after checking what it really is. */
  async upload(websiteId: string, fileName: string, data: Buffer): Promise<MediaView> {
    if (data.length > MAX_UPLOAD_BYTES) throw refused(fileName, 'size');
    let meta: Metadata;
    try {
      meta = await sharp(data).metadata();
    } catch {
      throw refused(fileName, 'type');
    }
    const contentType = meta.format ? FORMATS[meta.format] : undefined;
    const isAvif = meta.format !== 'heif' || meta.compression === 'av1';
    if (!contentType || !isAvif || !meta.width || !meta.height) throw refused(fileName, 'type');
    // EXIF orientations 5..8 turn the picture a quarter: its shown width is the stored height.
    const isTurned = (meta.orientation ?? 1) >= 5;
    const id = newId();
    await this.storage.put(`${websiteId}/${id}`, data);
    const row = await q.insertMedia(this.db, {
      id,
      websiteId,
      fileName: cleanFileName(fileName),
      contentType,
      bytes: data.length,
      width: isTurned ? meta.height : meta.width,
      height: isTurned ? meta.width : meta.height,
    });
    return viewOf(row);
  }

  /**
   * Issue 14 item 19: copies every media row of `from` to `to` inside the caller's transaction, and
   * each file under the copy's own key (a copy, not a shared reference: deleting one site's image
   * never takes the other's). Files are not part of the transaction: `undo` removes the copied
   * files when the transaction fails.
   */
  async copySite(input: {
    from: string;
    to: string;
    tx: Db;
    ids: IdMap;
  }): Promise<{ undo: () => Promise<void> }> {
    const written: string[] = [];
    const undo = async () => {
      await Promise.all(written.map((key) => this.storage.remove(key).catch(() => undefined)));
    };
    try {
      const rows = await q.mediaOfSite(input.tx, input.from);
      for (const row of rows) {
        const data = await this.storage.get(`${input.from}/${row.id}`);
        if (!data) continue; // a row whose file is gone would only show a broken image
        const id = newId();
        const key = `${input.to}/${id}`;
        await this.storage.put(key, data);
        written.push(key);
        await q.insertMedia(input.tx, { ...row, id, websiteId: input.to });
        input.ids.set(row.id, id);
      }
    } catch (error) {
      await undo();
      throw error;
    }
    return { undo };
  }

  async list(websiteId: string): Promise<MediaView[]> {
    return (await q.latestMedia(this.db, websiteId, 500)).map(viewOf);
  }

  find(websiteId: string, id: string): Promise<MediaRow | undefined> {
    return q.findMedia(this.db, websiteId, id);
  }

  async update(
    websiteId: string,
    id: string,
    change: { focalPoint?: { x: number; y: number }; alt?: string },
  ): Promise<MediaView | null> {
    const row = await q.updateMedia(this.db, websiteId, id, {
      ...(change.focalPoint ? { focalX: change.focalPoint.x, focalY: change.focalPoint.y } : {}),
      ...(change.alt !== undefined ? { alt: change.alt } : {}),
    });
    return row ? viewOf(row) : null;
  }

  async remove(websiteId: string, id: string): Promise<boolean> {
    const row = await q.deleteMedia(this.db, websiteId, id);
    if (!row) return false;
    this.served.forget(websiteId, id);
    this.hooks.imageRemoved?.(websiteId, id);
    await this.storage.remove(`${websiteId}/${id}`);
    this.hooks.invalidatePages?.(websiteId);
    return true;
  }

  /**
   * An image answer for the image service: looked up, read or resized, and kept in memory so the
   * next request for it is answered before Fastify. null when there is no such image.
   */
  async serve(request: {
    websiteId: string;
    mediaId: string;
    width: ImageWidth | null;
    acceptsWebp: boolean;
  }): Promise<ServedImage | null> {
    const known = this.served.get(request);
    if (known) return known;
    const row = await this.find(request.websiteId, request.mediaId);
    if (!row) return null;
    const file = await this.file(row, request);
    if (!file) return null;
    const image = { ...file, etag: imageEtag(file.data) };
    this.served.remember(request, image);
    return image;
  }

  /**
   * The bytes to send for a request: the original, or a resized copy (made once, then kept in the
   * storage beside the original) in WebP when accepted.
   */
  async file(
    row: MediaRow,
    options: { width: ImageWidth | null; acceptsWebp: boolean },
  ): Promise<{ data: Buffer; contentType: string } | null> {
    const key = `${row.websiteId}/${row.id}`;
    if (options.width === null) {
      const data = await this.storage.get(key);
      return data ? { data, contentType: row.contentType } : null;
    }
    // Animated GIFs keep their frames only as GIF; everything else may become WebP.
    const asWebp = options.acceptsWebp && row.contentType !== 'image/gif';
    const contentType = asWebp
      ? 'image/webp'
      : row.contentType === 'image/avif'
        ? 'image/png'
        : row.contentType;
    const variantKey = `${key}.variants/${options.width}.${contentType.split('/')[1]}`;
    const cached = await this.storage.get(variantKey);
    if (cached) return { data: cached, contentType };
    const original = await this.storage.get(key);
    if (!original) return null;
    const pipeline = sharp(original, { animated: row.contentType === 'image/gif' })
      .rotate()
      .resize({ width: options.width, withoutEnlargement: true });
    const data = await (asWebp
      ? pipeline.webp({ quality: 80 })
      : contentType === 'image/jpeg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : contentType === 'image/gif'
          ? pipeline.gif()
          : pipeline.png()
    ).toBuffer();
    await this.storage.put(variantKey, data);
    return { data, contentType };
  }
}

/** `?format=750w` → 750 when it is one of the spec's widths, else null (GAL-098). */
export function widthOf(format: unknown): ImageWidth | null | 'invalid' {
  if (format === undefined) return null;
  const match = typeof format === 'string' ? /^(\d{2,4})w$/.exec(format) : null;
  const width = match ? Number(match[1]) : Number.NaN;
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : 'invalid';
}
