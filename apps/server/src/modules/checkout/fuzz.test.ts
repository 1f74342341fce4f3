// Property-based fuzzing of the cart and checkout endpoints with hostile input: never a 5xx, never
// a negative quantity or amount, and every total is the catalogue's price, whatever the client says.
import { type Cart, type ProductView, TEST_CARDS } from '@folio/core';
import { stripUnstorable } from '@folio/core/text';
import * as schema from '@folio/db/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { US_ADDRESS } from '../store/test-helpers.ts';

const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    '\u0000',
    '__proto__',
    "'; drop table orders; --",
    '\uD800',
    'x'.repeat(5000),
    'WELCOME10',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -1, 1, 999, 1000, 2 ** 31, -(2 ** 31), 1e308, 0.5),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, hostileString, anyJson);

describe('cart and checkout under random and hostile input', () => {
  let t: TestApp;
  let products: ProductView[];

  beforeAll(async () => {
    // Every run is a new visitor from the same address: each may open a cart.
    t = await makeTestApp('pglite', { NEW_CARTS_PER_ADDRESS_PER_MINUTE: '1000000' });
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    products = (await owner.request({ url: '/api/config/store/products' })).json().products;
  });
  afterAll(() => t?.close());

  /** Every amount of a cart is the catalogue's: recomputed here from the products' prices. */
  function expectHonestCart(cart: Cart) {
    let subtotal = 0;
    for (const e of cart.entries) {
      expect(e.quantity).toBeGreaterThan(0);
      const variant = products.flatMap((p) => p.variants).find((v) => v.id === e.variantId)!;
      expect(e.unitPriceCents).toBe(variant.onSale ? variant.salePrice : variant.price);
      subtotal += e.unitPriceCents * e.quantity;
    }
    expect(cart.subtotalCents).toBe(subtotal);
    for (const key of [
      'subtotalCents',
      'taxCents',
      'shippingCostCents',
      'discountCents',
      'grandTotalCents',
      'totalQuantity',
    ] as const)
      expect(cart[key]).toBeGreaterThanOrEqual(0);
    expect(cart.grandTotalCents).toBe(
      cart.subtotalCents - cart.discountCents + cart.shippingCostCents + cart.taxCents,
    );
  }

  const ids = () =>
    fc.constantFrom(
      ...products.flatMap((p) => p.variants.map((v) => ({ productId: p.id, variantId: v.id }))),
    );

  const step = () =>
    fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        body: fc.oneof(
          // Well-formed adds, so the run gets past the input checks and builds real carts.
          ids().chain((id) =>
            fc.record({
              productId: fc.constant(id.productId),
              variantId: fc.constant(id.variantId),
              quantity: fc.integer({ min: 1, max: 3 }),
            }),
          ),
          ids().chain((id) =>
            fc.record(
              {
                productId: maybe(fc.constant(id.productId)),
                variantId: maybe(fc.constant(id.variantId)),
                quantity: fc.oneof(fc.integer({ min: 1, max: 3 }), maybe(hostileNumber)),
                price: fc.integer({ min: -100, max: 1 }),
                unitPriceCents: fc.integer({ min: -100, max: 1 }),
              },
              { requiredKeys: ['productId'] },
            ),
          ),
          anyJson,
        ),
      }),
      fc.record({
        kind: fc.constant('quantity' as const),
        entry: fc.nat(5),
        body: fc.oneof(
          fc.record({ quantity: fc.integer({ min: 0, max: 4 }) }),
          fc.record({ quantity: hostileNumber }),
          anyJson,
        ),
      }),
      fc.record({ kind: fc.constant('remove' as const), entry: fc.oneof(fc.nat(5), hostileString) }),
      fc.record({
        kind: fc.constant('coupon' as const),
        body: fc.oneof(fc.record({ code: hostileString }), anyJson),
      }),
      fc.record({
        kind: fc.constant('shipping' as const),
        body: fc.oneof(
          fc.record(
            {
              location: fc.record({
                country: maybe(fc.constantFrom('US', 'us', 'FR', 'ZZ')),
                region: maybe(hostileString),
                postalCode: maybe(hostileString),
              }),
              shippingOptionId: maybe(fc.constant('standard')),
            },
            { requiredKeys: [] },
          ),
          anyJson,
        ),
      }),
      fc.record({
        kind: fc.constant('checkout' as const),
        body: fc.record(
          {
            email: maybe(fc.constantFrom('fuzz@example.com', 'not-an-email')),
            shippingAddress: fc.oneof(
              fc.constant(US_ADDRESS),
              fc.record({
                ...Object.fromEntries(Object.keys(US_ADDRESS).map((k) => [k, maybe(hostileString)])),
              }),
              anyJson,
            ),
            shippingOptionId: maybe(fc.constant('standard')),
            payment: fc.oneof(
              fc.record({
                provider: fc.constant('test'),
                cardNumber: maybe(fc.constantFrom(...Object.values(TEST_CARDS))),
                expMonth: maybe(fc.integer({ min: -2, max: 14 })),
                expYear: maybe(fc.integer({ min: 1990, max: 2200 })),
                cvc: maybe(fc.constant('123')),
              }),
              anyJson,
            ),
            grandTotalCents: fc.integer({ min: -100, max: 1 }),
          },
          { requiredKeys: [] },
        ),
      }),
    );

  it('no sequence of hostile cart and checkout requests answers 5xx or breaks the cart totals', async () => {
    const accepted = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step(), { minLength: 1, maxLength: 8 }), async (steps) => {
        const visitor = t.client();
        for (const s of steps) {
          const cart: Cart = (await visitor.request({ url: '/api/commerce/cart' })).json().cart;
          const entryId = (n: unknown) =>
            typeof n === 'number'
              ? (cart.entries[n % Math.max(1, cart.entries.length)]?.id ?? 'f'.repeat(24))
              : String(n);
          const answer =
            s.kind === 'add'
              ? await visitor.request({
                  method: 'POST',
                  url: '/api/commerce/cart/items',
                  payload: s.body as object,
                })
              : s.kind === 'quantity'
                ? await visitor.request({
                    method: 'PUT',
                    url: `/api/commerce/cart/items/${entryId(s.entry)}`,
                    payload: s.body as object,
                  })
                : s.kind === 'remove'
                  ? await visitor.request({
                      method: 'DELETE',
                      url: `/api/commerce/cart/items/${encodeURIComponent(stripUnstorable(entryId(s.entry)))}`,
                    })
                  : s.kind === 'coupon'
                    ? await visitor.request({
                        method: 'POST',
                        url: '/api/commerce/cart/coupons',
                        payload: s.body as object,
                      })
                    : s.kind === 'shipping'
                      ? await visitor.request({
                          method: 'PUT',
                          url: '/api/commerce/cart/shipping',
                          payload: s.body as object,
                        })
                      : await visitor.request({
                          method: 'POST',
                          url: '/api/commerce/checkout',
                          payload: s.body as object,
                        });
          expect(answer.statusCode, answer.body).toBeLessThan(500);
          if (answer.statusCode === 200) accepted.set(s.kind, (accepted.get(s.kind) ?? 0) + 1);
          if (answer.statusCode === 200 && s.kind !== 'checkout') expectHonestCart(answer.json().cart);
        }
        expectHonestCart((await visitor.request({ url: '/api/commerce/cart' })).json().cart);
      }),
      // A fixed seed keeps CI repeatable (the coverage checks below once failed on an unlucky draw);
      // FUZZ_SEED=<n> explores other sequences.
      { numRuns: 120, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
    // The run reached past the input checks: items were added and quantities changed.
    expect(accepted.get('add') ?? 0).toBeGreaterThan(0);
    expect(accepted.get('quantity') ?? 0).toBeGreaterThan(0);
    // No stock went below zero and every order's total is what its lines add up to.
    const variants = await t.app.folio.database.db.select().from(schema.productVariants);
    for (const v of variants) expect(v.qtyInStock).toBeGreaterThanOrEqual(0);
    for (const o of await t.app.folio.database.db.select().from(schema.orders)) {
      expect(o.subtotalCents).toBe(o.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
      expect(o.grandTotalCents).toBeGreaterThanOrEqual(0);
    }
  });
});
