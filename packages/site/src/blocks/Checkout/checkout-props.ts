// What the checkout page tells its island: the store's checkout rules and payment provider.
export interface CheckoutIslandProps {
  currencyCode: string;
  checkoutMinimumCents: number;
  instalments: { enabled: boolean; minCents: number; maxCents: number };
  paymentProvider: 'test' | 'stripe';
  /** With Stripe: the publishable key for Stripe.js's card field. */
  stripePublishableKey?: string | null;
}

export const PLACE_ORDER = 'Place order';
export const PLACING_ORDER = 'Placing order…';
