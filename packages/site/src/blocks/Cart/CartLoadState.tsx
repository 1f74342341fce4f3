import type { Cart } from '@folio/core/commerce';
import { SHOP_PATH } from '../../store/cart-session.ts';
import shared from './store-page.module.css';

/**
 * What the cart and checkout islands show until there is a cart to work on: the load's failure
 * with a retry, the loading line, or the empty cart. null once the cart has entries.
 */
export function cartLoadState(input: {
  cart: Cart | null;
  loadError: string | null;
  onRetry: () => void;
  loadingText: string;
}) {
  if (input.loadError) {
    return (
      <div className={shared.state}>
        <p role="alert">{input.loadError}</p>
        <button type="button" className={shared.secondary} onClick={input.onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (!input.cart) {
    return (
      <p className={shared.loading} role="status">
        {input.loadingText}
      </p>
    );
  }
  if (input.cart.entries.length === 0) {
    return (
      <div className={shared.state}>
        <p className={shared.emptyText}>Your cart is empty</p>
        <a className={shared.primaryLink} href={SHOP_PATH}>
          Continue shopping
        </a>
      </div>
    );
  }
  return null;
}
