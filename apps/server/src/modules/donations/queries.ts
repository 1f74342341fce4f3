// The donations table: the only file of the module that touches it.
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, lt, sql } from 'drizzle-orm';

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
  values: { paymentId: string; nextChargeAt: Date | null; now: Date },
): Promise<DonationRow | undefined> {
  const [row] = await db
    .update(donations)
    .set({
      status: 'paid',
      paymentId: values.paymentId,
      paidAt: values.now,
      nextChargeAt: values.nextChargeAt,
    })
    .where(and(eq(donations.id, id), eq(donations.status, 'pending')))
    .returning();
  return row;
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
      monthlyCount: sql<number>`count(*) filter (where ${donations.frequency} = 'monthly')::int`.mapWith(
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
