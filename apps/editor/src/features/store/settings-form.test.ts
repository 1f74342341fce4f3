import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@folio/core/commerce';
import type { CouponView } from '@folio/core/store-api';
import { describe, expect, it } from 'vitest';
import {
  countryCodesOf,
  couponBodyFromDraft,
  couponDraftOf,
  expiresAtOf,
  lastDayOf,
  newShippingDraft,
  newTaxDraft,
  settingsBodyFromDraft,
  settingsDraftOf,
} from './settings-form.ts';

const someSettings: StoreSettings = {
  measurementSystem: 'METRIC',
  checkoutMinimumCents: 1500,
  instalments: { enabled: true, minCents: 5000, maxCents: 100000 },
  shippingOptions: [
    { id: 's1', name: 'Standard', kind: 'flat', flatCents: 500, perUnitCents: 0, countries: ['US', 'CA'] },
    { id: 's2', name: 'Freight', kind: 'weight', flatCents: 1000, perUnitCents: 250, countries: [] },
  ],
  taxRules: [
    {
      id: 't1',
      name: 'Sales tax',
      country: 'US',
      region: 'TX',
      rateBasisPoints: 825,
      appliesToShipping: true,
    },
  ],
};

describe('store settings form', () => {
  it('round-trips stored settings', () => {
    const { body, problems } = settingsBodyFromDraft(
      settingsDraftOf({ storeCurrency: 'USD', settings: someSettings }),
    );
    expect(problems).toEqual({});
    expect(body).toEqual({ storeCurrency: 'USD', settings: someSettings });
  });

  it('starts empty money boxes for zero amounts and reads them back as 0', () => {
    const draft = settingsDraftOf({ storeCurrency: 'JPY', settings: DEFAULT_STORE_SETTINGS });
    expect(draft.checkoutMinimum).toBe('');
    expect(settingsBodyFromDraft(draft).body?.settings).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it('reads amounts in the currency being saved', () => {
    const draft = settingsDraftOf({ storeCurrency: 'USD', settings: DEFAULT_STORE_SETTINGS });
    draft.storeCurrency = 'JPY';
    draft.checkoutMinimum = '1500';
    expect(settingsBodyFromDraft(draft).body?.settings.checkoutMinimumCents).toBe(1500);
  });

  it('reports problems in shipping options, tax rules and instalments by field', () => {
    const draft = settingsDraftOf({ storeCurrency: 'USD', settings: DEFAULT_STORE_SETTINGS });
    draft.instalmentsEnabled = true;
    draft.instalmentsOver = '100';
    draft.instalmentsUpTo = '50';
    draft.shippingOptions = [{ ...newShippingDraft('n1'), countries: 'USA', flatCost: 'x' }];
    draft.taxRules = [{ ...newTaxDraft('n2'), name: 'VAT', country: 'g', rate: '8.125' }];
    const { body, problems } = settingsBodyFromDraft(draft);
    expect(body).toBeNull();
    expect(Object.keys(problems).sort()).toEqual([
      'instalmentsUpTo',
      'shipping.0.countries',
      'shipping.0.flatCost',
      'shipping.0.name',
      'tax.0.country',
      'tax.0.rate',
    ]);
  });

  it('stores tax rates in basis points and country codes in capitals', () => {
    const draft = settingsDraftOf({ storeCurrency: 'USD', settings: DEFAULT_STORE_SETTINGS });
    draft.taxRules = [{ ...newTaxDraft('t9'), name: 'GST', country: 'au', rate: '10' }];
    draft.shippingOptions = [
      {
        ...newShippingDraft('s9'),
        name: 'Post',
        kind: 'weight',
        flatCost: '4',
        perUnitCost: '1.5',
        countries: 'au, nz',
      },
    ];
    const settings = settingsBodyFromDraft(draft).body?.settings;
    expect(settings?.taxRules).toEqual([
      { id: 't9', name: 'GST', country: 'AU', region: '', rateBasisPoints: 1000, appliesToShipping: false },
    ]);
    expect(settings?.shippingOptions).toEqual([
      { id: 's9', name: 'Post', kind: 'weight', flatCents: 400, perUnitCents: 150, countries: ['AU', 'NZ'] },
    ]);
  });

  it('reads country lists', () => {
    expect(countryCodesOf('')).toEqual([]);
    expect(countryCodesOf('us, CA ,us')).toEqual(['US', 'CA']);
    expect(countryCodesOf('United States')).toBeNull();
  });
});

describe('coupon form', () => {
  const aCoupon = (over: Partial<CouponView> = {}): CouponView => ({
    id: 'c1',
    code: 'SPRING10',
    kind: 'percentage',
    amount: 10,
    minimumCents: 0,
    expiresAt: null,
    usageLimit: null,
    timesUsed: 3,
    ...over,
  });

  it('round-trips a coupon', () => {
    const coupon = aCoupon({
      kind: 'fixed',
      amount: 500,
      minimumCents: 2000,
      expiresAt: expiresAtOf('2030-06-30'),
      usageLimit: 100,
    });
    expect(couponBodyFromDraft(couponDraftOf(coupon, 'USD'), 'USD').body).toEqual({
      code: 'SPRING10',
      kind: 'fixed',
      amount: 500,
      minimumCents: 2000,
      expiresAt: coupon.expiresAt,
      usageLimit: 100,
    });
  });

  it('a coupon is usable through its last day', () => {
    const expiresAt = new Date(expiresAtOf('2030-06-30'));
    expect(expiresAt.getDate()).toBe(1);
    expect(expiresAt.getHours()).toBe(0);
    expect(lastDayOf(expiresAt.toISOString())).toBe('2030-06-30');
  });

  it('capitalises the code and leaves limits empty as none', () => {
    const draft = { ...couponDraftOf(null, 'USD'), code: ' welcome ', amount: '15' };
    expect(couponBodyFromDraft(draft, 'USD').body).toEqual({
      code: 'WELCOME',
      kind: 'percentage',
      amount: 15,
      minimumCents: 0,
      expiresAt: null,
      usageLimit: null,
    });
  });

  it('refuses a percentage past 100, a fixed amount of 0 and a limit of 0', () => {
    const base = { ...couponDraftOf(null, 'USD'), code: 'X' };
    expect(couponBodyFromDraft({ ...base, amount: '150' }, 'USD').problems.amount).toBeDefined();
    expect(couponBodyFromDraft({ ...base, kind: 'fixed', amount: '0' }, 'USD').problems.amount).toBe(
      'Enter an amount above 0.',
    );
    expect(
      couponBodyFromDraft({ ...base, amount: '5', usageLimit: '0' }, 'USD').problems.usageLimit,
    ).toBeDefined();
    expect(couponBodyFromDraft({ ...base, code: 'TWO WORDS', amount: '5' }, 'USD').problems.code).toBe(
      'Use up to 40 letters, digits, dashes or underscores (no spaces).',
    );
  });
});
