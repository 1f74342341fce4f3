// Donations (issue 20 part 3, decision 069): the visitor's gift (site host, crumb like every site
// POST) and the owner's summary (permission 20, commerceOrders). See CONTEXT.md.
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { ensureCrumb, memberOf, requireSite } from '../../plugins/request-context.ts';
import { sitePageSecurityHeaders } from '../../plugins/security-headers.ts';
import { confirmPaymentBody } from '../checkout/service.ts';
import { donateBody, donatedAnswer, donationsSummary, stopAnswer, stopParams, stopQuery } from './schema.ts';
import type { DonationsService } from './service.ts';
import { STOP_PAGE_POLICY, stopPage } from './stop-page.ts';

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

  // Decision 074: after the donor's authentication, the donate page asks the server to settle.
  app.post(
    '/api/commerce/donations/confirm',
    {
      config: {
        access: 'site',
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `donate-confirm:${request.ip}`,
        },
      },
      schema: { body: confirmPaymentBody, response: { 200: donatedAnswer } },
    },
    async (request) => {
      const site = requireSite(request);
      return donations.confirm(site, `${request.protocol}://${request.host}`, request.body, (error) =>
        request.log.error({ err: error }, 'the payment gateway failed'),
      );
    },
  );

  app.get(
    '/api/config/donations',
    { config: { access: Permission.commerceOrders }, schema: { response: { 200: donationsSummary } } },
    async (request) => donations.summary(memberOf(request).site),
  );

  // Decision 070: the receipt's link to stop a monthly gift, and its button.
  app.get(
    '/commerce/donations/:id/stop',
    { schema: { params: stopParams, querystring: stopQuery } },
    async (request, reply) => {
      if (request.isPlatformHost || !request.site) throw notFound('There is no such page.', 'not_found');
      const site = request.site;
      const { id } = request.params;
      const gift = await donations.monthlyGiftByLink(site, id, request.query.token);
      const crumb = ensureCrumb(request, reply);
      const action = `/api/commerce/donations/${id}/stop?token=${encodeURIComponent(request.query.token)}&crumb=${encodeURIComponent(crumb)}`;
      return reply
        .code(gift ? 200 : 404)
        .headers(sitePageSecurityHeaders(STOP_PAGE_POLICY))
        .header('cache-control', 'no-store')
        .header('content-type', 'text/html; charset=utf-8')
        .send(stopPage({ siteTitle: site.title, gift, action }));
    },
  );

  // The stop page's button is a plain form (no script): this route alone takes its empty
  // urlencoded body (the token and crumb travel in the query).
  await fastify.register(async (plugin) => {
    plugin.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const scoped = plugin.withTypeProvider<ZodTypeProvider>();
    scoped.post(
      '/api/commerce/donations/:id/stop',
      {
        config: { access: 'site' },
        schema: { params: stopParams, querystring: stopQuery, response: { 200: stopAnswer } },
      },
      async (request, reply) => {
        const site = requireSite(request);
        const { id } = request.params;
        const gift = await donations.monthlyGiftByLink(site, id, request.query.token);
        if (!gift)
          throw notFound(
            'This link is not valid. Open the link in your latest receipt.',
            'donation_not_found',
          );
        if (!gift.stoppedAt) await donations.stopRenewal(gift.id);
        // The page's form (no script) goes back to the page, which now says the gift is stopped.
        if (request.headers.accept?.includes('text/html'))
          return reply.redirect(
            `/commerce/donations/${id}/stop?token=${encodeURIComponent(request.query.token)}`,
            303,
          );
        return { stopped: true };
      },
    );
  });
}
