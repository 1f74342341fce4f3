// Newsletter: the unsubscribe link (PAGE-013) and the owner's subscriber list with CSV export.
import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import {
  campaignAnswer,
  campaignList,
  campaignPatch,
  idParams,
  listQuery,
  subscriberList,
  subscribersCsv,
  unsubscribeAnswer,
  unsubscribeBody,
} from './schema.ts';
import * as newsletter from './service.ts';

export async function newsletterRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { access: 'site', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: unsubscribeBody, response: { 200: unsubscribeAnswer } },
    },
    async (request) => ({
      email: await newsletter.unsubscribe(db, requireSite(request).id, request.body.token),
    }),
  );

  app.get(
    '/api/config/newsletter/subscribers',
    {
      config: { access: Permission.newsletterRead },
      schema: { querystring: listQuery, response: { 200: subscriberList } },
    },
    async (request) =>
      newsletter.listSubscribers(db, { websiteId: memberOf(request).site.id, ...request.query }),
  );

  app.get(
    '/api/config/newsletter/subscribers.csv',
    { config: { access: Permission.newsletterRead }, schema: { response: { 200: subscribersCsv } } },
    async (request, reply) => {
      const csv = await newsletter.subscribersCsv(db, memberOf(request).site.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="Newsletter subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.delete(
    '/api/config/newsletter/subscribers/:id',
    {
      config: { access: Permission.newsletterWrite },
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await newsletter.removeSubscriber(db, memberOf(request).site.id, request.params.id);
      return reply.code(204).send();
    },
  );

  // Issue 17: campaign drafts ("Email campaigns"); sending is not built yet.
  app.get(
    '/api/config/newsletter/campaigns',
    { config: { access: Permission.newsletterRead }, schema: { response: { 200: campaignList } } },
    async (request) => ({ campaigns: await newsletter.listCampaigns(db, memberOf(request).site.id) }),
  );

  app.get(
    '/api/config/newsletter/campaigns/:id',
    {
      config: { access: Permission.newsletterRead },
      schema: { params: idParams, response: { 200: campaignAnswer } },
    },
    async (request) => ({
      campaign: await newsletter.getCampaign(db, memberOf(request).site.id, request.params.id),
    }),
  );

  app.patch(
    '/api/config/newsletter/campaigns/:id',
    {
      config: { access: Permission.newsletterWrite },
      schema: { params: idParams, body: campaignPatch, response: { 200: campaignAnswer } },
    },
    async (request) => ({
      campaign: await newsletter.updateCampaign(
        db,
        memberOf(request).site.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/config/newsletter/campaigns/:id',
    {
      config: { access: Permission.newsletterWrite },
      schema: { params: idParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await newsletter.removeCampaign(db, memberOf(request).site.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
