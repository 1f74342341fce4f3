// Issue 20 (decision 076): joining a plan with the card that asks for 3-D Secure, and joining
// through Stripe. The join answers the member's authentication; the test challenge page sends the
// browser back to /members/join, whose confirm grants the plan once (the same grant as a join paid
// at once); a failed challenge charges nothing and grants nothing; a forged confirm is refused.
// Stripe: against a local stand-in for Stripe's API (customers, payment methods, PaymentIntents).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChallenge, paymentReturnOf } from '../../testing/sca.ts';
import {
  anotherAddress,
  makeTestApp,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { card } from '../store/test-helpers.ts';
import { heldPlanIds, PENDING_JOIN_TTL_MS, settleStaleJoins } from './service.ts';

const ONE_PAYMENT = {
  name: 'Lifetime friends',
  prices: [{ key: 'left', amountCents: 9000, billingPeriod: null }],
};
const MONTHLY = {
  name: 'Monthly patrons',
  prices: [{ key: 'left', amountCents: 700, billingPeriod: { value: 1, unit: 'MONTH' } }],
};

interface Member {
  client: TestClient;
  headers: Record<string, string>;
  id: string;
}

async function signUp(t: TestApp): Promise<Member> {
  const client = t.client();
  client.remoteAddress = anotherAddress();
  const email = `sca-member-${uniqueSuffix()}@example.test`;
  const made = await client.request({
    method: 'POST',
    url: '/api/site-users/account',
    payload: { email, password: 'member-password' },
  });
  expect(made.statusCode).toBe(201);
  const session = await client.request({
    method: 'POST',
    url: '/api/site-users/account/session',
    payload: { email, password: 'member-password', rememberMe: true },
  });
  return {
    client,
    headers: { 'x-siteuser-xsrf-token': session.json().xsrfToken },
    id: session.json().account.id,
  };
}

async function makePlan(owner: TestClient, body: Record<string, unknown>) {
  const answer = await owner.request({ method: 'POST', url: '/api/memberships/plans', payload: body });
  expect(answer.statusCode).toBe(201);
  return answer.json().plan as { id: string; name: string };
}

const join = (m: Member, planId: string, payment: Record<string, unknown>) =>
  m.client.request({
    method: 'POST',
    url: '/api/memberships/join',
    headers: m.headers,
    payload: { planId, priceKey: 'left', payment },
  });
const confirm = (m: Member, payload: { id: string; token: string }) =>
  m.client.request({ method: 'POST', url: '/api/memberships/join/confirm', headers: m.headers, payload });

describe('joining a plan with 3-D Secure (test gateway)', () => {
  let t: TestApp;
  let owner: TestClient;
  let websiteId: string;
  let once: { id: string };
  let monthly: { id: string };
  const db = () => t.app.folio.database.db;
  const ledgerOf = async (paymentId: string) =>
    (
      await db().select().from(schema.testGatewayCharges).where(eq(schema.testGatewayCharges.id, paymentId))
    )[0];
  const rowOf = async (id: string) =>
    (await db().select().from(schema.memberships).where(eq(schema.memberships.id, id)))[0];

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const [site] = await db().select().from(schema.websites).where(eq(schema.websites.subdomain, 'demo'));
    websiteId = site!.id;
    once = await makePlan(owner, ONE_PAYMENT);
    monthly = await makePlan(owner, MONTHLY);
  });
  afterAll(() => t?.close());

  it('issue 20: a one-payment join with the authentication card completes after the challenge and grants the plan once', async () => {
    const m = await signUp(t);
    const answer = await join(m, once.id, card(TEST_CARDS.authenticationRequired));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.membership).toMatchObject({ status: 'pending', isCurrent: false });
    expect(body.requiresAction).toMatchObject({ kind: 'redirect' });
    expect(body.confirmToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([]);

    // The same submit again while the bank waits: the same challenge, no second charge.
    const again = (await join(m, once.id, card(TEST_CARDS.authenticationRequired))).json();
    expect(again.requiresAction).toEqual(body.requiresAction);

    const url: string = body.requiresAction.url;
    const page = await m.client.request({ url });
    expect(page.body).toContain('$90.00');
    const answered = await answerChallenge(m.client, url, 'complete');
    expect(answered.statusCode).toBe(303);
    const location = answered.headers.location as string;
    expect(location).toBe(
      `/members/join?plan=${once.id}&option=left&payment_return=${body.membership.id}.${body.confirmToken}`,
    );
    const returned = paymentReturnOf(location);
    const confirmed = await confirm(m, returned);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().membership).toMatchObject({
      planName: ONE_PAYMENT.name,
      status: 'active',
      isCurrent: true,
      currentPeriodEnd: null,
    });
    expect(confirmed.json().requiresAction).toBeUndefined();
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([once.id]);
    const row = await rowOf(body.membership.id);
    expect((await ledgerOf(row!.paymentId!))?.status).toBe('succeeded');
    // A reload confirms again: the same membership, nothing charged again.
    const reloaded = await confirm(m, returned);
    expect(reloaded.json().membership.grantedAt).toBe(confirmed.json().membership.grantedAt);
    const charges = await db()
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `membership-${row!.id}-1`));
    expect(charges).toHaveLength(1);
    // The challenge is over.
    expect((await m.client.request({ url })).statusCode).toBe(404);
  });

  it('issue 20: a recurring join with the authentication card saves it, is authenticated once and renews from it', async () => {
    const m = await signUp(t);
    const body = (await join(m, monthly.id, card(TEST_CARDS.authenticationRequired))).json();
    expect(body.requiresAction).toMatchObject({ kind: 'redirect' });
    const waiting = await rowOf(body.membership.id);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting!.savedPaymentMethod).toMatchObject({ provider: 'test', last4: '3184' });
    const answered = await answerChallenge(m.client, body.requiresAction.url, 'complete');
    const confirmed = await confirm(m, paymentReturnOf(answered.headers.location as string));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().membership).toMatchObject({ status: 'active', isCurrent: true });
    expect(confirmed.json().membership.currentPeriodEnd).not.toBeNull();
    const row = await rowOf(body.membership.id);
    expect(row!.savedPaymentMethod).toMatchObject({ provider: 'test', last4: '3184' });
    expect((await ledgerOf(row!.paymentId!))?.status).toBe('succeeded');
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([monthly.id]);
  });

  it('issue 20: a failed challenge is refused (402), charges nothing and grants nothing; a forged confirm is refused', async () => {
    const m = await signUp(t);
    const body = (await join(m, once.id, card(TEST_CARDS.authenticationRequired))).json();
    const paymentId = body.requiresAction.url.split('/').at(-1);
    const answered = await answerChallenge(m.client, body.requiresAction.url, 'fail');
    const refused = await confirm(m, paymentReturnOf(answered.headers.location as string));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'authentication_failed' });
    expect(refused.json().message).toContain('was not charged');
    expect((await ledgerOf(paymentId))?.status).toBe('declined');
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([]);
    expect((await rowOf(body.membership.id))?.status).toBe('expired');

    // Joining again waits for a new challenge; a made-up token, or another member's, confirms nothing.
    const waiting = (await join(m, once.id, card(TEST_CARDS.authenticationRequired))).json();
    expect(waiting.requiresAction.url).not.toBe(body.requiresAction.url);
    const forged = await confirm(m, { id: waiting.membership.id, token: '0'.repeat(32) });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ error: 'nothing_to_confirm' });
    const stranger = await signUp(t);
    await answerChallenge(m.client, waiting.requiresAction.url, 'complete');
    const theirs = await confirm(stranger, { id: waiting.membership.id, token: waiting.confirmToken });
    expect(theirs.statusCode).toBe(409);
    expect(await heldPlanIds(db(), websiteId, stranger.id)).toEqual([]);
    expect((await rowOf(waiting.membership.id))?.status).toBe('pending');
  });

  it('issue 20: the memberships sweep lets go of a join still waiting for its challenge', async () => {
    const m = await signUp(t);
    const body = (await join(m, once.id, card(TEST_CARDS.authenticationRequired))).json();
    const paymentId = body.requiresAction.url.split('/').at(-1);
    const settled = await settleStaleJoins(
      db(),
      t.app.folio.store.gateway,
      () => undefined,
      Date.now() + PENDING_JOIN_TTL_MS + 1000,
    );
    expect(settled.dropped).toBeGreaterThanOrEqual(1);
    expect((await ledgerOf(paymentId))?.status).toBe('canceled');
    expect((await rowOf(body.membership.id))?.status).toBe('expired');
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([]);
    expect((await confirm(m, { id: body.membership.id, token: body.confirmToken })).statusCode).toBe(409);
  });
});

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  customer: string | null;
  setup_future_usage: string | null;
  last_payment_error: null;
}

describe('joining a plan through Stripe', () => {
  let stripe: Server;
  let t: TestApp;
  let once: { id: string };
  let monthly: { id: string };
  let websiteId: string;
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, string>();
  const db = () => t.app.folio.database.db;

  beforeAll(async () => {
    stripe = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        const url = req.url ?? '';
        res.setHeader('content-type', 'application/json');
        const send = (intent: FakeIntent) => res.end(JSON.stringify(intent));
        if (req.method === 'POST' && url === '/v1/customers')
          return res.end(JSON.stringify({ id: 'cus_join', object: 'customer' }));
        const attach = /^\/v1\/payment_methods\/(pm_\w+)\/attach$/.exec(url);
        if (req.method === 'POST' && attach)
          return res.end(
            JSON.stringify({
              id: attach[1],
              object: 'payment_method',
              customer: body.get('customer'),
              card: { last4: attach[1] === 'pm_card_authenticationRequired' ? '3184' : '4242' },
            }),
          );
        if (req.method === 'POST' && url === '/v1/payment_intents') {
          const key = String(req.headers['idempotency-key'] ?? '');
          const known = intents.get(byKey.get(key) ?? '');
          if (known) return send(known);
          const id = `pi_join${intents.size + 1}`;
          const method = body.get('payment_method');
          const manual = body.get('capture_method') === 'manual';
          const intent: FakeIntent = {
            id,
            object: 'payment_intent',
            status:
              method === 'pm_card_authenticationRequired'
                ? 'requires_action'
                : manual
                  ? 'requires_capture'
                  : 'succeeded',
            amount: Number(body.get('amount')),
            currency: body.get('currency') ?? 'usd',
            client_secret: `${id}_secret_test`,
            customer: body.get('customer'),
            setup_future_usage: body.get('setup_future_usage'),
            last_payment_error: null,
          };
          intents.set(id, intent);
          byKey.set(key, id);
          return send(intent);
        }
        const match = /^\/v1\/payment_intents\/(pi_join\d+)(\/capture|\/cancel)?$/.exec(url);
        const intent = match ? intents.get(match[1]!) : undefined;
        if (intent && req.method === 'GET' && !match![2]) return send(intent);
        if (intent && req.method === 'POST' && match![2] === '/capture') {
          if (intent.status === 'requires_capture') intent.status = 'succeeded';
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
    });
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const [site] = await db().select().from(schema.websites).where(eq(schema.websites.subdomain, 'demo'));
    websiteId = site!.id;
    once = await makePlan(owner, ONE_PAYMENT);
    monthly = await makePlan(owner, MONTHLY);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => stripe.close(resolve));
  });

  it('issue 20: /members/join gives the island Stripe and its publishable key, not the test card form', async () => {
    const visitor = t.client();
    const page = await visitor.request({ url: `/members/join?plan=${once.id}` });
    expect(page.statusCode).toBe(200);
    const props = page.body.replaceAll('&quot;', '"');
    expect(props).toContain('"paymentProvider":"stripe","stripePublishableKey":"pk_test_folio"');
  });

  it('issue 20: a join with Stripe is paid with the PaymentMethod and grants the plan', async () => {
    const m = await signUp(t);
    const answer = await join(m, once.id, { provider: 'stripe', paymentMethodId: 'pm_card_visa' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().membership).toMatchObject({ status: 'active', isCurrent: true });
    expect(answer.json().requiresAction).toBeUndefined();
    const intent = intents.get(
      (await db().select().from(schema.memberships).where(eq(schema.memberships.siteUserId, m.id)))[0]!
        .paymentId!,
    );
    expect(intent).toMatchObject({ status: 'succeeded', amount: 9000 });
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([once.id]);
  });

  it('issue 20: a one-payment Stripe join that requires_action is captured after handleNextAction; a refused one grants nothing', async () => {
    const m = await signUp(t);
    const body = (
      await join(m, once.id, { provider: 'stripe', paymentMethodId: 'pm_card_authenticationRequired' })
    ).json();
    expect(body.requiresAction).toMatchObject({ kind: 'stripe' });
    const paymentId = body.requiresAction.clientSecret.split('_secret_')[0];
    // Authenticated in Stripe's window: authorised, then captured by the confirm.
    intents.get(paymentId)!.status = 'requires_capture';
    const confirmed = await confirm(m, { id: body.membership.id, token: body.confirmToken });
    expect(confirmed.json().membership).toMatchObject({ status: 'active', isCurrent: true });
    expect(intents.get(paymentId)!.status).toBe('succeeded');

    const other = await signUp(t);
    const waiting = (
      await join(other, once.id, { provider: 'stripe', paymentMethodId: 'pm_card_authenticationRequired' })
    ).json();
    const theirs = waiting.requiresAction.clientSecret.split('_secret_')[0];
    intents.get(theirs)!.status = 'requires_payment_method';
    const refused = await confirm(other, { id: waiting.membership.id, token: waiting.confirmToken });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'authentication_failed' });
    expect(await heldPlanIds(db(), websiteId, other.id)).toEqual([]);
  });

  it('issue 20: a recurring Stripe join that requires_action answers the client secret, then the confirm grants it once', async () => {
    const m = await signUp(t);
    const answer = await join(m, monthly.id, {
      provider: 'stripe',
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.requiresAction).toEqual({ kind: 'stripe', clientSecret: expect.stringMatching(/_secret_/) });
    const paymentId = body.requiresAction.clientSecret.split('_secret_')[0];
    expect(intents.get(paymentId)).toMatchObject({ customer: 'cus_join', setup_future_usage: 'off_session' });
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([]);
    // Stripe.js's handleNextAction authenticates in Stripe's window; the intent is then paid.
    intents.get(paymentId)!.status = 'succeeded';
    const confirmed = await confirm(m, { id: body.membership.id, token: body.confirmToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().membership).toMatchObject({ status: 'active', isCurrent: true });
    expect(await heldPlanIds(db(), websiteId, m.id)).toEqual([monthly.id]);
    const [row] = await db().select().from(schema.memberships).where(eq(schema.memberships.siteUserId, m.id));
    expect(row).toMatchObject({ paymentId, paymentProvider: 'stripe' });
    expect(row!.savedPaymentMethod).toMatchObject({ provider: 'stripe', customerId: 'cus_join' });
  });
});
