// Browser events of published pages: JavaScript error reports and trace items (DATA-034, DATA-042),
// stored for the site's owner. The crumb is checked like on every state-changing call.
import type { FastifyInstance } from 'fastify';
import { requireMember, requireSite } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import { errorReportBody, traceBody } from './schema.ts';
import type { EventsService } from './service.ts';

/** Per address: a page sends at most 20 error batches, and a trace batch every 30 s. */
const EVENTS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export async function eventsRoutes(app: FastifyInstance, opts: { events: EventsService }) {
  const { events } = opts;
  app.post(
    '/api/events/RecordJavascriptErrors',
    { bodyLimit: 128 * 1024, config: { rateLimit: EVENTS_RATE_LIMIT } },
    async (request, reply) => {
      const site = requireSite(request);
      const records = parseInput(errorReportBody, request.body);
      // Past the site's hourly quota, reports are dropped: the browser has nothing to do about it.
      await events.recordErrors(
        site.id,
        records.map((r) => ({
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
    { bodyLimit: 256 * 1024, config: { rateLimit: EVENTS_RATE_LIMIT } },
    async (request, reply) => {
      const site = requireSite(request);
      const body = parseInput(traceBody, request.body);
      await events.recordTrace(
        site.id,
        body.data.map((item) => ({
          pageUrl: item.pageUrl,
          type: item.type,
          data: item.data ?? null,
        })),
      );
      return reply.code(204).send();
    },
  );

  /** For the config area's "Site errors" screen: the newest reports of this site. */
  app.get('/api/config/site-errors', async (request) => {
    const { site } = await requireMember(request);
    const rows = await events.latestErrors(site.id);
    return {
      errors: rows.map((r) => ({
        message: r.message,
        file: r.file,
        line: r.line,
        column: r.column,
        url: r.url,
        userAgent: r.userAgent,
        stack: r.stack,
        reportedAt: r.reportedAt.toISOString(),
      })),
    };
  });
}
