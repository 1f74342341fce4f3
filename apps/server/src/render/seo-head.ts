// Issue 16 part 5: the head of a published page — description, canonical address, Open Graph and
// Twitter tags, "noindex", the site's icons and JSON-LD (Organization or LocalBusiness, Product
// with its Offer, BreadcrumbList). Worked out here; the site package only writes it out.
import { unitPriceCents } from '@folio/core/commerce';
import type { MediaView } from '@folio/core/media-api';
import { currencyOf } from '@folio/core/money';
import { type PageSeo, pageSeoOf, seoDescriptionOf } from '@folio/core/page-seo';
import { siteProfileOf } from '@folio/core/site-profile';
import type { ProductView } from '@folio/core/store-api';
import { isHiddenSite, siteIconsOf } from '../modules/seo/service.ts';
import type { Website } from '../modules/sites/service.ts';
import type { RenderInput } from './site-renderer.ts';

export type PageHead = NonNullable<RenderInput['head']>;
type RenderKind = RenderInput['kind'];

/** The width an image is shared at: large enough for every network's card (1200 px and more). */
const SHARE_WIDTH = 1500;

/** Kinds whose pages are for one visitor or a moment (cart, checkout, errors): never indexed. */
const INDEXED_KINDS = new Set<RenderKind>(['page', 'product']);

export interface HeadInput {
  site: Website;
  /** The site's origin as the visitor reached it, e.g. https://studio.example.com. */
  origin: string;
  /** The path asked for (no query). */
  pathname: string;
  kind: RenderKind;
  /** The page's title as the tab shows it (already the SEO title when set). */
  title: string;
  page?: { title: string; slug: string; data: unknown };
  /** The slide chosen on a slide's own address (GAL-035): its caption names the last crumb. */
  slide?: { title: string } | null;
  product?: ProductView;
  currencyCode?: string;
  /** The site's images the head names (social image, logo), by id. */
  media: Map<string, MediaView>;
}

/** The media ids a page's head may show: its social image and the site's logo. */
export function headMediaIds(site: Website, page?: { data: unknown }): string[] {
  const ids = [
    pageSeoOf(rootPropsOf(page?.data)).socialImageMediaId,
    siteProfileOf(site.settings).logoMediaId,
  ];
  return ids.filter((id): id is string => id !== null);
}

function rootPropsOf(data: unknown): unknown {
  return (data as { root?: { props?: unknown } } | null | undefined)?.root?.props;
}

export function pageSeoOfData(data: unknown): PageSeo {
  return pageSeoOf(rootPropsOf(data));
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A library image's resized address (the image service's width), absolute, with its shared size. */
function sharedImage(origin: string, media: MediaView): NonNullable<PageHead['image']> {
  const width = Math.min(SHARE_WIDTH, media.width);
  const fileName = media.url.split('/').pop() ?? 'image';
  const url = media.width > SHARE_WIDTH ? `/s/${media.id}/${SHARE_WIDTH}w/${fileName}` : media.url;
  return {
    url: absolute(origin, url),
    width,
    height: Math.round((media.height * width) / media.width),
    alt: media.alt || undefined,
  };
}

/** Rich text (a product description) as plain words for a description or JSON-LD. */
function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Minor units as schema.org wants a price: a decimal string in the currency's own places. */
export function decimalPrice(minor: number, currencyCode: string): string {
  const digits = currencyOf(currencyCode).fractionDigits;
  return (minor / 10 ** digits).toFixed(digits);
}

function organization(site: Website, origin: string, media: Map<string, MediaView>): object {
  const profile = siteProfileOf(site.settings);
  const business = profile.business;
  const logo = profile.logoMediaId ? media.get(profile.logoMediaId) : undefined;
  const entry: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': business.address ? 'LocalBusiness' : 'Organization',
    name: business.name || site.title,
    url: `${origin}/`,
  };
  if (profile.description) entry.description = profile.description;
  if (logo) entry.logo = absolute(origin, logo.url);
  if (logo && business.address) entry.image = absolute(origin, logo.url);
  // An email address is no profile of the site elsewhere (decision 054): not in sameAs.
  const sameAs = profile.social
    .filter((account) => account.network !== 'email')
    .map((account) => account.url);
  if (sameAs.length > 0) entry.sameAs = sameAs;
  if (business.address) entry.address = business.address;
  if (business.phone) entry.telephone = business.phone;
  if (business.email) entry.email = business.email;
  if (business.address && business.hours) entry.openingHours = business.hours.split(/\r?\n/).filter(Boolean);
  return entry;
}

function productLd(product: ProductView, currencyCode: string, url: string, origin: string): object {
  const offerOf = (variant: ProductView['variants'][number]) => ({
    '@type': 'Offer',
    price: decimalPrice(unitPriceCents(variant), currencyCode),
    priceCurrency: currencyCode,
    availability:
      variant.unlimited || variant.qtyInStock > 0
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    url,
    ...(variant.sku ? { sku: variant.sku } : {}),
  });
  const entry: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
  };
  const description = plainText(product.description, 5000);
  if (description) entry.description = description;
  if (product.images.length > 0) entry.image = product.images.map((src) => absolute(origin, src));
  if (product.variants.length === 1) {
    entry.sku = product.variants[0]!.sku || undefined;
    entry.offers = offerOf(product.variants[0]!);
  } else if (product.variants.length > 1) {
    entry.offers = product.variants.map(offerOf);
  }
  return entry;
}

function breadcrumbs(origin: string, crumbs: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** Everything in a published page's head besides its <title> and the site's assets. */
export function buildPageHead(input: HeadInput): PageHead {
  const { site, origin, kind, page, product } = input;
  const profile = siteProfileOf(site.settings);
  const seo = pageSeoOfData(page?.data);
  const isHome = kind === 'page' && page?.slug === '' && !input.slide;
  const path = input.pathname.replace(/\/+$/, '') || '/';
  const canonicalUrl = INDEXED_KINDS.has(kind) ? `${origin}${path}` : null;
  let description = seoDescriptionOf(seo, profile.description);
  let image: PageHead['image'] = null;
  const social = seo.socialImageMediaId ? input.media.get(seo.socialImageMediaId) : undefined;
  if (social) image = sharedImage(origin, social);
  const jsonLd: object[] = [];
  if (kind === 'product' && product) {
    description = plainText(product.description, 300) || description;
    if (!image && product.images[0]) image = { url: absolute(origin, product.images[0]), alt: product.title };
    const url = `${origin}${product.url}`;
    jsonLd.push(productLd(product, input.currencyCode ?? site.settings.storeCurrency ?? 'USD', url, origin));
    jsonLd.push(
      breadcrumbs(origin, [
        { name: site.title, path: '/' },
        { name: product.title, path: product.url },
      ]),
    );
  } else if (kind === 'page' && page) {
    if (isHome) jsonLd.push(organization(site, origin, input.media));
    else {
      const crumbs = [{ name: site.title, path: '/' }];
      if (page.slug !== '') crumbs.push({ name: page.title, path: `/${page.slug}` });
      if (input.slide) crumbs.push({ name: input.slide.title || page.title, path });
      if (crumbs.length > 1) jsonLd.push(breadcrumbs(origin, crumbs));
    }
  }
  return {
    description,
    canonicalUrl,
    noindex: !INDEXED_KINDS.has(kind) || seo.hideFromSearch || isHiddenSite(site),
    siteName: site.title,
    ogType: kind === 'product' ? 'product' : 'website',
    image,
    icons: siteIconsOf(site),
    jsonLd,
  };
}
