// Issue 16 part 5: what a published page tells search engines and social networks in its <head>.
// The server works the values out (apps/server/src/render/seo-head.ts); this only writes them.

/** The head of a published page, besides its <title>. */
export interface PageHead {
  description: string;
  /** The page's own address on the site's origin, without a query; null for pages that have none. */
  canonicalUrl: string | null;
  /** Kept out of search results (hidden from search, a store's private page, a parking site). */
  noindex: boolean;
  siteName: string;
  ogType: 'website' | 'product';
  /** An absolute image address for sharing, with its size when known. */
  image: { url: string; width?: number; height?: number; alt?: string } | null;
  /** The site's icons (served from its own host by the seo module). */
  icons: SiteIcons;
  /** JSON-LD objects, one <script type="application/ld+json"> each. */
  jsonLd: object[];
  /** Issue 17: a blog's RSS feed, as <link rel="alternate">. */
  feed?: { title: string; url: string } | null;
}

export interface SiteIcons {
  ico: string;
  png32: string;
  png192: string;
  apple180: string;
}

/** Where a site's icons are when the server did not say (tests, the editor): the site's /favicon.ico. */
export const DEFAULT_ICONS: SiteIcons = {
  ico: '/favicon.ico',
  png32: '/favicon.ico',
  png192: '/favicon.ico',
  apple180: '/favicon.ico',
};

/** JSON that is safe inside <script>: no value can close the element or open a comment. */
export function jsonForScript(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function SiteIconLinks({ icons }: { icons: SiteIcons }) {
  return (
    <>
      <link rel="icon" href={icons.ico} sizes="any" />
      {icons.png32 !== icons.ico ? (
        <link rel="icon" type="image/png" sizes="32x32" href={icons.png32} />
      ) : null}
      {icons.png192 !== icons.ico ? (
        <link rel="icon" type="image/png" sizes="192x192" href={icons.png192} />
      ) : null}
      {icons.apple180 !== icons.ico ? <link rel="apple-touch-icon" href={icons.apple180} /> : null}
    </>
  );
}

/** The meta, link and JSON-LD elements of a page's head (the <title> is SiteDocument's). */
export function PageHeadTags({ head, title }: { head: PageHead; title: string }) {
  const image = head.image;
  return (
    <>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {head.canonicalUrl ? <link rel="canonical" href={head.canonicalUrl} /> : null}
      {head.feed ? (
        <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.url} />
      ) : null}
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:title" content={title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      {head.canonicalUrl ? <meta property="og:url" content={head.canonicalUrl} /> : null}
      <meta property="og:type" content={head.ogType} />
      {image ? <meta property="og:image" content={image.url} /> : null}
      {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {head.description ? <meta name="twitter:description" content={head.description} /> : null}
      {image ? <meta name="twitter:image" content={image.url} /> : null}
      {head.jsonLd.map((entry, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once on the server
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(entry) }}
        />
      ))}
    </>
  );
}
