import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';

const { websites, customDomains, websiteRoles } = schema;

export type WebsiteRow = typeof websites.$inferSelect;

export async function findBySubdomain(db: Db, subdomain: string): Promise<WebsiteRow | undefined> {
  const [row] = await db.select().from(websites).where(eq(websites.subdomain, subdomain)).limit(1);
  return row;
}

export async function findByCustomDomain(db: Db, host: string): Promise<WebsiteRow | undefined> {
  const [row] = await db
    .select({ website: websites })
    .from(customDomains)
    .innerJoin(websites, eq(websites.id, customDomains.websiteId))
    .where(eq(customDomains.host, host))
    .limit(1);
  return row?.website;
}

export async function findById(db: Db, id: string): Promise<WebsiteRow | undefined> {
  const [row] = await db.select().from(websites).where(eq(websites.id, id)).limit(1);
  return row;
}

export async function insertWebsite(
  db: Db,
  input: Omit<typeof websites.$inferInsert, 'id'>,
): Promise<WebsiteRow> {
  const [row] = await db
    .insert(websites)
    .values({ id: newId(), ...input })
    .returning();
  return row!;
}

export async function deleteWebsite(db: Db, id: string): Promise<void> {
  await db.delete(websites).where(eq(websites.id, id));
}

export async function listForAccount(db: Db, accountId: string) {
  return db
    .select({
      id: websites.id,
      subdomain: websites.subdomain,
      title: websites.title,
      role: websiteRoles.role,
    })
    .from(websiteRoles)
    .innerJoin(websites, eq(websites.id, websiteRoles.websiteId))
    .where(eq(websiteRoles.accountId, accountId))
    .orderBy(asc(websites.createdAt));
}

export async function insertCustomDomain(db: Db, input: { host: string; websiteId: string }) {
  await db.insert(customDomains).values(input);
}

export async function roleOf(db: Db, accountId: string, websiteId: string) {
  const [row] = await db
    .select({ role: websiteRoles.role })
    .from(websiteRoles)
    .where(and(eq(websiteRoles.accountId, accountId), eq(websiteRoles.websiteId, websiteId)));
  return row?.role;
}

export async function setSettings(db: Db, id: string, settings: WebsiteRow['settings']): Promise<void> {
  await db.update(websites).set({ settings }).where(eq(websites.id, id));
}

/** Merges `patch` into the site's settings (one statement: other keys are kept as they are now). */
export async function mergeSettings(
  db: Db,
  id: string,
  patch: Partial<WebsiteRow['settings']>,
): Promise<void> {
  await db
    .update(websites)
    .set({ settings: sql`${websites.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(websites.id, id));
}
