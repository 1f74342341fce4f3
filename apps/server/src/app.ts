// Builds the Fastify app (tests call this and use app.inject); main.ts makes it listen.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { connect, type Database } from '@folio/db';
import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import { AppError, notFound } from './errors.ts';
import { accessRoutes } from './modules/access/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { ANALYTICS_PRUNE_MS, ANALYTICS_ROLLUP_MS, AnalyticsService } from './modules/analytics/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { LoginThrottle } from './modules/auth/service.ts';
import { CaptchaService } from './modules/captcha/service.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { collectionsRoutes } from './modules/collections/routes.ts';
import { CollectionsService, PUBLISH_JOB } from './modules/collections/service.ts';
import { designRoutes } from './modules/design/routes.ts';
import { domainsRoutes } from './modules/domains/routes.ts';
import { type DomainDns, primaryRedirect, systemDns } from './modules/domains/service.ts';
import { donationsRoutes } from './modules/donations/routes.ts';
import { DonationsService } from './modules/donations/service.ts';
import { editorEventsRoutes } from './modules/editor-events/routes.ts';
import { EditorEvents } from './modules/editor-events/service.ts';
import { emailRoutes } from './modules/email/routes.ts';
import { OutboxSender } from './modules/email/service.ts';
import { errorReportsRoutes } from './modules/error-reports/routes.ts';
import { ERROR_REPORTS_SWEEP_MS, ErrorReportsService } from './modules/error-reports/service.ts';
import { featuresRoutes } from './modules/features/routes.ts';
import { createFeaturesService } from './modules/features/service.ts';
import { formsRoutes } from './modules/forms/routes.ts';
import { FormsService } from './modules/forms/service.ts';
import { galleryRoutes } from './modules/galleries/routes.ts';
import { GalleryService } from './modules/galleries/service.ts';
import { giftCardsRoutes } from './modules/gift-cards/routes.ts';
import { headerFooterRoutes } from './modules/header-footer/routes.ts';
import { JobRunner } from './modules/jobs/service.ts';
import { mapsRoutes } from './modules/maps/routes.ts';
import { MapsService } from './modules/maps/service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import {
  createServedImageFastPath,
  LocalDiskStorage,
  MediaService,
  viewsByIds as mediaViewsByIds,
  ServedImages,
} from './modules/media/service.ts';
import { memberAreasRoutes } from './modules/member-areas/routes.ts';
import { type HeldPlanIds, MemberAreasService } from './modules/member-areas/service.ts';
import { membershipRoutes } from './modules/memberships/routes.ts';
import { heldPlanIds, membershipRenewals, settleStaleJoins } from './modules/memberships/service.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { PagesService } from './modules/pages/service.ts';
import { performanceRoutes } from './modules/performance/routes.ts';
import { PERFORMANCE_PRUNE_MS, PerformanceService } from './modules/performance/service.ts';
import { createPlatform, renderPlatformNotFound } from './modules/platform/routes.ts';
import { revisionsRoutes } from './modules/revisions/routes.ts';
import { RevisionsService } from './modules/revisions/service.ts';
import { SearchService } from './modules/search/service.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { SeoService } from './modules/seo/service.ts';
import { siteSettingsRoutes } from './modules/site-settings/routes.ts';
import { siteUserRoutes } from './modules/site-users/routes.ts';
import { SiteDirectory } from './modules/sites/service.ts';
import {
  type PaymentGateway,
  StoreService,
  StripeGateway,
  SWEEP_MS,
  TestGateway,
} from './modules/store/service.ts';
import { storeSettingsRoutes } from './modules/store-settings/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import {
  RENEW_EVERY_MS,
  RENEW_JOB,
  renewDueOf,
  startPaidFirstPeriods,
} from './modules/subscriptions/service.ts';
import { ChangeFeed } from './plugins/change-feed.ts';
import { createCrumbSigner, crumbBinding, loadCrumbSecret } from './plugins/crumb.ts';
import { connectRedis, Limiters } from './plugins/limiter.ts';
import { parseQueryString } from './plugins/query-string.ts';
import { isApiRequest, requestContext } from './plugins/request-context.ts';
import { isInputError, openApiRoutes, routeSchemas } from './plugins/route-schemas.ts';
import {
  BASE_SECURITY_HEADERS,
  NO_FOREIGN_FRAMING_HEADERS,
  securityHeaders,
  sitePageSecurityHeaders,
} from './plugins/security-headers.ts';
import { createCachedPageFastPath } from './render/cached-page-fast-path.ts';
import { collectionFeedRoutes } from './render/collection-pages.ts';
import { HtmlCache } from './render/html-cache.ts';
import { renderSitePath, setSitePageHeaders, sitePagesRoutes } from './render/routes.ts';
import { editorDistDir, loadSiteRenderer, type SiteRenderer, siteClientDir } from './render/site-renderer.ts';
import { widgetRoutes } from './render/summary-blocks.ts';
import { ensureDemoSite } from './seed/demo.ts';
import { systemClock, TestClock } from './test-clock.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when absent, one is opened from the config and closed with the app. */
  database?: Database;
  renderer?: SiteRenderer;
  /** Fastify logger options; false in tests. */
  logger?: boolean | Record<string, unknown>;
  /** Told of every route as it is added (the route fuzz test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** DNS for the custom-domain check; the system resolver when absent (tests give a stand-in). */
  dns?: DomainDns;
  /** Issue 20: the plans a site user holds (default: the memberships module's heldPlanIds). */
  heldPlanIds?: HeldPlanIds;
}

export interface FolioApp extends FastifyInstance {
  folio: {
    database: Database;
    pages: PagesService;
    sites: SiteDirectory;
    cache: HtmlCache;
    forms: FormsService;
    outbox: OutboxSender;
    jobs: JobRunner;
    store: StoreService;
    galleries: GalleryService;
    media: MediaService;
    collections: CollectionsService;
    search: SearchService;
    revisions: RevisionsService;
    analytics: AnalyticsService;
    performance: PerformanceService;
    /** Decision 070: one run of the `subscriptions.renew` job (subscriptions, memberships, monthly gifts). */
    renew: (now?: Date) => Promise<{ charged: number; declined: number }>;
  };
}

const BODY_LIMIT = 2 * 1024 * 1024;

/** GET /healthz: 200 while the database answers, else 503 with a message. */
const healthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string().optional(),
  message: z.string().optional(),
});

const CLIENT_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'invalid_json',
    message: 'The request body is empty but says it is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'too_large',
    message: `The request body is larger than the ${BODY_LIMIT / 1024 / 1024} MB limit.`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
};

export async function buildApp(options: BuildAppOptions): Promise<FolioApp> {
  const { config } = options;
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await connect(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }));
  const renderer = options.renderer ?? (await loadSiteRenderer());

  const changes = new ChangeFeed(
    database,
    {
      apply: (change) => {
        if (change.kind === 'site-content') {
          cache.dropSite(change.websiteId);
          pages.forgetPublished(change.websiteId);
          store.forgetHere(change.websiteId);
          search.forgetHere(change.websiteId);
        } else if (change.kind === 'sites') sites.forgetHere();
        else if (change.kind === 'media-removed') servedImages.forget(change.websiteId, change.mediaId);
        else editorEvents.hear(change);
      },
      forgetAll: () => {
        cache.clear();
        pages.forgetPublished();
        store.forgetHere();
        search.forgetHere();
        sites.forgetHere();
        servedImages.clear();
      },
    },
    (message, err) => app.log.warn({ err }, message),
  );
  const cache = new HtmlCache(config.isHtmlCacheOn, undefined, (websiteId) => {
    changes.announce({ kind: 'site-content', websiteId });
    // Issue 17: what visitors can see changed here, so the site's search documents are synced.
    search.siteChanged(websiteId);
  });
  const sites = new SiteDirectory(database.db, config.publicUrl.hostname, undefined, () =>
    changes.announce({ kind: 'sites' }),
  );
  const serverSecret = await loadCrumbSecret(database.db);
  const crumbs = createCrumbSigner(serverSecret);
  const captcha = new CaptchaService(serverSecret, config.recaptchaVerifyUrl);
  const servedImages = new ServedImages();
  const serveImage = createServedImageFastPath({
    images: servedImages,
    siteIdOf: (hostname) => sites.peek(hostname)?.id,
    // What the securityHeaders plugin adds to the image route's answers.
    extraHeaders: { ...BASE_SECURITY_HEADERS, ...NO_FOREIGN_FRAMING_HEADERS },
  });
  const serveFromCache = createCachedPageFastPath({
    sites,
    cache,
    isHttpsProxy: config.publicUrl.protocol === 'https:',
    issueVisitorCrumb: () => crumbs.issue(crumbBinding(undefined)),
  });

  const app = Fastify({
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (!serveFromCache(req, res) && !serveImage(req, res)) handler(req, res);
      }),
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    // An https PUBLIC_URL means TLS ends at a proxy in front: trust its X-Forwarded-* headers so
    // request.protocol is https and cookies get the Secure flag.
    trustProxy: config.publicUrl.protocol === 'https:',
    // DATA-008: query strings parse at most 1000 keys.
    routerOptions: {
      querystringParser: parseQueryString,
      maxParamLength: 200,
    },
  }) as unknown as FolioApp;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const pages = new PagesService(
    database.db,
    {
      schemaVersion: renderer.PAGE_SCHEMA_VERSION,
      sanitize: (data) => renderer.sanitizePageData(data),
      migrate: (data) => renderer.migratePageData(data),
      scriptHtml: (data) => renderer.pageScriptHtml(data as never),
    },
    (websiteId) => cache.invalidateSite(websiteId),
    {
      // Issue 17 part 4: every saved draft is a revision; a deleted page's revisions go with it.
      draftSaved: (event) =>
        revisions.record({
          websiteId: event.websiteId,
          kind: 'page',
          refId: event.pageId,
          title: event.title,
          schemaVersion: event.schemaVersion,
          data: event.after,
          before: event.before,
          author: event.author,
          restoredFrom: event.restoredFrom,
        }),
      removed: (websiteId, pageId) => revisions.forget({ websiteId, kind: 'page', refId: pageId }),
    },
  );
  // Issue 15: with REDIS_URL, every server counts against the same limits.
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, (msg, err) => app.log.warn({ err }, msg))
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const limiters = new Limiters(redis);
  const throttle = new LoginThrottle({
    limiters,
    deviceKey: createHmac('sha256', serverSecret).update('folio:device-tags').digest(),
  });
  const editorEvents = new EditorEvents((change) => changes.announce(change));
  // Background work, shared by every server on the database (docs/decisions/015-job-runner.md).
  const jobs = new JobRunner(database.db, { log: (msg, err) => app.log.warn({ err }, msg) });
  const outbox = new OutboxSender(database.db, jobs, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  const forms = new FormsService(
    database.db,
    pages,
    renderer.extractForms,
    captcha,
    createHmac('sha256', serverSecret).update('folio:form-keys').digest('hex'),
    config.formSubmissionsPerSitePerHour,
    () => jobs.wake(),
  );
  jobs.every('forms.prune-keys', 10 * 60_000, () => forms.pruneUsedKeys());
  const store = new StoreService(
    database.db,
    paymentGateway(config, database),
    createHmac('sha256', serverSecret).update('folio:store').digest('hex'),
    config.stripePublishableKey ?? null,
    {
      invalidatePages: (websiteId) => cache.invalidateSite(websiteId),
      forgetSite: () => sites.forget(),
      flushOutbox: () => jobs.wake(),
      siteOrigin: (site) => `${config.publicUrl.protocol}//${site.subdomain}.${config.publicUrl.host}`,
      log: (message, err) => app.log.warn({ err }, message),
    },
  );
  // Issue 20 part 3 (decision 069): donations, charged through the store's gateway.
  const donations = new DonationsService({
    db: database.db,
    gateway: store.gateway,
    secret: store.secret,
    pages,
    stripePublishableKey: store.stripePublishableKey,
    flushOutbox: () => jobs.wake(),
    siteOrigin: (site) => `${config.publicUrl.protocol}//${site.subdomain}.${config.publicUrl.host}`,
    log: (message, err) => app.log.warn({ err }, message),
  });
  jobs.every('donations.sweep', SWEEP_MS, () => donations.settleStale());
  jobs.every('store.sweep', SWEEP_MS, () => store.sweepStale());
  // Decision 077: a first period the store's sweep paid (its holder never came back) starts its subscription.
  jobs.every('subscriptions.sweep', SWEEP_MS, () =>
    startPaidFirstPeriods(store, (err) =>
      app.log.warn({ err }, 'a first period could not start its subscription'),
    ),
  );
  jobs.every('memberships.sweep', SWEEP_MS, () =>
    settleStaleJoins(database.db, store.gateway, (err) => app.log.warn({ err }, 'the memberships sweep')),
  );
  // Decision 073: one clock for the renewals and the collections' schedule; journeys move it (FOLIO_TEST_CLOCK).
  const testClock = config.isTestClockOn ? new TestClock() : undefined;
  const clock = testClock ?? systemClock;
  const renew = (now = clock.now()) =>
    renewDueOf(store, (err) => app.log.warn({ err }, 'a renewal failed'), now, [
      membershipRenewals(database.db),
      donations.renewalSource(),
    ]);
  jobs.every(RENEW_JOB, RENEW_EVERY_MS, () => renew());
  const errorReports = new ErrorReportsService(database.db, {
    traceItemsPerHour: config.traceItemsPerSitePerHour,
    errorReportsPerHour: config.errorReportsPerSitePerHour,
    retentionDays: config.eventsRetentionDays,
  });
  // The job keeps its stored name (from before the module was error-reports): queued rows still run.
  jobs.every('events.sweep', ERROR_REPORTS_SWEEP_MS, () => errorReports.sweep());
  const analytics = new AnalyticsService(
    database.db,
    {
      eventsPerSitePerHour: config.analyticsEventsPerSitePerHour,
      retentionDays: config.analyticsRetentionDays,
    },
    createHmac('sha256', serverSecret).update('folio:analytics-visitors').digest('hex'),
  );
  jobs.every('analytics.rollup', ANALYTICS_ROLLUP_MS, () => analytics.rollUp());
  jobs.every('analytics.prune', ANALYTICS_PRUNE_MS, () => analytics.prune());
  const pagePerformance = new PerformanceService(
    database.db,
    {
      pageLoadsPerSitePerHour: config.performancePageLoadsPerSitePerHour,
      retentionDays: config.analyticsRetentionDays,
      sampleRate: config.performanceSampleRate,
      smallSiteLoadsPerHour: config.performanceSmallSiteLoadsPerHour,
    },
    createHmac('sha256', serverSecret).update('folio:performance-page-loads').digest('hex'),
    (websiteId) => cache.dropSite(websiteId),
  );
  jobs.every('performance.prune', PERFORMANCE_PRUNE_MS, () => pagePerformance.prune());
  const galleries = new GalleryService(database.db, {
    invalidatePages: (websiteId) => cache.invalidateSite(websiteId),
  });
  const media = new MediaService(
    database.db,
    new LocalDiskStorage(join(config.dataDir, 'media')),
    {
      invalidatePages: (websiteId) => cache.invalidateSite(websiteId),
      imageRemoved: (websiteId, mediaId) => changes.announce({ kind: 'media-removed', websiteId, mediaId }),
    },
    servedImages,
  );
  // Issue 17: blogs, events and portfolios; scheduled items publish themselves through a job.
  const collections = new CollectionsService({
    db: database.db,
    pages,
    codec: {
      schemaVersion: renderer.PAGE_SCHEMA_VERSION,
      sanitize: (data) => renderer.sanitizePageData(data),
      migrate: (data) => renderer.migratePageData(data),
    },
    jobs,
    clock: testClock,
    invalidatePages: (websiteId) => cache.invalidateSite(websiteId),
    // Issue 17 part 4: every save of an item is a revision too; a deleted item's revisions go.
    itemSaved: (event) =>
      revisions.record({
        websiteId: event.websiteId,
        kind: 'item',
        refId: event.itemId,
        title: event.title,
        schemaVersion: event.schemaVersion,
        data: event.after,
        before: null,
        author: event.author,
        restoredFrom: event.restoredFrom,
      }),
    itemRemoved: (websiteId, itemId) => revisions.forget({ websiteId, kind: 'item', refId: itemId }),
  });
  jobs.handle(PUBLISH_JOB, () => collections.publishDue());
  // A safety net for a job lost with its server before it ran: due items are looked for each minute.
  jobs.every(`${PUBLISH_JOB}.sweep`, 60_000, () => collections.publishDue());
  const revisions = new RevisionsService(database.db, jobs);
  // Issue 20 (decisions 066, 067): member areas; search and the sitemap see only open pages.
  const memberAreas = new MemberAreasService({
    db: database.db,
    secret: serverSecret,
    // Issue 20 (decision 068): the plans a member holds, from the memberships module (a test may stand in).
    heldPlanIds: options.heldPlanIds ?? heldPlanIds,
    pages,
    collectionPages: (websiteId) => collections.list(websiteId),
    collectionPageId: async (websiteId, id) => (await collections.findForSite(websiteId, id))?.pageId,
    siteChanged: (websiteId) => cache.invalidateSite(websiteId),
  });
  const openPages = {
    publishedPages: async (websiteId: string) =>
      memberAreas.openPages(websiteId, await pages.publishedPages(websiteId)),
  };
  const openItems = {
    publishedItems: async (websiteId: string) =>
      memberAreas.openItems(websiteId, await collections.publishedItems(websiteId)),
  };
  const search = new SearchService(
    database.db,
    {
      pages: openPages,
      store,
      galleries,
      galleryIdsOf: (data) => renderer.pageGalleryCollectionIds(data as never),
      items: openItems,
    },
    jobs,
  );
  const mediaSource = {
    viewsByIds: (websiteId: string, ids: string[]) => mediaViewsByIds(database.db, websiteId, ids),
  };
  app.decorate('folio', {
    database,
    pages,
    sites,
    cache,
    forms,
    outbox,
    jobs,
    store,
    galleries,
    media,
    collections,
    search,
    revisions,
    analytics,
    performance: pagePerformance,
    renew,
  });
  app.decorate('platformOrigin', config.publicUrl.origin);
  await changes.start();
  app.addHook('onClose', () => changes.stop());
  jobs.start();
  app.addHook('onClose', async () => {
    search.stop();
    await jobs.stop();
    outbox.stop();
  });

  await app.register(fastifyCookie);
  await app.register(routeSchemas);
  await app.register(requestContext, { db: database.db, sites, crumbs });
  // Issue 16 part 4: with a primary domain set, visitors on the site's other addresses (its
  // platform subdomain, other domains) are sent there. The config area and the API stay on every
  // address, so an owner signed in at the platform subdomain keeps working.
  app.addHook('onRequest', async (request, reply) => {
    const site = request.site;
    if (!site?.settings.primaryDomain || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (/^\/(?:config|api)(?:\/|$|\?)/.test(request.url)) return;
    const to = primaryRedirect(site, request.hostname.toLowerCase(), config.publicUrl, request.url);
    // Permanent for search engines, but not cached for ever: the owner may choose another.
    if (to) return reply.header('cache-control', 'public, max-age=3600').redirect(to, 301);
  });
  await app.register(securityHeaders);
  // Per-route limits (`config.rateLimit`) for the anonymous endpoints, counted per client address.
  await app.register(fastifyRateLimit, {
    global: false,
    // Shared by every server with REDIS_URL; while Redis does not answer, requests are not refused.
    ...(redis ? { redis, nameSpace: 'folio:route:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError({
        kind: 'rate_limited',
        code: 'rate_limited',
        message: `Too many requests. Please wait ${context.after} and try again.`,
        extra: { retryAfter: Math.ceil(context.ttl / 1000) },
      }),
  });

  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    let status = 500;
    let body: Record<string, unknown> = {
      error: 'internal',
      message: 'Internal server error. Please try again later.',
    };
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { error: error.code, message: error.message, ...error.extra };
      if (error.kind === 'rate_limited' && typeof error.extra?.retryAfter === 'number') {
        reply.header('retry-after', String(error.extra.retryAfter));
      }
    } else if (isInputError(error)) {
      status = 400;
      body = { error: 'invalid_input', message: error.message };
    } else if (error.code && CLIENT_ERRORS[error.code]) {
      const known = CLIENT_ERRORS[error.code]!;
      status = known.status;
      body = { error: known.error, message: known.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: 'bad_request', message: error.message };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const wantsHtml = !isApiRequest(request) && request.method === 'GET' && request.site;
    if (wantsHtml && request.site) {
      try {
        const page = await renderSitePath(
          { pages, renderer, store, galleries, media: mediaSource, search },
          request,
          request.site,
          status === 404 ? 'page' : 'error',
        );
        return setSitePageHeaders(reply, page.contentSecurityPolicy)
          .code(status)
          .type('text/html; charset=utf-8')
          .send(page.body);
      } catch (renderError) {
        request.log.error({ err: renderError }, 'error page failed to render');
      }
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiRequest(request)) throw notFound('There is no such API call.', 'no_such_route');
    if (!request.site) return renderPlatformNotFound(request, reply);
    throw notFound('Page not found.');
  });

  app.get(
    '/healthz',
    { schema: { response: { 200: healthAnswer, 503: healthAnswer } } },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok', database: database.kind };
      } catch {
        return reply.code(503).send({ status: 'unavailable', message: 'The database is not answering.' });
      }
    },
  );

  // Island chunks and the site stylesheet: content-hashed names, so cached for a year.
  if (existsSync(siteClientDir)) {
    await app.register(fastifyStatic, {
      root: siteClientDir,
      prefix: '/_site/',
      maxAge: '365d',
      immutable: true,
      // The build leaves .br and .gz copies beside each asset (packages/site/scripts/compress-assets.mjs).
      preCompressed: true,
      index: false,
      wildcard: true,
    });
  }

  // Seed media of the templates. Uploaded media (issue 7) will be served under /s/ too.
  await app.register(fastifyStatic, {
    root: fileURLToPath(new URL('./seed/media/', import.meta.url)),
    prefix: '/s/demo/',
    decorateReply: false,
    maxAge: '1d',
  });
  await app.register(editorRoutes);
  await app.register(openApiRoutes);
  await app.register(authRoutes, { db: database.db, throttle, platformOrigin: config.publicUrl.origin });
  await app.register(pagesRoutes, { pages, events: editorEvents });
  await app.register(newsletterRoutes, { db: database.db });
  await app.register(formsRoutes, {
    forms,
    captcha,
    ratePerMinute: config.formRateLimitPerMinute,
    ratePerAddressPerMinute: config.formRateLimitPerAddressPerMinute,
    limiters,
  });
  await app.register(emailRoutes, { db: database.db, isSmtpConfigured: outbox.isConfigured });
  await app.register(accessRoutes, {
    db: database.db,
    events: editorEvents,
    platformOrigin: config.publicUrl.origin,
    flushOutbox: () => void outbox.flush(),
  });
  await app.register(editorEventsRoutes, { events: editorEvents });
  await app.register(errorReportsRoutes, { reports: errorReports });
  await app.register(analyticsRoutes, {
    analytics,
    forms,
    callsPerMinute: config.analyticsCallsPerAddressPerMinute,
    // Decision 042: the form and quick-view census keep their lifetime counters in their modules.
    census: {
      formRendered: (site, formId) => forms.countRender(site, formId),
      productViewed: (websiteId, productId) => store.recordQuickView(websiteId, productId),
    },
  });
  await app.register(performanceRoutes, {
    performance: pagePerformance,
    callsPerMinute: config.analyticsCallsPerAddressPerMinute,
  });
  await app.register(siteUserRoutes, {
    db: database.db,
    // The same limit as the platform's sign-ups: each hashes a password.
    signUpsPerAddress: config.signUpsPerAddressPer15Minutes,
    throttle,
    limiters,
    flushOutbox: () => void outbox.flush(),
  });
  await app.register(cartRoutes, { store, newCartsPerAddressPerMinute: config.newCartsPerAddressPerMinute });
  await app.register(checkoutRoutes, { store, stripeWebhookSecret: config.stripeWebhookSecret });
  await app.register(donationsRoutes, { donations });
  await app.register(subscriptionRoutes, {
    store,
    clock,
    // Decision 073: FOLIO_TEST_CLOCK only — a journey runs one renewal pass at the clock's time.
    ...(testClock
      ? {
          runRenewals: async () => {
            const now = testClock.now();
            return { now, ...(await renew(now)) };
          },
        }
      : {}),
  });
  await app.register(catalogueRoutes, { store });
  await app.register(membershipRoutes, {
    db: database.db,
    gateway: store.gateway,
    secret: store.secret,
    siteChanged: (id) => store.catalogueChanged(id),
  });
  await app.register(ordersRoutes, { store });
  await app.register(giftCardsRoutes, { store });
  await app.register(storeSettingsRoutes, { store });
  await app.register(domainsRoutes, {
    db: database.db,
    platformHostname: config.publicUrl.hostname,
    platformOrigin: config.publicUrl,
    dns: options.dns ?? systemDns(),
    forgetSite: () => sites.forget(),
  });
  await app.register(siteSettingsRoutes, {
    db: database.db,
    hooks: {
      invalidatePages: (websiteId) => cache.invalidateSite(websiteId),
      forgetSite: () => sites.forget(),
    },
  });
  // Issue 19 (decision 056): feature toggles and experiments, set per site by the platform administrators.
  const features = createFeaturesService({
    db: database.db,
    platformAdmins: config.platformAdmins,
    siteChanged: () => sites.forget(),
  });
  await app.register(featuresRoutes, { features });
  // Issue 19 (decision 052): the Map block's providers, place search and Google Maps key.
  const maps = new MapsService(database.db, config.maps);
  await app.register(mapsRoutes, {
    maps,
    hooks: {
      siteChanged: (websiteId) => {
        sites.forget();
        cache.invalidateSite(websiteId);
      },
    },
  });
  await app.register(headerFooterRoutes, {
    db: database.db,
    sanitizeRichText: (html) => renderer.sanitizeRichText(html),
    siteChanged: (websiteId) => {
      sites.forget();
      cache.invalidateSite(websiteId);
    },
  });
  await app.register(designRoutes, {
    db: database.db,
    siteChanged: (websiteId) => {
      sites.forget();
      cache.invalidateSite(websiteId);
    },
  });
  await app.register(revisionsRoutes, {
    revisions,
    pages,
    collections,
    events: editorEvents,
    renderPreview: async (request, site, page) => {
      const rendered = await renderSitePath(
        { pages, renderer, store, galleries, media: mediaSource, search },
        request,
        site,
        'page',
        { ...page, publishedAt: null },
      );
      return { ...rendered, headers: sitePageSecurityHeaders(rendered.contentSecurityPolicy) };
    },
  });
  await app.register(mediaRoutes, { media });
  await app.register(galleryRoutes, { galleries });
  await app.register(collectionsRoutes, {
    collections,
    testClock,
    enqueue: (name) => jobs.enqueue(name, {}),
  });
  await app.register(collectionFeedRoutes, {
    collections,
    pages,
    isLocked: (websiteId, pageId) => memberAreas.isLocked(websiteId, pageId),
  });
  await app.register(memberAreasRoutes, { memberAreas, limiters });
  await app.register(widgetRoutes, { collections, media: mediaSource, renderer });
  const platform = createPlatform({
    db: database.db,
    sites,
    pages,
    media,
    store,
    galleries,
    throttle,
    limiters,
    cache,
    platformOrigin: config.publicUrl.origin,
    flushOutbox: () => void outbox.flush(),
    signUpsPerAddress: config.signUpsPerAddressPer15Minutes,
    isPlatformAdmin: features.isPlatformAdmin,
  });
  await app.register(platform.routes);
  await app.register(seoRoutes, {
    seo: new SeoService({
      media,
      pages: openPages,
      store,
      galleries,
      galleryIdsOf: (data) => renderer.pageGalleryCollectionIds(data as never),
      collectionItems: (websiteId) => openItems.publishedItems(websiteId),
    }),
    cache,
    platformNotFound: renderPlatformNotFound,
  });
  await app.register(sitePagesRoutes, {
    pages,
    media: mediaSource,
    store,
    donations,
    galleries,
    renderer,
    cache,
    collections,
    search,
    searchesPerMinute: config.searchRateLimitPerMinute,
    performanceSampleRate: (websiteId) => pagePerformance.sampleRateOf(websiteId),
    restaurantWidgetScript: config.openTableWidgetUrl,
    socialScripts: { follow: config.socialFollowScripts, commentCount: config.commentCountScriptUrl },
    mapPageContext: (site) => maps.pageContext(site),
    memberAreas,
    platformPage: platform.home,
    platformNotFound: renderPlatformNotFound,
  });

  await ensureDemoSite({
    db: database.db,
    pages,
    media,
    galleries,
    collections,
    password: config.demoPassword,
    log: app.log,
  });

  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  return app;
}

function paymentGateway(config: AppConfig, database: Database): PaymentGateway {
  if (!config.stripeSecretKey) return new TestGateway(database.db);
  const url = config.stripeApiUrl;
  return new StripeGateway(
    config.stripeSecretKey,
    url
      ? {
          host: url.hostname,
          port: Number(url.port) || undefined,
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {},
  );
}

/** The config area: the editor's single-page app for every /config/ path on a site's host. */
async function editorRoutes(app: FastifyInstance) {
  const indexFile = join(editorDistDir, 'index.html');
  const hasEditor = existsSync(indexFile);
  if (hasEditor) {
    await app.register(fastifyStatic, {
      root: join(editorDistDir, 'assets'),
      prefix: '/config/assets/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      // The editor's build leaves .br and .gz copies beside each asset (apps/editor/scripts/compress-assets.mjs).
      preCompressed: true,
    });
  }
  const index = hasEditor ? readFileSync(indexFile) : null;
  const sendIndex = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    if (!request.site) return renderPlatformNotFound(request, reply);
    if (!index) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The editor is not built. Run: npm run build');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
  };
  app.get('/config', async (_request, reply) => reply.redirect('/config/'));
  app.get('/config/', sendIndex);
  app.get('/config/*', sendIndex);
}
