// What visitors' browsers report from published pages: JavaScript error reports and trace items
// (DATA-034, DATA-042), stored for the site's owner. The crumb is checked like on every
// state-changing call. The paths keep the spec's /api/events/ names.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import { errorReportBody, siteErrorsList, traceBody } from './schema.ts';
import type { ErrorReportsService } from './service.ts';

/** Per address: a page sends at most 20 error batches, and a trace batch every 30 s. */
const REPORTS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export async function errorReportsRoutes(fastify: FastifyInstance, opts: { reports: ErrorReportsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reports } = opts;
  const config = { rateLimit: REPORTS_RATE_LIMIT, access: 'site' as const };

  app.post(
    '/api/events/RecordJavascriptErrors',
    { bodyLimit: 128 * 1024, config, schema: { body: errorReportBody, response: { 204: noContent } } },
    async (request, reply) => {
      // Past the site's hourly quota, reports are dropped: the browser has nothing to do about it.
      await reports.recordErrors(
        requireSite(request).id,
        request.body.map((r) => ({
          message: r.data.message,
          stack: r.data.stack,
          file: r.data.file,
          line: r.data.line,
          column: r.data.column,
          url: r.data.url,
          userAgent: r.data.userAgent,
          reportedAt: new Date(r.timestamp),
        })),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/events/Trace',
    { bodyLimit: 256 * 1024, config, schema: { body: traceBody, response: { 204: noContent } } },
    async (request, reply) => {
      await reports.recordTrace(
        requireSite(request).id,
        request.body.data.map((item) => ({
          pageUrl: item.pageUrl,
          type: item.type,
          data: item.data ?? null,
        })),
      );
      return reply.code(204).send();
    },
  );

  /** For the config area's "Site errors" screen: the newest reports and trace items of this site. */
  app.get(
    '/api/config/site-errors',
    { config: { access: 'member' }, schema: { response: { 200: siteErrorsList } } },
    async (request) => {
      const siteId = memberOf(request).site.id;
      const [errors, trace] = await Promise.all([
        reports.latestErrors(siteId),
        reports.latestTraceItems(siteId),
      ]);
      return { errors, trace };
    },
  );
}
