// Issue 20 part 3 (SHOP-005, SHOP-028, PAGE-011; docs/decisions/069): donations. The rules shared
// by the Donation block, the donate page, its island and the server: the bounds of an amount and
// their messages, the campaign a page's Donation block describes, and the donate page's address.
// Plain TypeScript, no zod: the site's islands import it.
import { currencyOf, formatMoney } from './money.ts';

/** SHOP-005: the donate page; its query `donatePageId` names the page holding the Donation block. */
export const DONATE_PATH = '/checkout/donate';
/** The page of one donation after it is paid (signed token), as the order-confirmed page. */
export const DONATION_PATH_PREFIX = '/commerce/donations/';

/** The smallest and largest gift, in minor units of the site's currency (decision 069). */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;
/** At most this many suggested amounts on a block. */
export const MAX_SUGGESTED_AMOUNTS = 6;
export const DONATION_NOTE_MAX = 500;
export const DONATION_NAME_MAX = 120;
export const CAMPAIGN_NAME_MAX = 120;

export type DonationFrequency = 'once' | 'monthly';

/** What a page's Donation block offers (read from its props on the server and in the block). */
export interface DonationCampaign {
  /** The page holding the block: the campaign's id. */
  pageId: string;
  name: string;
  description: string;
  /** In minor units, each inside the bounds, in the owner's order. */
  suggestedCents: number[];
  allowRecurring: boolean;
  askForNote: boolean;
  buttonText: string;
}

/** The Donation block's props as the editor saves them. */
export interface DonationBlockProps {
  campaignName: string;
  description: string;
  /** Whole units of the site's currency (25 is 25.00). */
  suggestedAmounts: { amount: number }[];
  allowRecurring: boolean;
  askForNote: boolean;
  buttonText: string;
}

export const DEFAULT_DONATION_BUTTON = 'Donate';

/** The bound of an amount, as the visitor reads it: "$1.00", "$10,000.00". */
export function donationBound(cents: number, currencyCode: string): string {
  return formatMoney(cents, currencyCode);
}

/** Why an amount in minor units cannot be given, or null. */
export function donationAmountProblem(cents: number | null, currencyCode: string): string | null {
  if (cents === null || !Number.isFinite(cents)) return 'Enter an amount to give.';
  if (!Number.isSafeInteger(cents)) return 'Enter the amount in whole cents.';
  if (cents < DONATION_MIN_CENTS)
    return `The smallest gift is ${donationBound(DONATION_MIN_CENTS, currencyCode)}.`;
  if (cents > DONATION_MAX_CENTS)
    return `The largest gift here is ${donationBound(DONATION_MAX_CENTS, currencyCode)}. For more, please contact us.`;
  return null;
}

/**
 * A custom amount the visitor typed ("25", "25.50", "1,000") in minor units, or why it is not one.
 * Only digits, grouping commas and one decimal point with the currency's fraction digits.
 */
export function parseDonationAmount(
  typed: string,
  currencyCode: string,
): { cents: number } | { problem: string } {
  const value = typed.trim().replace(/^(?:[$€£¥₪₱฿]|[A-Z]{3})\s?/, '');
  if (value === '') return { problem: 'Enter an amount to give.' };
  const digits = currencyOf(currencyCode).fractionDigits;
  const pattern =
    digits === 0
      ? /^(\d{1,3}(?:,\d{3})*|\d+)$/
      : new RegExp(`^(\\d{1,3}(?:,\\d{3})*|\\d+)(?:\\.(\\d{1,${digits}}))?$`);
  const match = pattern.exec(value);
  if (!match)
    return {
      problem:
        digits === 0
          ? 'Enter the amount as a whole number, like 25.'
          : 'Enter the amount as a number, like 25 or 25.50.',
    };
  const whole = match[1]!.replaceAll(',', '');
  if (whole.length > 9) return { problem: donationAmountProblem(DONATION_MAX_CENTS + 1, currencyCode)! };
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  const cents = Number(whole) * 10 ** digits + (digits > 0 ? Number(fraction) : 0);
  const problem = donationAmountProblem(cents, currencyCode);
  return problem ? { problem } : { cents };
}

/** The minor units of a whole amount of the currency (the block's suggested amounts). */
export function unitsToCents(amount: number, currencyCode: string): number {
  return Math.round(amount * 10 ** currencyOf(currencyCode).fractionDigits);
}

/** What is wrong with a Donation block's props as the editor sends them, or null. */
export function donationBlockProblem(props: Record<string, unknown>): string | null {
  const name = typeof props.campaignName === 'string' ? props.campaignName.trim() : '';
  if (name.length > CAMPAIGN_NAME_MAX) return `A campaign name is at most ${CAMPAIGN_NAME_MAX} characters.`;
  const amounts = Array.isArray(props.suggestedAmounts) ? props.suggestedAmounts : [];
  if (amounts.length > MAX_SUGGESTED_AMOUNTS)
    return `A Donation block suggests at most ${MAX_SUGGESTED_AMOUNTS} amounts.`;
  for (const entry of amounts) {
    const amount = (entry as { amount?: unknown } | null)?.amount;
    if (amount === undefined || amount === null || amount === '') continue;
    const value = Number(amount);
    if (!Number.isFinite(value) || value * 100 < DONATION_MIN_CENTS || value * 100 > DONATION_MAX_CENTS)
      return `Each suggested amount is between ${DONATION_MIN_CENTS / 100} and ${DONATION_MAX_CENTS / 100}.`;
  }
  return null;
}

/** The campaign a Donation block's props describe (bad or missing values are left out). */
export function campaignOfBlock(
  pageId: string,
  props: Partial<DonationBlockProps> | Record<string, unknown>,
  currencyCode: string,
): DonationCampaign {
  const p = props as Partial<DonationBlockProps>;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
  const suggested: number[] = [];
  for (const entry of Array.isArray(p.suggestedAmounts) ? p.suggestedAmounts : []) {
    const amount = Number((entry as { amount?: unknown } | null)?.amount);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const cents = unitsToCents(amount, currencyCode);
    if (donationAmountProblem(cents, currencyCode) === null && !suggested.includes(cents))
      suggested.push(cents);
    if (suggested.length === MAX_SUGGESTED_AMOUNTS) break;
  }
  return {
    pageId,
    name: text(p.campaignName, CAMPAIGN_NAME_MAX) || 'Donation',
    description: text(p.description, 1000),
    suggestedCents: suggested,
    allowRecurring: p.allowRecurring === true,
    askForNote: p.askForNote === true,
    buttonText: text(p.buttonText, 60) || DEFAULT_DONATION_BUTTON,
  };
}

/** The first Donation block of page data (nested ones too: Columns, Sections), or null. */
export function findDonationBlock(data: unknown, depth = 0): Record<string, unknown> | null {
  if (depth > 12 || data === null || typeof data !== 'object') return null;
  if (Array.isArray(data)) {
    for (const item of data) {
      const found = findDonationBlock(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = data as Record<string, unknown>;
  if (record.type === 'Donation' && record.props && typeof record.props === 'object')
    return record.props as Record<string, unknown>;
  for (const value of Object.values(record)) {
    const found = findDonationBlock(value, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Ids of pages that reach markup and queries: Folio's 24 hex. */
export const PAGE_ID_PATTERN = /^[0-9a-f]{24}$/;

/** SHOP-005: the donate page of a campaign, with an amount and frequency chosen on the block. */
export function donateHref(
  pageId: string,
  choice: { amountCents?: number | null; frequency?: DonationFrequency } = {},
): string {
  const query = new URLSearchParams({ donatePageId: pageId });
  if (choice.amountCents) query.set('amount', String(choice.amountCents));
  if (choice.frequency === 'monthly') query.set('frequency', 'monthly');
  return `${DONATE_PATH}?${query}`;
}

/** SHOP-028: the console's words when a Donation block cannot show its button. */
export function missingDonationButtonMessage(reason: string): string {
  return `Folio: the donation button is missing (${reason}). Visitors see the block without it.`;
}

/** SHOP-028: reported on the console only; nothing is shown to visitors. */
export function reportMissingDonationButton(
  reason: string,
  log: (message: string) => void = (message) => console.warn(message),
): void {
  log(missingDonationButtonMessage(reason));
}

/** "$25.00 a month" / "$25.00": a gift as the receipt and the owner read it. */
export function donationPhrase(cents: number, currencyCode: string, frequency: DonationFrequency): string {
  const amount = formatMoney(cents, currencyCode);
  return frequency === 'monthly' ? `${amount} a month` : amount;
}

/** A paid gift as its thank-you page shows it. */
export interface DonationReceiptView {
  id: string;
  campaign: string;
  amountCents: number;
  currencyCode: string;
  frequency: DonationFrequency;
  donorName: string;
  email: string;
  paidAt: string;
  nextChargeAt: string | null;
  /** The campaign's page, to go back to (null when it was deleted). */
  campaignPath: string | null;
}

/** PAGE-011: what the donate page (and the thank-you page after it) shows. */
export type DonatePageView =
  | {
      state: 'form';
      campaign: DonationCampaign;
      currencyCode: string;
      paymentProvider: 'test' | 'stripe';
      stripePublishableKey: string | null;
      /** The amount and frequency chosen on the block (query `amount`, `frequency`), if valid. */
      chosen: { amountCents: number | null; frequency: DonationFrequency };
    }
  | { state: 'unavailable'; reason: 'missing' | 'unknown' }
  | { state: 'thanks'; donation: DonationReceiptView; businessName: string };

/** The words of the donate page when its campaign cannot be found (SHOP-005: not a 404). */
export const DONATE_UNAVAILABLE: Record<'missing' | 'unknown', { heading: string; text: string }> = {
  missing: {
    heading: 'Choose a cause to support',
    text: 'This donation link does not say which campaign it is for. Go back to the page you came from and use its donate button.',
  },
  unknown: {
    heading: 'This campaign is not taking donations',
    text: 'The page this donation link belongs to has been removed or no longer has a donation form. Thank you for wanting to help.',
  },
};
