// Subscriptions' HTTP (issue 20 section 2): the visitor's pages and calls (site host), the signed-in
// site user's list, and the owner's screens (config area). See CONTEXT.md.
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound, unauthenticated } from '../../errors.ts';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { type Clock, systemClock } from '../../test-clock.ts';
import * as siteUsers from '../site-users/service.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import {
  cardBody,
  manageBody,
  memberSubscriptionList,
  ownerOverview,
  planAnswer,
  planList,
  planPut,
  productParams,
  renewalRunAnswer,
  renewalRunBody,
  subscribeBody,
  subscribeConfirmBody,
  subscribedAnswer,
  subscriptionAnswer,
  subscriptionParams,
} from './schema.ts';
import * as service from './service.ts';

export async function subscriptionRoutes(
  fastify: FastifyInstance,
  opts: {
    store: StoreService;
    /** Decision 073: the server's clock (a journey's test clock with FOLIO_TEST_CLOCK). */
    clock?: Clock;
    /** FOLIO_TEST_CLOCK only (never in production): one renewal pass at the test clock's time. */
    runRenewals?: () => Promise<{ now: Date; charged: number; declined: number }>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store } = opts;
  const now = () => (opts.clock ?? systemClock).now();
  const { db } = store;
  const emailDeps: service.EmailDeps = {
    secret: store.secret,
    siteOf: (websiteId) => store.receiptSiteOf(websiteId),
    onEmailQueued: () => store.emailQueued(),
  };

  app.post(
    '/api/commerce/subscribe',
    {
      config: { access: 'site', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: subscribeBody, response: { 200: subscribedAnswer } },
    },
    async (request) => {
      const site = requireSite(request);
      const member = await signedInMember(request, site.id).catch(() => null);
      const { cartToken, ...rest } = request.body;
      return service.subscribe(store.checkoutDeps(request, site), storeContextOf(site), {
        cartToken,
        ...rest,
        siteUserId: member?.id ?? null,
        now: now(),
      });
    },
  );

  // Decision 077: after the holder's 3-D Secure, the subscribe page asks the server to settle.
  app.post(
    '/api/commerce/subscribe/confirm',
    {
      config: {
        access: 'site',
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `subscribe-confirm:${request.ip}`,
        },
      },
      schema: { body: subscribeConfirmBody, response: { 200: subscribedAnswer } },
    },
    async (request) => {
      const site = requireSite(request);
      return service.confirmSubscribe(
        store.checkoutDeps(request, site),
        storeContextOf(site),
        request.body,
        now(),
      );
    },
  );

  // The pages (SHOP-004, PAGE-012, one subscription, the member's list) are the site renderer's:
  // service.subscriptionPage, called by render/routes.ts.

  async function signedInMember(request: FastifyRequest, websiteId: string) {
    const token = request.cookies[siteUsers.SITE_USER_COOKIE];
    if (!token) return null;
    const header = request.headers[siteUsers.XSRF_HEADER];
    const found = await siteUsers.siteUserFor({
      db,
      websiteId,
      token,
      xsrfToken: typeof header === 'string' ? header : undefined,
    });
    return found.status === 'ok' ? found.user : null;
  }

  app.get(
    '/api/site-users/subscriptions',
    { config: { access: 'site' }, schema: { response: { 200: memberSubscriptionList } } },
    async (request) => {
      const site = requireSite(request);
      const user = await signedInMember(request, site.id);
      if (!user) throw unauthenticated('Sign in to see your subscriptions.');
      const list = await service.customerSubscriptions(db, site.id, {
        siteUserId: user.id,
        email: user.email,
      });
      return {
        subscriptions: list.map((s) => ({ ...s, manageUrl: service.managePath(store.secret, s.id) })),
      };
    },
  );

  const byLink = (id: string, token: string) => {
    if (!service.isManageToken(store.secret, id, token))
      throw forbidden('This subscription link is not valid.', 'subscription_link_invalid');
  };

  app.post(
    '/api/commerce/subscriptions/:id/cancel',
    {
      config: { access: 'site' },
      schema: { params: subscriptionParams, body: manageBody, response: { 200: subscriptionAnswer } },
    },
    async (request) => {
      const site = requireSite(request);
      byLink(request.params.id, request.body.token);
      return service.cancelSubscription(db, emailDeps, site.id, request.params.id, 'customer');
    },
  );

  app.post(
    '/api/commerce/subscriptions/:id/card',
    {
      config: { access: 'site', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { params: subscriptionParams, body: cardBody, response: { 200: subscriptionAnswer } },
    },
    async (request) => {
      const site = requireSite(request);
      byLink(request.params.id, request.body.token);
      return service.updateCard(db, store.gateway, site.id, request.params.id, request.body.payment, now());
    },
  );

  // ---- the config area (decision 064) ----
  const orders = { access: Permission.commerceOrders };
  const inventory = { access: Permission.commerceInventory };

  app.get(
    '/api/config/store/subscriptions',
    { config: orders, schema: { response: { 200: ownerOverview } } },
    async (request) => service.ownerOverview(db, memberOf(request).site.id, now()),
  );

  for (const action of ['cancel', 'pause', 'resume'] as const)
    app.post(
      `/api/config/store/subscriptions/:id/${action}`,
      { config: orders, schema: { params: subscriptionParams, response: { 200: subscriptionAnswer } } },
      async (request) => {
        const websiteId = memberOf(request).site.id;
        const { id } = request.params;
        if (!(await service.findSubscription(db, websiteId, id)))
          throw notFound('There is no such subscription.', 'subscription_not_found');
        if (action === 'cancel') return service.cancelSubscription(db, emailDeps, websiteId, id, 'owner');
        if (action === 'pause') return service.pauseSubscription(db, websiteId, id);
        return service.resumeSubscription(db, websiteId, id, now());
      },
    );

  app.get(
    '/api/config/store/subscription-plans',
    { config: inventory, schema: { response: { 200: planList } } },
    async (request) => {
      const plans = await service.plansOf(db, memberOf(request).site.id);
      return { plans: [...plans].map(([productId, plan]) => ({ productId, plan })) };
    },
  );

  // SHOP-026/027: a product's plan (null: sold once, not by subscription).
  app.put(
    '/api/config/store/products/:productId/plan',
    { config: inventory, schema: { params: productParams, body: planPut, response: { 200: planAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      const plan = await service.savePlan(db, site.id, request.params.productId, request.body.plan);
      store.catalogueChanged(site.id);
      return { productId: request.params.productId, plan };
    },
  );

  const runRenewals = opts.runRenewals;
  if (runRenewals)
    // Decision 073: a browser journey moves the clock (POST /api/testing/clock), then runs the
    // renewal job's pass at once and reads what it did (every site's renewals, as the job does).
    app.post(
      '/api/testing/renewals',
      {
        config: { access: 'site' as const },
        schema: { body: renewalRunBody, response: { 200: renewalRunAnswer } },
      },
      async () => {
        const run = await runRenewals();
        return { now: run.now.toISOString(), charged: run.charged, declined: run.declined };
      },
    );
}
