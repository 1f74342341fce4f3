// Shapes of the store's APIs (apps/server/src/modules/store/CONTEXT.md), shared by the server, the
// site's islands and the config area. Amounts are integer cents of the store currency.
import type { Coupon, ProductTypeName, StoreSettings, StructuredContent, Variant } from './commerce.ts';
import type { BillingUnit } from './recurring-price.ts';

/** A product as the site and the config area see it. */
export interface ProductView {
  id: string;
  slug: string;
  /** '/shop/p/{slug}' */
  url: string;
  title: string;
  description: string;
  productType: Exclude<ProductTypeName, 'gift card'>;
  images: string[];
  options: { name: string; values: string[] }[];
  variants: Variant[];
  /** SHOP-022, SHOP-023: the spec's product shape. */
  structuredContent: StructuredContent;
  isVisible: boolean;
  isSoldOut: boolean;
  onSale: boolean;
  /** Digital products: the delivered file's name, or null before one is uploaded. */
  digitalFileName: string | null;
  position: number;
  /** Issue 20 (SHOP-026/027): a subscription product's plan; absent or null when sold once. */
  plan?: { billingPeriodValue: number; billingPeriodUnit: BillingUnit; numBillingCycles: number } | null;
}

/** What the config area sends to create or replace a product. */
export interface ProductInput {
  title: string;
  /** Made from the title when empty. */
  slug?: string;
  description: string;
  productType: 'physical' | 'digital' | 'service';
  images: string[];
  options: { name: string; values: string[] }[];
  isVisible: boolean;
  /** At least one. An existing variant keeps its id; an empty sku gets 'SQ' + 7 digits. */
  variants: (Omit<Variant, 'id'> & { id?: string })[];
}

export interface InventoryRow {
  productId: string;
  productTitle: string;
  variantId: string;
  sku: string;
  optionValues: { optionName: string; value: string }[];
  unlimited: boolean;
  qtyInStock: number;
}

export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'refunded';

export interface OrderSummary {
  id: string;
  number: number;
  status: OrderStatus;
  email: string;
  customerName: string;
  currencyCode: string;
  grandTotalCents: number;
  totalQuantity: number;
  createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  lines: {
    productId: string;
    variantId: string;
    title: string;
    productType: 'physical' | 'digital' | 'service';
    sku: string;
    optionValues: { optionName: string; value: string }[];
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
  }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  couponCode: string | null;
  shippingAddress: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  } | null;
  shippingOption: { id: string; name: string; costCents: number } | null;
  paymentProvider: string;
  paymentId: string | null;
  notes: { at: string; author: string; text: string }[];
  paidAt: string | null;
  fulfilledAt: string | null;
  refundedAt: string | null;
  /** Issue 20: what the gateway refunded in all (a partial refund leaves the order paid). */
  refundedCents: number;
  /** Issue 20: the card holder's dispute of the payment, recorded from Stripe's webhook. */
  dispute: { id: string; reason: string; status: string; amountCents: number; createdAt: string } | null;
  /** Issue 20 (decision 072): the gift card that paid part or all of the order (from its ledger). */
  giftCard?: { codeLast4: string; amountCents: number; refundedCents: number } | null;
  /** Issue 20 (decision 072): what the card paid (the total less the gift card). */
  cardPaidCents?: number;
}

export interface SalesDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  orders: number;
  revenueCents: number;
}

export interface CouponView extends Coupon {
  id: string;
}

export interface StoreSettingsView {
  storeCurrency: string;
  settings: StoreSettings;
  coupons: CouponView[];
  /** 'stripe' when the server has STRIPE_SECRET_KEY, else the built-in test gateway. */
  paymentProvider: 'test' | 'stripe';
}

/** The test gateway's documented cards (like Stripe's test numbers). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Issue 20 (decision 062): asks for authentication (3-D Secure), as Stripe's card does. */
  authenticationRequired: '4000002760003184',
} as const;

/** A published review of a product. */
export interface ReviewView {
  rating: number;
  name: string;
  body: string;
  createdAt: string;
}

export interface ReviewSummary {
  count: number;
  /** The mean rating to one decimal, or null without reviews. */
  average: number | null;
  /** The newest first, at most 20. */
  items: ReviewView[];
}

/** What the review-request page shows for its link. */
export interface ReviewRequestView {
  state: 'open' | 'expired' | 'reviewed';
  token: string;
  product: { title: string; image: string | null; url: string } | null;
}

/** A review as the owner sees it, with the product it is about. */
export interface OwnerReviewView extends ReviewView {
  id: string;
  productId: string;
  productTitle: string;
}
