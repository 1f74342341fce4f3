import { containsPattern, type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';

const { newsletterSubscribers, formSubmissionKeys, emailOutbox } = schema;

export interface NewSubscriber {
  websiteId: string;
  formId: string;
  email: string;
  name: string;
  unsubscribeTokenHash: string;
  /** The welcome email with the unsubscribe link. */
  welcome: { to: string; subject: string; text: string };
}

/**
 * One statement: the submission key is used up, the address subscribed (again, if it had left;
 * a new unsubscribe link replaces the old one) and the welcome email queued. Null when the key
 * was refused; then nothing is stored.
 */
export async function saveSubscriber(
  db: Db,
  key: { keyHash: string; expiresAt: Date },
  input: NewSubscriber,
): Promise<string | null> {
  const result = (await db.execute(sql`
    with used as (
      insert into ${formSubmissionKeys} (key_hash, website_id, expires_at, used_at)
      values (${key.keyHash}, ${input.websiteId}, ${key.expiresAt.toISOString()}, now())
      on conflict do nothing
      returning key_hash
    ), subscriber as (
      insert into ${newsletterSubscribers} (id, website_id, form_id, email, name, unsubscribe_token_hash)
      select ${newId()}, ${input.websiteId}, ${input.formId}, ${input.email}, ${input.name}, ${input.unsubscribeTokenHash}
      from used
      on conflict (website_id, email) do update set
        status = 'subscribed',
        unsubscribed_at = null,
        form_id = excluded.form_id,
        name = case when excluded.name <> '' then excluded.name else ${newsletterSubscribers}.name end,
        unsubscribe_token_hash = excluded.unsubscribe_token_hash
      returning id
    ), mail as (
      insert into ${emailOutbox} (id, website_id, "to", subject, text)
      select ${newId()}, ${input.websiteId}, ${input.welcome.to}, ${input.welcome.subject}, ${input.welcome.text}
      from subscriber
    )
    select id from subscriber`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
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
