// Rendered HTML of published pages, per site and path, dropped when the site's content changes.
// Per server; an invalidation reaches the other servers on the same database through the change
// feed (plugins/change-feed.ts).
import { gzipSync } from 'node:zlib';

/** The cache key of a page: the Host it was asked on (port included) and its path. */
export function pageCacheKey(host: string, pathname: string): string {
  return `${host.toLowerCase()}${pathname}`;
}

/**
 * The part of a page's address its HTML depends on: the path, and a collection list's `?page=`
 * (issue 17, real addresses for its pages). Other query strings share the path's page.
 */
export function cachedPathOf(url: URL): string {
  const page = url.searchParams.get('page');
  const paged =
    page && /^[1-9][0-9]{0,5}$/.test(page) && page !== '1' ? `${url.pathname}?page=${page}` : url.pathname;
  // Issue 17: a collection's list narrowed by ?category= or ?tag= is its own page (decision 039).
  for (const name of ['category', 'tag'] as const) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return `${paged}${paged.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
  }
  return paged;
}

export interface CachedPage {
  status: number;
  body: Buffer;
  /** The page's own Content-Security-Policy (render/content-security-policy.ts), sent with it. */
  contentSecurityPolicy: string;
  /** The body gzipped, made on the first request that accepts it. */
  gzipped?: Buffer;
}

/**
 * The bytes to send for a page: gzipped when the browser accepts gzip (a gallery page's HTML is
 * about a fifth of its size so), else as rendered. Compressed once per cached page.
 */
export function pageBytes(
  page: CachedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'gzip' } {
  if (!acceptEncoding || !/\bgzip\b/.test(acceptEncoding) || page.body.length < 1024)
    return { body: page.body };
  page.gzipped ??= gzipSync(page.body, { level: 6 });
  return { body: page.gzipped, encoding: 'gzip' };
}

export class HtmlCache {
  readonly #bySite = new Map<string, Map<string, CachedPage>>();
  #size = 0;

  constructor(
    readonly isEnabled: boolean,
    private readonly maxEntries = 5000,
    /** Tells the other servers that a site's pages changed (the change feed). */
    private readonly announce: (siteId: string) => void = () => {},
  ) {}

  get(siteId: string, key: string): CachedPage | undefined {
    if (!this.isEnabled) return undefined;
    return this.#bySite.get(siteId)?.get(key);
  }

  set(siteId: string, key: string, page: CachedPage): void {
    if (!this.isEnabled) return;
    if (this.#size >= this.maxEntries) this.clear();
    let site = this.#bySite.get(siteId);
    if (!site) {
      site = new Map();
      this.#bySite.set(siteId, site);
    }
    if (!site.has(key)) this.#size += 1;
    site.set(key, page);
  }

  /** A site's content changed here: its cached pages go, on this server and on the others. */
  invalidateSite(siteId: string): void {
    this.dropSite(siteId);
    this.announce(siteId);
  }

  /** Drops a site's cached pages on this server only. */
  dropSite(siteId: string): void {
    const site = this.#bySite.get(siteId);
    if (!site) return;
    this.#size -= site.size;
    this.#bySite.delete(siteId);
  }

  clear(): void {
    this.#bySite.clear();
    this.#size = 0;
  }
}
