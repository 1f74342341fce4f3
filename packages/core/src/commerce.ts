// The store's shared rules (SHOP-007..025, SHOP-031..035): product and variant shapes, sold-out,
// prices, coupons, shipping and tax. The server prices every cart with these from the catalogue;
// the browser only shows what the server computed.
import { formatMoney, MAX_PRICE_CENTS, type Money } from './money.ts';
import { isValidSku, MAX_SKU_LENGTH } from './validation.ts';

/** SHOP-022: the product types of the store (gift cards arrive with their own issue). */
export const PRODUCT_TYPES = ['physical', 'digital', 'service', 'gift card'] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number];

/** SHOP-024: prices in cents of the store currency. */
export interface Variant {
  id: string;
  sku: string;
  price: number;
  salePrice: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  optionValues: { optionName: string; value: string }[];
  /** Grams; shipping by weight uses it (shown in lbs or kg per the site, SHOP-034/035). */
  weightGrams: number;
}

/** SHOP-022, SHOP-023 */
export interface StructuredContent {
  productType: ProductTypeName;
  variants: Variant[];
  onSale: boolean;
  /** Digital products only (SHOP-023). */
  priceCents?: number;
  salePriceCents?: number;
}

/** SHOP-025: sold out when no variant is unlimited and none has stock above 0. */
export function isSoldOut(variants: readonly Pick<Variant, 'unlimited' | 'qtyInStock'>[]): boolean {
  return !variants.some((v) => v.unlimited || v.qtyInStock > 0);
}

export function isVariantAvailable(
  variant: Pick<Variant, 'unlimited' | 'qtyInStock'>,
  quantity = 1,
): boolean {
  return variant.unlimited || variant.qtyInStock >= quantity;
}

/** What one unit costs: the sale price when the variant is on sale. */
export function unitPriceCents(variant: Pick<Variant, 'price' | 'salePrice' | 'onSale'>): number {
  return variant.onSale ? variant.salePrice : variant.price;
}

/** SHOP-023: a digital product's price lives on the product; its one variant mirrors it. */
export function structuredContentOf(input: {
  productType: ProductTypeName;
  variants: Variant[];
}): StructuredContent {
  const onSale = input.variants.some((v) => v.onSale);
  if (input.productType !== 'digital')
    return { productType: input.productType, variants: input.variants, onSale };
  const only = input.variants[0];
  return {
    productType: 'digital',
    variants: input.variants,
    onSale,
    priceCents: only?.price ?? 0,
    salePriceCents: only?.salePrice ?? 0,
  };
}

/** The lowest and highest price a visitor can pay now, for "from $10" style labels. */
export function priceRange(variants: readonly Variant[]): { min: number; max: number } | null {
  if (variants.length === 0) return null;
  const prices = variants.map(unitPriceCents);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Problems with a variant an owner is saving, by field; empty when it can be stored. */
/** Issue 14 item 6: stock and weight fit their integer columns, with room to add. */
export const MAX_STOCK = 1_000_000_000;
export const MAX_WEIGHT_GRAMS = 100_000_000;

export function variantProblems(v: {
  sku: string;
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  weightGrams: number;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of ['price', 'salePrice'] as const) {
    const cents = v[key];
    if (!Number.isInteger(cents) || cents < 0) problems[key] = 'Enter a price of 0 or more.';
    else if (cents > MAX_PRICE_CENTS)
      problems[key] = `A price may be at most ${MAX_PRICE_CENTS / 100} in the store currency.`;
  }
  if (v.onSale && !problems.salePrice && !problems.price && v.salePrice >= v.price)
    problems.salePrice = 'A sale price must be lower than the price.';
  if (v.sku !== '' && !isValidSku(v.sku)) problems.sku = `A SKU may be at most ${MAX_SKU_LENGTH} characters.`;
  if (!Number.isInteger(v.qtyInStock) || v.qtyInStock < 0)
    problems.qtyInStock = 'Stock is a whole number of 0 or more.';
  else if (v.qtyInStock > MAX_STOCK)
    problems.qtyInStock = `Stock is at most ${MAX_STOCK.toLocaleString('en')}.`;
  if (!Number.isInteger(v.weightGrams) || v.weightGrams < 0) problems.weightGrams = 'Weight is 0 or more.';
  else if (v.weightGrams > MAX_WEIGHT_GRAMS)
    problems.weightGrams = `Weight is at most ${MAX_WEIGHT_GRAMS / 1000} kg.`;
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Coupons, shipping and tax: store settings, applied to a cart by priceCart.

export interface Coupon {
  code: string;
  kind: 'percentage' | 'fixed';
  /** Percent (1..100) for percentage coupons, cents for fixed ones. */
  amount: number;
  /** The subtotal an order needs before the coupon applies. */
  minimumCents: number;
  expiresAt: string | null;
  /** null: no limit. */
  usageLimit: number | null;
  timesUsed: number;
}

export interface ShippingOption {
  id: string;
  name: string;
  kind: 'flat' | 'weight';
  /** Flat: the whole cost. By weight: the base cost. */
  flatCents: number;
  /** By weight: added per started lb (imperial) or kg (metric). */
  perUnitCents: number;
  /** ISO country codes it ships to; empty means everywhere. */
  countries: string[];
}

export interface TaxRule {
  id: string;
  name: string;
  country: string;
  /** A region (US state) code; empty means the whole country. */
  region: string;
  /** Hundredths of a percent: 825 is 8.25 %. */
  rateBasisPoints: number;
  appliesToShipping: boolean;
}

export interface ShippingLocation {
  country: string;
  region: string;
  postalCode: string;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  weightGrams: number;
  productType: ProductTypeName;
}

export interface PricingInput {
  lines: PricedLine[];
  couponCodes: string[];
  /** The coupons of the store, looked up by code (case-insensitive). */
  coupons: Coupon[];
  shippingOptions: ShippingOption[];
  selectedShippingOptionId: string | null;
  taxRules: TaxRule[];
  location: ShippingLocation | null;
  measurementSystem: string;
  now: Date;
}

export interface InvalidCoupon {
  code: string;
  reason: string;
}

export interface PricedShippingOption extends ShippingOption {
  costCents: number;
}

export interface CartPricing {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  validCoupons: Coupon[];
  invalidCoupons: InvalidCoupon[];
  shippingOptions: PricedShippingOption[];
  selectedShippingOption: PricedShippingOption | null;
  applicableTaxRules: TaxRule[];
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a coupon does not apply to a subtotal now, or null when it does. */
export function couponProblem(
  coupon: Coupon | undefined,
  subtotalCents: number,
  now: Date,
  currency: string,
): string | null {
  if (!coupon) return 'This code is not valid.';
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() <= now.getTime())
    return 'This code has expired.';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit)
    return 'This code has been used up.';
  if (subtotalCents < coupon.minimumCents) {
    return `This code needs an order of ${formatMoney(coupon.minimumCents, currency)} or more.`;
  }
  return null;
}

export function couponDiscountCents(coupon: Coupon, subtotalCents: number): number {
  const raw =
    coupon.kind === 'percentage'
      ? Math.round((subtotalCents * Math.min(coupon.amount, 100)) / 100)
      : coupon.amount;
  return Math.max(0, Math.min(raw, subtotalCents));
}

/** SHOP-034/035: a weight in grams in the site's unit (lbs or kg). */
export function weightInSiteUnit(grams: number, measurementSystem: string): number {
  return measurementSystem === 'IMPERIAL' ? grams / 453.59237 : grams / 1000;
}

export function shippingCostCents(
  option: ShippingOption,
  weightGrams: number,
  measurementSystem: string,
): number {
  if (option.kind === 'flat') return option.flatCents;
  const units = Math.ceil(weightInSiteUnit(weightGrams, measurementSystem) - 1e-9);
  return option.flatCents + Math.max(0, units) * option.perUnitCents;
}

function shipsTo(option: ShippingOption, location: ShippingLocation | null): boolean {
  if (option.countries.length === 0 || !location) return true;
  return option.countries.includes(location.country.toUpperCase());
}

export function applicableTaxRules(rules: TaxRule[], location: ShippingLocation | null): TaxRule[] {
  if (!location?.country) return [];
  const country = location.country.toUpperCase();
  const region = location.region.toUpperCase();
  return rules.filter(
    (r) => r.country.toUpperCase() === country && (r.region === '' || r.region.toUpperCase() === region),
  );
}

/**
 * Prices a cart (SHOP-012): subtotal from the catalogue's unit prices, one coupon (the first
 * valid code; the others are reported invalid), shipping for physical goods, tax by location.
 */
export function priceCart(input: PricingInput, currency: string): CartPricing {
  const subtotalCents = input.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const totalQuantity = input.lines.reduce((sum, l) => sum + l.quantity, 0);
  const hasDigital = input.lines.some((l) => l.productType === 'digital');
  const requiresShipping = input.lines.some((l) => l.productType === 'physical');
  const purelyDigital = input.lines.length > 0 && input.lines.every((l) => l.productType === 'digital');
  const weightGrams = input.lines
    .filter((l) => l.productType === 'physical')
    .reduce((sum, l) => sum + l.weightGrams * l.quantity, 0);

  const byCode = new Map(input.coupons.map((c) => [normalizeCouponCode(c.code), c]));
  const validCoupons: Coupon[] = [];
  const invalidCoupons: InvalidCoupon[] = [];
  for (const code of input.couponCodes) {
    const coupon = byCode.get(normalizeCouponCode(code));
    const problem =
      validCoupons.length > 0 && coupon
        ? 'Only one code can be used per order.'
        : couponProblem(coupon, subtotalCents, input.now, currency);
    if (problem || !coupon) invalidCoupons.push({ code, reason: problem ?? 'This code is not valid.' });
    else validCoupons.push(coupon);
  }
  const discountCents = validCoupons[0] ? couponDiscountCents(validCoupons[0], subtotalCents) : 0;

  const shippingOptions: PricedShippingOption[] = requiresShipping
    ? input.shippingOptions
        .filter((o) => shipsTo(o, input.location))
        .map((o) => ({ ...o, costCents: shippingCostCents(o, weightGrams, input.measurementSystem) }))
    : [];
  const selectedShippingOption =
    shippingOptions.find((o) => o.id === input.selectedShippingOptionId) ?? shippingOptions[0] ?? null;
  const shippingCost = selectedShippingOption?.costCents ?? 0;

  const taxRules = applicableTaxRules(input.taxRules, input.location);
  const taxable = subtotalCents - discountCents;
  const taxCents = taxRules.reduce(
    (sum, r) =>
      sum + Math.round(((taxable + (r.appliesToShipping ? shippingCost : 0)) * r.rateBasisPoints) / 10_000),
    0,
  );
  return {
    subtotalCents,
    discountCents,
    shippingCostCents: shippingCost,
    taxCents,
    grandTotalCents: taxable + shippingCost + taxCents,
    totalQuantity,
    validCoupons,
    invalidCoupons,
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules: taxRules,
    hasDigital,
    purelyDigital,
    requiresShipping,
  };
}

/** SHOP-007..014: the cart as the spec shapes it (entries carry what the cart page shows). */
export interface Cart {
  id: string;
  websiteId: string;
  orderId: string;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: PricedShippingOption[];
  applicableTaxRules: TaxRule[];
  coupons: string[];
  validCoupons: Coupon[];
  invalidCoupons: InvalidCoupon[];
  selectedShippingOption: PricedShippingOption | Record<string, never>;
  shippingLocation: ShippingLocation | Record<string, never>;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** The store currency the cents are in. */
  currencyCode: string;
}

export interface CartEntry {
  id: string;
  productId: string;
  variantId: string;
  title: string;
  url: string;
  image: string | null;
  productType: ProductTypeName;
  optionValues: { optionName: string; value: string }[];
  sku: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The most that can be bought (null: unlimited). */
  available: number | null;
  /** Issue 20 (CORE-046..049): a subscription's period after its price ("every month"); absent otherwise. */
  recurring?: string;
}

/** A site's store settings (besides storeCurrency, which the page context already carries). */
export interface StoreSettings {
  /** SHOP-034/035: 'IMPERIAL' (lbs, inch) or 'METRIC' (kg, cm). */
  measurementSystem: 'IMPERIAL' | 'METRIC';
  /** SHOP-031: 0 means no minimum. */
  checkoutMinimumCents: number;
  shippingOptions: ShippingOption[];
  taxRules: TaxRule[];
  /** SHOP-032/033: the interest-free instalment note, shown for subtotals in (min, max]. */
  instalments: { enabled: boolean; minCents: number; maxCents: number };
}

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  measurementSystem: 'IMPERIAL',
  checkoutMinimumCents: 0,
  shippingOptions: [],
  taxRules: [],
  instalments: { enabled: false, minCents: 0, maxCents: 0 },
};

export function storeSettingsOf(stored: Partial<StoreSettings> | null | undefined): StoreSettings {
  return {
    ...DEFAULT_STORE_SETTINGS,
    ...stored,
    instalments: { ...DEFAULT_STORE_SETTINGS.instalments, ...stored?.instalments },
  };
}
