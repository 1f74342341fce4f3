// Issue 20 (decisions 061, 062): the test gateway's 3-D Secure card through the checkout API: the
// checkout answers "requires action" with the challenge page; completing it and confirming pays
// the order once; failing it releases the order (stock and coupon back); a server stopped between
// authorise and capture is settled by the job runner's sweep.
import { type ProductView, TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';
import { PENDING_ORDER_TTL_MS } from './service.ts';

describe('3-D Secure with the test gateway', () => {
  let t: TestApp;
  let owner: TestClient;
  let apron: ProductView;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    apron = products.find((p) => p.slug === 'linen-studio-apron')!;
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  const db = () => t.app.folio.database.db;
  const stockOf = async (variantId: string) =>
    (await db().select().from(schema.productVariants).where(eq(schema.productVariants.id, variantId)))[0]!
      .qtyInStock;
  const receiptsOf = async (orderNumber: number) =>
    (
      await db()
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.subject, `Your order #${orderNumber} from Folio Demo`))
    ).length;
  const ledgerOf = async (paymentId: string) =>
    (
      await db().select().from(schema.testGatewayCharges).where(eq(schema.testGatewayCharges.id, paymentId))
    )[0];

  /** Posts the challenge page's form as the browser would (the crumb from the page's cookie). */
  async function answerChallenge(visitor: TestClient, url: string, outcome: 'complete' | 'fail') {
    const page = await visitor.request({ url });
    expect(page.statusCode).toBe(200);
    const crumb = /name="crumb" value="([^"]+)"/.exec(page.body)?.[1];
    return visitor.request({
      method: 'POST',
      url,
      withCrumb: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ crumb: crumb ?? '', outcome }).toString(),
    });
  }

  const confirm = (visitor: TestClient) =>
    visitor.request({ method: 'POST', url: '/api/commerce/checkout/confirm', payload: {} });

  it('issue 20: the authentication card answers "requires action"; completing the challenge and confirming pays the order once, with one receipt', async () => {
    const visitor = t.client();
    const before = await stockOf(apron.variants[2]!.id);
    await addToCart(visitor, apron, 1, 2);
    const placed = await checkout(
      visitor,
      { shippingOptionId: 'standard' },
      TEST_CARDS.authenticationRequired,
    );
    expect(placed.statusCode).toBe(200);
    const body = placed.json();
    expect(body.order.status).toBe('pending');
    expect(body.redirect).toBeUndefined();
    expect(body.requiresAction).toMatchObject({ kind: 'redirect' });
    const url: string = body.requiresAction.url;
    expect(url).toMatch(/^\/commerce\/test-challenge\/ch_[0-9a-f]{24}$/);
    // Waiting for the customer: the stock is held, the cart cookie kept (the confirm needs it).
    expect(await stockOf(apron.variants[2]!.id)).toBe(before - 1);
    expect(visitor.cookies.has('folio_cart')).toBe(true);

    const page = await visitor.request({ url });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('Fail authentication');
    expect(page.body).toContain('•••• 3184');
    expect(page.body).toContain('$59.84');
    // A confirm before the challenge is answered still waits for it.
    const early = await confirm(visitor);
    expect(early.json().requiresAction).toMatchObject({ kind: 'redirect', url });

    const answered = await answerChallenge(visitor, url, 'complete');
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe('/checkout?payment_return=1');
    const paymentId = url.split('/').at(-1)!;
    expect((await ledgerOf(paymentId))?.status).toBe('requires_capture');

    const confirmed = await confirm(visitor);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toMatchObject({ id: body.order.id, status: 'paid' });
    expect(confirmed.json().redirect).toMatch(/^\/commerce\/orders\//);
    expect((await ledgerOf(paymentId))?.status).toBe('succeeded');
    expect(visitor.cookies.has('folio_cart')).toBe(false);
    // The challenge is over: its page says so, and a second answer changes nothing.
    expect((await visitor.request({ url })).statusCode).toBe(404);
    expect(await receiptsOf(body.order.number)).toBe(1);
    const detail = (await owner.request({ url: `/api/config/store/orders/${body.order.id}` })).json().order;
    expect(detail).toMatchObject({ status: 'paid', paymentId });
  });

  it('issue 20: a failed challenge refuses the payment clearly and releases the order: stock and coupon back, the cart kept', async () => {
    const visitor = t.client();
    const before = await stockOf(apron.variants[2]!.id);
    const couponBefore = (await owner.request({ url: '/api/config/store/settings' }))
      .json()
      .coupons.find((c: { code: string }) => c.code === 'WELCOME10').timesUsed;
    await addToCart(visitor, apron, 1, 2);
    await visitor.request({
      method: 'POST',
      url: '/api/commerce/cart/coupons',
      payload: { code: 'WELCOME10' },
    });
    const placed = await checkout(
      visitor,
      { shippingOptionId: 'standard' },
      TEST_CARDS.authenticationRequired,
    );
    const url: string = placed.json().requiresAction.url;
    const couponHeld = (await owner.request({ url: '/api/config/store/settings' }))
      .json()
      .coupons.find((c: { code: string }) => c.code === 'WELCOME10').timesUsed;
    expect(couponHeld).toBe(couponBefore + 1);

    expect((await answerChallenge(visitor, url, 'fail')).statusCode).toBe(303);
    const refused = await confirm(visitor);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: 'authentication_failed',
      message:
        'Your bank could not confirm this payment, so your card was not charged. Try again or use another card.',
    });
    expect(await stockOf(apron.variants[2]!.id)).toBe(before);
    const couponAfter = (await owner.request({ url: '/api/config/store/settings' }))
      .json()
      .coupons.find((c: { code: string }) => c.code === 'WELCOME10').timesUsed;
    expect(couponAfter).toBe(couponBefore);
    expect(
      await db().select().from(schema.orders).where(eq(schema.orders.id, placed.json().order.id)),
    ).toEqual([]);
    // The cart is still the visitor's: another card pays.
    const again = await checkout(visitor, { shippingOptionId: 'standard' });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('paid');
  });

  it('issue 20: the challenge refuses a form without the crumb and a payment of another site or none', async () => {
    const visitor = t.client();
    await addToCart(visitor, apron, 1, 2);
    const placed = await checkout(
      visitor,
      { shippingOptionId: 'standard' },
      TEST_CARDS.authenticationRequired,
    );
    const url: string = placed.json().requiresAction.url;
    const forged = await t.client().request({
      method: 'POST',
      url,
      withCrumb: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await visitor.request({ url: '/commerce/test-challenge/ch_000000000000000000000000' })).statusCode,
    ).toBe(404);
    expect((await visitor.request({ url: '/commerce/test-challenge/nope' })).statusCode).toBe(400);
    const paymentId = url.split('/').at(-1)!;
    expect((await ledgerOf(paymentId))?.status).toBe('requires_action');
    await answerChallenge(visitor, url, 'fail');
    expect((await confirm(visitor)).statusCode).toBe(402);
  });

  it('issue 20: a server stopped between authorise and capture: the job runner’s store.sweep captures and pays the order, once', async () => {
    const visitor = t.client();
    await addToCart(visitor, apron, 1, 2);
    const gateway = t.app.folio.store.gateway;
    const realCapture = gateway.capture;
    gateway.capture = () => Promise.reject(new Error('the server stopped'));
    let orderId: string;
    try {
      const answer = await checkout(visitor, { shippingOptionId: 'standard' });
      expect(answer.statusCode).toBe(503);
      const orders = await db().select().from(schema.orders).where(eq(schema.orders.status, 'pending'));
      orderId = orders.at(-1)!.id;
    } finally {
      gateway.capture = realCapture;
    }
    const key = `order-${orderId}`;
    const held = (
      await db()
        .select()
        .from(schema.testGatewayCharges)
        .where(eq(schema.testGatewayCharges.idempotencyKey, key))
    )[0]!;
    expect(held.status).toBe('requires_capture');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PENDING_ORDER_TTL_MS + 10 * 60_000);
    const run = await t.app.folio.jobs.runDue(['store.sweep']);
    expect(run.done).toBeGreaterThanOrEqual(1);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', paymentId: held.id });
    expect((await ledgerOf(held.id))?.status).toBe('succeeded');
    expect(await receiptsOf(order!.number)).toBe(1);
    // The next period's sweep finds nothing to do.
    vi.setSystemTime(Date.now() + 60 * 60_000);
    await t.app.folio.jobs.runDue(['store.sweep']);
    expect(await receiptsOf(order!.number)).toBe(1);
  });

  it('issue 20: a challenge never answered is released by the sweep, its payment cancelled', async () => {
    const visitor = t.client();
    const before = await stockOf(apron.variants[2]!.id);
    await addToCart(visitor, apron, 1, 2);
    const placed = await checkout(
      visitor,
      { shippingOptionId: 'standard' },
      TEST_CARDS.authenticationRequired,
    );
    const paymentId = placed.json().requiresAction.url.split('/').at(-1)!;
    vi.useFakeTimers({ toFake: ['Date'] });
    // A later period than the sweep above (one job per 5-minute slot).
    vi.setSystemTime(Date.now() + PENDING_ORDER_TTL_MS + 6 * 60 * 60_000);
    await t.app.folio.jobs.runDue(['store.sweep']);
    expect(await stockOf(apron.variants[2]!.id)).toBe(before);
    expect((await ledgerOf(paymentId))?.status).toBe('canceled');
    const late = await confirm(visitor);
    expect(late.statusCode).toBe(409);
  });
});
