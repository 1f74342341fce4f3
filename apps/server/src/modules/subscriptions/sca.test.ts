// Issue 20 (decision 077): a subscription's first period paid with the card that asks for 3-D
// Secure. The subscribe answer asks for the holder's authentication; the test challenge page sends
// the browser back to the subscribe page, whose confirm pays the first order once and writes one
// subscription; a failed challenge releases the order (stock given back) and writes none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerChallenge, paymentReturnOf } from '../../testing/sca.ts';
import { anotherAddress, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { PENDING_ORDER_TTL_MS } from '../checkout/service.ts';
import { addToCart, card, createProduct, productInput } from '../store/test-helpers.ts';
import { renewDueOf } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('issue 20: a subscription first period with 3-D Secure', () => {
  let t: TestApp;
  let owner: TestClient;
  let made = 0;
  const db = () => t.app.folio.database.db;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  /** A product of 5 in stock with a monthly plan, in a new visitor's cart. */
  async function subscriptionCart() {
    const product = await createProduct(
      owner,
      productInput({ title: `SCA box ${++made}`, productType: 'service' }, { price: 1500, qtyInStock: 5 }),
    );
    const put = await owner.request({
      method: 'PUT',
      url: `/api/config/store/products/${product.id}/plan`,
      payload: { plan: { billingPeriodValue: 1, billingPeriodUnit: 'MONTH', numBillingCycles: 0 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const visitor = t.client();
    expect((await addToCart(visitor, product)).statusCode).toBe(200);
    return { product, visitor, cartToken: visitor.cookies.get('folio_cart')! };
  }

  const subscribe = (visitor: TestClient, cartToken: string, email: string) => {
    visitor.remoteAddress = anotherAddress();
    return visitor.request({
      method: 'POST',
      url: '/api/commerce/subscribe',
      payload: { cartToken, email, payment: card(TEST_CARDS.authenticationRequired) },
    });
  };
  const confirm = (visitor: TestClient, payload: { cartToken: string; id: string; token: string }) =>
    visitor.request({ method: 'POST', url: '/api/commerce/subscribe/confirm', payload });
  const subsOf = (email: string) =>
    db().select().from(schema.subscriptions).where(eq(schema.subscriptions.email, email));
  const ordersOf = (email: string) => db().select().from(schema.orders).where(eq(schema.orders.email, email));
  const stockOf = async (variantId: string) =>
    (await db().select().from(schema.productVariants).where(eq(schema.productVariants.id, variantId)))[0]!
      .qtyInStock;

  it('issue 20: SHOP-004 the 3184 card asks for authentication; after the challenge the first period is paid once, one subscription, the confirmed page', async () => {
    const { product, visitor, cartToken } = await subscriptionCart();
    const email = 'sub-sca@example.com';
    const answer = await subscribe(visitor, cartToken, email);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.redirect).toBeUndefined();
    expect(body.requiresAction).toMatchObject({ kind: 'redirect' });
    expect(body.confirmToken).toMatch(/^[0-9a-f]{32}$/);
    // Nothing started yet: the order waits, pending, with its stock held.
    expect(await subsOf(email)).toHaveLength(0);
    const [pending] = await ordersOf(email);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(body.orderId).toBe(pending!.id);
    expect(await stockOf(product.variants[0]!.id)).toBe(4);

    const url: string = body.requiresAction.url;
    const page = await visitor.request({ url });
    expect(page.body).toContain('$15.00');
    expect(page.body).toContain('•••• 3184');
    const answered = await answerChallenge(visitor, url, 'complete');
    expect(answered.statusCode).toBe(303);
    const location = answered.headers.location as string;
    expect(location).toBe(
      `/checkout/subscribe?cartToken=${encodeURIComponent(cartToken)}&payment_return=${pending!.id}.${body.confirmToken}`,
    );
    const returned = { cartToken, ...paymentReturnOf(location) };
    const confirmed = await confirm(visitor, returned);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = confirmed.json();
    expect(done.redirect).toMatch(/^\/checkout\/subscription-confirmed\?subscriptionId=[0-9a-f]{24}&token=/);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ status: 'paid' });
    const subs = await subsOf(email);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', firstOrderId: order!.id, paidPeriods: 1 });
    expect(subs[0]!.paymentMethod).toMatchObject({ provider: 'test', last4: '3184' });
    const charge = (
      await db()
        .select()
        .from(schema.testGatewayCharges)
        .where(eq(schema.testGatewayCharges.idempotencyKey, `order-${order!.id}`))
    )[0];
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 1500 });
    // The confirmed page shows it.
    const shown = await visitor.request({ url: done.redirect });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`SCA box ${made}`);

    // Confirming twice (a reload, a doubled click) changes nothing: still one subscription, one email.
    const again = await confirm(visitor, returned);
    expect(again.statusCode).toBe(200);
    expect(again.json().redirect).toBe(done.redirect);
    expect(await subsOf(email)).toHaveLength(1);
    const started = await db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email));
    expect(started.filter((m) => m.subject.startsWith('Your subscription to'))).toHaveLength(1);
    // The challenge is over: its page says so.
    expect((await visitor.request({ url })).statusCode).toBe(404);

    // Decision 077: the renewal is off-session, and this card's bank asks for its holder each time.
    await renewDueOf(t.app.folio.store, (e) => console.error(e), new Date(Date.now() + 32 * DAY));
    const [renewing] = await subsOf(email);
    expect(renewing).toMatchObject({ status: 'past_due', paidPeriods: 1, failedAttempts: 1 });
  });

  it('issue 20: a first period paid by the store’s sweep (the holder answered the challenge and never came back) still starts its subscription, once', async () => {
    const { visitor, cartToken } = await subscriptionCart();
    const email = 'sub-sca-gone@example.com';
    const body = (await subscribe(visitor, cartToken, email)).json();
    const answered = await answerChallenge(visitor, body.requiresAction.url, 'complete');
    expect(answered.statusCode).toBe(303);
    // The page is closed here: no confirm. Half an hour on, the store's sweep takes the payment.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PENDING_ORDER_TTL_MS + 10 * 60_000);
    await t.app.folio.jobs.runDue(['store.sweep']);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ status: 'paid' });
    expect(await subsOf(email)).toHaveLength(0);
    await t.app.folio.jobs.runDue(['subscriptions.sweep']);
    const subs = await subsOf(email);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', firstOrderId: order!.id, paidPeriods: 1 });
    // The next sweeps start nothing more; the started email went once.
    vi.setSystemTime(Date.now() + 60 * 60_000);
    await t.app.folio.jobs.runDue(['subscriptions.sweep']);
    expect(await subsOf(email)).toHaveLength(1);
    const mails = await db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email));
    expect(mails.filter((m) => m.subject.startsWith('Your subscription to'))).toHaveLength(1);
  });

  it('issue 20: SHOP-004 a failed challenge: 402 with a clear message, no subscription, the order released and its stock given back', async () => {
    const { product, visitor, cartToken } = await subscriptionCart();
    const email = 'sub-sca-fail@example.com';
    const body = (await subscribe(visitor, cartToken, email)).json();
    expect(await stockOf(product.variants[0]!.id)).toBe(4);
    const answered = await answerChallenge(visitor, body.requiresAction.url, 'fail');
    expect(answered.statusCode).toBe(303);
    const refused = await confirm(visitor, {
      cartToken,
      ...paymentReturnOf(answered.headers.location as string),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'authentication_failed' });
    expect(refused.json().message).toContain('was not charged');
    expect(await subsOf(email)).toHaveLength(0);
    expect(await ordersOf(email)).toHaveLength(0);
    expect(await stockOf(product.variants[0]!.id)).toBe(5);
    // The same confirm again finds nothing to confirm; the cart can be checked out again.
    const again = await confirm(visitor, {
      cartToken,
      ...paymentReturnOf(answered.headers.location as string),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'nothing_to_confirm' });
    const page = await visitor.request({
      url: `/checkout/subscribe?cartToken=${encodeURIComponent(cartToken)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-subscribe-form');
  });

  it('issue 20: a forged confirm token and another cart confirm nothing; the same submit again while waiting charges once', async () => {
    const { visitor, cartToken } = await subscriptionCart();
    const email = 'sub-sca-forged@example.com';
    const body = (await subscribe(visitor, cartToken, email)).json();
    const [pending] = await ordersOf(email);
    const forged = await confirm(visitor, { cartToken, id: pending!.id, token: '0'.repeat(32) });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ error: 'nothing_to_confirm' });
    // Still waiting: a confirm before the challenge asks for it again.
    const early = await confirm(visitor, { cartToken, id: pending!.id, token: body.confirmToken });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({
      requiresAction: body.requiresAction,
      confirmToken: body.confirmToken,
    });
    // Another visitor's cart with this order's token: nothing.
    const other = await subscriptionCart();
    const crossed = await confirm(other.visitor, {
      cartToken: other.cartToken,
      id: pending!.id,
      token: body.confirmToken,
    });
    expect(crossed.statusCode).toBe(409);
    // The same submit again meets the same payment: the same challenge, one charge.
    const twice = (await subscribe(visitor, cartToken, email)).json();
    expect(twice.requiresAction).toEqual(body.requiresAction);
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await subsOf(email)).toHaveLength(0);
  });
});

describe('issue 20: a subscription first period with 3-D Secure through Stripe', () => {
  let stripe: Server;
  let t: TestApp;
  const intents = new Map<string, Record<string, unknown> & { id: string; status: string }>();
  const byKey = new Map<string, string>();

  beforeAll(async () => {
    // A stand-in for Stripe's API: customers, attach, PaymentIntents kept by id and idempotency key.
    stripe = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        const url = req.url ?? '';
        res.setHeader('content-type', 'application/json');
        if (url === '/v1/customers') return res.end(JSON.stringify({ id: 'cus_sub', object: 'customer' }));
        const attach = /^\/v1\/payment_methods\/(pm_\w+)\/attach$/.exec(url);
        if (attach)
          return res.end(
            JSON.stringify({
              id: attach[1],
              object: 'payment_method',
              customer: 'cus_sub',
              card: { last4: '3184' },
            }),
          );
        if (req.method === 'POST' && url === '/v1/payment_intents') {
          const key = String(req.headers['idempotency-key'] ?? '');
          const known = intents.get(byKey.get(key) ?? '');
          if (known) return res.end(JSON.stringify(known));
          const id = `pi_sub${intents.size + 1}`;
          const intent = {
            id,
            object: 'payment_intent',
            status:
              body.get('payment_method') === 'pm_card_authenticationRequired'
                ? 'requires_action'
                : 'succeeded',
            amount: Number(body.get('amount')),
            currency: body.get('currency') ?? 'usd',
            client_secret: `${id}_secret_test`,
            customer: body.get('customer'),
            setup_future_usage: body.get('setup_future_usage'),
            metadata: {},
            last_payment_error: null,
          };
          intents.set(id, intent);
          byKey.set(key, id);
          return res.end(JSON.stringify(intent));
        }
        const match = /^\/v1\/payment_intents\/(pi_sub\d+)(\/cancel)?$/.exec(url);
        const intent = match ? intents.get(match[1]!) : undefined;
        if (intent && match![2]) intent.status = 'canceled';
        if (intent) return res.end(JSON.stringify(intent));
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
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe.close(resolve));
  });

  it('issue 20: SHOP-004 Stripe asks for the action (client secret, the card kept for renewals); after it the confirm starts the subscription once', async () => {
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const product = await createProduct(
      owner,
      productInput({ title: 'Stripe SCA box', productType: 'service' }, { price: 1500, unlimited: true }),
    );
    await owner.request({
      method: 'PUT',
      url: `/api/config/store/products/${product.id}/plan`,
      payload: { plan: { billingPeriodValue: 1, billingPeriodUnit: 'MONTH', numBillingCycles: 0 } },
    });
    const visitor = t.client();
    await addToCart(visitor, product);
    const cartToken = visitor.cookies.get('folio_cart')!;
    const email = 'stripe-sub-sca@example.com';
    const answer = await visitor.request({
      method: 'POST',
      url: '/api/commerce/subscribe',
      payload: {
        cartToken,
        email,
        payment: { provider: 'stripe', paymentMethodId: 'pm_card_authenticationRequired' },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    const intent = [...intents.values()].at(-1)!;
    expect(intent).toMatchObject({ customer: 'cus_sub', setup_future_usage: 'off_session' });
    expect(body.requiresAction).toEqual({ kind: 'stripe', clientSecret: intent.client_secret });
    const payload = { cartToken, id: body.orderId, token: body.confirmToken };
    const confirm = () =>
      visitor.request({ method: 'POST', url: '/api/commerce/subscribe/confirm', payload });
    // Before Stripe.js's action the confirm asks for it again.
    expect((await confirm()).json().requiresAction).toEqual(body.requiresAction);

    intent.status = 'succeeded'; // handleNextAction: the bank said yes (captured at once).
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().redirect).toMatch(/^\/checkout\/subscription-confirmed\?subscriptionId=/);
    expect((await confirm()).json().redirect).toBe(confirmed.json().redirect);
    const db = t.app.folio.database.db;
    const subs = await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.email, email));
    expect(subs).toHaveLength(1);
    expect(subs[0]!.paymentMethod).toMatchObject({ provider: 'stripe', customerId: 'cus_sub' });
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.email, email));
    expect(order).toMatchObject({ status: 'paid', paymentId: intent.id });
  });
});
