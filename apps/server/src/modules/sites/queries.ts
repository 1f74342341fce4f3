import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const { websites, customDomains } = schema;

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

export async function insertCustomDomain(db: Db, input: { host: string; websiteId: string }) {
  await db.insert(customDomains).values(input);
}

/** The site's custom domains, oldest first. */
export function listCustomDomains(db: Db, websiteId: string) {
  return db
    .select({ host: customDomains.host, createdAt: customDomains.createdAt })
    .from(customDomains)
    .where(eq(customDomains.websiteId, websiteId))
    .orderBy(asc(customDomains.createdAt), asc(customDomains.host));
}

/** Which site, if any, has this custom domain. */
export async function findCustomDomainOwner(db: Db, host: string): Promise<string | undefined> {
  const [row] = await db
    .select({ websiteId: customDomains.websiteId })
    .from(customDomains)
    .where(eq(customDomains.host, host))
    .limit(1);
  return row?.websiteId;
}

/** Removes one of the site's custom domains; false when the site has no such domain. */
export async function deleteCustomDomain(db: Db, websiteId: string, host: string): Promise<boolean> {
  const gone = await db
    .delete(customDomains)
    .where(and(eq(customDomains.websiteId, websiteId), eq(customDomains.host, host)))
    .returning({ host: customDomains.host });
  return gone.length > 0;
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

/** The sites with these ids, oldest first. */
export function findByIds(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: websites.id, subdomain: websites.subdomain, title: websites.title })
    .from(websites)
    .where(inArray(websites.id, ids))
    .orderBy(asc(websites.createdAt));
}

/** Issue 19 (decision 056): sets one feature's variant in the site's settings (null: removes it), leaving the others. */
export async function setFeatureVariant(
  db: Db,
  id: string,
  feature: string,
  variant: string | null,
): Promise<void> {
  const features = sql`coalesce(${websites.settings}->'features', '{}'::jsonb)`;
  const next =
    variant === null
      ? sql`${features} - ${feature}::text`
      : sql`${features} || ${JSON.stringify({ [feature]: variant })}::jsonb`;
  await db
    .update(websites)
    .set({ settings: sql`jsonb_set(${websites.settings}, '{features}', ${next})` })
    .where(eq(websites.id, id));
}

/** Issue 19 (decision 056): sites by address, for the platform administrator; `query` filters address and title. */
export function listSites(db: Db, input: { query: string; limit: number }) {
  const pattern = `%${input.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: websites.id,
      subdomain: websites.subdomain,
      title: websites.title,
      settings: websites.settings,
    })
    .from(websites)
    .where(
      input.query
        ? sql`(${websites.subdomain} ilike ${pattern} or ${websites.title} ilike ${pattern})`
        : undefined,
    )
    .orderBy(asc(websites.subdomain))
    .limit(input.limit);
}

/** Sets the site's title and merges `patch` into its settings, in one statement. */
export async function setTitleAndMergeSettings(
  db: Db,
  id: string,
  title: string,
  patch: Partial<WebsiteRow['settings']>,
): Promise<void> {
  await db
    .update(websites)
    .set({ title, settings: sql`${websites.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(websites.id, id));
}
