// Issue 20, decision 073 (the grace rule): a member whose recurring renewal is declined keeps access
// to a plan-locked page while the renewal runner retries it, and loses it when the last retry fails
// (or at once when they cancel meanwhile). Through app.inject on PGlite, the runner driven by the test.
import * as schema from '@folio/db/schema';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherAddress,
  makeTestApp,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { card } from '../store/test-helpers.ts';
import { RENEWAL_DECLINE_CARD } from '../subscriptions/service.ts';
import { heldPlanIds } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
const MARKER = `grace-secret-${uniqueSuffix()}`;

function pageTypeOf(html: string): string {
  const context = /<script type="application\/json" id="folio-context">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(context![1]!).pageType;
}

describe('issue 20: grace while a membership renewal is retried (decision 073)', () => {
  let t: TestApp;
  let owner: TestClient;
  let planId: string;
  const db = () => t.app.folio.database.db;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const plan = await owner.request({
      method: 'POST',
      url: '/api/memberships/plans',
      payload: {
        name: 'Grace patrons',
        description: '',
        benefits: [],
        prices: [{ key: 'left', amountCents: 900, billingPeriod: { value: 1, unit: 'MONTH' } }],
      },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    planId = plan.json().plan.id;
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Grace room', slug: 'grace-room' },
    });
    expect(made.statusCode).toBe(201);
    const pageId = made.json().page.id as string;
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: {
        data: {
          root: { props: { title: 'Grace room' } },
          content: [{ type: 'Text', props: { id: 't', content: `<p>${MARKER}</p>` } }],
        },
      },
    });
    expect(published.statusCode).toBe(200);
    const locked = await owner.request({
      method: 'PUT',
      url: `/api/config/member-areas/${pageId}`,
      payload: { kind: 'plans', planIds: [planId] },
    });
    expect(locked.statusCode, locked.body).toBe(200);
  });
  afterAll(() => t?.close());

  /** A signed-in site user who joined the plan with the card that pays once, then declines off-session. */
  async function declinedMember() {
    const client = t.client();
    client.remoteAddress = anotherAddress();
    const email = `grace-${uniqueSuffix()}@example.test`;
    await client.request({
      method: 'POST',
      url: '/api/site-users/account',
      payload: { email, password: 'member-password' },
    });
    const session = await client.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email, password: 'member-password', rememberMe: true },
    });
    const headers = { 'x-siteuser-xsrf-token': session.json().xsrfToken as string };
    const joined = await client.request({
      method: 'POST',
      url: '/api/memberships/join',
      headers,
      payload: { planId, priceKey: 'left', payment: card(RENEWAL_DECLINE_CARD) },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const id = joined.json().membership.id as string;
    // The paid period ended a minute ago (the runner has not tried it yet).
    const end = new Date(Date.now() - 60_000);
    await db().update(schema.memberships).set({ currentPeriodEnd: end }).where(eq(schema.memberships.id, id));
    return { client, headers, id, end, siteUserId: session.json().account.id as string };
  }

  const row = async (id: string) =>
    (await db().select().from(schema.memberships).where(eq(schema.memberships.id, id)))[0]!;
  const sees = async (client: TestClient) => {
    const page = await client.request({ url: '/grace-room' });
    expect(page.statusCode).toBe(200);
    return page.body.includes(MARKER) ? 'page' : pageTypeOf(page.body);
  };

  it('issue 20: grace — the member keeps a plan-locked page while the renewal is retried, and loses it after the last retry fails', async () => {
    const m = await declinedMember();
    const websiteId = (await row(m.id)).websiteId;
    // Ended, not yet tried: still held (the runner runs every 5 minutes).
    expect(await sees(m.client)).toBe('page');
    const start = m.end.getTime() + 60_000;
    const seen: string[] = [];
    for (const day of [0, 1, 3]) {
      await t.app.folio.renew(new Date(start + day * DAY));
      const now = await row(m.id);
      seen.push(
        `${now.status}/${now.renewalAttempts}/${now.renewalRetryAt ? 'retry' : '-'}/${await sees(m.client)}`,
      );
    }
    expect(seen).toEqual(['active/1/retry/page', 'active/2/retry/page', 'active/3/retry/page']);
    expect(await heldPlanIds(db(), websiteId, m.siteUserId)).toEqual([planId]);
    // The member's own list says so too: active, current.
    const mine = await m.client.request({ url: '/api/memberships/mine', headers: m.headers });
    expect(mine.json().memberships[0]).toMatchObject({ status: 'active', isCurrent: true });

    // The third retry fails: the membership expires, the page is closed to them.
    await t.app.folio.renew(new Date(start + 7 * DAY));
    expect((await row(m.id)).status).toBe('expired');
    expect(await sees(m.client)).toBe('access-denied');
    expect(await heldPlanIds(db(), websiteId, m.siteUserId)).toEqual([]);
    const charges = await db()
      .select()
      .from(schema.testGatewayCharges)
      .where(like(schema.testGatewayCharges.idempotencyKey, `membership-${m.id}-${m.end.toISOString()}%`));
    expect(charges.map((c) => c.status)).toEqual(['declined', 'declined', 'declined', 'declined']);
  });

  it('issue 20: grace — cancelling while a renewal is retried ends access at once, and no retry follows', async () => {
    const m = await declinedMember();
    await t.app.folio.renew(new Date(m.end.getTime() + 60_000));
    expect(await sees(m.client)).toBe('page');
    const cancelled = await m.client.request({
      method: 'POST',
      url: `/api/memberships/mine/${m.id}/cancel`,
      headers: m.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().membership).toMatchObject({ status: 'expired', isCurrent: false });
    expect(await sees(m.client)).toBe('access-denied');
    await t.app.folio.renew(new Date(m.end.getTime() + 2 * DAY));
    expect((await row(m.id)).renewalAttempts).toBe(1);
  });

  it('issue 20: grace — an ended renewing membership the runner never tried holds a day at most', async () => {
    const m = await declinedMember();
    const old = new Date(Date.now() - 2 * DAY);
    await db()
      .update(schema.memberships)
      .set({ currentPeriodEnd: old })
      .where(eq(schema.memberships.id, m.id));
    expect(await sees(m.client)).toBe('access-denied');
  });
});
