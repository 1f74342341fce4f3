// Placing an order (site host; the crumb header like every site POST). See CONTEXT.md.
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, invalid } from '../../errors.ts';
import { assertCrumb, ensureCrumb, requireSite } from '../../plugins/request-context.ts';
import { CART_COOKIE } from '../cart/service.ts';
import { SITE_USER_COOKIE, siteUserOfSession } from '../site-users/service.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { challengeDonePage, challengePage } from './challenge.ts';
import {
  checkoutBody,
  confirmBody,
  placedOrder,
  stripeEventStored,
  testChallengeAnswerParams,
  testChallengeParams,
  webhookAnswer,
} from './schema.ts';
import { answerTestChallenge, confirmOrder, placeOrder, TEST_PAYMENT_ID, testChallenge } from './service.ts';
import { applyStripeEvent, verifiedEvent, WebhookSignatureError } from './webhooks.ts';

/** Per address: Stripe sends bursts (retries, many orders); a stranger's guesses are capped. */
const WEBHOOKS_PER_ADDRESS = { max: 300, timeWindow: '1 minute' };

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

export async function checkoutRoutes(
  fastify: FastifyInstance,
  opts: { store: StoreService; stripeWebhookSecret?: string | undefined },
) {
  const { store } = opts;
  // Issue 20 (decision 060): Stripe's webhook, in its own context so only it reads the body raw.
  await fastify.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/api/commerce/webhooks/stripe',
      {
        // Stripe calls it (any host, no session): the signature is its anti-forgery check.
        config: { crumb: 'handler', rateLimit: WEBHOOKS_PER_ADDRESS },
        schema: { response: { 200: webhookAnswer } },
      },
      async (request) => {
        const header = request.headers['stripe-signature'];
        // An unsigned call is refused as such whether or not Stripe is set up here (decision 060).
        if (!header) throw invalid('The Stripe-Signature header is missing.', 'webhook_signature_invalid');
        const secret = opts.stripeWebhookSecret;
        if (!secret)
          throw new AppError({
            kind: 'unavailable',
            code: 'webhooks_not_configured',
            message:
              'Stripe webhooks are not set up on this server: set STRIPE_WEBHOOK_SECRET to the endpoint’s signing secret.',
          });
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw invalid('The request has no body to check.', 'webhook_signature_invalid');
        let event: Awaited<ReturnType<typeof verifiedEvent>>;
        try {
          event = await verifiedEvent(body, Array.isArray(header) ? header[0] : header, secret);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw invalid(error.message, 'webhook_signature_invalid');
          throw error;
        }
        if (!stripeEventStored.safeParse(event).success)
          throw invalid('The event has no valid id or type.', 'webhook_event_invalid');
        const applied = await applyStripeEvent(
          {
            db: store.db,
            secret: store.secret,
            siteOf: (websiteId, db) => store.receiptSiteOf(websiteId, db),
            onStockChange: (websiteId) => store.catalogueChanged(websiteId),
            onEmailQueued: () => store.emailQueued(),
          },
          event,
        );
        if (applied.outcome === 'order_not_found' || applied.outcome === 'amount_mismatch')
          request.log.warn(
            { event: event.id, type: event.type, outcome: applied.outcome },
            'a Stripe event was not applied',
          );
        return { received: true as const, duplicate: applied.duplicate, outcome: applied.outcome };
      },
    );
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/commerce/checkout',
    {
      config: {
        access: 'site',
        // Card testing is the abuse to stop: attempts are counted per cart (per address without one).
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `checkout:${request.cookies[CART_COOKIE] ?? request.ip}`,
        },
      },
      schema: { body: checkoutBody, response: { 200: placedOrder } },
    },
    async (request, reply) => {
      const site = requireSite(request);
      // Issue 20 (decision 063): a subscription is bought at /checkout/subscribe, its card saved.
      await subscriptions.refuseSubscriptionCart(
        store.db,
        storeContextOf(site),
        request.cookies[CART_COOKIE],
      );
      const placed = await placeOrder(
        store.checkoutDeps(request, site),
        storeContextOf(site),
        request.cookies[CART_COOKIE],
        {
          ...request.body,
          siteUserId: (
            await siteUserOfSession({
              db: store.db,
              websiteId: site.id,
              token: request.cookies[SITE_USER_COOKIE],
            })
          )?.id,
        },
      );
      // The cart is bought: the next add starts a new one (kept while the payment waits for the customer).
      if (placed.order.status !== 'pending') reply.clearCookie(CART_COOKIE, { path: '/' });
      return placed;
    },
  );

  // Issue 20 (decision 062): after the customer's action (the test challenge page, or Stripe.js's
  // handleNextAction) the checkout page asks the server to settle the cart's order; the status
  // is read from the gateway, never from the browser.
  app.post(
    '/api/commerce/checkout/confirm',
    {
      config: {
        access: 'site',
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `confirm:${request.cookies[CART_COOKIE] ?? request.ip}`,
        },
      },
      schema: { body: confirmBody, response: { 200: placedOrder } },
    },
    async (request, reply) => {
      const site = requireSite(request);
      const placed = await confirmOrder(
        store.checkoutDeps(request, site),
        storeContextOf(site),
        request.cookies[CART_COOKIE],
      );
      if (placed.order.status !== 'pending') reply.clearCookie(CART_COOKIE, { path: '/' });
      return placed;
    },
  );

  // Issue 20 (decision 062): the test gateway's 3-D Secure challenge page (plain HTML forms).
  await fastify.register(async (pageScope) => {
    pageScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, parseQueryString(body as string)),
    );
    const pages = pageScope.withTypeProvider<ZodTypeProvider>();
    pages.get(
      '/commerce/test-challenge/:id',
      { config: { access: 'site' }, schema: { params: testChallengeParams } },
      async (request, reply) => {
        const site = requireSite(request);
        const challenge = await testChallenge(store.db, store.gateway, site.id, request.params.id);
        if (!challenge) return html(reply, challengeDonePage(), 404);
        return html(
          reply,
          challengePage({
            paymentId: request.params.id,
            merchant: site.title,
            amountCents: challenge.amountCents,
            currencyCode: challenge.currencyCode,
            last4: challenge.last4,
            crumb: ensureCrumb(request, reply),
          }),
        );
      },
    );
    pages.post(
      '/commerce/test-challenge/:id',
      { config: { access: 'site', crumb: 'handler' }, schema: { params: testChallengeAnswerParams } },
      async (request, reply) => {
        const site = requireSite(request);
        assertCrumb(request, reply);
        if (!TEST_PAYMENT_ID.test(request.params.id)) return html(reply, challengeDonePage(), 404);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const outcome = body.outcome === 'complete' ? true : body.outcome === 'fail' ? false : null;
        if (outcome === null) throw invalid('Choose complete or fail.', 'invalid_input');
        const answered = await answerTestChallenge(
          store.db,
          store.gateway,
          site.id,
          request.params.id,
          outcome,
        );
        if (!answered) return html(reply, challengeDonePage(), 404);
        return reply.redirect(answered, 303);
      },
    );
  });
}
