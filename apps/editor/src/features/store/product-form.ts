// The product editor's form state: made from a ProductView, checked field by field (with the
// store's variantProblems), and turned into the ProductInput the API takes.
import { isSoldOut, priceRange, type Variant, variantProblems } from '@folio/core/commerce';
import { formatMoney } from '@folio/core/money';
import type { ProductInput, ProductView } from '@folio/core/store-api';
import { productBody } from '@folio/core/store-schemas';
import {
  gramsFromInput,
  moneyFromInput,
  moneyInputOf,
  weightInputOf,
  wholeNumberFromInput,
} from './amount-inputs.ts';
import { draftResolver } from './form-resolver.ts';

/** The currency and measurement system the store's numbers are in. */
export interface StoreUnits {
  currencyCode: string;
  measurementSystem: 'IMPERIAL' | 'METRIC';
}

export interface OptionDraft {
  key: string;
  name: string;
  /** Comma-separated, as typed. */
  values: string;
}

export interface VariantDraft {
  key: string;
  id?: string;
  sku: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: string;
  /** In the store's unit (lbs or kg). */
  weight: string;
  /** One value per option, in the options' order. */
  optionValues: string[];
}

export interface ProductDraft {
  id?: string;
  slug?: string;
  title: string;
  description: string;
  productType: ProductInput['productType'];
  isVisible: boolean;
  images: string[];
  options: OptionDraft[];
  variants: VariantDraft[];
}

/** Problems by field: 'title', 'options', 'option.0', 'variants', 'variant.1.price', … */
export type ProductProblems = Record<string, string>;

/** What the server takes (apps/server/src/modules/store/schema.ts). */
export const MAX_OPTIONS = 6;
export const MAX_VARIANTS = 100;
export const MAX_IMAGES = 20;

let lastKey = 0;
/** A React key for a row that has no id yet. */
export const newKey = () => `row-${++lastKey}`;

export function newVariantDraft(optionCount: number, like?: VariantDraft): VariantDraft {
  return {
    key: newKey(),
    sku: '',
    price: like?.price ?? '',
    salePrice: '',
    onSale: false,
    unlimited: like?.unlimited ?? false,
    qtyInStock: like?.unlimited ? '0' : '',
    weight: like?.weight ?? '',
    optionValues: Array.from({ length: optionCount }, () => ''),
  };
}

export function emptyProductDraft(): ProductDraft {
  return {
    title: '',
    description: '',
    productType: 'physical',
    isVisible: true,
    images: [''],
    options: [],
    variants: [newVariantDraft(0)],
  };
}

export function draftFromProduct(product: ProductView, units: StoreUnits): ProductDraft {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    description: product.description,
    productType: product.productType,
    isVisible: product.isVisible,
    images: product.images.length ? [...product.images] : [''],
    options: product.options.map((o) => ({ key: newKey(), name: o.name, values: o.values.join(', ') })),
    variants: product.variants.map((v) => ({
      key: v.id,
      id: v.id,
      sku: v.sku,
      price: moneyInputOf(v.price, units.currencyCode),
      salePrice: v.salePrice || v.onSale ? moneyInputOf(v.salePrice, units.currencyCode) : '',
      onSale: v.onSale,
      unlimited: v.unlimited,
      qtyInStock: String(v.qtyInStock),
      weight: v.weightGrams ? weightInputOf(v.weightGrams, units.measurementSystem) : '',
      optionValues: product.options.map(
        (o) => v.optionValues.find((ov) => ov.optionName === o.name)?.value ?? '',
      ),
    })),
  };
}

/** "Red, Blue, , red" → ["Red", "Blue"] (blank and repeated values dropped). */
export function splitValues(text: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const raw of text.split(',')) {
    const value = raw.trim();
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      values.push(value);
    }
  }
  return values;
}

/** The options as they will be saved: rows left completely blank are ignored. */
function optionsOf(draft: ProductDraft) {
  return draft.options
    .map((o, index) => ({ index, name: o.name.trim(), values: splitValues(o.values) }))
    .filter((o) => o.name !== '' || o.values.length > 0);
}

const VARIANT_FIELDS = {
  sku: 'sku',
  price: 'price',
  salePrice: 'salePrice',
  qtyInStock: 'qtyInStock',
  weightGrams: 'weight',
} as const;

/** Checks the form and builds what the API takes; `input` is null when there are problems. */
export function productInputFromDraft(
  draft: ProductDraft,
  units: StoreUnits,
): { input: ProductInput | null; problems: ProductProblems } {
  const problems: ProductProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'Give the product a title.';

  const options = optionsOf(draft);
  const names = new Set<string>();
  for (const option of options) {
    const key = `option.${option.index}`;
    if (!option.name) problems[key] = 'Name this option, like Size.';
    else if (option.values.length === 0) problems[key] = 'List its values, separated by commas.';
    else if (names.has(option.name.toLowerCase())) problems[key] = 'Another option has this name.';
    names.add(option.name.toLowerCase());
  }

  if (options.length > MAX_OPTIONS) problems.options = `A product has at most ${MAX_OPTIONS} options.`;
  if (draft.variants.length > MAX_VARIANTS)
    problems.variants = `A product has at most ${MAX_VARIANTS} variants.`;
  if (draft.variants.length === 0) problems.variants = 'Add at least one variant.';
  if (draft.productType === 'digital' && draft.variants.length > 1)
    problems.variants = 'A digital product has one price: keep a single variant.';

  const isPhysical = draft.productType === 'physical';
  const combinations = new Map<string, number>();
  const variants: ProductInput['variants'] = draft.variants.map((v, i) => {
    const at = (field: string) => `variant.${i}.${field}`;
    const optionValues = options.map((option) => {
      const typed = (v.optionValues[option.index] ?? '').trim();
      // A value typed with other capitals is the listed one (so "red" saves as "Red").
      const value = option.values.find((listed) => listed.toLowerCase() === typed.toLowerCase());
      if (!value) problems[at(`option.${option.index}`)] = 'Choose a value.';
      return { optionName: option.name, value: value ?? typed };
    });
    if (options.length) {
      const combination = optionValues.map((o) => o.value.toLowerCase()).join('\u0000');
      const first = combinations.get(combination);
      if (first !== undefined) problems[at('options')] = `Variant ${first + 1} has the same options.`;
      else combinations.set(combination, i);
    }

    const price = moneyFromInput(v.price, units.currencyCode);
    const salePrice = moneyFromInput(v.salePrice, units.currencyCode, v.onSale ? undefined : 0);
    // A disabled stock box (unlimited) never blocks saving.
    const stock = wholeNumberFromInput(v.qtyInStock, 0);
    const weight = isPhysical
      ? gramsFromInput(v.weight, units.measurementSystem)
      : { ok: true as const, value: 0 };
    if (!price.ok) problems[at('price')] = price.problem;
    if (!salePrice.ok) problems[at('salePrice')] = v.onSale ? 'Enter the sale price.' : salePrice.problem;
    if (!stock.ok && !v.unlimited) problems[at('qtyInStock')] = stock.problem;
    if (!weight.ok) problems[at('weight')] = weight.problem;

    const variant: Omit<Variant, 'id'> & { id?: string } = {
      ...(v.id ? { id: v.id } : {}),
      sku: v.sku.trim(),
      price: price.ok ? price.value : 0,
      salePrice: salePrice.ok ? salePrice.value : 0,
      onSale: v.onSale,
      unlimited: v.unlimited,
      qtyInStock: stock.ok ? stock.value : 0,
      optionValues,
      weightGrams: weight.ok ? weight.value : 0,
    };
    for (const [field, message] of Object.entries(variantProblems(variant))) {
      const key = at(VARIANT_FIELDS[field as keyof typeof VARIANT_FIELDS] ?? field);
      problems[key] ??= message;
    }
    return variant;
  });

  if (Object.keys(problems).length) return { input: null, problems };
  return {
    input: {
      title,
      ...(draft.slug ? { slug: draft.slug } : {}),
      description: draft.description.trim(),
      productType: draft.productType,
      images: draft.images.map((url) => url.trim()).filter(Boolean),
      options: options.map((o) => ({ name: o.name, values: o.values })),
      isVisible: draft.isVisible,
      variants,
    },
    problems,
  };
}

/** "$10.00", or "$10.00 – $25.00" when variants differ; what a visitor pays now. */
export function priceLabel(variants: readonly Variant[], currencyCode: string): string {
  const range = priceRange(variants);
  if (!range) return '—';
  const min = formatMoney(range.min, currencyCode);
  return range.min === range.max ? min : `${min} – ${formatMoney(range.max, currencyCode)}`;
}

/** SHOP-025 in the owner's words: "Sold out", "Unlimited" or "12 in stock". */
export function stockLabel(variants: readonly Pick<Variant, 'unlimited' | 'qtyInStock'>[]): string {
  if (isSoldOut(variants)) return 'Sold out';
  if (variants.some((v) => v.unlimited)) return 'Unlimited';
  return `${variants.reduce((sum, v) => sum + v.qtyInStock, 0)} in stock`;
}

const VARIANT_KEYS: Record<string, string> = { weightGrams: 'weight', optionValues: 'options' };

/** The product form's field for a path of the product body ('variants.0.weightGrams' → 'variant.0.weight'). */
export function productProblemKey(path: string): string {
  const variant = /^variants\.(\d+)\.(\w+)/.exec(path);
  if (variant) return `variant.${variant[1]}.${VARIANT_KEYS[variant[2]!] ?? variant[2]}`;
  const option = /^options\.(\d+)/.exec(path);
  if (option) return `option.${option[1]}`;
  if (path.startsWith('images')) return 'images';
  return ['options', 'variants', 'description'].includes(path) ? path : 'title';
}

/** The product editor's resolver: the typed values, then the server's productBody schema. */
export const productResolver = (units: StoreUnits) =>
  draftResolver<ProductDraft, ProductInput>(
    (draft) => {
      const { input, problems } = productInputFromDraft(draft, units);
      return { body: input, problems };
    },
    productBody,
    productProblemKey,
  );
