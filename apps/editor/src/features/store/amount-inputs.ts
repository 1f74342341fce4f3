// What an owner types in the store's screens (money "12.50", percent "8.25", weight in lbs or kg)
// and the whole numbers the API stores (cents, basis points, grams), both ways.
import { currencyOf } from '@folio/core/money';
import { measurementUnits } from '@folio/core/site-settings';

export type Parsed = { ok: true; value: number } | { ok: false; problem: string };

const GRAMS_PER_UNIT = { lbs: 453.59237, kg: 1000 } as const;

/**
 * A plain decimal ("1234.5") from what was typed, or null when it is not one. Spaces and a
 * leading currency sign go; commas before three digits group thousands ("1,234.50"); a lone
 * comma before one or two digits is a decimal comma ("12,50").
 */
export function normaliseDecimal(text: string): string | null {
  let t = text.replace(/\s/g, '').replace(/^[$€£¥₹]/, '');
  if (/^\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  else t = t.replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(t)) return null;
  return t;
}

/** An exact integer from a decimal with at most `digits` places ("12.5", 2 → 1250); no float trip. */
function scaled(decimal: string, digits: number): number | null {
  const [whole = '', fraction = ''] = decimal.split('.');
  if (fraction.length > digits) return null;
  return Number(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
}

/** Cents of a currency from a typed amount. `emptyAs` is what an empty box means (else a problem). */
export function moneyFromInput(text: string, currencyCode: string, emptyAs?: number): Parsed {
  const { fractionDigits } = currencyOf(currencyCode);
  if (text.trim() === '') {
    return emptyAs === undefined ? { ok: false, problem: 'Enter an amount.' } : { ok: true, value: emptyAs };
  }
  const decimal = normaliseDecimal(text);
  const example = fractionDigits === 0 ? '1200' : '12.50';
  if (decimal === null) return { ok: false, problem: `Enter an amount like ${example}.` };
  const cents = scaled(decimal, fractionDigits);
  if (cents === null) {
    return {
      ok: false,
      problem:
        fractionDigits === 0
          ? `${currencyCode} amounts have no decimals.`
          : `Use at most ${fractionDigits} decimal places.`,
    };
  }
  return { ok: true, value: cents };
}

/** The text a money box starts with: "12.50", "1200" for JPY; no symbol, no grouping. */
export function moneyInputOf(cents: number, currencyCode: string): string {
  const { fractionDigits } = currencyOf(currencyCode);
  if (fractionDigits === 0) return String(cents);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(fractionDigits + 1, '0');
  return `${sign}${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}

/** A tax rate typed as a percent ("8.25") in basis points (825): at most two decimals, 0 to 100. */
export function basisPointsFromInput(text: string): Parsed {
  const decimal = normaliseDecimal(text.replace(/%\s*$/, ''));
  const points = decimal === null ? null : scaled(decimal, 2);
  if (points === null) return { ok: false, problem: 'Enter a rate like 8.25 (at most two decimals).' };
  if (points > 10_000) return { ok: false, problem: 'A rate is at most 100 %.' };
  return { ok: true, value: points };
}

/** 825 → "8.25", 800 → "8", 50 → "0.5". */
export function percentInputOf(basisPoints: number): string {
  return String(Number((basisPoints / 100).toFixed(2)));
}

/** Grams from a weight typed in the store's unit (SHOP-034/035: lbs imperial, kg otherwise). */
export function gramsFromInput(text: string, measurementSystem: string, emptyAs = 0): Parsed {
  if (text.trim() === '') return { ok: true, value: emptyAs };
  const unit = measurementUnits(measurementSystem).weight;
  const decimal = normaliseDecimal(text);
  if (decimal === null) return { ok: false, problem: `Enter a weight in ${unit}, like 1.5.` };
  return { ok: true, value: Math.round(Number(decimal) * GRAMS_PER_UNIT[unit]) };
}

/** A weight in grams as the store's unit shows it: two decimals of lbs, three of kg. */
export function weightInputOf(grams: number, measurementSystem: string): string {
  const unit = measurementUnits(measurementSystem).weight;
  return String(Number((grams / GRAMS_PER_UNIT[unit]).toFixed(unit === 'lbs' ? 2 : 3)));
}

/** A whole number of 0 or more (stock, usage limits). */
export function wholeNumberFromInput(text: string, emptyAs?: number): Parsed {
  const t = text.trim();
  if (t === '' && emptyAs !== undefined) return { ok: true, value: emptyAs };
  if (!/^\d+$/.test(t)) return { ok: false, problem: 'Enter a whole number of 0 or more.' };
  return { ok: true, value: Number(t) };
}
