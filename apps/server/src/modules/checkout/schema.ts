// The checkout's API: the strict body (a price or a total is refused rather than ignored) and the
// placed order's answer.
import { countrySchema, textSchema } from '@folio/core/store-schemas';
import { z } from 'zod';

const text = textSchema;

const address = z.strictObject({
  name: text(120),
  line1: text(200),
  line2: text(200).default(''),
  city: text(100),
  region: text(60).default(''),
  postalCode: text(20),
  country: countrySchema,
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

// Answers.
export const placedOrder = z.object({
  order: z.object({
    id: z.string(),
    number: z.number(),
    status: z.enum(['pending', 'paid', 'fulfilled', 'refunded']),
    grandTotalCents: z.number(),
    currencyCode: z.string(),
  }),
  /** The order-confirmed page, with the token that opens it. */
  redirect: z.string(),
});
