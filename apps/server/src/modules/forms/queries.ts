import { containsPattern, type Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, gte, max, sql } from 'drizzle-orm';

const { formSubmissionKeys, formSubmissions, forms } = schema;

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

export interface QueuedSubmission {
  /** The new submission's id. */
  id: string;
  key: UsedKey;
  input: NewSubmission;
}

/**
 * Atomically, for every submission given: its key is recorded as used (refused if it was already)
 * and, only then, the submission is stored. One statement, one round trip, however many
 * submissions (the service's batcher gathers the ones arriving together). Answers the ids stored;
 * a submission whose key was refused stores nothing. The keys must be distinct.
 */
export async function saveSubmissions(db: Db, items: QueuedSubmission[]): Promise<Set<string>> {
  const rows = items.map(({ id, key, input }) => ({
    id,
    key_hash: key.keyHash,
    expires_at: key.expiresAt.toISOString(),
    website_id: input.websiteId,
    form_id: input.formId,
    values: input.values,
    page: input.page,
  }));
  const result = (await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(
        id text, key_hash text, expires_at timestamptz, website_id text, form_id text,
        "values" jsonb, page jsonb
      )
    ), used as (
      insert into ${formSubmissionKeys} (key_hash, website_id, expires_at, used_at)
      select key_hash, website_id, expires_at, now() from input
      on conflict do nothing
      returning key_hash
    ), submission as (
      insert into ${formSubmissions} (id, website_id, form_id, "values", page)
      select i.id, i.website_id, i.form_id, i."values", i.page from input i join used using (key_hash)
      returning id
    )
    select id from submission`)) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((r) => r.id));
}

/** Records a key's one use (a newsletter sign-up); false when it was used already. */
export async function useKey(db: Db, websiteId: string, key: UsedKey): Promise<boolean> {
  const rows = await db
    .insert(formSubmissionKeys)
    .values({ keyHash: key.keyHash, websiteId, expiresAt: key.expiresAt, usedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ keyHash: formSubmissionKeys.keyHash });
  return rows.length > 0;
}

/** Keeps the form's definition as it is now, with its submissions (a new or republished form). */
export async function storeForm(
  db: Db,
  input: { websiteId: string; formId: string; form: NonNullable<NewSubmission['form']> },
): Promise<void> {
  await db
    .insert(forms)
    .values({ websiteId: input.websiteId, id: input.formId, ...input.form })
    .onConflictDoUpdate({
      target: [forms.websiteId, forms.id],
      set: { ...input.form, updatedAt: new Date() },
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
      latestAt: max(formSubmissions.createdAt),
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

/** A form's submissions, narrowed to those whose values contain `q` when it is given. */
function matchingSubmissions(websiteId: string, formId: string, q?: string) {
  return and(
    eq(formSubmissions.websiteId, websiteId),
    eq(formSubmissions.formId, formId),
    q?.trim() ? sql`${formSubmissions.values}::text ilike ${containsPattern(q)}` : undefined,
  );
}

export function listSubmissions(
  db: Db,
  input: { websiteId: string; formId: string; q?: string; limit: number; offset: number },
) {
  return db
    .select({
      id: formSubmissions.id,
      values: formSubmissions.values,
      page: formSubmissions.page,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(matchingSubmissions(input.websiteId, input.formId, input.q))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(input.limit)
    .offset(input.offset);
}

export async function countSubmissions(db: Db, websiteId: string, formId: string, q?: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(matchingSubmissions(websiteId, formId, q));
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
