// Issue 16: "Forgot password?" for a site's own users: the same answer for every address, one email
// from the site (its websiteId) with a single-use link, the sign-up password rules, every session of
// the user ended, limits.
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount, emailsTo } from '../../testing/accounts.ts';
import { stable } from '../../testing/snapshot.ts';
import {
  anotherAddress,
  makeTestApp,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { COMMON_PASSWORD_MESSAGE } from '../auth/password-rules.ts';

const SAME_ANSWER = {
  message:
    'If an account exists for that address, we sent it a link to choose a new password. It works for 1 hour.',
};

async function member(t: TestApp, email: string, password: string) {
  const client = t.client();
  client.remoteAddress = anotherAddress();
  const made = await client.request({
    method: 'POST',
    url: '/api/site-users/account',
    payload: { email, password },
  });
  expect(made.statusCode).toBe(201);
  const signIn = await client.request({
    method: 'POST',
    url: '/api/site-users/account/session',
    payload: { email, password },
  });
  expect(signIn.statusCode).toBe(200);
  return { client, xsrf: signIn.json().xsrfToken as string };
}

const ask = (client: TestClient, email: string) =>
  client.request({ method: 'POST', url: '/api/site-users/password-reset', payload: { email } });

const choose = (client: TestClient, token: string, password: string) =>
  client.request({
    method: 'POST',
    url: '/api/site-users/password-reset/password',
    payload: { token, password },
  });

async function resetMails(t: TestApp, to: string) {
  return (await emailsTo(t, to)).filter((m) => m.subject.startsWith('Reset your password for'));
}

async function tokenFor(t: TestApp, to: string) {
  const match = /#reset-password=([A-Za-z0-9_-]{43})/.exec((await resetMails(t, to)).at(-1)?.text ?? '');
  if (!match) throw new Error(`no reset link to ${to}`);
  return match[1]!;
}

describe('issue 16: site-user password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('issue 16: an unknown email gets the same answer and no email; a known one exactly one, from the site', async () => {
    const email = `m-${uniqueSuffix()}@example.test`;
    await member(t, email, 'member-password-1');
    const client = t.client();
    client.remoteAddress = anotherAddress();
    const unknown = `nobody-${uniqueSuffix()}@example.test`;
    const forUnknown = await ask(client, unknown);
    const forKnown = await ask(client, email);
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.json()).toEqual(SAME_ANSWER);
    expect(forKnown.json()).toEqual(SAME_ANSWER);
    expect(await emailsTo(t, unknown)).toEqual([]);
    const mails = await resetMails(t, email);
    expect(mails).toHaveLength(1);
    const [demo] = await t.app.folio.database.db
      .select()
      .from(schema.websites)
      .where(eq(schema.websites.subdomain, 'demo'));
    expect(mails[0]!.websiteId).toBe(demo!.id);
    expect(mails[0]!.subject).toBe(`Reset your password for ${demo!.title}`);
    expect(mails[0]!.text).toMatch(/http:\/\/demo\.localhost:3000\/#reset-password=[A-Za-z0-9_-]{43}\n/);
    // The token is kept only as its hash.
    const token = await tokenFor(t, email);
    const rows = await t.app.folio.database.db.select().from(schema.siteUserPasswordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('issue 16: the link works once, ends every session of the user, and the new password signs in', async () => {
    const email = `once-${uniqueSuffix()}@example.test`;
    const signedIn = await member(t, email, 'member-password-1');
    const client = t.client();
    client.remoteAddress = anotherAddress();
    await ask(client, email);
    const token = await tokenFor(t, email);

    const saved = await choose(client, token, 'member-password-2');
    expect(saved.statusCode).toBe(200);
    expect(stable(saved.json(), { replace: { [email]: '<email>' } })).toMatchInlineSnapshot(`
      {
        "email": "<email>",
        "message": "Your new password is saved, and you are signed out everywhere. Sign in with it.",
      }
    `);
    const before = await signedIn.client.request({
      url: '/api/site-users/account',
      headers: { 'x-siteuser-xsrf-token': signedIn.xsrf },
    });
    expect(before.statusCode).toBe(401);
    const old = await client.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email, password: 'member-password-1' },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await client.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email, password: 'member-password-2' },
    });
    expect(fresh.statusCode).toBe(200);

    const again = await choose(client, token, 'member-password-3');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      error: 'link_used',
      message: 'This link was already used. If you need to, ask for a new one.',
    });
  });

  it('issue 16: an expired link says so; a weak password is refused with the rules’ message', async () => {
    const email = `exp-${uniqueSuffix()}@example.test`;
    await member(t, email, 'member-password-1');
    const client = t.client();
    client.remoteAddress = anotherAddress();
    await ask(client, email);
    const token = await tokenFor(t, email);

    const weak = await choose(client, token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain(COMMON_PASSWORD_MESSAGE);
    const short = await choose(client, token, 'abc');
    expect(short.json().message).toContain('Choose a password of at least 8 characters.');

    await t.app.folio.database.db
      .update(schema.siteUserPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await choose(client, token, 'member-password-2');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      error: 'link_expired',
      message: 'This link has expired. Ask for a new one.',
    });
    const unknown = await choose(client, 'x'.repeat(43), 'member-password-2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('link_unknown');
  });

  it('issue 16: limits — 3 emails an hour to one address (the answer stays the same), 10 asks per client address', async () => {
    const email = `lim-${uniqueSuffix()}@example.test`;
    await member(t, email, 'member-password-1');
    const client = t.client();
    client.remoteAddress = anotherAddress();
    for (let i = 0; i < 5; i++) expect((await ask(client, email)).json()).toEqual(SAME_ANSWER);
    expect(await resetMails(t, email)).toHaveLength(3);
    for (let i = 0; i < 5; i++) await ask(client, `other-${i}@example.test`);
    const refused = await ask(client, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('issue 16: the calls are crumb-checked', async () => {
    const client = t.client();
    client.remoteAddress = anotherAddress();
    const forged = await client.request({
      method: 'POST',
      url: '/api/site-users/password-reset',
      payload: { email: 'someone@example.test' },
      withCrumb: false,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('issue 16: a link works only on the site that sent it', async () => {
    const owner = await confirmedAccount(t, `owner-${uniqueSuffix()}@example.test`, 'owner-password-9');
    const subdomain = `other-${uniqueSuffix()}`;
    const made = await owner.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Other site', subdomain },
    });
    expect(made.statusCode).toBe(201);
    const { websites } = schema;
    const db = t.app.folio.database.db;
    const [row] = await db.select().from(websites).where(eq(websites.subdomain, subdomain));
    await db
      .update(websites)
      .set({ settings: { ...row!.settings, memberAccounts: true } })
      .where(eq(websites.id, row!.id));
    t.app.folio.sites.forget();

    const email = `two-${uniqueSuffix()}@example.test`;
    await member(t, email, 'member-password-1');
    const client = t.client();
    client.remoteAddress = anotherAddress();
    await ask(client, email);
    const token = await tokenFor(t, email);
    const other = t.client(`${subdomain}.localhost:3000`);
    other.remoteAddress = anotherAddress();
    const foreign = await choose(other, token, 'member-password-2');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('link_unknown');
    expect((await choose(client, token, 'member-password-2')).statusCode).toBe(200);
  });
});
