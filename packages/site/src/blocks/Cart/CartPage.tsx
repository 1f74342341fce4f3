import { Island } from '../../islands/Island.tsx';
import styles from './Cart.module.css';
import type { CartIslandProps } from './cart-props.ts';
import shared from './store-page.module.css';

/** The cart page (/cart): a heading and the cart root (SHOP-018), which the island fills. */
export function CartPage(props: CartIslandProps) {
  return (
    <Island name="Cart" props={props}>
      <section className={shared.page}>
        <h1 className={shared.heading}>Your cart</h1>
        <div className={styles.root} data-cart-root="">
          <p className={shared.loading} role="status">
            Loading your cart…
          </p>
          <noscript>
            <p className={shared.loading}>Your cart needs JavaScript. Please turn it on to see it.</p>
          </noscript>
        </div>
      </section>
    </Island>
  );
}
