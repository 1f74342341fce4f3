// TRACK-042, TRACK-046: the performance calls of published pages (the spec's paths) and the
// owner's Core Web Vitals report (decision 043). Records answer 204 once stored.
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { errorBody, InputError, noContent } from '../../plugins/route-schemas.ts';
import {
  performanceAnswer,
  performanceQuery,
  RECORDS_BODY_LIMIT,
  recordsBody,
  recordsQuery,
  settingsAnswer,
} from './schema.ts';
import type { PerformanceService } from './service.ts';

export async function performanceRoutes(
  fastify: FastifyInstance,
  /** callsPerMinute: per address (the analytics calls' limit): a page load makes two or three. */
  opts: { performance: PerformanceService; callsPerMinute: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { performance } = opts;
  // TRACK-046: a beacon sends the JSON as text/plain (a string body); XHR sends it the same way.
  // This plugin's routes only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: RECORDS_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new InputError('The body must be JSON.'), undefined);
      }
    },
  );
  const config = { rateLimit: { max: opts.callsPerMinute, timeWindow: '1 minute' }, access: 'site' as const };

  /** TRACK-042: the page load's id and whether it measures (the site's hourly allowance). */
  app.get(
    '/api/1/performance/settings',
    { config, schema: { response: { 200: settingsAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return performance.settings(requireSite(request).id);
    },
  );

  /** TRACK-046, TRACK-047: a batch of one page load's records, by beacon or XHR. */
  app.post(
    '/api/1/performance/records',
    {
      config,
      bodyLimit: RECORDS_BODY_LIMIT,
      schema: { querystring: recordsQuery, body: recordsBody, response: { 204: noContent, 403: errorBody } },
    },
    async (request, reply) => {
      const stored = await performance.record(requireSite(request).id, request.body);
      if (!stored)
        return reply.code(403).send({
          error: 'unknown_page_load',
          message: 'This page load was not chosen to measure, or its id has expired.',
        });
      return reply.code(204).send();
    },
  );

  /** The owner's Core Web Vitals over whole UTC days [from, to): p75 per page and overall, banded. */
  app.get(
    '/api/config/analytics/performance',
    {
      config: { access: Permission.analytics },
      schema: { querystring: performanceQuery, response: { 200: performanceAnswer } },
    },
    async (request) => performance.report(memberOf(request).site.id, request.query.from, request.query.to),
  );
}
