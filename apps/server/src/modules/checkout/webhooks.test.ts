// Issue 20 part 1 (decision 060): Stripe's webhooks, the source of truth for what happens to a
// payment after the checkout's answer. Against a local stand-in for Stripe's API (no network) that
// can hold a PaymentIntent's answer, so the webhook and the browser's checkout can race.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductView } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout, createProduct, productInput } from '../store/test-helpers.ts';

const WEBHOOK_SECRET = 'whsec_folioTestSecret';
const URL_ = '/api/commerce/webhooks/stripe';

interface Held {
  orderId: string;
  websiteId: string;
  amount: number;
  intentId: string;
  /** Lets Stripe's answer go: succeeded, or a card error. */
  answer: (outcome: 'succeeded' | 'declined') => void;
}

describe('issue 20: Stripe webhooks (POST /api/commerce/webhooks/stripe)', () => {
  let stripe: Server;
  let t: TestApp;
  let owner: TestClient;
  let intents = 0;
  /** The next PaymentIntent created with pm_card_hold waits here until the test answers it. */
  let onHold: ((held: Held) => void) | null = null;

  beforeAll(async () => {
    stripe = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/payment_intents') {
          const id = `pi_${++intents}`;
          const succeed = () =>
            res.end(
              JSON.stringify({
                id,
                object: 'payment_intent',
                status: 'succeeded',
                amount: Number(body.get('amount')),
              }),
            );
          if (body.get('payment_method') === 'pm_card_hold' && onHold) {
            const hold = onHold;
            onHold = null;
            hold({
              orderId: body.get('metadata[orderId]') ?? '',
              websiteId: body.get('metadata[websiteId]') ?? '',
              amount: Number(body.get('amount')),
              intentId: id,
              answer: (outcome) => {
                if (outcome === 'succeeded') return succeed();
                res.statusCode = 402;
                res.end(
                  JSON.stringify({
                    error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
                  }),
                );
              },
            });
            return;
          }
          succeed();
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
      });
    });
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.address() as AddressInfo;
    t = await makeTestApp('pglite', {
      STRIPE_SECRET_KEY: 'sk_test_folio',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_folio',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe.close(resolve));
  });

  const db = () => t.app.folio.database.db;
  let events = 0;

  function event(type: string, object: Record<string, unknown>, id = `evt_test${++events}`) {
    return JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
  }

  function send(payload: string, signature?: string | null) {
    const header =
      signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
        : signature;
    return t.app.inject({
      method: 'POST',
      url: URL_,
      headers: {
        'content-type': 'application/json',
        ...(header === null ? {} : { 'stripe-signature': header }),
      },
      payload,
    });
  }

  function intent(held: Pick<Held, 'intentId' | 'orderId' | 'websiteId' | 'amount'>, status = 'succeeded') {
    return {
      id: held.intentId,
      object: 'payment_intent',
      status,
      amount: held.amount,
      amount_received: status === 'succeeded' ? held.amount : 0,
      currency: 'usd',
      metadata: { folio_key: `order-${held.orderId}`, orderId: held.orderId, websiteId: held.websiteId },
    };
  }

  async function product(title: string, qtyInStock = 5, price = 2500): Promise<ProductView> {
    return createProduct(owner, productInput({ title }, { qtyInStock, price }));
  }

  /** Starts a Stripe checkout whose PaymentIntent Stripe holds; resolves when Stripe has it. */
  async function heldCheckout(p: ProductView) {
    const visitor = t.client();
    await addToCart(visitor, p);
    const held = new Promise<Held>((resolve) => {
      onHold = resolve;
    });
    const answer = checkout(visitor, { payment: { provider: 'stripe', paymentMethodId: 'pm_card_hold' } });
    // A checkout that ends before Stripe holds it failed: say why rather than wait.
    const first = await Promise.race([held, answer]);
    if (!('intentId' in first))
      throw new Error(`the checkout ended first: ${first.statusCode} ${first.body}`);
    return { held: first, answer };
  }

  async function orderRow(id: string) {
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.id, id));
    return row;
  }

  async function receipts(orderNumber: number) {
    const rows = await db().select().from(schema.emailOutbox);
    return rows.filter(
      (r) => r.text.includes(`#${orderNumber}`) && /order/i.test(r.subject) && !/refund/i.test(r.subject),
    );
  }

  async function stockOf(p: ProductView) {
    const [variant] = await db()
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, p.id));
    return variant!.qtyInStock;
  }

  /** A paid Stripe order (the checkout answered at once). */
  async function paidOrder(title: string) {
    const visitor = t.client();
    const p = await product(title);
    await addToCart(visitor, p);
    const placed = await checkout(visitor, {
      payment: { provider: 'stripe', paymentMethodId: 'pm_card_visa' },
    });
    expect(placed.statusCode).toBe(200);
    return (await orderRow(placed.json().order.id))!;
  }

  function charge(order: { paymentId: string | null; grandTotalCents: number }, refunded: number) {
    return {
      id: `ch_for_${order.paymentId}`,
      object: 'charge',
      amount: order.grandTotalCents,
      amount_refunded: refunded,
      currency: 'usd',
      payment_intent: order.paymentId,
      refunded: refunded >= order.grandTotalCents,
      metadata: {},
    };
  }

  it('issue 20: a validly signed event is accepted; a bad, old or missing signature is refused with 400 and a clear error', async () => {
    const payload = event('customer.created', { id: 'cus_1', object: 'customer' });
    const ok = await send(payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false, outcome: 'ignored' });

    const other = event('customer.created', { id: 'cus_2', object: 'customer' });
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload: other, secret: 'whsec_notOurs' });
    const bad = await send(other, wrongSecret);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'webhook_signature_invalid' });
    expect(bad.json().message).toMatch(/^The Stripe-Signature header is not valid/);

    // Signed ten minutes ago: outside Stripe's 300-second tolerance (a replayed capture).
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: other,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await send(other, old)).statusCode).toBe(400);

    const missing = await send(other, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'webhook_signature_invalid',
      message: 'The Stripe-Signature header is missing.',
    });

    // A body changed after signing fails the same check.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET });
    expect((await send(other.replace('cus_2', 'cus_3'), signed)).statusCode).toBe(400);
    // None of the refused events was recorded.
    const recorded = await db().select().from(schema.paymentEvents);
    expect(recorded.map((r) => r.type)).toEqual(['customer.created']);
  });

  it('issue 20: without STRIPE_WEBHOOK_SECRET the endpoint answers 503 and says what to set', async () => {
    const bare = await makeTestApp('pglite');
    try {
      const answer = await bare.app.inject({
        method: 'POST',
        url: URL_,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ error: 'webhooks_not_configured' });
      expect(answer.json().message).toContain('STRIPE_WEBHOOK_SECRET');
    } finally {
      await bare.close();
    }
  });

  it('issue 20: payment_intent.succeeded marks a pending order paid once; the same event delivered twice is processed once', async () => {
    const p = await product('Webhook first print');
    const { held, answer } = await heldCheckout(p);
    expect(held.orderId).toMatch(/^[0-9a-f]{24}$/);
    expect((await orderRow(held.orderId))!.status).toBe('pending');
    const payload = event('payment_intent.succeeded', intent(held));
    const first = await send(payload);
    expect(first.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    const paid = (await orderRow(held.orderId))!;
    expect(paid).toMatchObject({ status: 'paid', paymentId: held.intentId });
    // Redelivered (Stripe retries): nothing happens again.
    const again = await send(payload);
    expect(again.json()).toEqual({ received: true, duplicate: true, outcome: 'duplicate' });
    // The browser's checkout returns afterwards and meets the order paid.
    held.answer('succeeded');
    const placed = await answer;
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order).toMatchObject({ id: held.orderId, status: 'paid' });
    expect(await receipts(paid.number)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(schema.paymentEvents)
      .where(eq(schema.paymentEvents.orderId, held.orderId));
    expect(rows.map((r) => r.outcome)).toEqual(['paid']);
  });

  it('issue 20: succeeded after the browser’s checkout already paid the order changes nothing (one paid order, one receipt)', async () => {
    const order = await paidOrder('Browser first print');
    const answer = await send(
      event(
        'payment_intent.succeeded',
        intent({
          intentId: order.paymentId!,
          orderId: order.id,
          websiteId: order.websiteId,
          amount: order.grandTotalCents,
        }),
      ),
    );
    expect(answer.json()).toMatchObject({ outcome: 'already_paid' });
    expect((await orderRow(order.id))!.paidAt).toEqual(order.paidAt);
    expect(await receipts(order.number)).toHaveLength(1);
  });

  it('issue 20: the webhook and the browser’s checkout racing (Promise.all) give one paid order and one receipt in the outbox', async () => {
    const p = await product('Race print');
    const { held, answer } = await heldCheckout(p);
    const [placed, hook] = await Promise.all([
      answer,
      (async () => {
        held.answer('succeeded');
        return send(event('payment_intent.succeeded', intent(held)));
      })(),
    ]);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order).toMatchObject({ id: held.orderId, status: 'paid' });
    expect(hook.statusCode).toBe(200);
    expect(['paid', 'already_paid']).toContain(hook.json().outcome);
    const orders = (await db().select().from(schema.orders)).filter((o) =>
      o.lines.some((l) => l.productId === p.id),
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe('paid');
    expect(await receipts(orders[0]!.number)).toHaveLength(1);
  });

  it('issue 20: succeeded with an amount that is not the order’s is recorded and does not mark it paid', async () => {
    const p = await product('Mismatch print');
    const { held, answer } = await heldCheckout(p);
    const hook = await send(event('payment_intent.succeeded', intent({ ...held, amount: 1 })));
    expect(hook.json()).toMatchObject({ outcome: 'amount_mismatch' });
    expect((await orderRow(held.orderId))!.status).toBe('pending');
    held.answer('succeeded');
    await answer;
  });

  it('issue 20: payment_intent.processing is recorded; payment_intent.payment_failed releases the pending order and gives its stock back', async () => {
    const p = await product('Failing print', 4);
    const { held, answer } = await heldCheckout(p);
    expect(await stockOf(p)).toBe(3);
    const processing = await send(event('payment_intent.processing', intent(held, 'processing')));
    expect(processing.json()).toMatchObject({ outcome: 'processing' });
    expect((await orderRow(held.orderId))!.status).toBe('pending');
    const failed = await send(
      event('payment_intent.payment_failed', intent(held, 'requires_payment_method')),
    );
    expect(failed.json()).toMatchObject({ outcome: 'released' });
    expect(await orderRow(held.orderId)).toBeUndefined();
    expect(await stockOf(p)).toBe(4);
    // The browser's checkout then learns of the decline: nothing is given back twice.
    held.answer('declined');
    expect((await answer).statusCode).toBe(402);
    expect(await stockOf(p)).toBe(4);
  });

  it('issue 20: charge.refunded records a partial then a full refund once each (replays change nothing), with no call to refund', async () => {
    const order = await paidOrder('Refunded print');
    const half = Math.floor(order.grandTotalCents / 2);
    const partial = event('charge.refunded', charge(order, half));
    expect((await send(partial)).json()).toMatchObject({ outcome: 'refund_partial' });
    expect((await send(partial)).json()).toMatchObject({ duplicate: true });
    // The same total in a new event (Stripe's charge.refund.updated-like resend) records nothing.
    expect((await send(event('charge.refunded', charge(order, half)))).json()).toMatchObject({
      outcome: 'refund_unchanged',
    });
    let detail = (await owner.request({ url: `/api/config/store/orders/${order.id}` })).json().order;
    expect(detail).toMatchObject({ status: 'paid', refundedCents: half, refundedAt: null });
    expect(detail.notes.filter((n: { author: string }) => n.author === 'Stripe')).toHaveLength(1);

    const full = event('charge.refunded', charge(order, order.grandTotalCents));
    expect((await send(full)).json()).toMatchObject({ outcome: 'refund_full' });
    expect((await send(full)).json()).toMatchObject({ duplicate: true });
    detail = (await owner.request({ url: `/api/config/store/orders/${order.id}` })).json().order;
    expect(detail).toMatchObject({ status: 'refunded', refundedCents: order.grandTotalCents });
    expect(detail.refundedAt).not.toBeNull();
    expect(detail.notes.filter((n: { author: string }) => n.author === 'Stripe')).toHaveLength(2);
    const refundMails = (await db().select().from(schema.emailOutbox)).filter(
      (r) => /refund/i.test(r.subject) && r.text.includes(`#${order.number}`),
    );
    expect(refundMails).toHaveLength(1);
    // The owner cannot refund it again.
    const again = await owner.request({ method: 'POST', url: `/api/config/store/orders/${order.id}/refund` });
    expect(again.statusCode).toBe(409);
  });

  it('issue 20: charge.dispute.created records the dispute on the order, in the owner’s order detail', async () => {
    const order = await paidOrder('Disputed print');
    const created = Math.floor(Date.now() / 1000);
    const dispute = {
      id: 'dp_test1',
      object: 'dispute',
      amount: order.grandTotalCents,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
      created,
      charge: `ch_for_${order.paymentId}`,
      payment_intent: order.paymentId,
    };
    const answer = await send(event('charge.dispute.created', dispute));
    expect(answer.json()).toMatchObject({ outcome: 'dispute_recorded' });
    const detail = (await owner.request({ url: `/api/config/store/orders/${order.id}` })).json().order;
    expect(detail.dispute).toEqual({
      id: 'dp_test1',
      reason: 'fraudulent',
      status: 'needs_response',
      amountCents: order.grandTotalCents,
      createdAt: new Date(created * 1000).toISOString(),
    });
    expect(detail.notes.at(-1)).toMatchObject({ author: 'Stripe' });
    expect(detail.notes.at(-1).text).toContain('fraudulent');
  });

  it('issue 20: an event for no known order, or of a type Folio does not handle, answers 200 (Stripe would retry otherwise)', async () => {
    const unknown = await send(
      event(
        'payment_intent.succeeded',
        intent({ intentId: 'pi_nobody', orderId: 'f'.repeat(24), websiteId: 'x', amount: 100 }),
      ),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ outcome: 'order_not_found' });
    const other = await send(event('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(other.json()).toMatchObject({ outcome: 'ignored' });
  });
});
