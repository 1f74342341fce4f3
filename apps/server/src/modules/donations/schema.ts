// The donations API: the visitor's gift (strict: nothing about money is taken but the amount, which
// is checked against the bounds) and the owner's summary.
import { DONATION_NAME_MAX, DONATION_NOTE_MAX } from '@folio/core/donations';
import { textSchema } from '@folio/core/store-schemas';
import { z } from 'zod';
import { nextAction } from '../checkout/service.ts';

const text = textSchema;

export const donateBody = z.strictObject({
  /** The page holding the Donation block (SHOP-005's donatePageId). */
  pageId: z.string().regex(/^[0-9a-f]{24}$/, 'must be a page id'),
  /** The browser's id of this submit: a repeated submit meets the same gift. */
  attemptId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _'),
  /** A suggested amount in minor units, or… */
  amountCents: z.number().int().min(0).max(1_000_000_000).optional(),
  /** …the amount the visitor typed ("25", "25.50"), checked with the same messages as the page. */
  customAmount: z.string().max(40).optional(),
  frequency: z.enum(['once', 'monthly']).default('once'),
  name: text(DONATION_NAME_MAX * 2),
  email: text(320),
  note: text(DONATION_NOTE_MAX * 2).default(''),
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
export type DonateBody = z.infer<typeof donateBody>;

const donationView = z.object({
  id: z.string(),
  pageId: z.string(),
  campaign: z.string(),
  amountCents: z.number(),
  currencyCode: z.string(),
  frequency: z.enum(['once', 'monthly']),
  donorName: z.string(),
  email: z.string(),
  note: z.string(),
  paidAt: z.string().nullable(),
  nextChargeAt: z.string().nullable(),
});

export const donatedAnswer = z.object({
  donation: donationView.pick({ id: true, amountCents: true, currencyCode: true, frequency: true }),
  /** The thank-you page (signed link), once the gift is paid… */
  redirect: z.string().optional(),
  /** …or (decision 074) the donor's authentication first, then the confirm with this token. */
  requiresAction: nextAction.optional(),
  confirmToken: z.string().optional(),
});

export const donationsSummary = z.object({
  currencyCode: z.string(),
  totalRaisedCents: z.number(),
  donationCount: z.number(),
  monthlyCount: z.number(),
  campaigns: z.array(
    z.object({
      pageId: z.string(),
      campaign: z.string(),
      currencyCode: z.string(),
      totalCents: z.number(),
      count: z.number(),
      monthlyCount: z.number(),
      /** The page still exists (else the campaign is kept for its totals). */
      pageExists: z.boolean(),
    }),
  ),
  donations: z.array(donationView),
});
export type DonationsSummary = z.infer<typeof donationsSummary>;

/** Decision 070: the receipt's stop link (the gift's id and its signed token). */
export const stopParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a donation id') });
export const stopQuery = z.object({ token: z.string().max(64).default('') });
export const stopAnswer = z.object({ stopped: z.boolean() });
