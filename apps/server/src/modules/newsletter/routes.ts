// Newsletter: the unsubscribe link (PAGE-013) and the owner's subscriber list with CSV export.
import { Permission } from '@folio/core';
import { queryInt, text } from '@folio/core/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { requirePermission, requireSite } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import { toCsv } from '../forms/csv.ts';
import { hashKey } from '../forms/service.ts';
import * as q from './queries.ts';

const unsubscribeBody = z.object({ token: text({ max: 200, min: 1 }) });
const listQuery = z.object({
  q: text({ max: 200 }).optional(),
  limit: queryInt({ min: 1, max: 500, default: 100 }),
  offset: queryInt({ min: 0, default: 0 }),
});
const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

export async function newsletterRoutes(
  app: FastifyInstance,
  opts: { db: Parameters<typeof q.unsubscribe>[0] },
) {
  const { db } = opts;

  app.post(
    '/api/newsletter/unsubscribe',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const site = requireSite(request);
      const { token } = parseInput(unsubscribeBody, request.body);
      const email = await q.unsubscribe(db, site.id, hashKey(token));
      if (!email)
        throw notFound(
          'This unsubscribe link is not valid. Use the latest link in your email.',
          'no_such_subscriber',
        );
      return { email };
    },
  );

  app.get('/api/config/newsletter/subscribers', async (request) => {
    const { site } = await requirePermission(request, Permission.newsletterRead);
    const query = parseInput(listQuery, request.query);
    const [subscribers, counts] = await Promise.all([
      q.listSubscribers(db, { websiteId: site.id, ...query }),
      q.countSubscribers(db, site.id, query.q),
    ]);
    return { total: counts.total, subscribed: counts.subscribed, subscribers };
  });

  app.get('/api/config/newsletter/subscribers.csv', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.newsletterRead);
    const rows = await q.listSubscribers(db, { websiteId: site.id, limit: 100_000, offset: 0 });
    const csv = toCsv(
      ['Email', 'Name', 'Status', 'Signed up', 'Unsubscribed'],
      rows.map((r) => [
        r.email,
        r.name,
        r.status,
        r.createdAt.toISOString(),
        r.unsubscribedAt ? r.unsubscribedAt.toISOString() : '',
      ]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="Newsletter subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.delete('/api/config/newsletter/subscribers/:id', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.newsletterWrite);
    const { id } = parseInput(idParams, request.params);
    if (!(await q.deleteSubscriber(db, site.id, id)))
      throw notFound('That subscriber is no longer on the list.', 'subscriber_not_found');
    return reply.code(204).send();
  });
}
