// Issue 20 (decision 061): each checkout step alone: it does its thing, and its compensation
// undoes it. Reservations run in a transaction of their own here, as the checkout runs them.
import type { ProductView } from '@folio/core';
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import * as cart from '../cart/service.ts';
import type * as orders from '../orders/service.ts';
import { addToCart, card, US_ADDRESS } from '../store/test-helpers.ts';
import { storeContextOf } from '../store-settings/service.ts';
import { TestGateway } from './payments.ts';
import {
  authorise,
  cancelAuthorisation,
  capture,
  createPendingOrder,
  enqueueReceipt,
  markPaidOnce,
  markPaidStep,
  RESERVE_STEPS,
  type ReserveContext,
  type ReserveStep,
  refundCapture,
  releaseOrder,
  reserveContext,
  reserveCoupon,
  reserveStock,
  runReserveSteps,
  type SettleStep,
} from './steps.ts';

describe('the checkout steps, each alone', () => {
  let t: TestApp;
  let db: Db;
  let apron: ProductView;
  let gateway: TestGateway;
  const variantOf = () => apron.variants[2]!.id;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    db = t.app.folio.database.db;
    gateway = new TestGateway(db);
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    apron = products.find((p) => p.slug === 'linen-studio-apron')!;
  });
  afterAll(() => t?.close());

  const stock = async () =>
    (await db.select().from(schema.productVariants).where(eq(schema.productVariants.id, variantOf())))[0]!
      .qtyInStock;
  const couponUses = async () =>
    (await db.select().from(schema.coupons).where(eq(schema.coupons.code, 'WELCOME10')))[0]!.timesUsed;
  const orderRow = async (id: string) =>
    (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
  const ledger = async (id: string) =>
    (await db.select().from(schema.testGatewayCharges).where(eq(schema.testGatewayCharges.id, id)))[0];

  /** A visitor's cart with the apron (and WELCOME10 when asked). */
  async function aCart(withCoupon = false): Promise<TestClient> {
    const visitor = t.client();
    await addToCart(visitor, apron, 1, 2);
    if (withCoupon)
      await visitor.request({
        method: 'POST',
        url: '/api/commerce/cart/coupons',
        payload: { code: 'WELCOME10' },
      });
    return visitor;
  }

  /** Runs the given reservation steps in one transaction, as the checkout does; answers the context. */
  async function reserveWith(visitor: TestClient, steps: readonly ReserveStep[]): Promise<ReserveContext> {
    const [site] = await db.select().from(schema.websites).where(eq(schema.websites.subdomain, 'demo'));
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const row = await cart.lockCart(tx, site!.id, visitor.cookies.get('folio_cart')!);
      const ctx = await reserveContext(
        tx,
        storeContextOf(site!),
        row!,
        { email: 'steps@example.com', shippingAddress: US_ADDRESS, shippingOptionId: 'standard' },
        'test',
      );
      for (const step of steps) await step.reserve(ctx);
      return ctx;
    });
  }

  /** What a step's release needs of an order: its site, lines and coupon. */
  const orderOf = (ctx: ReserveContext) =>
    ({
      websiteId: ctx.store.websiteId,
      lines: ctx.priced.entries.map((e) => ({ variantId: e.variantId, quantity: e.quantity })),
      couponCode: ctx.coupon?.code ?? null,
    }) as unknown as orders.OrderRow;

  const release = (step: ReserveStep, order: orders.OrderRow) =>
    db.transaction((t) => step.release(t as unknown as Db, order));

  it('issue 20: reserve stock takes the quantity; its release gives it back', async () => {
    const before = await stock();
    const ctx = await reserveWith(await aCart(), [reserveStock]);
    expect(await stock()).toBe(before - 1);
    await release(reserveStock, orderOf(ctx));
    expect(await stock()).toBe(before);
  });

  it('issue 20: reserve coupon counts a use; its release gives it back', async () => {
    const before = await couponUses();
    const ctx = await reserveWith(await aCart(true), [reserveCoupon]);
    expect(ctx.coupon?.code).toBe('WELCOME10');
    expect(await couponUses()).toBe(before + 1);
    await release(reserveCoupon, orderOf(ctx));
    expect(await couponUses()).toBe(before);
  });

  it('issue 20: create pending order writes it; releaseOrder deletes it (and only once)', async () => {
    const ctx = await reserveWith(await aCart(), [createPendingOrder]);
    expect(ctx.order).toMatchObject({ id: ctx.orderId, status: 'pending', email: 'steps@example.com' });
    expect(await orderRow(ctx.orderId)).toBeDefined();
    expect(await releaseOrder(db, ctx.orderId, [createPendingOrder])).toBe(true);
    expect(await orderRow(ctx.orderId)).toBeUndefined();
    expect(await releaseOrder(db, ctx.orderId, [createPendingOrder])).toBe(false);
  });

  it('issue 20: a failing reservation rolls back the ones before it: nothing is held', async () => {
    const before = { stock: await stock(), uses: await couponUses() };
    const failing: ReserveStep = {
      name: 'fails',
      reserve: () => Promise.reject(new Error('no')),
      release: async () => undefined,
    };
    await expect(reserveWith(await aCart(true), [reserveStock, reserveCoupon, failing])).rejects.toThrow(
      'no',
    );
    expect({ stock: await stock(), uses: await couponUses() }).toEqual(before);
  });

  it('issue 20: adding a reservation is one entry in the list: it runs in the checkout and its release runs when the order is released', async () => {
    const seen: string[] = [];
    const giftCardLike: ReserveStep = {
      name: 'reserve gift-card balance',
      async reserve(ctx) {
        seen.push(`reserve ${ctx.orderId}`);
      },
      async release(_tx, order) {
        seen.push(`release ${order.id}`);
      },
    };
    const steps = [...RESERVE_STEPS, giftCardLike];
    const before = await stock();
    const visitor = await aCart(true);
    const ctx = await reserveWith(visitor, []);
    const order = await db.transaction((t) => runReserveSteps({ ...ctx, tx: t as unknown as Db }, steps));
    expect(await stock()).toBe(before - 1);
    expect(await releaseOrder(db, order.id, steps)).toBe(true);
    expect(seen).toEqual([`reserve ${order.id}`, `release ${order.id}`]);
    expect(await stock()).toBe(before);
  });

  async function pendingOrder(): Promise<orders.OrderRow> {
    const ctx = await reserveWith(await aCart(), RESERVE_STEPS);
    return ctx.order!;
  }

  it('issue 20: authorise holds the amount (requires_capture) and notes the payment on the order; cancel lets it go', async () => {
    const order = await pendingOrder();
    const result = await authorise(db, gateway, order, card(), 'steps');
    expect(result).toMatchObject({ ok: true, status: 'requires_capture' });
    const paymentId = result.ok ? result.paymentId : '';
    expect((await orderRow(order.id))?.paymentId).toBe(paymentId);
    expect(await ledger(paymentId)).toMatchObject({
      status: 'requires_capture',
      amountCents: order.grandTotalCents,
    });
    await cancelAuthorisation(gateway, order.id, paymentId);
    expect((await ledger(paymentId))?.status).toBe('canceled');
    expect(await gateway.findCharge(`order-${order.id}`)).toBeNull();
  });

  it('issue 20: capture takes the authorised amount (once); its compensation refunds it', async () => {
    const order = await pendingOrder();
    const held = await authorise(db, gateway, order, card(), 'steps');
    const paymentId = held.ok ? held.paymentId : '';
    expect(await capture(gateway, order.id, paymentId)).toMatchObject({ ok: true, status: 'succeeded' });
    expect(await capture(gateway, order.id, paymentId)).toMatchObject({ ok: true, status: 'succeeded' });
    expect((await ledger(paymentId))?.status).toBe('succeeded');
    await refundCapture(db, gateway, order, paymentId);
    expect((await ledger(paymentId))?.refundedCents).toBe(order.grandTotalCents);
  });

  const site = { siteTitle: 'Folio Demo', origin: 'http://demo.localhost', secret: 'x'.repeat(32) };
  const receipts = async (order: orders.OrderRow) =>
    (
      await db
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.subject, `Your order #${order.number} from Folio Demo`))
    ).length;
  const boom: SettleStep = { name: 'boom', run: () => Promise.reject(new Error('boom')) };

  it('issue 20: mark paid pays the order once and buys its cart; a later failure in its transaction undoes it', async () => {
    const order = await pendingOrder();
    await expect(markPaidOnce({ db, ...site }, order, 'ch_x', [markPaidStep, boom])).rejects.toThrow('boom');
    expect((await orderRow(order.id))?.status).toBe('pending');
    const paid = await markPaidOnce({ db, ...site }, order, 'ch_x', [markPaidStep]);
    expect(paid).toMatchObject({ paidNow: true, order: { status: 'paid', paymentId: 'ch_x' } });
    const [cartRow] = await db.select().from(schema.carts).where(eq(schema.carts.id, order.cartId));
    expect(cartRow).toMatchObject({ isPurchased: true, orderId: order.id });
    expect((await markPaidOnce({ db, ...site }, order, 'ch_x', [markPaidStep])).paidNow).toBe(false);
    expect(await receipts(order)).toBe(0);
  });

  it('issue 20: enqueue receipt queues one receipt for an order this call paid; a failure after it takes it back', async () => {
    const order = await pendingOrder();
    await expect(
      markPaidOnce({ db, ...site }, order, 'ch_y', [markPaidStep, enqueueReceipt, boom]),
    ).rejects.toThrow('boom');
    expect(await receipts(order)).toBe(0);
    await markPaidOnce({ db, ...site }, order, 'ch_y', [markPaidStep, enqueueReceipt]);
    expect(await receipts(order)).toBe(1);
    await markPaidOnce({ db, ...site }, order, 'ch_y', [markPaidStep, enqueueReceipt]);
    expect(await receipts(order)).toBe(1);
  });
});
