// Paid membership's calls: the owner's plans and member prices (config area), joining a plan and
// the member's memberships (site host, a signed-in site user with the xsrf token). See CONTEXT.md.
import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, unauthenticated } from '../../errors.ts';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { confirmPaymentBody, type PaymentGateway } from '../checkout/service.ts';
import * as siteUsers from '../site-users/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import {
  joinAnswer,
  joinBody,
  memberPriceAnswer,
  memberPriceBody,
  memberPricesAnswer,
  membershipAnswer,
  membershipParams,
  membershipsAnswer,
  planAnswer,
  planBody,
  planParams,
  plansAnswer,
  variantParams,
} from './schema.ts';
import * as memberships from './service.ts';

/** Card testing is the abuse to stop: join attempts per address. */
const JOINS_PER_ADDRESS = { max: 10, timeWindow: '1 minute' };

export async function membershipRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    gateway: PaymentGateway;
    /** Signs the confirm token of a join waiting for 3-D Secure (decision 076). */
    secret: string;
    /** Plans or member prices changed: cached pages (the pricing screen, product pages) are stale. */
    siteChanged: (websiteId: string) => void;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const owner = { access: Permission.commerceSettings, configArea: true as const };

  app.get(
    '/api/memberships/plans',
    { config: owner, schema: { response: { 200: plansAnswer } } },
    async (request) => ({
      plans: await memberships.plansForOwner(db, memberOf(request).site.id),
      currencyCode: storeContextOf(memberOf(request).site).currencyCode,
    }),
  );

  app.post(
    '/api/memberships/plans',
    { config: owner, schema: { body: planBody, response: { 201: planAnswer } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      const plan = await memberships.createPlan(db, site.id, request.body);
      opts.siteChanged(site.id);
      return reply.code(201).send({ plan });
    },
  );

  app.put(
    '/api/memberships/plans/:planId',
    { config: owner, schema: { params: planParams, body: planBody, response: { 200: planAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      const plan = await memberships.updatePlan(db, site.id, request.params.planId, request.body);
      opts.siteChanged(site.id);
      return { plan };
    },
  );

  app.get(
    '/api/memberships/member-prices',
    { config: owner, schema: { response: { 200: memberPricesAnswer } } },
    async (request) => ({ memberPrices: await memberships.listMemberPrices(db, memberOf(request).site.id) }),
  );

  app.put(
    '/api/memberships/member-prices/:variantId',
    {
      config: owner,
      schema: { params: variantParams, body: memberPriceBody, response: { 200: memberPriceAnswer } },
    },
    async (request) => {
      const { site } = memberOf(request);
      const saved = await memberships.setMemberPrice(db, site.id, request.params.variantId, request.body);
      opts.siteChanged(site.id);
      return {
        memberPrice: saved && {
          variantId: saved.variantId,
          priceCents: saved.priceCents,
          planId: saved.planId,
        },
      };
    },
  );

  /** The signed-in site user (AUTH-022: the session cookie and its xsrf token). */
  async function siteUserOf(request: FastifyRequest) {
    const site = requireSite(request);
    if (site.settings.memberAccounts !== true) throw notFound('There is no such API call.', 'no_such_route');
    const token = request.cookies[siteUsers.SITE_USER_COOKIE];
    if (!token) throw unauthenticated('Sign in or create an account to join.');
    const header = request.headers[siteUsers.XSRF_HEADER];
    const found = await siteUsers.siteUserFor({
      db,
      websiteId: site.id,
      token,
      xsrfToken: typeof header === 'string' ? header : undefined,
    });
    if (found.status === 'none') throw unauthenticated('Sign in or create an account to join.');
    if (found.status === 'xsrf')
      throw new AppError({
        kind: 'forbidden',
        code: 'xsrf_fail',
        message: 'Your sign-in token is missing or out of date. Sign in again.',
      });
    return { site, user: found.user };
  }

  app.post(
    '/api/memberships/join',
    {
      config: { access: 'site', rateLimit: JOINS_PER_ADDRESS },
      schema: { body: joinBody, response: { 200: joinAnswer } },
    },
    async (request) => {
      const { site, user } = await siteUserOf(request);
      return memberships.joinPlan({
        db,
        gateway: opts.gateway,
        secret: opts.secret,
        websiteId: site.id,
        currencyCode: storeContextOf(site).currencyCode,
        siteTitle: site.title,
        siteUser: user,
        ...request.body,
        log: (error) => request.log.error({ err: error }, 'the payment gateway failed'),
      });
    },
  );

  // Decision 076: after the member's authentication (3-D Secure), the join form asks to settle.
  app.post(
    '/api/memberships/join/confirm',
    {
      config: {
        access: 'site',
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `join-confirm:${request.ip}`,
        },
      },
      schema: { body: confirmPaymentBody, response: { 200: joinAnswer } },
    },
    async (request) => {
      const { site, user } = await siteUserOf(request);
      return memberships.confirmJoin({
        db,
        gateway: opts.gateway,
        secret: opts.secret,
        websiteId: site.id,
        siteUser: user,
        ...request.body,
        log: (error) => request.log.error({ err: error }, 'the payment gateway failed'),
      });
    },
  );

  app.get(
    '/api/memberships/mine',
    { config: { access: 'site' }, schema: { response: { 200: membershipsAnswer } } },
    async (request, reply) => {
      const { site, user } = await siteUserOf(request);
      reply.header('cache-control', 'no-store');
      return { memberships: await memberships.membershipsOf(db, site.id, user.id) };
    },
  );

  app.post(
    '/api/memberships/mine/:membershipId/cancel',
    { config: { access: 'site' }, schema: { params: membershipParams, response: { 200: membershipAnswer } } },
    async (request) => {
      const { site, user } = await siteUserOf(request);
      return {
        membership: await memberships.cancelMembership(db, site.id, user.id, request.params.membershipId),
      };
    },
  );
}
