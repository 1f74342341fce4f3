// The tables of site users: accounts of one site (site_users) and their sessions.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, gt } from 'drizzle-orm';

const { siteUsers, siteUserSessions } = schema;

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
