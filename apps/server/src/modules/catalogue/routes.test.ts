import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { productInput } from '../store/test-helpers.ts';

describe('the catalogue API', () => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  it('issue 15: the product list and one product (config), whole (snapshot)', async () => {
    const list = await owner.request({ url: '/api/config/store/products' });
    expect(list.statusCode).toBe(200);
    expect(stable(list.json())).toMatchInlineSnapshot(`
      {
        "currencyCode": "USD",
        "measurementSystem": "IMPERIAL",
        "products": [
          {
            "description": "Washed Belgian linen with a deep front pocket and long cross-back ties. Made to be worn every day in the workshop and the kitchen, and to soften with every wash.",
            "digitalFileName": null,
            "id": "<id>",
            "images": [
              "/s/demo/shop-apron.svg",
            ],
            "isSoldOut": false,
            "isVisible": true,
            "onSale": true,
            "options": [
              {
                "name": "Size",
                "values": [
                  "S",
                  "M",
                  "L",
                ],
              },
            ],
            "position": 0,
            "productType": "physical",
            "slug": "linen-studio-apron",
            "structuredContent": {
              "onSale": true,
              "productType": "physical",
              "variants": [
                {
                  "id": "<id>",
                  "onSale": false,
                  "optionValues": [
                    {
                      "optionName": "Size",
                      "value": "S",
                    },
                  ],
                  "price": 4800,
                  "qtyInStock": 0,
                  "salePrice": 0,
                  "sku": "APRON-S",
                  "unlimited": false,
                  "weightGrams": 340,
                },
                {
                  "id": "<id>",
                  "onSale": true,
                  "optionValues": [
                    {
                      "optionName": "Size",
                      "value": "M",
                    },
                  ],
                  "price": 4800,
                  "qtyInStock": 12,
                  "salePrice": 3800,
                  "sku": "APRON-M",
                  "unlimited": false,
                  "weightGrams": 360,
                },
                {
                  "id": "<id>",
                  "onSale": false,
                  "optionValues": [
                    {
                      "optionName": "Size",
                      "value": "L",
                    },
                  ],
                  "price": 4800,
                  "qtyInStock": 8,
                  "salePrice": 0,
                  "sku": "APRON-L",
                  "unlimited": false,
                  "weightGrams": 380,
                },
              ],
            },
            "title": "Linen Studio Apron",
            "url": "/shop/p/linen-studio-apron",
            "variants": [
              {
                "id": "<id>",
                "onSale": false,
                "optionValues": [
                  {
                    "optionName": "Size",
                    "value": "S",
                  },
                ],
                "price": 4800,
                "qtyInStock": 0,
                "salePrice": 0,
                "sku": "APRON-S",
                "unlimited": false,
                "weightGrams": 340,
              },
              {
                "id": "<id>",
                "onSale": true,
                "optionValues": [
                  {
                    "optionName": "Size",
                    "value": "M",
                  },
                ],
                "price": 4800,
                "qtyInStock": 12,
                "salePrice": 3800,
                "sku": "APRON-M",
                "unlimited": false,
                "weightGrams": 360,
              },
              {
                "id": "<id>",
                "onSale": false,
                "optionValues": [
                  {
                    "optionName": "Size",
                    "value": "L",
                  },
                ],
                "price": 4800,
                "qtyInStock": 8,
                "salePrice": 0,
                "sku": "APRON-L",
                "unlimited": false,
                "weightGrams": 380,
              },
            ],
          },
          {
            "description": "Thrown by hand in our neighbours’ pottery and glazed in a soft sage. Each one is a little different. The last batch has gone; a new firing is planned for spring.",
            "digitalFileName": null,
            "id": "<id>",
            "images": [
              "/s/demo/shop-vase.svg",
            ],
            "isSoldOut": true,
            "isVisible": true,
            "onSale": false,
            "options": [],
            "position": 1,
            "productType": "physical",
            "slug": "stoneware-bud-vase",
            "structuredContent": {
              "onSale": false,
              "productType": "physical",
              "variants": [
                {
                  "id": "<id>",
                  "onSale": false,
                  "optionValues": [],
                  "price": 6500,
                  "qtyInStock": 0,
                  "salePrice": 0,
                  "sku": "VASE-SAGE",
                  "unlimited": false,
                  "weightGrams": 900,
                },
              ],
            },
            "title": "Stoneware Bud Vase",
            "url": "/shop/p/stoneware-bud-vase",
            "variants": [
              {
                "id": "<id>",
                "onSale": false,
                "optionValues": [],
                "price": 6500,
                "qtyInStock": 0,
                "salePrice": 0,
                "sku": "VASE-SAGE",
                "unlimited": false,
                "weightGrams": 900,
              },
            ],
          },
          {
            "description": "Our 40-page guide to planning a room around light, with measured templates to print. Delivered as a download right after purchase.",
            "digitalFileName": "Room planning guide.txt",
            "id": "<id>",
            "images": [
              "/s/demo/shop-guide.svg",
            ],
            "isSoldOut": false,
            "isVisible": true,
            "onSale": false,
            "options": [],
            "position": 2,
            "productType": "digital",
            "slug": "room-planning-guide",
            "structuredContent": {
              "onSale": false,
              "priceCents": 1200,
              "productType": "digital",
              "salePriceCents": 0,
              "variants": [
                {
                  "id": "<id>",
                  "onSale": false,
                  "optionValues": [],
                  "price": 1200,
                  "qtyInStock": 0,
                  "salePrice": 0,
                  "sku": "GUIDE-PDF",
                  "unlimited": true,
                  "weightGrams": 0,
                },
              ],
            },
            "title": "Room Planning Guide",
            "url": "/shop/p/room-planning-guide",
            "variants": [
              {
                "id": "<id>",
                "onSale": false,
                "optionValues": [],
                "price": 1200,
                "qtyInStock": 0,
                "salePrice": 0,
                "sku": "GUIDE-PDF",
                "unlimited": true,
                "weightGrams": 0,
              },
            ],
          },
          {
            "description": "One hour with our colour specialist, at the studio or by video call. Bring photos of your room; leave with a palette and paint references.",
            "digitalFileName": null,
            "id": "<id>",
            "images": [
              "/s/demo/shop-consultation.svg",
            ],
            "isSoldOut": false,
            "isVisible": true,
            "onSale": false,
            "options": [],
            "position": 3,
            "productType": "service",
            "slug": "colour-consultation",
            "structuredContent": {
              "onSale": false,
              "productType": "service",
              "variants": [
                {
                  "id": "<id>",
                  "onSale": false,
                  "optionValues": [],
                  "price": 9000,
                  "qtyInStock": 0,
                  "salePrice": 0,
                  "sku": "CONSULT-1H",
                  "unlimited": true,
                  "weightGrams": 0,
                },
              ],
            },
            "title": "Colour Consultation",
            "url": "/shop/p/colour-consultation",
            "variants": [
              {
                "id": "<id>",
                "onSale": false,
                "optionValues": [],
                "price": 9000,
                "qtyInStock": 0,
                "salePrice": 0,
                "sku": "CONSULT-1H",
                "unlimited": true,
                "weightGrams": 0,
              },
            ],
          },
          {
            "description": "A monthly visit from our plant specialist: watering, pruning and feeding for up to ten plants. Cancel any time from the link in your receipt.",
            "digitalFileName": null,
            "id": "<id>",
            "images": [
              "/s/demo/workshop.svg",
            ],
            "isSoldOut": false,
            "isVisible": true,
            "onSale": false,
            "options": [],
            "position": 4,
            "productType": "service",
            "slug": "studio-plant-care",
            "structuredContent": {
              "onSale": false,
              "productType": "service",
              "variants": [
                {
                  "id": "<id>",
                  "onSale": false,
                  "optionValues": [],
                  "price": 2500,
                  "qtyInStock": 0,
                  "salePrice": 0,
                  "sku": "PLANT-CARE",
                  "unlimited": true,
                  "weightGrams": 0,
                },
              ],
            },
            "title": "Studio Plant Care",
            "url": "/shop/p/studio-plant-care",
            "variants": [
              {
                "id": "<id>",
                "onSale": false,
                "optionValues": [],
                "price": 2500,
                "qtyInStock": 0,
                "salePrice": 0,
                "sku": "PLANT-CARE",
                "unlimited": true,
                "weightGrams": 0,
              },
            ],
          },
        ],
      }
    `);

    const made = await owner.request({
      method: 'POST',
      url: '/api/config/store/products',
      payload: productInput(
        { title: 'Snapshot mug', options: [{ name: 'Colour', values: ['Blue'] }] },
        { sku: 'MUG-BLUE', optionValues: [{ optionName: 'Colour', value: 'Blue' }] },
      ),
    });
    expect(made.statusCode).toBe(201);
    expect(stable(made.json())).toMatchInlineSnapshot(`
      {
        "product": {
          "description": "A mug.",
          "digitalFileName": null,
          "id": "<id>",
          "images": [],
          "isSoldOut": false,
          "isVisible": true,
          "onSale": false,
          "options": [
            {
              "name": "Colour",
              "values": [
                "Blue",
              ],
            },
          ],
          "position": 5,
          "productType": "physical",
          "slug": "snapshot-mug",
          "structuredContent": {
            "onSale": false,
            "productType": "physical",
            "variants": [
              {
                "id": "<id>",
                "onSale": false,
                "optionValues": [
                  {
                    "optionName": "Colour",
                    "value": "Blue",
                  },
                ],
                "price": 2000,
                "qtyInStock": 10,
                "salePrice": 0,
                "sku": "MUG-BLUE",
                "unlimited": false,
                "weightGrams": 500,
              },
            ],
          },
          "title": "Snapshot mug",
          "url": "/shop/p/snapshot-mug",
          "variants": [
            {
              "id": "<id>",
              "onSale": false,
              "optionValues": [
                {
                  "optionName": "Colour",
                  "value": "Blue",
                },
              ],
              "price": 2000,
              "qtyInStock": 10,
              "salePrice": 0,
              "sku": "MUG-BLUE",
              "unlimited": false,
              "weightGrams": 500,
            },
          ],
        },
      }
    `);
  });

  it('issue 15: the inventory and stock answers, whole (snapshot)', async () => {
    const inventory = await owner.request({ url: '/api/config/store/inventory?lowStock=true&threshold=0' });
    expect(inventory.statusCode).toBe(200);
    expect(stable(inventory.json())).toMatchInlineSnapshot(`
      {
        "rows": [
          {
            "optionValues": [
              {
                "optionName": "Size",
                "value": "S",
              },
            ],
            "productId": "<id>",
            "productTitle": "Linen Studio Apron",
            "qtyInStock": 0,
            "sku": "APRON-S",
            "unlimited": false,
            "variantId": "<id>",
          },
          {
            "optionValues": [],
            "productId": "<id>",
            "productTitle": "Stoneware Bud Vase",
            "qtyInStock": 0,
            "sku": "VASE-SAGE",
            "unlimited": false,
            "variantId": "<id>",
          },
        ],
      }
    `);

    const variantId = inventory.json().rows[0].variantId as string;
    const stock = await owner.request({
      method: 'PATCH',
      url: `/api/config/store/variants/${variantId}`,
      payload: { qtyInStock: 3 },
    });
    expect(stock.statusCode).toBe(200);
    expect(stable(stock.json())).toMatchInlineSnapshot(`
      {
        "row": {
          "optionValues": [
            {
              "optionName": "Size",
              "value": "S",
            },
          ],
          "productId": "<id>",
          "productTitle": "Linen Studio Apron",
          "qtyInStock": 3,
          "sku": "APRON-S",
          "unlimited": false,
          "variantId": "<id>",
        },
      }
    `);
  });
});
