// Issue 20 (docs/decisions/060): Stripe's webhook events, the source of truth for what happens to
// a payment after the checkout's answer. The signature is checked over the raw body with Stripe's
// own library; each event is applied once, by its id (`payment_events`, inserted in the
// transaction that applies it), and through the same paths as the checkout: markPaid (one paid
// order, one receipt, whoever comes first), releaseOrder (stock and coupon back), and the orders
// service for refunds and disputes. Amounts are compared with the order's, never taken on trust.
import type { Db } from '@folio/db';
import Stripe from 'stripe';
import * as orders from '../orders/service.ts';
import * as q from './queries.ts';
import { stripeDisputeStored } from './schema.ts';
import { amountDueCents, markPaidOnce, releaseOrder } from './service.ts';

export interface WebhookDeps {
  db: Db;
  secret: string;
  /** The site's title and public origin, for the receipt of an order the webhook marks paid. */
  /** Read in the event's transaction (`db` is it). */
  siteOf: (websiteId: string, db: Db) => Promise<{ title: string; origin: string } | undefined>;
  onStockChange: (websiteId: string) => void;
  onEmailQueued: () => void;
}

export type WebhookOutcome =
  | 'paid'
  | 'already_paid'
  | 'released'
  | 'not_pending'
  | 'processing'
  | 'refund_partial'
  | 'refund_full'
  | 'refund_unchanged'
  | 'dispute_recorded'
  | 'amount_mismatch'
  | 'order_not_found'
  | 'ignored';

export class WebhookSignatureError extends Error {}

/** The event, when the signature over the raw body is Stripe's (within Stripe's 300 s tolerance). */
export async function verifiedEvent(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event> {
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it does not match';
    throw new WebhookSignatureError(`The Stripe-Signature header is not valid: ${reason}`);
  }
}

const ORDER_ID = /^[0-9a-f]{24}$/;

/** The order id the PaymentIntent carries (metadata orderId, or the idempotency key's). */
function orderIdOf(intent: Stripe.PaymentIntent): string | null {
  const metadata = intent.metadata ?? {};
  const id = metadata.orderId ?? /^order-(.+)$/.exec(metadata.folio_key ?? '')?.[1];
  return id && ORDER_ID.test(id) ? id : null;
}

async function orderOfIntent(tx: Db, intent: Stripe.PaymentIntent): Promise<orders.OrderRow | undefined> {
  const id = orderIdOf(intent);
  const order = id ? await orders.findOrderById(tx, id) : await orders.orderByPaymentId(tx, intent.id);
  if (!order) return undefined;
  const websiteId = intent.metadata?.websiteId;
  return websiteId && websiteId !== order.websiteId ? undefined : order;
}

/** The card's part of the order (its total less gift cards, decision 065), in its currency. */
async function sameMoney(tx: Db, order: orders.OrderRow, amount: number, currency: string): Promise<boolean> {
  return (
    amount === (await amountDueCents(tx, order)) && currency.toLowerCase() === order.currency.toLowerCase()
  );
}

function intentOf(value: string | Stripe.PaymentIntent | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

type Effects = { stock?: string; email?: boolean };

async function apply(
  deps: WebhookDeps,
  tx: Db,
  event: Stripe.Event,
  effects: Effects,
): Promise<{ orderId: string | null; outcome: WebhookOutcome }> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const order = await orderOfIntent(tx, intent);
      if (!order) return { orderId: null, outcome: 'order_not_found' };
      if (!(await sameMoney(tx, order, intent.amount_received || intent.amount, intent.currency)))
        return { orderId: order.id, outcome: 'amount_mismatch' };
      if (order.status !== 'pending') return { orderId: order.id, outcome: 'already_paid' };
      const site = await deps.siteOf(order.websiteId, tx);
      if (!site) return { orderId: order.id, outcome: 'order_not_found' };
      const paid = await markPaidOnce(
        { db: tx, secret: deps.secret, siteTitle: site.title, origin: site.origin },
        order,
        intent.id,
      );
      if (paid.paidNow) effects.email = true;
      return { orderId: order.id, outcome: paid.paidNow ? 'paid' : 'already_paid' };
    }
    case 'payment_intent.processing': {
      const order = await orderOfIntent(tx, event.data.object);
      return { orderId: order?.id ?? null, outcome: order ? 'processing' : 'order_not_found' };
    }
    case 'payment_intent.payment_failed': {
      const order = await orderOfIntent(tx, event.data.object);
      if (!order) return { orderId: null, outcome: 'order_not_found' };
      if (order.status !== 'pending') return { orderId: order.id, outcome: 'not_pending' };
      const released = await releaseOrder(tx, order.id);
      if (released) effects.stock = order.websiteId;
      return { orderId: order.id, outcome: released ? 'released' : 'not_pending' };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = intentOf(charge.payment_intent);
      const order = paymentId ? await orders.orderByPaymentId(tx, paymentId) : undefined;
      if (!order) return { orderId: null, outcome: 'order_not_found' };
      if (
        !(await sameMoney(tx, order, charge.amount, charge.currency)) ||
        charge.amount_refunded > charge.amount
      )
        return { orderId: order.id, outcome: 'amount_mismatch' };
      const site = await deps.siteOf(order.websiteId, tx);
      const recorded = await orders.recordGatewayRefund(
        tx,
        order,
        charge.amount_refunded,
        site?.title ?? 'Your order',
      );
      if (recorded === 'full' && order.status !== 'refunded') effects.email = true;
      return {
        orderId: order.id,
        outcome:
          recorded === 'unchanged'
            ? 'refund_unchanged'
            : recorded === 'full'
              ? 'refund_full'
              : 'refund_partial',
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const stored = stripeDisputeStored.safeParse(dispute);
      if (!stored.success) return { orderId: null, outcome: 'ignored' };
      const paymentId = intentOf(dispute.payment_intent);
      const order = paymentId ? await orders.orderByPaymentId(tx, paymentId) : undefined;
      if (!order) return { orderId: null, outcome: 'order_not_found' };
      if (
        dispute.currency.toLowerCase() !== order.currency.toLowerCase() ||
        dispute.amount > order.grandTotalCents
      )
        return { orderId: order.id, outcome: 'amount_mismatch' };
      await orders.recordDispute(tx, order, {
        id: stored.data.id,
        reason: stored.data.reason,
        status: stored.data.status,
        amountCents: stored.data.amount,
        createdAt: new Date(dispute.created * 1000).toISOString(),
      });
      return { orderId: order.id, outcome: 'dispute_recorded' };
    }
    default:
      return { orderId: null, outcome: 'ignored' };
  }
}

/**
 * Applies a verified event once: a redelivery (the same event id) answers `duplicate` and changes
 * nothing. The event row and the change are one transaction, so a failure leaves neither and
 * Stripe's retry applies it.
 */
export async function applyStripeEvent(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<{ duplicate: boolean; outcome: WebhookOutcome | 'duplicate' }> {
  const effects: Effects = {};
  const result = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const fresh = await q.recordPaymentEvent(tx, {
      id: event.id,
      type: event.type,
      orderId: null,
      outcome: 'received',
    });
    if (!fresh) return { duplicate: true, outcome: 'duplicate' as const };
    const { orderId, outcome } = await apply(deps, tx, event, effects);
    await q.setPaymentEventOutcome(tx, event.id, orderId, outcome);
    return { duplicate: false, outcome };
  });
  if (effects.stock) deps.onStockChange(effects.stock);
  if (effects.email) deps.onEmailQueued();
  return result;
}
