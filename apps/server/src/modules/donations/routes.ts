// Donations (issue 20 part 3, decision 069): the visitor's gift (site host, crumb like every site
// POST) and the owner's summary (permission 20, commerceOrders). See CONTEXT.md.
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { donateBody, donatedAnswer, donationsSummary } from './schema.ts';
import type { DonationsService } from './service.ts';

export async function donationsRoutes(fastify: FastifyInstance, opts: { donations: DonationsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { donations } = opts;

  app.post(
    '/api/commerce/donations',
    {
      config: {
        access: 'site',
        // Card testing is the abuse to stop, as at the checkout: attempts per address.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `donate:${request.ip}`,
        },
      },
      schema: { body: donateBody, response: { 200: donatedAnswer } },
    },
    async (request) => {
      const site = requireSite(request);
      return donations.donate(site, `${request.protocol}://${request.host}`, request.body, (error) =>
        request.log.error({ err: error }, 'the payment gateway failed'),
      );
    },
  );

  app.get(
    '/api/config/donations',
    { config: { access: Permission.commerceOrders }, schema: { response: { 200: donationsSummary } } },
    async (request) => donations.summary(memberOf(request).site),
  );
}
