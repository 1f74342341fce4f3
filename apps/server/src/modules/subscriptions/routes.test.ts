// Issue 20 section 2: subscriptions through the API and pages (app.inject on PGlite).
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, card, createProduct, productInput } from '../store/test-helpers.ts';
import { RENEWAL_DECLINE_CARD, renewDueOf } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('issue 20: subscriptions', () => {
  let t: TestApp;
  let owner: TestClient;
  const db = () => t.app.folio.database.db;
  const store = () => t.app.folio.store;
  const renew = (at: Date) => renewDueOf(store(), (e) => console.error(e), at);

  beforeAll(async () => {
    t = await makeTestApp();
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  async function subscriptionProduct(title: string, plan: object) {
    const product = await createProduct(
      owner,
      productInput({ title, productType: 'service' }, { price: 1500, unlimited: true }),
    );
    const put = await owner.request({
      method: 'PUT',
      url: `/api/config/store/products/${product.id}/plan`,
      payload: { plan },
    });
    expect(put.statusCode, put.body).toBe(200);
    return product;
  }

  async function cartWith(product: Awaited<ReturnType<typeof createProduct>>) {
    const visitor = t.client();
    expect((await addToCart(visitor, product)).statusCode).toBe(200);
    return { visitor, cartToken: visitor.cookies.get('folio_cart')! };
  }

  async function subscribe(productTitle: string, plan: object, cardNumber: string = TEST_CARDS.success) {
    const product = await subscriptionProduct(productTitle, plan);
    const { visitor, cartToken } = await cartWith(product);
    const answer = await visitor.request({
      method: 'POST',
      url: '/api/commerce/subscribe',
      payload: { cartToken, email: 'subscriber@example.com', payment: card(cardNumber) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { subscriptionId, redirect } = answer.json();
    return { product, visitor, subscriptionId: subscriptionId as string, redirect: redirect as string };
  }

  const subRow = async (id: string) =>
    (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.id, id)))[0]!;
  const chargesOf = (id: string) =>
    db()
      .select()
      .from(schema.testGatewayCharges)
      .where(like(schema.testGatewayCharges.idempotencyKey, `sub-${id}-%`));

  it('SHOP-026 SHOP-027 a plan has billingPeriod (value and unit) and numBillingCycles, bounded; 0 or empty is indefinite', async () => {
    const product = await createProduct(
      owner,
      productInput({ title: 'Plan bounds', productType: 'service' }),
    );
    const put = (plan: unknown) =>
      owner.request({
        method: 'PUT',
        url: `/api/config/store/products/${product.id}/plan`,
        payload: { plan },
      });
    expect((await put({ billingPeriodValue: 0, billingPeriodUnit: 'WEEK' })).statusCode).toBe(400);
    expect((await put({ billingPeriodValue: 25, billingPeriodUnit: 'MONTH' })).statusCode).toBe(400);
    expect((await put({ billingPeriodValue: 1, billingPeriodUnit: 'DAY' })).statusCode).toBe(400);
    expect(
      (await put({ billingPeriodValue: 1, billingPeriodUnit: 'MONTH', numBillingCycles: -1 })).statusCode,
    ).toBe(400);
    const empty = await put({ billingPeriodValue: 1, billingPeriodUnit: 'MONTH', numBillingCycles: null });
    expect(empty.json().plan).toEqual({
      billingPeriodValue: 1,
      billingPeriodUnit: 'MONTH',
      numBillingCycles: 0,
    });
    const six = await put({ billingPeriodValue: 2, billingPeriodUnit: 'WEEK', numBillingCycles: 6 });
    expect(six.json().plan).toEqual({
      billingPeriodValue: 2,
      billingPeriodUnit: 'WEEK',
      numBillingCycles: 6,
    });
    const list = await owner.request({ url: '/api/config/store/subscription-plans' });
    expect(list.json().plans).toContainEqual({ productId: product.id, plan: six.json().plan });
    expect((await put(null)).json().plan).toBeNull();
  });

  it('SHOP-004 /checkout/subscribe needs a cartToken: without one, or with an unknown one, a clear page (not a 404)', async () => {
    const visitor = t.client();
    const without = await visitor.request({ url: '/checkout/subscribe' });
    expect(without.statusCode).toBe(400);
    expect(without.body).toContain('This subscription checkout needs a cart.');
    const unknown = await visitor.request({ url: `/checkout/subscribe?cartToken=${'a'.repeat(43)}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('This cart was not found');
    const ordinary = await createProduct(owner, productInput({ title: 'Not a subscription' }));
    const { cartToken } = await cartWith(ordinary);
    const notSub = await visitor.request({ url: `/checkout/subscribe?cartToken=${cartToken}` });
    expect(notSub.body).toContain('This cart does not hold a subscription.');
    expect(notSub.headers['content-security-policy']).toContain("script-src 'self'");
    // In the site's layout (its header and page context), and a cart's page is never cached.
    expect(notSub.body).toContain('"pageType":"subscribe-checkout"');
    expect(notSub.body).toMatch(/<header[^>]*>/);
    const again = await visitor.request({ url: `/checkout/subscribe?cartToken=${cartToken}` });
    expect(again.headers['x-folio-cache']).toBe('miss');
  });

  it('CORE-046 CORE-047 CORE-048 the subscribe checkout shows the plan phrase with its value, unit and number of payments', async () => {
    const product = await subscriptionProduct('Fortnightly flowers', {
      billingPeriodValue: 2,
      billingPeriodUnit: 'WEEK',
      numBillingCycles: 6,
    });
    const { visitor, cartToken } = await cartWith(product);
    const page = await visitor.request({ url: `/checkout/subscribe?cartToken=${cartToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$15.00 every 2 weeks for 12 weeks');
    expect(page.body).toContain('Fortnightly flowers');
    // The form is the Subscription island's (test card fields with the test gateway).
    expect(page.body).toContain('data-island="Subscription"');
    expect(page.body).toContain('name="cardNumber"');
  });

  it('CORE-047 CORE-048 the product page, the product list and the cart show the recurring price phrase; /checkout of a subscription cart goes to /checkout/subscribe', async () => {
    const product = await subscriptionProduct('Phrase on the page', {
      billingPeriodValue: 2,
      billingPeriodUnit: 'WEEK',
      numBillingCycles: 6,
    });
    const visitor = t.client();
    const page = await visitor.request({ url: product.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/data-recurring="">every 2 weeks for 12 weeks</);
    const { visitor: buyer, cartToken } = await cartWith(product);
    const cartAnswer = await buyer.request({ url: '/api/commerce/cart' });
    expect(cartAnswer.json().cart.entries[0]).toMatchObject({
      title: 'Phrase on the page',
      recurring: 'every 2 weeks for 12 weeks',
    });
    const oneOff = await buyer.request({
      method: 'POST',
      url: '/api/commerce/checkout',
      payload: { email: 'buyer@example.com', payment: card() },
    });
    expect(oneOff.statusCode).toBe(409);
    expect(oneOff.json()).toMatchObject({ error: 'subscription_checkout' });
    const checkoutPage = await buyer.request({ url: '/checkout' });
    expect(checkoutPage.statusCode).toBe(303);
    expect(checkoutPage.headers.location).toBe(`/checkout/subscribe?cartToken=${cartToken}`);
    // A cart of other products checks out as before.
    const other = await createProduct(owner, productInput({ title: 'Ordinary mug' }));
    const { visitor: ordinary } = await cartWith(other);
    expect((await ordinary.request({ url: '/checkout' })).statusCode).toBe(200);
  });

  it('CORE-049 SHOP-004 PAGE-012 subscribing charges the first period, saves the card (a token, not the number) and shows the confirmed page', async () => {
    const { subscriptionId, redirect, visitor } = await subscribe('Monthly coffee', {
      billingPeriodValue: 1,
      billingPeriodUnit: 'MONTH',
      numBillingCycles: 0,
    });
    expect(redirect).toMatch(/^\/checkout\/subscription-confirmed\?subscriptionId=[0-9a-f]{24}&token=/);
    const confirmed = await visitor.request({ url: redirect });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Subscription confirmed');
    expect(confirmed.body).toContain('"pageType":"subscription-confirmed"');
    expect(confirmed.body).toMatch(/data-testid="phrase">\$15\.00 every month</);
    expect((await visitor.request({ url: redirect })).headers['x-folio-cache']).toBe('miss');
    const forged = await visitor.request({
      url: `/checkout/subscription-confirmed?subscriptionId=${subscriptionId}&token=x`,
    });
    expect(forged.statusCode).toBe(404);
    const row = await subRow(subscriptionId);
    expect(row.status).toBe('active');
    expect(row.paidPeriods).toBe(1);
    expect(row.paymentMethod.methodId).toMatch(/^pm_test_/);
    const cards = await db()
      .select()
      .from(schema.testGatewayCards)
      .where(eq(schema.testGatewayCards.token, row.paymentMethod.methodId));
    expect(cards).toEqual([expect.objectContaining({ last4: '4242', declineCode: null })]);
    expect(JSON.stringify(cards)).not.toContain(TEST_CARDS.success);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, row.firstOrderId));
    expect(order).toMatchObject({ status: 'paid', grandTotalCents: 1500 });
    const [started] = (await db().select().from(schema.emailOutbox)).filter((m) =>
      m.subject.startsWith('Your subscription to Monthly coffee has started'),
    );
    expect(started!.text).toContain('$15.00 every month');
    expect(started!.text).toContain(`/account/subscriptions/${subscriptionId}?token=`);
    // The next charge is a month after the first.
    expect(row.nextChargeAt!.getUTCDate()).toBe(order!.paidAt!.getUTCDate());
  });

  it('issue 20: a renewal with a controlled clock charges once; a second run charges nothing', async () => {
    const { subscriptionId } = await subscribe('Weekly bread', {
      billingPeriodValue: 1,
      billingPeriodUnit: 'WEEK',
    });
    expect((await renew(new Date(Date.now() + 3 * DAY))).charged).toBe(0);
    const at = new Date(Date.now() + 7 * DAY + 60_000);
    const first = await renew(at);
    expect(first.charged).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(subscriptionId)).toHaveLength(1);
    const row = await subRow(subscriptionId);
    expect(row.paidPeriods).toBe(2);
    expect(row.nextChargeAt!.getTime()).toBeGreaterThan(at.getTime());
    await renew(at);
    expect(await chargesOf(subscriptionId)).toHaveLength(1);
    const renewals = await db()
      .select()
      .from(schema.subscriptionRenewals)
      .where(eq(schema.subscriptionRenewals.subscriptionId, subscriptionId));
    expect(renewals).toEqual([expect.objectContaining({ period: 2, status: 'paid' })]);
    // The renewal is an order, paid, with its receipt.
    const [order] = await db()
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, renewals[0]!.orderId!));
    expect(order).toMatchObject({ status: 'paid', cartId: `renewal-${subscriptionId}-2` });
  });

  it('issue 20: two renewal runners, one charge', async () => {
    const { subscriptionId } = await subscribe('Twice-run tea', {
      billingPeriodValue: 1,
      billingPeriodUnit: 'WEEK',
    });
    const at = new Date(Date.now() + 8 * DAY);
    await Promise.all([renew(at), renew(at), renew(at)]);
    expect(await chargesOf(subscriptionId)).toHaveLength(1);
    expect((await subRow(subscriptionId)).paidPeriods).toBe(2);
  });

  it('issue 20: a numBillingCycles plan completes after its last payment', async () => {
    const { subscriptionId } = await subscribe('Two lessons', {
      billingPeriodValue: 1,
      billingPeriodUnit: 'WEEK',
      numBillingCycles: 2,
    });
    await renew(new Date(Date.now() + 8 * DAY));
    const row = await subRow(subscriptionId);
    expect(row).toMatchObject({ status: 'completed', paidPeriods: 2, nextChargeAt: null });
    await renew(new Date(Date.now() + 30 * DAY));
    expect(await chargesOf(subscriptionId)).toHaveLength(1);
  });

  it('issue 20: a failing renewal emails the customer with a link to update the card, retries three times over a week, then cancels', async () => {
    const { subscriptionId } = await subscribe(
      'Declining box',
      { billingPeriodValue: 1, billingPeriodUnit: 'MONTH' },
      RENEWAL_DECLINE_CARD,
    );
    const start = (await subRow(subscriptionId)).nextChargeAt!.getTime() + 60_000;
    const mails = async () =>
      (
        await db()
          .select()
          .from(schema.emailOutbox)
          .where(eq(schema.emailOutbox.to, 'subscriber@example.com'))
      ).filter((m) => m.text.includes(`/account/subscriptions/${subscriptionId}?token=`));
    const before = (await mails()).length;
    const statuses: string[] = [];
    for (const day of [0, 1, 3, 7]) {
      await renew(new Date(start + day * DAY));
      statuses.push((await subRow(subscriptionId)).status);
      // Not due again before the next retry.
      await renew(new Date(start + day * DAY + 1000));
    }
    expect(statuses).toEqual(['past_due', 'past_due', 'past_due', 'cancelled']);
    const charges = await chargesOf(subscriptionId);
    expect(charges).toHaveLength(4);
    expect(charges.every((c) => c.status === 'declined')).toBe(true);
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(4);
    expect(
      sent.filter((m) => m.subject.startsWith('Your payment for Declining box was declined')),
    ).toHaveLength(3);
    expect(sent.at(-1)!.subject).toMatch(/^Your subscription to Declining box is cancelled/);
    await renew(new Date(start + 30 * DAY));
    expect(await chargesOf(subscriptionId)).toHaveLength(4);
  });

  it('issue 20: the customer updates a declined card by the emailed link and the retry succeeds; then cancels', async () => {
    const { subscriptionId, visitor } = await subscribe(
      'Rescued box',
      { billingPeriodValue: 1, billingPeriodUnit: 'MONTH' },
      RENEWAL_DECLINE_CARD,
    );
    const due = (await subRow(subscriptionId)).nextChargeAt!.getTime() + 60_000;
    await renew(new Date(due));
    expect((await subRow(subscriptionId)).status).toBe('past_due');
    const [mail] = (await db().select().from(schema.emailOutbox)).filter((m) =>
      m.text.includes(`/account/subscriptions/${subscriptionId}?token=`),
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const page = await visitor.request({ url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your last payment was declined');
    expect(page.body).toContain('"pageType":"subscription"');
    expect(page.body).toContain('data-island="Subscription"');
    const badLink = await visitor.request({ url: `${link.pathname}?token=${'x'.repeat(43)}` });
    expect(badLink.statusCode).toBe(404);
    expect(badLink.body).toContain('This subscription link is not valid.');
    const token = link.searchParams.get('token')!;
    const updated = await visitor.request({
      method: 'POST',
      url: `/api/commerce/subscriptions/${subscriptionId}/card`,
      payload: { token, payment: card(TEST_CARDS.success) },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().cardLast4).toBe('4242');
    await renew(new Date(due + 1000));
    expect((await subRow(subscriptionId)).status).toBe('active');
    const forged = await visitor.request({
      method: 'POST',
      url: `/api/commerce/subscriptions/${subscriptionId}/cancel`,
      payload: { token: 'x'.repeat(32) },
    });
    expect(forged.statusCode).toBe(403);
    const cancelled = await visitor.request({
      method: 'POST',
      url: `/api/commerce/subscriptions/${subscriptionId}/cancel`,
      payload: { token },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextChargeAt: null });
  });

  it('issue 20: a signed-in site user sees their subscriptions with the next charge and a manage link; a stranger is refused', async () => {
    const { subscriptionId } = await subscribe('Member box', {
      billingPeriodValue: 3,
      billingPeriodUnit: 'MONTH',
    });
    const member = t.client();
    expect((await member.request({ url: '/api/site-users/subscriptions' })).statusCode).toBe(401);
    const password = 'a-long-member-password-42';
    await member.request({
      method: 'POST',
      url: '/api/site-users/account',
      payload: { email: 'subscriber@example.com', password },
    });
    const session = await member.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email: 'subscriber@example.com', password },
    });
    expect(session.statusCode, session.body).toBe(200);
    const list = await member.request({
      url: '/api/site-users/subscriptions',
      headers: { 'x-siteuser-xsrf-token': session.json().xsrfToken },
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().subscriptions.find((s: { id: string }) => s.id === subscriptionId);
    expect(mine).toMatchObject({ title: 'Member box', phrase: '$15.00 every 3 months', status: 'active' });
    expect(mine.nextChargeAt).toEqual(expect.any(String));
    expect(mine.manageUrl).toMatch(new RegExp(`^/account/subscriptions/${subscriptionId}\\?token=`));
  });

  it('issue 20: the owner sees subscriptions by status with MRR and churn, and can pause, resume and cancel', async () => {
    const { subscriptionId } = await subscribe('Owner managed', {
      billingPeriodValue: 1,
      billingPeriodUnit: 'MONTH',
    });
    const overview = await owner.request({ url: '/api/config/store/subscriptions' });
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    expect(body.subscriptions.map((s: { id: string }) => s.id)).toContain(subscriptionId);
    expect(body.months).toHaveLength(6);
    expect(body.months.at(-1).mrrCents).toBeGreaterThanOrEqual(1500);
    const act = (action: string) =>
      owner.request({ method: 'POST', url: `/api/config/store/subscriptions/${subscriptionId}/${action}` });
    expect((await act('pause')).json()).toMatchObject({ status: 'paused', nextChargeAt: null });
    expect((await renew(new Date(Date.now() + 40 * DAY))).charged).toBeGreaterThanOrEqual(0);
    expect(await chargesOf(subscriptionId)).toHaveLength(0);
    expect((await act('resume')).json()).toMatchObject({ status: 'active' });
    expect((await act('cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await act('cancel')).statusCode).toBe(409);
    const visitor = t.client();
    expect(
      (await visitor.request({ url: '/api/config/store/subscriptions' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
