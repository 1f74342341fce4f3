// The donations table: the only file of the module that touches it.
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';

const { donations } = schema;
export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = Omit<typeof donations.$inferInsert, 'createdAt' | 'paidAt' | 'status'>;

/** Writes a pending gift unless this submit (website, attempt) has one; answers the one that counts. */
export async function insertPending(db: Db, values: NewDonation): Promise<DonationRow> {
  await db
    .insert(donations)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: [donations.websiteId, donations.attemptId] });
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.websiteId, values.websiteId), eq(donations.attemptId, values.attemptId)));
  return row!;
}

/** Pending → paid, once: the row when this call made the change, undefined when it was paid already. */
export async function markPaid(
  db: Db,
  id: string,
  values: { paymentId: string; nextChargeAt: Date | null; now: Date; savedPaymentMethod?: string | null },
): Promise<DonationRow | undefined> {
  const [row] = await db
    .update(donations)
    .set({
      status: 'paid',
      paymentId: values.paymentId,
      paidAt: values.now,
      nextChargeAt: values.nextChargeAt,
      ...(values.savedPaymentMethod ? { savedPaymentMethod: values.savedPaymentMethod } : {}),
    })
    .where(and(eq(donations.id, id), eq(donations.status, 'pending')))
    .returning();
  return row;
}

/** Decision 074: the payment of a pending gift that waits for the donor's authentication. */
export async function attachPayment(
  db: Db,
  id: string,
  values: { paymentId: string; savedPaymentMethod: string | null },
): Promise<void> {
  await db
    .update(donations)
    .set(values)
    .where(and(eq(donations.id, id), eq(donations.status, 'pending')));
}

/** A declined gift's pending row goes: the visitor may try another card. */
export async function deletePending(db: Db, id: string): Promise<void> {
  await db.delete(donations).where(and(eq(donations.id, id), eq(donations.status, 'pending')));
}

export async function findDonation(db: Db, websiteId: string, id: string): Promise<DonationRow | undefined> {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.websiteId, websiteId), eq(donations.id, id)));
  return row;
}

export function recentPaid(db: Db, websiteId: string, limit: number) {
  return db
    .select()
    .from(donations)
    .where(and(eq(donations.websiteId, websiteId), eq(donations.status, 'paid')))
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(limit);
}

/** Paid gifts per campaign (page), the latest name of each, largest total first. */
export function totalsByCampaign(db: Db, websiteId: string) {
  return db
    .select({
      pageId: donations.pageId,
      campaign: sql<string>`(array_agg(${donations.campaign} order by ${donations.paidAt} desc))[1]`,
      currency: donations.currency,
      totalCents: sql<number>`coalesce(sum(${donations.amountCents}), 0)::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
      monthlyCount:
        sql<number>`count(*) filter (where ${donations.frequency} = 'monthly' and ${donations.renewalOf} is null)::int`.mapWith(
          Number,
        ),
    })
    .from(donations)
    .where(and(eq(donations.websiteId, websiteId), eq(donations.status, 'paid')))
    .groupBy(donations.pageId, donations.currency)
    .orderBy(sql`4 desc`);
}

/** Gifts left pending before `before` (a server stopped between the charge and recording it). */
export function stalePending(db: Db, before: Date, limit = 200): Promise<DonationRow[]> {
  return db
    .select()
    .from(donations)
    .where(and(eq(donations.status, 'pending'), lt(donations.createdAt, before)))
    .limit(limit);
}

// ---- decision 070: monthly renewals ----

/** Monthly gifts due (or due for a retry) by `now`: paid, not stopped, a saved card. */
export function renewalDue(db: Db, now: Date, limit: number): Promise<DonationRow[]> {
  return db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.frequency, 'monthly'),
        eq(donations.status, 'paid'),
        isNull(donations.renewalOf),
        isNull(donations.stoppedAt),
        sql`${donations.savedPaymentMethod} is not null`,
        lte(donations.nextChargeAt, now),
        or(isNull(donations.renewalRetryAt), lte(donations.renewalRetryAt, now)),
      ),
    )
    .orderBy(donations.nextChargeAt)
    .limit(limit);
}

/** A month's gift, written once (its attempt id is the gift and the period): undefined when it exists. */
export async function insertRenewal(
  db: Db,
  values: typeof donations.$inferInsert,
): Promise<DonationRow | undefined> {
  const [row] = await db
    .insert(donations)
    .values(values)
    .onConflictDoNothing({ target: [donations.websiteId, donations.attemptId] })
    .returning();
  return row;
}

/** Moves the monthly gift's next charge on from the period just paid (only from that period). */
export async function advanceMonthly(
  db: Db,
  id: string,
  period: Date,
  next: Date,
): Promise<DonationRow | undefined> {
  const [row] = await db
    .update(donations)
    .set({ nextChargeAt: next, renewalAttempts: 0, renewalRetryAt: null })
    .where(and(eq(donations.id, id), eq(donations.nextChargeAt, period)))
    .returning();
  return row;
}

export async function updateMonthly(
  db: Db,
  id: string,
  values: Partial<Pick<DonationRow, 'renewalAttempts' | 'renewalRetryAt' | 'stoppedAt' | 'nextChargeAt'>>,
): Promise<DonationRow | undefined> {
  const [row] = await db
    .update(donations)
    .set(values)
    .where(and(eq(donations.id, id), isNull(donations.stoppedAt)))
    .returning();
  return row;
}

export async function findDonationById(db: Db, id: string): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}
