// Accounts and sessions: sign-up (answered the same whether or not the email has an account),
// email verification by a single-use emailed link, sign-in (rotating the session), sign-out.
import { createHash, randomBytes } from 'node:crypto';
import { type Db, isUniqueViolation } from '@folio/db';
import type { FastifyRequest } from 'fastify';
import { AppError, conflict, invalid } from '../../errors.ts';
import * as email from '../email/service.ts';
import { verifyCredentials } from './credentials.ts';
import { deviceCookieOf, SESSION_COOKIE } from './http.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { passwordEmailProblem } from './password-rules.ts';
import { hashPassword } from './passwords.ts';
import * as q from './queries.ts';

export { verifyCredentials } from './credentials.ts';
// What other modules use of auth, reached only through this file (issue 15 part 1): the throttle
// and the password check site users share, the sign-in cookies, and the input schemas of accounts.
export { deviceCookieOf, SESSION_COOKIE, setDeviceCookie, setSessionCookie } from './http.ts';
export { DEVICE_COOKIE, LoginThrottle } from './login-throttle.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { credentialsBody, linkToken, newPassword, signUpBody } from './schema.ts';

const SESSION_DAYS = 30;
const VERIFY_HOURS = 48;
const PASSWORD_LINK_HOURS = 2;
/** Issue 16: a "forgot password" link works for 1 hour. */
export const RESET_LINK_HOURS = 1;

/** An email and a password, as credentialsBody checked them. */
export interface Credentials {
  email: string;
  password: string;
}

export interface SignedInAccount {
  id: string;
  email: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A single-use link's token (sent in email) and its hash (stored). */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

async function openSession(db: Db, accountId: string, host: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await q.insertSession(db, { tokenHash: hashToken(token), accountId, host, expiresAt });
  return { token, expiresAt };
}

function verificationEmail(platformOrigin: string, token: string) {
  return {
    subject: 'Confirm your email address for Folio',
    text: `Hello,

A Folio account was created with this email address. Open this link to confirm that the address is yours:

${platformOrigin}/verify-email/${token}

The link works once, for ${VERIFY_HOURS} hours. Until the address is confirmed you can sign in, but not create sites or accept invitations.

If you did not create this account, ignore this email: nothing more will happen.
`,
  };
}

function alreadyRegisteredEmail(platformOrigin: string, token: string) {
  return {
    subject: 'You already have a Folio account',
    text: `Hello,

Someone tried to create a Folio account with this email address, but there already is one. Sign in here:

${platformOrigin}/#signin-title

Forgotten the password, or never created this account yourself? Choose a new password with this link, which also confirms that the address is yours (it works once, for ${PASSWORD_LINK_HOURS} hours; everyone signed in to the account is signed out):

${platformOrigin}/verify-email/${token}

If this was not you, ignore this email: your account has not changed.
`,
  };
}

async function sendVerification(db: Db, account: { id: string; email: string }, platformOrigin: string) {
  const { token, tokenHash } = newLinkToken();
  await q.replaceVerification(db, {
    accountId: account.id,
    tokenHash,
    expiresAt: new Date(Date.now() + VERIFY_HOURS * 3600 * 1000),
    setsPassword: false,
  });
  await email.enqueue(db, {
    websiteId: null,
    to: account.email,
    ...verificationEmail(platformOrigin, token),
  });
}

function resetEmail(platformOrigin: string, token: string) {
  return {
    subject: 'Reset your Folio password',
    text: `Hello,

Someone asked to reset the password of the Folio account with this email address. Open this link to choose a new one:

${platformOrigin}/verify-email/${token}

The link works once, for ${RESET_LINK_HOURS} hour. Saving the new password signs out everyone signed in to the account.

If you did not ask for this, ignore this email: your password has not changed.
`,
  };
}

async function sendPasswordLink(
  db: Db,
  account: { id: string; email: string },
  platformOrigin: string,
  kind: 'already_registered' | 'reset' = 'already_registered',
) {
  const { token, tokenHash } = newLinkToken();
  const hours = kind === 'reset' ? RESET_LINK_HOURS : PASSWORD_LINK_HOURS;
  await q.replaceVerification(db, {
    accountId: account.id,
    tokenHash,
    expiresAt: new Date(Date.now() + hours * 3600 * 1000),
    setsPassword: true,
  });
  await email.enqueue(db, {
    websiteId: null,
    to: account.email,
    ...(kind === 'reset' ? resetEmail : alreadyRegisteredEmail)(platformOrigin, token),
  });
}

/**
 * Issue 16: "Forgot password?" on the platform home and the config area. A known address gets a
 * single-use link (the password links of email_verifications, 1 hour) to choose a new password;
 * an unknown one gets nothing, and the caller answers the same either way. True when mail was queued.
 */
export async function requestPasswordReset(input: {
  db: Db;
  email: string;
  platformOrigin: string;
  /** False when this address was sent enough reset mail lately. */
  mayEmail: boolean;
}): Promise<boolean> {
  const account = await q.findAccountByEmail(input.db, input.email.toLowerCase());
  if (!account || !input.mayEmail) return false;
  await input.db.transaction((tx) =>
    sendPasswordLink(tx as unknown as Db, account, input.platformOrigin, 'reset'),
  );
  return true;
}

/**
 * Issue 14 items 3 and 8: sign-up never says whether the email has an account. A new email gets an
 * unverified account and a verification link; a known one gets "you already have an account". Both
 * hash the password, so both take about as long, and neither signs anyone in.
 */
export async function signUp(input: {
  db: Db;
  email: string;
  password: string;
  platformOrigin: string;
  /** False when this email was sent enough sign-up mail lately: the answer stays the same. */
  mayEmail: boolean;
}): Promise<void> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await q.findAccountByEmail(input.db, email);
  const alreadyRegistered = async (account: { id: string; email: string } | undefined) => {
    if (input.mayEmail && account)
      await input.db.transaction((tx) =>
        sendPasswordLink(tx as unknown as Db, account, input.platformOrigin),
      );
  };
  if (existing) return alreadyRegistered(existing);
  try {
    await input.db.transaction(async (tx) => {
      const account = await q.insertAccount(tx as unknown as Db, { email, passwordHash });
      await sendVerification(tx as unknown as Db, account, input.platformOrigin);
    });
  } catch (error) {
    // Two sign-ups for one email at once: the second is an existing account.
    if (!isUniqueViolation(error)) throw error;
    await alreadyRegistered(await q.findAccountByEmail(input.db, email));
  }
}

export async function isEmailVerified(db: Db, accountId: string): Promise<boolean> {
  return Boolean((await q.findAccountById(db, accountId))?.emailVerifiedAt);
}

/** A new verification link, the earlier ones no longer working; 409 once the address is verified. */
export async function resendVerification(input: { db: Db; accountId: string; platformOrigin: string }) {
  const account = await q.findAccountById(input.db, input.accountId);
  if (!account)
    throw new AppError({
      kind: 'unauthenticated',
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
  if (account.emailVerifiedAt) throw conflict('Your email address is already confirmed.', 'already_verified');
  await input.db.transaction((tx) => sendVerification(tx as unknown as Db, account, input.platformOrigin));
}

export type VerifyOutcome = 'verified' | 'already_used' | 'expired' | 'unknown' | 'choose_password';

/** Uses a verification link once; a link that sets a password is only looked at (choose_password). */
export async function verifyEmail(
  db: Db,
  token: string,
): Promise<{ outcome: VerifyOutcome; accountId?: string }> {
  const tokenHash = hashToken(token);
  const row = await q.findVerification(db, tokenHash);
  if (!row) return { outcome: 'unknown' };
  if (row.usedAt) return { outcome: 'already_used', accountId: row.accountId };
  if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired', accountId: row.accountId };
  if (row.setsPassword) return { outcome: 'choose_password', accountId: row.accountId };
  const now = new Date();
  const isMine = await db.transaction(async (tx) => {
    if (!(await q.useVerification(tx as unknown as Db, tokenHash, now))) return false;
    await q.markEmailVerified(tx as unknown as Db, row.accountId, now);
    return true;
  });
  return { outcome: isMine ? 'verified' : 'already_used', accountId: row.accountId };
}

/**
 * Uses a password link once: sets the new password, confirms the address, and ends every session of
 * the account. Answers the outcome when the link cannot be used.
 */
export async function setPasswordWithLink(input: {
  db: Db;
  token: string;
  password: string;
}): Promise<{ outcome: VerifyOutcome; email?: string }> {
  const tokenHash = hashToken(input.token);
  const row = await q.findVerification(input.db, tokenHash);
  if (!row?.setsPassword) return { outcome: 'unknown' };
  if (row.usedAt) return { outcome: 'already_used' };
  if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' };
  const account = await q.findAccountById(input.db, row.accountId);
  if (!account) return { outcome: 'unknown' };
  // The sign-up rules in full (issue 16): not the address itself either.
  const problem = passwordEmailProblem(input.password, account.email);
  if (problem) throw invalid(problem, 'invalid_input');
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const isMine = await input.db.transaction(async (tx) => {
    if (!(await q.useVerification(tx as unknown as Db, tokenHash, now))) return false;
    await q.setPassword(tx as unknown as Db, row.accountId, passwordHash);
    await q.markEmailVerified(tx as unknown as Db, row.accountId, now);
    return true;
  });
  return { outcome: isMine ? 'verified' : 'already_used', email: account.email };
}

export async function signIn(input: {
  db: Db;
  throttle: LoginThrottle;
  email: string;
  password: string;
  ip: string;
  host: string;
  /** The browser's folio_device cookie (see login-throttle.ts). */
  deviceCookie: string | undefined;
  /** The session being replaced, if any: it is ended so a fixed session id cannot be reused. */
  previousToken: string | undefined;
}) {
  const account = await verifyCredentials({
    throttle: input.throttle,
    ip: input.ip,
    throttleKey: input.email,
    password: input.password,
    deviceCookie: input.deviceCookie,
    find: () => q.findAccountByEmail(input.db, input.email),
  });
  if (input.previousToken) await q.deleteSession(input.db, hashToken(input.previousToken));
  const session = await openSession(input.db, account.id, input.host);
  return { account: { id: account.id, email: account.email }, session, deviceCookie: account.deviceCookie };
}

/** Signs in with checked credentials (the route's body schema): the config area and the platform home. */
export function signInFromRequest(
  request: FastifyRequest,
  credentials: Credentials,
  opts: { db: Db; throttle: LoginThrottle },
) {
  return signIn({
    db: opts.db,
    throttle: opts.throttle,
    email: credentials.email,
    password: credentials.password,
    ip: request.ip,
    host: request.hostname.toLowerCase(),
    deviceCookie: deviceCookieOf(request),
    previousToken: request.cookies[SESSION_COOKIE],
  });
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

export {
  changeMember,
  findMemberByEmail,
  findRole,
  grantRoleOnce,
  listMembers,
  rolesOfAccount,
  upsertRole,
} from './queries.ts';

/** Seeded and test accounts (the demo owner and viewer): created with their address taken as verified. */
export async function ensureAccount(db: Db, email: string, password: string): Promise<SignedInAccount> {
  const existing = await q.findAccountByEmail(db, email);
  if (existing) {
    if (!existing.emailVerifiedAt) await q.markEmailVerified(db, existing.id, new Date());
    return { id: existing.id, email: existing.email };
  }
  const row = await q.insertAccount(db, {
    email,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
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

/** The crumb's signing key (docs/decisions/004), shared by every server on the database. */
export function loadCrumbSecret(db: Db): Promise<string> {
  return q.ensureSecret(db, 'crumb', randomBytes(32).toString('base64url'));
}
