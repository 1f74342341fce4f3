// Issue 14 item 7: a cart is a row kept for 90 days, so an anonymous client may open only so many.
import type { ProductView } from '@folio/core';
import * as schema from '@folio/db/schema';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(databaseKinds)('new carts per address on %s', (kind) => {
  let t: TestApp;
  let product: ProductView;
  let variantId: string;

  beforeAll(async () => {
    t = await makeTestApp(kind, { NEW_CARTS_PER_ADDRESS_PER_MINUTE: '3' });
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    const inStock = (v: ProductView['variants'][number]) => v.unlimited || v.qtyInStock > 5;
    product = products.find((p) => p.variants.some(inStock))!;
    variantId = product.variants.find(inStock)!.id;
  });
  afterAll(() => t?.close());

  const add = (visitor: ReturnType<TestApp['client']>, remoteAddress: string) =>
    visitor.request({
      method: 'POST',
      url: '/api/commerce/cart/items',
      payload: { productId: product.id, variantId, quantity: 1 },
      remoteAddress,
    });
  const carts = async () => (await t.app.folio.database.db.select({ n: count() }).from(schema.carts))[0]!.n;

  it('issue 14 item 7: past the limit a new cart from the same address answers 429; carts already open go on', async () => {
    const before = await carts();
    const first = t.client();
    for (const visitor of [first, t.client(), t.client()]) {
      const answer = await add(visitor, '10.14.7.1');
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await add(t.client(), '10.14.7.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(refused.json().message).toMatch(/^Too many new carts from this address\. Please wait \d+ seconds/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await carts()).toBe(before + 3);
    // The first visitor's cart is open: adding to it opens nothing new.
    expect((await add(first, '10.14.7.1')).statusCode).toBe(200);
    // Another address is counted apart.
    expect((await add(t.client(), '10.14.7.2')).statusCode).toBe(200);
  });
});
