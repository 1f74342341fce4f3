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
  type ChargeResult,
  chargeAtOnce,
  type PaymentDetails,
  type PaymentGateway,
  type SavedPaymentMethod,
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
 * Joins a plan: the price comes from the plan (never the browser); the membership row is marked
 * pending in one short transaction, the card is charged outside it with the row's join key as
 * idempotency key (a doubled submit charges once), then access is granted at once. A declined
 * card leaves no access. A membership cancelled but not yet over is simply resumed (no charge).
 */
export async function joinPlan(input: JoinInput): Promise<MembershipView> {
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
      return { kind: 'resumed' as const, row: resumed! };
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
    });
    return { kind: 'charge' as const, row: row! };
  });
  if (started.kind === 'resumed') return membershipView(started.row, plan.name, now);

  const row = started.row;
  // Decision 070: a recurring price saves the card and pays the first period with it (holder
  // present), so that the renewals charge it off-session; a one-payment price is charged at once.
  let savedMethod: SavedPaymentMethod | null = null;
  const charge = async (): Promise<ChargeResult> => {
    const idempotencyKey = `membership-${row.id}-${row.joinCount}`;
    const description = `${input.siteTitle}: ${plan.name} membership`;
    if (!row.billingPeriod)
      return chargeAtOnce(input.gateway, {
        amountCents: row.amountCents,
        currencyCode: row.currency,
        idempotencyKey,
        payment: input.payment,
        description,
      });
    const saved = await input.gateway.savePaymentMethod({
      payment: input.payment,
      email: input.siteUser.email,
    });
    if (!saved.ok) return saved;
    savedMethod = saved.method;
    return input.gateway.chargeOffSession({
      method: saved.method,
      amountCents: row.amountCents,
      currencyCode: row.currency,
      idempotencyKey,
      description,
      offSession: false,
      metadata: { membershipId: row.id },
    });
  };
  const result =
    row.amountCents === 0
      ? ({ ok: true, paymentId: null } as const)
      : await charge().catch((error: unknown) => {
          input.log(error);
          throw new AppError({
            kind: 'unavailable',
            code: 'payment_unavailable',
            message: 'The payment could not be confirmed. Please try again in a moment.',
          });
        });
  if (!result.ok) {
    await q.updateMembership(input.db, row.id, { status: 'expired' }, 'pending');
    throw new AppError({ kind: 'payment_required', code: 'payment_declined', message: result.message });
  }
  const granted =
    (await q.updateMembership(
      input.db,
      row.id,
      {
        status: 'active',
        grantedAt: now,
        cancelledAt: null,
        paymentId: result.paymentId,
        currentPeriodEnd: row.billingPeriod ? periodEndAfter(now, row.billingPeriod) : null,
        savedPaymentMethod: savedMethod,
        renewalAttempts: 0,
        renewalRetryAt: null,
      },
      'pending',
    )) ?? (await q.findMembership(input.db, input.websiteId, input.siteUser.id, row.id));
  return membershipView(granted!, plan.name, now);
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
      currencyCode,
    },
  };
}

/** A site copy (issue 14 item 19): the membership plans and member prices; no member comes along. */
export function copySite(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  return q.copyPlansAndPrices(input);
}
