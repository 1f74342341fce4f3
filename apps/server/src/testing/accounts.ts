// Test helpers for what arrives by email: the outbox rows sent to an address, the links in them, and
// a platform account that has confirmed its address the way a person would (through the emailed link).
import * as schema from '@folio/db/schema';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { anotherAddress, PLATFORM_HOST, type TestApp, type TestClient } from './test-app.ts';

export async function emailsTo(t: TestApp, to: string) {
  const { emailOutbox } = schema;
  return t.app.folio.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to.toLowerCase()))
    .orderBy(asc(emailOutbox.createdAt));
}

/** The path of the emailed link to `kind` in the newest email to `to` that has one. */
export async function linkFor(t: TestApp, to: string, kind: 'verify-email' | 'invitations'): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(/${kind}/[A-Za-z0-9_-]{43})`);
  const found = (await emailsTo(t, to))
    .reverse()
    .map((mail) => pattern.exec(mail.text)?.[1])
    .find(Boolean);
  if (!found) throw new Error(`no ${kind} link in the email to ${to}`);
  return found;
}

/** Signs up on the platform home, opens the verification link, signs in: a confirmed account. */
export async function confirmedAccount(t: TestApp, email: string, password: string): Promise<TestClient> {
  const client = t.client(PLATFORM_HOST);
  client.remoteAddress = anotherAddress(); // sign-ups are limited per client address
  const signUp = await client.request({
    method: 'POST',
    url: '/api/platform/signup',
    payload: { email, password },
  });
  expect(signUp.statusCode).toBe(202);
  const verified = await client.request({ url: await linkFor(t, email, 'verify-email') });
  expect(verified.body).toContain('Your email address is confirmed');
  const login = await client.request({
    method: 'POST',
    url: '/api/platform/login',
    payload: { email, password },
  });
  expect(login.json().account.isEmailVerified).toBe(true);
  return client;
}
