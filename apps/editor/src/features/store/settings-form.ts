// The store settings and coupon forms: made from what the API returns, checked field by field,
// and turned back into the bodies of PUT /settings and POST/PUT /coupons.
import type { StoreSettings } from '@folio/core/commerce';
import type { CouponView, StoreSettingsView } from '@folio/core/store-api';
import { couponInput, settingsBody } from '@folio/core/store-schemas';
import {
  basisPointsFromInput,
  moneyFromInput,
  moneyInputOf,
  percentInputOf,
  wholeNumberFromInput,
} from './amount-inputs.ts';
import { draftResolver, type FormProblems } from './form-resolver.ts';
import { newKey } from './product-form.ts';

export type { FormProblems };

export interface ShippingDraft {
  key: string;
  id: string;
  name: string;
  kind: 'flat' | 'weight';
  /** Flat: the whole cost; by weight: the base cost. */
  flatCost: string;
  /** By weight: per started lb or kg. */
  perUnitCost: string;
  /** Comma-separated ISO codes; empty ships everywhere. */
  countries: string;
}

export interface TaxDraft {
  key: string;
  id: string;
  name: string;
  country: string;
  region: string;
  /** Percent, as typed. */
  rate: string;
  appliesToShipping: boolean;
}

export interface SettingsDraft {
  storeCurrency: string;
  measurementSystem: StoreSettings['measurementSystem'];
  checkoutMinimum: string;
  instalmentsEnabled: boolean;
  instalmentsOver: string;
  instalmentsUpTo: string;
  shippingOptions: ShippingDraft[];
  taxRules: TaxDraft[];
}

export interface SettingsBody {
  storeCurrency: string;
  settings: StoreSettings;
}

/** A new row's id: shipping options and tax rules are identified inside the settings object. */
export const newRowId = () => crypto.randomUUID();

export function settingsDraftOf(view: Pick<StoreSettingsView, 'storeCurrency' | 'settings'>): SettingsDraft {
  const { settings, storeCurrency } = view;
  const money = (cents: number) => (cents ? moneyInputOf(cents, storeCurrency) : '');
  return {
    storeCurrency,
    measurementSystem: settings.measurementSystem,
    checkoutMinimum: money(settings.checkoutMinimumCents),
    instalmentsEnabled: settings.instalments.enabled,
    instalmentsOver: money(settings.instalments.minCents),
    instalmentsUpTo: money(settings.instalments.maxCents),
    shippingOptions: settings.shippingOptions.map((o) => ({
      key: o.id,
      id: o.id,
      name: o.name,
      kind: o.kind,
      flatCost: moneyInputOf(o.flatCents, storeCurrency),
      perUnitCost: o.kind === 'weight' ? moneyInputOf(o.perUnitCents, storeCurrency) : '',
      countries: o.countries.join(', '),
    })),
    taxRules: settings.taxRules.map((r) => ({
      key: r.id,
      id: r.id,
      name: r.name,
      country: r.country,
      region: r.region,
      rate: percentInputOf(r.rateBasisPoints),
      appliesToShipping: r.appliesToShipping,
    })),
  };
}

export function newShippingDraft(id: string = newRowId()): ShippingDraft {
  return { key: newKey(), id, name: '', kind: 'flat', flatCost: '', perUnitCost: '', countries: '' };
}

export function newTaxDraft(id: string = newRowId()): TaxDraft {
  return { key: newKey(), id, name: '', country: '', region: '', rate: '', appliesToShipping: false };
}

/** "us, ca ,GB" → ["US", "CA", "GB"]; null when one is not a two-letter code. */
export function countryCodesOf(text: string): string[] | null {
  const codes = text
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return codes.every((c) => /^[A-Z]{2}$/.test(c)) ? [...new Set(codes)] : null;
}

/** Checks the settings form; `body` is null when there are problems. Amounts are in the chosen currency. */
export function settingsBodyFromDraft(draft: SettingsDraft): {
  body: SettingsBody | null;
  problems: FormProblems;
} {
  const problems: FormProblems = {};
  const currency = draft.storeCurrency;
  const money = (key: string, text: string) => {
    const parsed = moneyFromInput(text, currency, 0);
    if (!parsed.ok) problems[key] = parsed.problem;
    return parsed.ok ? parsed.value : 0;
  };
  const checkoutMinimumCents = money('checkoutMinimum', draft.checkoutMinimum);
  const minCents = money('instalmentsOver', draft.instalmentsOver);
  const maxCents = money('instalmentsUpTo', draft.instalmentsUpTo);
  if (draft.instalmentsEnabled && !problems.instalmentsUpTo && maxCents <= minCents)
    problems.instalmentsUpTo = 'The upper amount must be above the lower one.';

  const shippingOptions = draft.shippingOptions.map((o, i) => {
    const name = o.name.trim();
    if (!name) problems[`shipping.${i}.name`] = 'Name this option, like Standard.';
    const countries = countryCodesOf(o.countries);
    if (!countries) problems[`shipping.${i}.countries`] = 'Use two-letter country codes, like US, CA.';
    return {
      id: o.id,
      name,
      kind: o.kind,
      flatCents: money(`shipping.${i}.flatCost`, o.flatCost),
      perUnitCents: o.kind === 'weight' ? money(`shipping.${i}.perUnitCost`, o.perUnitCost) : 0,
      countries: countries ?? [],
    };
  });

  const taxRules = draft.taxRules.map((r, i) => {
    const name = r.name.trim();
    const country = r.country.trim().toUpperCase();
    const region = r.region.trim().toUpperCase();
    if (!name) problems[`tax.${i}.name`] = 'Name this rule, like Sales tax.';
    if (!/^[A-Z]{2}$/.test(country)) problems[`tax.${i}.country`] = 'Use a two-letter country code.';
    const rate = basisPointsFromInput(r.rate);
    if (!rate.ok) problems[`tax.${i}.rate`] = rate.problem;
    return {
      id: r.id,
      name,
      country,
      region,
      rateBasisPoints: rate.ok ? rate.value : 0,
      appliesToShipping: r.appliesToShipping,
    };
  });

  if (Object.keys(problems).length) return { body: null, problems };
  return {
    body: {
      storeCurrency: currency,
      settings: {
        measurementSystem: draft.measurementSystem,
        checkoutMinimumCents,
        shippingOptions,
        taxRules,
        instalments: { enabled: draft.instalmentsEnabled, minCents, maxCents },
      },
    },
    problems,
  };
}

const SETTINGS_KEYS: Record<string, string> = {
  'settings.checkoutMinimumCents': 'checkoutMinimum',
  'settings.instalments.minCents': 'instalmentsOver',
  'settings.instalments.maxCents': 'instalmentsUpTo',
};
const ROW_KEYS: Record<string, string> = {
  flatCents: 'flatCost',
  perUnitCents: 'perUnitCost',
  rateBasisPoints: 'rate',
};

/** The settings form's field for a path of PUT /settings' body; 'form' for what no field shows. */
export function settingsProblemKey(path: string): string {
  const row = /^settings\.(shippingOptions|taxRules)\.(\d+)\.(\w+)/.exec(path);
  if (row)
    return `${row[1] === 'shippingOptions' ? 'shipping' : 'tax'}.${row[2]}.${ROW_KEYS[row[3]!] ?? row[3]}`;
  return SETTINGS_KEYS[path] ?? 'form';
}

/** The store settings form's resolver: the typed values, then the server's settingsBody schema. */
export const settingsResolver = draftResolver<SettingsDraft, SettingsBody>(
  settingsBodyFromDraft,
  settingsBody,
  settingsProblemKey,
);

// ---------------------------------------------------------------------------------------------
// Coupons

export interface CouponDraft {
  id?: string;
  code: string;
  kind: 'percentage' | 'fixed';
  /** Percent for percentage coupons, a money amount for fixed ones. */
  amount: string;
  minimum: string;
  /** The last day it can be used (YYYY-MM-DD, the owner's time zone), or ''. */
  lastDay: string;
  usageLimit: string;
}

export interface CouponBody {
  code: string;
  kind: 'percentage' | 'fixed';
  amount: number;
  minimumCents: number;
  expiresAt: string | null;
  usageLimit: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A coupon usable through its last day expires at the next local midnight. */
export function expiresAtOf(lastDay: string): string {
  const [y, m, d] = lastDay.split('-').map(Number);
  return new Date(y!, m! - 1, d! + 1).toISOString();
}

/** The last day a coupon can be used, from its expiry instant (the inverse of expiresAtOf). */
export function lastDayOf(expiresAt: string): string {
  const day = new Date(new Date(expiresAt).getTime() - 1);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function couponDraftOf(coupon: CouponView | null, currencyCode: string): CouponDraft {
  if (!coupon) return { code: '', kind: 'percentage', amount: '', minimum: '', lastDay: '', usageLimit: '' };
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    amount: coupon.kind === 'fixed' ? moneyInputOf(coupon.amount, currencyCode) : String(coupon.amount),
    minimum: coupon.minimumCents ? moneyInputOf(coupon.minimumCents, currencyCode) : '',
    lastDay: coupon.expiresAt ? lastDayOf(coupon.expiresAt) : '',
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
  };
}

export function couponBodyFromDraft(
  draft: CouponDraft,
  currencyCode: string,
): { body: CouponBody | null; problems: FormProblems } {
  const problems: FormProblems = {};
  const code = draft.code.trim().toUpperCase();
  if (!code) problems.code = 'Enter a code, like SPRING10.';
  else if (!/^[A-Z0-9_-]{1,40}$/.test(code))
    problems.code = 'Use up to 40 letters, digits, dashes or underscores (no spaces).';

  let amount = 0;
  if (draft.kind === 'percentage') {
    const parsed = wholeNumberFromInput(draft.amount);
    if (!parsed.ok || parsed.value < 1 || parsed.value > 100)
      problems.amount = 'Enter a whole percent from 1 to 100.';
    else amount = parsed.value;
  } else {
    const parsed = moneyFromInput(draft.amount, currencyCode);
    if (!parsed.ok) problems.amount = parsed.problem;
    else if (parsed.value <= 0) problems.amount = 'Enter an amount above 0.';
    else amount = parsed.value;
  }

  const minimum = moneyFromInput(draft.minimum, currencyCode, 0);
  if (!minimum.ok) problems.minimum = minimum.problem;
  const limit = wholeNumberFromInput(draft.usageLimit, -1);
  if (!limit.ok || limit.value === 0)
    problems.usageLimit = 'Enter a whole number of 1 or more, or leave it empty.';
  if (draft.lastDay && !/^\d{4}-\d{2}-\d{2}$/.test(draft.lastDay)) problems.lastDay = 'Choose a date.';

  if (Object.keys(problems).length) return { body: null, problems };
  return {
    body: {
      code,
      kind: draft.kind,
      amount,
      minimumCents: minimum.ok ? minimum.value : 0,
      expiresAt: draft.lastDay ? expiresAtOf(draft.lastDay) : null,
      usageLimit: limit.ok && limit.value > 0 ? limit.value : null,
    },
    problems,
  };
}

const COUPON_KEYS: Record<string, string> = { minimumCents: 'minimum', expiresAt: 'lastDay' };

/** The coupon form's field for a path of the coupon body. */
export const couponProblemKey = (path: string) =>
  COUPON_KEYS[path] ?? (['code', 'amount', 'usageLimit'].includes(path) ? path : 'code');

/** The coupon form's resolver: the typed values, then the server's couponInput schema. */
export const couponResolver = (currencyCode: string) =>
  draftResolver<CouponDraft, CouponBody>(
    (draft) => couponBodyFromDraft(draft, currencyCode),
    couponInput,
    couponProblemKey,
  );
