// Issue 20 "Done when": 20 concurrent redemptions of one gift card, balance never negative, and
// the ledger's redemptions add up to what the card lost (decision 065). On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, card, checkout, createProduct, productInput } from '../store/test-helpers.ts';

describe.each(databaseKinds)('gift cards under concurrency on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let productId: string;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/store/gift-card-products',
      payload: { title: 'Rush card', denominations: [{ sku: 'RUSH-50', amountCents: 5000 }] },
    });
    productId = made.json().product.id;
  });
  afterAll(() => t?.close());

  const db = () => t.app.folio.database.db;

  async function newCard(recipient: string) {
    const bought = await t.client().request({
      method: 'POST',
      url: '/api/commerce/gift-cards/purchase',
      payload: {
        giftCardProductId: productId,
        sku: 'RUSH-50',
        recipientEmail: recipient,
        buyerName: 'Ada',
        buyerEmail: 'ada@example.com',
        payment: card(),
      },
    });
    expect(bought.statusCode).toBe(200);
    const [mail] = (await db().select().from(schema.emailOutbox)).filter((m) => m.to === recipient);
    const code = /[A-Z0-9]{4}(-[A-Z0-9]{4}){3}/.exec(mail!.text)![0];
    return { id: bought.json().giftCard.id as string, code };
  }

  async function rush(code: string, cardNumber: string) {
    const product = await createProduct(
      owner,
      productInput(
        { title: `Rush print ${cardNumber}`, productType: 'digital' },
        { price: 700, unlimited: true },
      ),
    );
    const buyers = Array.from({ length: 20 }, () => t.client());
    for (const buyer of buyers) expect((await addToCart(buyer, product, 1)).statusCode).toBe(200);
    // 20 orders of 7.00 (no tax on a digital product here) ask 140.00 of a 50.00 card, all at once.
    return Promise.all(
      buyers.map((buyer, i) =>
        checkout(
          buyer,
          { email: `rush${i}@example.com`, giftCardCode: code, shippingAddress: undefined },
          cardNumber,
        ),
      ),
    );
  }

  async function ledgerOf(id: string) {
    const [row] = await db().select().from(schema.giftCards).where(eq(schema.giftCards.id, id));
    const rows = await db()
      .select()
      .from(schema.giftCardLedger)
      .where(eq(schema.giftCardLedger.giftCardId, id));
    const redeemed = rows.filter((l) => l.kind !== 'issue').reduce((sum, l) => sum - l.amountCents, 0);
    return { row: row!, rows, redeemed };
  }

  it('issue 20: 20 concurrent checkouts on one gift card (the rest paid by card): it is spent exactly, never below zero', async () => {
    const gift = await newCard('rush-paid@example.com');
    const answers = await rush(gift.code, TEST_CARDS.success);
    const { row, rows, redeemed } = await ledgerOf(gift.id);
    expect(row.balanceCents).toBe(0);
    expect(redeemed).toBe(row.initialCents - row.balanceCents);
    const paid = answers.filter((a) => a.statusCode === 200);
    // Seven orders paid whole by the card, one in part (1.00, the rest by card); then it is spent.
    expect(paid).toHaveLength(8);
    expect(
      rows
        .filter((l) => l.kind === 'redeem')
        .map((l) => -l.amountCents)
        .sort((a, b) => a - b),
    ).toEqual([100, 700, 700, 700, 700, 700, 700, 700]);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json()).toMatchObject({
        error: 'gift_card_spent',
        message: 'This gift card has no balance left.',
      });
  });

  it('issue 20: 20 concurrent checkouts on one gift card with a declined card: parts taken are given back, never below zero', async () => {
    const gift = await newCard('rush-declined@example.com');
    const answers = await rush(gift.code, TEST_CARDS.declined);
    const { row, redeemed } = await ledgerOf(gift.id);
    expect(row.balanceCents).toBeGreaterThanOrEqual(0);
    expect(redeemed).toBe(row.initialCents - row.balanceCents);
    // Orders the card pays whole need no card (the declined card is never asked); an order it
    // pays in part is declined and its part given back, so 1.00 stays on the card.
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(7);
    expect(paid.reduce((sum, a) => sum + a.json().order.grandTotalCents, 0)).toBe(redeemed);
    expect(row.balanceCents).toBe(100);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([402, 409]).toContain(a.statusCode);
  });
});
