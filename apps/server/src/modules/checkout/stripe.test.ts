// The Stripe adapter against a local stand-in for Stripe's API (no network in tests): a checkout
// creates one confirmed PaymentIntent with the order's idempotency key; a card error is the
// visitor's message; a refund goes through Stripe too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductView } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';

interface Seen {
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

describe('Stripe payments (STRIPE_SECRET_KEY)', () => {
  let stripe: Server;
  const seen: Seen[] = [];
  const intents = new Map<string, string>();
  let t: TestApp;
  let owner: TestClient;
  let consultation: ProductView;

  beforeAll(async () => {
    stripe = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        const key = req.headers['idempotency-key'] as string | undefined;
        seen.push({ path: req.url ?? '', idempotencyKey: key, body });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/payment_intents') {
          if (body.get('payment_method') === 'pm_card_chargeDeclined') {
            res.statusCode = 402;
            res.end(
              JSON.stringify({
                error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
              }),
            );
            return;
          }
          // Stripe answers a repeated idempotency key with the first result.
          const id = intents.get(key ?? '') ?? `pi_${intents.size + 1}`;
          intents.set(key ?? '', id);
          res.end(
            JSON.stringify({
              id,
              object: 'payment_intent',
              status: 'succeeded',
              amount: Number(body.get('amount')),
            }),
          );
          return;
        }
        if (req.url === '/v1/refunds') {
          res.end(JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded' }));
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
    });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    consultation = products.find((p) => p.slug === 'colour-consultation')!;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe.close(resolve));
  });

  it('a checkout makes one confirmed PaymentIntent keyed by the order; a repeat reuses it', async () => {
    const visitor = t.client();
    await addToCart(visitor, consultation);
    const cartCookie = visitor.cookies.get('folio_cart')!;
    const payment = { provider: 'stripe', paymentMethodId: 'pm_card_visa' };
    const placed = await checkout(visitor, { payment, shippingAddress: undefined });
    expect(placed.statusCode).toBe(200);
    const { order } = placed.json();
    const intent = seen.find((s) => s.path === '/v1/payment_intents')!;
    expect(intent.idempotencyKey).toBe(`order-${order.id}`);
    expect(intent.body.get('amount')).toBe(String(order.grandTotalCents));
    expect(intent.body.get('currency')).toBe('usd');
    expect(intent.body.get('confirm')).toBe('true');
    // Issue 20 (decision 061): authorised, then captured (this stand-in answers succeeded at once).
    expect(intent.body.get('capture_method')).toBe('manual');
    visitor.cookies.set('folio_cart', cartCookie);
    const again = await checkout(visitor, { payment, shippingAddress: undefined });
    expect(again.json().order.id).toBe(order.id);
    const detail = (await owner.request({ url: `/api/config/store/orders/${order.id}` })).json().order;
    expect(detail).toMatchObject({ paymentProvider: 'stripe', paymentId: 'pi_1' });
    const refund = await owner.request({
      method: 'POST',
      url: `/api/config/store/orders/${order.id}/refund`,
    });
    expect(refund.json().order.status).toBe('refunded');
    const refundCall = seen.find((s) => s.path === '/v1/refunds')!;
    expect(refundCall.idempotencyKey).toBe(`refund-${order.id}`);
    expect(refundCall.body.get('payment_intent')).toBe('pi_1');
  });

  it('a card error from Stripe is the visitor’s message, and no order is left', async () => {
    const visitor = t.client();
    await addToCart(visitor, consultation);
    const answer = await checkout(visitor, {
      payment: { provider: 'stripe', paymentMethodId: 'pm_card_chargeDeclined' },
      shippingAddress: undefined,
    });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().message).toBe('Your card was declined.');
    const settings = (await owner.request({ url: '/api/config/store/settings' })).json();
    expect(settings.paymentProvider).toBe('stripe');
    // The checkout page hands Stripe.js its publishable key (the secret never leaves the server).
    const page = (await visitor.request({ url: '/checkout' })).body;
    expect(page).toContain('pk_test_folio');
    expect(page).not.toContain('sk_test_folio');
  });
});
