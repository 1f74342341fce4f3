// Issue 20 (decision 075): a gift card bought with the card that asks for 3-D Secure: the purchase
// answer asks for the buyer's authentication, the test challenge page sends the browser back to
// the gift card's checkout page, whose confirm pays the card once (one code email); a failed
// challenge charges nothing and issues no card; the sweep lets go of a purchase left waiting.
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChallenge, paymentReturnOf } from '../../testing/sca.ts';
import { anotherAddress, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { card } from '../store/test-helpers.ts';

describe('gift cards with 3-D Secure', () => {
  let t: TestApp;
  let productId: string;
  let websiteId: string;
  const db = () => t.app.folio.database.db;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/store/gift-card-products',
      payload: {
        title: 'Secure gift card',
        description: '',
        denominations: [{ sku: 'SCA-30', amountCents: 3000 }],
      },
    });
    expect(made.statusCode).toBe(201);
    productId = made.json().product.id;
    websiteId = new URL(made.json().product.checkoutPath, 'http://x').searchParams.get('websiteId')!;
  });
  afterAll(() => t?.close());

  const buy = (visitor: TestClient, recipientEmail: string) => {
    visitor.remoteAddress = anotherAddress();
    return visitor.request({
      method: 'POST',
      url: '/api/commerce/gift-cards/purchase',
      payload: {
        giftCardProductId: productId,
        sku: 'SCA-30',
        recipientEmail,
        message: 'Enjoy!',
        buyerName: 'Mary Jackson',
        buyerEmail: 'mary@example.com',
        payment: card(TEST_CARDS.authenticationRequired),
      },
    });
  };
  const confirm = (visitor: TestClient, payload: { id: string; token: string }) =>
    visitor.request({ method: 'POST', url: '/api/commerce/gift-cards/confirm', payload });
  const cardsTo = (email: string) =>
    db().select().from(schema.giftCards).where(eq(schema.giftCards.recipientEmail, email));
  const mailsTo = async (email: string) =>
    (await db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email))).length;
  const chargeOf = async (paymentId: string) =>
    (
      await db().select().from(schema.testGatewayCharges).where(eq(schema.testGatewayCharges.id, paymentId))
    )[0];

  it('issue 20: a gift card bought with the authentication card completes after the challenge, paid once, one code email', async () => {
    const visitor = t.client();
    const recipient = 'sca-gift@example.com';
    const answer = await buy(visitor, recipient);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.requiresAction).toMatchObject({ kind: 'redirect' });
    expect(body.confirmToken).toMatch(/^[0-9a-f]{32}$/);
    expect(body.giftCard.codeLast4).toBe('');
    const [waiting] = await cardsTo(recipient);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting!.paymentId).toMatch(/^ch_/);
    expect(await mailsTo(recipient)).toBe(0);

    const url: string = body.requiresAction.url;
    const page = await visitor.request({ url });
    expect(page.body).toContain('$30.00');
    const answered = await answerChallenge(visitor, url, 'complete');
    expect(answered.statusCode).toBe(303);
    // Back to this gift card's checkout page, which confirms with the signed token.
    const location = answered.headers.location as string;
    expect(location).toBe(
      `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${productId}&sku=SCA-30&payment_return=${body.giftCard.id}.${body.confirmToken}`,
    );
    const returned = paymentReturnOf(location);
    const confirmed = await confirm(visitor, returned);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().giftCard).toMatchObject({
      id: body.giftCard.id,
      amountCents: 3000,
      recipientEmail: recipient,
      buyerEmail: 'mary@example.com',
    });
    expect(confirmed.json().giftCard.codeLast4).toMatch(/^[A-Z0-9]{4}$/);
    expect(confirmed.json().requiresAction).toBeUndefined();
    const [paid] = await cardsTo(recipient);
    expect(paid).toMatchObject({ status: 'active', balanceCents: 3000, paymentId: waiting!.paymentId });
    expect((await chargeOf(paid!.paymentId!))?.status).toBe('succeeded');
    // A second confirm (a reload) changes nothing: one card, one code email.
    const again = await confirm(visitor, returned);
    expect(again.statusCode).toBe(200);
    expect(again.json().giftCard.codeLast4).toBe(confirmed.json().giftCard.codeLast4);
    expect(await cardsTo(recipient)).toHaveLength(1);
    expect(await mailsTo(recipient)).toBe(1);
    // The challenge is over: its page says so.
    expect((await visitor.request({ url })).statusCode).toBe(404);
  });

  it('issue 20: a failed gift-card challenge charges nothing, issues no card, sends no email and says why', async () => {
    const visitor = t.client();
    const recipient = 'sca-gift-fail@example.com';
    const body = (await buy(visitor, recipient)).json();
    const paymentId = body.requiresAction.url.split('/').at(-1);
    const answered = await answerChallenge(visitor, body.requiresAction.url, 'fail');
    expect(answered.statusCode).toBe(303);
    const refused = await confirm(visitor, paymentReturnOf(answered.headers.location as string));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'authentication_failed' });
    expect(refused.json().message).toContain('was not charged');
    expect(await cardsTo(recipient)).toHaveLength(0);
    expect((await chargeOf(paymentId))?.status).toBe('declined');
    expect(await mailsTo(recipient)).toBe(0);
    // The same return again (a reload): nothing left to confirm.
    const reload = await confirm(visitor, paymentReturnOf(answered.headers.location as string));
    expect(reload.statusCode).toBe(409);
  });

  it('issue 20: a forged gift-card confirm token is refused and confirms nothing', async () => {
    const visitor = t.client();
    const recipient = 'sca-gift-forged@example.com';
    const waiting = (await buy(visitor, recipient)).json();
    const forged = await confirm(visitor, { id: waiting.giftCard.id, token: '0'.repeat(32) });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ error: 'nothing_to_confirm' });
    // Even after the challenge is completed, only the signed token settles it.
    await answerChallenge(visitor, waiting.requiresAction.url, 'complete');
    expect((await confirm(visitor, { id: waiting.giftCard.id, token: 'f'.repeat(32) })).statusCode).toBe(409);
    expect((await cardsTo(recipient))[0]).toMatchObject({ status: 'pending' });
    expect(await mailsTo(recipient)).toBe(0);
  });

  it('issue 20: the sweep cancels a gift-card purchase left waiting for its challenge and deletes it', async () => {
    const visitor = t.client();
    const recipient = 'sca-gift-left@example.com';
    const waiting = (await buy(visitor, recipient)).json();
    const paymentId = waiting.requiresAction.url.split('/').at(-1);
    // A fresh purchase is left alone…
    await t.app.folio.store.sweepStale();
    expect(await cardsTo(recipient)).toHaveLength(1);
    // …one waiting for more than half an hour is let go of: the intent cancelled, the card gone.
    await db()
      .update(schema.giftCards)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(schema.giftCards.id, waiting.giftCard.id));
    await t.app.folio.store.sweepStale();
    expect(await cardsTo(recipient)).toHaveLength(0);
    expect((await chargeOf(paymentId))?.status).toBe('canceled');
    expect(await mailsTo(recipient)).toBe(0);
    // The buyer coming back late: nothing to confirm, nothing charged.
    const late = await confirm(visitor, { id: waiting.giftCard.id, token: waiting.confirmToken });
    expect(late.statusCode).toBe(409);
  });
});
