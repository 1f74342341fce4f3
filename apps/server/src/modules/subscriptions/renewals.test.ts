// Issue 20 (decision 070): recurring memberships and monthly gifts renewed by the subscriptions'
// runner (the `subscriptions.renew` job), with a controlled clock, through app.inject on PGlite.
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherAddress,
  makeTestApp,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { heldPlanIds } from '../memberships/service.ts';
import { card } from '../store/test-helpers.ts';
import { RENEWAL_DECLINE_CARD } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
const MONTHLY_PLAN = {
  name: 'Renewing patrons',
  description: '',
  benefits: [],
  prices: [{ key: 'left', amountCents: 700, billingPeriod: { value: 1, unit: 'MONTH' } }],
};

describe('issue 20: renewals of memberships and monthly gifts', () => {
  let t: TestApp;
  let owner: TestClient;
  let planId: string;
  let campaignId: string;
  const db = () => t.app.folio.database.db;
  const renew = (at: Date) => t.app.folio.renew(at);

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const plan = await owner.request({
      method: 'POST',
      url: '/api/memberships/plans',
      payload: MONTHLY_PLAN,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    planId = plan.json().plan.id;
    const pages = (await owner.request({ url: '/api/config/pages' })).json().pages as {
      id: string;
      slug: string;
    }[];
    campaignId = pages.find((p) => p.slug === 'support')!.id;
  });
  afterAll(() => t?.close());

  /** A signed-in site user who joins the monthly plan with this card; the membership row. */
  async function joined(cardNumber: string = TEST_CARDS.success) {
    const client = t.client();
    client.remoteAddress = anotherAddress();
    const email = `renew-${uniqueSuffix()}@example.test`;
    await client.request({
      method: 'POST',
      url: '/api/site-users/account',
      payload: { email, password: 'member-password' },
    });
    const session = await client.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email, password: 'member-password', rememberMe: true },
    });
    const answer = await client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: { 'x-siteuser-xsrf-token': session.json().xsrfToken },
      payload: { planId, priceKey: 'left', payment: card(cardNumber) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await membership(answer.json().membership?.id ?? answer.json().id);
    return { row, email, siteUserId: session.json().account.id as string };
  }
  const membership = async (id: string) =>
    (await db().select().from(schema.memberships).where(eq(schema.memberships.id, id)))[0]!;
  const chargesLike = (prefix: string) =>
    db()
      .select()
      .from(schema.testGatewayCharges)
      .where(like(schema.testGatewayCharges.idempotencyKey, `${prefix}%`));
  const mailsTo = (to: string) => db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));

  async function monthlyGift(email: string) {
    const visitor = t.client();
    visitor.remoteAddress = anotherAddress();
    const answer = await visitor.request({
      method: 'POST',
      url: '/api/commerce/donations',
      payload: {
        pageId: campaignId,
        attemptId: `renew-${uniqueSuffix()}-attempt`.slice(0, 60),
        amountCents: 1500,
        frequency: 'monthly',
        name: 'Ada Lovelace',
        email,
        note: '',
        payment: card(),
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await db()
      .select()
      .from(schema.donations)
      .where(and(eq(schema.donations.email, email), eq(schema.donations.id, answer.json().donation.id)));
    return { visitor, row: row! };
  }

  it('issue 20: a recurring membership renews once per period; a second run charges nothing', async () => {
    const { row } = await joined();
    expect(row.savedPaymentMethod).toMatchObject({ provider: 'test', last4: '4242' });
    const firstEnd = row.currentPeriodEnd!;
    const at = new Date(firstEnd.getTime() + 60_000);
    // Before the period ends: nothing.
    await renew(new Date(firstEnd.getTime() - 60_000));
    expect(await chargesLike(`membership-${row.id}-`)).toHaveLength(1);
    await renew(at);
    await renew(at);
    await renew(new Date(at.getTime() + DAY));
    const charges = await chargesLike(`membership-${row.id}-`);
    expect(charges).toHaveLength(2);
    expect(charges.every((c) => c.status === 'succeeded' && c.amountCents === 700)).toBe(true);
    expect(charges.map((c) => c.idempotencyKey)).toContain(
      `membership-${row.id}-${firstEnd.toISOString()}-a0`,
    );
    const after = await membership(row.id);
    expect(after.status).toBe('active');
    expect(after.currentPeriodEnd!.getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * DAY);
    expect(after.paymentId).toBe(charges.find((c) => c.idempotencyKey.includes('-a0'))!.id);
    // The next period renews in its turn.
    await renew(new Date(after.currentPeriodEnd!.getTime() + 60_000));
    expect(await chargesLike(`membership-${row.id}-`)).toHaveLength(3);
  });

  it('issue 20: two renewal runners, one charge (for a membership and a monthly gift)', async () => {
    const { row } = await joined();
    const { row: gift } = await monthlyGift(`two-runners-${uniqueSuffix()}@example.com`);
    const at = new Date(Math.max(row.currentPeriodEnd!.getTime(), gift.nextChargeAt!.getTime()) + 60_000);
    const outcomes = await Promise.all([renew(at), renew(at), renew(at)]);
    expect(outcomes.reduce((sum, o) => sum + o.declined, 0)).toBe(0);
    expect(await chargesLike(`membership-${row.id}-`)).toHaveLength(2);
    expect(await chargesLike(`donation-${gift.id}-`)).toHaveLength(1);
    expect(await chargesLike(`donation-${gift.id}`)).toHaveLength(2);
    const renewals = await db()
      .select()
      .from(schema.donations)
      .where(eq(schema.donations.renewalOf, gift.id));
    expect(renewals).toHaveLength(1);
    const receipts = (await mailsTo(gift.email)).filter((m) =>
      m.subject.startsWith('Receipt for your donation'),
    );
    expect(receipts).toHaveLength(2);
  });

  it('issue 20: a failing membership renewal emails, retries three times over a week, then lapses', async () => {
    const { row, email, siteUserId } = await joined(RENEWAL_DECLINE_CARD);
    expect(row.status).toBe('active');
    const start = row.currentPeriodEnd!.getTime() + 60_000;
    const before = (await mailsTo(email)).length;
    const states: string[] = [];
    for (const day of [0, 1, 3, 7]) {
      await renew(new Date(start + day * DAY));
      states.push(`${(await membership(row.id)).status}/${(await membership(row.id)).renewalAttempts}`);
      // Not due again before the next retry.
      await renew(new Date(start + day * DAY + 1000));
    }
    expect(states).toEqual(['active/1', 'active/2', 'active/3', 'expired/3']);
    const charges = await chargesLike(`membership-${row.id}-${row.currentPeriodEnd!.toISOString()}`);
    expect(charges).toHaveLength(4);
    expect(charges.every((c) => c.status === 'declined')).toBe(true);
    const sent = (await mailsTo(email)).slice(before);
    expect(sent).toHaveLength(4);
    expect(sent.filter((m) => m.subject.startsWith('Your payment was declined —'))).toHaveLength(3);
    expect(sent[0]!.text).toContain('your membership of Renewing patrons');
    expect(sent[0]!.text).toContain('/members/account');
    expect(sent.at(-1)!.text).toContain('has ended');
    expect(await heldPlanIds(db(), row.websiteId, siteUserId)).toEqual([]);
    await renew(new Date(start + 40 * DAY));
    expect(await chargesLike(`membership-${row.id}-`)).toHaveLength(5);
  });

  it('issue 20: a monthly gift renews once a month with one receipt; the donor stops it by the link', async () => {
    const email = `monthly-renew-${uniqueSuffix()}@example.com`;
    const { visitor, row: gift } = await monthlyGift(email);
    expect(JSON.parse(gift.savedPaymentMethod!)).toMatchObject({ provider: 'test', last4: '4242' });
    const at = new Date(gift.nextChargeAt!.getTime() + 60_000);
    await renew(at);
    await renew(at);
    const renewals = await db()
      .select()
      .from(schema.donations)
      .where(eq(schema.donations.renewalOf, gift.id));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', amountCents: 1500, frequency: 'monthly' });
    const receipts = (await mailsTo(email)).filter((m) => m.subject.startsWith('Receipt for your donation'));
    expect(receipts).toHaveLength(2);
    const latest = receipts.find((m) => m.text.includes(renewals[0]!.id))!;
    expect(latest.text).toContain('received your monthly donation of $15.00');
    const link = new URL(/Stop my monthly gift: (\S+)/.exec(latest.text)![1]!);
    expect(link.pathname).toBe(`/commerce/donations/${gift.id}/stop`);

    // A forged token opens nothing.
    const forged = await visitor.request({ url: `${link.pathname}?token=${'0'.repeat(32)}` });
    expect(forged.statusCode).toBe(404);
    expect(
      (
        await visitor.request({
          method: 'POST',
          url: `/api/commerce/donations/${gift.id}/stop?token=${'0'.repeat(32)}`,
        })
      ).statusCode,
    ).toBe(404);

    const page = await visitor.request({ url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop my monthly gift');
    const action = /action="([^"]+)"/.exec(page.body)![1]!.replaceAll('&#38;', '&');
    const stopped = await visitor.request({
      method: 'POST',
      url: action,
      withCrumb: false,
      // As the page's form sends it: an empty urlencoded body, the token and crumb in the query.
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode, stopped.body).toBe(303);
    const after = await visitor.request({ url: stopped.headers.location as string });
    expect(after.body).toContain('Your monthly gift is stopped');
    expect(after.body).not.toContain('<button');

    // No charge the next month, nor later.
    const next = (await db().select().from(schema.donations).where(eq(schema.donations.id, gift.id)))[0]!;
    expect(next.stoppedAt).not.toBeNull();
    await renew(new Date(at.getTime() + 31 * DAY));
    await renew(new Date(at.getTime() + 62 * DAY));
    expect(await chargesLike(`donation-${gift.id}-`)).toHaveLength(1);
  });
});
