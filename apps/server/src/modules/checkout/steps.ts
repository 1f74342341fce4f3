// Issue 20 (docs/decisions/061): the checkout as explicit steps, each with what undoes it.
//
// 1. Reservations, in the checkout's one short transaction (RESERVE_STEPS, in order): stock, the
//    coupon use, [a gift card's balance: the gift-card module adds its step here], the pending
//    order. A failure rolls the transaction back (nothing taken); a payment that fails later
//    releases the order, and each step's `release` gives back what it took (releaseOrder).
// 2. Payment, outside any transaction (the gateway is slow and may not answer): authorise
//    (undone by cancel), capture (undone by a refund when the order can no longer be paid).
// 3. Settling, in one transaction (SETTLE_STEPS): mark paid, enqueue the receipt; a failure rolls
//    both back and the order stays pending for the browser's retry, the webhook or the sweep.
import type { ShippingLocation } from '@folio/core';
import { checkoutMinimumProblem, emailProblem, isUsZip } from '@folio/core';
import { type Db, newId, type OrderAddress, type OrderLine } from '@folio/db';
import { AppError, conflict, invalid } from '../../errors.ts';
import * as cart from '../cart/service.ts';
import * as catalogue from '../catalogue/service.ts';
import * as giftCards from '../gift-cards/service.ts';
import * as orders from '../orders/service.ts';
import type { StoreContext } from '../store-settings/service.ts';
import * as storeSettings from '../store-settings/service.ts';
import type { IntentResult, PaymentDetails, PaymentGateway } from './payments.ts';

type OrderRow = orders.OrderRow;

/** What the checkout's transaction knows when the reservation steps run. */
export interface ReserveContext {
  tx: Db;
  store: StoreContext;
  cart: cart.CartRow;
  priced: cart.PricedCart;
  email: string;
  shippingAddress: OrderAddress | null;
  paymentProvider: PaymentGateway['name'];
  /** The order's id, chosen before any step runs (a step may hold something against it). */
  orderId: string;
  /** Issue 20 (decision 065): the gift card the visitor typed, if any. */
  giftCardCode?: string | undefined;
  /** The coupon the order uses, once reserveCoupon found it valid. */
  coupon?: { id: string; code: string };
  /** Set by createPendingOrder. */
  order?: OrderRow;
}

/** A reservation: taken in the checkout's transaction, given back by `release` when the order is. */
export interface ReserveStep {
  readonly name: string;
  reserve(ctx: ReserveContext): Promise<void>;
  /** Gives back what `reserve` took for this order, in the release's transaction. */
  release(tx: Db, order: OrderRow): Promise<void>;
}

/** Takes each line's quantity from stock (conditional UPDATEs: never oversold). */
export const reserveStock: ReserveStep = {
  name: 'reserve stock',
  async reserve({ tx, priced }) {
    // One variant may sit on several lines of no cart, but sort anyway: locks in one order.
    const byVariant = [...priced.entries].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
    for (const entry of byVariant) {
      if (await catalogue.takeStock(tx, entry.variantId, entry.quantity)) continue;
      const left = await catalogue.stockOf(tx, entry.variantId);
      throw new AppError({
        kind: 'conflict',
        code: 'sold_out',
        message:
          left <= 0
            ? `Sorry, "${entry.title}" is sold out.`
            : `Sorry, only ${left} of "${entry.title}" ${left === 1 ? 'is' : 'are'} left.`,
        extra: { entryId: entry.id, available: left },
      });
    }
  },
  async release(tx, order) {
    for (const line of [...order.lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1)))
      await catalogue.giveStock(tx, line.variantId, line.quantity);
  },
};

/** Counts one use of the cart's coupon (refused when it has been used up meanwhile). */
export const reserveCoupon: ReserveStep = {
  name: 'reserve coupon',
  async reserve(ctx) {
    const valid = ctx.priced.pricing.validCoupons[0];
    const coupon = valid ? ctx.priced.coupons.find((c) => c.code === valid.code) : undefined;
    if (!coupon) return;
    if (!(await storeSettings.useCoupon(ctx.tx, coupon.id)))
      throw conflict(`The code ${coupon.code} has been used up.`, 'coupon_used_up');
    ctx.coupon = { id: coupon.id, code: coupon.code };
  },
  async release(tx, order) {
    if (order.couponCode) await storeSettings.releaseCouponUse(tx, order.websiteId, order.couponCode);
  },
};

/** Writes the pending order. Its release is the order's DELETE, which releaseOrder runs first. */
export const createPendingOrder: ReserveStep = {
  name: 'create pending order',
  async reserve(ctx) {
    const { entries, pricing } = ctx.priced;
    const lines: OrderLine[] = entries.map((e) => ({
      productId: e.productId,
      variantId: e.variantId,
      title: e.title,
      productType: e.productType as OrderLine['productType'],
      sku: e.sku,
      optionValues: e.optionValues,
      quantity: e.quantity,
      unitPriceCents: e.unitPriceCents,
      totalCents: e.totalCents,
    }));
    const shipping = pricing.selectedShippingOption;
    ctx.order = await orders.createPending(ctx.tx, {
      id: ctx.orderId,
      websiteId: ctx.store.websiteId,
      cartId: ctx.cart.id,
      status: 'pending',
      email: ctx.email,
      currency: ctx.store.currencyCode,
      lines,
      subtotalCents: pricing.subtotalCents,
      discountCents: pricing.discountCents,
      shippingCents: pricing.shippingCostCents,
      taxCents: pricing.taxCents,
      grandTotalCents: pricing.grandTotalCents,
      couponCode: ctx.coupon?.code ?? null,
      shippingAddress: pricing.requiresShipping ? ctx.shippingAddress : null,
      shippingOption: shipping
        ? { id: shipping.id, name: shipping.name, costCents: shipping.costCents }
        : null,
      paymentProvider: ctx.paymentProvider,
    });
  },
  async release() {},
};

/**
 * Issue 20 (decision 065): takes up to the order's total from the gift card's balance (row lock and
 * conditional UPDATE in the gift-cards module: never below zero), a ledger row per order; given
 * back, once, when the order is released.
 */
export const reserveGiftCardBalance: ReserveStep = {
  name: 'reserve gift-card balance',
  async reserve(ctx) {
    const code = ctx.giftCardCode?.trim();
    if (!code) return;
    await giftCards.reserveGiftCard(ctx.tx, {
      websiteId: ctx.store.websiteId,
      code,
      orderId: ctx.orderId,
      amountCents: ctx.priced.pricing.grandTotalCents,
      currencyCode: ctx.store.currencyCode,
    });
  },
  async release(tx, order) {
    await giftCards.releaseGiftCard(tx, order.id);
  },
};

/** The reservations, in order. Adding one is one entry here. */
export const RESERVE_STEPS: readonly ReserveStep[] = [
  reserveStock,
  reserveCoupon,
  reserveGiftCardBalance,
  createPendingOrder,
];

/** What the card pays of an order: its total less what gift cards took (decision 065). */
export async function amountDueCents(db: Db, order: OrderRow): Promise<number> {
  return order.grandTotalCents - (await giftCards.appliedToOrder(db, order.id));
}

function checkoutInvalid(errors: Record<string, string>): never {
  throw new AppError({
    kind: 'invalid',
    code: 'checkout_invalid',
    message: Object.values(errors)[0] ?? 'Check the form.',
    extra: { errors },
  });
}

function addressProblems(address: OrderAddress | undefined): Record<string, string> {
  if (!address) return { shippingAddress: 'Enter a shipping address.' };
  const errors: Record<string, string> = {};
  const required: [keyof OrderAddress, string][] = [
    ['name', 'Enter the name for delivery.'],
    ['line1', 'Enter the street address.'],
    ['city', 'Enter the city.'],
    ['postalCode', 'Enter the postal code.'],
    ['country', 'Choose the country.'],
  ];
  for (const [key, message] of required)
    if (address[key].trim() === '') errors[`shippingAddress.${String(key)}`] = message;
  if (
    address.country === 'US' &&
    !errors['shippingAddress.postalCode'] &&
    !isUsZip(address.postalCode.trim())
  )
    errors['shippingAddress.postalCode'] = 'Enter a 5-digit ZIP code.';
  if (address.country === 'US' && address.region.trim() === '')
    errors['shippingAddress.region'] = 'Choose the state.';
  return errors;
}

export interface OrderInput {
  email: string;
  shippingAddress?: OrderAddress;
  shippingOptionId?: string;
  /** Issue 20 (decision 068): the signed-in site user, for member prices. */
  siteUserId?: string | undefined;
  /** Issue 20 (decision 065): a gift card pays part or all of the order. */
  giftCardCode?: string | undefined;
}

/**
 * The checkout's checks before anything is reserved: the form, the shipping, the coupon still
 * valid, the minimum. Answers the context the reservation steps run with.
 */
export async function reserveContext(
  tx: Db,
  store: StoreContext,
  row: cart.CartRow,
  input: OrderInput,
  paymentProvider: PaymentGateway['name'],
): Promise<ReserveContext> {
  const email = input.email.trim();
  const errors: Record<string, string> = {};
  const emailIssue = emailProblem(email, { isRequired: true });
  if (emailIssue) errors.email = emailIssue;
  const location: ShippingLocation | null = input.shippingAddress
    ? {
        country: input.shippingAddress.country,
        region: input.shippingAddress.region,
        postalCode: input.shippingAddress.postalCode,
      }
    : null;
  const priced = await cart.priceCartRow(tx, store, row, {
    location,
    shippingOptionId: input.shippingOptionId ?? null,
    // Issue 20 (decision 068): a member pays the member price, priced here on the server.
    siteUserId: input.siteUserId,
  });
  const { entries, pricing } = priced;
  if (entries.length === 0) throw conflict('Your cart is empty.', 'cart_empty');
  if (pricing.requiresShipping) {
    Object.assign(errors, addressProblems(input.shippingAddress));
    if (pricing.shippingOptions.length === 0)
      errors.shippingOptionId = 'This store does not ship to that address.';
    else if (input.shippingOptionId && pricing.selectedShippingOption?.id !== input.shippingOptionId)
      errors.shippingOptionId = 'Choose one of the shipping options.';
  }
  if (Object.keys(errors).length > 0) checkoutInvalid(errors);
  // A code the visitor expects to count but that no longer does stops the checkout: paying more
  // than shown is a surprise. The reason tells them to remove it.
  const refused = pricing.invalidCoupons[0];
  if (refused)
    throw conflict(
      `The code ${refused.code} cannot be used: ${refused.reason} Remove it to check out.`,
      refused.reason === 'This code has been used up.' ? 'coupon_used_up' : 'coupon_invalid',
    );
  const minimum = checkoutMinimumProblem({
    subtotalCents: pricing.subtotalCents,
    minimumCents: store.settings.checkoutMinimumCents,
    currencyCode: store.currencyCode,
  });
  if (minimum) throw invalid(minimum, 'below_minimum');
  return {
    tx,
    store,
    cart: row,
    priced,
    email,
    shippingAddress: input.shippingAddress ?? null,
    paymentProvider,
    orderId: newId(),
    giftCardCode: input.giftCardCode,
  };
}

/** Runs the reservation steps in order (in the caller's transaction); answers the pending order. */
export async function runReserveSteps(
  ctx: ReserveContext,
  steps: readonly ReserveStep[] = RESERVE_STEPS,
): Promise<OrderRow> {
  for (const step of steps) await step.reserve(ctx);
  if (!ctx.order) throw new Error('no reservation step wrote the pending order');
  return ctx.order;
}

/**
 * Gives back what a pending order held; only the caller whose DELETE found it does so (the
 * browser's failure, the webhook and the sweep may all try). Each step's release, last first.
 */
export async function releaseOrder(
  db: Db,
  orderId: string,
  steps: readonly ReserveStep[] = RESERVE_STEPS,
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = await orders.releasePending(tx, orderId);
    if (!gone) return false;
    for (const step of [...steps].reverse()) await step.release(tx, gone);
    return true;
  });
}

// Payment steps: the gateway, outside any transaction.

const intentKey = (orderId: string) => `order-${orderId}`;

/** Authorise: creates the intent with the order's key (a retry meets the same intent). */
export async function authorise(
  db: Db,
  gateway: PaymentGateway,
  order: OrderRow,
  payment: PaymentDetails,
  description: string,
): Promise<IntentResult> {
  const result = await gateway.createIntent({
    amountCents: await amountDueCents(db, order),
    currencyCode: order.currency,
    idempotencyKey: intentKey(order.id),
    payment,
    description,
    metadata: { orderId: order.id, websiteId: order.websiteId },
  });
  // The confirm after the customer's action reads the intent by this id (never from the browser).
  if (result.ok && result.status !== 'succeeded') await orders.attachPayment(db, order.id, result.paymentId);
  return result;
}

/** Authorise's compensation: lets go of the authorisation (nothing was taken). */
export function cancelAuthorisation(gateway: PaymentGateway, orderId: string, paymentId: string) {
  return gateway.cancel(paymentId, `cancel-${orderId}`);
}

/** Capture: takes the authorised amount (once: the key is the order's). */
export function capture(gateway: PaymentGateway, orderId: string, paymentId: string): Promise<IntentResult> {
  return gateway.capture(paymentId, `capture-${orderId}`);
}

/** Capture's compensation: the whole amount back, when the order can no longer be paid. */
export async function refundCapture(db: Db, gateway: PaymentGateway, order: OrderRow, paymentId: string) {
  return gateway.refund({
    paymentId,
    amountCents: await amountDueCents(db, order),
    idempotencyKey: `refund-${order.id}`,
  });
}

// Settling: one transaction.

export interface SettleContext {
  tx: Db;
  order: OrderRow;
  paymentId: string | null;
  siteTitle: string;
  origin: string;
  secret: string;
  /** Set by markPaid: whether this call paid the order (the webhook and the browser race). */
  paidNow?: boolean;
}

export interface SettleStep {
  readonly name: string;
  run(ctx: SettleContext): Promise<void>;
}

/** Marks the order paid (a conditional UPDATE: once) and its cart bought. */
export const markPaidStep: SettleStep = {
  name: 'mark paid',
  async run(ctx) {
    const paid = await orders.setPaid(ctx.tx, ctx.order, ctx.paymentId);
    ctx.order = paid.order;
    ctx.paidNow = paid.paidNow;
    if (paid.paidNow) await cart.markPurchased(ctx.tx, paid.order.cartId, paid.order.id);
  },
};

/** Queues the receipt of an order this call paid (through the outbox, in the same transaction). */
export const enqueueReceipt: SettleStep = {
  name: 'enqueue receipt',
  async run(ctx) {
    if (!ctx.paidNow) return;
    await orders.queueReceipt(ctx.tx, ctx.order, ctx);
  },
};

export const SETTLE_STEPS: readonly SettleStep[] = [markPaidStep, enqueueReceipt];

/**
 * Marks a pending order paid, queues its receipt and marks its cart bought, in one transaction
 * (a failure of any step rolls back all); `paidNow` is false when the order was paid already.
 */
export async function markPaidOnce(
  deps: { db: Db; siteTitle: string; origin: string; secret: string },
  order: OrderRow,
  paymentId: string | null,
  steps: readonly SettleStep[] = SETTLE_STEPS,
): Promise<{ order: OrderRow; paidNow: boolean }> {
  return deps.db.transaction(async (t) => {
    const ctx: SettleContext = {
      tx: t as unknown as Db,
      order,
      paymentId,
      siteTitle: deps.siteTitle,
      origin: deps.origin,
      secret: deps.secret,
    };
    for (const step of steps) await step.run(ctx);
    return { order: ctx.order, paidNow: ctx.paidNow ?? false };
  });
}
