import type { ProductView } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToCart } from '../store/test-helpers.ts';

describe('the cart API', () => {
  let t: TestApp;
  let demo: ProductView[];

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    demo = (await owner.request({ url: '/api/config/store/products' })).json().products;
  });
  afterAll(() => t?.close());

  it('issue 15: the cart answer, whole (snapshot)', async () => {
    const visitor = t.client();
    const apron = demo.find((p) => p.slug === 'linen-studio-apron')!;
    expect((await addToCart(visitor, apron, 2, 1)).statusCode).toBe(200);
    await visitor.request({
      method: 'POST',
      url: '/api/commerce/cart/coupons',
      payload: { code: 'welcome10' },
    });
    const answer = await visitor.request({
      method: 'PUT',
      url: '/api/commerce/cart/shipping',
      payload: {
        location: { country: 'US', region: 'IL', postalCode: '62701' },
        shippingOptionId: 'standard',
      },
    });
    expect(answer.statusCode).toBe(200);
    const { cart } = answer.json();
    expect(typeof cart.created).toBe('number');
    expect(stable({ cart: { ...cart, created: '<ms>' } })).toMatchInlineSnapshot(`
      {
        "cart": {
          "applicableTaxRules": [
            {
              "appliesToShipping": false,
              "country": "US",
              "id": "us-sales-tax",
              "name": "Sales tax",
              "rateBasisPoints": 800,
              "region": "",
            },
          ],
          "coupons": [
            "WELCOME10",
          ],
          "created": "<ms>",
          "currencyCode": "USD",
          "discountCents": 760,
          "entries": [
            {
              "available": 12,
              "id": "<id>",
              "image": "/s/demo/shop-apron.svg",
              "optionValues": [
                {
                  "optionName": "Size",
                  "value": "M",
                },
              ],
              "productId": "<id>",
              "productType": "physical",
              "quantity": 2,
              "sku": "APRON-M",
              "title": "Linen Studio Apron",
              "totalCents": 7600,
              "unitPriceCents": 3800,
              "url": "/shop/p/linen-studio-apron",
              "variantId": "<id>",
            },
          ],
          "grandTotalCents": 8187,
          "hasDigital": false,
          "id": "<id>",
          "invalidCoupons": [],
          "isPurchased": false,
          "orderId": "",
          "purelyDigital": false,
          "requiresShipping": true,
          "selectedShippingOption": {
            "costCents": 800,
            "countries": [],
            "flatCents": 800,
            "id": "standard",
            "kind": "flat",
            "name": "Standard shipping",
            "perUnitCents": 0,
          },
          "shippingCostCents": 800,
          "shippingLocation": {
            "country": "US",
            "postalCode": "62701",
            "region": "IL",
          },
          "shippingOptions": [
            {
              "costCents": 800,
              "countries": [],
              "flatCents": 800,
              "id": "standard",
              "kind": "flat",
              "name": "Standard shipping",
              "perUnitCents": 0,
            },
          ],
          "subtotalAmount": {
            "currencyCode": "USD",
            "value": 76,
          },
          "subtotalCents": 7600,
          "taxCents": 547,
          "totalQuantity": 2,
          "validCoupons": [
            {
              "amount": 10,
              "code": "WELCOME10",
              "expiresAt": null,
              "kind": "percentage",
              "minimumCents": 0,
              "timesUsed": 0,
              "usageLimit": null,
            },
          ],
          "websiteId": "<id>",
        },
      }
    `);
  });

  it('issue 15: the empty cart, whole (snapshot)', async () => {
    const answer = await t.client().request({ url: '/api/commerce/cart' });
    expect(stable({ cart: { ...answer.json().cart, created: '<ms>' } })).toMatchInlineSnapshot(`
      {
        "cart": {
          "applicableTaxRules": [],
          "coupons": [],
          "created": "<ms>",
          "currencyCode": "USD",
          "discountCents": 0,
          "entries": [],
          "grandTotalCents": 0,
          "hasDigital": false,
          "id": "",
          "invalidCoupons": [],
          "isPurchased": false,
          "orderId": "",
          "purelyDigital": false,
          "requiresShipping": false,
          "selectedShippingOption": {},
          "shippingCostCents": 0,
          "shippingLocation": {},
          "shippingOptions": [],
          "subtotalAmount": {
            "currencyCode": "USD",
            "value": 0,
          },
          "subtotalCents": 0,
          "taxCents": 0,
          "totalQuantity": 0,
          "validCoupons": [],
          "websiteId": "<id>",
        },
      }
    `);
  });
});
