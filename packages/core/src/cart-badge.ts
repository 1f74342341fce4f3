// The cart badge and its spoken label (CORE-041..045).
import { formatMessage, MESSAGES } from './messages.ts';

const LIMIT = 100;

/** CORE-041, CORE-042 */
export function cartBadgeText(count: number): string {
  return count > LIMIT ? '100+' : String(count);
}

/** CORE-043..045 (an empty cart reads "0 items in cart": the spec leaves it open). */
export function cartBadgeLabel(count: number): string {
  if (count > LIMIT) return MESSAGES.cartMoreThan100;
  return formatMessage(MESSAGES.cartItems, { n: count });
}
