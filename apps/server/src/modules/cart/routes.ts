// The visitor's cart (site host; writes need the crumb header like every site POST). Every answer
// is `{ cart: Cart }`; the cart cookie is set when the first add or coupon opens a cart.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors.ts';
import { isSecure, requireSite } from '../../plugins/request-context.ts';
import { SITE_USER_COOKIE, siteUserOfSession } from '../site-users/service.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { addItemBody, cartAnswer, couponBody, entryParams, quantityBody, shippingBody } from './schema.ts';
import * as cart from './service.ts';

const CART_MAX_AGE_S = 90 * 24 * 60 * 60;

export async function cartRoutes(
  fastify: FastifyInstance,
  opts: { store: StoreService; newCartsPerAddressPerMinute: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts.store;
  const config = { access: 'site' as const };
  // Issue 14 item 7: a cart is a row kept for 90 days, so opening one is limited per address.
  const newCartLimit = app.createRateLimit({
    max: opts.newCartsPerAddressPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `new-cart:${request.ip}`,
  });

  /** The visitor's open cart, made (and its cookie set) when `create` and there is none. */
  async function openCart(request: FastifyRequest, reply: FastifyReply, create: true): Promise<cart.CartRow>;
  async function openCart(
    request: FastifyRequest,
    reply: FastifyReply,
    create: false,
  ): Promise<cart.CartRow | undefined>;
  async function openCart(request: FastifyRequest, reply: FastifyReply, create: boolean) {
    const site = requireSite(request);
    const found = await cart.findOpenCart(db, site.id, request.cookies[cart.CART_COOKIE]);
    if (found || !create) return found;
    const limit = await newCartLimit(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw new AppError({
        kind: 'rate_limited',
        code: 'rate_limited',
        message: `Too many new carts from this address. Please wait ${limit.ttlInSeconds} seconds and try again.`,
        extra: { retryAfter: limit.ttlInSeconds },
      });
    const made = await cart.createCart(db, site.id);
    reply.setCookie(cart.CART_COOKIE, made.token, {
      path: '/',
      sameSite: 'lax',
      secure: isSecure(request),
      httpOnly: false,
      maxAge: CART_MAX_AGE_S,
    });
    return made.row;
  }

  /** The cart as the visitor sees it; `row` is current (the calls that change it return it). */
  async function answerCart(request: FastifyRequest, row: cart.CartRow | undefined | null) {
    const context = storeContextOf(requireSite(request));
    const member = await siteUserOfSession({
      db,
      websiteId: context.websiteId,
      token: request.cookies[SITE_USER_COOKIE],
    });
    const view = cart.cartView(
      context,
      await cart.priceCartRow(db, context, row ?? null, { siteUserId: member?.id }),
    );
    // Issue 20: a subscription's line says its period ("every month").
    return { cart: await subscriptions.withRecurringEntries(db, context.websiteId, view) };
  }

  async function mustHaveCart(request: FastifyRequest, reply: FastifyReply) {
    const row = await openCart(request, reply, false);
    if (!row) throw notFound('Your cart is empty.', 'cart_not_found');
    return row;
  }

  const response = { 200: cartAnswer };

  app.get('/api/commerce/cart', { config, schema: { response } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answerCart(request, await openCart(request, reply, false));
  });

  app.post(
    '/api/commerce/cart/items',
    { config, schema: { body: addItemBody, response } },
    async (request, reply) => {
      const row = await openCart(request, reply, true);
      await cart.addItem(db, storeContextOf(requireSite(request)), row, request.body);
      return answerCart(request, row);
    },
  );

  app.put(
    '/api/commerce/cart/items/:entryId',
    { config, schema: { params: entryParams, body: quantityBody, response } },
    async (request, reply) => {
      const row = await mustHaveCart(request, reply);
      await cart.setQuantity(db, row, request.params.entryId, request.body.quantity);
      return answerCart(request, row);
    },
  );

  app.delete(
    '/api/commerce/cart/items/:entryId',
    { config, schema: { params: entryParams, response } },
    async (request, reply) => {
      const row = await mustHaveCart(request, reply);
      await cart.removeEntry(db, row, request.params.entryId);
      return answerCart(request, row);
    },
  );

  app.post(
    '/api/commerce/cart/coupons',
    { config, schema: { body: couponBody, response } },
    async (request, reply) => {
      const row = await openCart(request, reply, true);
      return answerCart(request, await cart.setCoupon(db, row, request.body.code));
    },
  );

  app.delete('/api/commerce/cart/coupons', { config, schema: { response } }, async (request, reply) => {
    const row = await mustHaveCart(request, reply);
    return answerCart(request, await cart.setCoupon(db, row, null));
  });

  app.put(
    '/api/commerce/cart/shipping',
    { config, schema: { body: shippingBody, response } },
    async (request, reply) => {
      const row = await mustHaveCart(request, reply);
      const { location, shippingOptionId } = request.body;
      return answerCart(request, await cart.setShipping(db, row, location, shippingOptionId ?? null));
    },
  );
}
