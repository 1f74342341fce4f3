import type { ProductView } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';

describe('the orders API', () => {
  let t: TestApp;
  let owner: TestClient;
  let demo: ProductView[];

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    demo = (await owner.request({ url: '/api/config/store/products' })).json().products;
  });
  afterAll(() => t?.close());

  it('issue 15: the order list, order detail and sales answers, whole (snapshot)', async () => {
    const visitor = t.client();
    await addToCart(visitor, demo.find((p) => p.slug === 'linen-studio-apron')!, 1, 2);
    await addToCart(visitor, demo.find((p) => p.slug === 'room-planning-guide')!, 1);
    const placed = (await checkout(visitor, { shippingOptionId: 'standard' })).json();
    const id = placed.order.id as string;
    await owner.request({
      method: 'POST',
      url: `/api/config/store/orders/${id}/notes`,
      payload: { text: 'Gift wrap' },
    });

    const list = await owner.request({ url: '/api/config/store/orders?limit=5' });
    expect(list.statusCode).toBe(200);
    expect(stable(list.json())).toMatchInlineSnapshot(`
      {
        "orders": [
          {
            "createdAt": "<time>",
            "currencyCode": "USD",
            "customerName": "Ada Lovelace",
            "email": "buyer@example.com",
            "grandTotalCents": 7280,
            "id": "<id>",
            "number": 1,
            "status": "paid",
            "totalQuantity": 2,
          },
        ],
        "total": 1,
      }
    `);

    const detail = await owner.request({ url: `/api/config/store/orders/${id}` });
    expect(detail.statusCode).toBe(200);
    const paymentId = detail.json().order.paymentId as string;
    expect(stable(detail.json(), { replace: { [paymentId]: '<payment>' } })).toMatchInlineSnapshot(`
      {
        "order": {
          "cardPaidCents": 7280,
          "couponCode": null,
          "createdAt": "<time>",
          "currencyCode": "USD",
          "customerName": "Ada Lovelace",
          "discountCents": 0,
          "dispute": null,
          "email": "buyer@example.com",
          "fulfilledAt": null,
          "giftCard": null,
          "grandTotalCents": 7280,
          "id": "<id>",
          "lines": [
            {
              "optionValues": [
                {
                  "optionName": "Size",
                  "value": "L",
                },
              ],
              "productId": "<id>",
              "productType": "physical",
              "quantity": 1,
              "sku": "APRON-L",
              "title": "Linen Studio Apron",
              "totalCents": 4800,
              "unitPriceCents": 4800,
              "variantId": "<id>",
            },
            {
              "optionValues": [],
              "productId": "<id>",
              "productType": "digital",
              "quantity": 1,
              "sku": "GUIDE-PDF",
              "title": "Room Planning Guide",
              "totalCents": 1200,
              "unitPriceCents": 1200,
              "variantId": "<id>",
            },
          ],
          "notes": [
            {
              "at": "<time>",
              "author": "owner@demo.test",
              "text": "Gift wrap",
            },
          ],
          "number": 1,
          "paidAt": "<time>",
          "paymentId": "<payment>",
          "paymentProvider": "test",
          "refundedAt": null,
          "refundedCents": 0,
          "shippingAddress": {
            "city": "Springfield",
            "country": "US",
            "line1": "1 Main Street",
            "line2": "",
            "name": "Ada Lovelace",
            "postalCode": "62701",
            "region": "IL",
          },
          "shippingCents": 800,
          "shippingOption": {
            "costCents": 800,
            "id": "standard",
            "name": "Standard shipping",
          },
          "status": "paid",
          "subtotalCents": 6000,
          "taxCents": 480,
          "totalQuantity": 2,
        },
      }
    `);

    const sales = await owner.request({ url: '/api/config/store/sales?days=2' });
    expect(sales.statusCode).toBe(200);
    const body = sales.json();
    const [yesterday, today] = body.days.map((d: { day: string }) => d.day);
    expect(today).toBe(new Date().toISOString().slice(0, 10));
    expect(
      stable(body, { replace: { [yesterday]: '<yesterday>', [today]: '<today>' } }),
    ).toMatchInlineSnapshot(`
      {
        "currencyCode": "USD",
        "days": [
          {
            "day": "<yesterday>",
            "orders": 0,
            "revenueCents": 0,
          },
          {
            "day": "<today>",
            "orders": 1,
            "revenueCents": 7280,
          },
        ],
      }
    `);
  });
});
