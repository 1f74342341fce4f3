import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

describe('the store settings API', () => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  it('issue 15: the settings and coupon answers, whole (snapshot)', async () => {
    const settings = await owner.request({ url: '/api/config/store/settings' });
    expect(settings.statusCode).toBe(200);
    expect(stable(settings.json())).toMatchInlineSnapshot(`
      {
        "coupons": [
          {
            "amount": 10,
            "code": "WELCOME10",
            "expiresAt": null,
            "id": "<id>",
            "kind": "percentage",
            "minimumCents": 0,
            "timesUsed": 0,
            "usageLimit": null,
          },
        ],
        "paymentProvider": "test",
        "settings": {
          "checkoutMinimumCents": 0,
          "instalments": {
            "enabled": true,
            "maxCents": 100000,
            "minCents": 5000,
          },
          "measurementSystem": "IMPERIAL",
          "shippingOptions": [
            {
              "countries": [],
              "flatCents": 800,
              "id": "standard",
              "kind": "flat",
              "name": "Standard shipping",
              "perUnitCents": 0,
            },
          ],
          "taxRules": [
            {
              "appliesToShipping": false,
              "country": "US",
              "id": "us-sales-tax",
              "name": "Sales tax",
              "rateBasisPoints": 800,
              "region": "",
            },
          ],
        },
        "storeCurrency": "USD",
      }
    `);

    const coupon = await owner.request({
      method: 'POST',
      url: '/api/config/store/coupons',
      payload: { code: 'spring5', kind: 'fixed', amount: 500, minimumCents: 2000, usageLimit: 100 },
    });
    expect(coupon.statusCode).toBe(201);
    expect(stable(coupon.json())).toMatchInlineSnapshot(`
      {
        "coupon": {
          "amount": 500,
          "code": "SPRING5",
          "expiresAt": null,
          "id": "<id>",
          "kind": "fixed",
          "minimumCents": 2000,
          "timesUsed": 0,
          "usageLimit": 100,
        },
      }
    `);
  });
});
