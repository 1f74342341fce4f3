import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';

const { accounts, emailVerifications, platformSecrets, sessions, websiteRoles } = schema;

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())).limit(1);
  return row;
}

export async function insertAccount(
  db: Db,
  input: { email: string; passwordHash: string; emailVerifiedAt?: Date | null },
): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      id: newId(),
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .returning();
  return row!;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function markEmailVerified(db: Db, accountId: string, at: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ emailVerifiedAt: at })
    .where(and(eq(accounts.id, accountId), isNull(accounts.emailVerifiedAt)));
}

/** A new link for the account; earlier unused links of the same kind stop working. */
export async function replaceVerification(
  db: Db,
  input: { accountId: string; tokenHash: string; expiresAt: Date; setsPassword: boolean },
): Promise<void> {
  await db
    .delete(emailVerifications)
    .where(
      and(
        eq(emailVerifications.accountId, input.accountId),
        eq(emailVerifications.setsPassword, input.setsPassword),
        isNull(emailVerifications.usedAt),
      ),
    );
  await db.insert(emailVerifications).values(input);
}

/** A new password: every session of the account ends (whoever was signed in must sign in again). */
export async function setPassword(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}

export async function findVerification(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Uses a link once: true only for the call that marked it used. */
export async function useVerification(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ usedAt: at })
    .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt)))
    .returning({ tokenHash: emailVerifications.tokenHash });
  return rows.length > 0;
}

export async function insertSession(
  db: Db,
  input: { tokenHash: string; accountId: string; host: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(input);
}

export async function findSessionAccount(db: Db, tokenHash: string, host: string) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), eq(sessions.host, host), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function findRole(db: Db, accountId: string, websiteId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ role: websiteRoles.role })
    .from(websiteRoles)
    .where(and(eq(websiteRoles.accountId, accountId), eq(websiteRoles.websiteId, websiteId)))
    .limit(1);
  return row?.role;
}

export async function upsertRole(db: Db, input: { accountId: string; websiteId: string; role: number }) {
  await db
    .insert(websiteRoles)
    .values(input)
    .onConflictDoUpdate({
      target: [websiteRoles.accountId, websiteRoles.websiteId],
      set: { role: input.role },
    });
}

/**
 * Takes a hand-off (issue 14 item 20) once: the row is deleted as it is read, so a second use finds
 * nothing. Only rows of this host that have not expired count.
 */
export async function takeHandoff(db: Db, tokenHash: string, host: string) {
  const [row] = await db
    .delete(sessions)
    .where(
      and(eq(sessions.tokenHash, tokenHash), eq(sessions.host, host), gt(sessions.expiresAt, new Date())),
    )
    .returning({ accountId: sessions.accountId });
  return row;
}

export async function deleteExpiredSessions(db: Db, accountId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lt(sessions.expiresAt, new Date())));
}

/** A secret the server instances share: read, or made from `fresh` once (the first instance wins). */
export async function ensureSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db.insert(platformSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  return row!.value;
}

/** A site's members with their emails and roles (the Permissions screen). */
export function listMembers(db: Db, websiteId: string) {
  return db
    .select({
      accountId: accounts.id,
      email: accounts.email,
      role: websiteRoles.role,
      since: websiteRoles.createdAt,
    })
    .from(websiteRoles)
    .innerJoin(accounts, eq(accounts.id, websiteRoles.accountId))
    .where(eq(websiteRoles.websiteId, websiteId))
    .orderBy(asc(websiteRoles.createdAt), asc(accounts.email));
}

export async function findMemberByEmail(db: Db, websiteId: string, email: string) {
  const [row] = await db
    .select({ accountId: accounts.id })
    .from(websiteRoles)
    .innerJoin(accounts, eq(accounts.id, websiteRoles.accountId))
    .where(and(eq(websiteRoles.websiteId, websiteId), eq(accounts.email, email)))
    .limit(1);
  return row;
}

/** Gives the account a role on the site unless it has one (an existing role stays as it is). */
export async function grantRoleOnce(db: Db, input: { accountId: string; websiteId: string; role: number }) {
  await db.insert(websiteRoles).values(input).onConflictDoNothing();
}

/**
 * Changes or removes a member's role in one transaction that keeps at least one admin: the site's
 * role rows are locked first, so two admins demoting each other at once cannot leave none.
 */
export async function changeMember(
  db: Db,
  input: { websiteId: string; accountId: string; role: number | null },
): Promise<'ok' | 'not_found' | 'last_admin'> {
  return db.transaction(async (tx) => {
    const roles = await tx
      .select({ accountId: websiteRoles.accountId, role: websiteRoles.role })
      .from(websiteRoles)
      .where(eq(websiteRoles.websiteId, input.websiteId))
      .for('update');
    const target = roles.find((r) => r.accountId === input.accountId);
    if (!target) return 'not_found';
    const adminsLeft = roles.filter((r) => r.role === 1 && r.accountId !== input.accountId).length;
    if (target.role === 1 && input.role !== 1 && adminsLeft === 0) return 'last_admin';
    const where = and(
      eq(websiteRoles.websiteId, input.websiteId),
      eq(websiteRoles.accountId, input.accountId),
    );
    if (input.role === null) await tx.delete(websiteRoles).where(where);
    else await tx.update(websiteRoles).set({ role: input.role }).where(where);
    return 'ok';
  });
}

/** The sites an account has a role on, oldest role first. */
export function rolesOfAccount(db: Db, accountId: string) {
  return db
    .select({ websiteId: websiteRoles.websiteId, role: websiteRoles.role })
    .from(websiteRoles)
    .where(eq(websiteRoles.accountId, accountId))
    .orderBy(asc(websiteRoles.createdAt));
}
