// Subscriptions' HTTP (issue 20 section 2): the visitor's pages and calls (site host), the signed-in
// site user's list, and the owner's screens (config area). See CONTEXT.md.
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound, unauthenticated } from '../../errors.ts';
import { ensureCrumb, memberOf, requireSite } from '../../plugins/request-context.ts';
import { sitePageSecurityHeaders } from '../../plugins/security-headers.ts';
import * as siteUsers from '../site-users/service.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import {
  ASSET_CSS,
  ASSET_JS,
  accountPage,
  cartProblemPage,
  confirmedPage,
  managePage,
  PAGE_CSS,
  PAGE_JS,
  PAGE_POLICY,
  subscribePage,
} from './pages.ts';
import {
  cardBody,
  confirmedQuery,
  ID,
  manageBody,
  manageQuery,
  memberSubscriptionList,
  ownerOverview,
  pageQuery,
  planAnswer,
  planList,
  planPut,
  productParams,
  subscribeBody,
  subscribedAnswer,
  subscriptionAnswer,
  subscriptionParams,
} from './schema.ts';
import * as service from './service.ts';

export async function subscriptionRoutes(fastify: FastifyInstance, opts: { store: StoreService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store } = opts;
  const { db } = store;
  const emailDeps: service.EmailDeps = {
    secret: store.secret,
    siteOf: (websiteId) => store.receiptSiteOf(websiteId),
    onEmailQueued: () => store.emailQueued(),
  };

  /** The visitor pages answer on a site's host only; elsewhere they do not exist. */
  const siteOf = (request: FastifyRequest) => {
    if (request.isPlatformHost || !request.site) throw notFound('There is no such page.', 'not_found');
    return request.site;
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .headers(sitePageSecurityHeaders(PAGE_POLICY))
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8')
      .send(body);

  app.get(ASSET_CSS, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(PAGE_CSS),
  );
  app.get(ASSET_JS, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(PAGE_JS),
  );

  // SHOP-004: /checkout/subscribe?cartToken= (required: without it, or with an unknown cart, a clear page).
  app.get(service.SUBSCRIBE_PATH, { schema: { querystring: pageQuery } }, async (request, reply) => {
    const site = siteOf(request);
    const context = storeContextOf(site);
    const found = await service.subscribeCart(db, context, request.query.cartToken);
    if (!found.ok) return html(reply, 400, cartProblemPage(site.title, service.CART_PROBLEMS[found.problem]));
    const crumb = ensureCrumb(request, reply);
    return html(
      reply,
      200,
      subscribePage({
        siteTitle: site.title,
        crumb,
        cartToken: request.query.cartToken!,
        cart: found.cart,
        total: found.cart.phrase.split(' every ')[0]!,
        paymentProvider: store.gateway.name,
      }),
    );
  });

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
      });
    },
  );

  // PAGE-012: the subscription-confirmed page.
  app.get(service.CONFIRMED_PATH, { schema: { querystring: confirmedQuery } }, async (request, reply) => {
    const site = siteOf(request);
    const { subscriptionId = '', token } = request.query;
    const row =
      ID.test(subscriptionId) && service.isManageToken(store.secret, subscriptionId, token)
        ? await service.findSubscription(db, site.id, subscriptionId)
        : undefined;
    if (!row)
      return html(
        reply,
        404,
        cartProblemPage(site.title, 'This subscription link is not valid. Open the link in your receipt.'),
      );
    return html(
      reply,
      200,
      confirmedPage({
        siteTitle: site.title,
        view: service.viewOf(row),
        manageUrl: service.managePath(store.secret, row.id),
      }),
    );
  });

  // The customer's subscriptions: the list (signed-in site user) and one by its signed link.
  app.get(service.MANAGE_PATH, async (request, reply) =>
    html(reply, 200, accountPage(siteOf(request).title)),
  );

  app.get(
    `${service.MANAGE_PATH}/:id`,
    { schema: { params: subscriptionParams, querystring: manageQuery } },
    async (request, reply) => {
      const site = siteOf(request);
      const { id } = request.params;
      const token = request.query.token ?? '';
      const row = service.isManageToken(store.secret, id, token)
        ? await service.findSubscription(db, site.id, id)
        : undefined;
      if (!row)
        return html(
          reply,
          404,
          cartProblemPage(site.title, 'This subscription link is not valid. Open the link in your emails.'),
        );
      return html(
        reply,
        200,
        managePage({
          siteTitle: site.title,
          crumb: ensureCrumb(request, reply),
          view: service.viewOf(row),
          token,
          paymentProvider: store.gateway.name,
        }),
      );
    },
  );

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
      return service.updateCard(db, store.gateway, site.id, request.params.id, request.body.payment);
    },
  );

  // ---- the config area (decision 064) ----
  const orders = { access: Permission.commerceOrders };
  const inventory = { access: Permission.commerceInventory };

  app.get(
    '/api/config/store/subscriptions',
    { config: orders, schema: { response: { 200: ownerOverview } } },
    async (request) => service.ownerOverview(db, memberOf(request).site.id),
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
        return service.resumeSubscription(db, websiteId, id);
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
}
