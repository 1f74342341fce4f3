// What the subscriptions' visitor pages (issue 20 section 2: SHOP-004, PAGE-012) are given by the
// server (module `subscriptions`, subscriptionPage), and what their island needs.

export type SubscriptionStatus = 'active' | 'past_due' | 'paused' | 'cancelled' | 'completed';

export interface SubscriptionDetails {
  id: string;
  title: string;
  email: string;
  phrase: string;
  status: SubscriptionStatus;
  nextChargeAt: string | null;
  cardLast4: string;
  paidPeriods: number;
  numBillingCycles: number;
}

export type SubscriptionPageView =
  /** A page that cannot be shown: no usable cart, or a link that is not valid. */
  | { view: 'problem'; heading: string; message: string; toCart: boolean }
  /** SHOP-004: /checkout/subscribe?cartToken=. */
  | {
      view: 'subscribe';
      cartToken: string;
      title: string;
      quantity: number;
      phrase: string;
      total: string;
      physical: boolean;
      paymentProvider: 'test' | 'stripe';
      stripePublishableKey: string | null;
    }
  /** PAGE-012: the subscription-confirmed page. */
  | { view: 'confirmed'; subscription: SubscriptionDetails; manageUrl: string }
  /** The emails' signed link: see it, update the card, cancel. */
  | {
      view: 'manage';
      subscription: SubscriptionDetails;
      token: string;
      paymentProvider: 'test' | 'stripe';
      stripePublishableKey: string | null;
    }
  /** /account/subscriptions: the signed-in site user's list (the island fills it). */
  | { view: 'account' };

/** What the island is given (the rest it reads from the form). */
export type SubscriptionIslandProps =
  | {
      view: 'subscribe';
      cartToken: string;
      physical: boolean;
      paymentProvider: 'test' | 'stripe';
      stripePublishableKey: string | null;
    }
  | {
      view: 'manage';
      id: string;
      token: string;
      paymentProvider: 'test' | 'stripe';
      stripePublishableKey: string | null;
    }
  | { view: 'account' };

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function longDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }) : '—';
}

export const ACCOUNT_SUBSCRIPTIONS_PATH = '/account/subscriptions';
