// The tables of site users: accounts of one site (site_users) and their sessions.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';

const { siteUsers, siteUserSessions, siteUserPasswordResets } = schema;

export type SiteUserRow = typeof siteUsers.$inferSelect;

export async function findByEmail(
  db: Db,
  websiteId: string,
  email: string,
): Promise<SiteUserRow | undefined> {
  const [row] = await db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.websiteId, websiteId), eq(siteUsers.email, email)));
  return row;
}

export async function insertSiteUser(
  db: Db,
  input: { websiteId: string; email: string; passwordHash: string },
): Promise<{ id: string; email: string }> {
  const [row] = await db
    .insert(siteUsers)
    .values({ id: newId(), ...input })
    .returning({ id: siteUsers.id, email: siteUsers.email });
  return row!;
}

export async function insertSession(
  db: Db,
  input: { tokenHash: string; siteUserId: string; xsrfToken: string; expiresAt: Date },
): Promise<void> {
  await db.insert(siteUserSessions).values(input);
}

/** The site user of an unexpired session on this site, with the session's xsrf token. */
export async function findSession(db: Db, input: { tokenHash: string; websiteId: string; now: Date }) {
  const [row] = await db
    .select({ id: siteUsers.id, email: siteUsers.email, xsrf: siteUserSessions.xsrfToken })
    .from(siteUserSessions)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserSessions.siteUserId))
    .where(
      and(
        eq(siteUserSessions.tokenHash, input.tokenHash),
        eq(siteUsers.websiteId, input.websiteId),
        gt(siteUserSessions.expiresAt, input.now),
      ),
    );
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(siteUserSessions).where(eq(siteUserSessions.tokenHash, tokenHash));
}

/** Issue 16: a new reset link for the user; an earlier unused one stops working. */
export async function replaceReset(
  db: Db,
  input: { tokenHash: string; siteUserId: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(siteUserPasswordResets)
    .where(
      and(eq(siteUserPasswordResets.siteUserId, input.siteUserId), isNull(siteUserPasswordResets.usedAt)),
    );
  await db.insert(siteUserPasswordResets).values(input);
}

/** A reset link of this site, with its user's email. */
export async function findReset(db: Db, input: { tokenHash: string; websiteId: string }) {
  const [row] = await db
    .select({
      siteUserId: siteUserPasswordResets.siteUserId,
      expiresAt: siteUserPasswordResets.expiresAt,
      usedAt: siteUserPasswordResets.usedAt,
      email: siteUsers.email,
    })
    .from(siteUserPasswordResets)
    .innerJoin(siteUsers, eq(siteUsers.id, siteUserPasswordResets.siteUserId))
    .where(
      and(eq(siteUserPasswordResets.tokenHash, input.tokenHash), eq(siteUsers.websiteId, input.websiteId)),
    );
  return row;
}

/**
 * Uses a reset link once and sets the password; every session of the user ends. False when another
 * call used the link first.
 */
export async function useReset(
  db: Db,
  input: { tokenHash: string; siteUserId: string; passwordHash: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(siteUserPasswordResets)
      .set({ usedAt: input.at })
      .where(
        and(eq(siteUserPasswordResets.tokenHash, input.tokenHash), isNull(siteUserPasswordResets.usedAt)),
      )
      .returning({ tokenHash: siteUserPasswordResets.tokenHash });
    if (used.length === 0) return false;
    await tx
      .update(siteUsers)
      .set({ passwordHash: input.passwordHash })
      .where(eq(siteUsers.id, input.siteUserId));
    await tx.delete(siteUserSessions).where(eq(siteUserSessions.siteUserId, input.siteUserId));
    return true;
  });
}

/** Decision 070: a site user's email by id (the renewal emails of a membership). */
export async function emailOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ email: siteUsers.email }).from(siteUsers).where(eq(siteUsers.id, id));
  return row?.email;
}
