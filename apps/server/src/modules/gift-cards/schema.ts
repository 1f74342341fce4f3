// The gift cards' API (issue 20 section 4, SHOP-006): the owner's product and issue inputs, the
// visitor's purchase and balance check, and the answers.
import { centsSchema, idSchema, textSchema } from '@folio/core/store-schemas';
import { z } from 'zod';
import { nextAction } from '../checkout/service.ts';

const text = textSchema;
const sku = z
  .string()
  .regex(/^[A-Za-z0-9._-]{0,40}$/, 'a SKU is letters, digits, dots, hyphens or underscores');

export const idParams = z.object({ id: idSchema });

export const giftCardProductBody = z.strictObject({
  title: text(200),
  description: text(2000).default(''),
  denominations: z
    .array(z.strictObject({ sku: sku.default(''), amountCents: centsSchema }))
    .max(12, 'A gift card offers at most 12 amounts.'),
  isVisible: z.boolean().default(true),
});

const payment = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('test'),
    cardNumber: text(30),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: text(4),
  }),
  z.strictObject({ provider: z.literal('stripe'), paymentMethodId: text(255) }),
]);

export const purchaseBody = z.strictObject({
  giftCardProductId: text(40),
  sku,
  recipientEmail: text(320),
  message: text(1000).default(''),
  buyerName: text(120),
  buyerEmail: text(320),
  payment,
});

export const balanceBody = z.strictObject({ code: text(40) });

export const issueBody = z.strictObject({
  amountCents: centsSchema.min(100, 'An amount is at least 1.00.'),
  recipientEmail: text(320),
  message: text(1000).default(''),
});

export const cardsQuery = z.object({ search: text(100).default('') });

// Answers.
const denomination = z.object({ sku: z.string(), amountCents: z.number() });

export const giftCardProductView = z.object({
  id: z.string(),
  productType: z.literal('gift card'),
  title: z.string(),
  description: z.string(),
  denominations: z.array(denomination),
  isVisible: z.boolean(),
  checkoutPath: z.string(),
});

export const productList = z.object({ products: z.array(giftCardProductView), currencyCode: z.string() });
export const productAnswer = z.object({ product: giftCardProductView });
export const deleted = z.object({ ok: z.literal(true) });

export const purchased = z.object({
  giftCard: z.object({
    id: z.string(),
    amountCents: z.number(),
    currencyCode: z.string(),
    recipientEmail: z.string(),
    /** Decision 075: the receipt's address, for the page the bank's challenge returns to. */
    buyerEmail: z.string(),
    codeLast4: z.string(),
  }),
  /** Decision 075: the buyer's authentication first (3-D Secure), then the confirm with this token. */
  requiresAction: nextAction.optional(),
  confirmToken: z.string().optional(),
});

export const balanceAnswer = z.union([
  z.object({
    found: z.literal(true),
    balanceCents: z.number(),
    currencyCode: z.string(),
    status: z.enum(['active', 'void']),
    codeLast4: z.string(),
  }),
  z.object({ found: z.literal(false) }),
]);

const giftCardView = z.object({
  id: z.string(),
  status: z.enum(['active', 'void']),
  source: z.enum(['purchase', 'issued']),
  codeLast4: z.string(),
  initialCents: z.number(),
  balanceCents: z.number(),
  currencyCode: z.string(),
  recipientEmail: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  message: z.string(),
  createdAt: z.string(),
  redemptions: z.array(
    z.object({ orderId: z.string().nullable(), kind: z.string(), amountCents: z.number(), at: z.string() }),
  ),
});

export const cardList = z.object({ cards: z.array(giftCardView), currencyCode: z.string() });
export const cardAnswer = z.object({ card: giftCardView });
