// The orders' tables: orders and order_counters. The only file of the module that touches them.
import { containsPattern, type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';

const { orders, orderCounters } = schema;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number'> & { id?: string };

export async function findOrder(db: Db, websiteId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.id, id)));
  return row;
}

export async function orderById(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function orderOfCart(db: Db, cartId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row;
}

export function listOrders(
  db: Db,
  websiteId: string,
  query: { status?: OrderRow['status']; q?: string; limit: number; offset: number },
) {
  const filters: SQL[] = [eq(orders.websiteId, websiteId)];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const asNumber = /^#?\d{1,9}$/.test(query.q.trim()) ? Number(query.q.trim().replace('#', '')) : null;
    filters.push(
      or(
        sql`${orders.email} ilike ${pattern}`,
        sql`${orders.shippingAddress}->>'name' ilike ${pattern}`,
        ...(asNumber !== null ? [eq(orders.number, asNumber)] : []),
      )!,
    );
  }
  const where = and(...filters);
  return Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
}

export async function markFulfilled(db: Db, websiteId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'fulfilled', fulfilledAt: new Date() })
    .where(and(eq(orders.websiteId, websiteId), eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row;
}

export async function markRefunded(
  db: Db,
  id: string,
  refundId: string | null,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'refunded', refundedAt: new Date(), refundId, refundedCents: orders.grandTotalCents })
    .where(and(eq(orders.id, id), inArray(orders.status, ['paid', 'fulfilled'])))
    .returning();
  return row;
}

export async function orderByPaymentId(db: Db, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return row;
}

/**
 * Raises what was refunded to `totalRefundedCents` (Stripe's running total), only upward: a
 * replayed or older refund event changes nothing. Reaching the total marks the order refunded.
 */
export async function raiseRefunded(
  db: Db,
  id: string,
  totalRefundedCents: number,
  note: { at: string; author: string; text: string },
): Promise<OrderRow | undefined> {
  const full = sql`${totalRefundedCents} >= ${orders.grandTotalCents}`;
  const [row] = await db
    .update(orders)
    .set({
      refundedCents: sql`least(${orders.grandTotalCents}, ${totalRefundedCents})`,
      status: sql`case when ${full} then 'refunded' else ${orders.status} end`,
      refundedAt: sql`case when ${full} then coalesce(${orders.refundedAt}, now()) else ${orders.refundedAt} end`,
      notes: sql`${orders.notes} || ${JSON.stringify([note])}::jsonb`,
    })
    .where(
      and(
        eq(orders.id, id),
        inArray(orders.status, ['paid', 'fulfilled', 'refunded']),
        lt(orders.refundedCents, sql`least(${orders.grandTotalCents}, ${totalRefundedCents})`),
      ),
    )
    .returning();
  return row;
}

/** Records the card holder's dispute on the order (the newest state of it wins). */
export async function setDispute(
  db: Db,
  id: string,
  dispute: NonNullable<OrderRow['dispute']>,
  note: { at: string; author: string; text: string } | null,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      dispute,
      ...(note ? { notes: sql`${orders.notes} || ${JSON.stringify([note])}::jsonb` } : {}),
    })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

export async function appendNote(
  db: Db,
  websiteId: string,
  id: string,
  entry: { at: string; author: string; text: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ notes: sql`${orders.notes} || ${JSON.stringify([entry])}::jsonb` })
    .where(and(eq(orders.websiteId, websiteId), eq(orders.id, id)))
    .returning();
  return row;
}

export function salesSince(db: Db, websiteId: string, start: Date) {
  return db
    .select({
      day: sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(case when ${orders.status} = 'refunded' then 0 else ${orders.grandTotalCents} end), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), gte(orders.paidAt, start)))
    .groupBy(sql`1`);
}

/** The site's next order number and the pending order with it, in the caller's transaction. */
export async function insertPending(db: Db, values: NewOrder): Promise<OrderRow> {
  const [counter] = await db
    .insert(orderCounters)
    .values({ websiteId: values.websiteId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.websiteId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ number: orderCounters.lastNumber });
  const [order] = await db
    .insert(orders)
    .values({ ...values, id: values.id ?? newId(), number: counter!.number })
    .returning();
  return order!;
}

/** Deletes a pending order and returns it; undefined when it is not pending (any more). */
export async function deletePending(db: Db, id: string): Promise<OrderRow | undefined> {
  const [gone] = await db
    .delete(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return gone;
}

export async function markPaid(db: Db, id: string, paymentId: string | null): Promise<OrderRow | undefined> {
  const [paid] = await db
    .update(orders)
    .set({ status: 'paid', paymentId, paidAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return paid;
}

/** Issue 20: the gateway's payment of a pending order (waiting for the customer, or authorised). */
export async function setPendingPayment(db: Db, id: string, paymentId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentId })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')));
}

/** Pending orders placed before `before` (their checkout never finished). */
export function stalePending(db: Db, before: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, before)));
}
