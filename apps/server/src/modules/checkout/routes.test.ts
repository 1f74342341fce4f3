import type { ProductView } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';

describe('the checkout API', () => {
  let t: TestApp;
  let demo: ProductView[];

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    demo = (await owner.request({ url: '/api/config/store/products' })).json().products;
  });
  afterAll(() => t?.close());

  it('issue 15: the checkout result, whole (snapshot)', async () => {
    const visitor = t.client();
    await addToCart(visitor, demo.find((p) => p.slug === 'linen-studio-apron')!, 1, 2);
    const placed = await checkout(visitor, { shippingOptionId: 'standard' });
    expect(placed.statusCode).toBe(200);
    const body = placed.json();
    const token = /token=([0-9a-f]{32})$/.exec(body.redirect)?.[1];
    expect(token).toBeDefined();
    expect(
      stable(body, { replace: { [body.order.id]: '<id>', [token!]: '<token>' } }),
    ).toMatchInlineSnapshot(`
      {
        "order": {
          "currencyCode": "USD",
          "grandTotalCents": 5984,
          "id": "<id>",
          "number": 1,
          "status": "paid",
        },
        "redirect": "/commerce/orders/<id>?token=<token>",
      }
    `);
  });
});
