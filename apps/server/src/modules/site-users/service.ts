// Site users (members and customers of one site): sign-up, sign-in with an xsrf token, sign-out.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@folio/db';
import { AppError, conflict } from '../../errors.ts';
import {
  hashPassword,
  hashToken,
  type LoginThrottle,
  newLinkToken,
  verifyCredentials,
} from '../auth/service.ts';
import * as email from '../email/service.ts';
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

/**
 * Issue 20 (member areas, decision 066): the signed-in site user of a page request, by the HttpOnly
 * session cookie alone (a page load cannot send the xsrf header; it reads, it changes nothing).
 */
export async function siteUserOfSession(input: { db: Db; websiteId: string; token: string | undefined }) {
  if (!input.token || input.token.length > 100) return null;
  const row = await q.findSession(input.db, {
    tokenHash: hashToken(input.token),
    websiteId: input.websiteId,
    now: new Date(),
  });
  return row ? { id: row.id, email: row.email } : null;
}

export async function signOutSiteUser(db: Db, token: string | undefined) {
  if (token) await q.deleteSession(db, hashToken(token));
}

/** Issue 16: how long a site user's reset link works. */
export const RESET_LINK_HOURS = 1;
/** The fragment a reset link opens the site with; the dialog reads it (never sent to the server). */
export const RESET_FRAGMENT = 'reset-password=';

function resetEmail(input: { siteTitle: string; siteOrigin: string; token: string }) {
  return {
    subject: `Reset your password for ${input.siteTitle}`,
    text: `Hello,

Someone asked to reset the password of your account on ${input.siteTitle} (${input.siteOrigin}). Open this link to choose a new one:

${input.siteOrigin}/#${RESET_FRAGMENT}${input.token}

The link works once, for ${RESET_LINK_HOURS} hour. Choosing a new password signs you out everywhere you are signed in.

If you did not ask for this, ignore this email: your password has not changed.
`,
  };
}

/**
 * Issue 16: "forgot password" for a site user. Answers nothing: the route says the same whether or
 * not the address has an account. A known address gets one email from the site (its websiteId).
 */
export async function sendSiteUserReset(input: {
  db: Db;
  website: { id: string; title: string };
  siteOrigin: string;
  email: string;
  /** False when this address was sent enough reset mail lately: the answer stays the same. */
  mayEmail: boolean;
}): Promise<boolean> {
  const user = await q.findByEmail(input.db, input.website.id, input.email.toLowerCase());
  if (!user || !input.mayEmail) return false;
  const { token, tokenHash } = newLinkToken();
  await input.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await q.replaceReset(txDb, {
      tokenHash,
      siteUserId: user.id,
      expiresAt: new Date(Date.now() + RESET_LINK_HOURS * 3600 * 1000),
    });
    await email.enqueue(txDb, {
      websiteId: input.website.id,
      to: user.email,
      ...resetEmail({ siteTitle: input.website.title, siteOrigin: input.siteOrigin, token }),
    });
  });
  return true;
}

const linkProblem = (code: 'link_used' | 'link_expired' | 'link_unknown', message: string) =>
  new AppError({ kind: code === 'link_unknown' ? 'not_found' : 'gone', code, message });

/** Uses a reset link once: the new password, every session ended. The user then signs in with it. */
export async function resetSiteUserPassword(input: {
  db: Db;
  websiteId: string;
  token: string;
  password: string;
}): Promise<{ email: string }> {
  const tokenHash = hashToken(input.token);
  const row = await q.findReset(input.db, { tokenHash, websiteId: input.websiteId });
  if (!row)
    throw linkProblem(
      'link_unknown',
      'This link does not work: it is not complete, or a newer link replaced it. Ask for a new one.',
    );
  if (row.usedAt)
    throw linkProblem('link_used', 'This link was already used. If you need to, ask for a new one.');
  if (row.expiresAt.getTime() <= Date.now())
    throw linkProblem('link_expired', 'This link has expired. Ask for a new one.');
  const passwordHash = await hashPassword(input.password);
  const isMine = await q.useReset(input.db, {
    tokenHash,
    siteUserId: row.siteUserId,
    passwordHash,
    at: new Date(),
  });
  if (!isMine)
    throw linkProblem('link_used', 'This link was already used. If you need to, ask for a new one.');
  return { email: row.email };
}

/** Decision 070: a site user's email by id (the renewal emails of a membership). */
export const siteUserEmail = (db: Db, id: string) => q.emailOf(db, id);
