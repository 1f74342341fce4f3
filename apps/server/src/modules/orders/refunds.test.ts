// Issue 20 (decision 061): the owner refunds part of an order, then the rest, through the gateway.
import type { ProductView } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';

describe('issue 20: partial refunds', () => {
  let t: TestApp;
  let owner: TestClient;
  let consultation: ProductView;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    consultation = products.find((p) => p.slug === 'colour-consultation')!;
  });
  afterAll(() => t?.close());

  const refund = (orderId: string, body: Record<string, unknown> = {}) =>
    owner.request({ method: 'POST', url: `/api/config/store/orders/${orderId}/refund`, payload: body });
  const ledgerOf = async (paymentId: string) =>
    (
      await t.app.folio.database.db
        .select()
        .from(schema.testGatewayCharges)
        .where(eq(schema.testGatewayCharges.id, paymentId))
    )[0]!;

  it('issue 20: a partial refund keeps the order paid and records refundedCents; too much is refused; the rest refunds it', async () => {
    const visitor = t.client();
    await addToCart(visitor, consultation);
    const placed = (await checkout(visitor, { shippingAddress: undefined })).json().order;
    const first = await refund(placed.id, { amountCents: 1500 });
    expect(first.statusCode).toBe(200);
    expect(first.json().order).toMatchObject({ status: 'paid', refundedCents: 1500 });
    expect(first.json().order.notes.at(-1)).toMatchObject({ author: 'owner@demo.test' });
    const paymentId = first.json().order.paymentId;
    expect((await ledgerOf(paymentId)).refundedCents).toBe(1500);

    const tooMuch = await refund(placed.id, { amountCents: placed.grandTotalCents });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error: 'refund_too_much' });
    expect((await refund(placed.id, { amountCents: 0 })).statusCode).toBe(400);

    const second = await refund(placed.id, { amountCents: 500 });
    expect(second.json().order).toMatchObject({ status: 'paid', refundedCents: 2000 });
    const rest = await refund(placed.id);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedCents: placed.grandTotalCents });
    expect((await ledgerOf(paymentId)).refundedCents).toBe(placed.grandTotalCents);
    expect((await refund(placed.id, { amountCents: 100 })).statusCode).toBe(409);
  });
});
