// Input shapes of the store's API. Visitor bodies are strict: a field the server does not take
// (a price, a total) is refused rather than silently ignored.
import { countrySchema, idSchema, MAX_LINE_QUANTITY, textSchema } from '@folio/core/store-schemas';
import { boundedInt, isoTimestamp, queryInt, text as storableText } from '@folio/core/text';
import { z } from 'zod';

const id = idSchema;
const text = textSchema;
const country = countrySchema;

export { couponInput, productBody, settingsBody, stockBody } from '@folio/core/store-schemas';

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

export const reviewBody = z.strictObject({
  token: text(2000, 1),
  /** null: no star chosen (SHOP-039 names that case). */
  rating: z.number().int('a rating is 1 to 5 stars').min(1).max(5).nullable().default(null),
  name: text(80).default(''),
  body: text(5000).default(''),
});
