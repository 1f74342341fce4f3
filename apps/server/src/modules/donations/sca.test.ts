// Issue 20 (decision 074): a donation made with the card that asks for 3-D Secure: the donate
// answer asks for the donor's authentication, the test challenge page sends the browser back to
// the donate page, whose confirm pays the gift once (one receipt); a failed challenge charges
// nothing and keeps no gift; a monthly gift's saved card is authenticated the same way.
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChallenge, paymentReturnOf } from '../../testing/sca.ts';
import { anotherAddress, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { card } from '../store/test-helpers.ts';

describe('donations with 3-D Secure', () => {
  let t: TestApp;
  let campaignId: string;
  let attempt = 0;
  const db = () => t.app.folio.database.db;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const pages = (await owner.request({ url: '/api/config/pages' })).json().pages as {
      id: string;
      slug: string;
    }[];
    campaignId = pages.find((p) => p.slug === 'support')!.id;
  });
  afterAll(() => t?.close());

  const donate = (visitor: TestClient, email: string, body: Record<string, unknown> = {}) => {
    visitor.remoteAddress = anotherAddress();
    return visitor.request({
      method: 'POST',
      url: '/api/commerce/donations',
      payload: {
        pageId: campaignId,
        attemptId: `sca-attempt-${String(++attempt).padStart(8, '0')}`,
        amountCents: 4000,
        frequency: 'once',
        name: 'Katherine Johnson',
        email,
        note: '',
        payment: card(TEST_CARDS.authenticationRequired),
        ...body,
      },
    });
  };
  const confirm = (visitor: TestClient, payload: { id: string; token: string }) =>
    visitor.request({ method: 'POST', url: '/api/commerce/donations/confirm', payload });
  const giftsOf = (email: string) =>
    db().select().from(schema.donations).where(eq(schema.donations.email, email));
  const receiptsTo = async (email: string) =>
    (
      await db()
        .select()
        .from(schema.emailOutbox)
        .where(
          and(
            eq(schema.emailOutbox.to, email),
            like(schema.emailOutbox.subject, 'Receipt for your donation%'),
          ),
        )
    ).length;
  const ledgerOf = async (paymentId: string) =>
    (
      await db().select().from(schema.testGatewayCharges).where(eq(schema.testGatewayCharges.id, paymentId))
    )[0];

  it('issue 20: a gift with the authentication card completes after the challenge and is paid once, with one receipt', async () => {
    const visitor = t.client();
    const email = 'sca-once@example.com';
    const answer = await donate(visitor, email);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.redirect).toBeUndefined();
    expect(body.requiresAction).toMatchObject({ kind: 'redirect' });
    expect(body.confirmToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await giftsOf(email))[0]).toMatchObject({ status: 'pending' });
    expect(await receiptsTo(email)).toBe(0);

    const url: string = body.requiresAction.url;
    const page = await visitor.request({ url });
    expect(page.body).toContain('$40.00');
    expect(page.body).toContain('•••• 3184');
    const answered = await answerChallenge(visitor, url, 'complete');
    expect(answered.statusCode).toBe(303);
    // Back to the donate page of the campaign, which confirms with the signed token.
    const location = answered.headers.location as string;
    expect(location).toBe(
      `/checkout/donate?donatePageId=${campaignId}&payment_return=${body.donation.id}.${body.confirmToken}`,
    );
    const returned = paymentReturnOf(location);
    const confirmed = await confirm(visitor, returned);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().redirect).toMatch(/^\/commerce\/donations\/[0-9a-f]{24}\?token=/);
    const [gift] = await giftsOf(email);
    expect(gift).toMatchObject({ status: 'paid', amountCents: 4000 });
    expect((await ledgerOf(gift!.paymentId!))?.status).toBe('succeeded');
    // A second confirm (a reload) and the same submit again change nothing.
    expect((await confirm(visitor, returned)).json().redirect).toBe(confirmed.json().redirect);
    expect(await receiptsTo(email)).toBe(1);
    // The challenge is over: its page says so, and leads back to the site (not to the store's checkout).
    const over = await visitor.request({ url });
    expect(over.statusCode).toBe(404);
    expect(over.body).toContain('<a href="/">Return to the site</a>');
  });

  it('issue 20: a failed challenge charges nothing, keeps no gift and says why; a forged confirm is refused', async () => {
    const visitor = t.client();
    const email = 'sca-fail@example.com';
    const body = (await donate(visitor, email)).json();
    const paymentId = body.requiresAction.url.split('/').at(-1);
    const answered = await answerChallenge(visitor, body.requiresAction.url, 'fail');
    expect(answered.statusCode).toBe(303);
    const refused = await confirm(visitor, paymentReturnOf(answered.headers.location as string));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'authentication_failed' });
    expect(refused.json().message).toContain('was not charged');
    expect(await giftsOf(email)).toHaveLength(0);
    expect((await ledgerOf(paymentId))?.status).toBe('declined');
    expect(await receiptsTo(email)).toBe(0);

    // Another gift waiting for its challenge: a made-up token confirms nothing, charges nothing.
    const waiting = (await donate(visitor, 'sca-forged@example.com')).json();
    const forged = await confirm(visitor, { id: waiting.donation.id, token: '0'.repeat(32) });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ error: 'nothing_to_confirm' });
    expect((await giftsOf('sca-forged@example.com'))[0]).toMatchObject({ status: 'pending' });
  });

  it('issue 20: a monthly gift with the authentication card saves the card, is authenticated once and paid, with its renewal date', async () => {
    const visitor = t.client();
    const email = 'sca-monthly@example.com';
    const body = (await donate(visitor, email, { frequency: 'monthly' })).json();
    expect(body.requiresAction).toMatchObject({ kind: 'redirect' });
    const answered = await answerChallenge(visitor, body.requiresAction.url, 'complete');
    const confirmed = await confirm(visitor, paymentReturnOf(answered.headers.location as string));
    expect(confirmed.statusCode).toBe(200);
    const [gift] = await giftsOf(email);
    expect(gift).toMatchObject({ status: 'paid', frequency: 'monthly' });
    expect(gift!.nextChargeAt).not.toBeNull();
    expect(JSON.parse(gift!.savedPaymentMethod!)).toMatchObject({ provider: 'test', last4: '3184' });
    expect(await receiptsTo(email)).toBe(1);
  });
});
