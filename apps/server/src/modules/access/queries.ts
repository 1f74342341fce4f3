import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';

const { websiteInvitations } = schema;

export type InvitationRow = typeof websiteInvitations.$inferSelect;

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

export async function findInvitationByEmail(db: Db, websiteId: string, email: string) {
  const [row] = await db
    .select()
    .from(websiteInvitations)
    .where(and(eq(websiteInvitations.websiteId, websiteId), eq(websiteInvitations.email, email)))
    .limit(1);
  return row;
}

export async function findInvitation(db: Db, websiteId: string, id: string) {
  const [row] = await db
    .select()
    .from(websiteInvitations)
    .where(and(eq(websiteInvitations.websiteId, websiteId), eq(websiteInvitations.id, id)))
    .limit(1);
  return row;
}

export async function findInvitationByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(websiteInvitations)
    .where(eq(websiteInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Invites (or re-invites with a new role) an email; one invitation per site and email. With a link
 * (token hash and expiry) the earlier link stops working; without one the link stays as it was.
 */
export async function upsertInvitation(
  db: Db,
  input: {
    websiteId: string;
    email: string;
    role: number;
    invitedBy: string;
    link?: { tokenHash: string; expiresAt: Date; sentAt: Date };
  },
): Promise<InvitationRow> {
  const { link, ...fields } = input;
  const [row] = await db
    .insert(websiteInvitations)
    .values({ id: newId(), ...fields, ...link })
    .onConflictDoUpdate({
      target: [websiteInvitations.websiteId, websiteInvitations.email],
      set: { role: input.role, invitedBy: input.invitedBy, ...link },
    })
    .returning();
  return row!;
}

export async function setInvitationLink(
  db: Db,
  input: { websiteId: string; id: string; tokenHash: string; expiresAt: Date; sentAt: Date },
) {
  const { websiteId, id, ...link } = input;
  const [row] = await db
    .update(websiteInvitations)
    .set(link)
    .where(and(eq(websiteInvitations.websiteId, websiteId), eq(websiteInvitations.id, id)))
    .returning();
  return row;
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

/**
 * Turns the invitation with this link into a role for the account, once: the invitation is deleted in
 * the same transaction (an existing role stays as it is). The caller has checked who may accept.
 */
export async function acceptInvitation(
  db: Db,
  input: {
    tokenHash: string;
    accountId: string;
    check: (row: InvitationRow) => void;
    /** Gives the role, in the same transaction (auth owns the roles). */
    grant: (tx: Db, row: InvitationRow) => Promise<void>;
  },
): Promise<InvitationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(websiteInvitations)
      .where(eq(websiteInvitations.tokenHash, input.tokenHash))
      .for('update');
    if (!row) return undefined;
    input.check(row);
    await tx.delete(websiteInvitations).where(eq(websiteInvitations.id, row.id));
    await input.grant(tx as unknown as Db, row);
    return row;
  });
}
