// Decision 073: renewals on the server's test clock (FOLIO_TEST_CLOCK), as the browser journeys drive
// them: POST /api/testing/clock moves it, POST /api/testing/renewals runs one pass of the renewal job
// at its time. Through app.inject on PGlite.
import * as schema from '@folio/db/schema';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, card, createProduct, productInput } from '../store/test-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('issue 20: renewals on the test clock (decision 073)', () => {
  let t: TestApp;
  let owner: TestClient;
  const db = () => t.app.folio.database.db;

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FOLIO_TEST_CLOCK: 'on' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  const advance = async (client: TestClient, ms: number) => {
    const moved = await client.request({
      method: 'POST',
      url: '/api/testing/clock',
      payload: { advanceMs: ms },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return new Date(moved.json().now as string);
  };
  const runRenewals = async (client: TestClient) => {
    const run = await client.request({ method: 'POST', url: '/api/testing/renewals', payload: {} });
    expect(run.statusCode, run.body).toBe(200);
    return run.json() as { now: string; charged: number; declined: number };
  };

  it('issue 20: a subscription starts on the test clock; a pass after a period charges it once, a second pass nothing', async () => {
    const product = await createProduct(
      owner,
      productInput({ title: 'Clocked care', productType: 'service' }, { price: 1200, unlimited: true }),
    );
    const plan = { billingPeriodValue: 1, billingPeriodUnit: 'MONTH', numBillingCycles: 0 };
    const put = await owner.request({
      method: 'PUT',
      url: `/api/config/store/products/${product.id}/plan`,
      payload: { plan },
    });
    expect(put.statusCode, put.body).toBe(200);
    const visitor = t.client();
    // The clock has moved on (as other journeys move it): a new subscription is not due at once.
    const movedTo = await advance(visitor, 40 * DAY);
    expect((await addToCart(visitor, product)).statusCode).toBe(200);
    const answer = await visitor.request({
      method: 'POST',
      url: '/api/commerce/subscribe',
      payload: {
        cartToken: visitor.cookies.get('folio_cart')!,
        email: 'clocked@example.com',
        payment: card(),
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const id = answer.json().subscriptionId as string;
    const row = async () =>
      (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.id, id)))[0]!;
    const charges = () =>
      db()
        .select()
        .from(schema.testGatewayCharges)
        .where(like(schema.testGatewayCharges.idempotencyKey, `sub-${id}-%`));
    const first = await row();
    expect(first.createdAt.getTime()).toBeGreaterThanOrEqual(movedTo.getTime());
    expect(first.nextChargeAt!.getTime()).toBeGreaterThan(movedTo.getTime() + 27 * DAY);
    expect((await runRenewals(visitor)).charged).toBe(0);
    expect(await charges()).toHaveLength(0);

    // A period later on the clock: charged once; the next charge moves one period on.
    await advance(visitor, 31 * DAY);
    const run = await runRenewals(visitor);
    expect(run.charged).toBeGreaterThanOrEqual(1);
    expect(new Date(run.now).getTime()).toBeGreaterThan(first.nextChargeAt!.getTime());
    const renewed = await row();
    expect(renewed).toMatchObject({ paidPeriods: 2, status: 'active' });
    expect(renewed.nextChargeAt!.getTime()).toBeGreaterThan(first.nextChargeAt!.getTime() + 27 * DAY);
    expect((await charges()).map((c) => c.idempotencyKey)).toEqual([`sub-${id}-p2-a0`]);
    // Run again without moving the clock: nothing more.
    expect(await runRenewals(visitor)).toMatchObject({ charged: 0, declined: 0 });
    expect(await charges()).toHaveLength(1);
    expect((await row()).paidPeriods).toBe(2);
  });

  it('issue 20: the renewals route takes no input and exists only with the test clock', async () => {
    const visitor = t.client();
    const extra = await visitor.request({
      method: 'POST',
      url: '/api/testing/renewals',
      payload: { now: '2030-01-01T00:00:00Z' },
    });
    expect(extra.statusCode).toBe(400);
    const plain = await makeTestApp('pglite');
    try {
      const answer = await plain
        .client()
        .request({ method: 'POST', url: '/api/testing/renewals', payload: {} });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
