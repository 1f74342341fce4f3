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
  /** Issue 20 (decision 065): a gift card pays part or all of the order. */
  giftCardCode: text(40).optional(),
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
/** Issue 20 (decisions 062, 074): the customer's next step: the test challenge page, or Stripe.js. */
export const nextAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('stripe'), clientSecret: z.string() }),
]);

/** Decision 074: a one-off form's confirm after the customer's action: what to confirm, signed. */
export const confirmPaymentBody = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'must be an id'),
  token: z.string().regex(/^[0-9a-f]{32}$/, 'must be a confirmation token'),
});

export const placedOrder = z.object({
  order: z.object({
    id: z.string(),
    number: z.number(),
    status: z.enum(['pending', 'paid', 'fulfilled', 'refunded']),
    grandTotalCents: z.number(),
    currencyCode: z.string(),
  }),
  /** The order-confirmed page, with the token that opens it (once the order is paid). */
  redirect: z.string().optional(),
  /**
   * Issue 20 (decision 062): the customer authenticates first (3-D Secure): the test gateway's
   * challenge page to go to, or the client secret Stripe.js's handleNextAction takes.
   */
  requiresAction: nextAction.optional(),
  /** Taken and waiting for the bank (Stripe's processing): what to tell the customer. */
  message: z.string().optional(),
});

/** Issue 20 (decision 062): the confirm after the customer's action carries nothing: the cart cookie says which order. */
export const confirmBody = z.strictObject({}).optional();

/** The test challenge page's id (a test gateway payment) and its form. */
export const testChallengeParams = z.object({ id: z.string().regex(/^ch_[0-9a-f]{24}$/) });
/** The form's target: any id (checked after the crumb, so a forged post is refused for the crumb first). */
export const testChallengeAnswerParams = z.object({ id: z.string().max(100) });

// Issue 20 (decision 060): Stripe's webhook. The body is read raw (the signature covers its bytes)
// and parsed by Stripe's library; what Folio stores of it passes the shared text schema here.
export const stripeEventStored = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,200}$/, 'must be a Stripe event id'),
  type: textSchema(100, 1),
});

export const stripeDisputeStored = z.object({
  id: z.string().regex(/^(dp|du)_[A-Za-z0-9_]{1,200}$/, 'must be a Stripe dispute id'),
  reason: textSchema(100),
  status: textSchema(100),
  amount: z.number().int().min(0).max(100_000_000_000),
});

/** What Stripe is told: received (and what came of it), or a duplicate of an event received before. */
export const webhookAnswer = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.string(),
});
