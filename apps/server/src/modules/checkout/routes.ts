// Placing an order (site host; the crumb header like every site POST). See CONTEXT.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, invalid } from '../../errors.ts';
import { requireSite } from '../../plugins/request-context.ts';
import { CART_COOKIE } from '../cart/service.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { checkoutBody, placedOrder, stripeEventStored, webhookAnswer } from './schema.ts';
import { placeOrder } from './service.ts';
import { applyStripeEvent, verifiedEvent, WebhookSignatureError } from './webhooks.ts';

/** Per address: Stripe sends bursts (retries, many orders); a stranger's guesses are capped. */
const WEBHOOKS_PER_ADDRESS = { max: 300, timeWindow: '1 minute' };

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
        request.body,
      );
      // The cart is bought: the next add starts a new one.
      reply.clearCookie(CART_COOKIE, { path: '/' });
      return placed;
    },
  );
}
