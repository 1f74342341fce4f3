// The owner's side of orders: list, detail, fulfil, refund, notes, and the sales per day.
import type { OrderDetail, OrderStatus, OrderSummary, SalesDay } from '@folio/core';
import { containsPattern, type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../errors.ts';
import { fulfilledEmail, refundEmail } from './emails.ts';
import type { PaymentGateway } from './payments.ts';

const { orders, emailOutbox } = schema;
type OrderRow = typeof orders.$inferSelect;

function summaryOf(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    email: row.email,
    customerName: row.shippingAddress?.name ?? '',
    currencyCode: row.currency,
    grandTotalCents: row.grandTotalCents,
    totalQuantity: row.lines.reduce((sum, l) => sum + l.quantity, 0),
    createdAt: row.createdAt.toISOString(),
  };
}

export function detailOf(row: OrderRow): OrderDetail {
  return {
    ...summaryOf(row),
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    couponCode: row.couponCode,
    shippingAddress: row.shippingAddress,
    shippingOption: row.shippingOption,
    paymentProvider: row.paymentProvider,
    paymentId: row.paymentId,
    notes: row.notes,
    paidAt: row.paidAt?.toISOString() ?? null,
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

export async function findOrder(db: Db, websiteId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.id, id)));
  return row;
}

export async function listOrders(
  db: Db,
  websiteId: string,
  query: { status?: OrderStatus; q?: string; limit: number; offset: number },
): Promise<{ total: number; orders: OrderSummary[] }> {
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
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { total: count?.n ?? 0, orders: rows.map(summaryOf) };
}

/** Marks a paid order fulfilled and queues the customer's email with it. */
export async function fulfilOrder(
  db: Db,
  websiteId: string,
  id: string,
  site: { title: string; secret: string; origin: string },
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'fulfilled', fulfilledAt: new Date() })
      .where(and(eq(orders.websiteId, websiteId), eq(orders.id, id), eq(orders.status, 'paid')))
      .returning();
    if (!row) throw await whyNot(tx as unknown as Db, websiteId, id, 'Only a paid order can be fulfilled.');
    await tx
      .insert(emailOutbox)
      .values({ id: newId(), websiteId, to: row.email, ...fulfilledEmail(row, site.title, site) });
    return detailOf(row);
  });
}

/** Refunds through the gateway (idempotent per order), then marks the order refunded. */
export async function refundOrder(
  db: Db,
  gateway: PaymentGateway,
  websiteId: string,
  id: string,
  siteTitle: string,
): Promise<OrderDetail> {
  const order = await findOrder(db, websiteId, id);
  if (!order) throw notFound('That order does not exist.', 'order_not_found');
  if (order.status !== 'paid' && order.status !== 'fulfilled')
    throw conflict('Only a paid or fulfilled order can be refunded.', 'order_not_refundable');
  const refundId = order.paymentId
    ? (
        await gateway.refund({
          paymentId: order.paymentId,
          amountCents: order.grandTotalCents,
          idempotencyKey: `refund-${order.id}`,
        })
      ).refundId
    : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date(), refundId })
      .where(and(eq(orders.id, id), inArray(orders.status, ['paid', 'fulfilled'])))
      .returning();
    if (!row) {
      const now = await findOrder(tx as unknown as Db, websiteId, id);
      return detailOf(now ?? order);
    }
    await tx
      .insert(emailOutbox)
      .values({ id: newId(), websiteId, to: row.email, ...refundEmail(row, siteTitle) });
    return detailOf(row);
  });
}

export async function addNote(
  db: Db,
  websiteId: string,
  id: string,
  note: { author: string; text: string },
): Promise<OrderDetail> {
  const entry = [{ at: new Date().toISOString(), author: note.author, text: note.text }];
  const [row] = await db
    .update(orders)
    .set({ notes: sql`${orders.notes} || ${JSON.stringify(entry)}::jsonb` })
    .where(and(eq(orders.websiteId, websiteId), eq(orders.id, id)))
    .returning();
  if (!row) throw notFound('That order does not exist.', 'order_not_found');
  return detailOf(row);
}

async function whyNot(db: Db, websiteId: string, id: string, message: string) {
  const row = await findOrder(db, websiteId, id);
  return row
    ? conflict(message, 'order_wrong_status')
    : notFound('That order does not exist.', 'order_not_found');
}

/** Orders and revenue (refunds excluded) per UTC day, for the last `days` days, zeros included. */
export async function salesPerDay(
  db: Db,
  websiteId: string,
  days: number,
  now = new Date(),
): Promise<SalesDay[]> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const rows = await db
    .select({
      day: sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(case when ${orders.status} = 'refunded' then 0 else ${orders.grandTotalCents} end), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), gte(orders.paidAt, start)))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenueCents: Number(row?.revenue ?? 0) };
  });
}
