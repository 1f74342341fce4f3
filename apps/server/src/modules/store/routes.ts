// The store's HTTP API: the visitor's cart and checkout, and the owner's catalogue, inventory,
// orders, sales and settings (CONTEXT.md lists them all).
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../errors.ts';
import { isSecure, requirePermission, requireSite } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import * as cart from '../cart/service.ts';
import * as catalogue from '../catalogue/service.ts';
import { placeOrder } from '../checkout/service.ts';
import * as orders from '../orders/service.ts';
import {
  deleteCoupon,
  listCoupons,
  saveCoupon,
  saveStoreSettings,
  storeContextOf,
} from '../store-settings/service.ts';
import * as s from './schema.ts';
import type { StoreService } from './service.ts';

const CART_MAX_AGE_S = 90 * 24 * 60 * 60;

function cartToken(request: FastifyRequest): string | undefined {
  return request.cookies[cart.CART_COOKIE];
}

export async function storeRoutes(
  app: FastifyInstance,
  opts: { store: StoreService; newCartsPerAddressPerMinute: number },
) {
  const { store } = opts;
  const { db } = store;
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
    const found = await cart.findOpenCart(db, site.id, cartToken(request));
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
    return { cart: cart.cartView(context, await cart.priceCartRow(db, context, row ?? null)) };
  }

  async function mustHaveCart(request: FastifyRequest, reply: FastifyReply) {
    const row = await openCart(request, reply, false);
    if (!row) throw notFound('Your cart is empty.', 'cart_not_found');
    return row;
  }

  app.get('/api/commerce/cart', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answerCart(request, await openCart(request, reply, false));
  });

  app.post('/api/commerce/cart/items', async (request, reply) => {
    const body = parseInput(s.addItemBody, request.body);
    const row = await openCart(request, reply, true);
    await cart.addItem(db, storeContextOf(requireSite(request)), row, body);
    return answerCart(request, row);
  });

  app.put('/api/commerce/cart/items/:entryId', async (request, reply) => {
    const { entryId } = parseInput(s.entryParams, request.params);
    const { quantity } = parseInput(s.quantityBody, request.body);
    const row = await mustHaveCart(request, reply);
    await cart.setQuantity(db, row, entryId, quantity);
    return answerCart(request, row);
  });

  app.delete('/api/commerce/cart/items/:entryId', async (request, reply) => {
    const { entryId } = parseInput(s.entryParams, request.params);
    const row = await mustHaveCart(request, reply);
    await cart.removeEntry(db, row, entryId);
    return answerCart(request, row);
  });

  app.post('/api/commerce/cart/coupons', async (request, reply) => {
    const { code } = parseInput(s.couponBody, request.body);
    const row = await openCart(request, reply, true);
    return answerCart(request, await cart.setCoupon(db, row, code));
  });

  app.delete('/api/commerce/cart/coupons', async (request, reply) => {
    const row = await mustHaveCart(request, reply);
    return answerCart(request, await cart.setCoupon(db, row, null));
  });

  app.put('/api/commerce/cart/shipping', async (request, reply) => {
    const body = parseInput(s.shippingBody, request.body);
    const row = await mustHaveCart(request, reply);
    return answerCart(request, await cart.setShipping(db, row, body.location, body.shippingOptionId ?? null));
  });

  app.post(
    '/api/commerce/checkout',
    {
      config: {
        // Card testing is the abuse to stop: attempts are counted per cart (per address without one).
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `checkout:${cartToken(request) ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const site = requireSite(request);
      const input = parseInput(s.checkoutBody, request.body);
      const placed = await placeOrder(
        store.checkoutDeps(request, site),
        storeContextOf(site),
        cartToken(request),
        input,
      );
      // The cart is bought: the next add starts a new one.
      reply.clearCookie(cart.CART_COOKIE, { path: '/' });
      return placed;
    },
  );

  // SHOP-036..039: a buyer's review, through the link of the fulfilment email.
  app.post(
    '/api/commerce/reviews',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const site = requireSite(request);
      await catalogue.submitReview(db, store.secret, site.id, parseInput(s.reviewBody, request.body));
      // The product page shows its reviews, and it is cached.
      store.catalogueChanged(site.id);
      return reply.code(201).send({ ok: true });
    },
  );

  app.post(
    '/api/census/RecordQuickView/:id',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const site = requireSite(request);
      const { id } = parseInput(s.idParams, request.params);
      if (!(await store.recordQuickView(site.id, id)))
        throw notFound('That product is not in the store.', 'product_not_found');
      return reply.code(204).send();
    },
  );

  // ---- the config area ----

  app.get('/api/config/store/products', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const context = storeContextOf(site);
    return {
      products: await catalogue.listProducts(db, site.id, { visibleOnly: false }),
      currencyCode: context.currencyCode,
      measurementSystem: context.settings.measurementSystem,
    };
  });

  app.post('/api/config/store/products', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const input = parseInput(s.productBody, request.body);
    const product = await catalogue.saveProduct(db, site.id, null, input);
    store.catalogueChanged(site.id);
    return reply.code(201).send({ product });
  });

  app.put('/api/config/store/products/:id', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const { id } = parseInput(s.idParams, request.params);
    const input = parseInput(s.productBody, request.body);
    const product = await catalogue.saveProduct(db, site.id, id, input);
    store.catalogueChanged(site.id);
    return { product };
  });

  app.delete('/api/config/store/products/:id', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const { id } = parseInput(s.idParams, request.params);
    if (!(await catalogue.deleteProduct(db, site.id, id)))
      throw notFound('That product no longer exists.', 'product_not_found');
    store.catalogueChanged(site.id);
    return reply.code(204).send();
  });

  app.put('/api/config/store/products/:id/file', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const { id } = parseInput(s.idParams, request.params);
    const file = parseInput(s.fileBody, request.body);
    await catalogue.setDigitalFile(db, site.id, id, file);
    return { product: await catalogue.findProduct(db, site.id, { id }) };
  });

  app.get('/api/config/store/reviews', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    return { reviews: await catalogue.listReviews(db, site.id) };
  });

  app.delete('/api/config/store/reviews/:id', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const { id } = parseInput(s.idParams, request.params);
    if (!(await catalogue.deleteReview(db, site.id, id)))
      throw notFound('That review is already gone.', 'review_not_found');
    store.catalogueChanged(site.id);
    return reply.code(204).send();
  });

  app.get('/api/config/store/inventory', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const query = parseInput(s.inventoryQuery, request.query);
    return { rows: await catalogue.inventory(db, site.id, query) };
  });

  app.patch('/api/config/store/variants/:id', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceInventory);
    const { id } = parseInput(s.idParams, request.params);
    const change = parseInput(s.stockBody, request.body);
    const row = await catalogue.setStock(db, site.id, id, change);
    store.catalogueChanged(site.id);
    return { row };
  });

  app.get('/api/config/store/orders', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceOrders);
    return orders.listOrders(db, site.id, parseInput(s.ordersQuery, request.query));
  });

  app.get('/api/config/store/orders/:id', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceOrders);
    const { id } = parseInput(s.idParams, request.params);
    const row = await orders.findOrder(db, site.id, id);
    if (!row) throw notFound('That order does not exist.', 'order_not_found');
    return { order: orders.detailOf(row) };
  });

  app.post('/api/config/store/orders/:id/fulfil', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceOrders);
    const { id } = parseInput(s.idParams, request.params);
    const order = await orders.fulfilOrder(db, site.id, id, {
      title: site.title,
      secret: store.secret,
      origin: `${request.protocol}://${request.host}`,
    });
    store.emailQueued();
    return { order };
  });

  app.post('/api/config/store/orders/:id/refund', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceOrders);
    const { id } = parseInput(s.idParams, request.params);
    const order = await orders.refundOrder(db, store.gateway, site.id, id, site.title);
    store.emailQueued();
    return { order };
  });

  app.post('/api/config/store/orders/:id/notes', async (request) => {
    const { site, account } = await requirePermission(request, Permission.commerceOrders);
    const { id } = parseInput(s.idParams, request.params);
    const { text } = parseInput(s.noteBody, request.body);
    return { order: await orders.addNote(db, site.id, id, { author: account.email, text }) };
  });

  app.get('/api/config/store/sales', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceOrders);
    const { days } = parseInput(s.salesQuery, request.query);
    return { currencyCode: site.settings.storeCurrency, days: await orders.salesPerDay(db, site.id, days) };
  });

  const settingsView = async (site: ReturnType<typeof requireSite>) => ({
    storeCurrency: site.settings.storeCurrency,
    settings: storeContextOf(site).settings,
    coupons: await listCoupons(db, site.id),
    paymentProvider: store.gateway.name,
  });

  app.get('/api/config/store/settings', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceSettings);
    return settingsView(site);
  });

  app.put('/api/config/store/settings', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceSettings);
    const input = parseInput(s.settingsBody, request.body);
    await saveStoreSettings(db, site.id, input);
    store.settingsChanged(site.id);
    return settingsView({
      ...site,
      settings: { ...site.settings, storeCurrency: input.storeCurrency, store: input.settings },
    });
  });

  app.post('/api/config/store/coupons', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.commerceSettings);
    const coupon = await saveCoupon(db, site.id, null, parseInput(s.couponInput, request.body));
    return reply.code(201).send({ coupon });
  });

  app.put('/api/config/store/coupons/:id', async (request) => {
    const { site } = await requirePermission(request, Permission.commerceSettings);
    const { id } = parseInput(s.idParams, request.params);
    return { coupon: await saveCoupon(db, site.id, id, parseInput(s.couponInput, request.body)) };
  });

  app.delete('/api/config/store/coupons/:id', async (request, reply) => {
    const { site } = await requirePermission(request, Permission.commerceSettings);
    const { id } = parseInput(s.idParams, request.params);
    if (!(await deleteCoupon(db, site.id, id)))
      throw notFound('That coupon no longer exists.', 'coupon_not_found');
    return reply.code(204).send();
  });
}
