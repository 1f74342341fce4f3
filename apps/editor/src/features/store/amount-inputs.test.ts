import { describe, expect, it } from 'vitest';
import {
  basisPointsFromInput,
  gramsFromInput,
  moneyFromInput,
  moneyInputOf,
  percentInputOf,
  weightInputOf,
  wholeNumberFromInput,
} from './amount-inputs.ts';

const value = (parsed: ReturnType<typeof moneyFromInput>) => (parsed.ok ? parsed.value : parsed.problem);

describe('money typed by an owner', () => {
  it('turns decimal amounts into integer cents without float errors', () => {
    expect(value(moneyFromInput('12.50', 'USD'))).toBe(1250);
    expect(value(moneyFromInput('12.5', 'USD'))).toBe(1250);
    expect(value(moneyFromInput('12', 'USD'))).toBe(1200);
    expect(value(moneyFromInput('.99', 'USD'))).toBe(99);
    expect(value(moneyFromInput('0.29', 'USD'))).toBe(29);
    expect(value(moneyFromInput('1,234.56', 'USD'))).toBe(123456);
    expect(value(moneyFromInput('12,50', 'EUR'))).toBe(1250);
    expect(value(moneyFromInput(' $ 19.99 ', 'USD'))).toBe(1999);
  });

  it('CORE-005 JPY has no fraction digits', () => {
    expect(value(moneyFromInput('1200', 'JPY'))).toBe(1200);
    expect(value(moneyFromInput('12.5', 'JPY'))).toBe('JPY amounts have no decimals.');
  });

  it('says what is wrong with an amount that is not one', () => {
    expect(value(moneyFromInput('12.505', 'USD'))).toBe('Use at most 2 decimal places.');
    expect(value(moneyFromInput('twelve', 'USD'))).toBe('Enter an amount like 12.50.');
    expect(value(moneyFromInput('-3', 'USD'))).toBe('Enter an amount like 12.50.');
    expect(value(moneyFromInput('', 'USD'))).toBe('Enter an amount.');
    expect(value(moneyFromInput('  ', 'USD', 0))).toBe(0);
  });

  it('shows cents as the text a money box starts with', () => {
    expect(moneyInputOf(1250, 'USD')).toBe('12.50');
    expect(moneyInputOf(5, 'USD')).toBe('0.05');
    expect(moneyInputOf(0, 'EUR')).toBe('0.00');
    expect(moneyInputOf(123456, 'USD')).toBe('1234.56');
    expect(moneyInputOf(1200, 'JPY')).toBe('1200');
  });

  it('round-trips every amount of cents', () => {
    for (const cents of [0, 1, 10, 99, 100, 1999, 100_000_000]) {
      expect(value(moneyFromInput(moneyInputOf(cents, 'USD'), 'USD'))).toBe(cents);
    }
  });
});

describe('tax rates in percent', () => {
  it('stores 8.25 % as 825 basis points and shows it back', () => {
    expect(value(basisPointsFromInput('8.25'))).toBe(825);
    expect(value(basisPointsFromInput('8.25 %'))).toBe(825);
    expect(value(basisPointsFromInput('20'))).toBe(2000);
    expect(value(basisPointsFromInput('0.5'))).toBe(50);
    expect(percentInputOf(825)).toBe('8.25');
    expect(percentInputOf(2000)).toBe('20');
    expect(percentInputOf(50)).toBe('0.5');
  });

  it('refuses more than two decimals and more than 100 %', () => {
    expect(basisPointsFromInput('8.125').ok).toBe(false);
    expect(basisPointsFromInput('101').ok).toBe(false);
    expect(basisPointsFromInput('').ok).toBe(false);
  });
});

describe('weights in the store unit', () => {
  it('SHOP-034 imperial weights are typed in lbs', () => {
    expect(value(gramsFromInput('1', 'IMPERIAL'))).toBe(454);
    expect(value(gramsFromInput('2.5', 'IMPERIAL'))).toBe(1134);
    expect(weightInputOf(454, 'IMPERIAL')).toBe('1');
    expect(weightInputOf(1134, 'IMPERIAL')).toBe('2.5');
  });

  it('SHOP-035 metric weights are typed in kg', () => {
    expect(value(gramsFromInput('1.25', 'METRIC'))).toBe(1250);
    expect(weightInputOf(1250, 'METRIC')).toBe('1.25');
    expect(weightInputOf(5, 'METRIC')).toBe('0.005');
  });

  it('treats an empty weight as 0 and refuses words', () => {
    expect(value(gramsFromInput('', 'METRIC'))).toBe(0);
    expect(value(gramsFromInput('heavy', 'METRIC'))).toBe('Enter a weight in kg, like 1.5.');
  });
});

describe('whole numbers', () => {
  it('accepts digits only', () => {
    expect(value(wholeNumberFromInput('12'))).toBe(12);
    expect(value(wholeNumberFromInput('', 0))).toBe(0);
    expect(wholeNumberFromInput('').ok).toBe(false);
    expect(wholeNumberFromInput('1.5').ok).toBe(false);
    expect(wholeNumberFromInput('-1').ok).toBe(false);
  });
});
