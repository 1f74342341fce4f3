// What the owner types in a plan's form (strings) and the API's body (cents, periods), both ways.
import { currencyOf } from '@folio/core/money';
import type { BillingUnit, Plan, PlanBody, PlanPrice } from './api/memberships.ts';

export type PeriodChoice = 'ONCE' | BillingUnit;
export interface PriceDraft {
  amount: string;
  period: PeriodChoice;
  every: string;
}
export interface PlanDraft {
  name: string;
  description: string;
  benefits: string;
  left: PriceDraft;
  hasRight: boolean;
  right: PriceDraft;
  isVisible: boolean;
}

/** Cents from "12", "12.5", "12.50" (no float trip); null when it is not an amount. */
export function centsOf(text: string, currencyCode: string): number | null {
  const t = text.trim().replace(/^[$€£¥]/, '');
  const digits = currencyOf(currencyCode).fractionDigits;
  const match = /^(\d{1,7})(?:\.(\d*))?$/.exec(t);
  if (!match || (match[2] ?? '').length > digits) return null;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(digits, '0')}`);
}

export function amountText(cents: number, currencyCode: string): string {
  const digits = currencyOf(currencyCode).fractionDigits;
  return digits === 0 ? String(cents) : (cents / 10 ** digits).toFixed(digits);
}

function priceDraft(price: PlanPrice | undefined, currencyCode: string, fallback: PeriodChoice): PriceDraft {
  return {
    amount: price ? amountText(price.amountCents, currencyCode) : '',
    period: price ? (price.billingPeriod?.unit ?? 'ONCE') : fallback,
    every: String(price?.billingPeriod?.value ?? 1),
  };
}

export function draftOf(plan: Plan | null, currencyCode: string): PlanDraft {
  const left = plan?.prices.find((p) => p.key === 'left');
  const right = plan?.prices.find((p) => p.key === 'right');
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    benefits: plan?.benefits.join('\n') ?? '',
    left: priceDraft(left, currencyCode, 'MONTH'),
    hasRight: plan ? Boolean(right) : true,
    right: priceDraft(right, currencyCode, 'YEAR'),
    isVisible: plan?.isVisible ?? true,
  };
}

export type Problems = Record<string, string>;

/** The API body, or the problems by field ('name', 'left.amount', 'right.every'). */
export function bodyOf(draft: PlanDraft, currencyCode: string): { body: PlanBody } | { problems: Problems } {
  const problems: Problems = {};
  if (draft.name.trim() === '') problems.name = 'Enter the plan’s name.';
  const prices: PlanPrice[] = [];
  const sides: ['left' | 'right', PriceDraft][] = [['left', draft.left]];
  if (draft.hasRight) sides.push(['right', draft.right]);
  for (const [key, price] of sides) {
    const cents = centsOf(price.amount, currencyCode);
    if (cents === null) problems[`${key}.amount`] = 'Enter an amount like 12.00.';
    const every = Number(price.every);
    if (price.period !== 'ONCE' && !(Number.isInteger(every) && every >= 1 && every <= 52))
      problems[`${key}.every`] = 'Enter a number from 1 to 52.';
    prices.push({
      key,
      amountCents: cents ?? 0,
      billingPeriod: price.period === 'ONCE' ? null : { value: every, unit: price.period },
    });
  }
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      benefits: draft.benefits
        .split('\n')
        .map((b) => b.trim())
        .filter(Boolean)
        .slice(0, 12),
      prices,
      isVisible: draft.isVisible,
    },
  };
}
