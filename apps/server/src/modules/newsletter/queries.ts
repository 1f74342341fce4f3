import { containsPattern, type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';

const { newsletterSubscribers, newsletterCampaigns } = schema;

export interface NewSubscriber {
  websiteId: string;
  formId: string;
  email: string;
  name: string;
  unsubscribeTokenHash: string;
}

/**
 * Subscribes the address (again, if it had left; a new unsubscribe link replaces the old one, and
 * an empty name keeps the one known). Answers the subscriber's id.
 */
export async function upsertSubscriber(db: Db, input: NewSubscriber): Promise<string> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ id: newId(), ...input })
    .onConflictDoUpdate({
      target: [newsletterSubscribers.websiteId, newsletterSubscribers.email],
      set: {
        status: 'subscribed',
        unsubscribedAt: null,
        formId: sql`excluded.form_id`,
        name: sql`case when excluded.name <> '' then excluded.name else ${newsletterSubscribers.name} end`,
        unsubscribeTokenHash: sql`excluded.unsubscribe_token_hash`,
      },
    })
    .returning({ id: newsletterSubscribers.id });
  return row!.id;
}

/** PAGE-013: the link's token unsubscribes its address; answers the address, or null. */
export async function unsubscribe(db: Db, websiteId: string, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
    })
    .where(
      and(
        eq(newsletterSubscribers.websiteId, websiteId),
        eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}

const matching = (websiteId: string, q?: string) =>
  and(
    eq(newsletterSubscribers.websiteId, websiteId),
    q?.trim()
      ? sql`(${newsletterSubscribers.email} || ' ' || ${newsletterSubscribers.name}) ilike ${containsPattern(q)}`
      : undefined,
  );

export function listSubscribers(
  db: Db,
  input: { websiteId: string; q?: string; limit: number; offset: number },
) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      name: newsletterSubscribers.name,
      status: newsletterSubscribers.status,
      formId: newsletterSubscribers.formId,
      createdAt: newsletterSubscribers.createdAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(matching(input.websiteId, input.q))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(input.limit)
    .offset(input.offset);
}

export async function countSubscribers(db: Db, websiteId: string, q?: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      subscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.status} = 'subscribed')::int`,
    })
    .from(newsletterSubscribers)
    .where(matching(websiteId, q));
  return row ?? { total: 0, subscribed: 0 };
}

export async function deleteSubscriber(db: Db, websiteId: string, id: string) {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.websiteId, websiteId), eq(newsletterSubscribers.id, id)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

// Campaigns (issue 17: drafts only; sending is a later issue).

export type CampaignRow = typeof newsletterCampaigns.$inferSelect;

export async function insertCampaign(
  db: Db,
  row: Omit<typeof newsletterCampaigns.$inferInsert, 'id'>,
): Promise<CampaignRow> {
  const [made] = await db
    .insert(newsletterCampaigns)
    .values({ id: newId(), ...row })
    .returning();
  return made!;
}

export function listCampaigns(db: Db, websiteId: string) {
  return db
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.websiteId, websiteId))
    .orderBy(desc(newsletterCampaigns.updatedAt), desc(newsletterCampaigns.id))
    .limit(500);
}

export async function findCampaign(db: Db, websiteId: string, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.websiteId, websiteId), eq(newsletterCampaigns.id, id)))
    .limit(1);
  return row;
}

export async function updateCampaign(
  db: Db,
  websiteId: string,
  id: string,
  patch: Partial<Pick<CampaignRow, 'subject' | 'preheader' | 'blocks'>>,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(newsletterCampaigns)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(newsletterCampaigns.websiteId, websiteId), eq(newsletterCampaigns.id, id)))
    .returning();
  return row;
}

export async function deleteCampaign(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.websiteId, websiteId), eq(newsletterCampaigns.id, id)))
    .returning({ id: newsletterCampaigns.id });
  return rows.length > 0;
}
