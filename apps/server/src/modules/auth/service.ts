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

/** How long an Edit link from the platform home may wait before it is used. */
export const HANDOFF_TTL_MS = 60_000;

/**
 * A hand-off is kept as a row of `sessions` for the site's host, but under the hash of
 * `handoff:<token>`: presented as a session cookie the token hashes to something else and opens
 * nothing; it only opens a session through redeemHandoff, once, within HANDOFF_TTL_MS.
 */
const handoffHash = (token: string) => hashToken(`handoff:${token}`);

/** Issue 14 item 20: a single-use, short-lived link that signs the account in on another host. */
export async function mintHandoff(input: { db: Db; accountId: string; host: string; now?: number }) {
  await q.deleteExpiredSessions(input.db, input.accountId);
  const token = randomBytes(32).toString('base64url');
  await q.insertSession(input.db, {
    tokenHash: handoffHash(token),
    accountId: input.accountId,
    host: input.host,
    expiresAt: new Date((input.now ?? Date.now()) + HANDOFF_TTL_MS),
  });
  return token;
}

/** Uses a hand-off on the host it was made for: a new session, or null (unknown, used, expired). */
export async function redeemHandoff(input: { db: Db; token: string; host: string }) {
  if (!/^[\w-]{43}$/.test(input.token)) return null;
  const row = await q.takeHandoff(input.db, handoffHash(input.token), input.host);
  if (!row) return null;
  return { accountId: row.accountId, session: await openSession(input.db, row.accountId, input.host) };
}
