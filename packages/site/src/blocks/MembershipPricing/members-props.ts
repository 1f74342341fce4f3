// What the members' pages (/members/join, /members/account) are given by the server, and their words.
import type { PricingOptionKey, PricingScreen } from '@folio/core/member-pricing';

export interface MembersPageView {
  view: 'join' | 'account';
  /** Kind 'join': the visible plans and the two pricing options (SHOP-029). */
  screen: PricingScreen;
  /** The plan a join link chose (?plan=…): the join form opens for it. */
  selectedPlanId: string | null;
  /** The option shown first (?option=right shows the right one). */
  selectedOption: PricingOptionKey;
  /** AUTH-021: without member accounts on the site, nobody can join. */
  hasMemberAccounts: boolean;
  paymentProvider: 'test' | 'stripe';
  /** Decision 076: Stripe.js's key for the card field, when Stripe takes payments. */
  stripePublishableKey?: string | null;
  currencyCode: string;
}

/** What the island needs (the screen is in the markup). */
export interface MembersIslandProps {
  view: 'join' | 'account';
  selectedPlanId: string | null;
  selectedOption: PricingOptionKey;
  paymentProvider: 'test' | 'stripe';
  stripePublishableKey: string | null;
  /** Kind 'join': per plan and option, the price phrase the form repeats ("$12.00 every month"). */
  plans: { id: string; name: string; prices: Partial<Record<PricingOptionKey, string>> }[];
}

export const MEMBERS_TEXT = {
  joinHeading: 'Become a member',
  accountHeading: 'Your membership',
  toggleLabel: 'Choose how you pay',
  noPlans: 'There are no memberships to join yet.',
  noAccounts: 'This site does not offer member accounts, so memberships cannot be joined here.',
  joining: 'Join {plan}',
  createAccount: 'Create an account to join',
  signInInstead: 'I already have an account',
  createInstead: 'I need an account',
  signInToJoin: 'Sign in to join',
  continue: 'Continue',
  pay: 'Pay and join',
  paying: 'Joining…',
  confirming: 'Confirming your payment…',
  welcome: 'Welcome, you are now a member of {plan}.',
  seeAccount: 'See your membership',
  loading: 'Loading your membership…',
  none: 'You do not hold a membership yet.',
  seePlans: 'See the memberships',
  cancel: 'Cancel membership',
  cancelling: 'Cancelling…',
  signInToSee: 'Sign in to see your membership.',
} as const;

export const JOIN_PATH = '/members/join';
export const ACCOUNT_PATH = '/members/account';
