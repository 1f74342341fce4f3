// Accounts and sessions: sign-up, sign-in (rotating the session), sign-out, session lookup.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@folio/db';
import { conflict } from '../../errors.ts';
import { acceptInvitations } from '../access/queries.ts';
import { verifyCredentials } from './credentials.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './passwords.ts';
import * as q from './queries.ts';

export const SESSION_COOKIE = 'folio_session';
const SESSION_DAYS = 30;

export interface SignedInAccount {
  id: string;
  email: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function openSession(db: Db, accountId: string, host: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await q.insertSession(db, { tokenHash: hashToken(token), accountId, host, expiresAt });
  return { token, expiresAt };
}

export async function signUp(input: { db: Db; email: string; password: string; host: string }) {
  const existing = await q.findAccountByEmail(input.db, input.email);
  if (existing) throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
  const account = await q.insertAccount(input.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  await acceptInvitations(input.db, account);
  const session = await openSession(input.db, account.id, input.host);
  return { account: { id: account.id, email: account.email }, session };
}

export async function signIn(input: {
  db: Db;
  throttle: LoginThrottle;
  email: string;
  password: string;
  ip: string;
  host: string;
  /** The session being replaced, if any: it is ended so a fixed session id cannot be reused. */
  previousToken: string | undefined;
}) {
  const account = await verifyCredentials({
    throttle: input.throttle,
    ip: input.ip,
    throttleKey: input.email,
    password: input.password,
    find: () => q.findAccountByEmail(input.db, input.email),
  });
  // An invitation to a site becomes a role at the invitee's next sign-in.
  await acceptInvitations(input.db, account);
  if (input.previousToken) await q.deleteSession(input.db, hashToken(input.previousToken));
  const session = await openSession(input.db, account.id, input.host);
  return { account: { id: account.id, email: account.email }, session };
}

export async function signOut(db: Db, token: string | undefined): Promise<void> {
  if (token) await q.deleteSession(db, hashToken(token));
}

export async function accountForSession(
  db: Db,
  token: string,
  host: string,
): Promise<SignedInAccount | undefined> {
  return q.findSessionAccount(db, hashToken(token), host);
}

export { findRole, upsertRole } from './queries.ts';

export async function ensureAccount(db: Db, email: string, password: string): Promise<SignedInAccount> {
  const existing = await q.findAccountByEmail(db, email);
  if (existing) return { id: existing.id, email: existing.email };
  const row = await q.insertAccount(db, { email, passwordHash: await hashPassword(password) });
  return { id: row.id, email: row.email };
}
