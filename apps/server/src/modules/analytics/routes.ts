// The tracking calls of published pages (TRACK-013, TRACK-015, TRACK-016, TRACK-020..022) and the
// owner's reads of the aggregates. Calls answer 204 once the event is stored (or dropped over the
// site's quota: a browser can do nothing about it); the paths keep the spec's names.
import { parse as parseQueryString } from 'node:querystring';
import { Permission } from '@folio/core';
import { MARKETING_QUERIES } from '@folio/core/visitor-tracking';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import {
  buttonBody,
  recordHitBody,
  rollUpAnswer,
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

export async function analyticsRoutes(
  fastify: FastifyInstance,
  /** callsPerMinute: per address (120 unless configured): a page sends a landing, a hit and its buttons. */
  opts: { analytics: AnalyticsService; callsPerMinute: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = opts;
  // Census calls are form-encoded (beacons send URLSearchParams); this plugin's routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, parseQueryString(body as string)),
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

  /** The owner's traffic over whole UTC days [from, to) (for the Analytics screen, issue 18 part 4). */
  app.get(
    '/api/config/analytics/traffic',
    {
      config: { access: Permission.analytics },
      schema: { querystring: trafficQuery, response: { 200: trafficAnswer } },
    },
    async (request) => analytics.traffic(memberOf(request).site.id, request.query.from, request.query.to),
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
