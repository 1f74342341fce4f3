import { containsPattern, type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
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

export interface QueuedSubmission {
  /** The new submission's id. */
  id: string;
  key: UsedKey;
  input: NewSubmission;
}

/**
 * Atomically, for every submission given: its key is recorded as used (refused if it was already)
 * and, only then, the submission and its notification emails are stored. One statement, one round
 * trip, however many submissions: the batcher below gathers the ones arriving together. Answers
 * the ids stored; a submission whose key was refused stores nothing. The keys must be distinct.
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
    emails: input.emails.map((e) => ({
      id: newId(),
      to: e.to,
      subject: e.subject,
      text: e.text,
      reply_to: e.replyTo,
    })),
  }));
  const result = (await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(
        id text, key_hash text, expires_at timestamptz, website_id text, form_id text,
        "values" jsonb, page jsonb, emails jsonb
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
    ), mail as (
      insert into ${emailOutbox} (id, website_id, "to", subject, text, reply_to)
      select e.id, i.website_id, e."to", e.subject, e.text, e.reply_to
      from input i join used using (key_hash)
        cross join lateral jsonb_to_recordset(i.emails)
          as e(id text, "to" text, subject text, text text, reply_to text)
    )
    select id from submission`)) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((r) => r.id));
}

/**
 * One submission: with the form's snapshot (a form seen for the first time, or republished) in a
 * transaction with it; without, through the batcher.
 */
export async function saveSubmission(
  db: Db,
  batcher: SubmissionBatcher,
  key: UsedKey,
  input: NewSubmission,
): Promise<string | null> {
  if (!input.form) return batcher.save(key, input);
  const form = input.form;
  const id = newId();
  return db.transaction(async (tx) => {
    const saved = await saveSubmissions(tx as unknown as Db, [{ id, key, input }]);
    if (!saved.has(id)) return null;
    await tx
      .insert(forms)
      .values({ websiteId: input.websiteId, id: input.formId, ...form })
      .onConflictDoUpdate({ target: [forms.websiteId, forms.id], set: { ...form, updatedAt: new Date() } });
    return id;
  });
}

/**
 * Group commit for submissions: those arriving while the database is busy wait and go together
 * in one statement (up to 100 a statement, a few statements at once). Each visitor is still
 * answered only after the statement holding their submission has committed.
 */
type Waiting = QueuedSubmission & { resolve: (id: string | null) => void; reject: (e: unknown) => void };

export class SubmissionBatcher {
  #queue: Waiting[] = [];
  #inFlight = 0;
  #isScheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxInFlight = 4,
    private readonly maxBatch = 100,
  ) {}

  save(key: UsedKey, input: NewSubmission): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: newId(), key, input, resolve, reject });
      if (!this.#isScheduled) {
        this.#isScheduled = true;
        setImmediate(() => {
          this.#isScheduled = false;
          this.#pump();
        });
      }
    });
  }

  #pump(): void {
    while (this.#inFlight < this.maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.maxBatch);
      this.#inFlight += 1;
      void this.#run(batch).finally(() => {
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  async #run(batch: Waiting[]): Promise<void> {
    // A key used twice in one batch: the first use counts, the second is refused at once.
    const seen = new Set<string>();
    const unique = batch.filter((item) => {
      if (seen.has(item.key.keyHash)) {
        item.resolve(null);
        return false;
      }
      seen.add(item.key.keyHash);
      return true;
    });
    try {
      const saved = await saveSubmissions(this.db, unique);
      for (const item of unique) item.resolve(saved.has(item.id) ? item.id : null);
    } catch (error) {
      for (const item of unique) item.reject(error);
    }
  }
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
