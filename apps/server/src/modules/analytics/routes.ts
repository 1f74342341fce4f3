// The tracking calls of published pages (TRACK-013, TRACK-015, TRACK-016, TRACK-020..022) and the
// owner's reads of the aggregates. Calls answer 204 once the event is stored (or dropped over the
// site's quota: a browser can do nothing about it); the paths keep the spec's names.
import { parse as parseQueryString } from 'node:querystring';
import { Permission } from '@folio/core';
import {
  type CommonData,
  checkCommonData,
  EVENTS_SERVICE_PATH,
  eventNameOf,
  isAutomaticFieldValue,
  RECORD_EVENT_PATH,
} from '@folio/core/analytics-events';
import { MARKETING_QUERIES } from '@folio/core/visitor-tracking';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid, notFound } from '../../errors.ts';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { FormsService } from '../forms/service.ts';
import type { Website } from '../sites/service.ts';
import {
  buttonBody,
  eventCountsAnswer,
  eventsServiceAnswer,
  eventsServiceBody,
  formRenderBody,
  overlayBody,
  quickViewBody,
  quickViewParams,
  recordEventBody,
  recordEventData,
  recordHitBody,
  rollUpAnswer,
  salesAnswer,
  type TrackQuery,
  trackQuery,
  trafficAnswer,
  trafficQuery,
} from './schema.ts';
import type { AnalyticsService, EventKind, IncomingEvent } from './service.ts';

/** The largest body a census call may have. */
const BODY_LIMIT = 8 * 1024;

/** A path on this site, without its query: what the aggregates count by. */
function pathOf(value: string | undefined): string {
  if (!value) return '/';
  try {
    const path = new URL(value, 'http://x').pathname;
    return path.startsWith('/') ? path.slice(0, 2048) : '/';
  } catch {
    return '/';
  }
}

/** The referring site's host, or null when there is none or it is this site. */
function referrerHostOf(refer: string | undefined, ownHost: string): string | null {
  if (!refer) return null;
  try {
    const host = new URL(refer).host.toLowerCase().slice(0, 255);
    return host && host !== ownHost.toLowerCase() ? host : null;
  } catch {
    return null;
  }
}

/**
 * The lifetime counters other modules keep beside the events (decision 042): the census calls are
 * this module's routes, and these check that the form or product exists, count it there too, and
 * answer its label.
 */
export interface CensusCounters {
  /** TRACK-017: counts a live form's render and answers its name; throws 404 when there is none. */
  formRendered(site: Website, formId: string): Promise<string>;
  /** TRACK-019: counts a quick view of a visible product; its title, or null when there is none. */
  productViewed(websiteId: string, productId: string): Promise<string | null>;
}

/** A JSON text body (what a beacon sends, TRACK-026): 400, never 500, when it is not JSON. */
function parseJsonText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw invalid('The body must be JSON.', 'invalid_json');
  }
}

export async function analyticsRoutes(
  fastify: FastifyInstance,
  /** callsPerMinute: per address (120 unless configured): a page sends a landing, a hit and its buttons. */
  opts: {
    analytics: AnalyticsService;
    callsPerMinute: number;
    census: CensusCounters;
    /** The forms census for the dashboard's forms table (decision 044). */
    forms: Pick<FormsService, 'inboxForms'>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = opts;
  // Census calls are form-encoded (beacons send URLSearchParams); this plugin's routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, parseQueryString(body as string)),
  );
  // TRACK-026: the events service by beacon sends its JSON as text (a beacon's safe content type).
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseJsonText(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  const config = { rateLimit: { max: opts.callsPerMinute, timeWindow: '1 minute' }, access: 'site' as const };
  // Every page view sends these: no "incoming request" / "request completed" lines at LOG_LEVEL
  // info (two log lines per event at 20,000 events/s; decision 041). Warnings and errors still log.
  const logLevel = 'warn';

  const base = (request: FastifyRequest, kind: EventKind, visitorCookie: string | undefined) => ({
    websiteId: requireSite(request).id,
    kind,
    visitorCookie: visitorCookie ?? request.cookies.ss_cvr,
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    acceptLanguage: request.headers['accept-language']?.slice(0, 256),
  });

  /** TRACK-020..022: the landing call, as an image request (GET) or a beacon (POST). */
  const landing = (request: FastifyRequest, query: TrackQuery): IncomingEvent => {
    const marketing: Record<string, string> = {};
    for (const name of MARKETING_QUERIES) if (query[name]) marketing[name] = query[name]!;
    if (query.lang) marketing.lang = query.lang;
    if (query.screen) marketing.screen = query.screen;
    return {
      ...base(request, 'landing', undefined),
      path: pathOf(query.landing),
      referrerHost: referrerHostOf(query.refer, request.host),
      source: query.source ?? null,
      campaign: query.campaign ?? null,
      data: Object.keys(marketing).length ? marketing : null,
      timeZone: query.tz,
      language: query.lang,
      screen: query.screen,
    };
  };
  const trackSchema = { querystring: trackQuery, response: { 204: noContent } };
  app.get('/api/track/Track', { config, logLevel, schema: trackSchema }, async (request, reply) => {
    await analytics.record(landing(request, request.query));
    return reply.code(204).header('cache-control', 'no-store').send();
  });
  app.post(
    '/api/track/Track',
    { config, logLevel, bodyLimit: BODY_LIMIT, schema: trackSchema },
    async (request, reply) => {
      await analytics.record(landing(request, request.query));
      return reply.code(204).send();
    },
  );

  /** TRACK-013: a page view (event `pageview`) or another hit; data is JSON holding the path. */
  app.post(
    '/api/census/RecordHit',
    {
      config,
      logLevel,
      bodyLimit: BODY_LIMIT,
      schema: { body: recordHitBody, response: { 204: noContent } },
    },
    async (request, reply) => {
      let data: unknown = null;
      try {
        data = request.body.data ? JSON.parse(request.body.data) : null;
      } catch {
        // Data that is not JSON counts the hit on the home page's path; the browser cannot fix it.
      }
      const path = data && typeof data === 'object' && 'path' in data ? String(data.path) : undefined;
      await analytics.record({
        ...base(request, 'hit', request.body.visitorCookie),
        path: pathOf(path),
        referrerHost: null,
        data: request.body.event === 'pageview' ? null : { event: request.body.event },
      });
      return reply.code(204).send();
    },
  );

  /** TRACK-015, TRACK-016: a Button block's render and click. */
  for (const kind of ['button-render', 'button-click'] as const)
    app.post(
      `/api/census/${kind}`,
      { config, logLevel, bodyLimit: BODY_LIMIT, schema: { body: buttonBody, response: { 204: noContent } } },
      async (request, reply) => {
        const { visitorCookie, crumb: _crumb, context, ...button } = request.body;
        await analytics.record({
          ...base(request, kind, visitorCookie),
          path: pathOf(context),
          referrerHost: null,
          data: button,
        });
        return reply.code(204).send();
      },
    );

  /**
   * TRACK-017: a form shown to a visitor. Counted in the form's lifetime total (module forms) and
   * stored as an event labelled with the form's name; 404 for a form the site does not show.
   */
  app.post(
    '/api/census/form-render',
    { config, bodyLimit: BODY_LIMIT, schema: { body: formRenderBody, response: { 204: noContent } } },
    async (request, reply) => {
      const site = requireSite(request);
      const { formId, visitorCookie } = request.body;
      const label = await opts.census.formRendered(site, formId);
      await analytics.record({
        ...base(request, 'form-render', visitorCookie),
        path: pathOf(request.headers.referer),
        referrerHost: null,
        objectId: formId,
        label,
      });
      return reply.code(204).send();
    },
  );

  /** TRACK-019: a product quick view; 404 for a product that is not in the store. */
  app.post(
    '/api/census/RecordQuickView/:id',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: { params: quickViewParams, body: quickViewBody, response: { 204: noContent } },
    },
    async (request, reply) => {
      const site = requireSite(request);
      const { id } = request.params;
      const label = await opts.census.productViewed(site.id, id);
      if (label === null) throw notFound('That product is not in the store.', 'product_not_found');
      await analytics.record({
        ...base(request, 'quick-view', request.body?.visitorCookie),
        path: pathOf(request.headers.referer),
        referrerHost: null,
        objectId: id,
        label,
      });
      return reply.code(204).send();
    },
  );

  /**
   * TRACK-018: popup overlay activity (the popup itself is issue 19; the call is ready): counted by
   * overlay and action (`overlay-shown`, `overlay-closed`…).
   */
  app.post(
    '/api/census/overlay',
    { config, bodyLimit: BODY_LIMIT, schema: { body: overlayBody, response: { 204: noContent } } },
    async (request, reply) => {
      const { overlayId, action, context, visitorCookie } = request.body;
      await analytics.record({
        ...base(request, 'overlay', visitorCookie),
        path: pathOf(context),
        referrerHost: null,
        name: `overlay-${action}`,
        objectId: overlayId,
      });
      return reply.code(204).send();
    },
  );

  /**
   * TRACK-023, TRACK-024: a site event, form-encoded crumb, event and data (JSON). Data that is not
   * the spec's shape is refused (400): the collector always sends it so. A websiteId naming another
   * site is refused too.
   */
  app.post(
    RECORD_EVENT_PATH,
    { config, bodyLimit: BODY_LIMIT, schema: { body: recordEventBody, response: { 204: noContent } } },
    async (request, reply) => {
      const site = requireSite(request);
      const parsed = recordEventData.safeParse(parseJsonText(request.body.data));
      if (!parsed.success) throw invalid('data must be the event’s page data (TRACK-024).', 'invalid_data');
      const { pagePath, objectId, label, websiteId, ...rest } = parsed.data;
      if (websiteId && websiteId !== site.id) throw invalid('websiteId is not this site’s.', 'invalid_data');
      const data: Record<string, string> = {};
      for (const [key, value] of Object.entries(rest)) if (value) data[key] = value;
      await analytics.record({
        ...base(request, 'event', request.body.visitorCookie),
        path: pathOf(pagePath),
        referrerHost: null,
        name: request.body.event,
        objectId: objectId ?? null,
        label: label ?? null,
        data,
      });
      return reply.code(204).send();
    },
  );

  /**
   * TRACK-025..033: the events service, by beacon (JSON text) or JSON XHR; 202 once stored
   * (TRACK-027 accepts 200 and 202). Common fields of the wrong type move to the custom data, as the
   * client does (TRACK-030, TRACK-031). Events of the config area (event_source `editor`) are kept
   * apart from visitors' and only from a signed-in member (TRACK-053: dropped otherwise).
   */
  app.post(
    EVENTS_SERVICE_PATH,
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: { body: eventsServiceBody, response: { 202: eventsServiceAnswer } },
    },
    async (request, reply) => {
      const { analyticsId, customSchemaName } = request.body;
      // The automatic fields (TRACK-032, TRACK-033) travel beside the common fields.
      const automatic: Record<string, unknown> = {};
      const rest: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(request.body.commonData))
        if (isAutomaticFieldValue(key, value)) automatic[key] = value;
        else rest[key] = value;
      const checked = checkCommonData(rest, request.body.customData);
      const common: CommonData = checked.commonData;
      const isEditor = common.event_source === 'editor';
      if (isEditor && !(await request.auth())?.role) return reply.code(202).send({ accepted: false });
      const pagePath = typeof automatic.page_path === 'string' ? automatic.page_path : undefined;
      const objectId = common.object_id ?? common.object_identifier ?? null;
      const stored = await analytics.record({
        ...base(request, isEditor ? 'editor-event' : 'service-event', undefined),
        path: pathOf(pagePath),
        referrerHost: null,
        name: eventNameOf(common, customSchemaName),
        objectId: objectId && /^[A-Za-z0-9_:.-]{1,100}$/.test(objectId) ? objectId : null,
        label: common.object_display_name?.slice(0, 200) ?? null,
        data: {
          schema: customSchemaName,
          ...(analyticsId ? { analyticsId } : {}),
          common,
          automatic,
          custom: checked.customData,
        },
      });
      return reply.code(202).send({ accepted: stored });
    },
  );

  /**
   * Decision 042: visitors' events per day by name, and the top objects per event (add-to-cart per
   * product, form renders per form…), over whole UTC days [from, to); from the roll-up.
   */
  app.get(
    '/api/config/analytics/events',
    {
      config: { access: Permission.analytics },
      schema: { querystring: trafficQuery, response: { 200: eventCountsAnswer } },
    },
    async (request) => analytics.eventCounts(memberOf(request).site.id, request.query.from, request.query.to),
  );

  /** The owner's traffic over whole UTC days [from, to) (for the Analytics screen, issue 18 part 4). */
  app.get(
    '/api/config/analytics/traffic',
    {
      config: { access: Permission.analytics },
      schema: { querystring: trafficQuery, response: { 200: trafficAnswer } },
    },
    async (request) => analytics.traffic(memberOf(request).site.id, request.query.from, request.query.to),
  );

  /** Sales and forms beside the traffic (decision 044): orders through the orders module's service. */
  app.get(
    '/api/config/analytics/sales',
    {
      config: { access: Permission.analytics },
      schema: { querystring: trafficQuery, response: { 200: salesAnswer } },
    },
    async (request) => {
      const { site } = memberOf(request);
      return analytics.sales({
        websiteId: site.id,
        currencyCode: site.settings.storeCurrency,
        fromDay: request.query.from,
        toDay: request.query.to,
        forms: opts.forms,
      });
    },
  );

  /** Rolls today's and yesterday's events up now, instead of at the job's next run (a Refresh). */
  app.post(
    '/api/config/analytics/rollup',
    { config: { access: Permission.analytics }, schema: { response: { 200: rollUpAnswer } } },
    async (request) => {
      const { from, to } = await analytics.rollUp({ websiteId: memberOf(request).site.id });
      return { from: from.toISOString(), to: to.toISOString() };
    },
  );
}
