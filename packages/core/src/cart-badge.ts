// The cart badge and its spoken label (CORE-041..045). No message formatter here: the badge runs
// on every page of a store site, and the two plural forms are written out instead; so is the label
// above 100 (MESSAGES.cartMoreThan100, which a test compares): the catalogue is 1.1 KB gzip.

const LIMIT = 100;

/** CORE-041, CORE-042 */
export function cartBadgeText(count: number): string {
  return count > LIMIT ? '100+' : String(count);
}

/**
 * CORE-043..045 (an empty cart reads "0 items in cart": the spec leaves it open). The same words
 * as MESSAGES.cartItems, whose ICU plural the messages test checks against this.
 */
export function cartBadgeLabel(count: number): string {
  if (count > LIMIT) return 'More than 100 items in cart';
  return count === 1 ? 'One item in cart' : `${count} items in cart`;
}
