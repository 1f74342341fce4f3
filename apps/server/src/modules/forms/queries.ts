import { type Db, newId, schema } from '@folio/db';
import { and, desc, eq, gte, sql } from 'drizzle-orm';

const { formSubmissionKeys, formSubmissions, forms, emailOutbox } = schema;

export interface NewSubmission {
  websiteId: string;
  formId: string;
  values: Record<string, unknown>;
  page: Record<string, unknown>;
  /** The form as it is now, kept with its submissions; absent when already stored as it is. */
  form?: { pageId: string | null; name: string; definition: unknown };
  emails: { to: string; subject: string; text: string; replyTo: string | null }[];
}

/** A submission key the server signed (service.ts); its use is recorded here, once. */
export interface UsedKey {
  keyHash: string;
  expiresAt: Date;
}

/**
 * Atomically: the key is recorded as used (refused if it was already), the submission and its
 * notification emails stored. Nothing is stored when the key is refused. The usual case is one
 * statement, one round trip; a form seen for the first time (or republished) also stores its
 * snapshot, in a transaction.
 */
export async function saveSubmission(db: Db, key: UsedKey, input: NewSubmission): Promise<string | null> {
  const id = newId();
  const emails = input.emails.map((e) => ({
    id: newId(),
    to: e.to,
    subject: e.subject,
    text: e.text,
    reply_to: e.replyTo,
  }));
  const statement = sql`
    with used as (
      insert into ${formSubmissionKeys} (key_hash, website_id, expires_at, used_at)
      values (${key.keyHash}, ${input.websiteId}, ${key.expiresAt.toISOString()}, now())
      on conflict do nothing
      returning key_hash
    ), submission as (
      insert into ${formSubmissions} (id, website_id, form_id, values, page)
      select ${id}, ${input.websiteId}, ${input.formId}, ${JSON.stringify(input.values)}::jsonb,
        ${JSON.stringify(input.page)}::jsonb
      from used
      returning id
    ), mail as (
      insert into ${emailOutbox} (id, website_id, "to", subject, text, reply_to)
      select e.id, ${input.websiteId}, e."to", e.subject, e.text, e.reply_to
      from submission,
        jsonb_to_recordset(${JSON.stringify(emails)}::jsonb)
          as e(id text, "to" text, subject text, text text, reply_to text)
    )
    select id from submission`;
  const run = async (tx: Db) => {
    const result = (await tx.execute(statement)) as unknown as { rows: { id: string }[] };
    return result.rows[0]?.id ?? null;
  };
  if (!input.form) return run(db);
  const form = input.form;
  return db.transaction(async (tx) => {
    const saved = await run(tx as unknown as Db);
    if (!saved) return null;
    await tx
      .insert(forms)
      .values({ websiteId: input.websiteId, id: input.formId, ...form })
      .onConflictDoUpdate({ target: [forms.websiteId, forms.id], set: { ...form, updatedAt: new Date() } });
    return saved;
  });
}

export async function countRender(
  db: Db,
  input: { websiteId: string; formId: string; pageId: string | null; name: string; definition: unknown },
) {
  await db
    .insert(forms)
    .values({
      websiteId: input.websiteId,
      id: input.formId,
      pageId: input.pageId,
      name: input.name,
      definition: input.definition,
      renderCount: 1,
    })
    .onConflictDoUpdate({
      target: [forms.websiteId, forms.id],
      set: { renderCount: sql`${forms.renderCount} + 1` },
    });
}

export function listForms(db: Db, websiteId: string) {
  return db
    .select({
      id: forms.id,
      name: forms.name,
      pageId: forms.pageId,
      definition: forms.definition,
      renderCount: forms.renderCount,
      submissionCount: sql<number>`count(${formSubmissions.id})::int`,
      latestAt: sql<string | null>`max(${formSubmissions.createdAt})`,
    })
    .from(forms)
    .leftJoin(
      formSubmissions,
      and(eq(formSubmissions.websiteId, forms.websiteId), eq(formSubmissions.formId, forms.id)),
    )
    .where(eq(forms.websiteId, websiteId))
    .groupBy(forms.websiteId, forms.id);
}

export async function findStoredForm(db: Db, websiteId: string, formId: string) {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.websiteId, websiteId), eq(forms.id, formId)))
    .limit(1);
  return row;
}

export function listSubmissions(
  db: Db,
  input: { websiteId: string; formId: string; q?: string; limit: number; offset: number },
) {
  const search = input.q?.trim()
    ? sql`${formSubmissions.values}::text ilike ${`%${input.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  return db
    .select({
      id: formSubmissions.id,
      values: formSubmissions.values,
      page: formSubmissions.page,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.websiteId, input.websiteId), eq(formSubmissions.formId, input.formId), search),
    )
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(input.limit)
    .offset(input.offset);
}

export async function countSubmissions(db: Db, websiteId: string, formId: string, q?: string) {
  const search = q?.trim()
    ? sql`${formSubmissions.values}::text ilike ${`%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.websiteId, websiteId), eq(formSubmissions.formId, formId), search));
  return row?.n ?? 0;
}

export async function deleteSubmission(db: Db, websiteId: string, formId: string, id: string) {
  const rows = await db
    .delete(formSubmissions)
    .where(
      and(
        eq(formSubmissions.websiteId, websiteId),
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.id, id),
      ),
    )
    .returning({ id: formSubmissions.id });
  return rows.length > 0;
}

/** Submissions per day (UTC) for the inbox chart: the last `days` days up to today, zeros included. */
export async function perDay(db: Db, websiteId: string, formId: string, days: number) {
  const today = new Date();
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
  );
  const rows = await db
    .select({
      day: sql<string>`to_char(${formSubmissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.websiteId, websiteId),
        eq(formSubmissions.formId, formId),
        gte(formSubmissions.createdAt, start),
      ),
    )
    .groupBy(sql`1`);
  const counts = new Map(rows.map((r) => [r.day, r.count]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** Used keys past their expiry can go: an expired key is refused by its signature check anyway. */
export async function pruneUsedKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(formSubmissionKeys)
    .where(sql`${formSubmissionKeys.expiresAt} < now()`)
    .returning({ keyHash: formSubmissionKeys.keyHash });
  return rows.length;
}
