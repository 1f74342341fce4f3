// What every store island knows about the visitor's cart outside the API: the cookie that says a
// cart exists (SHOP-002/003) and the event that tells the header badge a cart changed.
import type { Cart } from '@folio/core/commerce';

export const CART_COOKIE = 'folio_cart';
export const CART_EVENT = 'folio:cart';
/** SHOP-003 */
export const NO_CART_COOKIE_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
export const CHECKOUT_PATH = '/commerce/goto-checkout';
export const SHOP_PATH = '/shop';

export function hasCartCookie(doc: Document = document): boolean {
  return new RegExp(`(?:^|;\\s*)${CART_COOKIE}=[^;]+`).test(doc.cookie);
}

/** Tells the header's cart badge (and anyone else listening) the cart as it is now. */
export function announceCart(cart: Cart, win: Window = window): void {
  win.dispatchEvent(new CustomEvent(CART_EVENT, { detail: cart }));
}
