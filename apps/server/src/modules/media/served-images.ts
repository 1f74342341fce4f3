// The image service's memory: the bytes of images already served, so a repeated request for the
// same file and width is answered before Fastify with no database read and no disk read. A resized
// copy never changes once made (its address names the image and the width), so nothing here can
// go stale but a deleted image, which MediaService.remove forgets.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ImageWidth } from '@folio/core';
import { LRUCache } from 'lru-cache';

export interface ServedImage {
  data: Buffer;
  contentType: string;
  etag: string;
}

/** The headers every image answer carries, from the cache or from the route. */
export function imageHeaders(image: { contentType: string; etag: string }): Record<string, string> {
  return {
    'content-type': image.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'accept',
    etag: image.etag,
    'x-content-type-options': 'nosniff',
  };
}

/** A strong ETag of the bytes: equal bytes, equal tag, on every server. */
export function imageEtag(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

/** Whether the browser's If-None-Match names this tag (or `*`). */
export function isNotModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (typeof ifNoneMatch !== 'string') return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Whether a browser named WebP in its Accept header (every one that decodes it does). */
export function acceptsWebp(accept: string | string[] | undefined): boolean {
  return typeof accept === 'string' && /\bimage\/webp\b/.test(accept);
}

export interface ImageRequest {
  websiteId: string;
  mediaId: string;
  width: ImageWidth | null;
  acceptsWebp: boolean;
}

// The original is the same bytes whatever the browser accepts; a resized copy may be WebP or not.
const keyOf = (r: ImageRequest) =>
  r.width === null
    ? `${r.websiteId}/${r.mediaId}/original`
    : `${r.websiteId}/${r.mediaId}/${r.width}/${r.acceptsWebp ? 'webp' : 'any'}`;

/** Bounded by bytes (default 64 MiB); files over 4 MiB are never kept (they stream from the route). */
export class ServedImages {
  readonly #cache: LRUCache<string, ServedImage>;
  readonly #maxItemBytes: number;

  constructor(options: { maxBytes?: number; maxItemBytes?: number } = {}) {
    this.#maxItemBytes = options.maxItemBytes ?? 4 * 1024 * 1024;
    this.#cache = new LRUCache({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (image) => image.data.length || 1,
    });
  }

  get(request: ImageRequest): ServedImage | undefined {
    return this.#cache.get(keyOf(request));
  }

  remember(request: ImageRequest, image: ServedImage): void {
    if (image.data.length <= this.#maxItemBytes) this.#cache.set(keyOf(request), image);
  }

  clear(): void {
    this.#cache.clear();
  }

  /** Forgets every width and format of one image (it was deleted). */
  forget(websiteId: string, mediaId: string): void {
    const prefix = `${websiteId}/${mediaId}/`;
    for (const key of [...this.#cache.keys()]) if (key.startsWith(prefix)) this.#cache.delete(key);
  }
}

const IMAGE_PATH = /^\/s\/([0-9a-f]{24})\/(?:(\d{2,4})w\/)?[^/?]+$/;

/** The media id and width an image address asks for; null when it is not one the cache can answer. */
export function parseImageAddress(url: string): { mediaId: string; width: ImageWidth | null } | null {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const match = IMAGE_PATH.exec(path);
  if (!match) return null;
  let widthText = match[2];
  if (query !== -1) {
    // Only ?format=Nw is known here; anything else goes to the route, which says what is wrong.
    const format = /^format=(\d{2,4})w$/.exec(url.slice(query + 1));
    if (!format || widthText) return null;
    widthText = format[1];
  }
  const width = widthText === undefined ? null : (Number(widthText) as ImageWidth);
  return { mediaId: match[1]!, width };
}

/**
 * Answers GET and HEAD of an image already in memory straight from the Node HTTP server, with the
 * same headers the route sends; anything else goes on to Fastify (false).
 */
export function createServedImageFastPath(input: {
  images: ServedImages;
  siteIdOf: (hostname: string) => string | null | undefined;
  extraHeaders?: Record<string, string>;
}) {
  return function serveImage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url;
    if (!url?.startsWith('/s/')) return false;
    const host = req.headers.host;
    if (!host) return false;
    const address = parseImageAddress(url);
    if (!address) return false;
    const websiteId = input.siteIdOf(host.replace(/:\d+$/, '').toLowerCase());
    if (!websiteId) return false;
    const image = input.images.get({
      websiteId,
      mediaId: address.mediaId,
      width: address.width,
      acceptsWebp: acceptsWebp(req.headers.accept),
    });
    if (!image) return false;
    // As on cached pages, the header tells an answer from memory apart (benchmarks, tests, ops).
    const headers = { ...input.extraHeaders, ...imageHeaders(image), 'x-folio-cache': 'hit' };
    if (isNotModified(req.headers['if-none-match'], image.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, 'content-length': image.data.length });
    res.end(req.method === 'HEAD' ? undefined : image.data);
    return true;
  };
}
