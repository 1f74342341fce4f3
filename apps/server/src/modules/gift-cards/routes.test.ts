// Issue 20 section 4 (SHOP-006, decision 065): gift cards bought, emailed once, redeemed at the
// store's checkout (partially, released when the payment fails), checked, issued and voided.
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { takeQuota } from '../quotas/service.ts';
import { addToCart, card, checkout, createProduct, productInput } from '../store/test-helpers.ts';
import { BALANCE_CHECK_QUOTA } from './service.ts';

describe('gift cards (issue 20 section 4)', () => {
  let t: TestApp;
  let owner: TestClient;
  let giftProduct: {
    id: string;
    checkoutPath: string;
    denominations: { sku: string; amountCents: number }[];
  };

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/store/gift-card-products',
      payload: {
        title: 'Studio gift card',
        description: 'For the pottery lover.',
        denominations: [
          { sku: 'GC-50', amountCents: 5000 },
          { sku: 'GC-25', amountCents: 2500 },
        ],
      },
    });
    expect(made.statusCode).toBe(201);
    giftProduct = made.json().product;
  });
  afterAll(() => t?.close());

  const db = () => t.app.folio.database.db;
  const outbox = () => db().select().from(schema.emailOutbox);
  const codeIn = (text: string) => /([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text)?.[1];

  function buy(
    visitor: TestClient,
    overrides: Record<string, unknown> = {},
    cardNumber: string = TEST_CARDS.success,
  ) {
    return visitor.request({
      method: 'POST',
      url: '/api/commerce/gift-cards/purchase',
      payload: {
        giftCardProductId: giftProduct.id,
        sku: 'GC-50',
        recipientEmail: 'friend@example.com',
        message: 'Happy birthday, Grace!',
        buyerName: 'Ada Lovelace',
        buyerEmail: 'ada@example.com',
        payment: card(cardNumber),
        ...overrides,
      },
    });
  }

  /** Buys a card for `recipient` and reads its code from the outbox, as the recipient would. */
  async function boughtCode(recipient: string, sku = 'GC-50'): Promise<string> {
    const answer = await buy(t.client(), { recipientEmail: recipient, sku });
    expect(answer.statusCode).toBe(200);
    const mails = (await outbox()).filter((m) => m.to === recipient);
    expect(mails).toHaveLength(1);
    return codeIn(mails[0]!.text)!;
  }

  async function balanceOf(code: string) {
    return (
      await t.client().request({ method: 'POST', url: '/api/commerce/gift-cards/balance', payload: { code } })
    ).json();
  }

  it('SHOP-022: the gift-card product is product type 4 with its denominations, sorted, and its checkout address (snapshot)', () => {
    const siteId = /websiteId=([0-9a-f]{24})/.exec(giftProduct.checkoutPath)![1]!;
    expect(
      stable(giftProduct, { replace: { [giftProduct.id]: '<product>', [siteId]: '<site>' } }),
    ).toMatchInlineSnapshot(`
      {
        "checkoutPath": "/checkout/giftcard?websiteId=<site>&giftCardProductId=<product>",
        "denominations": [
          {
            "amountCents": 2500,
            "sku": "GC-25",
          },
          {
            "amountCents": 5000,
            "sku": "GC-50",
          },
        ],
        "description": "For the pottery lover.",
        "id": "<id>",
        "isVisible": true,
        "productType": "gift card",
        "title": "Studio gift card",
      }
    `);
  });

  it('SHOP-006: /checkout/giftcard with its queries shows the gift card; the sku chooses the amount', async () => {
    const page = await t.client().request({ url: `${giftProduct.checkoutPath}&sku=GC-50` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Studio gift card');
    expect(page.body).toContain('checked="" value="GC-50"');
    expect(page.body).not.toContain('checked="" value="GC-25"');
  });

  it('SHOP-006: /checkout/giftcard without its queries, or naming no gift card, is a clear page, not a 404', async () => {
    const missing = await t.client().request({ url: '/checkout/giftcard' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('This gift card link is incomplete');
    const unknown = await t.client().request({
      url: giftProduct.checkoutPath.replace(giftProduct.id, 'f'.repeat(24)),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('This gift card is not available');
  });

  it('SHOP-006: buying a gift card charges once and emails one code (XXXX-XXXX-XXXX-XXXX) with the message to the recipient', async () => {
    const visitor = t.client();
    const answer = await buy(visitor, { recipientEmail: 'grace@example.com' });
    expect(answer.statusCode).toBe(200);
    expect(stable(answer.json())).toMatchObject({
      giftCard: { amountCents: 5000, currencyCode: 'USD', recipientEmail: 'grace@example.com' },
    });
    const mails = (await outbox()).filter((m) => m.to === 'grace@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your \$50\.00 gift card for /);
    expect(mails[0]!.text).toContain('Happy birthday, Grace!');
    const code = codeIn(mails[0]!.text)!;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(answer.json().giftCard.codeLast4).toBe(code.slice(-4));
    // The buyer's receipt: one, without the code.
    const receipts = (await outbox()).filter(
      (m) => m.to === 'ada@example.com' && m.text.includes('grace@example.com'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`ending ${code.slice(-4)}`);
    expect(receipts[0]!.text).not.toContain(code);
    // The code is not stored in clear.
    const [row] = await db()
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.id, answer.json().giftCard.id));
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));
    expect(row?.status).toBe('active');
    const charges = await db()
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `giftcard-${row!.id}`));
    expect(charges).toHaveLength(1);
    expect(await balanceOf(code.toLowerCase())).toMatchObject({ found: true, balanceCents: 5000 });
  });

  it('SHOP-006: a declined card buys nothing and emails nothing; a missing recipient is named', async () => {
    const declined = await buy(t.client(), { recipientEmail: 'nobody@example.com' }, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect((await outbox()).filter((m) => m.to === 'nobody@example.com')).toHaveLength(0);
    const cards = await db()
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.recipientEmail, 'nobody@example.com'));
    expect(cards).toHaveLength(0);
    const invalid = await buy(t.client(), { recipientEmail: '', sku: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({ sku: 'Choose one of the amounts.' });
    expect(invalid.json().errors.recipientEmail).toBeTruthy();
  });

  it('SHOP-006: a gift card pays part of an order at checkout; the rest is charged and the remaining balance kept', async () => {
    const code = await boughtCode('partial@example.com', 'GC-25');
    const product = await createProduct(
      owner,
      productInput({ title: 'Gift mug' }, { price: 1000, qtyInStock: 50, weightGrams: 0 }),
    );
    const visitor = t.client();
    await addToCart(visitor, product, 1);
    const placed = await checkout(visitor, { giftCardCode: code, shippingOptionId: 'standard' });
    expect(placed.statusCode).toBe(200);
    const order = placed.json().order;
    expect(order.status).toBe('paid');
    const used = Math.min(2500, order.grandTotalCents);
    const [charge] = await db()
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `order-${order.id}`));
    if (order.grandTotalCents > 2500) expect(charge?.amountCents).toBe(order.grandTotalCents - 2500);
    else expect(charge).toBeUndefined();
    expect(await balanceOf(code)).toMatchObject({ found: true, balanceCents: 2500 - used });
    // The owner sees the redemption, with its order.
    const [row] = await db()
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.recipientEmail, 'partial@example.com'));
    const detail = await owner.request({ url: `/api/config/store/gift-cards/${row!.id}` });
    expect(detail.json().card.redemptions).toEqual([
      { kind: 'redeem', orderId: order.id, amountCents: -used, at: expect.any(String) },
    ]);
  });

  it('SHOP-006: a gift card that covers the whole order needs no card payment', async () => {
    const code = await boughtCode('whole@example.com');
    const product = await createProduct(
      owner,
      productInput(
        { title: 'Small tile', productType: 'digital' },
        { price: 1200, unlimited: true, weightGrams: 0 },
      ),
    );
    const visitor = t.client();
    await addToCart(visitor, product, 1);
    const placed = await checkout(
      visitor,
      { giftCardCode: code, shippingAddress: undefined },
      TEST_CARDS.declined,
    );
    expect(placed.statusCode).toBe(200);
    const order = placed.json().order;
    expect(order.status).toBe('paid');
    const charges = await db()
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `order-${order.id}`));
    expect(charges).toHaveLength(0);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 5000 - order.grandTotalCents });
  });

  it('SHOP-006: when the card payment fails the gift card’s part is given back (a release row in the ledger)', async () => {
    const code = await boughtCode('release@example.com', 'GC-25');
    const product = await createProduct(
      owner,
      productInput(
        { title: 'Big vase', productType: 'digital' },
        { price: 9000, unlimited: true, weightGrams: 0 },
      ),
    );
    const visitor = t.client();
    await addToCart(visitor, product, 1);
    const refused = await checkout(
      visitor,
      { giftCardCode: code, shippingAddress: undefined },
      TEST_CARDS.declined,
    );
    expect(refused.statusCode).toBe(402);
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 2500 });
    const [row] = await db()
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.recipientEmail, 'release@example.com'));
    const ledger = await db()
      .select()
      .from(schema.giftCardLedger)
      .where(eq(schema.giftCardLedger.giftCardId, row!.id));
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['issue', 2500],
      ['redeem', -2500],
      ['release', 2500],
    ]);
  });

  it('SHOP-006: an unknown, spent or void code stops the checkout with a clear message', async () => {
    const product = await createProduct(
      owner,
      productInput(
        { title: 'Bowl', productType: 'digital' },
        { price: 500, unlimited: true, weightGrams: 0 },
      ),
    );
    const visitor = t.client();
    await addToCart(visitor, product, 1);
    const unknown = await checkout(visitor, {
      giftCardCode: 'AAAA-BBBB-CCCC-DDDD',
      shippingAddress: undefined,
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('That gift card code is not valid. Check it and try again.');
  });

  it('SHOP-006: the balance check answers by code, on its own page', async () => {
    const code = await boughtCode('balance@example.com', 'GC-25');
    expect(stable(await balanceOf(code))).toMatchInlineSnapshot(`
      {
        "balanceCents": 2500,
        "codeLast4": "${code.slice(-4)}",
        "currencyCode": "USD",
        "found": true,
        "status": "active",
      }
    `);
    expect(await balanceOf('not a code')).toEqual({ found: false });
    const page = await t.client().request({ url: '/commerce/gift-card-balance' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Check a gift card balance');
  });

  it('SHOP-006: owners list and search cards, issue a goodwill card (its code emailed) and void a card', async () => {
    const issued = await owner.request({
      method: 'POST',
      url: '/api/config/store/gift-cards',
      payload: {
        amountCents: 1500,
        recipientEmail: 'goodwill@example.com',
        message: 'Sorry about the delay.',
      },
    });
    expect(issued.statusCode).toBe(201);
    const cardView = issued.json().card;
    expect(cardView).toMatchObject({ source: 'issued', status: 'active', balanceCents: 1500 });
    const mails = (await outbox()).filter((m) => m.to === 'goodwill@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Sorry about the delay.');
    const code = codeIn(mails[0]!.text)!;
    const found = await owner.request({ url: '/api/config/store/gift-cards?search=goodwill' });
    expect(found.json().cards.map((c: { id: string }) => c.id)).toEqual([cardView.id]);
    const byLast4 = await owner.request({ url: `/api/config/store/gift-cards?search=${code.slice(-4)}` });
    expect(byLast4.json().cards.map((c: { id: string }) => c.id)).toContain(cardView.id);
    const byCode = await owner.request({ url: `/api/config/store/gift-cards?search=${code.toLowerCase()}` });
    expect(byCode.json().cards.map((c: { id: string }) => c.id)).toEqual([cardView.id]);
    const voided = await owner.request({
      method: 'POST',
      url: `/api/config/store/gift-cards/${cardView.id}/void`,
    });
    expect(voided.json().card.status).toBe('void');
    const again = await owner.request({
      method: 'POST',
      url: `/api/config/store/gift-cards/${cardView.id}/void`,
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(code)).toMatchObject({ status: 'void', balanceCents: 0 });
    const product = await createProduct(
      owner,
      productInput({ title: 'Cup', productType: 'digital' }, { price: 500, unlimited: true, weightGrams: 0 }),
    );
    const visitor = t.client();
    await addToCart(visitor, product, 1);
    const refused = await checkout(visitor, { giftCardCode: code, shippingAddress: undefined });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This gift card has been cancelled.');
  });

  it('SHOP-006: a visitor cannot reach the owner’s gift cards', async () => {
    const answer = await t.client().request({ url: '/api/config/store/gift-cards' });
    expect([401, 403, 404]).toContain(answer.statusCode);
  });

  // Last: it uses up the site's quota.
  it('SHOP-006: the anonymous balance check is capped per site and hour (quota)', async () => {
    const code = await boughtCode('capped@example.com', 'GC-25');
    // Past the site's hourly quota of anonymous checks, the answer is a clear 429, whatever the code.
    const siteId = /websiteId=([0-9a-f]{24})/.exec(giftProduct.checkoutPath)![1]!;
    await takeQuota(db(), {
      websiteId: siteId,
      quota: BALANCE_CHECK_QUOTA,
      amount: BALANCE_CHECK_QUOTA.limit,
    });
    const capped = await t
      .client()
      .request({ method: 'POST', url: '/api/commerce/gift-cards/balance', payload: { code } });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toBe('balance_checks_exhausted');
  });
});
