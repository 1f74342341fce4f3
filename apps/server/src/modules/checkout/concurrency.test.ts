import { type Cart, TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout, createProduct, productInput } from '../store/test-helpers.ts';

describe.each(databaseKinds)('store under concurrency on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  const db = () => t.app.folio.database.db;

  it('50 simultaneous checkouts of a product with 10 in stock: exactly 10 orders, stock 0, 40 clear sold-out answers', async () => {
    const product = await createProduct(
      owner,
      productInput({ title: 'Limited print' }, { qtyInStock: 10, price: 3000 }),
    );
    const buyers = Array.from({ length: 50 }, () => t.client());
    // Each may add one: the stock holds 10, carts do not reserve it.
    for (const buyer of buyers) expect((await addToCart(buyer, product)).statusCode).toBe(200);
    const answers = await Promise.all(
      buyers.map((buyer, i) => checkout(buyer, { email: `buyer${i}@example.com` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(40);
    for (const a of refused)
      expect(a.json()).toMatchObject({ error: 'sold_out', message: 'Sorry, "Limited print" is sold out.' });
    const orders = await db().select().from(schema.orders);
    const forProduct = orders.filter((o) => o.lines.some((l) => l.productId === product.id));
    expect(forProduct).toHaveLength(10);
    expect(forProduct.every((o) => o.status === 'paid')).toBe(true);
    const [variant] = await db()
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, product.id));
    expect(variant?.qtyInStock).toBe(0);
    // Order numbers stay unique under the rush.
    expect(new Set(orders.map((o) => o.number)).size).toBe(orders.length);
  });

  it('the same order submitted twice at once: one order, one charge, the same answer to both', async () => {
    const product = await createProduct(owner, productInput({ title: 'Twice print' }, { qtyInStock: 5 }));
    const visitor = t.client();
    await addToCart(visitor, product, 2);
    const [a, b] = await Promise.all([checkout(visitor), checkout(visitor)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().order.id).toBe(b.json().order.id);
    const orders = (await db().select().from(schema.orders)).filter((o) =>
      o.lines.some((l) => l.productId === product.id),
    );
    expect(orders).toHaveLength(1);
    const charges = await db()
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `order-${orders[0]!.id}`));
    expect(charges).toHaveLength(1);
    const [variant] = await db()
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, product.id));
    expect(variant?.qtyInStock).toBe(3);
  });

  it('a declined card submitted twice at once: no order, stock back where it was, both told why', async () => {
    const product = await createProduct(owner, productInput({ title: 'Declined print' }, { qtyInStock: 4 }));
    const visitor = t.client();
    await addToCart(visitor, product, 3);
    const answers = await Promise.all([1, 2].map(() => checkout(visitor, {}, TEST_CARDS.declined)));
    for (const a of answers)
      expect(a.json()).toMatchObject({ error: 'payment_declined', message: 'Your card was declined.' });
    const orders = (await db().select().from(schema.orders)).filter((o) =>
      o.lines.some((l) => l.productId === product.id),
    );
    expect(orders).toHaveLength(0);
    const [variant] = await db()
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, product.id));
    expect(variant?.qtyInStock).toBe(4);
    const cart: Cart = (await visitor.request({ url: '/api/commerce/cart' })).json().cart;
    expect(cart.totalQuantity).toBe(3);
  });
});
