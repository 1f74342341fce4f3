// Checkout phrases that the cart, the checkout and the server say alike (SHOP-031..033).
import { formatMoney } from './money.ts';

/** SHOP-031 */
export const CHECKOUT_MINIMUM_MESSAGE = 'To check out, your order subtotal must be {subtotal} or more.';

/** SHOP-031: null when the subtotal meets the checkout minimum, else the refusal. */
export function checkoutMinimumProblem(input: {
  subtotalCents: number;
  minimumCents: number;
  currencyCode: string;
}) {
  if (input.subtotalCents >= input.minimumCents) return null;
  // A plain substitution: the cart page runs this, and the ICU formatter would triple its size.
  return CHECKOUT_MINIMUM_MESSAGE.replace('{subtotal}', formatMoney(input.minimumCents, input.currencyCode));
}

/**
 * SHOP-032, SHOP-033: the interest-free instalment note for an order, or null when instalments
 * are not offered for it. The wording and the amounts are Folio's (the spec leaves them open).
 */
export function instalmentMessage(input: {
  subtotalCents: number;
  currencyCode: string;
  /** Offered for orders over this amount. */
  minCents?: number;
  /** Offered for orders up to this amount. */
  maxCents?: number;
}): string | null {
  const { minCents = 0, maxCents = Number.POSITIVE_INFINITY } = input;
  const isAvailable = input.subtotalCents > minCents && input.subtotalCents <= maxCents;
  if (!isAvailable) return null;
  const over = minCents > 0 ? ` on orders over ${formatMoney(minCents, input.currencyCode)}` : '';
  const upTo = Number.isFinite(maxCents) ? ` up to ${formatMoney(maxCents, input.currencyCode)}` : '';
  return `Pay in interest-free instalments${over}${over && upTo ? ' and' : upTo ? ' on orders' : ''}${upTo}.`;
}
