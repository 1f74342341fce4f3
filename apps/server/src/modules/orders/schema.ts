// The owner's orders API: filters, the note body, and the answers (OrderSummary, OrderDetail,
// SalesDay in packages/core/src/store-api.ts).
import { idSchema, textSchema } from '@folio/core/store-schemas';
import { queryInt, text as storableText } from '@folio/core/text';
import { z } from 'zod';

const status = z.enum(['pending', 'paid', 'fulfilled', 'refunded']);

export const idParams = z.object({ id: idSchema });

export const ordersQuery = z.object({
  status: status.optional(),
  q: textSchema(200).optional(),
  limit: queryInt({ min: 1, max: 500, default: 50 }),
  offset: queryInt({ min: 0, default: 0 }),
});

/** Issue 20 (decision 061): a refund of part of the order (cents), or of what is left when absent. */
export const refundBody = z
  .strictObject({ amountCents: z.number().int().min(1).max(100_000_000_000).optional() })
  .optional();

export const noteBody = z.strictObject({
  text: storableText({ max: 5000, min: 1, trim: true, tooShort: 'write a note' }),
});

export const salesQuery = z.object({ days: queryInt({ min: 1, max: 366, default: 30 }) });

// Answers.
const orderSummary = z.object({
  id: z.string(),
  number: z.number(),
  status,
  email: z.string(),
  customerName: z.string(),
  currencyCode: z.string(),
  grandTotalCents: z.number(),
  totalQuantity: z.number(),
  createdAt: z.string(),
});

export const orderDetail = orderSummary.extend({
  lines: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      title: z.string(),
      productType: z.enum(['physical', 'digital', 'service']),
      sku: z.string(),
      optionValues: z.array(z.object({ optionName: z.string(), value: z.string() })),
      quantity: z.number(),
      unitPriceCents: z.number(),
      totalCents: z.number(),
    }),
  ),
  subtotalCents: z.number(),
  discountCents: z.number(),
  shippingCents: z.number(),
  taxCents: z.number(),
  couponCode: z.string().nullable(),
  shippingAddress: z
    .object({
      name: z.string(),
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string(),
    })
    .nullable(),
  shippingOption: z.object({ id: z.string(), name: z.string(), costCents: z.number() }).nullable(),
  paymentProvider: z.string(),
  paymentId: z.string().nullable(),
  notes: z.array(z.object({ at: z.string(), author: z.string(), text: z.string() })),
  paidAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundedCents: z.number(),
  dispute: z
    .object({
      id: z.string(),
      reason: z.string(),
      status: z.string(),
      amountCents: z.number(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Issue 20 (decision 072): what a gift card paid, and what the card paid. */
  giftCard: z
    .object({ codeLast4: z.string(), amountCents: z.number(), refundedCents: z.number() })
    .nullable()
    .optional(),
  cardPaidCents: z.number().optional(),
});

export const orderList = z.object({ total: z.number(), orders: z.array(orderSummary) });
export const orderAnswer = z.object({ order: orderDetail });
export const salesAnswer = z.object({
  currencyCode: z.string(),
  days: z.array(z.object({ day: z.string(), orders: z.number(), revenueCents: z.number() })),
});
