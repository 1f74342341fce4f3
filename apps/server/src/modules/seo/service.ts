// Issue 16 part 5: what a site tells search engines besides its pages: /sitemap.xml, /robots.txt,
// and its icons (/favicon.ico and PNG sizes) made from the profile's favicon image with sharp.
import { createHash } from 'node:crypto';
import type { GalleryCollectionView } from '@folio/core/gallery-api';
import { pageSeoOf, WebsiteType } from '@folio/core/page-seo';
import { siteProfileOf } from '@folio/core/site-profile';
import sharp from 'sharp';
import type { MediaService } from '../media/service.ts';
import type { PagesService } from '../pages/service.ts';
import type { Website } from '../sites/service.ts';
import type { StoreService } from '../store/service.ts';

/** The PNG sizes a site's icon is made in: the tab, Apple's home screen, Android's. */
export const ICON_SIZES = [32, 180, 192] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export interface SiteIcons {
  ico: string;
  png32: string;
  png192: string;
  apple180: string;
}

export interface SitemapEntry {
  /** A path on the site, starting with '/'. */
  path: string;
  lastmod?: Date | null;
}

/** A site that asks search engines to stay away: a parking page, or one in developer mode. */
export function isHiddenSite(site: Website): boolean {
  return site.settings.developerMode === true || site.settings.websiteType === WebsiteType.parkingPage;
}

/** The letter a site without its own icon shows: the first letter or digit of its title, else F. */
function initialOf(title: string): string {
  const letter = /[A-Za-z0-9]/.exec(title.normalize('NFKD'))?.[0];
  return (letter ?? 'F').toUpperCase();
}

/**
 * The key of a site's icon: its favicon image's id, or the default mark with the site's initial.
 * It names the icon's addresses, which are then immutable (a new favicon is a new address).
 */
export function iconKeyOf(site: Website): string {
  const favicon = siteProfileOf(site.settings).faviconMediaId;
  return favicon ?? `default-${initialOf(site.title).toLowerCase()}`;
}

export function siteIconsOf(site: Website): SiteIcons {
  const key = iconKeyOf(site);
  return {
    ico: '/favicon.ico',
    png32: `/_icon/${key}/32.png`,
    png192: `/_icon/${key}/192.png`,
    apple180: `/_icon/${key}/180.png`,
  };
}

function defaultMark(initial: string): Buffer {
  // The Folio mark: the site's initial on a dark rounded square (initial is [A-Z0-9]: XML-safe).
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="14" fill="#1f2933"/>` +
      `<text x="32" y="45" font-size="38" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" ` +
      `text-anchor="middle" fill="#ffffff">${initial}</text></svg>`,
  );
}

/** An .ico file holding one PNG image (every browser reads PNG inside ICO). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

export interface IconFile {
  data: Buffer;
  contentType: 'image/png' | 'image/x-icon';
  etag: string;
}

const MAX_REMEMBERED_ICONS = 2_000;
const ICON_MEMORY_MS = 10 * 60 * 1000;

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SeoDeps {
  media: Pick<MediaService, 'find' | 'file'>;
  pages: Pick<PagesService, 'publishedPages'>;
  store: Pick<StoreService, 'visibleProducts'>;
  galleries: {
    collectionsByIds(websiteId: string, ids: string[]): Promise<Record<string, GalleryCollectionView>>;
  };
  /** The gallery collections a page's data shows (the site package's pageGalleryCollectionIds). */
  galleryIdsOf: (data: unknown) => string[];
  /** Issue 17: the published items of blogs, events and portfolios (the collections service). */
  collectionItems?: (websiteId: string) => Promise<{ url: string; publishedAt: Date | null }[]>;
}

export class SeoService {
  /** Icons made, by site, key and size: resizing is done once per server. */
  readonly #icons = new Map<string, { file: Promise<IconFile | null>; at: number }>();
  private readonly media: SeoDeps['media'];

  constructor(private readonly deps: SeoDeps) {
    this.media = deps.media;
  }

  /**
   * What the sitemap lists: the published pages not hidden from search (the home page first),
   * each gallery slide with its own address (GAL-035), and the visible products.
   */
  async sitemapEntries(site: Website): Promise<SitemapEntry[]> {
    const pages = (await this.deps.pages.publishedPages(site.id)).filter(
      (page) => !pageSeoOf((page.data as { root?: { props?: unknown } } | null)?.root?.props).hideFromSearch,
    );
    pages.sort((a, b) => (a.slug === '' ? -1 : b.slug === '' ? 1 : 0));
    const entries: SitemapEntry[] = [];
    for (const page of pages) {
      const path = page.slug === '' ? '/' : `/${page.slug}`;
      entries.push({ path, lastmod: page.publishedAt });
      const ids = this.deps.galleryIdsOf(page.data);
      if (ids.length === 0) continue;
      const collections = await this.deps.galleries.collectionsByIds(site.id, ids);
      for (const collection of Object.values(collections)) {
        for (const item of collection.items) {
          const slideUrl = encodeURIComponent(item.slug || item.id);
          entries.push({ path: `${path === '/' ? '' : path}/${slideUrl}`, lastmod: page.publishedAt });
        }
      }
    }
    for (const product of await this.deps.store.visibleProducts(site.id)) entries.push({ path: product.url });
    for (const item of (await this.deps.collectionItems?.(site.id)) ?? [])
      entries.push({ path: item.url, lastmod: item.publishedAt });
    return entries;
  }

  /** robots.txt: everything allowed and the sitemap named, or everything refused for a hidden site. */
  robotsTxt(site: Website, origin: string): string {
    if (isHiddenSite(site)) return 'User-agent: *\nDisallow: /\n';
    return `User-agent: *\nAllow: /\nDisallow: /commerce/\nDisallow: /cart\nDisallow: /checkout\n\nSitemap: ${origin}/sitemap.xml\n`;
  }

  /** The sitemap of a site's public addresses (sitemaps.org 0.9), on its origin. */
  sitemapXml(origin: string, entries: SitemapEntry[]): string {
    const unique = [...new Map(entries.map((entry) => [entry.path, entry])).values()];
    const urls = unique.map((entry) => {
      const loc = `<loc>${xmlEscape(origin + entry.path)}</loc>`;
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return `<url>${loc}${lastmod}</url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  /**
   * A site's icon at a size (a PNG), or as /favicon.ico (32 px inside an ICO). `key` must be the
   * site's current key (iconKeyOf) or the address is someone else's: null then.
   */
  icon(site: Website, key: string, size: IconSize | 'ico'): Promise<IconFile | null> {
    if (key !== iconKeyOf(site)) return Promise.resolve(null);
    const memo = `${site.id}/${key}/${size}`;
    const known = this.#icons.get(memo);
    // Kept a while, not for ever: a favicon image deleted from the library gives way to the mark.
    if (known && Date.now() - known.at < ICON_MEMORY_MS) return known.file;
    if (this.#icons.size >= MAX_REMEMBERED_ICONS) this.#icons.clear();
    const made = this.#make(site, key, size).catch(() => null);
    this.#icons.set(memo, { file: made, at: Date.now() });
    made.then((file) => {
      if (!file) this.#icons.delete(memo);
    });
    return made;
  }

  async #source(site: Website, key: string): Promise<Buffer> {
    if (key.startsWith('default-')) return defaultMark(key.slice('default-'.length).toUpperCase());
    const row = await this.media.find(site.id, key);
    const file = row ? await this.media.file(row, { width: null, acceptsWebp: false }) : null;
    // A favicon image that was deleted: the default mark stands in.
    return file?.data ?? defaultMark(initialOf(site.title));
  }

  async #make(site: Website, key: string, size: IconSize | 'ico'): Promise<IconFile | null> {
    const source = await this.#source(site, key);
    const pixels = size === 'ico' ? 32 : size;
    const png = await sharp(source, { density: 300 })
      .rotate()
      .resize(pixels, pixels, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const data = size === 'ico' ? icoOf(png, 32) : png;
    const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;
    return { data, contentType: size === 'ico' ? 'image/x-icon' : 'image/png', etag };
  }
}
