// Subscriptions (issue 20 section 2, decisions 063 and 064): plans of products (SHOP-026/027),
// the subscription checkout (/checkout/subscribe, SHOP-004: the first period is an ordinary order
// paid with a payment method saved for later), renewals by the job runner (off-session, once per
// (subscription, period), three retries over a week, then cancelled), and what the customer and
// the owner may do with a subscription. The only file other modules import.
import { type BillingUnit, emailProblem, formatMoney, recurringPricePhrase } from '@folio/core';
import type { Db, OrderAddress } from '@folio/db';
import { AppError, conflict, notFound } from '../../errors.ts';
import { isLinkToken, linkToken } from '../../signed-links.ts';
import * as cart from '../cart/service.ts';
import * as catalogue from '../catalogue/service.ts';
import type {
  CheckoutDeps,
  PaymentDetails,
  PaymentGateway,
  SavedPaymentMethod,
} from '../checkout/service.ts';
import * as checkout from '../checkout/service.ts';
import * as email from '../email/service.ts';
import * as orders from '../orders/service.ts';
import type { StoreContext } from '../store-settings/service.ts';
import * as q from './queries.ts';
import { ID } from './schema.ts';

export { RENEWAL_DECLINE_CARD } from '../checkout/service.ts';
export type { PlanRow, SubscriptionRow } from './queries.ts';

export interface Plan {
  billingPeriodValue: number;
  billingPeriodUnit: BillingUnit;
  numBillingCycles: number;
}

/** The renewal job: one per 5 minutes across all servers (app.ts). */
export const RENEW_JOB = 'subscriptions.renew';
export const RENEW_EVERY_MS = 5 * 60 * 1000;
/** Decision 063: after a decline, retries 1, 3 and 7 days after the first failure; then cancelled. */
export const RETRY_DAYS = [1, 3, 7] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLAIM_MS = 2 * 60 * 1000;

// ---- plans ----

/** The plans of these products (all of the site's without ids), by product id. */
export async function plansOf(db: Db, websiteId: string, productIds?: string[]): Promise<Map<string, Plan>> {
  const rows = await q.plansOf(db, websiteId, productIds);
  return new Map(rows.map((r) => [r.productId, planOfRow(r)]));
}

function planOfRow(
  row: Pick<q.PlanRow, 'billingPeriodValue' | 'billingPeriodUnit' | 'numBillingCycles'>,
): Plan {
  return {
    billingPeriodValue: row.billingPeriodValue,
    billingPeriodUnit: row.billingPeriodUnit,
    numBillingCycles: row.numBillingCycles,
  };
}

/** Sets (or, with null, removes) a product's plan; the product must be the site's. */
export async function savePlan(db: Db, websiteId: string, productId: string, plan: Plan | null) {
  const product = await catalogue.findProduct(db, websiteId, { id: productId });
  if (!product) throw notFound('There is no such product.', 'product_not_found');
  if (!plan) {
    await q.deletePlan(db, websiteId, productId);
    return null;
  }
  return planOfRow(await q.upsertPlan(db, { productId, websiteId, ...plan }));
}

/** The products with their plans (the store's pages show the recurring price phrase). */
export async function withPlans<T extends { id: string }>(db: Db, websiteId: string, products: T[]) {
  if (products.length === 0) return products;
  const plans = await plansOf(
    db,
    websiteId,
    products.map((p) => p.id),
  );
  return products.map((p) => ({ ...p, plan: plans.get(p.id) ?? null }));
}

/** The cart's lines with their plan's period ("every month"), for the cart page. */
export async function withRecurringEntries<C extends { entries: { productId: string }[] }>(
  db: Db,
  websiteId: string,
  view: C,
): Promise<C> {
  if (view.entries.length === 0) return view;
  const plans = await plansOf(db, websiteId, [...new Set(view.entries.map((e) => e.productId))]);
  if (plans.size === 0) return view;
  return {
    ...view,
    entries: view.entries.map((entry) => {
      const plan = plans.get(entry.productId);
      return plan ? { ...entry, recurring: recurringPricePhrase({ price: '', ...plan }).trim() } : entry;
    }),
  };
}

/** The ordinary checkout refuses a subscription cart (it would charge once and save no card). */
export async function refuseSubscriptionCart(db: Db, store: StoreContext, cartToken: string | undefined) {
  if (!cart.isCartToken(cartToken)) return;
  const row = await cart.findOpenCart(db, store.websiteId, cartToken);
  if (!row) return;
  const priced = await cart.priceCartRow(db, store, row);
  const plans = await plansOf(
    db,
    store.websiteId,
    priced.entries.map((e) => e.productId),
  );
  if (plans.size > 0)
    throw new AppError({
      kind: 'conflict',
      code: 'subscription_checkout',
      message: 'This cart holds a subscription: check it out on the subscription checkout, on its own.',
      extra: { redirect: `${SUBSCRIBE_PATH}?cartToken=${encodeURIComponent(cartToken)}` },
    });
}

/** Where /checkout sends a cart holding a subscription; null for other carts. */
export async function subscribeRedirect(db: Db, store: StoreContext, cartToken: string) {
  const found = await subscribeCart(db, store, cartToken);
  return found.ok ? `${SUBSCRIBE_PATH}?cartToken=${encodeURIComponent(cartToken)}` : null;
}

/** CORE-046..049: the price phrase of a plan ("$10.00 every 2 weeks for 12 weeks"). */
export function pricePhrase(plan: Plan, priceCents: number, currencyCode: string): string {
  return recurringPricePhrase({
    price: formatMoney(priceCents, currencyCode),
    billingPeriodValue: plan.billingPeriodValue,
    billingPeriodUnit: plan.billingPeriodUnit,
    numBillingCycles: plan.numBillingCycles,
  });
}

/** The date `periods` billing periods after `from` (months and years by the calendar, in UTC). */
export function addPeriods(from: Date, plan: Plan, periods: number): Date {
  const d = new Date(from);
  const n = plan.billingPeriodValue * periods;
  if (plan.billingPeriodUnit === 'WEEK') d.setUTCDate(d.getUTCDate() + 7 * n);
  else if (plan.billingPeriodUnit === 'MONTH') d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCFullYear(d.getUTCFullYear() + n);
  return d;
}

// ---- links ----

const sign = (secret: string, id: string) => linkToken(secret, 'subscription', id);

export function isManageToken(secret: string, id: string, token: string | undefined): boolean {
  return isLinkToken(secret, 'subscription', id, token);
}

export const SUBSCRIBE_PATH = '/checkout/subscribe';
export const CONFIRMED_PATH = '/checkout/subscription-confirmed';
export const MANAGE_PATH = '/account/subscriptions';

export function confirmedPath(secret: string, id: string): string {
  return `${CONFIRMED_PATH}?subscriptionId=${id}&token=${sign(secret, id)}`;
}

/** The customer's page of one subscription (see it, cancel it, update the card): the emails' link. */
export function managePath(secret: string, id: string): string {
  return `${MANAGE_PATH}/${id}?token=${sign(secret, id)}`;
}

// ---- the subscription checkout ----

export interface SubscribeCart {
  /** The cart's one line, a product with a plan. */
  entry: {
    productId: string;
    variantId: string;
    title: string;
    productType: string;
    quantity: number;
    unitPriceCents: number;
  };
  plan: Plan;
  phrase: string;
  pricing: cart.PricedCart['pricing'];
}

/**
 * The cart a subscription checkout is for: one line, of a product with a plan (decision 063:
 * a subscription is checked out alone). A problem is a sentence the page shows.
 */
export async function subscribeCart(
  db: Db,
  store: StoreContext,
  cartToken: string | undefined,
): Promise<
  { ok: true; cart: SubscribeCart } | { ok: false; problem: 'missing' | 'unknown' | 'not_subscription' }
> {
  if (!cartToken) return { ok: false, problem: 'missing' };
  const row = await cart.findOpenCart(db, store.websiteId, cartToken);
  if (!row) return { ok: false, problem: 'unknown' };
  const priced = await cart.priceCartRow(db, store, row);
  const [entry, ...others] = priced.entries;
  const plan =
    entry && others.length === 0
      ? (await plansOf(db, store.websiteId, [entry.productId])).get(entry.productId)
      : undefined;
  if (!entry || !plan) return { ok: false, problem: 'not_subscription' };
  return {
    ok: true,
    cart: {
      entry,
      plan,
      phrase: pricePhrase(plan, entry.totalCents, store.currencyCode),
      pricing: priced.pricing,
    },
  };
}

export const CART_PROBLEMS = {
  missing:
    'This subscription checkout needs a cart. Add a subscription product to your cart, then check out from the cart.',
  unknown: 'This cart was not found, or it has been bought already. Add the subscription to your cart again.',
  not_subscription:
    'This cart does not hold a subscription. A subscription is checked out on its own: use the ordinary checkout for other products.',
} as const;

export interface SubscribeInput {
  cartToken: string | undefined;
  email: string;
  shippingAddress?: OrderAddress;
  shippingOptionId?: string;
  payment: PaymentDetails;
  /** The signed-in site user, whose account lists the subscription. */
  siteUserId?: string | null;
  /** The server's clock (decision 073: a journey's test clock); the first payment's time otherwise. */
  now?: Date;
}

/** The subscribe's answer: started, or (decision 077) the holder's authentication to take first. */
export interface SubscribeAnswer {
  subscriptionId?: string;
  redirect?: string;
  requiresAction?: checkout.NextAction;
  orderId?: string;
  confirmToken?: string;
}

/**
 * SHOP-004: the subscription checkout. The payment method is saved with the gateway first, then the
 * first period is placed as an ordinary order (stock, receipt, idempotent by cart) and charged on
 * the saved method with its holder present, then the subscription is written (once per first
 * order). Decision 077: when the bank asks for 3-D Secure, the order waits (pending) with the
 * method held, and the subscribe page's confirm (`confirmSubscribe`) finishes it.
 */
export async function subscribe(
  deps: CheckoutDeps,
  store: StoreContext,
  input: SubscribeInput,
): Promise<SubscribeAnswer> {
  const found = await subscribeCart(deps.db, store, input.cartToken);
  if (!found.ok) throw conflict(CART_PROBLEMS[found.problem], `subscription_cart_${found.problem}`);
  const cartToken = input.cartToken!;
  const address = input.email.trim();
  const emailIssue = emailProblem(address, { isRequired: true });
  if (emailIssue)
    throw new AppError({
      kind: 'invalid',
      code: 'checkout_invalid',
      message: emailIssue,
      extra: { errors: { email: emailIssue } },
    });
  const saved = await deps.gateway
    .savePaymentMethod({ payment: input.payment, email: address })
    .catch((error: unknown) => {
      deps.log(error);
      throw new AppError({
        kind: 'unavailable',
        code: 'payment_unavailable',
        message: 'The payment could not be confirmed. Please try again in a moment.',
      });
    });
  if (!saved.ok)
    throw new AppError({ kind: 'payment_required', code: 'payment_declined', message: saved.message });
  const placed = await checkout.placeOrder(
    { ...deps, gateway: firstPeriod(deps, store.websiteId, cartToken, saved.method) },
    store,
    cartToken,
    {
      email: address,
      payment: input.payment,
      ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
      ...(input.shippingOptionId ? { shippingOptionId: input.shippingOptionId } : {}),
    },
  );
  // The method the first period was charged on: a repeated submit meets the first one's charge.
  const held = await q.holdFirstPayment(deps.db, {
    orderId: placed.order.id,
    websiteId: store.websiteId,
    paymentMethod: saved.method,
    siteUserId: input.siteUserId ?? null,
  });
  if (placed.requiresAction)
    return {
      requiresAction: placed.requiresAction,
      orderId: placed.order.id,
      confirmToken: firstPeriodReturn(deps.secret, placed.order.id, cartToken).token,
    };
  return startSubscription(deps, store, placed.order.id, held, input.now);
}

/**
 * Decision 077: the subscribe page's confirm after the holder's authentication (the test challenge
 * page, or Stripe.js's handleNextAction): checkout's confirm of the cart's order, its payment read
 * from the gateway (captured, or refused: the order released, no subscription), then the
 * subscription written once per first order.
 */
export async function confirmSubscribe(
  deps: CheckoutDeps,
  store: StoreContext,
  input: { cartToken: string; id: string; token: string },
  now?: Date,
): Promise<SubscribeAnswer> {
  const held = checkout.isPaymentReturnToken(deps.secret, 'subscription', input.id, input.token)
    ? await q.firstPaymentOf(deps.db, input.id)
    : undefined;
  if (!held || held.websiteId !== store.websiteId)
    throw conflict(
      'This payment was not completed, so your card was not charged. Please subscribe again.',
      'nothing_to_confirm',
    );
  const placed = await checkout.confirmOrder(deps, store, input.cartToken);
  if (placed.order.id !== input.id)
    throw conflict('There is no payment to confirm: subscribe again.', 'nothing_to_confirm');
  if (placed.requiresAction)
    return {
      requiresAction: placed.requiresAction,
      orderId: input.id,
      confirmToken: firstPeriodReturn(deps.secret, input.id, input.cartToken).token,
    };
  return startSubscription(deps, store, input.id, held, now);
}

/** Where the first period's challenge sends the holder back: the subscribe page, with the signed order. */
function firstPeriodReturn(secret: string, orderId: string, cartToken: string) {
  return checkout.paymentReturn(
    secret,
    'subscription',
    orderId,
    `${SUBSCRIBE_PATH}?cartToken=${encodeURIComponent(cartToken)}`,
  );
}

/**
 * The first period's gateway: the checkout's own steps, its charge made on the method just saved,
 * with the holder present (decision 074's chargeSavedMethod): taken at once (the authorise step
 * meets a succeeded payment and marks the order paid, decision 061) or waiting for 3-D Secure.
 */
function firstPeriod(
  deps: CheckoutDeps,
  websiteId: string,
  cartToken: string,
  method: SavedPaymentMethod,
): PaymentGateway {
  const gateway = deps.gateway;
  return {
    name: gateway.name,
    createIntent: (request) =>
      gateway.chargeSavedMethod({
        method,
        amountCents: request.amountCents,
        currencyCode: request.currencyCode,
        idempotencyKey: request.idempotencyKey,
        description: request.description,
        ...(request.metadata ? { metadata: request.metadata } : {}),
        websiteId,
        returnTo: firstPeriodReturn(deps.secret, request.metadata?.orderId ?? '', cartToken).returnTo,
      }),
    confirmIntent: (paymentId) => gateway.confirmIntent(paymentId),
    capture: (paymentId, key) => gateway.capture(paymentId, key),
    cancel: (paymentId, key) => gateway.cancel(paymentId, key),
    refund: (refund) => gateway.refund(refund),
    findCharge: (key) => gateway.findCharge(key),
    savePaymentMethod: (save) => gateway.savePaymentMethod(save),
    chargeOffSession: (request) => gateway.chargeOffSession(request),
    chargeSavedMethod: (request) => gateway.chargeSavedMethod(request),
  };
}

/** Writes the subscription of a first order taken (once per first order), with its started email. */
async function startSubscription(
  deps: Pick<CheckoutDeps, 'db' | 'secret' | 'siteTitle' | 'origin' | 'onEmailQueued'>,
  store: Pick<StoreContext, 'websiteId'>,
  orderId: string,
  held: q.FirstPaymentRow,
  now?: Date,
): Promise<SubscribeAnswer> {
  const order = await orders.findOrderById(deps.db, orderId);
  const line = order?.lines[0];
  if (!order || !line) throw new Error('the first order of a subscription is gone');
  const plan = (await plansOf(deps.db, store.websiteId, [line.productId])).get(line.productId);
  if (!plan)
    throw conflict(
      'This product is no longer sold as a subscription. Your card was charged once: contact the shop.',
      'subscription_plan_gone',
    );
  // The calendar starts on the renewals' clock (decision 073), so a test clock that has moved on
  // does not find a new subscription already due.
  const startedAt = now ?? order.paidAt ?? new Date();
  const isLast = plan.numBillingCycles === 1;
  const { row: sub, isNew } = await q.insertSubscription(deps.db, {
    websiteId: store.websiteId,
    productId: line.productId,
    variantId: line.variantId,
    firstOrderId: order.id,
    siteUserId: held.siteUserId,
    email: order.email,
    title: line.title,
    productType: line.productType,
    quantity: line.quantity,
    // Renewals pay the period's price, shipping and tax; a coupon counted for the first one only.
    amountCents: order.grandTotalCents + order.discountCents,
    unitPriceCents: line.unitPriceCents,
    currency: order.currency,
    ...plan,
    status: isLast ? 'completed' : 'active',
    paymentMethod: held.paymentMethod,
    paidPeriods: 1,
    nextChargeAt: isLast ? null : addPeriods(startedAt, plan, 1),
    ...(now ? { createdAt: now } : {}),
    shippingAddress: order.shippingAddress,
    shippingOption: order.shippingOption,
  });
  if (isNew) {
    const view = viewOf(sub);
    await notify(
      {
        secret: deps.secret,
        siteOf: async () => ({ title: deps.siteTitle, origin: deps.origin }),
        onEmailQueued: deps.onEmailQueued,
      },
      deps.db,
      sub,
      `Your subscription to ${sub.title} has started`,
      [
        `Thank you for subscribing to ${sub.title}: ${view.phrase}.`,
        view.nextChargeAt
          ? `Your card ending in ${view.cardLast4} will next be charged on ${view.nextChargeAt.slice(0, 10)}.`
          : 'This was its only payment.',
      ],
    );
  }
  return { subscriptionId: sub.id, redirect: confirmedPath(deps.secret, sub.id) };
}

/**
 * Decision 077: the first periods paid without their holder coming back to confirm (the customer
 * answered the bank's challenge and closed the page; the store's sweep then captured the order
 * and paid it). Each such order's subscription is started, once, with its started email: a first
 * period paid never goes without its subscription. Run by the job runner as `subscriptions.sweep`.
 */
export async function startPaidFirstPeriods(
  store: {
    db: Db;
    secret: string;
    receiptSiteOf: (websiteId: string) => Promise<{ title: string; origin: string } | undefined>;
    emailQueued: () => void;
  },
  log: (error: unknown) => void,
  now?: Date,
): Promise<{ started: number }> {
  let started = 0;
  for (const held of await q.firstPaymentsWithoutSubscription(store.db)) {
    const order = await orders.findOrderById(store.db, held.orderId);
    if (!order || (order.status !== 'paid' && order.status !== 'fulfilled')) continue;
    const site = await store.receiptSiteOf(held.websiteId);
    if (!site) continue;
    try {
      await startSubscription(
        {
          db: store.db,
          secret: store.secret,
          siteTitle: site.title,
          origin: site.origin,
          onEmailQueued: () => store.emailQueued(),
        },
        { websiteId: held.websiteId },
        held.orderId,
        held,
        now,
      );
      started++;
    } catch (error) {
      log(error);
    }
  }
  return { started };
}

// ---- views ----

export interface SubscriptionView {
  id: string;
  title: string;
  productType: 'physical' | 'digital' | 'service';
  email: string;
  status: q.SubscriptionRow['status'];
  phrase: string;
  amountCents: number;
  currencyCode: string;
  quantity: number;
  paidPeriods: number;
  numBillingCycles: number;
  nextChargeAt: string | null;
  cardLast4: string;
  failedAttempts: number;
  createdAt: string;
  cancelledAt: string | null;
}

export function viewOf(row: q.SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    title: row.title,
    productType: row.productType,
    email: row.email,
    status: row.status,
    phrase: pricePhrase(planOfRow(row), row.amountCents, row.currency),
    amountCents: row.amountCents,
    currencyCode: row.currency,
    quantity: row.quantity,
    paidPeriods: row.paidPeriods,
    numBillingCycles: row.numBillingCycles,
    nextChargeAt:
      row.status === 'active' || row.status === 'past_due' ? (row.nextChargeAt?.toISOString() ?? null) : null,
    cardLast4: row.paymentMethod.last4,
    failedAttempts: row.failedAttempts,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export async function findSubscription(db: Db, websiteId: string, id: string) {
  return q.findSubscription(db, websiteId, id);
}

export async function customerSubscriptions(
  db: Db,
  websiteId: string,
  customer: { siteUserId: string; email: string },
) {
  return (await q.listOfCustomer(db, websiteId, customer)).map(viewOf);
}

/** Decision 064: the owner's list with its MRR (monthly recurring revenue) and churn per month. */
export async function ownerOverview(db: Db, websiteId: string, now = new Date()) {
  const rows = await q.listOfSite(db, websiteId);
  const monthly = (row: q.SubscriptionRow) => {
    const perYear = {
      WEEK: 52 / row.billingPeriodValue,
      MONTH: 12 / row.billingPeriodValue,
      YEAR: 1 / row.billingPeriodValue,
    }[row.billingPeriodUnit];
    return Math.round((row.amountCents * perYear) / 12);
  };
  const months: { month: string; mrrCents: number; churnRate: number; cancelled: number; active: number }[] =
    [];
  for (let back = 5; back >= 0; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1));
    const endOrNow = end > now ? now : end;
    const liveAt = (at: Date, row: q.SubscriptionRow) =>
      row.createdAt <= at && (!row.cancelledAt || row.cancelledAt > at) && row.status !== 'completed';
    const atStart = rows.filter((r) => liveAt(start, r));
    const cancelled = rows.filter(
      (r) => r.cancelledAt && r.cancelledAt >= start && r.cancelledAt < end,
    ).length;
    const activeAtEnd = rows.filter((r) => liveAt(endOrNow, r) && r.status !== 'paused');
    months.push({
      month: start.toISOString().slice(0, 7),
      mrrCents: activeAtEnd.reduce((sum, r) => sum + monthly(r), 0),
      cancelled,
      active: activeAtEnd.length,
      churnRate: atStart.length ? Math.round((cancelled / atStart.length) * 1000) / 10 : 0,
    });
  }
  const count = (status: q.SubscriptionRow['status']) => rows.filter((r) => r.status === status).length;
  return {
    subscriptions: rows.map(viewOf),
    counts: {
      active: count('active'),
      pastDue: count('past_due'),
      paused: count('paused'),
      cancelled: count('cancelled'),
    },
    currencyCode: rows[0]?.currency ?? null,
    months,
  };
}

// ---- what the customer and the owner may do (decision 064) ----

export interface EmailDeps {
  secret: string;
  /** The site's title and public origin, for the emails' links. */
  siteOf: (websiteId: string) => Promise<{ title: string; origin: string } | undefined>;
  onEmailQueued: () => void;
}

async function notify(deps: EmailDeps, db: Db, row: q.SubscriptionRow, subject: string, body: string[]) {
  const site = await deps.siteOf(row.websiteId);
  if (!site) return;
  const link = `${site.origin}${managePath(deps.secret, row.id)}`;
  await email.enqueue(db, {
    websiteId: row.websiteId,
    to: row.email,
    subject: `${subject} — ${site.title}`,
    text: [...body, '', `Manage your subscription: ${link}`, '', site.title].join('\n'),
  });
  deps.onEmailQueued();
}

export async function cancelSubscription(
  db: Db,
  deps: EmailDeps,
  websiteId: string,
  id: string,
  by: 'customer' | 'owner',
) {
  const row = await q.findSubscription(db, websiteId, id);
  if (!row) throw notFound('There is no such subscription.', 'subscription_not_found');
  const done = await q.updateSubscription(
    db,
    id,
    {
      status: 'cancelled',
      cancelledAt: new Date(),
      nextChargeAt: null,
      cancelReason: `cancelled by the ${by}`,
    },
    ['active', 'past_due', 'paused'],
  );
  if (!done) throw conflict('This subscription has ended already.', 'subscription_ended');
  await notify(deps, db, done, `Your subscription to ${done.title} is cancelled`, [
    `Your subscription to ${done.title} (${viewOf(done).phrase}) is cancelled. You will not be charged again.`,
  ]);
  return viewOf(done);
}

export async function pauseSubscription(db: Db, websiteId: string, id: string) {
  const done = await q.updateSubscription(db, id, { status: 'paused', nextChargeAt: null }, [
    'active',
    'past_due',
  ]);
  if (!done || done.websiteId !== websiteId)
    throw conflict('Only an active subscription can be paused.', 'subscription_not_active');
  return viewOf(done);
}

/** Resumes a paused subscription: the next charge is one period from now. */
export async function resumeSubscription(db: Db, websiteId: string, id: string, now = new Date()) {
  const row = await q.findSubscription(db, websiteId, id);
  if (row?.status !== 'paused')
    throw conflict('Only a paused subscription can be resumed.', 'subscription_not_paused');
  const done = await q.updateSubscription(
    db,
    id,
    { status: 'active', failedAttempts: 0, nextChargeAt: addPeriods(now, planOfRow(row), 1) },
    ['paused'],
  );
  if (!done) throw conflict('Only a paused subscription can be resumed.', 'subscription_not_paused');
  return viewOf(done);
}

/** The customer's new card: saved with the gateway; a past-due subscription is retried at once. */
export async function updateCard(
  db: Db,
  gateway: PaymentGateway,
  websiteId: string,
  id: string,
  payment: PaymentDetails,
  now = new Date(),
) {
  const row = await q.findSubscription(db, websiteId, id);
  if (!row || (row.status !== 'active' && row.status !== 'past_due' && row.status !== 'paused'))
    throw conflict('This subscription has ended.', 'subscription_ended');
  const saved = await gateway.savePaymentMethod({ payment, email: row.email });
  if (!saved.ok)
    throw new AppError({ kind: 'payment_required', code: 'payment_declined', message: saved.message });
  const done = await q.updateSubscription(db, id, {
    paymentMethod: saved.method,
    ...(row.status === 'past_due' ? { nextChargeAt: now } : {}),
  });
  return viewOf(done!);
}

// ---- renewals ----

export interface RenewDeps extends EmailDeps {
  db: Db;
  gateway: PaymentGateway;
  log: (error: unknown) => void;
}

/**
 * Charges every due renewal (and retry) once: the job runner's `subscriptions.renew`. Safe with
 * several runners: a subscription is claimed by one (conditional UPDATE), its period's row is unique
 * by (subscription, period), and the gateway's idempotency key is the period and its attempt.
 */
export async function renewDue(
  deps: RenewDeps,
  now = new Date(),
): Promise<{ charged: number; declined: number }> {
  const outcome = { charged: 0, declined: 0 };
  // In batches of 100, at most 20 a run (the next run, 5 minutes later, takes the rest).
  for (let batch = 0; batch < 20; batch++) {
    const due = await q.dueIds(deps.db, now, 100);
    await renewBatch(deps, due, now, outcome);
    if (due.length < 100) break;
  }
  return outcome;
}

async function renewBatch(
  deps: RenewDeps,
  due: string[],
  now: Date,
  outcome: { charged: number; declined: number },
): Promise<void> {
  for (const id of due) {
    const row = await q.claim(deps.db, id, now, new Date(now.getTime() + CLAIM_MS));
    if (!row) continue;
    try {
      const result = await renewOne(deps, row, now);
      if (result === 'charged') outcome.charged++;
      else if (result === 'declined') outcome.declined++;
    } catch (error) {
      deps.log(error);
    } finally {
      await q.updateSubscription(deps.db, id, { claimedUntil: null });
    }
  }
}

async function renewOne(
  deps: RenewDeps,
  sub: q.SubscriptionRow,
  now: Date,
): Promise<'charged' | 'declined' | 'none'> {
  const plan = planOfRow(sub);
  const period = sub.paidPeriods + 1;
  const renewal = await q.renewalOf(deps.db, sub, period);
  let paymentId = renewal.paymentId;
  if (renewal.status !== 'paid') {
    const result = await deps.gateway.chargeOffSession({
      method: sub.paymentMethod,
      amountCents: sub.amountCents,
      currencyCode: sub.currency,
      // The period and its attempt: a runner stopped after charging repeats this key, and charges nothing.
      idempotencyKey: `sub-${sub.id}-p${period}-a${sub.failedAttempts}`,
      description: `${sub.title}, payment ${period}`,
      metadata: { subscriptionId: sub.id, websiteId: sub.websiteId, period: String(period) },
    });
    if (!result.ok) {
      await declined(deps, sub, renewal, result.code, now);
      return 'declined';
    }
    paymentId = result.paymentId;
  }
  // The period is paid: its order (physical ones are fulfilled from the orders list), then the subscription moves on.
  const orderId = await renewalOrder(deps, sub, period, paymentId);
  await q.updateRenewal(deps.db, renewal.id, {
    status: 'paid',
    paymentId,
    orderId,
    attempts: sub.failedAttempts,
  });
  const isLast = plan.numBillingCycles > 0 && period >= plan.numBillingCycles;
  // On the subscription's calendar; after a late retry, a whole period from the payment.
  const onSchedule = addPeriods(sub.createdAt, plan, period);
  await q.updateSubscription(deps.db, sub.id, {
    paidPeriods: period,
    failedAttempts: 0,
    status: isLast ? 'completed' : 'active',
    nextChargeAt: isLast ? null : onSchedule > now ? onSchedule : addPeriods(now, plan, 1),
  });
  return 'charged';
}

/** The renewal's order, made once (its cart id is the (subscription, period) pair), marked paid with its receipt. */
async function renewalOrder(
  deps: RenewDeps,
  sub: q.SubscriptionRow,
  period: number,
  paymentId: string | null,
) {
  const site = await deps.siteOf(sub.websiteId);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const cartId = `renewal-${sub.id}-${period}`;
    const existing = await orders.orderOfCart(tx, cartId);
    if (existing) return existing.id;
    const unit = sub.unitPriceCents;
    const shippingCents = sub.shippingOption?.costCents ?? 0;
    const subtotal = unit * sub.quantity;
    const pending = await orders.createPending(tx, {
      websiteId: sub.websiteId,
      cartId,
      status: 'pending',
      email: sub.email,
      currency: sub.currency,
      lines: [
        {
          productId: sub.productId ?? '',
          variantId: sub.variantId ?? '',
          title: sub.title,
          productType: sub.productType,
          sku: '',
          optionValues: [],
          quantity: sub.quantity,
          unitPriceCents: unit,
          totalCents: subtotal,
        },
      ],
      subtotalCents: subtotal,
      discountCents: 0,
      shippingCents,
      taxCents: Math.max(0, sub.amountCents - subtotal - shippingCents),
      grandTotalCents: sub.amountCents,
      couponCode: null,
      shippingAddress: sub.productType === 'physical' ? sub.shippingAddress : null,
      shippingOption: sub.productType === 'physical' ? sub.shippingOption : null,
      paymentProvider: deps.gateway.name,
    });
    await orders.markPaid(tx, pending, {
      paymentId,
      siteTitle: site?.title ?? '',
      origin: site?.origin ?? '',
      secret: deps.secret,
    });
    deps.onEmailQueued();
    return pending.id;
  });
}

async function declined(
  deps: RenewDeps,
  sub: q.SubscriptionRow,
  renewal: q.RenewalRow,
  code: string,
  now: Date,
) {
  const failures = sub.failedAttempts + 1;
  await q.updateRenewal(deps.db, renewal.id, { status: 'failed', attempts: failures, declineCode: code });
  const firstFailure = failures === 1 ? now : new Date(now.getTime() - RETRY_DAYS[failures - 2]! * DAY_MS);
  const retryDays = RETRY_DAYS[failures - 1];
  const money = formatMoney(sub.amountCents, sub.currency);
  if (retryDays === undefined) {
    const done = await q.updateSubscription(deps.db, sub.id, {
      status: 'cancelled',
      failedAttempts: failures,
      nextChargeAt: null,
      cancelledAt: now,
      cancelReason: 'payment failed 4 times',
    });
    await notify(deps, deps.db, done ?? sub, `Your subscription to ${sub.title} is cancelled`, [
      `We tried ${failures} times to charge ${money} to your card ending in ${sub.paymentMethod.last4}, and it was declined each time.`,
      `Your subscription to ${sub.title} is now cancelled.`,
    ]);
    return;
  }
  const retryAt = new Date(firstFailure.getTime() + retryDays * DAY_MS);
  await q.updateSubscription(deps.db, sub.id, {
    status: 'past_due',
    failedAttempts: failures,
    nextChargeAt: retryAt,
  });
  await notify(deps, deps.db, sub, `Your payment for ${sub.title} was declined`, [
    `We could not charge ${money} to your card ending in ${sub.paymentMethod.last4} for your subscription to ${sub.title}.`,
    `We will try again on ${retryAt.toISOString().slice(0, 10)}. Please update your card before then, or the subscription will be cancelled after ${RETRY_DAYS.length} retries.`,
  ]);
}

// ---- decision 070: memberships and monthly gifts, renewed by the same runner ----

/** One period of a membership or a monthly gift that is due (or due for a retry). */
export interface RenewalItem {
  id: string;
  websiteId: string;
  /** The period's key: the same for every runner and every retry of this period. */
  period: string;
  amountCents: number;
  currency: string;
  method: SavedPaymentMethod;
  email: string;
  /** "your membership of Studio members", "your monthly gift to Spring fund". */
  what: string;
  /** Declines of this period so far (the owner's counter). */
  failedAttempts: number;
  /** The link in the emails (a path on the site): where the member or donor manages it. */
  managePath: string;
}

/** What the owner of renewing things gives the runner: the list of what is due and its outcomes. */
export interface RenewalSource {
  kind: 'membership' | 'donation';
  due(now: Date, limit: number): Promise<RenewalItem[]>;
  /** The period is paid: move on (and send the receipt). Called again after a crash: must be once per period. */
  paid(item: RenewalItem, paymentId: string, now: Date): Promise<void>;
  failed(item: RenewalItem, attempts: number, retryAt: Date): Promise<void>;
  /** The last retry failed: the membership lapses, the monthly gift stops. */
  ended(item: RenewalItem, now: Date): Promise<void>;
  /** The last email's sentence: what ended. */
  endedSentence(item: RenewalItem): string;
}

async function notifyItem(deps: RenewDeps, item: RenewalItem, subject: string, body: string[]) {
  const site = await deps.siteOf(item.websiteId);
  if (!site) return;
  await email.enqueue(deps.db, {
    websiteId: item.websiteId,
    to: item.email,
    subject: `${subject} — ${site.title}`,
    text: [...body, '', `Manage it: ${site.origin}${item.managePath}`, '', site.title].join('\n'),
  });
  deps.onEmailQueued();
}

/** Charges each due period of the sources once (the same job as the subscriptions' renewals). */
export async function renewSources(
  deps: RenewDeps,
  sources: RenewalSource[],
  now = new Date(),
): Promise<{ charged: number; declined: number }> {
  const outcome = { charged: 0, declined: 0 };
  for (const source of sources) {
    for (const item of await source.due(now, 200)) {
      try {
        const result = await renewItem(deps, source, item, now);
        if (result === 'charged') outcome.charged++;
        else if (result === 'declined') outcome.declined++;
      } catch (error) {
        deps.log(error);
      }
    }
  }
  return outcome;
}

async function renewItem(
  deps: RenewDeps,
  source: RenewalSource,
  item: RenewalItem,
  now: Date,
): Promise<'charged' | 'declined' | 'none'> {
  const charge = await q.claimRenewalCharge(
    deps.db,
    {
      kind: source.kind,
      thingId: item.id,
      period: item.period,
      websiteId: item.websiteId,
      amountCents: item.amountCents,
    },
    now,
    new Date(now.getTime() + CLAIM_MS),
  );
  // Another runner holds it, or this runner's list is older than what was recorded since.
  if (!charge || charge.status === 'recorded' || charge.attempts !== item.failedAttempts) {
    if (charge) await q.updateRenewalCharge(deps.db, charge.id, { claimedUntil: null });
    return 'none';
  }
  try {
    let paymentId = charge.paymentId;
    if (charge.status !== 'paid' || !paymentId) {
      const result = await deps.gateway.chargeOffSession({
        method: item.method,
        amountCents: item.amountCents,
        currencyCode: item.currency,
        // The period and its attempt: a second runner, or a runner stopped after charging, charges nothing.
        idempotencyKey: `${source.kind}-${item.id}-${item.period}-a${item.failedAttempts}`,
        description: `Renewal of ${item.what}`,
        metadata: { [`${source.kind}Id`]: item.id, websiteId: item.websiteId, period: item.period },
      });
      if (!result.ok) {
        await itemDeclined(deps, source, item, charge.id, result.code, now);
        return 'declined';
      }
      paymentId = result.paymentId;
      await q.updateRenewalCharge(deps.db, charge.id, { status: 'paid', paymentId });
    }
    await source.paid(item, paymentId, now);
    await q.updateRenewalCharge(deps.db, charge.id, { status: 'recorded' });
    return 'charged';
  } finally {
    await q.updateRenewalCharge(deps.db, charge.id, { claimedUntil: null });
  }
}

async function itemDeclined(
  deps: RenewDeps,
  source: RenewalSource,
  item: RenewalItem,
  chargeId: string,
  code: string,
  now: Date,
) {
  const failures = item.failedAttempts + 1;
  await q.updateRenewalCharge(deps.db, chargeId, { status: 'failed', attempts: failures, declineCode: code });
  const firstFailure = failures === 1 ? now : new Date(now.getTime() - RETRY_DAYS[failures - 2]! * DAY_MS);
  const retryDays = RETRY_DAYS[failures - 1];
  const money = formatMoney(item.amountCents, item.currency);
  if (retryDays === undefined) {
    await source.ended(item, now);
    await notifyItem(deps, item, 'Your payment was declined again', [
      `We tried ${failures} times to charge ${money} to your card ending in ${item.method.last4} for ${item.what}, and it was declined each time.`,
      source.endedSentence(item),
    ]);
    return;
  }
  const retryAt = new Date(firstFailure.getTime() + retryDays * DAY_MS);
  await source.failed(item, failures, retryAt);
  await notifyItem(deps, item, 'Your payment was declined', [
    `We could not charge ${money} to your card ending in ${item.method.last4} for ${item.what}.`,
    `We will try again on ${retryAt.toISOString().slice(0, 10)} (${RETRY_DAYS.length} tries in all over a week).`,
  ]);
}

/** The renewal job's run, with the store's database, gateway and hooks (app.ts). */
export async function renewDueOf(
  store: {
    db: Db;
    gateway: PaymentGateway;
    secret: string;
    receiptSiteOf: (websiteId: string) => Promise<{ title: string; origin: string } | undefined>;
    emailQueued: () => void;
  },
  log: (error: unknown) => void,
  now = new Date(),
  /** Decision 070: memberships and monthly gifts, renewed in the same run. */
  sources: RenewalSource[] = [],
) {
  const deps: RenewDeps = {
    db: store.db,
    gateway: store.gateway,
    secret: store.secret,
    siteOf: (websiteId) => store.receiptSiteOf(websiteId),
    onEmailQueued: () => store.emailQueued(),
    log,
  };
  const subs = await renewDue(deps, now);
  const others = await renewSources(deps, sources, now);
  return { charged: subs.charged + others.charged, declined: subs.declined + others.declined };
}

// ---- the visitor pages (rendered by the site renderer: render/routes.ts specialPage) ----

const PAGE_PATHS = [SUBSCRIBE_PATH, CONFIRMED_PATH, MANAGE_PATH];

/** PAGE-022: the links receipts and emails carry open on a cover page site too. */
export function isSubscriptionEmailLink(pathname: string): boolean {
  return pathname === CONFIRMED_PATH || pathname.startsWith(`${MANAGE_PATH}/`);
}
const LINK_INVALID = 'This subscription link is not valid. Open the link in your emails.';

/** What the pages show of one subscription. */
function pageDetails(view: SubscriptionView) {
  const { id, title, email, phrase, status, nextChargeAt, cardLast4, paidPeriods, numBillingCycles } = view;
  return { id, title, email, phrase, status, nextChargeAt, cardLast4, paidPeriods, numBillingCycles };
}

/**
 * SHOP-004, PAGE-012: the page a subscriptions path shows (null for other paths): the checkout of a
 * cart (?cartToken=), the confirmed page and one subscription (signed links), the member's list.
 * Always personal: a cart, a subscription or a signed link, never cached.
 */
export async function subscriptionPage(
  deps: {
    db: Db;
    secret: string;
    paymentProvider: 'test' | 'stripe';
    stripePublishableKey: string | null;
    context: StoreContext;
  },
  url: URL,
) {
  const path = url.pathname.replace(/\/+$/, '');
  const manageMatch = path.startsWith(`${MANAGE_PATH}/`) ? path.slice(MANAGE_PATH.length + 1) : null;
  if (!PAGE_PATHS.includes(path) && manageMatch === null) return null;
  const stripePublishableKey = deps.paymentProvider === 'stripe' ? deps.stripePublishableKey : null;
  const page = <K extends string, V>(kind: K, title: string, subscription: V, status = 200) => ({
    kind,
    title,
    subscription,
    isPersonal: true as const,
    status,
  });
  const problem = <K extends string>(kind: K, heading: string, message: string, status: number) =>
    page(
      kind,
      heading,
      { view: 'problem' as const, heading, message, toCart: kind === 'subscribe-checkout' },
      status,
    );

  if (path === SUBSCRIBE_PATH) {
    const cartToken = url.searchParams.get('cartToken') ?? undefined;
    const found =
      cartToken && cartToken.length > 200
        ? ({ ok: false, problem: 'unknown' } as const)
        : await subscribeCart(deps.db, deps.context, cartToken);
    if (!found.ok)
      return problem('subscribe-checkout', 'Subscription checkout', CART_PROBLEMS[found.problem], 400);
    const { cart } = found;
    return page('subscribe-checkout', 'Subscribe', {
      view: 'subscribe' as const,
      cartToken: cartToken!,
      title: cart.entry.title,
      quantity: cart.entry.quantity,
      phrase: cart.phrase,
      total: cart.phrase.split(' every ')[0]!,
      physical: cart.entry.productType === 'physical',
      paymentProvider: deps.paymentProvider,
      stripePublishableKey,
    });
  }
  if (path === CONFIRMED_PATH) {
    const id = url.searchParams.get('subscriptionId') ?? '';
    const token = url.searchParams.get('token') ?? '';
    const row =
      ID.test(id) && isManageToken(deps.secret, id, token)
        ? await q.findSubscription(deps.db, deps.context.websiteId, id)
        : undefined;
    if (!row)
      return problem(
        'subscription-confirmed',
        'Subscription',
        'This subscription link is not valid. Open the link in your receipt.',
        404,
      );
    return page('subscription-confirmed', 'Subscription confirmed', {
      view: 'confirmed' as const,
      subscription: pageDetails(viewOf(row)),
      manageUrl: managePath(deps.secret, row.id),
    });
  }
  if (manageMatch !== null) {
    const token = url.searchParams.get('token') ?? '';
    const row =
      ID.test(manageMatch) && isManageToken(deps.secret, manageMatch, token)
        ? await q.findSubscription(deps.db, deps.context.websiteId, manageMatch)
        : undefined;
    if (!row) return problem('subscription', 'Your subscription', LINK_INVALID, 404);
    const view = viewOf(row);
    return page('subscription', 'Your subscription', {
      view: 'manage' as const,
      subscription: pageDetails(view),
      token,
      paymentProvider: deps.paymentProvider,
      stripePublishableKey,
    });
  }
  return page('account-subscriptions', 'Your subscriptions', { view: 'account' as const });
}

/** A site copy (issue 14 item 19): the subscription products' plans; no subscriber comes along. */
export function copySite(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  return q.copyPlans(input);
}
