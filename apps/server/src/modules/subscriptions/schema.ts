// The subscriptions API's shapes (zod in and out). Plans are bounded per unit (decision 063).
import { countrySchema, textSchema } from '@folio/core/store-schemas';
import { z } from 'zod';
import { confirmPaymentBody, nextAction } from '../checkout/service.ts';

const text = textSchema;
export const ID = /^[0-9a-f]{24}$/;
const id = z.string().regex(ID);

/** The longest period a plan may have, per unit: two years of weeks or months, five years. */
export const MAX_PERIOD = { WEEK: 104, MONTH: 24, YEAR: 5 } as const;
export const MAX_BILLING_CYCLES = 999;

/** SHOP-026/027: billingPeriod (value and unit) and numBillingCycles (0 or empty: until cancelled). */
export const planBody = z
  .strictObject({
    billingPeriodValue: z.number().int().min(1).max(104),
    billingPeriodUnit: z.enum(['WEEK', 'MONTH', 'YEAR']),
    numBillingCycles: z
      .number()
      .int()
      .min(0)
      .max(MAX_BILLING_CYCLES)
      .nullish()
      .transform((n) => n ?? 0),
  })
  .refine((plan) => plan.billingPeriodValue <= MAX_PERIOD[plan.billingPeriodUnit], {
    message: 'The billing period is too long for its unit (at most 104 weeks, 24 months or 5 years).',
    path: ['billingPeriodValue'],
  });

export const planPut = z.strictObject({ plan: planBody.nullable() });

export const planAnswer = z.object({
  productId: z.string(),
  plan: z
    .object({
      billingPeriodValue: z.number(),
      billingPeriodUnit: z.enum(['WEEK', 'MONTH', 'YEAR']),
      numBillingCycles: z.number(),
    })
    .nullable(),
});

export const planList = z.object({ plans: z.array(planAnswer) });

export const productParams = z.strictObject({ productId: id });
export const subscriptionParams = z.strictObject({ id });

const address = z.strictObject({
  name: text(120),
  line1: text(200),
  line2: text(200).default(''),
  city: text(100),
  region: text(60).default(''),
  postalCode: text(20),
  country: countrySchema,
});

export const paymentBody = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('test'),
    cardNumber: text(30),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: text(4),
  }),
  z.strictObject({ provider: z.literal('stripe'), paymentMethodId: text(255) }),
]);

export const subscribeBody = z.strictObject({
  cartToken: text(100),
  email: text(320),
  shippingAddress: address.optional(),
  shippingOptionId: text(60).optional(),
  payment: paymentBody,
});

/**
 * The subscribe (and its confirm's) answer: started (the confirmed page), or, decision 077, the
 * holder's authentication to take first and the token of the confirm after it.
 */
export const subscribedAnswer = z.object({
  subscriptionId: z.string().optional(),
  redirect: z.string().optional(),
  requiresAction: nextAction.optional(),
  /** The first order waiting, which the confirm names (with the token). */
  orderId: z.string().optional(),
  confirmToken: z.string().optional(),
});

/** Decision 077: the subscribe page's confirm after the challenge: its cart and the signed first order. */
export const subscribeConfirmBody = confirmPaymentBody.extend({ cartToken: text(100) });

export const manageBody = z.strictObject({ token: text(64) });
export const cardBody = z.strictObject({ token: text(64), payment: paymentBody });

export const subscriptionAnswer = z.object({
  id: z.string(),
  title: z.string(),
  productType: z.enum(['physical', 'digital', 'service']),
  email: z.string(),
  status: z.enum(['active', 'past_due', 'paused', 'cancelled', 'completed']),
  phrase: z.string(),
  amountCents: z.number(),
  currencyCode: z.string(),
  quantity: z.number(),
  paidPeriods: z.number(),
  numBillingCycles: z.number(),
  nextChargeAt: z.string().nullable(),
  cardLast4: z.string(),
  failedAttempts: z.number(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});

export const subscriptionList = z.object({ subscriptions: z.array(subscriptionAnswer) });

export const ownerOverview = z.object({
  subscriptions: z.array(subscriptionAnswer),
  counts: z.object({ active: z.number(), pastDue: z.number(), paused: z.number(), cancelled: z.number() }),
  currencyCode: z.string().nullable(),
  months: z.array(
    z.object({
      month: z.string(),
      mrrCents: z.number(),
      churnRate: z.number(),
      cancelled: z.number(),
      active: z.number(),
    }),
  ),
});

export const memberSubscriptionList = z.object({
  subscriptions: z.array(subscriptionAnswer.extend({ manageUrl: z.string() })),
});

/** Decision 073 (FOLIO_TEST_CLOCK only): one renewal pass run by a journey, and what it did. */
export const renewalRunBody = z.object({}).strict();
export const renewalRunAnswer = z.object({
  now: z.string(),
  charged: z.number().int(),
  declined: z.number().int(),
});
