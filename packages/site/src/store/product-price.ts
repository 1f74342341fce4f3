// How a product's price reads on cards and product pages: one price, a sale price with the old
// one struck through, or "from" the lowest price when variants cost different amounts.
import { unitPriceCents, type Variant } from '@folio/core/commerce';
import { formatMoney } from '@folio/core/money';

export interface PriceLabel {
  /** What a visitor pays now, formatted. */
  current: string;
  /** The price before the sale, struck through; null when not on sale. */
  compareAt: string | null;
  /** Variants cost different amounts: current is the lowest ("from $10"). */
  isFrom: boolean;
}

type PricedVariant = Pick<Variant, 'price' | 'salePrice' | 'onSale'>;

function isDiscounted(variant: PricedVariant): boolean {
  return variant.onSale && variant.salePrice < variant.price;
}

/** One variant's price, as the product page shows the chosen variant. */
export function variantPriceLabel(variant: PricedVariant, currencyCode: string): PriceLabel {
  return {
    current: formatMoney(unitPriceCents(variant), currencyCode),
    compareAt: isDiscounted(variant) ? formatMoney(variant.price, currencyCode) : null,
    isFrom: false,
  };
}

/** A whole product's price, as a product card shows it; null for a product with no variants. */
export function productPriceLabel(
  variants: readonly PricedVariant[],
  currencyCode: string,
): PriceLabel | null {
  const cheapest = [...variants].sort((a, b) => unitPriceCents(a) - unitPriceCents(b))[0];
  if (!cheapest) return null;
  const isFrom = variants.some((v) => unitPriceCents(v) !== unitPriceCents(cheapest));
  if (isFrom)
    return { current: formatMoney(unitPriceCents(cheapest), currencyCode), compareAt: null, isFrom };
  const onSale = variants.find(isDiscounted);
  return onSale ? variantPriceLabel(onSale, currencyCode) : variantPriceLabel(cheapest, currencyCode);
}

export function hasSale(variants: readonly PricedVariant[]): boolean {
  return variants.some(isDiscounted);
}
