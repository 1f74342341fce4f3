// The cart's API: visitor bodies are strict (a price or a total is refused rather than ignored), and
// the one answer, `{ cart: Cart }` (packages/core/src/commerce.ts).
import { countrySchema, idSchema, MAX_LINE_QUANTITY, textSchema } from '@folio/core/store-schemas';
import { z } from 'zod';

const id = idSchema;
const text = textSchema;

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

const location = z.strictObject({
  country: countrySchema,
  region: text(60).default(''),
  postalCode: text(20).default(''),
});

export const shippingBody = z.strictObject({
  location,
  shippingOptionId: text(60).nullable().optional(),
});

// Answers.
const optionValue = z.object({ optionName: z.string(), value: z.string() });

export const couponView = z.object({
  code: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  amount: z.number(),
  minimumCents: z.number(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  timesUsed: z.number(),
});

const pricedShippingOption = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['flat', 'weight']),
  flatCents: z.number(),
  perUnitCents: z.number(),
  countries: z.array(z.string()),
  costCents: z.number(),
});

const taxRule = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string(),
  rateBasisPoints: z.number(),
  appliesToShipping: z.boolean(),
});

const shippingLocation = z.object({ country: z.string(), region: z.string(), postalCode: z.string() });
/** `{}` where the spec's cart has nothing chosen yet. */
const nothing = z.strictObject({});

export const cartView = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string(),
  created: z.number(),
  isPurchased: z.boolean(),
  entries: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      variantId: z.string(),
      title: z.string(),
      url: z.string(),
      image: z.string().nullable(),
      productType: z.enum(['physical', 'digital', 'service', 'gift card']),
      optionValues: z.array(optionValue),
      sku: z.string(),
      quantity: z.number(),
      unitPriceCents: z.number(),
      totalCents: z.number(),
      available: z.number().nullable(),
      recurring: z.string().optional(),
    }),
  ),
  shippingOptions: z.array(pricedShippingOption),
  applicableTaxRules: z.array(taxRule),
  coupons: z.array(z.string()),
  validCoupons: z.array(couponView),
  invalidCoupons: z.array(z.object({ code: z.string(), reason: z.string() })),
  selectedShippingOption: z.union([pricedShippingOption, nothing]),
  shippingLocation: z.union([shippingLocation, nothing]),
  subtotalCents: z.number(),
  taxCents: z.number(),
  shippingCostCents: z.number(),
  discountCents: z.number(),
  grandTotalCents: z.number(),
  totalQuantity: z.number(),
  subtotalAmount: z.object({ currencyCode: z.string(), value: z.number() }),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
  currencyCode: z.string(),
});

export const cartAnswer = z.object({ cart: cartView });
