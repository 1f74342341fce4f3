// Issue 20 (decisions 061, 062): 3-D Secure through Stripe, against a local stand-in for Stripe's
// API that keeps each PaymentIntent's state (authorise with capture_method manual, the customer's
// action, capture, cancel). requires_action is not a decline: the checkout answers the client
// secret for Stripe.js's handleNextAction, and the confirm reads the outcome from Stripe.
// processing is not paid: the webhook pays the order. The webhook and the browser's return racing
// give one paid order and one receipt.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductView } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';
import { PAYMENT_PROCESSING } from './service.ts';

const WEBHOOK_SECRET = 'whsec_folioScaSecret';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  capture_method: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
  /** The stand-in's own: capture answers processing (a slow payment method). */
  slow: boolean;
}

describe('issue 20: 3-D Secure and processing through Stripe', () => {
  let stripe: Server;
  let t: TestApp;
  let owner: TestClient;
  let consultation: ProductView;
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, string>();
  const calls: string[] = [];

  beforeAll(async () => {
    stripe = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        const url = req.url ?? '';
        calls.push(`${req.method} ${url}`);
        res.setHeader('content-type', 'application/json');
        const send = (intent: FakeIntent) => res.end(JSON.stringify(intent));
        if (req.method === 'POST' && url === '/v1/payment_intents') {
          const key = String(req.headers['idempotency-key'] ?? '');
          const known = intents.get(byKey.get(key) ?? '');
          if (known) return send(known);
          const id = `pi_sca${intents.size + 1}`;
          const method = body.get('payment_method');
          const metadata: Record<string, string> = {};
          for (const [k, v] of body) {
            const m = /^metadata\[(.+)\]$/.exec(k);
            if (m) metadata[m[1]!] = v;
          }
          const intent: FakeIntent = {
            id,
            object: 'payment_intent',
            status: method === 'pm_card_authenticationRequired' ? 'requires_action' : 'requires_capture',
            amount: Number(body.get('amount')),
            amount_received: 0,
            currency: body.get('currency') ?? 'usd',
            client_secret: `${id}_secret_test`,
            capture_method: body.get('capture_method') ?? 'automatic',
            metadata,
            last_payment_error: null,
            slow: method === 'pm_card_processing',
          };
          intents.set(id, intent);
          byKey.set(key, id);
          return send(intent);
        }
        const match = /^\/v1\/payment_intents\/(pi_sca\d+)(\/capture|\/cancel)?$/.exec(url);
        const intent = match ? intents.get(match[1]!) : undefined;
        if (intent && req.method === 'GET' && !match![2]) return send(intent);
        if (intent && req.method === 'POST' && match![2] === '/capture') {
          if (intent.status === 'requires_capture') {
            intent.status = intent.slow ? 'processing' : 'succeeded';
            intent.amount_received = intent.slow ? 0 : intent.amount;
          }
          return send(intent);
        }
        if (intent && req.method === 'POST' && match![2] === '/cancel') {
          intent.status = 'canceled';
          return send(intent);
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
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    consultation = products.find((p) => p.slug === 'colour-consultation')!;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe.close(resolve));
  });

  const db = () => t.app.folio.database.db;
  const receiptsOf = async (orderNumber: number) =>
    (
      await db()
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.subject, `Your order #${orderNumber} from Folio Demo`))
    ).length;
  const orderRow = async (id: string) =>
    (await db().select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
  const confirm = (visitor: TestClient) =>
    visitor.request({ method: 'POST', url: '/api/commerce/checkout/confirm', payload: {} });

  async function stripeCheckout(paymentMethodId: string) {
    const visitor = t.client();
    await addToCart(visitor, consultation);
    const answer = await checkout(visitor, {
      payment: { provider: 'stripe', paymentMethodId },
      shippingAddress: undefined,
    });
    return { visitor, answer };
  }

  let events = 0;
  function webhook(type: string, intent: FakeIntent) {
    const { slow: _slow, ...object } = intent;
    const payload = JSON.stringify({
      id: `evt_sca${++events}`,
      object: 'event',
      type,
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/commerce/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  }

  it('issue 20: requires_action is not a decline: the checkout answers the client secret; after the action the confirm captures and pays once', async () => {
    const { visitor, answer } = await stripeCheckout('pm_card_authenticationRequired');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.order.status).toBe('pending');
    const intent = [...intents.values()].at(-1)!;
    expect(intent.capture_method).toBe('manual');
    expect(body.requiresAction).toEqual({ kind: 'stripe', clientSecret: intent.client_secret });
    // The browser cannot say it is done: the confirm reads Stripe, which still wants the action.
    const early = await confirm(visitor);
    expect(early.json().requiresAction).toEqual({ kind: 'stripe', clientSecret: intent.client_secret });
    expect((await orderRow(body.order.id))?.status).toBe('pending');

    intent.status = 'requires_capture'; // Stripe.js's handleNextAction: the bank said yes.
    const confirmed = await confirm(visitor);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toMatchObject({ id: body.order.id, status: 'paid' });
    expect(intent.status).toBe('succeeded');
    expect(calls).toContain(`POST /v1/payment_intents/${intent.id}/capture`);
    expect((await orderRow(body.order.id))?.paymentId).toBe(intent.id);
    // The webhook's succeeded afterwards changes nothing.
    expect((await webhook('payment_intent.succeeded', intent)).json().outcome).toBe('already_paid');
    expect(await receiptsOf(body.order.number)).toBe(1);
  });

  it('issue 20: a failed authentication (requires_payment_method) releases the order and answers a clear refusal', async () => {
    const { visitor, answer } = await stripeCheckout('pm_card_authenticationRequired');
    const intent = [...intents.values()].at(-1)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    };
    const refused = await confirm(visitor);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('We are unable to authenticate your payment method.');
    expect(await orderRow(answer.json().order.id)).toBeUndefined();
  });

  it('issue 20: processing is not paid: the order waits, the visitor is told, and the webhook pays it', async () => {
    const { answer } = await stripeCheckout('pm_card_processing');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ order: { status: 'pending' }, message: PAYMENT_PROCESSING });
    expect(answer.json().redirect).toBeUndefined();
    const intent = [...intents.values()].at(-1)!;
    expect(intent.status).toBe('processing');
    const id = answer.json().order.id;
    expect((await orderRow(id))?.status).toBe('pending');
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    expect((await webhook('payment_intent.succeeded', intent)).json().outcome).toBe('paid');
    expect((await orderRow(id))?.status).toBe('paid');
    expect(await receiptsOf(answer.json().order.number)).toBe(1);
  });

  it('issue 20: the webhook and the browser’s return racing, 12 rounds: one paid order and one receipt each time', async () => {
    for (let round = 0; round < 12; round++) {
      const { visitor, answer } = await stripeCheckout('pm_card_authenticationRequired');
      const intent = [...intents.values()].at(-1)!;
      // The bank said yes and Stripe captured; its webhook and the browser arrive together.
      intent.status = round % 2 === 0 ? 'succeeded' : 'requires_capture';
      intent.amount_received = intent.amount;
      const [browser, hook] = await Promise.all([
        confirm(visitor),
        webhook('payment_intent.succeeded', { ...intent, status: 'succeeded' }),
      ]);
      expect(browser.statusCode).toBe(200);
      expect(browser.json().order.status).toBe('paid');
      expect(['paid', 'already_paid']).toContain(hook.json().outcome);
      const order = await orderRow(answer.json().order.id);
      expect(order).toMatchObject({ status: 'paid', paymentId: intent.id });
      expect(await receiptsOf(order!.number)).toBe(1);
    }
  });
});
