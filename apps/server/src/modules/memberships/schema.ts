// Paid membership's API: the owner's plans and member prices, the visitor's join, the member's
// memberships. Bodies are strict: a price or a period end sent by the browser is refused.
import { centsSchema, idSchema, textSchema } from '@folio/core/store-schemas';
import { z } from 'zod';
import { nextAction } from '../checkout/service.ts';

const priceKey = z.enum(['left', 'right']);
const billingPeriod = z
  .strictObject({
    value: z.number().int().min(1, 'must be 1 or more').max(52, 'must be 52 or less'),
    unit: z.enum(['WEEK', 'MONTH', 'YEAR']),
  })
  .nullable();

const price = z.strictObject({ key: priceKey, amountCents: centsSchema, billingPeriod });

export const planBody = z.strictObject({
  name: textSchema(80, 1, 'Enter the plan’s name.').transform((v) => v.trim()),
  description: textSchema(500).default(''),
  benefits: z.array(textSchema(120, 1)).max(12).default([]),
  prices: z.array(price).min(1, 'Give the plan a price.').max(2),
  isVisible: z.boolean().default(true),
});

export const planParams = z.strictObject({ planId: idSchema });
export const membershipParams = z.strictObject({ membershipId: idSchema });
export const variantParams = z.strictObject({ variantId: idSchema });

export const memberPriceBody = z.strictObject({
  priceCents: centsSchema.nullable(),
  planId: idSchema.nullable().default(null),
});

export const joinBody = z.strictObject({
  planId: idSchema,
  priceKey,
  payment: z.discriminatedUnion('provider', [
    z.strictObject({
      provider: z.literal('test'),
      cardNumber: textSchema(30),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(2000).max(2100),
      cvc: textSchema(4),
    }),
    z.strictObject({ provider: z.literal('stripe'), paymentMethodId: textSchema(255) }),
  ]),
});

// Answers.
const planPrice = z.object({
  key: priceKey,
  amountCents: z.number(),
  billingPeriod: z.object({ value: z.number(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }).nullable(),
});

const ownerPlan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  prices: z.array(planPrice),
  isVisible: z.boolean(),
  memberCount: z.number(),
});

export const plansAnswer = z.object({ plans: z.array(ownerPlan), currencyCode: z.string() });
export const planAnswer = z.object({ plan: ownerPlan });

const memberPrice = z.object({
  variantId: z.string(),
  priceCents: z.number(),
  planId: z.string().nullable(),
});
export const memberPricesAnswer = z.object({ memberPrices: z.array(memberPrice) });
export const memberPriceAnswer = z.object({ memberPrice: memberPrice.nullable() });

const membership = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: z.enum(['active', 'cancelled', 'expired']),
  isCurrent: z.boolean(),
  amountCents: z.number(),
  currencyCode: z.string(),
  billingPeriod: z.object({ value: z.number(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }).nullable(),
  grantedAt: z.string(),
  currentPeriodEnd: z.string().nullable(),
});
export const membershipAnswer = z.object({ membership });
export const membershipsAnswer = z.object({ memberships: z.array(membership) });

/**
 * Decision 076: a join (or its confirm) answers the membership granted, or (status `pending`) the
 * member's authentication first (3-D Secure) and the token of the confirm after it.
 */
export const joinAnswer = z.object({
  membership: membership.extend({ status: z.enum(['active', 'cancelled', 'expired', 'pending']) }),
  requiresAction: nextAction.optional(),
  confirmToken: z.string().optional(),
});
