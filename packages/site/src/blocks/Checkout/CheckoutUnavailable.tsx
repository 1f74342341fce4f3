import status from '../../layout/StatusMessage.module.css';
import { NO_CART_COOKIE_MESSAGE } from '../../store/cart-session.ts';

/** SHOP-003: /commerce/goto-checkout without a cart cookie. */
export function CheckoutUnavailable() {
  return (
    <section className={status.status}>
      <h1 className={status.heading}>Checkout unavailable</h1>
      <p className={status.text}>{NO_CART_COOKIE_MESSAGE}</p>
      <a className={status.home} href="/cart">
        Return to cart
      </a>
    </section>
  );
}
