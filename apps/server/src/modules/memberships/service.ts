// Paid membership (issue 20, decision 068): the owner's plans, joining a plan (a card charge through
// the checkout's gateway, access granted at once), the member's memberships and cancelling, the
// plans a site user holds (member areas lock pages to them) and the member prices of products.
import {
  isMembershipCurrent,
  type MembershipPlanView,
  memberPricingScreen,
  memberUnitPriceCents,
  type PricingOptionKey,
  type PricingScreen,
  periodEndAfter,
} from '@folio/core/member-pricing';
import type { Db } from '@folio/db';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import * as catalogue from '../catalogue/service.ts';
import {
  chargePresent,
  isPaymentReturnToken,
  type NextAction,
  type PaymentDetails,
  type PaymentGateway,
  type PresentResult,
  paymentReturn,
  paymentUnavailable,
  type SavedPaymentMethod,
  settleAfterAction,
  takePaymentIntent,
} from '../checkout/service.ts';
import { siteUserEmail } from '../site-users/service.ts';
import type { RenewalItem, RenewalSource } from '../subscriptions/service.ts';
import * as q from './queries.ts';

export type PlanRow = q.PlanRow;
export type MembershipRow = q.MembershipRow;
export type PlanFields = q.PlanFields;

/** The visitor's pricing screen and the member's account page (render's way in). */
export const JOIN_PATH = '/members/join';
export const ACCOUNT_PATH = '/members/account';

export function planView(row: PlanRow): MembershipPlanView & { isVisible: boolean } {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    benefits: row.benefits,
    prices: row.prices,
    isVisible: row.isVisible,
  };
}

/** The owner's list: every plan, with how many members hold it now. */
export async function plansForOwner(db: Db, websiteId: string, now = new Date()) {
  const [rows, counts] = await Promise.all([
    q.listPlans(db, websiteId, { visibleOnly: false }),
    q.currentMemberCounts(db, websiteId, now),
  ]);
  return rows.map((row) => ({ ...planView(row), memberCount: counts.get(row.id) ?? 0 }));
}

function checkedFields(fields: PlanFields): PlanFields {
  const keys = fields.prices.map((p) => p.key);
  if (new Set(keys).size !== keys.length)
    throw invalid('Each pricing option may have one price.', 'plan_invalid');
  if (!keys.includes('left'))
    throw invalid('A plan needs its first price (the left option of the pricing screen).', 'plan_invalid');
  return { ...fields, prices: [...fields.prices].sort((a, b) => (a.key < b.key ? -1 : 1)) };
}

/** Issue 20: the site's plans by id and name, for the member areas' plan picker (decision 066). */
export async function planNames(db: Db, websiteId: string): Promise<{ id: string; name: string }[]> {
  return (await q.listPlans(db, websiteId, { visibleOnly: false })).map((row) => ({
    id: row.id,
    name: row.name,
  }));
}

export async function createPlan(db: Db, websiteId: string, fields: PlanFields) {
  return { ...planView(await q.insertPlan(db, websiteId, checkedFields(fields))), memberCount: 0 };
}

export async function updatePlan(db: Db, websiteId: string, planId: string, fields: PlanFields) {
  const row = await q.updatePlan(db, websiteId, planId, checkedFields(fields));
  if (!row) throw notFound('That membership plan does not exist.', 'plan_not_found');
  const counts = await q.currentMemberCounts(db, websiteId, new Date());
  return { ...planView(row), memberCount: counts.get(row.id) ?? 0 };
}

/** SHOP-029/030: the visible plans as the pricing screen shows them. */
export async function pricingScreen(db: Db, websiteId: string, currencyCode: string): Promise<PricingScreen> {
  const rows = await q.listPlans(db, websiteId, { visibleOnly: true });
  return memberPricingScreen(rows.map(planView), currencyCode);
}

/**
 * Issue 20 item 4: the plans the site user holds now (active, or cancelled with time left; decision
 * 073: or active with its renewal due or being retried). On the system's clock, not the journeys'
 * test clock: access is a visitor's question about now (decision 073).
 */
export function heldPlanIds(db: Db, websiteId: string, siteUserId: string): Promise<string[]> {
  return q.heldPlanIds(db, websiteId, siteUserId, new Date());
}

/** Whether a membership gives access at `now`, with decision 073's grace while its renewal is tried. */
function isCurrent(row: MembershipRow, now: Date): boolean {
  const renews = row.billingPeriod !== null && row.savedPaymentMethod !== null;
  return isMembershipCurrent({ ...row, renewal: renews ? { retryAt: row.renewalRetryAt } : null }, now);
}

export interface MembershipView {
  id: string;
  planId: string;
  planName: string;
  status: 'active' | 'cancelled' | 'expired';
  /** Whether it gives access now. */
  isCurrent: boolean;
  amountCents: number;
  currencyCode: string;
  billingPeriod: q.PlanPrice['billingPeriod'];
  grantedAt: string;
  /** When the paid period ends: the next renewal when active, the end of access when cancelled. */
  currentPeriodEnd: string | null;
}

function membershipView(row: MembershipRow, planName: string, now: Date): MembershipView {
  const current = isCurrent(row, now);
  return {
    id: row.id,
    planId: row.planId,
    planName,
    status: row.status === 'pending' || !current ? 'expired' : row.status,
    isCurrent: current,
    amountCents: row.amountCents,
    currencyCode: row.currency,
    billingPeriod: row.billingPeriod,
    grantedAt: (row.grantedAt ?? row.createdAt).toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

export async function membershipsOf(
  db: Db,
  websiteId: string,
  siteUserId: string,
): Promise<MembershipView[]> {
  const now = new Date();
  const rows = await q.membershipsOfUser(db, websiteId, siteUserId);
  return rows.map((r) => membershipView(r.membership, r.planName, now));
}

export interface JoinInput {
  db: Db;
  gateway: PaymentGateway;
  /** Signs the confirm token of a join waiting for the member's authentication (decision 076). */
  secret: string;
  websiteId: string;
  currencyCode: string;
  siteTitle: string;
  siteUser: { id: string; email: string };
  planId: string;
  priceKey: PricingOptionKey;
  payment: PaymentDetails;
  log: (error: unknown) => void;
  now?: Date;
}

/**
 * What a join (or its confirm) answers: the membership granted, or (decision 076) the member's
 * authentication first (3-D Secure), then the confirm with `confirmToken`.
 */
export interface JoinAnswer {
  membership: Omit<MembershipView, 'status'> & { status: MembershipView['status'] | 'pending' };
  requiresAction?: NextAction;
  confirmToken?: string;
}

/** Pending joins older than this are settled by the `memberships.sweep` job (as pending gifts). */
export const PENDING_JOIN_TTL_MS = 30 * 60 * 1000;

const joinKey = (row: Pick<MembershipRow, 'id' | 'joinCount'>) => `membership-${row.id}-${row.joinCount}`;

/** The confirm token and the return address of the test challenge: back to the join form of the plan. */
function joinReturn(secret: string, row: MembershipRow) {
  return paymentReturn(
    secret,
    'membership',
    row.id,
    `${JOIN_PATH}?plan=${encodeURIComponent(row.planId)}&option=${row.priceKey}`,
  );
}

/**
 * Joins a plan: the price comes from the plan (never the browser); the membership row is marked
 * pending in one short transaction, the card is charged outside it with the row's join key as
 * idempotency key (a doubled submit charges once), then access is granted at once. A declined
 * card leaves no access. A membership cancelled but not yet over is simply resumed (no charge).
 * Decision 076: a card whose bank asks for 3-D Secure answers `requiresAction`; the pending row
 * keeps the payment (and the saved card) until `confirmJoin` settles it.
 */
export async function joinPlan(input: JoinInput): Promise<JoinAnswer> {
  const now = input.now ?? new Date();
  const plan = await q.findPlan(input.db, input.websiteId, input.planId);
  if (!plan?.isVisible) throw notFound('That membership plan is not offered.', 'plan_not_found');
  const price = plan.prices.find((p) => p.key === input.priceKey);
  if (!price) throw invalid('That plan has no such pricing option.', 'price_not_found');

  const started = await input.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const existing = await q.lockMembership(tx, input.siteUser.id, plan.id);
    if (existing && isCurrent(existing, now)) {
      if (existing.status === 'active')
        throw conflict(`You are already a member of ${plan.name}.`, 'already_member');
      const resumed = await q.updateMembership(tx, existing.id, { status: 'active', cancelledAt: null });
      return { kind: 'resumed' as const, row: resumed!, abandoned: null };
    }
    const fields = {
      status: 'pending' as const,
      priceKey: price.key,
      amountCents: price.amountCents,
      currency: input.currencyCode,
      billingPeriod: price.billingPeriod,
      paymentProvider: input.gateway.name,
    };
    if (!existing)
      return {
        kind: 'charge' as const,
        abandoned: null,
        row: await q.insertMembership(tx, {
          ...fields,
          websiteId: input.websiteId,
          planId: plan.id,
          siteUserId: input.siteUser.id,
          joinCount: 1,
          createdAt: now,
        }),
      };
    // A join still pending (a doubled submit, or a server stopped mid-charge) reuses its key: the
    // gateway answers it once, so a charge already made is found, never made twice.
    const isSameJoin = existing.status === 'pending' && existing.priceKey === price.key;
    const row = await q.updateMembership(tx, existing.id, {
      ...fields,
      joinCount: isSameJoin ? existing.joinCount : existing.joinCount + 1,
      createdAt: isSameJoin ? existing.createdAt : now,
      paymentId: isSameJoin ? existing.paymentId : null,
    });
    // Another option chosen while a payment waited for the member: that payment is let go of.
    const abandoned =
      !isSameJoin && existing.status === 'pending' && existing.paymentId
        ? { paymentId: existing.paymentId, key: joinKey(existing), provider: existing.paymentProvider }
        : null;
    return { kind: 'charge' as const, row: row!, abandoned };
  });
  if (started.kind === 'resumed') return { membership: membershipView(started.row, plan.name, now) };
  if (started.abandoned?.provider === input.gateway.name)
    await input.gateway
      .cancel(started.abandoned.paymentId, `${started.abandoned.key}-cancel`)
      .catch(input.log);

  const row = started.row;
  // The same submit again while its payment waits for the member: the payment as it is now.
  if (row.paymentId) return settleJoin(input, row, plan.name);
  if (row.amountCents === 0)
    return advanceJoin(input, row, plan.name, { ok: true, paymentId: '', status: 'succeeded' }, null);
  const idempotencyKey = joinKey(row);
  const request = {
    amountCents: row.amountCents,
    currencyCode: row.currency,
    idempotencyKey,
    description: `${input.siteTitle}: ${plan.name} membership`,
    websiteId: input.websiteId,
    returnTo: joinReturn(input.secret, row).returnTo,
  };
  // Decision 070: a recurring price saves the card and pays the first period with it (holder
  // present), so that the renewals charge it off-session; a one-payment price is authorised and
  // captured. Either may first ask the member to authenticate (decisions 074, 076).
  const charge = async (): Promise<{ result: PresentResult; saved: SavedPaymentMethod | null }> => {
    if (!row.billingPeriod)
      return {
        result: await chargePresent(input.gateway, { ...request, payment: input.payment }),
        saved: null,
      };
    const kept = await input.gateway.savePaymentMethod({
      payment: input.payment,
      email: input.siteUser.email,
    });
    if (!kept.ok) return { result: kept, saved: null };
    const intent = await input.gateway.chargeSavedMethod({
      ...request,
      method: kept.method,
      metadata: { membershipId: row.id },
    });
    return { result: await takePaymentIntent(input.gateway, intent, idempotencyKey), saved: kept.method };
  };
  const { result, saved } = await charge().catch(paymentUnavailable(input.log));
  return advanceJoin(input, row, plan.name, result, saved);
}

type JoinContext = Pick<JoinInput, 'db' | 'gateway' | 'secret' | 'log' | 'now'>;

/** The join's payment, waiting for the member, as the gateway has it now. */
async function settleJoin(input: JoinContext, row: MembershipRow, planName: string) {
  const result = await settleAfterAction(input.gateway, row.paymentId!, joinKey(row)).catch(
    paymentUnavailable(input.log),
  );
  return advanceJoin(input, row, planName, result, row.savedPaymentMethod ?? null);
}

/** Takes a pending join on: the member's action to take, refused (no access), or granted once. */
async function advanceJoin(
  input: JoinContext,
  row: MembershipRow,
  planName: string,
  result: PresentResult,
  saved: SavedPaymentMethod | null,
): Promise<JoinAnswer> {
  const now = input.now ?? new Date();
  if (result.ok === 'action') {
    const kept = await q.updateMembership(
      input.db,
      row.id,
      { paymentId: result.paymentId, savedPaymentMethod: saved },
      'pending',
    );
    return {
      membership: { ...membershipView(kept ?? row, planName, now), status: 'pending' },
      requiresAction: result.action,
      confirmToken: joinReturn(input.secret, row).token,
    };
  }
  if (!result.ok) {
    await q.updateMembership(input.db, row.id, { status: 'expired', paymentId: null }, 'pending');
    throw new AppError({
      kind: 'payment_required',
      code: result.code === 'authentication_failed' ? result.code : 'payment_declined',
      message: result.message,
    });
  }
  const granted =
    (await q.updateMembership(
      input.db,
      row.id,
      {
        status: 'active',
        grantedAt: now,
        cancelledAt: null,
        paymentId: result.paymentId || null,
        currentPeriodEnd: row.billingPeriod ? periodEndAfter(now, row.billingPeriod) : null,
        savedPaymentMethod: saved,
        renewalAttempts: 0,
        renewalRetryAt: null,
      },
      'pending',
    )) ?? (await q.membershipById(input.db, row.id));
  return { membership: membershipView(granted!, planName, now) };
}

/**
 * Decision 076: the join form's confirm after the member's authentication (the test challenge
 * page, or Stripe.js's handleNextAction): the signed-in member's join named by the signed token,
 * its payment read from the gateway, never from the browser; granted by the same code as a join
 * paid at once. A join already settled answers as it is (a reload).
 */
export async function confirmJoin(
  input: JoinContext & {
    websiteId: string;
    siteUser: { id: string };
    id: string;
    token: string;
  },
): Promise<JoinAnswer> {
  const row = isPaymentReturnToken(input.secret, 'membership', input.id, input.token)
    ? await q.findMembership(input.db, input.websiteId, input.siteUser.id, input.id)
    : undefined;
  const now = input.now ?? new Date();
  const settled = row && row.status !== 'pending' && isMembershipCurrent(row, now);
  if (!row || (!settled && !(row.status === 'pending' && row.paymentId)))
    throw new AppError({
      kind: 'conflict',
      code: 'nothing_to_confirm',
      message: 'This payment was not completed, so nothing was charged. Please join again.',
    });
  const plan = await q.findPlan(input.db, input.websiteId, row.planId);
  if (settled) return { membership: membershipView(row, plan?.name ?? '', now) };
  return settleJoin(input, row, plan?.name ?? '');
}

/**
 * The `memberships.sweep` job: joins left pending (the member left during the challenge, or the
 * server stopped after charging). The gateway is asked by the join's key: a charge taken grants
 * the membership (the member paid); one not taken lets go of a waiting intent and ends the join.
 */
export async function settleStaleJoins(
  db: Db,
  gateway: PaymentGateway,
  log: (error: unknown) => void,
  now = Date.now(),
): Promise<{ granted: number; dropped: number }> {
  const settled = { granted: 0, dropped: 0 };
  for (const row of await q.stalePending(db, new Date(now - PENDING_JOIN_TTL_MS))) {
    let charge: { paymentId: string } | null = null;
    if (row.paymentProvider === gateway.name) {
      try {
        const found = await gateway.findCharge(joinKey(row));
        const taken =
          found?.status === 'requires_capture'
            ? await gateway.capture(found.paymentId, `${joinKey(row)}-capture`)
            : null;
        charge = found && (taken === null || taken.ok) ? found : null;
        if (!charge && row.paymentId) await gateway.cancel(row.paymentId, `${joinKey(row)}-cancel`);
      } catch (error) {
        log(error);
        continue;
      }
    }
    const context = { db, gateway, secret: '', log, now: new Date(now) };
    if (charge) {
      await advanceJoin(
        context,
        row,
        '',
        { ok: true, paymentId: charge.paymentId, status: 'succeeded' },
        row.savedPaymentMethod ?? null,
      );
      settled.granted++;
    } else {
      await q.updateMembership(db, row.id, { status: 'expired', paymentId: null }, 'pending');
      settled.dropped++;
    }
  }
  return settled;
}

/** The member cancels: access stays until the paid period ends (a one-payment plan ends now). */
export async function cancelMembership(db: Db, websiteId: string, siteUserId: string, membershipId: string) {
  const now = new Date();
  const row = await q.findMembership(db, websiteId, siteUserId, membershipId);
  if (!row || !isCurrent(row, now)) throw notFound('You hold no such membership.', 'membership_not_found');
  const plan = await q.findPlan(db, websiteId, row.planId);
  if (row.status === 'cancelled') return membershipView(row, plan?.name ?? '', now);
  const cancelled = await q.updateMembership(db, row.id, {
    status: 'cancelled',
    cancelledAt: now,
    ...(row.currentPeriodEnd === null ? { currentPeriodEnd: now } : {}),
  });
  return membershipView(cancelled!, plan?.name ?? '', now);
}

// Decision 070: the subscriptions module's renewal runner renews memberships through these.

/** Renewing memberships whose paid period ended by `now`, with no retry waiting. */
export const dueForRenewal = (db: Db, now: Date, limit = 100) => q.dueForRenewal(db, now, limit);

/**
 * The period that ended at `periodEnd` was charged: the paid period moves on by one billing period
 * from its old end, once (a second call for the same period changes nothing).
 */
export async function renewMembership(db: Db, membershipId: string, paymentId: string, periodEnd: Date) {
  const found = await q.membershipById(db, membershipId);
  if (!found?.billingPeriod || found.currentPeriodEnd?.getTime() !== periodEnd.getTime()) return undefined;
  return q.renewedPeriod(db, membershipId, periodEnd, {
    currentPeriodEnd: periodEndAfter(periodEnd, found.billingPeriod),
    paymentId,
  });
}

/** The renewal failed for good: access ends. */
export function lapseMembership(db: Db, membershipId: string, now = new Date()) {
  return q.updateMembership(
    db,
    membershipId,
    { status: 'expired', currentPeriodEnd: now, renewalRetryAt: null },
    'active',
  );
}

/** The renewal runner's source of memberships (app.ts passes it to the `subscriptions.renew` job). */
export function membershipRenewals(db: Db): RenewalSource {
  return {
    kind: 'membership',
    async due(now, limit) {
      const rows = await q.dueForRenewal(db, now, limit);
      const items: RenewalItem[] = [];
      for (const { membership: m, planName } of rows) {
        const email = await siteUserEmail(db, m.siteUserId);
        if (!email || !m.savedPaymentMethod || !m.currentPeriodEnd) continue;
        items.push({
          id: m.id,
          websiteId: m.websiteId,
          period: m.currentPeriodEnd.toISOString(),
          amountCents: m.amountCents,
          currency: m.currency,
          method: m.savedPaymentMethod,
          email,
          what: `your membership of ${planName}`,
          failedAttempts: m.renewalAttempts,
          managePath: ACCOUNT_PATH,
        });
      }
      return items;
    },
    async paid(item, paymentId) {
      await renewMembership(db, item.id, paymentId, new Date(item.period));
    },
    async failed(item, attempts, retryAt) {
      await q.updateMembership(db, item.id, { renewalAttempts: attempts, renewalRetryAt: retryAt }, 'active');
    },
    async ended(item, now) {
      await lapseMembership(db, item.id, now);
    },
    endedSentence: (item) =>
      `${item.what[0]!.toUpperCase()}${item.what.slice(1)} has ended. You can join again at ${JOIN_PATH}.`,
  };
}

// Member prices (issue 20, item 5).

export const listMemberPrices = (db: Db, websiteId: string) => q.listMemberPrices(db, websiteId);

/** The owner sets (or, with null, removes) a variant's member price, open to any plan or one plan. */
export async function setMemberPrice(
  db: Db,
  websiteId: string,
  variantId: string,
  input: { priceCents: number | null; planId: string | null },
) {
  const [variant] = await catalogue.variantsWithProducts(db, websiteId, [variantId]);
  if (!variant) throw notFound('That product option does not exist.', 'variant_not_found');
  if (input.priceCents === null) {
    await q.deleteMemberPrice(db, websiteId, variantId);
    return null;
  }
  if (input.planId && !(await q.findPlan(db, websiteId, input.planId)))
    throw notFound('That membership plan does not exist.', 'plan_not_found');
  return q.upsertMemberPrice(db, {
    variantId,
    websiteId,
    priceCents: input.priceCents,
    planId: input.planId,
  });
}

/**
 * The price each variant costs this site user, when a member price applies to them (they hold any
 * plan, or the price's plan) and is lower: the cart and the checkout price with it on the server.
 */
export async function memberUnitPrices(
  db: Db,
  websiteId: string,
  siteUserId: string | undefined,
  variants: { variantId: string; unitPriceCents: number }[],
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  if (!siteUserId || variants.length === 0) return prices;
  const rows = await q.memberPricesOf(
    db,
    websiteId,
    variants.map((v) => v.variantId),
  );
  if (rows.length === 0) return prices;
  const held = new Set(await heldPlanIds(db, websiteId, siteUserId));
  if (held.size === 0) return prices;
  const byVariant = new Map(rows.map((r) => [r.variantId, r]));
  for (const v of variants) {
    const row = byVariant.get(v.variantId);
    if (!row || (row.planId !== null && !held.has(row.planId))) continue;
    prices.set(v.variantId, memberUnitPriceCents(v.unitPriceCents, row.priceCents));
  }
  return prices;
}

/** "Members pay X" on a product page: each of its variants' member price, whoever looks. */
export async function memberPricesOfVariants(
  db: Db,
  websiteId: string,
  variantIds: string[],
): Promise<Record<string, number>> {
  const rows = await q.memberPricesOf(db, websiteId, variantIds);
  return Object.fromEntries(rows.map((r) => [r.variantId, r.priceCents]));
}

/**
 * The members' pages for render (issue 20): the pricing screen at /members/join (?plan=…&option=…)
 * and the member's page at /members/account; null for any other path. Personal (never cached):
 * the plan chosen is in the query.
 */
export async function membersPage(
  db: Db,
  site: { id: string; settings: { memberAccounts?: boolean; storeCurrency: string } },
  url: URL,
  paymentProvider: 'test' | 'stripe',
  stripePublishableKey: string | null = null,
) {
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== JOIN_PATH && path !== ACCOUNT_PATH) return null;
  const view = path === JOIN_PATH ? ('join' as const) : ('account' as const);
  const currencyCode = site.settings.storeCurrency;
  const screen =
    view === 'join' ? await pricingScreen(db, site.id, currencyCode) : { options: [], plans: [] };
  const planId = url.searchParams.get('plan');
  return {
    kind: 'members' as const,
    title: view === 'join' ? 'Become a member' : 'Your membership',
    isPersonal: true,
    members: {
      view,
      screen,
      selectedPlanId: planId && screen.plans.some((p) => p.id === planId) ? planId : null,
      selectedOption: url.searchParams.get('option') === 'right' ? ('right' as const) : ('left' as const),
      hasMemberAccounts: site.settings.memberAccounts === true,
      paymentProvider,
      /** Decision 076: Stripe.js's key for the join form's card field. */
      stripePublishableKey: paymentProvider === 'stripe' ? stripePublishableKey : null,
      currencyCode,
    },
  };
}

/** A site copy (issue 14 item 19): the membership plans and member prices; no member comes along. */
export function copySite(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  return q.copyPlansAndPrices(input);
}
