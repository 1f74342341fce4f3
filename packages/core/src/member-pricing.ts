// Paid membership (issue 20, SHOP-029/030, decision 068): the member-access pricing screen's two
// options, a plan's price phrases, the end of a paid period, and the member price of a product.
import { formatMoney } from './money.ts';
import { type BillingUnit, recurringPricePhrase } from './recurring-price.ts';

/** SHOP-029: the two pricing options of the screen, toggled by its left and right buttons. */
export type PricingOptionKey = 'left' | 'right';
export const PRICING_OPTION_KEYS: readonly PricingOptionKey[] = ['left', 'right'];

export interface MembershipPrice {
  key: PricingOptionKey;
  amountCents: number;
  /** Null: one payment, no renewal. */
  billingPeriod: { value: number; unit: BillingUnit } | null;
}

export interface MembershipPlanView {
  id: string;
  name: string;
  description: string;
  benefits: string[];
  prices: MembershipPrice[];
}

export const MEMBER_PRICING_TEXT = {
  heading: 'Become a member',
  choose: 'Choose how you pay',
  join: 'Join',
  onePayment: 'One payment',
  membersPay: 'Members pay {price}',
  memberPrice: 'Member price',
} as const;

const UNIT_ADVERB: Record<BillingUnit, string> = { WEEK: 'Weekly', MONTH: 'Monthly', YEAR: 'Yearly' };
const UNIT_NAME: Record<BillingUnit, string> = { WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/** The name of a pricing option on its toggle button: "Monthly", "Every 3 months", "One payment". */
export function pricingOptionLabel(price: Pick<MembershipPrice, 'billingPeriod'>): string {
  const period = price.billingPeriod;
  if (!period) return MEMBER_PRICING_TEXT.onePayment;
  const value = Math.max(1, Math.floor(period.value));
  return value === 1 ? UNIT_ADVERB[period.unit] : `Every ${value} ${UNIT_NAME[period.unit]}s`;
}

/** A plan's price as shown (CORE-046..049's phrase for a recurring price): "$12.00 every month". */
export function membershipPricePhrase(price: MembershipPrice, currencyCode: string): string {
  const amount = formatMoney(price.amountCents, currencyCode);
  if (!price.billingPeriod) return amount;
  return recurringPricePhrase({
    price: amount,
    billingPeriodValue: price.billingPeriod.value,
    billingPeriodUnit: price.billingPeriod.unit,
    numBillingCycles: 0,
  });
}

export interface PricingScreen {
  /** The toggle's buttons, left then right; one entry when no plan has a right price (no toggle). */
  options: { key: PricingOptionKey; label: string }[];
  plans: {
    id: string;
    name: string;
    description: string;
    benefits: string[];
    /** Per option: the price shown and the join button's label; missing when the plan lacks it. */
    prices: Partial<Record<PricingOptionKey, { amount: string; phrase: string; joinLabel: string }>>;
  }[];
}

/**
 * SHOP-029, SHOP-030: what the member-access pricing screen shows. The left option is on first;
 * toggling swaps every plan's displayed price and join button to the other option's.
 */
export function memberPricingScreen(plans: MembershipPlanView[], currencyCode: string): PricingScreen {
  const options: PricingScreen['options'] = [];
  for (const key of PRICING_OPTION_KEYS) {
    const first = plans.flatMap((p) => p.prices).find((p) => p.key === key);
    if (first) options.push({ key, label: pricingOptionLabel(first) });
  }
  return {
    options,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      benefits: plan.benefits,
      prices: Object.fromEntries(
        plan.prices.map((price) => [
          price.key,
          {
            amount: formatMoney(price.amountCents, currencyCode),
            phrase: membershipPricePhrase(price, currencyCode),
            joinLabel: `${MEMBER_PRICING_TEXT.join} ${plan.name} ${pricingOptionLabel(price).toLowerCase()}`,
          },
        ]),
      ),
    })),
  };
}

/** The end of a paid period that starts at `start`; a month past the 31st ends on the month's last day. */
export function periodEndAfter(start: Date, period: { value: number; unit: BillingUnit }): Date {
  const value = Math.max(1, Math.floor(period.value));
  if (period.unit === 'WEEK') return new Date(start.getTime() + value * 7 * 24 * 3600 * 1000);
  const months = period.unit === 'MONTH' ? value : value * 12;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export type MembershipStatus = 'pending' | 'active' | 'cancelled' | 'expired';

/**
 * Decision 073, the grace rule: an active membership that renews itself (recurring, a saved card)
 * keeps access after its period ends while the renewal runner has not tried it yet (this long, the
 * runner runs every 5 minutes) and, once a try was declined, for as long as its retries last
 * (`renewalRetryAt` set); the last declined retry expires it.
 */
export const FIRST_RENEWAL_GRACE_MS = 24 * 3600 * 1000;

/** A membership gives access while active or cancelled (until its period ends), never once expired. */
export function isMembershipCurrent(
  membership: {
    status: MembershipStatus;
    currentPeriodEnd: Date | null;
    /** Present when the membership renews itself (decision 073's grace): its next retry, if any. */
    renewal?: { retryAt: Date | null } | null;
  },
  now: Date,
): boolean {
  if (membership.status !== 'active' && membership.status !== 'cancelled') return false;
  const end = membership.currentPeriodEnd;
  if (end === null || end.getTime() > now.getTime()) return true;
  const renewal = membership.status === 'active' ? membership.renewal : null;
  if (!renewal) return false;
  return renewal.retryAt !== null || now.getTime() - end.getTime() < FIRST_RENEWAL_GRACE_MS;
}

/** What a member pays for a variant: the member price when lower than the price of the day (sale included). */
export function memberUnitPriceCents(
  unitPriceCents: number,
  memberPriceCents: number | null | undefined,
): number {
  return memberPriceCents === null || memberPriceCents === undefined
    ? unitPriceCents
    : Math.min(unitPriceCents, memberPriceCents);
}
