import { type Db, newId, schema } from '@folio/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { accounts, websiteInvitations, websiteRoles } = schema;

export type InvitationRow = typeof websiteInvitations.$inferSelect;

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

export function listInvitations(db: Db, websiteId: string) {
  return db
    .select()
    .from(websiteInvitations)
    .where(eq(websiteInvitations.websiteId, websiteId))
    .orderBy(asc(websiteInvitations.createdAt));
}

export async function countInvitations(db: Db, websiteId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websiteInvitations)
    .where(eq(websiteInvitations.websiteId, websiteId));
  return row?.n ?? 0;
}

/** Invites (or re-invites with a new role) an email; one invitation per site and email. */
export async function upsertInvitation(
  db: Db,
  input: { websiteId: string; email: string; role: number; invitedBy: string },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(websiteInvitations)
    .values({ id: newId(), ...input })
    .onConflictDoUpdate({
      target: [websiteInvitations.websiteId, websiteInvitations.email],
      set: { role: input.role, invitedBy: input.invitedBy },
    })
    .returning();
  return row!;
}

export async function updateInvitationRole(db: Db, websiteId: string, id: string, role: number) {
  const [row] = await db
    .update(websiteInvitations)
    .set({ role })
    .where(and(eq(websiteInvitations.websiteId, websiteId), eq(websiteInvitations.id, id)))
    .returning();
  return row;
}

export async function deleteInvitation(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(websiteInvitations)
    .where(and(eq(websiteInvitations.websiteId, websiteId), eq(websiteInvitations.id, id)))
    .returning({ id: websiteInvitations.id });
  return rows.length > 0;
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

/** Turns the invitations for an account's email into roles (an existing role stays as it is). */
export async function acceptInvitations(db: Db, account: { id: string; email: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .delete(websiteInvitations)
      .where(eq(websiteInvitations.email, account.email.toLowerCase()))
      .returning();
    if (pending.length === 0) return 0;
    await tx
      .insert(websiteRoles)
      .values(pending.map((p) => ({ accountId: account.id, websiteId: p.websiteId, role: p.role })))
      .onConflictDoNothing();
    return pending.length;
  });
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
