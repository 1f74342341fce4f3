import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { variantProblems } from './commerce.ts';
import {
  CURRENCIES,
  currencyOf,
  formatMoney,
  fromMinorUnits,
  MAX_PRICE_CENTS,
  type Money,
  storeCurrency,
} from './money.ts';

describe('money and currencies', () => {
  it('CORE-001 a Money value is a currency code and a float value', () => {
    const money: Money = fromMinorUnits(1999, 'USD');
    expect(money).toEqual({ currencyCode: 'USD', value: 19.99 });
  });

  it('CORE-002 a Currency has code, name, fractionDigits and numericCode', () => {
    expect(currencyOf('USD')).toEqual({
      code: 'USD',
      name: 'US Dollar',
      fractionDigits: 2,
      numericCode: '840',
    });
    for (const currency of CURRENCIES.values()) {
      expect(Object.keys(currency).sort()).toEqual(['code', 'fractionDigits', 'name', 'numericCode']);
      expect(currency.numericCode).toMatch(/^\d{3}$/);
    }
  });

  it('CORE-003 exactly the 27 named currencies are supported; any other is rejected', () => {
    expect([...CURRENCIES.values()].map((c) => c.name)).toEqual([
      'Euro',
      'US Dollar',
      'Australian Dollar',
      'Norwegian Krone',
      'Canadian Dollar',
      'New Zealand Dollar',
      'Danish Krone',
      'Pound Sterling',
      'Hong Kong Dollar',
      'Swiss Franc',
      'Mexican Peso',
      'Singapore Dollar',
      'Swedish Krona',
      'Czech Koruna',
      'Israeli Shekel',
      'Philippine Peso',
      'Russian Ruble',
      'Polish Zloty',
      'Thai Baht',
      'Malaysian Ringgit',
      'Argentine Peso',
      'Brazilian Real',
      'Colombian Peso',
      'Indonesian Rupiah',
      'Indian Rupee',
      'Yen',
      'South African Rand',
    ]);
    expect(CURRENCIES.size).toBe(27);
    expect(() => currencyOf('KRW')).toThrow('KRW is not a supported currency');
    expect(() => formatMoney(100, 'BTC')).toThrow();
  });

  it('CORE-004 the store currency defaults to USD when none is set', () => {
    expect(storeCurrency(undefined).code).toBe('USD');
    expect(storeCurrency('').code).toBe('USD');
    expect(storeCurrency('EUR').code).toBe('EUR');
  });

  it('CORE-005 0 fraction digits for JPY, 2 for every other currency', () => {
    expect(formatMoney(123456, 'JPY')).toBe('¥123,456');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    for (const currency of CURRENCIES.values()) {
      expect(currency.fractionDigits).toBe(currency.code === 'JPY' ? 0 : 2);
    }
  });

  it('CORE-006 groups thousands by default; grouping can be turned off', () => {
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(123456789, 'USD', { useGrouping: false })).toBe('$1234567.89');
  });

  it('CORE-007 trimming zero cents is optional and off by default', () => {
    expect(formatMoney(1200, 'USD')).toBe('$12.00');
    expect(formatMoney(1200, 'USD', { trimZeroCents: true })).toBe('$12');
    expect(formatMoney(1250, 'USD', { trimZeroCents: true })).toBe('$12.50');
  });

  it('CORE-008 handles up to 15 integer places exactly, and refuses more', () => {
    expect(formatMoney(99_999_999_999_999_999n, 'USD')).toBe('$999,999,999,999,999.99');
    expect(() => formatMoney(100_000_000_000_000_000n, 'USD')).toThrow('at most 15 integer places');
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (cents) => {
        const text = formatMoney(cents, 'USD', { useGrouping: false });
        const digits = text.replace(/[^\d.]/g, '');
        const [whole = ''] = digits.split('.');
        expect(whole.length).toBeLessThanOrEqual(15);
        // Round trip: the digits read back are the amount formatted.
        expect(BigInt(digits.replace('.', '')) * (cents < 0n ? -1n : 1n)).toBe(cents);
      }),
    );
  });

  it('CORE-009 a product price is at most 100000000 cents', () => {
    expect(MAX_PRICE_CENTS).toBe(100_000_000);
    const variant = {
      sku: '',
      price: MAX_PRICE_CENTS,
      salePrice: 0,
      onSale: false,
      qtyInStock: 0,
      weightGrams: 0,
    };
    expect(variantProblems(variant)).toEqual({});
    expect(variantProblems({ ...variant, price: MAX_PRICE_CENTS + 1 }).price).toBe(
      'A price may be at most 1000000 in the store currency.',
    );
  });
});
