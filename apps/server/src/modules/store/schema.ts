// Input shapes of the store's API. Visitor bodies are strict: a field the server does not take
// (a price, a total) is refused rather than silently ignored.
import { CURRENCIES, MAX_PRICE_CENTS, MAX_SKU_LENGTH } from '@folio/core';
import { boundedInt, isoTimestamp, queryInt, text as storableText } from '@folio/core/text';
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart.ts';

const id = z.string().regex(/^[0-9a-f]{24}$/, 'must be an id');
const cents = z.number().int('must be whole cents').min(0, 'must be 0 or more').max(MAX_PRICE_CENTS);
/** Visitor and owner text: storable (no NUL, no lone surrogate) or refused with a message. */
const text = (max: number, min = 0, tooShort = 'must not be empty') => storableText({ max, min, tooShort });
const country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((c) => c.toUpperCase());

export const idParams = z.object({ id });
export const entryParams = z.object({ entryId: id });

export const addItemBody = z.strictObject({
  productId: id,
  variantId: id.optional(),
  quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_LINE_QUANTITY),
});

export const quantityBody = z.strictObject({
  quantity: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(MAX_LINE_QUANTITY),
});

export const couponBody = z.strictObject({ code: text(40).pipe(z.string().trim().min(1, 'enter a code')) });

const location = z.strictObject({ country, region: text(60).default(''), postalCode: text(20).default('') });

export const shippingBody = z.strictObject({
  location,
  shippingOptionId: text(60).nullable().optional(),
});

const address = z.strictObject({
  name: text(120),
  line1: text(200),
  line2: text(200).default(''),
  city: text(100),
  region: text(60).default(''),
  postalCode: text(20),
  country,
});

export const checkoutBody = z.strictObject({
  email: text(320),
  shippingAddress: address.optional(),
  shippingOptionId: text(60).optional(),
  payment: z.discriminatedUnion('provider', [
    z.strictObject({
      provider: z.literal('test'),
      cardNumber: text(30),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(2000).max(2100),
      cvc: text(4),
    }),
    z.strictObject({ provider: z.literal('stripe'), paymentMethodId: text(255) }),
  ]),
});

const optionValue = z.strictObject({ optionName: text(60), value: text(60) });

export const productBody = z.strictObject({
  title: text(200),
  slug: text(80).optional(),
  description: text(20_000).default(''),
  productType: z.enum(['physical', 'digital', 'service']),
  images: z.array(text(2000)).max(20).default([]),
  options: z
    .array(z.strictObject({ name: text(60, 1, 'name the option'), values: z.array(text(60)).max(100) }))
    .max(6)
    .default([]),
  isVisible: z.boolean().default(true),
  variants: z
    .array(
      z.strictObject({
        id: id.optional(),
        sku: text(MAX_SKU_LENGTH).default(''),
        price: z.number(),
        salePrice: z.number().default(0),
        onSale: z.boolean().default(false),
        unlimited: z.boolean().default(false),
        qtyInStock: z.number().default(0),
        optionValues: z.array(optionValue).max(6).default([]),
        weightGrams: z.number().default(0),
      }),
    )
    .max(100),
});

export const fileBody = z.strictObject({
  fileName: text(200, 1),
  contentType: text(200).default('application/octet-stream'),
  data: z
    .string()
    .max(1_500_000, 'The file is too large. The maximum allowed file size is 1 MB.')
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'must be the file as base64'),
});

export const inventoryQuery = z.object({
  lowStock: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  threshold: queryInt({ min: 0, max: 1_000_000, default: 5 }),
});

export const stockBody = z
  .strictObject({
    qtyInStock: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(1_000_000_000)
      .optional(),
    unlimited: z.boolean().optional(),
  })
  .refine((b) => b.qtyInStock !== undefined || b.unlimited !== undefined, 'send qtyInStock or unlimited');

export const ordersQuery = z.object({
  status: z.enum(['pending', 'paid', 'fulfilled', 'refunded']).optional(),
  q: text(200).optional(),
  limit: queryInt({ min: 1, max: 500, default: 50 }),
  offset: queryInt({ min: 0, default: 0 }),
});

export const noteBody = z.strictObject({
  text: storableText({ max: 5000, min: 1, trim: true, tooShort: 'write a note' }),
});

export const salesQuery = z.object({ days: queryInt({ min: 1, max: 366, default: 30 }) });

const shippingOption = z.strictObject({
  id: text(60, 1),
  name: text(100, 1, 'name the shipping option'),
  kind: z.enum(['flat', 'weight']),
  flatCents: cents,
  perUnitCents: cents.default(0),
  countries: z.array(country).max(250).default([]),
});

const taxRule = z.strictObject({
  id: text(60, 1),
  name: text(100, 1, 'name the tax rule'),
  country,
  region: text(60).default(''),
  rateBasisPoints: z.number().int().min(0).max(10_000, 'a tax rate is at most 100 %'),
  appliesToShipping: z.boolean().default(false),
});

export const settingsBody = z.strictObject({
  storeCurrency: z.string().refine((c) => CURRENCIES.has(c), 'is not a supported currency'),
  settings: z.strictObject({
    measurementSystem: z.enum(['IMPERIAL', 'METRIC']),
    checkoutMinimumCents: cents,
    shippingOptions: z.array(shippingOption).max(50),
    taxRules: z.array(taxRule).max(200),
    instalments: z.strictObject({ enabled: z.boolean(), minCents: cents, maxCents: cents }),
  }),
});

export const couponInput = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'use 1 to 40 letters, digits, dashes or underscores'),
    kind: z.enum(['percentage', 'fixed']),
    amount: z.number().int('must be a whole number').min(1, 'must be at least 1'),
    minimumCents: cents.default(0),
    expiresAt: isoTimestamp().nullable().default(null),
    usageLimit: boundedInt({ min: 1, max: 1_000_000_000 }).nullable().default(null),
  })
  .refine((c) => c.kind !== 'percentage' || c.amount <= 100, {
    message: 'a percentage is at most 100',
    path: ['amount'],
  })
  .refine((c) => c.kind !== 'fixed' || c.amount <= MAX_PRICE_CENTS, {
    message: 'too large',
    path: ['amount'],
  });

export const reviewBody = z.strictObject({
  token: text(2000, 1),
  /** null: no star chosen (SHOP-039 names that case). */
  rating: z.number().int('a rating is 1 to 5 stars').min(1).max(5).nullable().default(null),
  name: text(80).default(''),
  body: text(5000).default(''),
});
