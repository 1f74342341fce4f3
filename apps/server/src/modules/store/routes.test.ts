import { type Cart, type ProductView, TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout, createProduct, productInput, US_ADDRESS } from './test-helpers.ts';

describe.each(databaseKinds)('store on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let demo: ProductView[];
  const bySlug = (slug: string) => demo.find((p) => p.slug === slug)!;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    await owner.signIn('owner@demo.test');
    demo = (await owner.request({ url: '/api/config/store/products' })).json().products;
  });
  afterAll(() => t?.close());

  const stockOf = async (variantId: string) => {
    const [row] = await t.app.folio.database.db
      .select({ qty: schema.productVariants.qtyInStock })
      .from(schema.productVariants)
      .where(eq(schema.productVariants.id, variantId));
    return row?.qty;
  };
  const orderCount = async () => (await t.app.folio.database.db.select().from(schema.orders)).length;

  it('SHOP-022 SHOP-024 SHOP-025 the demo catalogue: sizes with one sold out and one on sale, a product sold out entirely', () => {
    const apron = bySlug('linen-studio-apron');
    expect(apron.structuredContent).toMatchObject({ productType: 'physical', onSale: true });
    expect(apron.structuredContent.variants).toHaveLength(3);
    const [s, m] = apron.variants;
    expect(s).toMatchObject({
      qtyInStock: 0,
      unlimited: false,
      optionValues: [{ optionName: 'Size', value: 'S' }],
    });
    expect(m).toMatchObject({ onSale: true, price: 4800, salePrice: 3800, sku: 'APRON-M' });
    for (const v of apron.variants)
      expect(Object.keys(v)).toEqual(
        expect.arrayContaining([
          'price',
          'salePrice',
          'onSale',
          'unlimited',
          'qtyInStock',
          'optionValues',
          'sku',
        ]),
      );
    expect(apron.isSoldOut).toBe(false);
    expect(bySlug('stoneware-bud-vase').isSoldOut).toBe(true);
    expect(bySlug('colour-consultation')).toMatchObject({ productType: 'service', isSoldOut: false });
  });

  it('SHOP-023 a digital product holds priceCents and salePriceCents on the product itself', () => {
    const guide = bySlug('room-planning-guide');
    expect(guide.structuredContent).toMatchObject({
      productType: 'digital',
      priceCents: 1200,
      salePriceCents: 0,
    });
    expect(bySlug('colour-consultation').structuredContent).not.toHaveProperty('priceCents');
  });

  it('SHOP-007 SHOP-008 SHOP-009 SHOP-010 SHOP-011 SHOP-012 SHOP-013 SHOP-014 the cart has exactly the spec fields, computed on the server', async () => {
    const visitor = t.client();
    const apron = bySlug('linen-studio-apron');
    const added = await addToCart(visitor, apron, 2, 1);
    expect(added.statusCode).toBe(200);
    expect(visitor.cookies.get('folio_cart')).toMatch(/^[0-9a-f]{32}$/);
    const cart: Cart = (await visitor.request({ url: '/api/commerce/cart' })).json().cart;
    for (const key of ['id', 'websiteId', 'orderId']) expect(typeof cart[key as keyof Cart]).toBe('string');
    expect(typeof cart.created).toBe('number');
    expect(cart.isPurchased).toBe(false);
    for (const key of [
      'entries',
      'shippingOptions',
      'applicableTaxRules',
      'coupons',
      'validCoupons',
      'invalidCoupons',
    ])
      expect(Array.isArray(cart[key as keyof Cart])).toBe(true);
    expect(typeof cart.selectedShippingOption).toBe('object');
    expect(typeof cart.shippingLocation).toBe('object');
    // Two of the M size at its sale price of $38.
    expect(cart).toMatchObject({
      subtotalCents: 7600,
      taxCents: 0,
      discountCents: 0,
      totalQuantity: 2,
      subtotalAmount: { currencyCode: 'USD', value: 76 },
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(cart.shippingCostCents).toBe(800);
    expect(cart.grandTotalCents).toBe(8400);
    expect(cart.entries[0]).toMatchObject({ title: 'Linen Studio Apron', quantity: 2, unitPriceCents: 3800 });
  });

  it('SHOP-014 a cart of only digital goods is purely digital and needs no shipping', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('room-planning-guide'));
    const cart: Cart = (await visitor.request({ url: '/api/commerce/cart' })).json().cart;
    expect(cart).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      shippingOptions: [],
    });
  });

  it('a price sent by the browser is refused, and the catalogue price is what counts', async () => {
    const visitor = t.client();
    const apron = bySlug('linen-studio-apron');
    const answer = await visitor.request({
      method: 'POST',
      url: '/api/commerce/cart/items',
      payload: { productId: apron.id, variantId: apron.variants[2]!.id, quantity: 1, price: 1 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/Unknown field: price/);
  });

  it('a sold-out variant, and more than the stock, cannot be added', async () => {
    const visitor = t.client();
    const apron = bySlug('linen-studio-apron');
    const small = await addToCart(visitor, apron, 1, 0);
    expect(small.statusCode).toBe(409);
    expect(small.json()).toMatchObject({ error: 'sold_out', message: '"Linen Studio Apron" is sold out.' });
    const tooMany = await addToCart(visitor, apron, 9, 2);
    expect(tooMany.json()).toMatchObject({
      error: 'sold_out',
      message: 'Only 8 of "Linen Studio Apron" left.',
    });
  });

  it('SHOP-015 setting a quantity to 0 removes the item; removing an item that is gone is a clear 404', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('colour-consultation'), 3);
    const cart: Cart = (await visitor.request({ url: '/api/commerce/cart' })).json().cart;
    const entryId = cart.entries[0]!.id;
    const two = await visitor.request({
      method: 'PUT',
      url: `/api/commerce/cart/items/${entryId}`,
      payload: { quantity: 2 },
    });
    expect(two.json().cart.totalQuantity).toBe(2);
    const zero = await visitor.request({
      method: 'PUT',
      url: `/api/commerce/cart/items/${entryId}`,
      payload: { quantity: 0 },
    });
    expect(zero.json().cart.entries).toEqual([]);
    const again = await visitor.request({ method: 'DELETE', url: `/api/commerce/cart/items/${entryId}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That item is no longer in your cart.');
    const negative = await visitor.request({
      method: 'PUT',
      url: `/api/commerce/cart/items/${entryId}`,
      payload: { quantity: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('coupons: WELCOME10 takes 10 %; an unknown code is listed invalid with its reason', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('colour-consultation'));
    const bad = await visitor.request({
      method: 'POST',
      url: '/api/commerce/cart/coupons',
      payload: { code: 'NOPE' },
    });
    expect(bad.json().cart).toMatchObject({
      coupons: ['NOPE'],
      validCoupons: [],
      invalidCoupons: [{ code: 'NOPE', reason: 'This code is not valid.' }],
      discountCents: 0,
    });
    const good = await visitor.request({
      method: 'POST',
      url: '/api/commerce/cart/coupons',
      payload: { code: 'welcome10' },
    });
    expect(good.json().cart).toMatchObject({
      coupons: ['WELCOME10'],
      invalidCoupons: [],
      discountCents: 900,
      grandTotalCents: 8100,
    });
    expect(good.json().cart.validCoupons[0]).toMatchObject({
      code: 'WELCOME10',
      kind: 'percentage',
      amount: 10,
    });
  });

  it('shipping location brings the tax rule of its country', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('linen-studio-apron'), 1, 2);
    const us = await visitor.request({
      method: 'PUT',
      url: '/api/commerce/cart/shipping',
      payload: {
        location: { country: 'us', region: 'IL', postalCode: '62701' },
        shippingOptionId: 'standard',
      },
    });
    expect(us.json().cart).toMatchObject({
      subtotalCents: 4800,
      shippingCostCents: 800,
      taxCents: 384,
      grandTotalCents: 5984,
      applicableTaxRules: [{ id: 'us-sales-tax' }],
      shippingLocation: { country: 'US' },
      selectedShippingOption: { id: 'standard', costCents: 800 },
    });
    const fr = await visitor.request({
      method: 'PUT',
      url: '/api/commerce/cart/shipping',
      payload: { location: { country: 'FR', region: '', postalCode: '75001' } },
    });
    expect(fr.json().cart).toMatchObject({ taxCents: 0, applicableTaxRules: [] });
  });

  it('AUTH-026 an anonymous visitor adds to cart and checks out with the success card; stock goes down; a receipt is queued', async () => {
    const visitor = t.client();
    const apron = bySlug('linen-studio-apron');
    const before = await stockOf(apron.variants[2]!.id);
    await addToCart(visitor, apron, 1, 2);
    const placed = await checkout(visitor, { shippingOptionId: 'standard' });
    expect(placed.statusCode).toBe(200);
    const { order, redirect } = placed.json();
    expect(order).toMatchObject({ status: 'paid', grandTotalCents: 4800 + 800 + 384, currencyCode: 'USD' });
    expect(redirect).toMatch(new RegExp(`^/commerce/orders/${order.id}\\?token=[0-9a-f]{32}$`));
    expect(await stockOf(apron.variants[2]!.id)).toBe(before! - 1);
    // The cart is bought: the cookie is cleared and the next cart starts empty.
    expect(visitor.cookies.has('folio_cart')).toBe(false);
    const mails = await t.app.folio.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, 'buyer@example.com'));
    expect(mails.at(-1)?.subject).toBe(`Your order #${order.number} from Folio Demo`);
    expect(mails.at(-1)?.text).toContain('Total: $59.84');
    const page = await visitor.request({ url: redirect });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`#${order.number}`);
    const wrongToken = await visitor.request({ url: `/commerce/orders/${order.id}?token=${'0'.repeat(32)}` });
    expect(wrongToken.statusCode).toBe(404);
  });

  it('a declined card creates no order, changes no stock and answers with the gateway message', async () => {
    const visitor = t.client();
    const apron = bySlug('linen-studio-apron');
    await addToCart(visitor, apron, 2, 2);
    const before = await stockOf(apron.variants[2]!.id);
    const orders = await orderCount();
    const declined = await checkout(visitor, {}, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: 'payment_declined', message: 'Your card was declined.' });
    const poor = await checkout(visitor, {}, TEST_CARDS.insufficientFunds);
    expect(poor.json().message).toBe('Your card has insufficient funds.');
    const wrong = await checkout(visitor, {}, '4242424242424241');
    expect(wrong.json().message).toBe('Your card number is incorrect.');
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(apron.variants[2]!.id)).toBe(before);
    // The same cart then pays with a good card.
    expect((await checkout(visitor)).statusCode).toBe(200);
    expect(await stockOf(apron.variants[2]!.id)).toBe(before! - 2);
  });

  it('a repeated checkout of the same cart answers the same order and charges once', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('colour-consultation'));
    const cartCookie = visitor.cookies.get('folio_cart')!;
    const first = (await checkout(visitor)).json();
    visitor.cookies.set('folio_cart', cartCookie);
    const second = await checkout(visitor);
    expect(second.statusCode).toBe(200);
    expect(second.json().order.id).toBe(first.order.id);
    const charges = await t.app.folio.database.db
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `order-${first.order.id}`));
    expect(charges).toHaveLength(1);
  });

  it('checkout checks the address: a US ZIP is exactly 5 digits; errors are named by field', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('linen-studio-apron'), 1, 2);
    const answer = await checkout(visitor, {
      email: 'nope',
      shippingAddress: { ...US_ADDRESS, postalCode: '1234' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toMatchObject({
      email: expect.stringContaining('Email is not valid'),
      'shippingAddress.postalCode': 'Enter a 5-digit ZIP code.',
    });
    const noAddress = await checkout(visitor, { shippingAddress: undefined });
    expect(noAddress.json().errors).toMatchObject({ shippingAddress: 'Enter a shipping address.' });
  });

  it('SHOP-031 checkout below the store minimum is refused with the spec message', async () => {
    const settings = (await owner.request({ url: '/api/config/store/settings' })).json();
    const put = (minimum: number) =>
      owner.request({
        method: 'PUT',
        url: '/api/config/store/settings',
        payload: {
          storeCurrency: settings.storeCurrency,
          settings: { ...settings.settings, checkoutMinimumCents: minimum },
        },
      });
    expect((await put(5000)).statusCode).toBe(200);
    try {
      const visitor = t.client();
      await addToCart(visitor, bySlug('room-planning-guide'));
      const answer = await checkout(visitor, { shippingAddress: undefined });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: 'below_minimum',
        message: 'To check out, your order subtotal must be $50.00 or more.',
      });
    } finally {
      await put(0);
    }
  });

  it('SHOP-001 SHOP-002 SHOP-003 /commerce/goto-checkout goes to the checkout only with a cart cookie', async () => {
    const withCart = t.client();
    await addToCart(withCart, bySlug('colour-consultation'));
    const go = await withCart.request({ url: '/commerce/goto-checkout' });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/checkout');
    const without = await t.client().request({ url: '/commerce/goto-checkout' });
    expect(without.statusCode).toBe(400);
    expect(without.body).toContain(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
  });

  it('a digital purchase gets a download link that works, and an expired or forged link does not', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('room-planning-guide'));
    const placed = await checkout(visitor, { shippingAddress: undefined });
    expect(placed.statusCode).toBe(200);
    const [mail] = await t.app.folio.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.subject, `Your order #${placed.json().order.number} from Folio Demo`));
    const link = /\/commerce\/download\/[\w.-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const file = await visitor.request({ url: link! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Room planning guide.txt');
    expect(file.body).toContain('Room Planning Guide');
    const forged = await visitor.request({ url: `${link!.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);
    const { downloadToken } = await import('../orders/service.ts');
    const expired = downloadToken(
      t.app.folio.store.secret,
      placed.json().order.id,
      bySlug('room-planning-guide').id,
      Date.now() - 1,
    );
    const old = await visitor.request({ url: `/commerce/download/${expired}` });
    expect(old.statusCode).toBe(404);
  });

  it('the owner lists, opens, fulfils (the customer is emailed), notes and refunds an order; the sales chart counts it', async () => {
    const visitor = t.client();
    await addToCart(visitor, bySlug('colour-consultation'));
    const { order } = (await checkout(visitor, { email: 'fulfil@example.com' })).json();
    const list = (await owner.request({ url: '/api/config/store/orders?q=fulfil@' })).json();
    expect(list.total).toBe(1);
    expect(list.orders[0]).toMatchObject({ id: order.id, status: 'paid', email: 'fulfil@example.com' });
    const detail = (await owner.request({ url: `/api/config/store/orders/${order.id}` })).json().order;
    expect(detail.lines[0]).toMatchObject({
      title: 'Colour Consultation',
      quantity: 1,
      unitPriceCents: 9000,
    });
    const fulfilled = await owner.request({
      method: 'POST',
      url: `/api/config/store/orders/${order.id}/fulfil`,
    });
    expect(fulfilled.json().order).toMatchObject({ status: 'fulfilled' });
    const twice = await owner.request({ method: 'POST', url: `/api/config/store/orders/${order.id}/fulfil` });
    expect(twice.statusCode).toBe(409);
    const mails = await t.app.folio.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, 'fulfil@example.com'));
    expect(mails.map((m) => m.subject)).toContain(
      `Your order #${order.number} from Folio Demo is on its way`,
    );
    const noted = await owner.request({
      method: 'POST',
      url: `/api/config/store/orders/${order.id}/notes`,
      payload: { text: 'Called the customer.' },
    });
    expect(noted.json().order.notes[0]).toMatchObject({
      author: 'owner@demo.test',
      text: 'Called the customer.',
    });
    const refunded = await owner.request({
      method: 'POST',
      url: `/api/config/store/orders/${order.id}/refund`,
    });
    expect(refunded.json().order).toMatchObject({ status: 'refunded' });
    const [charge] = await t.app.folio.database.db
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `order-${order.id}`));
    expect(charge?.refundedCents).toBe(order.grandTotalCents);
    const filtered = (await owner.request({ url: '/api/config/store/orders?status=refunded' })).json();
    expect(filtered.orders.map((o: { id: string }) => o.id)).toContain(order.id);
    const sales = (await owner.request({ url: '/api/config/store/sales?days=7' })).json();
    expect(sales.days).toHaveLength(7);
    expect(sales.days.at(-1).orders).toBeGreaterThan(0);
  });

  it('the owner creates a product (SKU generated), edits its variants, sets stock; invalid input is named by field', async () => {
    const made = await createProduct(owner, productInput({ title: 'Oak Board' }));
    expect(made.slug).toBe('oak-board');
    expect(made.variants[0]!.sku).toMatch(/^SQ\d{7}$/);
    const bad = await owner.request({
      method: 'POST',
      url: '/api/config/store/products',
      payload: productInput({ title: '' }, { price: 100_000_001, salePrice: 5, onSale: true }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: 'Give the product a title.',
      'variants.0.price': expect.stringContaining('at most'),
    });
    const dupSku = await owner.request({
      method: 'POST',
      url: '/api/config/store/products',
      payload: productInput({}, { sku: 'APRON-M' }),
    });
    expect(dupSku.statusCode).toBe(409);
    const variantId = made.variants[0]!.id;
    const stock = await owner.request({
      method: 'PATCH',
      url: `/api/config/store/variants/${variantId}`,
      payload: { qtyInStock: 2 },
    });
    expect(stock.json().row).toMatchObject({ variantId, qtyInStock: 2 });
    const low = (await owner.request({ url: '/api/config/store/inventory?lowStock=true&threshold=2' })).json()
      .rows;
    expect(low.map((r: { variantId: string }) => r.variantId)).toContain(variantId);
    const del = await owner.request({ method: 'DELETE', url: `/api/config/store/products/${made.id}` });
    expect(del.statusCode).toBe(204);
  });

  it('coupons: usage limit, expiry and minimum are kept; a code used up is refused at checkout', async () => {
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/store/coupons',
      payload: { code: 'once', kind: 'fixed', amount: 500, minimumCents: 1000, usageLimit: 1 },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().coupon).toMatchObject({ code: 'ONCE', timesUsed: 0 });
    const dup = await owner.request({
      method: 'POST',
      url: '/api/config/store/coupons',
      payload: { code: 'ONCE', kind: 'fixed', amount: 1 },
    });
    expect(dup.statusCode).toBe(409);
    const a = t.client();
    const b = t.client();
    for (const v of [a, b]) {
      await addToCart(v, bySlug('colour-consultation'));
      await v.request({ method: 'POST', url: '/api/commerce/cart/coupons', payload: { code: 'ONCE' } });
    }
    const first = await checkout(a);
    expect(first.json().order.grandTotalCents).toBe(9000 - 500 + Math.round((9000 - 500) * 0.08));
    const second = await checkout(b);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'coupon_used_up' });
    const cart = (await b.request({ url: '/api/commerce/cart' })).json().cart;
    expect(cart.invalidCoupons[0]).toMatchObject({ code: 'ONCE', reason: 'This code has been used up.' });
  });

  it('PAGE-008 PAGE-009 PAGE-010 SHOP-018 the cart, checkout and order-confirmed page types, the cart root only on the cart page', async () => {
    const pageTypeOf = (html: string) =>
      JSON.parse(/<script[^>]*id="folio-context"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}').pageType;
    const visitor = t.client();
    const cart = await visitor.request({ url: '/cart' });
    expect(cart.statusCode).toBe(200);
    expect(pageTypeOf(cart.body)).toBe('cart');
    expect(cart.body).toContain('data-cart-root');
    const checkoutPage = await visitor.request({ url: '/checkout' });
    expect(pageTypeOf(checkoutPage.body)).toBe('checkout');
    expect(checkoutPage.body).not.toContain('data-cart-root');
    await addToCart(visitor, bySlug('colour-consultation'));
    const { redirect } = (await checkout(visitor, { shippingAddress: undefined })).json();
    const confirmed = await visitor.request({ url: redirect });
    expect(pageTypeOf(confirmed.body)).toBe('order-confirmed');
    expect((await visitor.request({ url: '/shop' })).body).not.toContain('data-cart-root');
  });

  it('abandoned carts (90 days untouched) are deleted; a pending order whose payment never finished gives its stock back', async () => {
    const { pruneAbandonedCarts } = await import('../cart/service.ts');
    const { settleStaleOrders, PENDING_ORDER_TTL_MS } = await import('../checkout/service.ts');
    const { store } = t.app.folio;
    const sweep = (now?: number) =>
      settleStaleOrders(
        {
          db,
          gateway: store.gateway,
          secret: store.secret,
          siteOf: async () => ({ title: 'Demo', origin: 'http://demo.localhost:3000' }),
          onStockChange: () => undefined,
          onEmailQueued: () => undefined,
          log: () => undefined,
        },
        now,
      );
    const db = t.app.folio.database.db;
    const visitor = t.client();
    await addToCart(visitor, bySlug('colour-consultation'));
    const cartId = (await visitor.request({ url: '/api/commerce/cart' })).json().cart.id;
    expect(await pruneAbandonedCarts(db)).toBe(0);
    expect(await pruneAbandonedCarts(db, Date.now() + 91 * 24 * 60 * 60 * 1000)).toBeGreaterThan(0);
    expect(await db.select().from(schema.carts).where(eq(schema.carts.id, cartId))).toEqual([]);

    // A checkout that stopped between reserving and paying (the server went down): its order
    // stays pending until the sweep gives the stock back.
    const apron = bySlug('linen-studio-apron');
    const before = await stockOf(apron.variants[2]!.id);
    const buyer = t.client();
    await addToCart(buyer, apron, 1, 2);
    const failing = t.app.folio.store.gateway.createIntent;
    t.app.folio.store.gateway.createIntent = () => Promise.reject(new Error('network down'));
    try {
      const answer = await checkout(buyer);
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe('The payment could not be confirmed. Please try again in a moment.');
    } finally {
      t.app.folio.store.gateway.createIntent = failing;
    }
    expect(await stockOf(apron.variants[2]!.id)).toBe(before! - 1);
    expect(await sweep()).toEqual({ paid: 0, released: 0 });
    expect(await sweep(Date.now() + PENDING_ORDER_TTL_MS + 1000)).toEqual({ paid: 0, released: 1 });
    expect(await stockOf(apron.variants[2]!.id)).toBe(before);
  });

  it('amounts are in the store currency: EUR shows euros, JPY whole yen', async () => {
    const settings = (await owner.request({ url: '/api/config/store/settings' })).json();
    const put = (storeCurrency: string) =>
      owner.request({
        method: 'PUT',
        url: '/api/config/store/settings',
        payload: { storeCurrency, settings: settings.settings },
      });
    try {
      expect((await put('EUR')).statusCode).toBe(200);
      const visitor = t.client();
      const added = (await addToCart(visitor, bySlug('colour-consultation'))).json().cart;
      expect(added).toMatchObject({
        currencyCode: 'EUR',
        subtotalAmount: { currencyCode: 'EUR', value: 90 },
      });
      expect((await visitor.request({ url: '/shop/p/colour-consultation' })).body).toContain('€90.00');
      await put('JPY');
      expect((await visitor.request({ url: '/shop/p/colour-consultation' })).body).toContain('¥9,000');
      const bad = await put('XYZ');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('is not a supported currency');
    } finally {
      await put('USD');
    }
  });

  it('quick views are counted for visible products only', async () => {
    const visitor = t.client();
    const seen = await visitor.request({
      method: 'POST',
      url: `/api/census/RecordQuickView/${bySlug('stoneware-bud-vase').id}`,
    });
    expect(seen.statusCode).toBe(204);
    const unknown = await visitor.request({
      method: 'POST',
      url: `/api/census/RecordQuickView/${'a'.repeat(24)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the catalogue limit', () => {
  it('EDIT-019 a store (the site’s collection of products) holds at most 200 products; the 201st is refused with a clear message', async () => {
    const t = await makeTestApp('pglite');
    try {
      const owner = t.client();
      await owner.signIn('owner@demo.test');
      const { saveProduct } = await import('../catalogue/service.ts');
      const site = (await t.app.folio.database.db.select().from(schema.websites))[0]!;
      const existing = (await owner.request({ url: '/api/config/store/products' })).json().products.length;
      for (let i = existing; i < 200; i++)
        await saveProduct(t.app.folio.database.db, site.id, null, productInput({ title: `Print ${i}` }));
      const refused = await owner.request({
        method: 'POST',
        url: '/api/config/store/products',
        payload: productInput({ title: 'One too many' }),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'too_many_products',
        message: 'A store can hold at most 200 products.',
      });
    } finally {
      await t.close();
    }
  });
});
