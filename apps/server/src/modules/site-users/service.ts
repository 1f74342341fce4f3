// Site users (members and customers of one site): sign-up, sign-in with an xsrf token, sign-out.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, gt } from 'drizzle-orm';
import { conflict } from '../../errors.ts';
import { verifyCredentials } from '../auth/credentials.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/service.ts';

const { siteUsers, siteUserSessions } = schema;

export const SITE_USER_COOKIE = 'folio_member';
const REMEMBER_DAYS = 30;
const SESSION_HOURS = 12;

export async function signUpSiteUser(input: { db: Db; websiteId: string; email: string; password: string }) {
  const email = input.email.toLowerCase();
  const [existing] = await input.db
    .select({ id: siteUsers.id })
    .from(siteUsers)
    .where(and(eq(siteUsers.websiteId, input.websiteId), eq(siteUsers.email, email)));
  if (existing) throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
  const [row] = await input.db
    .insert(siteUsers)
    .values({
      id: newId(),
      websiteId: input.websiteId,
      email,
      passwordHash: await hashPassword(input.password),
    })
    .returning({ id: siteUsers.id, email: siteUsers.email });
  return row!;
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
    find: async () => {
      const [row] = await input.db
        .select()
        .from(siteUsers)
        .where(and(eq(siteUsers.websiteId, input.websiteId), eq(siteUsers.email, input.email.toLowerCase())));
      return row;
    },
  });
  const token = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(
    Date.now() + (input.rememberMe ? REMEMBER_DAYS * 24 : SESSION_HOURS) * 3600 * 1000,
  );
  await input.db
    .insert(siteUserSessions)
    .values({ tokenHash: hashToken(token), siteUserId: user.id, xsrfToken, expiresAt });
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
  const [row] = await input.db
    .select({ id: siteUsers.id, email: siteUsers.email, xsrf: siteUserSessions.xsrfToken })
    .from(siteUserSessions)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserSessions.siteUserId))
    .where(
      and(
        eq(siteUserSessions.tokenHash, hashToken(input.token)),
        eq(siteUsers.websiteId, input.websiteId),
        gt(siteUserSessions.expiresAt, new Date()),
      ),
    );
  if (!row) return { status: 'none' as const };
  const sent = Buffer.from(input.xsrfToken ?? '');
  const expected = Buffer.from(row.xsrf);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return { status: 'xsrf' as const };
  return { status: 'ok' as const, user: { id: row.id, email: row.email } };
}

export async function signOutSiteUser(db: Db, token: string | undefined) {
  if (token) await db.delete(siteUserSessions).where(eq(siteUserSessions.tokenHash, hashToken(token)));
}
