// Site users (members and customers of one site): sign-up, sign-in with an xsrf token, sign-out.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@folio/db';
import { conflict } from '../../errors.ts';
import { hashPassword, hashToken, type LoginThrottle, verifyCredentials } from '../auth/service.ts';
import * as q from './queries.ts';

export const SITE_USER_COOKIE = 'folio_member';
export const XSRF_HEADER = 'x-siteuser-xsrf-token';
const REMEMBER_DAYS = 30;
const SESSION_HOURS = 12;

export async function signUpSiteUser(input: { db: Db; websiteId: string; email: string; password: string }) {
  const email = input.email.toLowerCase();
  if (await q.findByEmail(input.db, input.websiteId, email))
    throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
  return q.insertSiteUser(input.db, {
    websiteId: input.websiteId,
    email,
    passwordHash: await hashPassword(input.password),
  });
}

/** AUTH-021: a session cookie and the xsrf token the browser must send with later calls. */
export async function signInSiteUser(input: {
  db: Db;
  throttle: LoginThrottle;
  websiteId: string;
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  deviceCookie: string | undefined;
}) {
  const user = await verifyCredentials({
    throttle: input.throttle,
    ip: input.ip,
    throttleKey: `${input.websiteId}:${input.email}`,
    password: input.password,
    deviceCookie: input.deviceCookie,
    find: () => q.findByEmail(input.db, input.websiteId, input.email.toLowerCase()),
  });
  const token = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(
    Date.now() + (input.rememberMe ? REMEMBER_DAYS * 24 : SESSION_HOURS) * 3600 * 1000,
  );
  await q.insertSession(input.db, { tokenHash: hashToken(token), siteUserId: user.id, xsrfToken, expiresAt });
  return {
    token,
    xsrfToken,
    expiresAt,
    deviceCookie: user.deviceCookie,
    user: { id: user.id, email: user.email },
  };
}

/** The signed-in site user, only when the xsrf token matches the session's (AUTH-022). */
export async function siteUserFor(input: {
  db: Db;
  websiteId: string;
  token: string;
  xsrfToken: string | undefined;
}) {
  const row = await q.findSession(input.db, {
    tokenHash: hashToken(input.token),
    websiteId: input.websiteId,
    now: new Date(),
  });
  if (!row) return { status: 'none' as const };
  const sent = Buffer.from(input.xsrfToken ?? '');
  const expected = Buffer.from(row.xsrf);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return { status: 'xsrf' as const };
  return { status: 'ok' as const, user: { id: row.id, email: row.email } };
}

export async function signOutSiteUser(db: Db, token: string | undefined) {
  if (token) await q.deleteSession(db, hashToken(token));
}
