// Issue 17: what a collection's addresses show — its page (the list, ?page=N), an item's page at
// /{collection}/{item url}, and its RSS feed at /{collection}/rss.xml.
import { hasPermission, Permission } from '@folio/core';
import type { MediaView } from '@folio/core/media-api';
import { siteProfileOf } from '@folio/core/site-profile';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CollectionsService, ItemView } from '../modules/collections/service.ts';
import type { PagesService, PublishedPage } from '../modules/pages/service.ts';
import type { Website } from '../modules/sites/service.ts';
import { icsOf } from './event-calendar.ts';
import type { CollectionRender } from './site-renderer.ts';

export interface CollectionSource {
  collections: CollectionsService;
  media?: { viewsByIds(websiteId: string, ids: string[]): Promise<Map<string, MediaView>> };
}

type ItemRender = Extract<CollectionRender, { view: 'item' }>['item'];

export async function imagesOf(source: CollectionSource, websiteId: string, items: ItemView[]) {
  const ids = [...new Set(items.map((i) => i.featuredMediaId).filter((id): id is string => Boolean(id)))];
  return ids.length > 0 && source.media
    ? source.media.viewsByIds(websiteId, ids)
    : new Map<string, MediaView>();
}

export function toRender(item: ItemView, images: Map<string, MediaView>): ItemRender {
  const image = item.featuredMediaId ? images.get(item.featuredMediaId) : undefined;
  return {
    id: item.id,
    recordType: item.recordType,
    title: item.title,
    url: item.url,
    excerpt: item.excerpt,
    publishOn: item.publishOn,
    featuredImage: image
      ? { url: image.url, width: image.width, height: image.height, alt: image.alt }
      : null,
    authorName: item.authorName,
    tags: item.tags,
    categories: item.categories,
    details: item.details as ItemRender['details'],
    isPrivate: item.isPrivate,
  };
}

/** Private items are for the site's signed-in contributors (any role with the config area). */
export function isContributor(auth: { role?: number } | null): boolean {
  return auth?.role !== undefined && hasPermission(auth.role, Permission.config);
}

export interface CollectionPage {
  render: CollectionRender;
  /** The page to show: the collection's own, or for an item a page made of the item's body. */
  page: PublishedPage;
  /** Issue 20: the page whose lock covers this address (the collection's page, for an item too). */
  lockPage: { id: string; title: string };
  /** The item's SEO, for the head. */
  itemImageId?: string | null;
}

/** Issue 17: `?category=Name` or `?tag=Name` narrows a collection's list (one of them, 50 characters at most). */
export function listFilterOf(url: URL): { category?: string; tag?: string } | undefined {
  const category = url.searchParams.get('category')?.trim();
  if (category && category.length <= 50) return { category };
  const tag = url.searchParams.get('tag')?.trim();
  if (tag && tag.length <= 50) return { tag };
  return undefined;
}

/** The collection list or item at a path; null when the path is no collection's. */
export async function collectionPageAt(input: {
  source: CollectionSource;
  pages: Pick<PagesService, 'findPublished'>;
  site: Website;
  url: URL;
  page: PublishedPage | undefined;
  auth: { role?: number } | null;
}): Promise<CollectionPage | null> {
  const { source, site, url } = input;
  const profile = siteProfileOf(site.settings);
  const common = { timeZone: profile.timeZone || 'UTC', language: profile.language || 'en' };
  const contributor = isContributor(input.auth);
  if (input.page) {
    const collection = await source.collections.atPage(site.id, input.page.id);
    if (!collection) return null;
    const path = input.page.slug === '' ? '' : `/${input.page.slug}`;
    const requested = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
    const list = await source.collections.visibleList({
      collection,
      path,
      page: Number.isFinite(requested) ? requested : 1,
      isContributor: contributor,
      filter: listFilterOf(url),
      timeZone: common.timeZone,
    });
    const images = await imagesOf(source, site.id, [...list.items, ...(list.past ?? [])]);
    return {
      page: input.page,
      lockPage: { id: input.page.id, title: input.page.title },
      render: {
        view: 'list',
        kind: list.kind,
        title: list.title,
        path: path || '/',
        layout: list.view,
        items: list.items.map((item) => toRender(item, images)),
        past: list.past?.map((item) => toRender(item, images)),
        calendarUrl: list.kind === 'events' ? `${path}/calendar.ics` : null,
        page: list.page,
        pageCount: list.pageCount,
        filter: list.filter ?? null,
        feedUrl: list.kind === 'blog' ? `${path}/rss.xml` : null,
        ...common,
      },
    };
  }
  const match = /^\/([a-z0-9-]{1,80})\/([a-z0-9][a-z0-9/-]{0,199})\/?$/.exec(url.pathname);
  if (!match) return null;
  const parent = await input.pages.findPublished(site.id, match[1]!);
  if (!parent) return null;
  const collection = await source.collections.atPage(site.id, parent.id);
  if (!collection) return null;
  const path = `/${parent.slug}`;
  const item = await source.collections.visibleItem({
    collection,
    path,
    urlId: match[2]!,
    isContributor: contributor,
  });
  if (!item) return null;
  const images = await imagesOf(source, site.id, [item]);
  const seo = item.seo as {
    title?: string;
    description?: string;
    socialImageMediaId?: string | null;
    hideFromSearch?: boolean;
  };
  const body = item.body as { root?: { props?: Record<string, unknown> }; content?: unknown[] };
  return {
    lockPage: { id: parent.id, title: parent.title },
    page: {
      id: item.id,
      title: item.title,
      slug: `${parent.slug}/${item.urlId}`,
      publishedAt: item.publishOn ? new Date(item.publishOn) : null,
      data: {
        ...body,
        root: {
          ...body.root,
          props: {
            ...body.root?.props,
            title: item.title,
            seo: {
              title: seo.title,
              description: seo.description || item.excerpt.slice(0, 320),
              socialImageMediaId: seo.socialImageMediaId ?? item.featuredMediaId ?? null,
              hideFromSearch: seo.hideFromSearch === true || item.isPrivate,
            },
          },
        },
      },
    },
    render: {
      view: 'item',
      kind: collection.kind,
      collectionTitle: collection.title,
      path,
      item: toRender(item, images),
      icsUrl: collection.kind === 'events' && !/\//.test(item.urlId) ? `${path}/${item.urlId}.ics` : null,
      ...common,
    },
  };
}

function xml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** RSS 2.0 of a blog's latest published items. */
export function rssOf(input: {
  origin: string;
  title: string;
  description: string;
  path: string;
  language: string;
  items: ItemView[];
}): string {
  const link = `${input.origin}${input.path}`;
  const items = input.items.map((item) => {
    const url = `${input.origin}${item.url}`;
    const date = item.publishOn ? `<pubDate>${new Date(item.publishOn).toUTCString()}</pubDate>` : '';
    const tags = item.tags.map((t) => `<category>${xml(t)}</category>`).join('');
    return `<item><title>${xml(item.title)}</title><link>${xml(url)}</link><guid isPermaLink="false">${item.id}</guid>${date}<description>${xml(item.excerpt)}</description>${tags}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(input.title)}</title><link>${xml(link)}</link><atom:link href="${xml(`${link}/rss.xml`)}" rel="self" type="application/rss+xml"/><description>${xml(input.description)}</description><language>${xml(input.language)}</language>\n${items.join('\n')}\n</channel></rss>\n`;
}

/** GET /{blog}/rss.xml (and /{blog}?format=rss is sent there). */
export async function collectionFeedRoutes(
  app: FastifyInstance,
  opts: {
    collections: CollectionsService;
    pages: Pick<PagesService, 'findPublished'>;
    /** Issue 20 (decision 067): a locked collection has no feed and no calendar, for anyone. */
    isLocked?: (websiteId: string, pageId: string) => Promise<boolean>;
  },
) {
  // Any slug: one that is no blog's is this route's 404, never an input error.
  const params = z.object({ slug: z.string() });
  app.get<{ Params: z.infer<typeof params> }>(
    '/:slug/rss.xml',
    { schema: { params } },
    async (request, reply) => {
      const site = request.site;
      const slug = request.params.slug;
      const page =
        site && /^[a-z0-9-]{1,80}$/.test(slug) ? await opts.pages.findPublished(site.id, slug) : undefined;
      const collection =
        site && page && !(await opts.isLocked?.(site.id, page.id))
          ? await opts.collections.atPage(site.id, page.id)
          : undefined;
      if (!site || !page || !collection || collection.kind !== 'blog')
        return reply.code(404).type('text/plain; charset=utf-8').send('There is no feed at this address.');
      const profile = siteProfileOf(site.settings);
      const path = `/${page.slug}`;
      const body = rssOf({
        origin: `${request.protocol}://${request.host}`,
        title: `${collection.title} — ${site.title}`,
        description: profile.description || collection.title,
        path,
        language: profile.language || 'en',
        items: await opts.collections.feedItems(collection, path),
      });
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  // An event's .ics, and the events page's calendar feed at /{events}/calendar.ics.
  const icsParams = z.object({ slug: z.string(), item: z.string() });
  app.get<{ Params: z.infer<typeof icsParams> }>(
    '/:slug/:item.ics',
    { schema: { params: icsParams } },
    async (request, reply) => {
      const site = request.site;
      const { slug, item } = request.params;
      const page =
        site && /^[a-z0-9-]{1,80}$/.test(slug) ? await opts.pages.findPublished(site.id, slug) : undefined;
      const collection =
        site && page && !(await opts.isLocked?.(site.id, page.id))
          ? await opts.collections.atPage(site.id, page.id)
          : undefined;
      const notFound = () =>
        reply.code(404).type('text/plain; charset=utf-8').send('There is no calendar at this address.');
      if (!site || !page || !collection || collection.kind !== 'events' || !/^[a-z0-9-]{1,200}$/.test(item))
        return notFound();
      const path = `/${page.slug}`;
      const event = await opts.collections.visibleItem({
        collection,
        path,
        urlId: item,
        isContributor: false,
      });
      if (!event && item !== 'calendar') return notFound();
      const profile = siteProfileOf(site.settings);
      const body = icsOf({
        events: event ? [event] : await opts.collections.calendarItems(collection, path),
        origin: `${request.protocol}://${request.host}`,
        calendarName: `${collection.title} — ${site.title}`,
        host: request.hostname,
        timeZone: profile.timeZone || 'UTC',
        now: opts.collections.clock.now(),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `${event ? 'attachment' : 'inline'}; filename="${event ? item : 'calendar'}.ics"`,
        )
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );
}
