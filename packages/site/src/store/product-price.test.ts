import { describe, expect, it } from 'vitest';
import { productPriceLabel, variantPriceLabel } from './product-price.ts';
import { aVariant } from './store-factories.ts';
import { initialVariant, isValueSoldOut } from './variant-choice.ts';

describe('product prices', () => {
  it('shows one price in the store currency', () => {
    expect(productPriceLabel([aVariant({ price: 2500 })], 'USD')).toEqual({
      current: '$25.00',
      compareAt: null,
      isFrom: false,
    });
    expect(productPriceLabel([aVariant({ price: 2500 })], 'EUR')?.current).toBe('€25.00');
  });

  it('shows a sale price with the old price to strike through', () => {
    expect(productPriceLabel([aVariant({ price: 2500, salePrice: 1900, onSale: true })], 'USD')).toEqual({
      current: '$19.00',
      compareAt: '$25.00',
      isFrom: false,
    });
  });

  it('reads "from" the lowest price a visitor can pay when variants cost different amounts', () => {
    const label = productPriceLabel(
      [aVariant({ price: 3000 }), aVariant({ id: 'v2', price: 4000, salePrice: 2000, onSale: true })],
      'USD',
    );
    expect(label).toEqual({ current: '$20.00', compareAt: null, isFrom: true });
    expect(productPriceLabel([], 'USD')).toBeNull();
  });

  it('a variant’s own price, as the product page shows the chosen one', () => {
    expect(variantPriceLabel(aVariant({ price: 1000, salePrice: 800, onSale: true }), 'USD').compareAt).toBe(
      '$10.00',
    );
  });
});

describe('variant choice', () => {
  const size = (value: string, stock: number) =>
    aVariant({ id: value, qtyInStock: stock, optionValues: [{ optionName: 'Size', value }] });

  it('opens with the first variant in stock and marks values that lead to a sold-out variant', () => {
    const variants = [size('S', 0), size('M', 2), size('L', 0)];
    expect(initialVariant(variants)?.id).toBe('M');
    expect(isValueSoldOut(variants, { Size: 'M' }, 'Size', 'S')).toBe(true);
    expect(isValueSoldOut(variants, { Size: 'S' }, 'Size', 'M')).toBe(false);
  });
});
