// What the gift-card pages tell their islands (issue 20 section 4, SHOP-006, decision 065).
export interface GiftCardDenomination {
  sku: string;
  amountCents: number;
}

/** /checkout/giftcard: the product's form, or why there is none (never the 404 page). */
export type GiftCardCheckoutProps =
  | {
      state: 'ready';
      websiteId: string;
      product: { id: string; title: string; description: string; denominations: GiftCardDenomination[] };
      selectedSku: string;
      currencyCode: string;
      paymentProvider: 'test' | 'stripe';
      stripePublishableKey?: string | null;
    }
  | { state: 'missing'; message: string };

export const GIFT_CARD_BALANCE_PATH = '/commerce/gift-card-balance';
export const BUY_GIFT_CARD = 'Buy gift card';
export const BUYING_GIFT_CARD = 'Paying…';
