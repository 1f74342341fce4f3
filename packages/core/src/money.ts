// Money and currencies (CORE-001..009). Amounts are integer minor units (cents) inside Folio; the
// spec's Money shape (currency code and float value) is used at the boundaries.

/** CORE-002 */
export interface Currency {
  code: string;
  name: string;
  fractionDigits: number;
  numericCode: string;
}

/** CORE-001: the spec's Money shape. */
export interface Money {
  currencyCode: string;
  value: number;
}

// CORE-003: the 27 supported currencies, with ISO 4217 codes and numbers (the spec names them;
// ISO 4217 gives the codes). CORE-005: fraction digits are 0 for JPY and 2 for every other.
const CURRENCY_LIST: Currency[] = [
  { code: 'EUR', name: 'Euro', fractionDigits: 2, numericCode: '978' },
  { code: 'USD', name: 'US Dollar', fractionDigits: 2, numericCode: '840' },
  { code: 'AUD', name: 'Australian Dollar', fractionDigits: 2, numericCode: '036' },
  { code: 'NOK', name: 'Norwegian Krone', fractionDigits: 2, numericCode: '578' },
  { code: 'CAD', name: 'Canadian Dollar', fractionDigits: 2, numericCode: '124' },
  { code: 'NZD', name: 'New Zealand Dollar', fractionDigits: 2, numericCode: '554' },
  { code: 'DKK', name: 'Danish Krone', fractionDigits: 2, numericCode: '208' },
  { code: 'GBP', name: 'Pound Sterling', fractionDigits: 2, numericCode: '826' },
  { code: 'HKD', name: 'Hong Kong Dollar', fractionDigits: 2, numericCode: '344' },
  { code: 'CHF', name: 'Swiss Franc', fractionDigits: 2, numericCode: '756' },
  { code: 'MXN', name: 'Mexican Peso', fractionDigits: 2, numericCode: '484' },
  { code: 'SGD', name: 'Singapore Dollar', fractionDigits: 2, numericCode: '702' },
  { code: 'SEK', name: 'Swedish Krona', fractionDigits: 2, numericCode: '752' },
  { code: 'CZK', name: 'Czech Koruna', fractionDigits: 2, numericCode: '203' },
  { code: 'ILS', name: 'Israeli Shekel', fractionDigits: 2, numericCode: '376' },
  { code: 'PHP', name: 'Philippine Peso', fractionDigits: 2, numericCode: '608' },
  { code: 'RUB', name: 'Russian Ruble', fractionDigits: 2, numericCode: '643' },
  { code: 'PLN', name: 'Polish Zloty', fractionDigits: 2, numericCode: '985' },
  { code: 'THB', name: 'Thai Baht', fractionDigits: 2, numericCode: '764' },
  { code: 'MYR', name: 'Malaysian Ringgit', fractionDigits: 2, numericCode: '458' },
  { code: 'ARS', name: 'Argentine Peso', fractionDigits: 2, numericCode: '032' },
  { code: 'BRL', name: 'Brazilian Real', fractionDigits: 2, numericCode: '986' },
  { code: 'COP', name: 'Colombian Peso', fractionDigits: 2, numericCode: '170' },
  { code: 'IDR', name: 'Indonesian Rupiah', fractionDigits: 2, numericCode: '360' },
  { code: 'INR', name: 'Indian Rupee', fractionDigits: 2, numericCode: '356' },
  { code: 'JPY', name: 'Yen', fractionDigits: 0, numericCode: '392' },
  { code: 'ZAR', name: 'South African Rand', fractionDigits: 2, numericCode: '710' },
];

export const CURRENCIES: ReadonlyMap<string, Currency> = new Map(CURRENCY_LIST.map((c) => [c.code, c]));

/** CORE-004 */
export const DEFAULT_CURRENCY_CODE = 'USD';
/** CORE-009: the highest product price, in cents. */
export const MAX_PRICE_CENTS = 100_000_000;
/** CORE-008: the formatter handles at most 15 integer places. */
export const MAX_INTEGER_PLACES = 15;

export class MoneyError extends Error {}

/** The currency of a code; an unsupported code is rejected (CORE-003). */
export function currencyOf(code: string): Currency {
  const currency = CURRENCIES.get(code);
  if (!currency) throw new MoneyError(`${code} is not a supported currency`);
  return currency;
}

/** CORE-004: the store's currency, USD when none is set. */
export function storeCurrency(code: string | null | undefined): Currency {
  return currencyOf(code || DEFAULT_CURRENCY_CODE);
}

/** The spec's Money shape from integer minor units. */
export function fromMinorUnits(amount: number, currencyCode: string): Money {
  if (!Number.isInteger(amount)) throw new MoneyError('an amount in minor units must be a whole number');
  const { fractionDigits } = currencyOf(currencyCode);
  return { currencyCode, value: amount / 10 ** fractionDigits };
}

export interface FormatMoneyOptions {
  locale?: string;
  /** CORE-006: thousands grouping, on by default. */
  useGrouping?: boolean;
  /** CORE-007: show 12.00 as 12; off by default. */
  trimZeroCents?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: Currency, fractionDigits: number, useGrouping: boolean) {
  const key = `${locale}|${currency.code}|${fractionDigits}|${useGrouping}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats an amount of minor units (CORE-005..008): a whole number, or a bigint for amounts past
 * 2^53 (15 integer places of cents need 17 digits). Amounts whose integer part has more than 15
 * places are rejected rather than shown wrongly (the spec leaves this open; docs/decisions/006).
 */
export function formatMoney(
  amount: number | bigint,
  currencyCode: string,
  options: FormatMoneyOptions = {},
): string {
  const currency = currencyOf(currencyCode);
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new MoneyError('an amount in minor units must be a whole number (use a bigint past 2^53)');
  }
  const minor = BigInt(amount);
  const unit = 10n ** BigInt(currency.fractionDigits);
  const absolute = minor < 0n ? -minor : minor;
  const whole = absolute / unit;
  if (whole.toString().length > MAX_INTEGER_PLACES) {
    throw new MoneyError(`an amount may have at most ${MAX_INTEGER_PLACES} integer places`);
  }
  const cents = absolute % unit;
  const digits = options.trimZeroCents && cents === 0n ? 0 : currency.fractionDigits;
  const f = formatter(options.locale ?? 'en-US', currency, digits, options.useGrouping ?? true);
  const fraction = cents.toString().padStart(currency.fractionDigits, '0');
  const decimal = digits > 0 ? `${whole}.${fraction}` : `${whole}`;
  // Intl formats a decimal string exactly, with no trip through a float.
  return f.format(`${minor < 0n ? '-' : ''}${decimal}` as `${number}`);
}
