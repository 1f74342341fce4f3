// Subscription and recurring price phrases (CORE-046..049).
import { formatMessage, MESSAGES } from './messages.ts';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface RecurringPrice {
  /** The price as shown, already formatted (formatMoney). */
  price: string;
  billingPeriodValue: number;
  billingPeriodUnit: BillingUnit;
  /** How many payments; 0 or empty means until cancelled. */
  numBillingCycles?: number | null;
}

const UNIT = { WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

/** "$10.00 every month", "$10.00 every 2 weeks for 12 weeks" (the wording is Folio's; the spec leaves it open). */
export function recurringPricePhrase(input: RecurringPrice): string {
  const period = Math.max(1, Math.floor(input.billingPeriodValue));
  const unit = UNIT[input.billingPeriodUnit];
  const cycles = input.numBillingCycles ?? 0;
  if (cycles > 0) {
    return formatMessage(MESSAGES.recurringPriceFor, {
      price: input.price,
      period,
      unit,
      total: period * cycles,
    });
  }
  return formatMessage(MESSAGES.recurringPrice, { price: input.price, period, unit });
}
