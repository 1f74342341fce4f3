import { describe, expect, it } from 'vitest';
import {
  type Coupon,
  couponDiscountCents,
  couponProblem,
  isSoldOut,
  type PricingInput,
  priceCart,
  type ShippingOption,
  shippingCostCents,
  structuredContentOf,
  unitPriceCents,
  type Variant,
  variantProblems,
} from './commerce.ts';

const variant = (extra: Partial<Variant> = {}): Variant => ({
  id: 'v',
  sku: 'SQ1234567',
  price: 1000,
  salePrice: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 0,
  optionValues: [],
  weightGrams: 0,
  ...extra,
});

const coupon = (extra: Partial<Coupon> = {}): Coupon => ({
  code: 'SAVE',
  kind: 'percentage',
  amount: 10,
  minimumCents: 0,
  expiresAt: null,
  usageLimit: null,
  timesUsed: 0,
  ...extra,
});

const base = (extra: Partial<PricingInput> = {}): PricingInput => ({
  lines: [{ unitPriceCents: 2500, quantity: 2, weightGrams: 1000, productType: 'physical' }],
  couponCodes: [],
  coupons: [],
  shippingOptions: [],
  selectedShippingOptionId: null,
  taxRules: [],
  location: null,
  measurementSystem: 'IMPERIAL',
  now: new Date('2026-11-23T12:00:00Z'),
  ...extra,
});

describe('products', () => {
  it('SHOP-025 sold out only when no variant is unlimited and none has stock above 0', () => {
    expect(isSoldOut([variant(), variant({ qtyInStock: 0 })])).toBe(true);
    expect(isSoldOut([variant(), variant({ qtyInStock: 1 })])).toBe(false);
    expect(isSoldOut([variant({ unlimited: true })])).toBe(false);
    expect(isSoldOut([])).toBe(true);
  });

  it('SHOP-022 SHOP-023 structuredContent: type, variants, onSale; priceCents and salePriceCents for digital only', () => {
    const sale = variant({ onSale: true, salePrice: 800 });
    expect(structuredContentOf({ productType: 'physical', variants: [sale] })).toEqual({
      productType: 'physical',
      variants: [sale],
      onSale: true,
    });
    expect(structuredContentOf({ productType: 'digital', variants: [sale] })).toEqual({
      productType: 'digital',
      variants: [sale],
      onSale: true,
      priceCents: 1000,
      salePriceCents: 800,
    });
  });

  it('SHOP-024 a variant on sale costs its sale price', () => {
    expect(unitPriceCents(variant({ onSale: true, salePrice: 700 }))).toBe(700);
    expect(unitPriceCents(variant({ onSale: false, salePrice: 700 }))).toBe(1000);
  });

  it('variant problems name the field: price limit, sale below price, stock, SKU length', () => {
    expect(variantProblems({ ...variant(), price: 100_000_001 })).toHaveProperty('price');
    expect(variantProblems({ ...variant(), onSale: true, salePrice: 1000 })).toEqual({
      salePrice: 'A sale price must be lower than the price.',
    });
    expect(variantProblems({ ...variant(), qtyInStock: -1 })).toHaveProperty('qtyInStock');
    expect(variantProblems({ ...variant(), sku: 'x'.repeat(61) })).toHaveProperty('sku');
    expect(variantProblems(variant())).toEqual({});
  });
});

describe('priceCart', () => {
  it('adds lines, counts quantity and needs shipping for physical goods', () => {
    const p = priceCart(base(), 'USD');
    expect(p).toMatchObject({
      subtotalCents: 5000,
      totalQuantity: 2,
      requiresShipping: true,
      grandTotalCents: 5000,
    });
  });

  it('one coupon per order: a percentage, a fixed amount capped at the subtotal, the rest reported', () => {
    const p = priceCart(
      base({ couponCodes: ['save', 'MORE'], coupons: [coupon(), coupon({ code: 'MORE' })] }),
      'USD',
    );
    expect(p.discountCents).toBe(500);
    expect(p.invalidCoupons).toEqual([{ code: 'MORE', reason: 'Only one code can be used per order.' }]);
    expect(couponDiscountCents(coupon({ kind: 'fixed', amount: 9999 }), 5000)).toBe(5000);
  });

  it('coupon problems: unknown, expired, used up, below its minimum (in the store currency)', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(couponProblem(undefined, 1, now, 'USD')).toBe('This code is not valid.');
    expect(couponProblem(coupon({ expiresAt: '2026-11-01T00:00:00Z' }), 1, now, 'USD')).toBe(
      'This code has expired.',
    );
    expect(couponProblem(coupon({ usageLimit: 2, timesUsed: 2 }), 1, now, 'USD')).toBe(
      'This code has been used up.',
    );
    expect(couponProblem(coupon({ minimumCents: 5000 }), 4999, now, 'EUR')).toBe(
      'This code needs an order of €50.00 or more.',
    );
  });

  it('SHOP-034 SHOP-035 shipping by weight counts started lbs (imperial) or kg (metric)', () => {
    const byWeight: ShippingOption = {
      id: 'w',
      name: 'By weight',
      kind: 'weight',
      flatCents: 500,
      perUnitCents: 100,
      countries: [],
    };
    // 2 kg is 4.41 lbs: five started pounds imperial, two kilograms metric.
    expect(shippingCostCents(byWeight, 2000, 'IMPERIAL')).toBe(500 + 5 * 100);
    expect(shippingCostCents(byWeight, 2000, 'METRIC')).toBe(500 + 2 * 100);
  });

  it('shipping options by country, the chosen one or the first; tax by country and region, on shipping when the rule says', () => {
    const options: ShippingOption[] = [
      { id: 'flat', name: 'Flat', kind: 'flat', flatCents: 700, perUnitCents: 0, countries: ['US'] },
      { id: 'fast', name: 'Fast', kind: 'flat', flatCents: 1500, perUnitCents: 0, countries: [] },
    ];
    const taxRules = [
      { id: 'ny', name: 'NY', country: 'US', region: 'NY', rateBasisPoints: 800, appliesToShipping: true },
      { id: 'us', name: 'US', country: 'US', region: '', rateBasisPoints: 100, appliesToShipping: false },
    ];
    const ny = priceCart(
      base({
        shippingOptions: options,
        taxRules,
        location: { country: 'us', region: 'ny', postalCode: '10001' },
      }),
      'USD',
    );
    expect(ny.shippingOptions.map((o) => o.id)).toEqual(['flat', 'fast']);
    expect(ny.selectedShippingOption?.id).toBe('flat');
    expect(ny.taxCents).toBe(Math.round((5000 + 700) * 0.08) + Math.round(5000 * 0.01));
    expect(ny.grandTotalCents).toBe(5000 + 700 + ny.taxCents);
    const fr = priceCart(
      base({
        shippingOptions: options,
        taxRules,
        selectedShippingOptionId: 'flat',
        location: { country: 'FR', region: '', postalCode: '' },
      }),
      'USD',
    );
    expect(fr.shippingOptions.map((o) => o.id)).toEqual(['fast']);
    expect(fr.selectedShippingOption?.id).toBe('fast');
    expect(fr.taxCents).toBe(0);
  });

  it('SHOP-014 digital and service goods need no shipping; only digital is purely digital', () => {
    const digital = priceCart(
      base({ lines: [{ unitPriceCents: 100, quantity: 1, weightGrams: 0, productType: 'digital' }] }),
      'USD',
    );
    expect(digital).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    const mixed = priceCart(
      base({
        lines: [
          { unitPriceCents: 100, quantity: 1, weightGrams: 0, productType: 'digital' },
          { unitPriceCents: 100, quantity: 1, weightGrams: 0, productType: 'service' },
        ],
      }),
      'USD',
    );
    expect(mixed).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: false });
  });
});
