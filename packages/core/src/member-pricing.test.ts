import { describe, expect, it } from 'vitest';
import {
  isMembershipCurrent,
  memberPricingScreen,
  memberUnitPriceCents,
  periodEndAfter,
  pricingOptionLabel,
} from './member-pricing.ts';

describe('member pricing', () => {
  it('SHOP-029 the screen has a left and a right option, named for their billing period', () => {
    const screen = memberPricingScreen(
      [
        {
          id: 'a',
          name: 'Studio',
          description: '',
          benefits: [],
          prices: [
            { key: 'left', amountCents: 1200, billingPeriod: { value: 1, unit: 'MONTH' } },
            { key: 'right', amountCents: 12000, billingPeriod: { value: 1, unit: 'YEAR' } },
          ],
        },
      ],
      'USD',
    );
    expect(screen.options).toEqual([
      { key: 'left', label: 'Monthly' },
      { key: 'right', label: 'Yearly' },
    ]);
    expect(screen.plans[0]!.prices.left).toEqual({
      amount: '$12.00',
      phrase: '$12.00 every month',
      joinLabel: 'Join Studio monthly',
    });
    expect(screen.plans[0]!.prices.right!.phrase).toBe('$120.00 every year');
  });

  it('issue 20: one-payment and multi-period options are named plainly', () => {
    expect(pricingOptionLabel({ billingPeriod: null })).toBe('One payment');
    expect(pricingOptionLabel({ billingPeriod: { value: 3, unit: 'MONTH' } })).toBe('Every 3 months');
  });

  it('issue 20: a period ends a month later, on the last day of a shorter month', () => {
    expect(periodEndAfter(new Date('2027-01-31T10:00:00Z'), { value: 1, unit: 'MONTH' }).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2027-03-01T00:00:00Z'), { value: 1, unit: 'YEAR' }).toISOString()).toBe(
      '2028-03-01T00:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2027-03-01T00:00:00Z'), { value: 2, unit: 'WEEK' }).toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
  });

  it('issue 20: a cancelled membership holds until its period ends; an expired one never', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    const later = new Date('2027-02-01T00:00:00Z');
    expect(isMembershipCurrent({ status: 'cancelled', currentPeriodEnd: later }, now)).toBe(true);
    expect(isMembershipCurrent({ status: 'cancelled', currentPeriodEnd: now }, now)).toBe(false);
    expect(isMembershipCurrent({ status: 'expired', currentPeriodEnd: later }, now)).toBe(false);
    expect(isMembershipCurrent({ status: 'active', currentPeriodEnd: null }, now)).toBe(true);
  });

  it('issue 20: grace — a renewing membership holds while its renewal is due or retried, not once cancelled or expired', () => {
    const end = new Date('2027-01-01T00:00:00Z');
    const at = (hours: number) => new Date(end.getTime() + hours * 3600 * 1000);
    const renewing = { status: 'active' as const, currentPeriodEnd: end, renewal: { retryAt: null } };
    // Not yet tried: a day of grace for the runner.
    expect(isMembershipCurrent(renewing, at(1))).toBe(true);
    expect(isMembershipCurrent(renewing, at(25))).toBe(false);
    // Declined and retried: held as long as a retry waits.
    const retried = { ...renewing, renewal: { retryAt: at(24 * 7) } };
    expect(isMembershipCurrent(retried, at(24 * 6))).toBe(true);
    // Not renewing (one payment, or no saved card), cancelled, or expired: the period's end is the end.
    expect(isMembershipCurrent({ ...retried, renewal: null }, at(1))).toBe(false);
    expect(isMembershipCurrent({ ...retried, status: 'cancelled' }, at(1))).toBe(false);
    expect(isMembershipCurrent({ ...retried, status: 'expired' }, at(1))).toBe(false);
  });

  it('issue 20: a member pays the member price only when it is lower', () => {
    expect(memberUnitPriceCents(3000, 2000)).toBe(2000);
    expect(memberUnitPriceCents(1500, 2000)).toBe(1500);
    expect(memberUnitPriceCents(3000, null)).toBe(3000);
  });
});
