// Orders: the owner's list, detail, fulfil, refund, notes and sales per day; the order page the
// buyer opens; the order emails (queued through the email module) and the signed links they carry.
// The checkout writes new orders through createPending, markPaid and releasePending.
import type { OrderDetail, OrderStatus, OrderSummary, SalesDay } from '@folio/core';
import type { Db } from '@folio/db';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { PaymentGateway } from '../checkout/service.ts';
import * as email from '../email/service.ts';
import * as giftCards from '../gift-cards/service.ts';
import {
  downloadLinks,
  fulfilledEmail,
  orderAccessToken,
  orderPath,
  receiptEmail,
  refundEmail,
} from './emails.ts';
import * as q from './queries.ts';

export {
  DOWNLOAD_TTL_MS,
  downloadLinks,
  downloadToken,
  orderAccessToken,
  orderPath,
  REVIEW_TTL_MS,
  readDownloadToken,
  readReviewToken,
  reviewLinks,
  reviewToken,
} from './emails.ts';
export type { NewOrder, OrderRow } from './queries.ts';

type OrderRow = q.OrderRow;

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
    refundedCents: row.refundedCents,
    dispute: row.dispute ?? null,
  };
}

export const findOrder = q.findOrder;
/** An order by id alone (the payment webhook's, which checks the site itself). */
export const findOrderById = q.orderById;

/** The order-confirmed page's order with its download links, when the token opens it. */
export async function orderPage(
  db: Db,
  secret: string,
  websiteId: string,
  id: string,
  token: string,
): Promise<(OrderDetail & { downloads: { title: string; url: string }[] }) | null> {
  const order = await q.findOrder(db, websiteId, id);
  if (!order || order.status === 'pending' || token !== orderAccessToken(secret, order.id)) return null;
  return { ...(await withGiftCard(db, detailOf(order))), downloads: downloadLinks(secret, order) };
}

export async function listOrders(
  db: Db,
  websiteId: string,
  query: { status?: OrderStatus; q?: string; limit: number; offset: number },
): Promise<{ total: number; orders: OrderSummary[] }> {
  const [rows, [count]] = await q.listOrders(db, websiteId, query);
  return { total: count?.n ?? 0, orders: rows.map(summaryOf) };
}

/** Marks a paid order fulfilled and queues the customer's email with it. */
export async function fulfilOrder(
  db: Db,
  websiteId: string,
  id: string,
  site: { title: string; secret: string; origin: string },
): Promise<OrderDetail> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await q.markFulfilled(tx, websiteId, id);
    if (!row) throw await whyNot(tx, websiteId, id, 'Only a paid order can be fulfilled.');
    await email.enqueue(tx, { websiteId, to: row.email, ...fulfilledEmail(row, site.title, site) });
    return detailOf(row);
  });
}

/**
 * Issue 20 (decision 072): the order with what a gift card paid of it (read from the gift-cards
 * ledger) and what the card paid, for the owner's detail and the order-confirmed page.
 */
export async function withGiftCard<T extends OrderDetail>(db: Db, detail: T): Promise<T> {
  const giftCard = await giftCards.giftCardOfOrder(db, detail.id);
  return { ...detail, giftCard, cardPaidCents: detail.grandTotalCents - (giftCard?.amountCents ?? 0) };
}

/**
 * How a refund of `amount` splits (decision 072: the card first, then the gift card): the card
 * part never exceeds what the card paid less what was refunded to it before; the rest goes back
 * onto the gift card, up to what the gift card paid.
 */
export function splitRefund(
  order: { grandTotalCents: number; refundedCents: number },
  giftCardCents: number,
  amount: number,
): { cardCents: number; giftCardTotalCents: number } {
  const cardPaid = order.grandTotalCents - giftCardCents;
  const cardLeft = Math.max(0, cardPaid - Math.min(order.refundedCents, cardPaid));
  const cardCents = Math.min(amount, cardLeft);
  return {
    cardCents,
    giftCardTotalCents: Math.min(giftCardCents, Math.max(0, order.refundedCents + amount - cardPaid)),
  };
}

/**
 * Refunds through the gateway, then records it. Without an amount, what is left of the order
 * (idempotent per order) and the order is refunded; with one (issue 20, decision 061), that part:
 * the key carries the total refunded before it, so a repeated click refunds once, and reaching
 * the order's total marks it refunded (with the refund email) as a whole refund does.
 * Decision 072: of an order a gift card paid part of, the card's part is refunded first through
 * the gateway (never more than the card paid), the rest goes back onto the gift card, once; an
 * order the gift card paid wholly never asks the gateway.
 */
export async function refundOrder(
  db: Db,
  gateway: PaymentGateway,
  websiteId: string,
  id: string,
  siteTitle: string,
  part: { amountCents?: number | undefined; author?: string } = {},
): Promise<OrderDetail> {
  const order = await q.findOrder(db, websiteId, id);
  if (!order) throw notFound('That order does not exist.', 'order_not_found');
  if (order.status !== 'paid' && order.status !== 'fulfilled')
    throw conflict('Only a paid or fulfilled order can be refunded.', 'order_not_refundable');
  const left = order.grandTotalCents - order.refundedCents;
  const amount = part.amountCents;
  if (amount !== undefined && amount > left)
    throw invalid(`At most ${money(left, order.currency)} can be refunded.`, 'refund_too_much');
  const giftCard = await giftCards.giftCardOfOrder(db, order.id);
  const split = splitRefund(order, giftCard?.amountCents ?? 0, amount ?? left);
  if (amount !== undefined && amount < left) {
    if (order.paymentId && split.cardCents > 0)
      await gateway.refund({
        paymentId: order.paymentId,
        amountCents: split.cardCents,
        idempotencyKey: `refund-${order.id}-${order.refundedCents}`,
      });
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (giftCard) await giftCards.refundToGiftCard(tx, order.id, split.giftCardTotalCents);
      const row = await q.raiseRefunded(tx, id, order.refundedCents + amount, {
        at: new Date().toISOString(),
        author: part.author ?? 'Owner',
        text: `Refunded ${money(amount, order.currency)} (${money(order.refundedCents + amount, order.currency)} in all)${giftCard ? `: ${money(split.cardCents, order.currency)} to the card, ${money(amount - split.cardCents, order.currency)} to gift card ••••${giftCard.codeLast4}` : ''}.`,
      });
      return withGiftCard(tx, detailOf(row ?? (await q.findOrder(tx, websiteId, id)) ?? order));
    });
  }
  const refundId =
    order.paymentId && split.cardCents > 0
      ? (
          await gateway.refund({
            paymentId: order.paymentId,
            // What the card paid and was not refunded yet (a partial refund here or in Stripe's dashboard, decision 060).
            amountCents: split.cardCents,
            idempotencyKey: `refund-${order.id}`,
          })
        ).refundId
      : null;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (giftCard) await giftCards.refundToGiftCard(tx, order.id, split.giftCardTotalCents);
    const row = await q.markRefunded(tx, id, refundId);
    if (!row) {
      const now = await q.findOrder(tx, websiteId, id);
      return withGiftCard(tx, detailOf(now ?? order));
    }
    await email.enqueue(tx, { websiteId, to: row.email, ...refundEmail(row, siteTitle, giftCard) });
    return withGiftCard(tx, detailOf(row));
  });
}

export async function addNote(
  db: Db,
  websiteId: string,
  id: string,
  note: { author: string; text: string },
): Promise<OrderDetail> {
  const row = await q.appendNote(db, websiteId, id, {
    at: new Date().toISOString(),
    author: note.author,
    text: note.text,
  });
  if (!row) throw notFound('That order does not exist.', 'order_not_found');
  return detailOf(row);
}

async function whyNot(db: Db, websiteId: string, id: string, message: string) {
  const row = await q.findOrder(db, websiteId, id);
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
  const rows = await q.salesSince(db, websiteId, start);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenueCents: Number(row?.revenue ?? 0) };
  });
}

// ---- what the checkout writes, in its transactions ----

/** The order already placed for a cart (a repeated checkout meets it). */
export const orderOfCart = q.orderOfCart;
/** Writes a pending order with the site's next number. */
export const createPending = q.insertPending;
/** Deletes a pending order and returns it (undefined when it is no longer pending). */
export const releasePending = q.deletePending;
/** Ids of pending orders created before `before` (their payment never finished). */
export const stalePending = q.stalePending;

/** The order a gateway payment (a Stripe PaymentIntent id) paid for. */
export const orderByPaymentId = q.orderByPaymentId;

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/**
 * Issue 20 (decision 060): a refund the gateway reports (Stripe's charge.refunded, with its
 * running total), recorded in the caller's transaction. Only a rise counts, so a replay or an
 * older event records nothing twice; reaching the order's total marks it refunded and queues the
 * refund email, as the owner's refund does. Never asks the gateway to refund anything.
 */
export async function recordGatewayRefund(
  tx: Db,
  order: OrderRow,
  totalRefundedCents: number,
  siteTitle: string,
): Promise<'partial' | 'full' | 'unchanged'> {
  const row = await q.raiseRefunded(tx, order.id, totalRefundedCents, {
    at: new Date().toISOString(),
    author: 'Stripe',
    text: `Refunded ${money(Math.min(totalRefundedCents, order.grandTotalCents), order.currency)} in all.`,
  });
  if (!row) return 'unchanged';
  if (row.status === 'refunded' && order.status !== 'refunded') {
    await email.enqueue(tx, { websiteId: row.websiteId, to: row.email, ...refundEmail(row, siteTitle) });
    return 'full';
  }
  return row.refundedCents >= row.grandTotalCents ? 'full' : 'partial';
}

/** Issue 20 (decision 060): the card holder's dispute of the payment, recorded on the order. */
export async function recordDispute(
  tx: Db,
  order: OrderRow,
  dispute: NonNullable<OrderRow['dispute']>,
): Promise<OrderRow | undefined> {
  const isNew = order.dispute?.id !== dispute.id;
  return q.setDispute(
    tx,
    order.id,
    dispute,
    isNew
      ? {
          at: dispute.createdAt,
          author: 'Stripe',
          text: `The card holder disputed ${money(dispute.amountCents, order.currency)} (${dispute.reason}).`,
        }
      : null,
  );
}

/**
 * Marks a pending order paid and queues its receipt, in the caller's transaction. Answers the
 * order as it is now, and whether this call paid it.
 */
export async function markPaid(
  tx: Db,
  order: OrderRow,
  input: { paymentId: string | null; siteTitle: string; origin: string; secret: string },
): Promise<{ order: OrderRow; paidNow: boolean }> {
  const paid = await setPaid(tx, order, input.paymentId);
  if (paid.paidNow) await queueReceipt(tx, paid.order, input);
  return paid;
}

/** Issue 20 (decision 061): the checkout's "mark paid" step: once (a conditional UPDATE). */
export async function setPaid(
  tx: Db,
  order: OrderRow,
  paymentId: string | null,
): Promise<{ order: OrderRow; paidNow: boolean }> {
  const paid = await q.markPaid(tx, order.id, paymentId ?? order.paymentId);
  if (!paid) return { order: (await q.orderById(tx, order.id)) ?? order, paidNow: false };
  return { order: paid, paidNow: true };
}

/** Issue 20 (decision 061): the checkout's "enqueue receipt" step, in the caller's transaction. */
export async function queueReceipt(
  tx: Db,
  paid: OrderRow,
  input: { siteTitle: string; origin: string; secret: string },
): Promise<void> {
  const mail = receiptEmail({
    order: paid,
    giftCard: await giftCards.giftCardOfOrder(tx, paid.id),
    siteTitle: input.siteTitle,
    origin: input.origin,
    orderUrl: `${input.origin}${orderPath(input.secret, paid.id)}`,
    secret: input.secret,
  });
  await email.enqueue(tx, { websiteId: paid.websiteId, to: paid.email, ...mail });
}

/** Issue 20: notes the gateway's payment on a pending order (read back by the checkout's confirm). */
export const attachPayment = q.setPendingPayment;
