// Choosing a variant by its option values, shared by the product page's server render and its
// island: which variant the selects name, and which option values lead to a sold-out variant.
import { isVariantAvailable, type Variant } from '@folio/core/commerce';

export type ChoiceVariant = Pick<Variant, 'id' | 'unlimited' | 'qtyInStock' | 'optionValues'>;
/** The chosen value per option name. */
export type Selection = Record<string, string>;

export function selectionOf(variant: ChoiceVariant): Selection {
  return Object.fromEntries(variant.optionValues.map((o) => [o.optionName, o.value]));
}

export function variantFor<V extends ChoiceVariant>(variants: readonly V[], selection: Selection): V | null {
  return variants.find((v) => v.optionValues.every((o) => selection[o.optionName] === o.value)) ?? null;
}

/** The variant a product page opens with: the first one in stock, else the first. */
export function initialVariant<V extends ChoiceVariant>(variants: readonly V[]): V | null {
  return variants.find((v) => isVariantAvailable(v)) ?? variants[0] ?? null;
}

/**
 * Whether picking `value` for `optionName`, the other options staying as chosen, leads to a
 * variant that cannot be bought (sold out, or no such combination).
 */
export function isValueSoldOut(
  variants: readonly ChoiceVariant[],
  selection: Selection,
  optionName: string,
  value: string,
): boolean {
  const variant = variantFor(variants, { ...selection, [optionName]: value });
  return !variant || !isVariantAvailable(variant);
}

export const SOLD_OUT_SUFFIX = ' (Sold out)';

export function optionLabel(value: string, isSoldOut: boolean): string {
  return isSoldOut ? `${value}${SOLD_OUT_SUFFIX}` : value;
}
