// The header's cart badge (SHOP-019..021): its own small chunk, loaded by the runtime only on
// pages whose header has the cart link. Plain TypeScript, no React.
import { cartBadgeLabel, cartBadgeText } from '@folio/core/cart-badge';
import type { Cart } from '@folio/core/commerce';
import { formatMoney } from '@folio/core/money';
import { CART_EVENT, hasCartCookie } from './cart-session.ts';
import { type StoreRequest, storeRequest } from './store-request.ts';

/** SHOP-020: what a cart sync carries. */
export interface CartSync {
  /** How many items the cart holds. */
  items: number;
  /** The subtotal, formatted. */
  subtotal: string;
}

/** SHOP-019: the cart link is uninitialized until the first sync, then initialized. */
export class CartIndicator {
  readonly #elements: HTMLElement[];
  /** The header's cart link, or its copies (issue 16 part 3: the desktop list's and the phone menu's). */
  constructor(element: HTMLElement | HTMLElement[]) {
    this.#elements = Array.isArray(element) ? element : [element];
  }

  get isInitialized(): boolean {
    return this.#elements[0]?.dataset.state === 'initialized';
  }

  sync({ items, subtotal }: CartSync): void {
    for (const element of this.#elements) {
      const count = element.querySelector<HTMLElement>('[data-cart-count]');
      // The number is drawn by CSS (content: attr(data-count-text)), not written as text: the
      // link's name is the spoken label (CORE-043..045) and its visible text stays "Cart", which
      // that name holds (WCAG 2.5.3, label in name).
      if (count) count.dataset.countText = cartBadgeText(items);
      element.dataset.count = String(items);
      element.setAttribute('aria-label', cartBadgeLabel(items));
      element.title = `Subtotal: ${subtotal}`;
      element.dataset.state = 'initialized';
    }
  }

  syncCart(cart: Pick<Cart, 'totalQuantity' | 'subtotalCents' | 'currencyCode'>): void {
    this.sync({ items: cart.totalQuantity, subtotal: formatMoney(cart.subtotalCents, cart.currencyCode) });
  }
}

export interface CartBadgeOptions {
  /** The store currency, for the subtotal of an empty cart. */
  currencyCode: string;
  request?: StoreRequest;
  /** A cart already in hand (the runtime heard a change before this chunk loaded): no request. */
  cart?: Cart;
  doc?: Document;
  win?: Window;
}

/** Syncs the badge once from the cart (at once when there is no cart cookie) and on every change. */
export async function startCartBadge(
  element: HTMLElement | HTMLElement[],
  options: CartBadgeOptions,
): Promise<CartIndicator> {
  const { doc = document, win = window, request = storeRequest } = options;
  const indicator = new CartIndicator(element);
  let hasHeard = false;
  win.addEventListener(CART_EVENT, (event) => {
    hasHeard = true;
    indicator.syncCart((event as CustomEvent<Cart>).detail);
  });
  if (options.cart) {
    indicator.syncCart(options.cart);
    return indicator;
  }
  if (!hasCartCookie(doc)) {
    indicator.sync({ items: 0, subtotal: formatMoney(0, options.currencyCode) });
    return indicator;
  }
  try {
    const answer = await request<{ cart?: Cart }>('GET', '/api/commerce/cart');
    // A change announced while the cart was loading is newer than this answer.
    if (answer.status === 200 && answer.data.cart && !hasHeard) indicator.syncCart(answer.data.cart);
  } catch (error) {
    console.error('The cart could not be loaded', error);
  }
  return indicator;
}
