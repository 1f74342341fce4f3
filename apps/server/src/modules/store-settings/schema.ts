// The store settings API: the owner's settings and coupon inputs (shared with the config area's
// forms, @folio/core/store-schemas) and the answers.
import { idSchema } from '@folio/core/store-schemas';
import { z } from 'zod';

export { couponInput, settingsBody } from '@folio/core/store-schemas';

export const idParams = z.object({ id: idSchema });

// Answers.
export const couponView = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  amount: z.number(),
  minimumCents: z.number(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  timesUsed: z.number(),
});

export const storeSettings = z.object({
  measurementSystem: z.enum(['IMPERIAL', 'METRIC']),
  checkoutMinimumCents: z.number(),
  shippingOptions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['flat', 'weight']),
      flatCents: z.number(),
      perUnitCents: z.number(),
      countries: z.array(z.string()),
    }),
  ),
  taxRules: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      country: z.string(),
      region: z.string(),
      rateBasisPoints: z.number(),
      appliesToShipping: z.boolean(),
    }),
  ),
  instalments: z.object({ enabled: z.boolean(), minCents: z.number(), maxCents: z.number() }),
});

export const settingsView = z.object({
  storeCurrency: z.string(),
  settings: storeSettings,
  coupons: z.array(couponView),
  /** 'stripe' when the server has STRIPE_SECRET_KEY, else the built-in test gateway. */
  paymentProvider: z.enum(['test', 'stripe']),
});

export const couponAnswer = z.object({ coupon: couponView });
