// Issue 15 part 4: a server that dies in the middle of a checkout. Two Folio servers on one
// PostgreSQL take Stripe payments from a stand-in for Stripe's API that can hold an answer
// forever: server A asks Stripe to charge and never hears back (it is closed while it waits), as a
// server killed mid-checkout. Whatever happens next (the visitor tries again on B, or never comes
// back and B's sweep finds the order), no order is both charged and left unpaid, and none is
// charged twice.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, makeTestServersOnPostgres, type TestApp, TestClient } from './testing/test-app.ts';

interface Intent {
  id: string;
  key: string;
  amount: number;
  metadata: Record<string, string>;
}

/** Stripe's PaymentIntents, as far as Folio uses them; `pm_hang_*` methods never get an answer. */
function fakeStripe() {
  const intents = new Map<string, Intent>();
  const created: Intent[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      res.setHeader('content-type', 'application/json');
      const answer = (intent: Intent) =>
        JSON.stringify({
          id: intent.id,
          object: 'payment_intent',
          status: 'succeeded',
          amount: intent.amount,
          metadata: intent.metadata,
        });
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const method = body.get('payment_method') ?? '';
        // The request is lost on the way: Stripe never saw it, and the server never hears back.
        if (method === 'pm_hang_before_charge') return;
        // Stripe answers a repeated idempotency key with the first result.
        let intent = intents.get(key);
        if (!intent) {
          const metadata: Record<string, string> = {};
          for (const [name, value] of body) {
            const m = /^metadata\[(.+)\]$/.exec(name);
            if (m) metadata[m[1]!] = value;
          }
          intent = { id: `pi_${created.length + 1}`, key, amount: Number(body.get('amount')), metadata };
          intents.set(key, intent);
          created.push(intent);
          // Charged, but the answer never reaches the server that asked.
          if (method === 'pm_hang_after_charge') return;
        }
        res.end(answer(intent));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
        // Only the query Folio sends: metadata['folio_key']:'<key>'.
        const m = /^metadata\['folio_key'\]:'([^']+)'$/.exec(url.searchParams.get('query') ?? '');
        const data = m ? created.filter((i) => i.metadata.folio_key === m[1]) : [];
        res.end(
          JSON.stringify({
            object: 'search_result',
            url: '/v1/payment_intents/search',
            has_more: false,
            data: data.map((i) => JSON.parse(answer(i))),
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
    });
  });
  return { server, created };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a server killed mid-checkout', () => {
  let servers: TestApp[];
  let close: () => Promise<void>;
  const stripe = fakeStripe();
  let productId: string;
  let variantId: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripe.server.address() as AddressInfo;
    // B stays; the others are killed, one per test.
    const made = await makeTestServersOnPostgres(4, {
      STRIPE_SECRET_KEY: 'sk_test_folio',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_folio',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });
    servers = made.servers;
    close = made.close;
    const owner = servers[0]!.client();
    await owner.signIn('owner@demo.test');
    const products = (await owner.request({ url: '/api/config/store/products' })).json().products as {
      slug: string;
      id: string;
      variants: { id: string }[];
    }[];
    const consultation = products.find((p) => p.slug === 'colour-consultation')!;
    productId = consultation.id;
    variantId = consultation.variants[0]!.id;
  });
  afterAll(async () => {
    // Stripe goes away first: no new connection is taken (a killed server's retry of a request that
    // never got an answer is refused at once instead of hanging), and the held ones are cut.
    const closed = new Promise((resolve) => stripe.server.close(resolve));
    stripe.server.closeAllConnections();
    await closed;
    await close?.();
  });

  const db = () => servers[0]!.app.folio.database.db;
  const ordersOf = (email: string) => db().select().from(schema.orders).where(eq(schema.orders.email, email));
  let count = 0;

  /** Starts a checkout on `server` that never gets Stripe's answer, then kills that server. */
  async function checkoutAndDie(server: TestApp, paymentMethodId: string) {
    const email = `buyer-${++count}@example.com`;
    const visitor = new TestClient(server.app, DEMO_HOST);
    const added = await visitor.request({
      method: 'POST',
      url: '/api/commerce/cart/items',
      payload: { productId, variantId, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const cartToken = visitor.cookies.get('folio_cart')!;
    const charges = stripe.created.length;
    // The checkout waits for Stripe forever; the server is closed under it.
    void visitor
      .request({
        method: 'POST',
        url: '/api/commerce/checkout',
        payload: { email, payment: { provider: 'stripe', paymentMethodId } },
      })
      .catch(() => undefined);
    const isStarted = async () =>
      paymentMethodId === 'pm_hang_after_charge'
        ? stripe.created.length > charges
        : (await ordersOf(email)).length > 0;
    for (let i = 0; i < 200 && !(await isStarted()); i++) await new Promise((r) => setTimeout(r, 25));
    expect(await isStarted()).toBe(true);
    await server.app.close();
    return { cartToken, email };
  }

  /** Half an hour later (the pending-order lifetime), B's sweep of stale pending orders runs. */
  async function sweepLater(b: TestApp, email: string) {
    await db()
      .update(schema.orders)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(schema.orders.email, email));
    await b.app.folio.store.sweepStale();
  }

  it('issue 15 part 4: A charges and dies before recording it; the visitor pays again on B and is charged once', async () => {
    const [b, a] = [servers[0]!, servers[1]!];
    const { cartToken, email } = await checkoutAndDie(a, 'pm_hang_after_charge');
    expect(stripe.created).toHaveLength(1);

    const visitor = new TestClient(b.app, DEMO_HOST);
    visitor.cookies.set('folio_cart', cartToken);
    const retried = await visitor.request({
      method: 'POST',
      url: '/api/commerce/checkout',
      payload: { email, payment: { provider: 'stripe', paymentMethodId: 'pm_card_visa' } },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order.status).toBe('paid');
    // One charge at Stripe, for the one order, which is paid.
    expect(stripe.created).toHaveLength(1);
    const [order] = await db()
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, retried.json().order.id));
    expect(order).toMatchObject({ status: 'paid', paymentId: stripe.created[0]!.id });
    expect(stripe.created[0]!.key).toBe(`order-${order!.id}`);
  });

  it('issue 15 part 4: A charges and dies, the visitor never returns: B’s sweep finds the charge and the order is paid, not released', async () => {
    const [b, a] = [servers[0]!, servers[2]!];
    const charges = stripe.created.length;
    const { email } = await checkoutAndDie(a, 'pm_hang_after_charge');
    expect(stripe.created).toHaveLength(charges + 1);
    const charged = stripe.created.at(-1)!;
    await sweepLater(b, email);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ status: 'paid', paymentId: charged.id });
    expect(charged.key).toBe(`order-${order!.id}`);
    expect(stripe.created).toHaveLength(charges + 1);
  });

  it('issue 15 part 4: A dies before Stripe saw the charge, the visitor never returns: the sweep releases the order and its stock', async () => {
    const [b, a] = [servers[0]!, servers[3]!];
    const stock = async () =>
      (await db().select().from(schema.productVariants).where(eq(schema.productVariants.id, variantId)))[0]!;
    const before = await stock();
    const charges = stripe.created.length;
    const { email } = await checkoutAndDie(a, 'pm_hang_before_charge');
    expect(await ordersOf(email)).toHaveLength(1);
    await sweepLater(b, email);
    expect(await ordersOf(email)).toHaveLength(0);
    expect(stripe.created).toHaveLength(charges);
    expect((await stock()).qtyInStock).toBe(before.qtyInStock);
  });
});
