// The owner's store inputs, shared by the server (route schemas) and the config area (form
// validation with react-hook-form), so both give the same message for the same mistake (issue 15).
import { z } from 'zod';
import { CURRENCIES, MAX_PRICE_CENTS } from './money.ts';
import { boundedInt, isoTimestamp, text as storableText } from './text.ts';
import { MAX_SKU_LENGTH } from './validation.ts';

/** The most of one item a cart line holds. */
export const MAX_LINE_QUANTITY = 999;

export const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'must be an id');
export const centsSchema = z
  .number()
  .int('must be whole cents')
  .min(0, 'must be 0 or more')
  .max(MAX_PRICE_CENTS);
/** Owner text: storable (no NUL, no lone surrogate) or refused with a message. */
export const textSchema = (max: number, min = 0, tooShort = 'must not be empty') =>
  storableText({ max, min, tooShort });
export const countrySchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((c) => c.toUpperCase());

const id = idSchema;
const cents = centsSchema;
const text = textSchema;
const country = countrySchema;

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
