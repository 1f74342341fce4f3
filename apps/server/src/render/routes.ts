// Published pages of a site, rendered on the server, cached for visitors who are not signed in.

import type { GalleryCollectionView } from '@folio/core/gallery-api';
import { resolveNavigation } from '@folio/core/header-footer';
import type { MapPageContext } from '@folio/core/map-block';
import type { MediaView } from '@folio/core/media-api';
import { mobileInfoBarContent } from '@folio/core/mobile-info-bar';
import { seoTitleOf } from '@folio/core/page-seo';
import { OPENTABLE_WIDGET_URL } from '@folio/core/restaurant-booking-block';
import { siteProfileOf } from '@folio/core/site-profile';
import { WebsiteType } from '@folio/core/site-settings-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { SESSION_COOKIE } from '../modules/auth/service.ts';
import type { CollectionsService } from '../modules/collections/service.ts';
import { designStylesOfSite } from '../modules/design/service.ts';
import type { DonationsService } from '../modules/donations/service.ts';
import { headerFooterOfSite } from '../modules/header-footer/service.ts';
import { ACCESS_COOKIE_PATTERN, type MemberAreasService } from '../modules/member-areas/service.ts';
import { memberPricesOfVariants, membersPage } from '../modules/memberships/service.ts';
import type { PagesService, PublishedPage } from '../modules/pages/service.ts';
import { type SearchService, searchQuery } from '../modules/search/service.ts';
import type { Website } from '../modules/sites/service.ts';
import { CART_COOKIE, isCartToken, type StoreService } from '../modules/store/service.ts';
import { storeContextOf } from '../modules/store-settings/service.ts';
import { isSubscriptionEmailLink, subscriptionPage } from '../modules/subscriptions/service.ts';
import { ensureCrumb, isApiRequest } from '../plugins/request-context.ts';
import { sitePageSecurityHeaders } from '../plugins/security-headers.ts';
import { ANNOUNCEMENT_PREVIEW_PARAM, pageAnnouncementBar } from './announcement-bar.ts';
import { collectionPageAt, isContributor } from './collection-pages.ts';
import { sitePagePolicy } from './content-security-policy.ts';
import { BANNER_PREVIEW_PARAM, cookieBannerCacheVariant, pageCookieBanner } from './cookie-banner.ts';
import { type CachedPage, cachedPathOf, type HtmlCache, pageBytes, pageCacheKey } from './html-cache.ts';
import { buildPageContext } from './page-context.ts';
import { POPUP_PREVIEW_PARAM, pageOwnerWidgets, pagePopupOverlay } from './popup-overlay.ts';
import { buildPageHead, headMediaIds, pageSeoOfData } from './seo-head.ts';
import type { RenderInput, SiteRenderer } from './site-renderer.ts';
import { pageSocialScripts, type SocialScriptsOptions } from './social-scripts.ts';
import { pageSummaries } from './summary-blocks.ts';

/** What the render needs of the galleries module: the collections a page's Gallery blocks show. */
export interface GalleryCollectionSource {
  collectionsByIds(websiteId: string, ids: string[]): Promise<Record<string, GalleryCollectionView>>;
}

/** What the render needs of the media module: the site's images a page names (logo, social image). */
export interface MediaSource {
  viewsByIds(websiteId: string, ids: string[]): Promise<Map<string, MediaView>>;
}

export interface SitePagesOptions {
  pages: PagesService;
  /** The site's images a page names; without it (some tests) no logo or social image is shown. */
  media?: MediaSource;
  store: StoreService;
  /** Issue 20 (decision 069): the donate page and a gift's thank-you page. */
  donations?: Pick<DonationsService, 'page'>;
  galleries: GalleryCollectionSource;
  renderer: SiteRenderer;
  cache: HtmlCache;
  /** Issue 17: blogs, events and portfolios at their pages' addresses; none in some tests. */
  collections?: CollectionsService;
  /** Issue 17, PAGE-003: the results of `/search`; without it (some tests) the page finds nothing. */
  search?: Pick<SearchService, 'results'>;
  /** Searches a client address may run a minute (besides the site's hourly quota, SEARCH_QUOTA). */
  searchesPerMinute?: number;
  /**
   * Issue 18 (decision 043): the share of the site's page loads that measure Core Web Vitals (a
   * rate, or the site's rate asked on each render); none without it.
   */
  performanceSampleRate?: number | ((websiteId: string) => Promise<number>);
  /** Issue 19 (decision 049): OpenTable's widget loader (OPENTABLE_WIDGET_URL); OpenTable's own without it. */
  restaurantWidgetScript?: string;
  /** Issue 19 (decision 054): the follow-button and comment-count scripts; the networks' own without. */
  socialScripts?: SocialScriptsOptions;
  /** Issue 19 (decision 052): the map provider of a site, for pages with a Map block. */
  mapPageContext?: (site: Website) => MapPageContext;
  /** Issue 20 (decision 066): locked pages show a lock screen instead; none without it (some tests). */
  memberAreas?: Pick<MemberAreasService, 'accessContext' | 'screenFor' | 'hiddenCollectionIds' | 'memberNav'>;
  /** Answers requests on the platform host (its home page and 404). */
  platformPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  platformNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const ASSET_BASE = '/_site/';
/** PAGE-013: where the unsubscribe link of newsletter emails leads (?token=…). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** PAGE-003: the search page of every site. */
export const SEARCH_PATH = '/search';

type RenderKind = RenderInput['kind'];

function slugOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return '';
  const slug = path.slice(1);
  return /^[a-z0-9-]{1,80}$/.test(slug) ? slug : null;
}

/**
 * PAGE-022: the site types that show one full-screen page (docs/decisions/026): 'cover' (the home
 * page alone, no header, footer or navigation) and 'parking' ("coming soon"); null for a normal site.
 */
export function fullScreenTypeOf(site: Website): 'cover' | 'parking' | null {
  const type = site.settings.websiteType;
  return type === WebsiteType.coverPage ? 'cover' : type === WebsiteType.parkingPage ? 'parking' : null;
}

/**
 * PAGE-022: on a cover or parking page site, every other page address leads to `/` (302: the owner
 * may make it a normal site again), except the links emails carry (unsubscribe, orders, reviews).
 */
function fullScreenRedirect(site: Website, pathname: string): boolean {
  if (fullScreenTypeOf(site) === null || pathname === '/') return false;
  return (
    pathname !== UNSUBSCRIBE_PATH && !pathname.startsWith('/commerce/') && !isSubscriptionEmailLink(pathname)
  );
}

/** What a path of a site shows besides its Puck pages: the unsubscribe page, the store's pages. */
async function specialPage(
  opts: Pick<SitePagesOptions, 'store' | 'search' | 'donations'>,
  site: Website,
  url: URL,
  isAnonymous: boolean,
): Promise<{
  kind: RenderKind;
  title?: string;
  store?: RenderInput['store'];
  search?: RenderInput['search'];
  members?: RenderInput['members'];
  isPersonal?: boolean;
  memberArea?: RenderInput['memberArea'];
  donate?: RenderInput['donate'];
  subscription?: RenderInput['subscription'];
  status?: number;
} | null> {
  if (url.pathname === UNSUBSCRIBE_PATH) return { kind: 'newsletter-unsubscribe' };
  // PAGE-003: the answer depends on the query, which the cache key (the path) does not hold.
  if (url.pathname === SEARCH_PATH) {
    const query = searchQuery.parse(Object.fromEntries(url.searchParams));
    const search = opts.search
      ? await opts.search.results({ site, query, isAnonymous })
      : { query: query.q, results: [], total: 0, page: query.page, pageCount: 0, suggestions: [] };
    return { kind: 'search', title: 'Search', search, isPersonal: true };
  }
  const donate = await opts.donations?.page(site, url);
  if (donate) return donate;
  const members = await membersPage(
    opts.store.db,
    site,
    url,
    opts.store.gateway.name,
    opts.store.stripePublishableKey,
  );
  if (members) return members;
  const subscription = await subscriptionPage(
    {
      db: opts.store.db,
      secret: opts.store.secret,
      stripePublishableKey: opts.store.stripePublishableKey,
      paymentProvider: opts.store.gateway.name,
      context: storeContextOf(site),
    },
    url,
  );
  if (subscription) return subscription;
  const page = await opts.store.page(site, url);
  // Issue 20 (decision 068): "Members pay $X" on a product page.
  if (page?.kind === 'product')
    page.store = Object.assign(page.store, {
      memberPrices: await memberPricesOfVariants(
        opts.store.db,
        site.id,
        page.store.product.variants.map((v) => v.id),
      ),
    });
  return page;
}

/**
 * GAL-035, GAL-036: a slide's own address is its page's address with the slide's url after it. The
 * page is rendered with that slide chosen, when one of its Gallery blocks has it.
 */
async function slidePage(
  opts: Pick<SitePagesOptions, 'pages' | 'renderer' | 'galleries'>,
  site: Website,
  pathname: string,
) {
  const match = /^\/(?:([a-z0-9-]{1,80})\/)?([^/]{1,200})\/?$/.exec(pathname);
  if (!match) return null;
  let itemId: string;
  try {
    itemId = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const parent = await opts.pages.findPublished(site.id, match[1] ?? '');
  if (!parent) return null;
  const ids = opts.renderer.pageGalleryCollectionIds(parent.data as never);
  if (ids.length === 0) return null;
  const galleries = await opts.galleries.collectionsByIds(site.id, ids);
  const hasSlide = Object.values(galleries).some((c) =>
    c.items.some((i) => i.slug === itemId || i.id === itemId),
  );
  return hasSlide ? { page: parent, itemId, galleries } : null;
}

export async function renderSitePath(
  opts: Pick<
    SitePagesOptions,
    | 'pages'
    | 'renderer'
    | 'store'
    | 'donations'
    | 'galleries'
    | 'media'
    | 'collections'
    | 'search'
    | 'performanceSampleRate'
    | 'restaurantWidgetScript'
    | 'socialScripts'
    | 'mapPageContext'
    | 'memberAreas'
  >,
  request: FastifyRequest,
  site: Website,
  kind: 'page' | 'error',
  /** Issue 17: page data to render instead of the published page at the path (a revision's preview). */
  preview?: PublishedPage,
): Promise<{ status: number; body: string; isPersonal: boolean; contentSecurityPolicy: string }> {
  const auth = request.cookies[SESSION_COOKIE] ? await request.auth() : null;
  const url = new URL(request.url, 'http://x');
  // PAGE-022: a cover page site shows its home page alone; a parking page site, no page at all.
  const siteType = fullScreenTypeOf(site);
  const slug = kind === 'page' && siteType !== 'parking' ? slugOf(url.pathname) : null;
  let page = preview ?? (slug === null ? undefined : await opts.pages.findPublished(site.id, slug));
  // Issue 17: a collection's page shows its list; /{collection}/{item} an item.
  let collection =
    !preview && kind === 'page' && siteType !== 'parking' && opts.collections
      ? await collectionPageAt({
          source: { collections: opts.collections, media: opts.media },
          pages: opts.pages,
          site,
          url,
          page,
          auth,
        })
      : null;
  if (collection) page = collection.page;
  let special =
    kind === 'page' && !page && siteType !== 'parking'
      ? await specialPage(opts, site, url, auth === null)
      : null;
  let itemId: string | null = null;
  let galleries: Record<string, GalleryCollectionView> | undefined;
  if (kind === 'page' && !page && !special) {
    const slide = await slidePage(opts, site, url.pathname);
    if (slide) ({ page, itemId, galleries } = slide);
  }
  // Issue 20 (decision 066): a locked page shows its screen instead, and nothing of itself.
  const access = opts.memberAreas?.accessContext({
    websiteId: site.id,
    cookies: request.cookies,
    role: auth?.role,
  });
  const lockedPage = collection?.lockPage ?? page;
  const lockScreen =
    access && lockedPage && !preview
      ? await opts.memberAreas!.screenFor({
          ctx: access,
          page: lockedPage,
          memberAccounts: site.settings.memberAccounts === true,
        })
      : null;
  if (lockScreen) {
    page = undefined;
    collection = null;
    galleries = undefined;
    itemId = null;
    special = { kind: lockScreen.kind, title: lockedPage!.title, memberArea: lockScreen };
  }
  if (page && !galleries) {
    const ids = opts.renderer.pageGalleryCollectionIds(page.data as never);
    if (ids.length > 0) galleries = await opts.galleries.collectionsByIds(site.id, ids);
  }
  // Issue 17 part 2: the collections its Summary blocks show, as the collection's own page shows them.
  const summaries =
    page && opts.collections
      ? await pageSummaries({
          source: { collections: opts.collections, media: opts.media },
          site,
          requests: await visibleSummaryRequests(opts, access, page),
          isContributor: isContributor(auth),
        })
      : undefined;
  const { header, footer } = headerFooterOfSite(site);
  const navigation = resolveNavigation(
    header,
    await opts.pages.navigation(site.id),
    page === undefined
      ? null
      : collection?.render.view === 'item'
        ? collection.render.path.slice(1)
        : page.slug,
  );
  const profile = siteProfileOf(site.settings);
  const design = designStylesOfSite(site, page?.data);
  const pageType: RenderKind =
    kind === 'error'
      ? 'error'
      : siteType === 'parking'
        ? 'parking'
        : page
          ? 'page'
          : (special?.kind ?? 'not-found');
  const hasStore = await opts.store.hasStore(site.id);
  const logo = profile.logoMediaId
    ? ((await opts.media?.viewsByIds(site.id, [profile.logoMediaId]))?.get(profile.logoMediaId) ?? null)
    : null;
  let store = special?.store;
  if (pageType === 'page' && page && opts.renderer.pageHasProductList(page.data as never))
    store = await opts.store.listing(site);
  const origin = `${request.protocol}://${request.host}`;
  const pageTitle = page
    ? seoTitleOf({
        seo: pageSeoOfData(page.data),
        pageTitle: page.title,
        siteTitle: site.title,
        isHome: page.slug === '',
      })
    : special?.title
      ? `${special.title} — ${site.title}`
      : site.title;
  const mediaIds = pageType === 'page' || pageType === 'product' ? headMediaIds(site, page) : [];
  const media =
    mediaIds.length > 0 && opts.media
      ? await opts.media.viewsByIds(site.id, mediaIds)
      : new Map<string, MediaView>();
  const slide =
    itemId && galleries
      ? Object.values(galleries)
          .flatMap((c) => c.items)
          .find((i) => i.slug === itemId || i.id === itemId)
      : undefined;
  const head = buildPageHead({
    site,
    origin,
    pathname: url.pathname,
    kind: pageType,
    title: pageTitle,
    page,
    slide: slide ? { title: slide.caption } : null,
    product: special?.store?.product,
    currencyCode: special?.store?.currencyCode,
    media,
  });
  const cookieBanner = pageCookieBanner({
    site,
    cookieHeader: request.headers.cookie,
    role: auth?.role,
    previewValue: url.searchParams.get(BANNER_PREVIEW_PARAM) ?? undefined,
  });
  const announcementBar = pageAnnouncementBar({
    site,
    pathname: url.pathname,
    isFullScreen: siteType !== null,
    role: auth?.role,
    previewValue: url.searchParams.get(ANNOUNCEMENT_PREVIEW_PARAM) ?? undefined,
  });
  const popupOverlay = await pagePopupOverlay({
    site,
    pathname: url.pathname,
    isFullScreen: siteType !== null,
    role: auth?.role,
    previewValue: url.searchParams.get(POPUP_PREVIEW_PARAM) ?? undefined,
    ...(opts.media ? { mediaOf: (id: string, ids: string[]) => opts.media!.viewsByIds(id, ids) } : {}),
  });
  const sources = page ? opts.renderer.pageContentSources(page.data as never, galleries) : undefined;
  // Issue 19 (decision 049): the OpenTable loader, only on pages with a Restaurant booking block.
  const restaurantWidgetScript = sources?.hasRestaurantBooking
    ? (opts.restaurantWidgetScript ?? OPENTABLE_WIDGET_URL)
    : undefined;
  // Issue 19 (PAGE-037, PAGE-038): follow-button scripts only with a Social follow block; the
  // comment-count script only on a blog's pages of a site with a comments shortname.
  const social = pageSocialScripts({
    options: opts.socialScripts,
    followNetworks: sources?.socialFollowNetworks,
    showsCommentCounts: collection?.render.kind === 'blog',
    commentsShortname: profile.commentsShortname,
  });
  // Issue 19 (decision 052): the map provider, only on pages with a Map block.
  const map = sources?.hasMap ? opts.mapPageContext?.(site) : undefined;
  if (collection?.render.view === 'list' && collection.render.feedUrl)
    head.feed = {
      title: `${collection.render.title} — ${site.title}`,
      url: `${origin}${collection.render.feedUrl}`,
    };
  const body = await opts.renderer.renderSitePage({
    kind: pageType,
    data: page?.data as never,
    head,
    pageTitle,
    site: {
      title: site.title,
      navigation,
      hasStore,
      language: profile.language,
      logo: logo ? { url: logo.url, width: logo.width, height: logo.height } : null,
      header: {
        layout: header.layout,
        cartPlacement: header.cartPlacement,
        signInPlacement: header.signInPlacement,
        mobileMenu: header.mobileMenu,
      },
      design: { css: design.css, fontPreloads: design.fontPreloads },
      isFullScreen: siteType !== null,
      description: profile.description,
      cookieBanner,
      announcementBar,
      popupOverlay,
      ownerWidgets: pageOwnerWidgets({
        role: auth?.role,
        hasPopup: popupOverlay !== null,
        hasBar: announcementBar !== null,
        isPreviewRequest: [POPUP_PREVIEW_PARAM, ANNOUNCEMENT_PREVIEW_PARAM, BANNER_PREVIEW_PARAM].some((p) =>
          url.searchParams.has(p),
        ),
      }),
      commentCountScript: social.commentCountScript,
      mobileInfoBar: mobileInfoBarContent(profile.mobileInfoBar, profile.business),
      memberNav: access
        ? await opts.memberAreas!.memberNav(
            access,
            await opts.pages.navigation(site.id),
            lockedPage?.id ?? null,
          )
        : null,
      footer: {
        blocks: footer.content,
        description: profile.description,
        social: profile.social,
        business: profile.business,
      },
    },
    store,
    search: special?.search,
    memberArea: special?.memberArea,
    donate: special?.donate,
    pageId: page?.id,
    members: special?.members,
    subscription: special?.subscription,
    galleries,
    summaries,
    collection:
      collection && social.commentCountScript
        ? { ...collection.render, commentCounts: true }
        : collection?.render,
    pageContext: {
      ...buildPageContext({ site, baseUrl: origin, pageType, auth }),
      // PAGE-036: the families the page loads, by name; all self-hosted, none from Typekit.
      googleFonts: design.fontNames,
      itemId,
      // UI-054: the bar is on and this page shows it (render/announcement-bar.ts).
      showAnnouncementBar: announcementBar !== null && announcementBar.isOwnerPreview !== true,
      ...(restaurantWidgetScript ? { restaurantWidgetScript } : {}),
      ...(social.socialFollowScripts ? { socialFollowScripts: social.socialFollowScripts } : {}),
      ...(map ? { map } : {}),
      performanceSampleRate:
        typeof opts.performanceSampleRate === 'function'
          ? await opts.performanceSampleRate(site.id)
          : (opts.performanceSampleRate ?? 0),
    },
    assetBase: ASSET_BASE,
  });
  return {
    status:
      pageType === 'error'
        ? 500
        : pageType === 'not-found'
          ? 404
          : pageType === 'checkout-unavailable' || special?.store?.giftCard?.state === 'missing'
            ? 400
            : (special?.status ?? 200),
    body,
    // Order pages answer by their token, which the cache key (the path) does not hold.
    // Issue 20: a member's or an unlocked page's render is theirs alone (decision 066).
    isPersonal:
      auth !== null ||
      special?.isPersonal === true ||
      url.pathname.startsWith('/commerce/') ||
      ACCESS_COOKIE_PATTERN.test(request.headers.cookie ?? ''),
    contentSecurityPolicy: sitePagePolicy({
      hasRecaptcha: Boolean(site.settings.recaptchaSiteKey),
      hasStripe: opts.store.hasStripe,
      sources,
      restaurantWidgetScript,
      socialScripts: social,
      map,
      ownerHtml: page ? opts.renderer.pageScriptHtml(page.data as never).map((entry) => entry.html) : [],
      designCss: design.css,
      bannerCss: cookieBanner ? opts.renderer.COOKIE_BANNER_CSS : undefined,
      announcementCss: announcementBar ? opts.renderer.ANNOUNCEMENT_BAR_CSS : undefined,
      popupCss: popupOverlay ? opts.renderer.POPUP_OVERLAY_CSS : undefined,
    }),
  };
}

/** Issue 20: the Summary blocks' collections, less those locked to this request (decision 067). */
async function visibleSummaryRequests(
  opts: Pick<SitePagesOptions, 'renderer' | 'memberAreas'>,
  access: ReturnType<MemberAreasService['accessContext']> | undefined,
  page: PublishedPage,
) {
  const requests = opts.renderer.pageSummaryRequests(page.data as never);
  if (!access || requests.length === 0) return requests;
  const hidden = await opts.memberAreas!.hiddenCollectionIds(
    access,
    requests.map((r) => r.collectionId),
  );
  return requests.filter((r) => !hidden.has(r.collectionId));
}

/** Sets a rendered page's security headers (the fast path sends the same, from the cache). */
export function setSitePageHeaders(reply: FastifyReply, contentSecurityPolicy: string): FastifyReply {
  return reply.headers(sitePageSecurityHeaders(contentSecurityPolicy));
}

export async function sitePagesRoutes(app: FastifyInstance, opts: SitePagesOptions) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiRequest(request)) throw notFound('There is no such API call.', 'no_such_route');
    if (request.isPlatformHost) return opts.platformPage(request, reply);
    const site = request.site;
    if (!site) return opts.platformNotFound(request, reply);
    ensureCrumb(request, reply);
    if (fullScreenRedirect(site, new URL(request.url, 'http://x').pathname))
      return reply.header('cache-control', 'no-cache').redirect('/', 302);
    // Issue 20 (decision 063): a cart holding a subscription checks out at /checkout/subscribe.
    const subscribeAt = await opts.store.subscribeRedirect(
      site,
      request.url.split('?')[0]!,
      request.cookies[CART_COOKIE],
    );
    if (subscribeAt) return reply.header('cache-control', 'no-store').redirect(subscribeAt, 303);
    // Issue 17: a blog's feed is also asked for as /blog?format=rss.
    const asked = new URL(request.url, 'http://x');
    if (asked.searchParams.get('format') === 'rss' && /^\/[a-z0-9-]{1,80}$/.test(asked.pathname))
      return reply.redirect(`${asked.pathname}/rss.xml`, 301);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const send = (page: CachedPage, cache: 'hit' | 'miss') => {
      const { body, encoding } = pageBytes(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      setSitePageHeaders(reply, page.contentSecurityPolicy);
      return reply.code(page.status).header('x-folio-cache', cache).send(body);
    };
    // Per host too: the page context carries the address the page was asked for (custom domains).
    const key =
      pageCacheKey(request.host, cachedPathOf(new URL(request.url, 'http://x'))) +
      cookieBannerCacheVariant(site, request.headers.cookie);
    // Issue 20 (decision 066): only the anonymous access level is cached; members and unlocked
    // pages are rendered for each request.
    const hasSession =
      Boolean(request.cookies[SESSION_COOKIE]) || ACCESS_COOKIE_PATTERN.test(request.headers.cookie ?? '');
    const cached = hasSession ? undefined : opts.cache.get(site.id, key);
    if (cached) return send(cached, 'hit');
    const page = await renderSitePath(opts, request, site, 'page');
    const rendered: CachedPage = {
      status: page.status,
      body: Buffer.from(page.body),
      contentSecurityPolicy: page.contentSecurityPolicy,
    };
    if (!page.isPersonal) opts.cache.set(site.id, key, rendered);
    return send(rendered, 'miss');
  };
  app.get('/', handler);
  app.get('/*', handler);
  // PAGE-003: each search runs a query; a client address gets searchesPerMinute of them.
  app.get(
    SEARCH_PATH,
    { config: { rateLimit: { max: opts.searchesPerMinute ?? 60, timeWindow: 60_000 } } },
    handler,
  );

  // SHOP-001..003: to the checkout only with a cart cookie; without one, the page says why.
  app.get('/commerce/goto-checkout', async (request, reply) => {
    const site = request.site;
    if (!site) return opts.platformNotFound(request, reply);
    if (isCartToken(request.cookies[CART_COOKIE])) return reply.redirect('/checkout');
    ensureCrumb(request, reply);
    const page = await renderSitePath(opts, request, site, 'page');
    return setSitePageHeaders(reply, page.contentSecurityPolicy)
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page.body);
  });

  // A digital product's file, behind a signed link that expires.
  // Any token string: a wrong one is the 404 page (the store says which), never an input error.
  const downloadParams = z.object({ token: z.string() });
  app.get<{ Params: z.infer<typeof downloadParams> }>(
    '/commerce/download/:token',
    { schema: { params: downloadParams } },
    async (request, reply) => {
      const site = request.site;
      if (!site) return opts.platformNotFound(request, reply);
      const file = await opts.store.download(site.id, request.params.token);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.data, 'base64'));
    },
  );
}
