// Paid membership through the HTTP API (issue 20, decision 068): the owner's plans, the pricing
// screen (SHOP-029/030), joining with a test card, heldPlanIds, cancelling, and member prices
// charged on the server.
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import {
  anotherAddress,
  makeTestApp,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { addToCart, card, checkout, createProduct, productInput } from '../store/test-helpers.ts';
import { heldPlanIds } from './service.ts';

const PLAN = {
  name: 'Patrons',
  description: 'Support the studio.',
  benefits: ['A thank-you card'],
  prices: [
    { key: 'left', amountCents: 500, billingPeriod: { value: 1, unit: 'MONTH' } },
    { key: 'right', amountCents: 5000, billingPeriod: { value: 1, unit: 'YEAR' } },
  ],
};

describe('paid membership', () => {
  let t: TestApp;
  let owner: TestClient;
  let websiteId: string;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const [site] = await t.app.folio.database.db
      .select()
      .from(schema.websites)
      .where(eq(schema.websites.subdomain, 'demo'));
    websiteId = site!.id;
  });
  afterAll(() => t?.close());

  /** A visitor with a site-user account, signed in; returns the xsrf header later calls carry. */
  async function member(): Promise<{ client: TestClient; headers: Record<string, string>; id: string }> {
    const client = t.client();
    // Each member from an address of their own: joins are limited per address.
    client.remoteAddress = anotherAddress();
    const email = `member-${uniqueSuffix()}@example.test`;
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

  async function createPlan(body: Record<string, unknown> = PLAN) {
    const answer = await owner.request({ method: 'POST', url: '/api/memberships/plans', payload: body });
    expect(answer.statusCode).toBe(201);
    return answer.json().plan as { id: string; name: string };
  }

  it('issue 20: the owner creates and edits a plan; a price from another shape is refused (snapshot)', async () => {
    const plan = await createPlan();
    const edited = await owner.request({
      method: 'PUT',
      url: `/api/memberships/plans/${plan.id}`,
      payload: { ...PLAN, name: 'Patrons of the studio' },
    });
    expect(edited.statusCode).toBe(200);
    expect(stable(edited.json())).toMatchInlineSnapshot(`
      {
        "plan": {
          "benefits": [
            "A thank-you card",
          ],
          "description": "Support the studio.",
          "id": "<id>",
          "isVisible": true,
          "memberCount": 0,
          "name": "Patrons of the studio",
          "prices": [
            {
              "amountCents": 500,
              "billingPeriod": {
                "unit": "MONTH",
                "value": 1,
              },
              "key": "left",
            },
            {
              "amountCents": 5000,
              "billingPeriod": {
                "unit": "YEAR",
                "value": 1,
              },
              "key": "right",
            },
          ],
        },
      }
    `);
    const noLeft = await owner.request({
      method: 'POST',
      url: '/api/memberships/plans',
      payload: { ...PLAN, prices: [PLAN.prices[1]] },
    });
    expect(noLeft.statusCode).toBe(400);
    const anonymous = await t.client().request({ url: '/api/memberships/plans' });
    expect(anonymous.statusCode).toBe(401);
    const list = (await owner.request({ url: '/api/memberships/plans' })).json().plans;
    expect(list.map((p: { name: string }) => p.name)).toContain('Patrons of the studio');
    // The demo's plan (the seed).
    expect(list.map((p: { name: string }) => p.name)).toContain('Studio members');
  });

  it('SHOP-029 the member-access pricing screen shows two pricing options, toggled by left and right buttons', async () => {
    const html = (await t.client().request({ url: '/members/join' })).body;
    const toggle = /<fieldset[^>]*data-pricing-toggle=""[^>]*>([\s\S]*?)<\/fieldset>/.exec(html)?.[1] ?? '';
    const buttons = [
      ...toggle.matchAll(
        /<button type="button"[^>]*data-option="(left|right)"[^>]*aria-pressed="(true|false)"[^>]*>([^<]*)<\/button>/g,
      ),
    ];
    expect(buttons.map((b) => [b[1], b[2], b[3]])).toEqual([
      ['left', 'true', 'Monthly'],
      ['right', 'false', 'Yearly'],
    ]);
    expect(html).toContain('<legend');
    expect(html).toContain('Choose how you pay');
    // Both options of the demo plan are in the page; only the left one is shown.
    expect(html).toMatch(/data-option="left"><p[^>]*data-price="">\$12\.00 every month<\/p>/);
    expect(html).toMatch(/data-option="right" hidden=""><p[^>]*data-price="">\$120\.00 every year<\/p>/);
    expect(html).toContain('data-island="MembershipPricing"');
  });

  it('SHOP-030 toggling the member-access pricing options swaps the displayed prices and the join buttons', async () => {
    const left = (await t.client().request({ url: '/members/join' })).body;
    const right = (await t.client().request({ url: '/members/join?option=right' })).body;
    const shown = (html: string) =>
      [
        ...html.matchAll(
          /data-option="(?:left|right)"><p[^>]*data-price="">([^<]*)<\/p><a[^>]*href="([^"]*)"[^>]*data-join="">([^<]*)</g,
        ),
      ].map((m) => [m[1], m[2]!.replace(/plan=[0-9a-f]{24}/, 'plan=<id>').replaceAll('&amp;', '&'), m[3]]);
    const studio = (rows: (string | undefined)[][]) => rows.filter((r) => r[2]?.includes('Studio members'));
    expect(studio(shown(left))).toEqual([
      ['$12.00 every month', '/members/join?plan=<id>&option=left#join', 'Join Studio members monthly'],
    ]);
    expect(studio(shown(right))).toEqual([
      ['$120.00 every year', '/members/join?plan=<id>&option=right#join', 'Join Studio members yearly'],
    ]);
    expect(right).toMatch(/data-option="right" aria-pressed="true"/);
  });

  it('issue 20: joining needs a signed-in site user, charges the plan’s price (never the browser’s) and grants access at once', async () => {
    const plan = await createPlan();
    const anonymous = await t.client().request({
      method: 'POST',
      url: '/api/memberships/join',
      payload: { planId: plan.id, priceKey: 'left', payment: card() },
    });
    expect(anonymous.statusCode).toBe(401);

    const m = await member();
    const priced = await m.client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: m.headers,
      payload: { planId: plan.id, priceKey: 'left', payment: card(), amountCents: 1 },
    });
    expect(priced.statusCode).toBe(400);

    const declined = await m.client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: m.headers,
      payload: { planId: plan.id, priceKey: 'right', payment: card(TEST_CARDS.declined) },
    });
    expect(declined.statusCode).toBe(402);
    expect(await heldPlanIds(t.app.folio.database.db, websiteId, m.id)).toEqual([]);

    const joined = await m.client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: m.headers,
      payload: { planId: plan.id, priceKey: 'right', payment: card() },
    });
    expect(joined.statusCode).toBe(200);
    const membership = joined.json().membership;
    expect(membership).toMatchObject({
      planName: 'Patrons',
      status: 'active',
      isCurrent: true,
      amountCents: 5000,
    });
    const end = new Date(membership.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(await heldPlanIds(t.app.folio.database.db, websiteId, m.id)).toEqual([plan.id]);
    const [row] = await t.app.folio.database.db
      .select()
      .from(schema.memberships)
      .where(eq(schema.memberships.siteUserId, m.id));
    const [charge] = await t.app.folio.database.db
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.id, row!.paymentId!));
    expect(charge).toMatchObject({ amountCents: 5000, status: 'succeeded' });

    const again = await m.client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: m.headers,
      payload: { planId: plan.id, priceKey: 'left', payment: card() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_member');
  });

  it('issue 20: a doubled join charges the card once', async () => {
    const plan = await createPlan();
    const m = await member();
    const join = () =>
      m.client.request({
        method: 'POST',
        url: '/api/memberships/join',
        headers: m.headers,
        payload: { planId: plan.id, priceKey: 'left', payment: card() },
      });
    const answers = await Promise.all([join(), join()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.app.folio.database.db
      .select()
      .from(schema.memberships)
      .where(eq(schema.memberships.siteUserId, m.id));
    const charges = await t.app.folio.database.db
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `membership-${row!.id}-1`));
    expect(charges).toHaveLength(1);
    expect(await heldPlanIds(t.app.folio.database.db, websiteId, m.id)).toEqual([plan.id]);
  });

  it('issue 20: a join left pending by a stopped server is completed by the next one with the same charge', async () => {
    const plan = await createPlan();
    const m = await member();
    const join = () =>
      m.client.request({
        method: 'POST',
        url: '/api/memberships/join',
        headers: m.headers,
        payload: { planId: plan.id, priceKey: 'left', payment: card() },
      });
    expect((await join()).statusCode).toBe(200);
    const db = t.app.folio.database.db;
    // As if the server stopped after the gateway charged and before access was granted.
    await db
      .update(schema.memberships)
      .set({ status: 'pending', grantedAt: null, createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(schema.memberships.siteUserId, m.id));
    expect(await heldPlanIds(db, websiteId, m.id)).toEqual([]);
    expect((await join()).statusCode).toBe(200);
    const [row] = await db.select().from(schema.memberships).where(eq(schema.memberships.siteUserId, m.id));
    expect(row).toMatchObject({ status: 'active', joinCount: 1 });
    const charges = await db
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `membership-${row!.id}-1`));
    expect(charges).toHaveLength(1);
    expect(await heldPlanIds(db, websiteId, m.id)).toEqual([plan.id]);
  });

  it('issue 20: heldPlanIds lists plans held now; a cancelled membership holds until its period ends, then not', async () => {
    const plan = await createPlan();
    const m = await member();
    const joined = await m.client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: m.headers,
      payload: { planId: plan.id, priceKey: 'left', payment: card() },
    });
    const id = joined.json().membership.id as string;
    const mine = await m.client.request({ url: '/api/memberships/mine', headers: m.headers });
    expect(mine.json().memberships.map((x: { id: string }) => x.id)).toEqual([id]);

    const cancelled = await m.client.request({
      method: 'POST',
      url: `/api/memberships/mine/${id}/cancel`,
      headers: m.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().membership).toMatchObject({ status: 'cancelled', isCurrent: true });
    expect(await heldPlanIds(t.app.folio.database.db, websiteId, m.id)).toEqual([plan.id]);

    // Another member cannot cancel it.
    const other = await member();
    const foreign = await other.client.request({
      method: 'POST',
      url: `/api/memberships/mine/${id}/cancel`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);

    // The paid period ends: no access.
    await t.app.folio.database.db
      .update(schema.memberships)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(schema.memberships.id, id));
    expect(await heldPlanIds(t.app.folio.database.db, websiteId, m.id)).toEqual([]);
    const after = await m.client.request({ url: '/api/memberships/mine', headers: m.headers });
    expect(after.json().memberships[0]).toMatchObject({ status: 'expired', isCurrent: false });
  });

  it('issue 20: a member price is seen in the cart and charged at checkout, computed on the server', async () => {
    const product = await createProduct(
      owner,
      productInput(
        { title: `Member print ${uniqueSuffix()}`, productType: 'digital' },
        { price: 3000, unlimited: true },
      ),
    );
    const variantId = product.variants[0]!.id;
    const plan = await createPlan();
    const set = await owner.request({
      method: 'PUT',
      url: `/api/memberships/member-prices/${variantId}`,
      payload: { priceCents: 2000, planId: plan.id },
    });
    expect(set.statusCode).toBe(200);

    // The product page says so to everyone.
    const page = (await t.client().request({ url: `/shop/p/${product.slug}` })).body;
    expect(page).toContain('Members pay $20.00');

    // Not a member (signed in, no plan): the normal price.
    const m = await member();
    expect((await addToCart(m.client, product)).json().cart.entries[0].unitPriceCents).toBe(3000);

    const joined = await m.client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: m.headers,
      payload: { planId: plan.id, priceKey: 'left', payment: card() },
    });
    expect(joined.statusCode).toBe(200);
    const cart = (await m.client.request({ url: '/api/commerce/cart' })).json().cart;
    expect(cart.entries[0]).toMatchObject({ unitPriceCents: 2000, totalCents: 2000 });
    expect(cart.subtotalCents).toBe(2000);

    // A price sent by the browser is refused, not used.
    const forged = await checkout(m.client, { shippingAddress: undefined, unitPriceCents: 1 });
    expect(forged.statusCode).toBe(400);
    const placed = await checkout(m.client, { shippingAddress: undefined });
    expect(placed.statusCode).toBe(200);
    const [order] = await t.app.folio.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, placed.json().order.id));
    expect(order!.lines[0]).toMatchObject({ unitPriceCents: 2000 });
    expect(order!.subtotalCents).toBe(2000);

    // A member of another plan: the normal price (this member price is for one plan).
    const otherPlan = await createPlan();
    const o = await member();
    const otherJoined = await o.client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers: o.headers,
      payload: { planId: otherPlan.id, priceKey: 'left', payment: card() },
    });
    expect(otherJoined.statusCode).toBe(200);
    expect((await addToCart(o.client, product)).json().cart.entries[0].unitPriceCents).toBe(3000);

    // Someone else, anonymous: the normal price.
    const visitor = t.client();
    expect((await addToCart(visitor, product)).json().cart.entries[0].unitPriceCents).toBe(3000);
  });
});
