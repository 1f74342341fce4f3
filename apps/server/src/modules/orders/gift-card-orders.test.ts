// Issue 20 (decision 072): an order a gift card paid part or all of says so (the order-confirmed
// page, the receipt, the owner's detail), and its refunds split: the card's part through the
// gateway (card first, never more than the card paid), the rest back onto the gift card, once.

import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { addToCart, checkout, createProduct, productInput } from '../store/test-helpers.ts';

describe('issue 20: orders paid by gift card (decision 072)', () => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  const db = () => t.app.folio.database.db;
  const outboxTo = (to: string) =>
    db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));

  /** A goodwill card issued by the owner; its code read from the recipient's email. */
  async function issuedCard(amountCents: number, recipient: string) {
    const issued = await owner.request({
      method: 'POST',
      url: '/api/config/store/gift-cards',
      payload: { amountCents, recipientEmail: recipient, message: 'Enjoy.' },
    });
    expect(issued.statusCode).toBe(201);
    const [mail] = await outboxTo(recipient);
    const code = /([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail!.text)![1]!;
    return { id: issued.json().card.id as string, code, last4: code.slice(-4) };
  }

  async function placeOrder(
    priceCents: number,
    giftCardCode: string,
    cardNumber: string = TEST_CARDS.success,
  ) {
    const product = await createProduct(
      owner,
      productInput(
        { title: `Print ${priceCents}`, productType: 'digital' },
        { price: priceCents, unlimited: true, weightGrams: 0 },
      ),
    );
    const visitor = t.client();
    await addToCart(visitor, product, 1);
    const placed = await checkout(visitor, { giftCardCode, shippingAddress: undefined }, cardNumber);
    expect(placed.statusCode).toBe(200);
    return {
      visitor,
      ...(placed.json() as {
        order: { id: string; number: number; grandTotalCents: number };
        redirect: string;
      }),
    };
  }

  const refund = (orderId: string, body: Record<string, unknown> = {}) =>
    owner.request({ method: 'POST', url: `/api/config/store/orders/${orderId}/refund`, payload: body });
  const chargeOf = async (orderId: string) =>
    (
      await db()
        .select()
        .from(schema.testGatewayCharges)
        .where(eq(schema.testGatewayCharges.idempotencyKey, `order-${orderId}`))
    )[0];
  const cardRow = async (id: string) =>
    (await db().select().from(schema.giftCards).where(eq(schema.giftCards.id, id)))[0]!;
  const refundRows = (cardId: string, orderId: string) =>
    db()
      .select()
      .from(schema.giftCardLedger)
      .where(
        and(
          eq(schema.giftCardLedger.giftCardId, cardId),
          eq(schema.giftCardLedger.orderId, orderId),
          eq(schema.giftCardLedger.kind, 'refund'),
        ),
      );
  const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  it('issue 20: an order paid partly by gift card shows the gift card on the confirmation, receipt and owner detail', async () => {
    const gift = await issuedCard(1500, 'shown@example.com');
    const { visitor, order, redirect } = await placeOrder(4000, gift.code);
    const cardPaid = order.grandTotalCents - 1500;
    expect((await chargeOf(order.id))?.amountCents).toBe(cardPaid);

    const page = await visitor.request({ url: redirect });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Gift card ••••${gift.last4}`);
    expect(page.body).toContain(`−${usd(1500)}`);
    expect(page.body).toContain('Paid by card');
    expect(page.body).toContain(usd(cardPaid));
    expect(page.body).not.toContain(gift.code);

    const receipt = (await outboxTo('buyer@example.com')).find((m) =>
      m.subject.includes(`#${order.number} `),
    );
    expect(receipt?.text).toContain(`Gift card ••••${gift.last4}: −${usd(1500)}`);
    expect(receipt?.text).toContain(`Paid by card: ${usd(cardPaid)}`);
    expect(receipt?.text).not.toContain(gift.code);

    const detail = await owner.request({ url: `/api/config/store/orders/${order.id}` });
    expect(detail.json().order).toMatchObject({
      giftCard: { codeLast4: gift.last4, amountCents: 1500, refundedCents: 0 },
      cardPaidCents: cardPaid,
    });
  });

  it('issue 20: refunding an order paid partly by gift card refunds the card part through the gateway and puts the rest back on the gift card, once', async () => {
    const gift = await issuedCard(1500, 'split@example.com');
    const { order } = await placeOrder(4000, gift.code);
    const cardPaid = order.grandTotalCents - 1500;
    const paymentId = (await chargeOf(order.id))!.id;
    expect((await cardRow(gift.id)).balanceCents).toBe(0);

    // Card first: 1000 comes off the card, the gift card is untouched.
    const first = await refund(order.id, { amountCents: 1000 });
    expect(first.statusCode).toBe(200);
    expect((await chargeOf(order.id))!.refundedCents).toBe(1000);
    expect((await cardRow(gift.id)).balanceCents).toBe(0);

    // The rest of the card's part and 500 more: the card is refunded in full, 500 back on the gift card.
    const second = await refund(order.id, { amountCents: cardPaid - 1000 + 500 });
    expect(second.statusCode).toBe(200);
    expect(second.json().order).toMatchObject({ status: 'paid', refundedCents: cardPaid + 500 });
    expect(second.json().order.giftCard).toMatchObject({ amountCents: 1500, refundedCents: 500 });
    expect((await chargeOf(order.id))!.refundedCents).toBe(cardPaid);
    expect((await cardRow(gift.id)).balanceCents).toBe(500);

    // The rest: nothing more through the gateway (never more than charged), the gift card whole again.
    const rest = await refund(order.id);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedCents: order.grandTotalCents });
    const charge = (await chargeOf(order.id))!;
    expect(charge.id).toBe(paymentId);
    expect(charge.refundedCents).toBe(cardPaid);
    expect((await cardRow(gift.id)).balanceCents).toBe(1500);
    // The refund email says what reaches the card and what is back on the gift card.
    const refundMail = (await outboxTo('buyer@example.com')).find(
      (m) => m.subject === `Refund for order #${order.number} from Folio Demo`,
    );
    expect(refundMail?.text).toBe(
      `Folio Demo has refunded ${usd(order.grandTotalCents)} for order #${order.number}. ${usd(cardPaid)} reaches your card in a few days; ${usd(1500)} is back on your gift card ending ${gift.last4}, ready to use.`,
    );

    // Once: a repeated refund is refused and gives nothing twice; one 'refund' row of 1500.
    expect((await refund(order.id)).statusCode).toBe(409);
    expect((await cardRow(gift.id)).balanceCents).toBe(1500);
    const rows = await refundRows(gift.id, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCents).toBe(1500);
  });

  it('issue 20: an order paid wholly by gift card refunds onto the card without the gateway', async () => {
    const gift = await issuedCard(10_000, 'whole@example.com');
    // A declining card number: the gateway is never asked, at checkout or at refund.
    const { order } = await placeOrder(1200, gift.code, TEST_CARDS.declined);
    expect(await chargeOf(order.id)).toBeUndefined();
    expect((await cardRow(gift.id)).balanceCents).toBe(10_000 - order.grandTotalCents);
    const detail = (await owner.request({ url: `/api/config/store/orders/${order.id}` })).json().order;
    expect(detail).toMatchObject({ giftCard: { amountCents: order.grandTotalCents }, cardPaidCents: 0 });

    const part = await refund(order.id, { amountCents: 200 });
    expect(part.statusCode).toBe(200);
    expect((await cardRow(gift.id)).balanceCents).toBe(10_000 - order.grandTotalCents + 200);
    const rest = await refund(order.id);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedCents: order.grandTotalCents });
    expect((await cardRow(gift.id)).balanceCents).toBe(10_000);
    expect(await chargeOf(order.id)).toBeUndefined();
    const refundMail = (await outboxTo('buyer@example.com')).find(
      (m) => m.subject === `Refund for order #${order.number} from Folio Demo`,
    );
    expect(refundMail?.text).toContain(`is back on your gift card ending ${gift.last4}, ready to use.`);
    expect(refundMail?.text).not.toContain('reaches your card');
    const refunds = await db()
      .select()
      .from(schema.testGatewayCharges)
      .where(eq(schema.testGatewayCharges.idempotencyKey, `refund-${order.id}`));
    expect(refunds).toHaveLength(0);
    const rows = await refundRows(gift.id, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCents).toBe(order.grandTotalCents);
  });
});
