// Placing an order. Stock and coupon uses are reserved in one short transaction (conditional
// UPDATEs: never oversold), the payment is taken outside it with the order id as idempotency key,
// then the order is marked paid, or released (stock and coupon given back, the order deleted).
// The unique cart id on orders makes it idempotent: a repeated or doubled submit meets the order
// already placed for the cart and ends with the same answer, and the gateway charges once.
// Every write goes through its owner's service (catalogue, store-settings, orders, cart) in the
// checkout's transaction; the checkout itself owns only the test gateway's ledger.
import {
  checkoutMinimumProblem,
  emailProblem,
  isUsZip,
  type OrderStatus,
  type ShippingLocation,
} from '@folio/core';
import type { Db, OrderAddress, OrderLine } from '@folio/db';
import { AppError, conflict, invalid } from '../../errors.ts';
import * as cart from '../cart/service.ts';
import * as catalogue from '../catalogue/service.ts';
import * as orders from '../orders/service.ts';
import type { StoreContext } from '../store-settings/service.ts';
import * as storeSettings from '../store-settings/service.ts';
import type { PaymentDetails, PaymentGateway } from './payments.ts';

export {
  type ChargeRequest,
  type ChargeResult,
  type PaymentDetails,
  PaymentError,
  type PaymentGateway,
  StripeGateway,
  TestGateway,
  testCardProblem,
} from './payments.ts';

type OrderRow = orders.OrderRow;

/** Pending orders older than this are given up (their stock and coupon released). */
export const PENDING_ORDER_TTL_MS = 30 * 60 * 1000;

export interface CheckoutInput {
  email: string;
  shippingAddress?: OrderAddress;
  shippingOptionId?: string;
  payment: PaymentDetails;
}

export interface PlacedOrder {
  order: { id: string; number: number; status: OrderStatus; grandTotalCents: number; currencyCode: string };
  redirect: string;
}

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

/** Reserves stock and the coupon and writes the pending order, or meets the cart's order. */
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

    const coupon = pricing.validCoupons[0]
      ? priced.coupons.find((c) => c.code === pricing.validCoupons[0]!.code)
      : undefined;
    if (coupon && !(await storeSettings.useCoupon(tx, coupon.id)))
      throw conflict(`The code ${coupon.code} has been used up.`, 'coupon_used_up');

    // One variant may sit on several lines of no cart, but sort anyway: locks in one order.
    const byVariant = [...entries].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
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
    const order = await orders.createPending(tx, {
      websiteId: store.websiteId,
      cartId: row.id,
      status: 'pending',
      email,
      currency: store.currencyCode,
      lines,
      subtotalCents: pricing.subtotalCents,
      discountCents: pricing.discountCents,
      shippingCents: pricing.shippingCostCents,
      taxCents: pricing.taxCents,
      grandTotalCents: pricing.grandTotalCents,
      couponCode: coupon?.code ?? null,
      shippingAddress: pricing.requiresShipping ? (input.shippingAddress ?? null) : null,
      shippingOption: shipping
        ? { id: shipping.id, name: shipping.name, costCents: shipping.costCents }
        : null,
      paymentProvider: deps.gateway.name,
    });
    return { kind: 'new' as const, order };
  });
}

/** Gives back what a pending order held; only the caller whose DELETE found it does so. */
export async function releaseOrder(db: Db, orderId: string): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = await orders.releasePending(tx, orderId);
    if (!gone) return false;
    for (const line of [...gone.lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1)))
      await catalogue.giveStock(tx, line.variantId, line.quantity);
    if (gone.couponCode) await storeSettings.releaseCouponUse(tx, gone.websiteId, gone.couponCode);
    return true;
  });
}

/**
 * Marks a pending order paid, queues its receipt and marks its cart bought, in one transaction;
 * `paidNow` is false when the order was paid already (the browser's return and Stripe's webhook
 * race: the first one pays it, the other meets it paid).
 */
export async function markPaidOnce(
  deps: Pick<CheckoutDeps, 'db' | 'siteTitle' | 'origin' | 'secret'>,
  order: OrderRow,
  paymentId: string | null,
): Promise<{ order: OrderRow; paidNow: boolean }> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const paid = await orders.markPaid(tx, order, {
      paymentId,
      siteTitle: deps.siteTitle,
      origin: deps.origin,
      secret: deps.secret,
    });
    if (paid.paidNow) await cart.markPurchased(tx, paid.order.cartId, paid.order.id);
    return paid;
  });
}

async function markPaid(
  deps: Pick<CheckoutDeps, 'db' | 'siteTitle' | 'origin' | 'secret'>,
  order: OrderRow,
  paymentId: string | null,
): Promise<OrderRow> {
  return (await markPaidOnce(deps, order, paymentId)).order;
}

export async function placeOrder(
  deps: CheckoutDeps,
  store: StoreContext,
  token: string | undefined,
  input: CheckoutInput,
): Promise<PlacedOrder> {
  if (!cart.isCartToken(token)) throw conflict('Your cart is empty.', 'cart_empty');
  const reserved = await reserve(deps, store, token, input);
  let order = reserved.order;
  if (reserved.kind === 'new') deps.onStockChange();
  if (order.status === 'pending') {
    const result =
      order.grandTotalCents === 0
        ? ({ ok: true, paymentId: null } as const)
        : await deps.gateway
            .charge({
              amountCents: order.grandTotalCents,
              currencyCode: order.currency,
              idempotencyKey: `order-${order.id}`,
              payment: input.payment,
              description: `${deps.siteTitle} order #${order.number}`,
              metadata: { orderId: order.id, websiteId: order.websiteId },
            })
            .catch((error: unknown) => {
              // The outcome is unknown: the order stays pending, so a retry reuses its key.
              deps.log(error);
              throw new AppError({
                kind: 'unavailable',
                code: 'payment_unavailable',
                message: 'The payment could not be confirmed. Please try again in a moment.',
              });
            });
    if (!result.ok) {
      if (await releaseOrder(deps.db, order.id)) deps.onStockChange();
      throw new AppError({ kind: 'payment_required', code: 'payment_declined', message: result.message });
    }
    order = await markPaid(deps, order, result.paymentId);
    deps.onEmailQueued();
  }
  return { order: summary(order), redirect: orders.orderPath(deps.secret, order.id) };
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
 * Settles pending orders whose checkout never finished (the server stopped mid-checkout, or the
 * visitor left while the payment was unconfirmed). The gateway is asked first, by the order's
 * idempotency key: an order it charged is marked paid (with its receipt), never released, so no
 * order is both charged and given up; one it did not charge is released (stock and coupon given
 * back). When the gateway cannot answer, the order waits for the next sweep.
 */
export async function settleStaleOrders(
  deps: SweepDeps,
  now = Date.now(),
): Promise<{ paid: number; released: number }> {
  const stale = await orders.stalePending(deps.db, new Date(now - PENDING_ORDER_TTL_MS));
  const settled = { paid: 0, released: 0 };
  for (const order of stale) {
    let charge: { paymentId: string } | null = null;
    if (order.grandTotalCents > 0 && order.paymentProvider === deps.gateway.name) {
      try {
        charge = await deps.gateway.findCharge(`order-${order.id}`);
      } catch (error) {
        deps.log(error);
        continue;
      }
    }
    if (charge) {
      const site = await deps.siteOf(order.websiteId);
      if (!site) continue;
      const paid = await markPaid(
        { db: deps.db, secret: deps.secret, siteTitle: site.title, origin: site.origin },
        order,
        charge.paymentId,
      );
      if (paid.status !== 'pending') {
        settled.paid++;
        deps.onEmailQueued();
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
