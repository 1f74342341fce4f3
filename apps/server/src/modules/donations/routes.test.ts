// Issue 20 part 3 (SHOP-005, PAGE-011; decision 069): the donate page, gifts through the test
// gateway, the receipt (once) and the owner's totals, through app.inject on PGlite.
import { TEST_CARDS } from '@folio/core';
import * as schema from '@folio/db/schema';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { anotherAddress, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { chargePresent, TestGateway } from '../checkout/service.ts';
import { card } from '../store/test-helpers.ts';
import { DonationsService } from './service.ts';

const SETTINGS = '/api/config/site-settings';

describe('donations', () => {
  let t: TestApp;
  let owner: TestClient;
  let campaignId: string;
  let attempt = 0;

  const db = () => t.app.folio.database.db;
  const nextAttempt = () => `attempt-${String(++attempt).padStart(12, '0')}`;
  // Each gift from an address of its own: the route allows 10 a minute per address.
  const donate = (client: TestClient, body: Record<string, unknown> = {}) => {
    client.remoteAddress = anotherAddress();
    return client.request({
      method: 'POST',
      url: '/api/commerce/donations',
      payload: {
        pageId: campaignId,
        attemptId: nextAttempt(),
        amountCents: 2500,
        frequency: 'once',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        note: '',
        payment: card(),
        ...body,
      },
    });
  };
  const donationsOf = (email: string) =>
    db().select().from(schema.donations).where(eq(schema.donations.email, email));
  const mailsTo = (email: string) =>
    db()
      .select()
      .from(schema.emailOutbox)
      .where(
        and(eq(schema.emailOutbox.to, email), like(schema.emailOutbox.subject, 'Receipt for your donation%')),
      );

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const pages = (await owner.request({ url: '/api/config/pages' })).json().pages as {
      id: string;
      slug: string;
    }[];
    campaignId = pages.find((p) => p.slug === 'support')!.id;
  });
  afterAll(() => t?.close());

  it('SHOP-005 PAGE-011: /checkout/donate?donatePageId= is the donate page of the campaign (page type donate)', async () => {
    const visitor = t.client();
    const page = await visitor.request({ url: `/checkout/donate?donatePageId=${campaignId}&amount=5000` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Spring residency fund');
    expect(page.body).toContain('data-island="Donation"');
    expect(page.body).toContain('"pageType":"donate"');
    // The amount chosen on the block is the one chosen here.
    expect(page.body).toContain('<input type="radio" name="amount" checked="" value="5000"/>');
    // Monthly giving is offered (the demo campaign allows it), and the note.
    expect(page.body).toContain('value="monthly"');
    expect(page.body).toContain('id="donate-note"');
    // The campaign's page has the block, whose button names the page.
    const support = await visitor.request({ url: '/support' });
    expect(support.body).toContain(`name="donatePageId" value="${campaignId}"`);
    expect(support.body).toContain('action="/checkout/donate"');
    expect(support.body).toContain('data-donation-button');
  });

  it('SHOP-005: without donatePageId, or with an unknown one, the donate page says so clearly (not a 404)', async () => {
    const visitor = t.client();
    const missing = await visitor.request({ url: '/checkout/donate' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Choose a cause to support');
    expect(missing.body).not.toContain('Page not found');
    const unknown = await visitor.request({ url: '/checkout/donate?donatePageId=0123456789abcdef01234567' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).toContain('This campaign is not taking donations');
    const garbage = await visitor.request({ url: '/checkout/donate?donatePageId=%3Cscript%3E' });
    expect(garbage.statusCode).toBe(410);
    expect(garbage.body).not.toContain('<script>');
    // A page without a Donation block is no campaign.
    const pages = (await owner.request({ url: '/api/config/pages' })).json().pages as {
      id: string;
      slug: string;
    }[];
    const about = pages.find((p) => p.slug === 'about')!.id;
    expect((await visitor.request({ url: `/checkout/donate?donatePageId=${about}` })).statusCode).toBe(410);
  });

  it('issue 20: a gift is paid once — the same submit twice is one donation, one charge and one receipt with the amount and the business details (snapshot)', async () => {
    const before = (await owner.request({ url: SETTINGS })).json();
    const { logo: _l, favicon: _f, canChangeDeveloperMode: _c, canManageDomains: _d, ...body } = before;
    const business = {
      name: 'Folio Studio Trust',
      address: '12 Harbour Road, Leith',
      phone: '',
      email: 'hello@demo.test',
      hours: '',
    };
    expect(
      (
        await owner.request({
          method: 'PUT',
          url: SETTINGS,
          payload: { ...body, profile: { ...body.profile, business } },
        })
      ).statusCode,
    ).toBe(200);
    try {
      const visitor = t.client();
      const attemptId = nextAttempt();
      const first = await donate(visitor, {
        attemptId,
        email: 'once@example.com',
        customAmount: '42.50',
        amountCents: undefined,
      });
      const again = await donate(visitor, {
        attemptId,
        email: 'once@example.com',
        customAmount: '42.50',
        amountCents: undefined,
      });
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const answer = first.json();
      const token = /token=([0-9a-f]{32})$/.exec(answer.redirect)?.[1];
      expect(
        stable(answer, { replace: { [answer.donation.id]: '<id>', [token!]: '<token>' } }),
      ).toMatchInlineSnapshot(`
        {
          "donation": {
            "amountCents": 4250,
            "currencyCode": "USD",
            "frequency": "once",
            "id": "<id>",
          },
          "redirect": "/commerce/donations/<id>?token=<token>",
        }
      `);
      const rows = await donationsOf('once@example.com');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'paid',
        amountCents: 4250,
        frequency: 'once',
        campaign: 'Spring residency fund',
      });
      const charges = await db()
        .select()
        .from(schema.testGatewayCharges)
        .where(eq(schema.testGatewayCharges.idempotencyKey, `donation-${rows[0]!.id}`));
      expect(charges).toHaveLength(1);
      const mails = await mailsTo('once@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Receipt for your donation to Spring residency fund');
      expect(mails[0]!.text).toContain('Amount: $42.50');
      expect(mails[0]!.text).toContain('Folio Studio Trust');
      expect(mails[0]!.text).toContain('12 Harbour Road, Leith');
      expect(mails[0]!.replyTo).toBe('hello@demo.test');
      // The thank-you page needs its token.
      const thanks = await visitor.request({ url: answer.redirect });
      expect(thanks.statusCode).toBe(200);
      expect(thanks.body).toContain('Thank you, Grace Hopper');
      expect(thanks.body).toContain('$42.50');
      const forged = await visitor.request({ url: answer.redirect.replace(token!, '0'.repeat(32)) });
      expect(forged.statusCode).toBe(404);
    } finally {
      await owner.request({ method: 'PUT', url: SETTINGS, payload: body });
    }
  });

  it('issue 20: amounts are bounded, and a custom amount is checked with its own messages; nothing is stored or charged', async () => {
    const visitor = t.client();
    const cases: [Record<string, unknown>, string][] = [
      [{ amountCents: 99 }, 'The smallest gift is $1.00.'],
      [{ amountCents: 1_000_001 }, 'The largest gift here is $10,000.00. For more, please contact us.'],
      [{ amountCents: undefined }, 'Enter an amount to give.'],
      [{ amountCents: undefined, customAmount: '' }, 'Enter an amount to give.'],
      [{ amountCents: undefined, customAmount: 'ten' }, 'Enter the amount as a number, like 25 or 25.50.'],
      [{ amountCents: undefined, customAmount: '12.345' }, 'Enter the amount as a number, like 25 or 25.50.'],
      [{ amountCents: undefined, customAmount: '-5' }, 'Enter the amount as a number, like 25 or 25.50.'],
      [{ amountCents: undefined, customAmount: '0.50' }, 'The smallest gift is $1.00.'],
      [
        { amountCents: undefined, customAmount: '10,000.01' },
        'The largest gift here is $10,000.00. For more, please contact us.',
      ],
      [
        { amountCents: undefined, customAmount: '99999999999999' },
        'The largest gift here is $10,000.00. For more, please contact us.',
      ],
      [{ amountCents: 500, customAmount: '5' }, 'Choose one amount: a suggested one or your own.'],
    ];
    for (const [body, message] of cases) {
      const answer = await donate(visitor, { ...body, email: 'bounds@example.com' });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({
        error: 'donation_invalid',
        errors: { amount: message },
      });
    }
    // Past what a column can hold, the input schema refuses it before anything.
    expect((await donate(visitor, { amountCents: 2 ** 40 })).statusCode).toBe(400);
    const other = await donate(visitor, { name: ' ', email: 'nope', amountCents: 2500 });
    expect(other.json().errors).toEqual({ name: 'Enter your name.', email: expect.any(String) });
    expect(await donationsOf('bounds@example.com')).toHaveLength(0);
    // The bounds themselves are given.
    expect((await donate(visitor, { amountCents: 100, email: 'edge@example.com' })).statusCode).toBe(200);
    expect((await donate(visitor, { amountCents: 1_000_000, email: 'edge@example.com' })).statusCode).toBe(
      200,
    );
  });

  it('issue 20: a declined card is 402 and leaves no gift; another card then pays', async () => {
    const visitor = t.client();
    const declined = await donate(visitor, {
      email: 'declined@example.com',
      payment: card(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    expect(await donationsOf('declined@example.com')).toHaveLength(0);
    expect(await mailsTo('declined@example.com')).toHaveLength(0);
    expect((await donate(visitor, { email: 'declined@example.com' })).statusCode).toBe(200);
    expect(await mailsTo('declined@example.com')).toHaveLength(1);
  });

  it('issue 20: a monthly gift is stored with its next charge a month on, and said so in its receipt', async () => {
    const visitor = t.client();
    const answer = await donate(visitor, {
      email: 'monthly@example.com',
      frequency: 'monthly',
      note: 'For the kiln.',
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await donationsOf('monthly@example.com');
    expect(row).toMatchObject({ frequency: 'monthly', note: 'For the kiln.' });
    // Decision 070: the card is saved for the renewals (the test gateway's token, never the number).
    expect(JSON.parse(row!.savedPaymentMethod!)).toMatchObject({ provider: 'test', last4: '4242' });
    const days = (row!.nextChargeAt!.getTime() - row!.paidAt!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const [mail] = await mailsTo('monthly@example.com');
    expect(mail!.text).toContain('You give $25.00 a month.');
    expect(mail!.text).toContain('Your note: For the kiln.');
  });

  it('issue 20: nothing paid is lost — the sweep marks a gift charged but left pending paid (one receipt) and drops one never charged', async () => {
    const { folio } = t.app;
    const gateway = new TestGateway(db());
    const service = new DonationsService({
      db: db(),
      gateway,
      secret: folio.store.secret,
      pages: folio.pages,
      stripePublishableKey: null,
      flushOutbox: () => undefined,
      siteOrigin: () => 'http://demo.localhost:3000',
    });
    const websiteId = (await owner.request({ url: '/api/config/site' })).json().website.id as string;
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const pending = (id: string, email: string) => ({
      id,
      websiteId,
      attemptId: `sweep-${id}`,
      pageId: campaignId,
      campaign: 'Spring residency fund',
      amountCents: 1500,
      currency: 'USD',
      frequency: 'once' as const,
      donorName: 'Sweep Donor',
      email,
      status: 'pending' as const,
      paymentProvider: 'test' as const,
      createdAt: hourAgo,
    });
    await db()
      .insert(schema.donations)
      .values([
        pending('aaaaaaaaaaaaaaaaaaaaaaa1', 'swept-paid@example.com'),
        pending('aaaaaaaaaaaaaaaaaaaaaaa2', 'swept-gone@example.com'),
      ]);
    // The server charged the first, then stopped before recording it.
    const charged = await chargePresent(gateway, {
      amountCents: 1500,
      currencyCode: 'USD',
      idempotencyKey: 'donation-aaaaaaaaaaaaaaaaaaaaaaa1',
      payment: card(),
      description: 'test',
    });
    expect(charged.ok).toBe(true);
    // A fresh pending gift (a payment under way) is left alone.
    await db()
      .insert(schema.donations)
      .values({ ...pending('aaaaaaaaaaaaaaaaaaaaaaa3', 'swept-fresh@example.com'), createdAt: new Date() });

    expect(await service.settleStale()).toEqual({ paid: 1, dropped: 1 });
    expect((await donationsOf('swept-paid@example.com'))[0]).toMatchObject({
      status: 'paid',
      paymentId: (charged as { paymentId: string }).paymentId,
    });
    expect(await donationsOf('swept-gone@example.com')).toHaveLength(0);
    expect((await donationsOf('swept-fresh@example.com'))[0]!.status).toBe('pending');
    expect(await mailsTo('swept-paid@example.com')).toHaveLength(1);
    // A second sweep finds nothing to do; still one receipt.
    expect(await service.settleStale()).toEqual({ paid: 0, dropped: 0 });
    expect(await mailsTo('swept-paid@example.com')).toHaveLength(1);
    await db().delete(schema.donations).where(eq(schema.donations.email, 'swept-fresh@example.com'));
  });

  it('issue 20: the owner sees the total raised, per campaign totals and the gifts; a deleted campaign keeps its totals', async () => {
    // A second campaign, on a page of its own, with one gift, then the page deleted.
    const created = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Kiln appeal', slug: 'kiln-appeal' },
    });
    const pageId = created.json().page.id as string;
    const data = {
      root: { props: { title: 'Kiln appeal' } },
      content: [
        {
          type: 'Donation',
          props: {
            id: 'kiln',
            campaignName: 'New kiln',
            description: '',
            suggestedAmounts: [{ amount: 30 }],
            allowRecurring: false,
            askForNote: false,
            buttonText: 'Give',
          },
        },
      ],
    };
    expect(
      (await owner.request({ method: 'POST', url: `/api/config/pages/${pageId}/publish`, payload: { data } }))
        .statusCode,
    ).toBe(200);
    const visitor = t.client();
    // Monthly and a note are refused or dropped on a campaign that does not offer them.
    const monthly = await donate(visitor, { pageId, email: 'kiln@example.com', frequency: 'monthly' });
    expect(monthly.statusCode, monthly.body).toBe(400);
    expect(monthly.json().errors).toEqual({ frequency: 'This campaign takes one-time donations only.' });
    expect(
      (await donate(visitor, { pageId, email: 'kiln@example.com', amountCents: 3000, note: 'dropped' }))
        .statusCode,
    ).toBe(200);
    expect((await donationsOf('kiln@example.com'))[0]!.note).toBe('');
    expect(
      (await owner.request({ method: 'DELETE', url: `/api/config/pages/${pageId}` })).statusCode,
    ).toBeLessThan(300);
    // Its donate page is now a clear page, and a gift is refused.
    expect((await visitor.request({ url: `/checkout/donate?donatePageId=${pageId}` })).statusCode).toBe(410);
    expect((await donate(visitor, { pageId })).json().error).toBe('campaign_unavailable');

    const summary = await owner.request({ url: '/api/config/donations' });
    expect(summary.statusCode).toBe(200);
    const answer = summary.json();
    const paid = await db().select().from(schema.donations).where(eq(schema.donations.status, 'paid'));
    const total = paid.reduce((sum, row) => sum + row.amountCents, 0);
    expect(answer.totalRaisedCents).toBe(total);
    expect(answer.donationCount).toBe(paid.length);
    expect(answer.donations).toHaveLength(paid.length);
    expect(answer.campaigns).toEqual([
      expect.objectContaining({
        pageId: campaignId,
        campaign: 'Spring residency fund',
        totalCents: total - 3000,
        pageExists: true,
      }),
      {
        pageId,
        campaign: 'New kiln',
        currencyCode: 'USD',
        totalCents: 3000,
        count: 1,
        monthlyCount: 0,
        pageExists: false,
      },
    ]);
    const kiln = answer.donations.find((d: { pageId: string }) => d.pageId === pageId);
    expect(stable(kiln, { replace: { [kiln.id]: '<id>', [pageId]: '<page>' } })).toMatchInlineSnapshot(`
      {
        "amountCents": 3000,
        "campaign": "New kiln",
        "currencyCode": "USD",
        "donorName": "Grace Hopper",
        "email": "kiln@example.com",
        "frequency": "once",
        "id": "<id>",
        "nextChargeAt": null,
        "note": "",
        "pageId": "<id>",
        "paidAt": "<time>",
      }
    `);
    // A viewer (no permission 20) is refused.
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect((await viewer.request({ url: '/api/config/donations' })).statusCode).toBe(403);
  });
});
