import { structuredContentOf, type Variant } from '@folio/core/commerce';
import type { ProductView } from '@folio/core/store-api';
import { describe, expect, it } from 'vitest';
import {
  draftFromProduct,
  emptyProductDraft,
  newVariantDraft,
  type ProductDraft,
  priceLabel,
  productInputFromDraft,
  type StoreUnits,
  splitValues,
  stockLabel,
} from './product-form.ts';

const usd: StoreUnits = { currencyCode: 'USD', measurementSystem: 'IMPERIAL' };
const metric: StoreUnits = { currencyCode: 'EUR', measurementSystem: 'METRIC' };

const aVariant = (over: Partial<Variant> = {}): Variant => ({
  id: 'v1',
  sku: 'SQ1234567',
  price: 2500,
  salePrice: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 3,
  optionValues: [],
  weightGrams: 454,
  ...over,
});

const aProduct = (over: Partial<ProductView> = {}): ProductView => {
  const product: Omit<ProductView, 'structuredContent'> = {
    id: 'p1',
    slug: 'mug',
    url: '/shop/p/mug',
    title: 'Mug',
    description: 'A mug.',
    productType: 'physical',
    images: ['/s/mug.jpg'],
    options: [],
    variants: [aVariant()],
    isVisible: true,
    isSoldOut: false,
    onSale: false,
    digitalFileName: null,
    position: 0,
    ...over,
  };
  return { ...product, structuredContent: structuredContentOf(product) };
};

function aDraft(over: Partial<ProductDraft> = {}): ProductDraft {
  const draft = emptyProductDraft();
  draft.title = 'Mug';
  draft.variants[0] = { ...draft.variants[0]!, price: '12.50', qtyInStock: '4', weight: '1' };
  return { ...draft, ...over };
}

describe('product form → ProductInput', () => {
  it('converts typed amounts to cents, grams and whole numbers', () => {
    const { input, problems } = productInputFromDraft(
      aDraft({ images: [' /s/a.jpg ', ''], description: ' Nice. ' }),
      usd,
    );
    expect(problems).toEqual({});
    expect(input).toEqual({
      title: 'Mug',
      description: 'Nice.',
      productType: 'physical',
      images: ['/s/a.jpg'],
      options: [],
      isVisible: true,
      variants: [
        {
          sku: '',
          price: 1250,
          salePrice: 0,
          onSale: false,
          unlimited: false,
          qtyInStock: 4,
          optionValues: [],
          weightGrams: 454,
        },
      ],
    });
  });

  it('round-trips a stored product, keeping variant ids', () => {
    const product = aProduct({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        aVariant({ id: 'a', optionValues: [{ optionName: 'Size', value: 'S' }] }),
        aVariant({
          id: 'b',
          sku: '',
          onSale: true,
          salePrice: 1999,
          unlimited: true,
          qtyInStock: 0,
          optionValues: [{ optionName: 'Size', value: 'M' }],
        }),
      ],
    });
    const { input } = productInputFromDraft(draftFromProduct(product, usd), usd);
    expect(input?.slug).toBe('mug');
    expect(input?.options).toEqual(product.options);
    expect(input?.variants).toEqual(product.variants);
  });

  it('SHOP-035 metric stores take weights in kg', () => {
    const draft = aDraft();
    draft.variants[0]!.weight = '0.75';
    expect(productInputFromDraft(draft, metric).input?.variants[0]?.weightGrams).toBe(750);
  });

  it('digital and service products carry no weight', () => {
    const { input } = productInputFromDraft(aDraft({ productType: 'service' }), usd);
    expect(input?.variants[0]?.weightGrams).toBe(0);
  });

  it('reports problems by field and sends nothing', () => {
    const draft = aDraft({ title: ' ' });
    draft.variants[0] = {
      ...draft.variants[0]!,
      price: '10',
      onSale: true,
      salePrice: '12',
      qtyInStock: 'many',
      sku: 'x'.repeat(61),
    };
    const { input, problems } = productInputFromDraft(draft, usd);
    expect(input).toBeNull();
    expect(problems).toEqual({
      title: 'Give the product a title.',
      'variant.0.qtyInStock': 'Enter a whole number of 0 or more.',
      'variant.0.salePrice': 'A sale price must be lower than the price.',
      'variant.0.sku': 'A SKU may be at most 60 characters.',
    });
  });

  it('CORE-009 refuses a price above the maximum', () => {
    const draft = aDraft();
    draft.variants[0]!.price = '1000000.01';
    expect(productInputFromDraft(draft, usd).problems['variant.0.price']).toBe(
      'A price may be at most 1000000 in the store currency.',
    );
  });

  it('ignores the stock box of an unlimited variant', () => {
    const draft = aDraft();
    draft.variants[0] = { ...draft.variants[0]!, unlimited: true, qtyInStock: '' };
    const { input } = productInputFromDraft(draft, usd);
    expect(input?.variants[0]).toMatchObject({ unlimited: true, qtyInStock: 0 });
  });

  it('checks options and that every variant has a value of each', () => {
    const draft = aDraft({
      options: [
        { key: 'o1', name: 'Colour', values: 'Red, Blue' },
        { key: 'o2', name: '', values: 'x' },
        { key: 'o3', name: '', values: '' },
      ],
    });
    draft.variants = [
      { ...draft.variants[0]!, optionValues: ['red', 'x', ''] },
      { ...newVariantDraft(3, draft.variants[0]), optionValues: ['Green', '', ''] },
    ];
    const { problems } = productInputFromDraft(draft, usd);
    expect(problems).toMatchObject({
      'option.1': 'Name this option, like Size.',
      'variant.1.option.0': 'Choose a value.',
    });
    expect(problems['option.2']).toBeUndefined();
  });

  it('matches a value typed in other capitals and refuses two identical variants', () => {
    const draft = aDraft({ options: [{ key: 'o1', name: 'Colour', values: 'Red, Blue' }] });
    draft.variants = [
      { ...draft.variants[0]!, optionValues: ['red'] },
      { ...draft.variants[0]!, key: 'k2', optionValues: ['Red'] },
    ];
    const { problems } = productInputFromDraft(draft, usd);
    expect(problems).toEqual({ 'variant.1.options': 'Variant 1 has the same options.' });
    draft.variants[1]!.optionValues = ['Blue'];
    const { input } = productInputFromDraft(draft, usd);
    expect(input?.variants.map((v) => v.optionValues)).toEqual([
      [{ optionName: 'Colour', value: 'Red' }],
      [{ optionName: 'Colour', value: 'Blue' }],
    ]);
  });

  it('SHOP-023 a digital product keeps a single variant', () => {
    const draft = aDraft({ productType: 'digital' });
    draft.variants.push({ ...draft.variants[0]!, key: 'k2' });
    expect(productInputFromDraft(draft, usd).problems.variants).toMatch(/single variant/);
  });

  it('splits comma-separated values, dropping blanks and repeats', () => {
    expect(splitValues(' S, M,,m , L ')).toEqual(['S', 'M', 'L']);
  });
});

describe('product list labels', () => {
  it('shows one price or the range a visitor pays now', () => {
    expect(priceLabel([aVariant()], 'USD')).toBe('$25.00');
    expect(priceLabel([aVariant(), aVariant({ onSale: true, salePrice: 1000 })], 'USD')).toBe(
      '$10.00 – $25.00',
    );
    expect(priceLabel([], 'USD')).toBe('—');
  });

  it('SHOP-025 says sold out when no variant is unlimited and none has stock', () => {
    expect(stockLabel([aVariant({ qtyInStock: 0 })])).toBe('Sold out');
    expect(stockLabel([aVariant({ qtyInStock: 0, unlimited: true })])).toBe('Unlimited');
    expect(stockLabel([aVariant({ qtyInStock: 2 }), aVariant({ qtyInStock: 5 })])).toBe('7 in stock');
  });
});
