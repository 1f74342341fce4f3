// Placing an order (issue 15, restructured as steps in issue 20: steps.ts, decision 061). Stock,
// the coupon use and the pending order are reserved in one short transaction (conditional
// UPDATEs: never oversold); the payment is authorised outside it with the order id as idempotency
// key, waits for the customer's authentication when the bank asks (3-D Secure: decision 062), is
// captured, then the order is marked paid and its receipt queued, or the order is released (stock
// and coupon given back, the order deleted). The unique cart id on orders makes it idempotent: a
// repeated or doubled submit meets the order already placed for the cart and ends with the same
// answer, and the gateway charges once. Every write goes through its owner's service.
import type { OrderStatus } from '@folio/core';
import type { Db, OrderAddress } from '@folio/db';
import { AppError, conflict } from '../../errors.ts';
import { isLinkToken, linkToken } from '../../signed-links.ts';
import * as cart from '../cart/service.ts';
import * as orders from '../orders/service.ts';
import type { StoreContext } from '../store-settings/service.ts';
import { CHALLENGE_RETURN } from './challenge.ts';
import {
  type IntentResult,
  type NextAction,
  type PaymentDetails,
  type PaymentGateway,
  TestGateway,
} from './payments.ts';
import {
  amountDueCents,
  authorise,
  cancelAuthorisation,
  capture,
  markPaidOnce,
  RESERVE_STEPS,
  refundCapture,
  releaseOrder,
  reserveContext,
  runReserveSteps,
} from './steps.ts';

export {
  AUTHENTICATION_FAILED,
  type ChargeRequest,
  type ChargeResult,
  chargePresent,
  type IntentResult,
  type IntentStatus,
  type NextAction,
  type PaymentDetails,
  PaymentError,
  type PaymentGateway,
  type PresentResult,
  StripeGateway,
  settleAfterAction,
  TEST_PAYMENT_ID,
  TestGateway,
  takePaymentIntent,
  testCardProblem,
  testChallengePath,
} from './payments.ts';
export { confirmPaymentBody, nextAction } from './schema.ts';
export { amountDueCents, markPaidOnce, RESERVE_STEPS, type ReserveStep, releaseOrder } from './steps.ts';

type OrderRow = orders.OrderRow;

/** Pending orders older than this are given up (their stock and coupon released). */
export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;

export interface CheckoutInput {
  email: string;
  shippingAddress?: OrderAddress;
  shippingOptionId?: string;
  giftCardCode?: string;
  payment: PaymentDetails;
  /** Issue 20 (decision 068): the signed-in site user, who pays member prices. */
  siteUserId?: string | undefined;
}

export interface PlacedOrder {
  order: { id: string; number: number; status: OrderStatus; grandTotalCents: number; currencyCode: string };
  /** The order-confirmed page, once the order is paid. */
  redirect?: string;
  /** The customer must authenticate first (decision 062): the challenge page, or Stripe.js. */
  requiresAction?: NextAction;
  /** Paid and waiting for the bank's answer (Stripe's `processing`): the webhook settles it. */
  message?: string;
}

/** Stripe's `processing`: taken, not yet paid. */
export const PAYMENT_PROCESSING =
  'Your payment is being processed. We will email your receipt as soon as your bank confirms it.';

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Signs order and download links. */
  secret: string;
  /** The site's address, for the links in the receipt. */
  origin: string;
  siteTitle: string;
  /** Called when stock changed (sold-out labels on cached pages). */
  onStockChange: () => void;
  onEmailQueued: () => void;
  log: (error: unknown) => void;
}

function summary(row: OrderRow): PlacedOrder['order'] {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    grandTotalCents: row.grandTotalCents,
    currencyCode: row.currency,
  };
}

type Reserved = { kind: 'new' | 'existing'; order: OrderRow };

/** The reservation steps in one transaction, or the order the cart already became. */
async function reserve(
  deps: CheckoutDeps,
  store: StoreContext,
  token: string,
  input: CheckoutInput,
): Promise<Reserved> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await cart.lockCart(tx, store.websiteId, token);
    if (!row) throw conflict('Your cart is empty.', 'cart_empty');
    const existing = await orders.orderOfCart(tx, row.id);
    if (existing) return { kind: 'existing' as const, order: existing };
    const ctx = await reserveContext(tx, store, row, input, deps.gateway.name);
    return { kind: 'new' as const, order: await runReserveSteps(ctx, RESERVE_STEPS) };
  });
}

function declined(code: string, message: string): never {
  throw new AppError({
    kind: 'payment_required',
    code: code === 'authentication_failed' ? code : 'payment_declined',
    message,
  });
}

/**
 * A gateway that did not answer: the outcome is unknown, so what the payment was for stays pending
 * (a retry with the same key, or the sweep, settles it); the customer is told to try again. Every
 * form that takes a payment (the checkout, donations, gift cards, joining) answers this.
 */
export function paymentUnavailable(log: (error: unknown) => void) {
  return (error: unknown): never => {
    log(error);
    throw new AppError({
      kind: 'unavailable',
      code: 'payment_unavailable',
      message: 'The payment could not be confirmed. Please try again in a moment.',
    });
  };
}

function unavailable(deps: Pick<CheckoutDeps, 'log'>) {
  return paymentUnavailable(deps.log);
}

/**
 * Takes a pending order on from what the gateway says of its payment: refused (released, with
 * the authorisation let go), waiting for the customer (the action to take), authorised (captured,
 * then paid), processing (left for the webhook) or captured (paid). Each step's compensation runs
 * when a later one fails for good: a capture refused cancels the authorisation; an order released
 * meanwhile (the sweep) refunds the capture.
 */
async function advance(deps: CheckoutDeps, order: OrderRow, first: IntentResult): Promise<PlacedOrder> {
  let result = first;
  if (!result.ok) {
    if (result.paymentId) await cancelAuthorisation(deps.gateway, order.id, result.paymentId).catch(deps.log);
    if (await releaseOrder(deps.db, order.id)) deps.onStockChange();
    declined(result.code, result.message);
  }
  if (result.status === 'requires_action') {
    if (!result.action) throw new Error('the gateway asked for an action without saying which');
    return { order: summary(order), requiresAction: result.action };
  }
  if (result.status === 'requires_capture') {
    const paymentId = result.paymentId;
    result = await capture(deps.gateway, order.id, paymentId).catch(unavailable(deps));
    if (!result.ok) {
      await cancelAuthorisation(deps.gateway, order.id, paymentId).catch(deps.log);
      if (await releaseOrder(deps.db, order.id)) deps.onStockChange();
      declined(result.code, result.message);
    }
  }
  if (result.status === 'processing') return { order: summary(order), message: PAYMENT_PROCESSING };
  // Only a captured payment pays the order; anything else after a capture is left for the sweep.
  if (result.status !== 'succeeded') return unavailable(deps)(new Error(`capture answered ${result.status}`));
  const paid = await markPaidOnce(deps, order, result.paymentId);
  if (paid.paidNow) deps.onEmailQueued();
  else if (paid.order.status === 'pending') {
    // Released meanwhile (the sweep gave the stock back while the customer authenticated): the
    // capture's compensation gives the money back too.
    await refundCapture(deps.db, deps.gateway, order, result.paymentId).catch(deps.log);
    declined(
      'payment_declined',
      'This checkout took too long and was cancelled; your card was refunded. Please check out again.',
    );
  }
  return { order: summary(paid.order), redirect: orders.orderPath(deps.secret, order.id) };
}

export async function placeOrder(
  deps: CheckoutDeps,
  store: StoreContext,
  token: string | undefined,
  input: CheckoutInput,
): Promise<PlacedOrder> {
  if (!cart.isCartToken(token)) throw conflict('Your cart is empty.', 'cart_empty');
  const reserved = await reserve(deps, store, token, input);
  const order = reserved.order;
  if (reserved.kind === 'new') deps.onStockChange();
  if (order.status !== 'pending')
    return { order: summary(order), redirect: orders.orderPath(deps.secret, order.id) };
  if ((await amountDueCents(deps.db, order)) === 0) {
    const paid = await markPaidOnce(deps, order, null);
    if (paid.paidNow) deps.onEmailQueued();
    return { order: summary(paid.order), redirect: orders.orderPath(deps.secret, order.id) };
  }
  // A repeat of a checkout waiting for the customer's action reads the intent again (the same key).
  const result = await authorise(
    deps.db,
    deps.gateway,
    order,
    input.payment,
    `${deps.siteTitle} order #${order.number}`,
  ).catch(unavailable(deps));
  return advance(deps, order, result);
}

/**
 * Issue 20 (decision 062): the checkout page's confirm after the customer's action (the test
 * challenge page, or Stripe.js's handleNextAction). The cart's pending order and its payment id
 * are the server's; the payment's status is read from the gateway, never taken from the browser.
 */
export async function confirmOrder(
  deps: CheckoutDeps,
  store: StoreContext,
  token: string | undefined,
): Promise<PlacedOrder> {
  if (!cart.isCartToken(token)) throw conflict('Your cart is empty.', 'cart_empty');
  // Bought or not: the webhook may have paid the order (and bought the cart) first.
  const row = await deps.db.transaction((t) => cart.lockCart(t as unknown as Db, store.websiteId, token));
  const order = row ? await orders.orderOfCart(deps.db, row.id) : undefined;
  if (!order) throw conflict('There is no payment to confirm: check out again.', 'nothing_to_confirm');
  if (order.status !== 'pending')
    return { order: summary(order), redirect: orders.orderPath(deps.secret, order.id) };
  if (!order.paymentId)
    throw conflict('There is no payment to confirm: check out again.', 'nothing_to_confirm');
  const result = await deps.gateway.confirmIntent(order.paymentId).catch(unavailable(deps));
  return advance(deps, order, result);
}

/**
 * Issue 20 (decisions 062, 074): the test gateway's challenge of a payment of this site waiting for
 * the customer's authentication; undefined when there is none (another gateway, another site's
 * payment, one already answered, or an order released meanwhile). `returnTo` is where the
 * challenge sends the customer back: the form that asked (a donation, a gift card, joining, a
 * subscription), or the checkout.
 */
export async function testChallenge(
  db: Db,
  gateway: PaymentGateway,
  websiteId: string,
  paymentId: string,
): Promise<{ amountCents: number; currencyCode: string; last4: string; returnTo: string } | undefined> {
  if (!(gateway instanceof TestGateway)) return undefined;
  const charge = await gateway.challengeOf(paymentId);
  if (charge?.status !== 'requires_action') return undefined;
  const orderId = /^order-([0-9a-f]{24})$/.exec(charge.idempotencyKey)?.[1];
  if (orderId) {
    const order = await orders.findOrderById(db, orderId);
    if (!order || order.websiteId !== websiteId || order.status !== 'pending') return undefined;
  } else if (charge.websiteId !== websiteId) return undefined;
  return {
    amountCents: charge.amountCents,
    currencyCode: charge.currency,
    last4: charge.last4,
    returnTo: charge.returnTo ?? CHALLENGE_RETURN,
  };
}

/** The challenge page's answer: authenticated or refused; answers where to send the customer back. */
export async function answerTestChallenge(
  db: Db,
  gateway: PaymentGateway,
  websiteId: string,
  paymentId: string,
  isAuthenticated: boolean,
): Promise<string | undefined> {
  const challenge = await testChallenge(db, gateway, websiteId, paymentId);
  if (!challenge) return undefined;
  await (gateway as TestGateway).completeChallenge(paymentId, isAuthenticated);
  return challenge.returnTo;
}

/** What the sweep of stale orders needs: the gateway to ask, and each order's site for its receipt. */
export interface SweepDeps {
  db: Db;
  gateway: PaymentGateway;
  secret: string;
  /** The site's title and public origin, for the receipt of an order found paid. */
  siteOf: (websiteId: string) => Promise<{ title: string; origin: string } | undefined>;
  onStockChange: (websiteId: string) => void;
  onEmailQueued: () => void;
  log: (error: unknown) => void;
}

/**
 * Settles pending orders whose checkout never finished (the server stopped mid-checkout, between
 * authorise and capture, or the visitor left while the payment waited for them). The gateway is
 * asked first, by the order's idempotency key: a payment it captured is marked paid (with its
 * receipt), one it only authorised is captured then marked paid, never released, so no order is
 * both charged and given up; one it did not take is released (stock and coupon given back, an
 * intent waiting for the customer cancelled). When the gateway cannot answer, the order waits for
 * the next sweep. Run by the job runner as `store.sweep`.
 */
export async function settleStaleOrders(
  deps: SweepDeps,
  now = Date.now(),
): Promise<{ paid: number; released: number }> {
  const stale = await orders.stalePending(deps.db, new Date(now - PENDING_ORDER_TTL_MS));
  const settled = { paid: 0, released: 0 };
  for (const order of stale) {
    let charge: { paymentId: string; status: 'requires_capture' | 'succeeded' } | null = null;
    const isOurs = order.grandTotalCents > 0 && order.paymentProvider === deps.gateway.name;
    if (isOurs) {
      try {
        charge = await deps.gateway.findCharge(`order-${order.id}`);
        if (charge?.status === 'requires_capture') {
          const captured = await capture(deps.gateway, order.id, charge.paymentId);
          if (!captured.ok) charge = null;
          else if (captured.status !== 'succeeded') continue; // processing: the webhook settles it
        } else if (!charge && order.paymentId)
          await cancelAuthorisation(deps.gateway, order.id, order.paymentId);
      } catch (error) {
        deps.log(error);
        continue;
      }
    }
    if (charge) {
      const site = await deps.siteOf(order.websiteId);
      if (!site) continue;
      const paid = await markPaidOnce(
        { db: deps.db, secret: deps.secret, siteTitle: site.title, origin: site.origin },
        order,
        charge.paymentId,
      );
      if (paid.order.status !== 'pending') {
        settled.paid++;
        if (paid.paidNow) deps.onEmailQueued();
      }
    } else if (await releaseOrder(deps.db, order.id)) {
      settled.released++;
      deps.onStockChange(order.websiteId);
    }
  }
  return settled;
}

// Issue 20 (decision 063): saved payment methods, for the subscriptions module.
export {
  type OffSessionChargeRequest,
  RENEWAL_DECLINE_CARD,
  type SavedPaymentMethod,
  type SaveMethodResult,
} from './payments.ts';

/**
 * Issue 20 (decision 074): a one-off form's payment that waits for the customer (a donation, a gift
 * card, joining a plan). The confirm token is signed for this thing alone; the test challenge
 * page sends the browser back to `path` with `payment_return=<id>.<token>`, which the form's
 * island posts to its confirm route.
 */
export function paymentReturn(
  secret: string,
  purpose: string,
  id: string,
  path: string,
): { token: string; returnTo: string } {
  const token = linkToken(secret, `${purpose}-confirm`, id);
  const joiner = path.includes('?') ? '&' : '?';
  return { token, returnTo: `${path}${joiner}payment_return=${id}.${token}` };
}

/** The confirm's check of `paymentReturn`'s token. */
export function isPaymentReturnToken(secret: string, purpose: string, id: string, token: string): boolean {
  return isLinkToken(secret, `${purpose}-confirm`, id, token);
}
