// Issue 16: "Forgot password?" for platform accounts (the platform home's sign-in, and the config
// area's, which links here): the same answer for every address, one emailed single-use link to a
// known one, the new password under the sign-up rules, every other session ended, limits.
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount, emailsTo } from '../../testing/accounts.ts';
import {
  anotherAddress,
  DEMO_HOST,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { COMMON_PASSWORD_MESSAGE } from '../auth/password-rules.ts';

const SAME_ANSWER =
  'If an account exists for that address, we sent it a link to choose a new password. It works for 1 hour.';

/** Asks for a reset link through the HTML form, as a browser does. */
async function askForm(client: TestClient, email: string) {
  await client.request({ url: '/forgot-password' });
  return client.request({
    method: 'POST',
    url: '/forgot-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `email=${encodeURIComponent(email)}&crumb=${encodeURIComponent(client.crumb ?? '')}`,
    withCrumb: false,
  });
}

/** The path of the reset link in the newest "Reset your Folio password" email to `to`. */
async function resetLinkFor(t: TestApp, to: string) {
  const mails = (await emailsTo(t, to)).filter((m) => m.subject === 'Reset your Folio password');
  const match = /https?:\/\/[^/\s]+(\/verify-email\/[A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no reset link to ${to}`);
  return match[1]!;
}

async function choosePassword(client: TestClient, path: string, password: string) {
  await client.request({ url: path });
  return client.request({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `password=${encodeURIComponent(password)}&crumb=${encodeURIComponent(client.crumb ?? '')}`,
    withCrumb: false,
  });
}

const resetMails = async (t: TestApp, to: string) =>
  (await emailsTo(t, to)).filter((m) => m.subject === 'Reset your Folio password');

describe('issue 16: platform password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('issue 16: the sign-in offers "Forgot password?", and its page asks for the email', async () => {
    const client = t.client(PLATFORM_HOST);
    const home = await client.request({ url: '/' });
    expect(home.body).toContain('<a href="/forgot-password">Forgot password?</a>');
    const page = await client.request({ url: '/forgot-password' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Reset your password</h1>');
    expect(page.body).toMatch(
      /<form method="post" action="\/forgot-password"><input type="hidden" name="crumb"/,
    );
    // The config area's sign-in links to it (accounts are the platform's).
    const options = await t.client(DEMO_HOST).request({ url: '/api/auth/options' });
    expect(options.json()).toEqual({
      signUpUrl: 'http://localhost:3000/#signup-title',
      resetUrl: 'http://localhost:3000/forgot-password',
    });
  });

  it('issue 16: an unknown email gets the same answer as a known one, and no email', async () => {
    const email = `reset-${uniqueSuffix()}@example.test`;
    await confirmedAccount(t, email, 'first-password-9');
    const unknown = `nobody-${uniqueSuffix()}@example.test`;
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress();
    const forUnknown = await askForm(client, unknown);
    const forKnown = await askForm(client, email);
    expect(forUnknown.statusCode).toBe(303);
    expect(forKnown.statusCode).toBe(303);
    expect(forUnknown.headers.location).toBe(forKnown.headers.location);
    const shown = await client.request({ url: forKnown.headers.location as string });
    expect(shown.body).toContain(SAME_ANSWER);
    expect(await emailsTo(t, unknown)).toEqual([]);
    expect(await resetMails(t, email)).toHaveLength(1);
    // The JSON call answers the same too.
    const json = t.client(PLATFORM_HOST);
    json.remoteAddress = anotherAddress();
    const a = await json.request({
      method: 'POST',
      url: '/api/platform/password-reset',
      payload: { email: unknown },
    });
    expect(a.statusCode).toBe(202);
    expect(a.json()).toEqual({ message: SAME_ANSWER });
  });

  it('issue 16: the emailed link works once, ends every other session, and the new password signs in', async () => {
    const email = `once-${uniqueSuffix()}@example.test`;
    const elsewhere = await confirmedAccount(t, email, 'first-password-9');
    expect((await elsewhere.request({ url: '/api/auth/me' })).statusCode).toBe(200);
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress();
    await askForm(client, email);
    const mails = await resetMails(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.websiteId).toBeNull();
    expect(mails[0]!.text).toContain('The link works once, for 1 hour.');
    const path = await resetLinkFor(t, email);

    const page = await client.request({ url: path });
    expect(page.body).toContain('<h1>Choose a new password</h1>');
    const saved = await choosePassword(client, path, 'second-password-9');
    expect(saved.statusCode).toBe(303);
    expect(decodeURIComponent(saved.headers.location as string)).toContain('Sign in with it.');
    // The browser signed in elsewhere is signed out.
    expect((await elsewhere.request({ url: '/api/auth/me' })).statusCode).toBe(401);
    const oldPassword = await client.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'first-password-9' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await client.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'second-password-9' },
    });
    expect(newPassword.statusCode).toBe(200);

    // Used: it says so, and sets nothing.
    const again = await t.client(PLATFORM_HOST).request({ url: path });
    expect(again.body).toContain('This link was already used');
    const reuse = await choosePassword(t.client(PLATFORM_HOST), path, 'third-password-9');
    expect(reuse.body).toContain('This link was already used');
  });

  it('issue 16: an expired link says so; a weak password is refused with the rules’ message', async () => {
    const email = `expired-${uniqueSuffix()}@example.test`;
    await confirmedAccount(t, email, 'first-password-9');
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress();
    await askForm(client, email);
    const path = await resetLinkFor(t, email);

    const weak = await choosePassword(client, path, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(COMMON_PASSWORD_MESSAGE.replace(/'/g, '&#39;'));
    expect(weak.body).toContain('<h1>Choose a new password</h1>');
    const itsAddress = await choosePassword(client, path, email);
    expect(itsAddress.statusCode).toBe(400);
    expect(itsAddress.body).toContain('Your password must not be your email address. Choose another.');

    const { emailVerifications } = schema;
    await t.app.folio.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.setsPassword, true));
    const expired = await client.request({ url: path });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('It has expired.');
    expect(expired.body).toContain('<a href="/forgot-password">Ask for a new link</a>');
  });

  it('issue 16: a newer link replaces the earlier one', async () => {
    const email = `newer-${uniqueSuffix()}@example.test`;
    await confirmedAccount(t, email, 'first-password-9');
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress();
    await askForm(client, email);
    const first = await resetLinkFor(t, email);
    await askForm(client, email);
    const second = await resetLinkFor(t, email);
    expect(second).not.toBe(first);
    expect((await client.request({ url: first })).body).toContain('a newer link replaced it');
    expect((await client.request({ url: second })).body).toContain('<h1>Choose a new password</h1>');
  });

  it('issue 16: limits — 3 emails an hour to one address (the answer stays the same), 10 asks per client address', async () => {
    const email = `limit-${uniqueSuffix()}@example.test`;
    await confirmedAccount(t, email, 'first-password-9');
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress();
    for (let i = 0; i < 5; i++) {
      const asked = await askForm(client, email);
      expect(asked.statusCode).toBe(303);
    }
    expect(await resetMails(t, email)).toHaveLength(3);
    for (let i = 0; i < 5; i++) await askForm(client, `other-${i}@example.test`);
    const refused = await askForm(client, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('Too many requests from your network.');
  });

  it('issue 16: the form is crumb-checked', async () => {
    const client = t.client(PLATFORM_HOST);
    client.remoteAddress = anotherAddress();
    await client.request({ url: '/forgot-password' });
    const forged = await client.request({
      method: 'POST',
      url: '/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=owner%40demo.test&crumb=forged',
      withCrumb: false,
    });
    expect(forged.statusCode).toBe(403);
  });
});
