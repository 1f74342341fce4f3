import { Island } from '../../islands/Island.tsx';
import styles from './Cart.module.css';
import type { CartIslandProps } from './cart-props.ts';

/** The cart page (/cart): a heading and the cart root (SHOP-018), which the island fills. */
export function CartPage(props: CartIslandProps) {
  return (
    <Island name="Cart" props={props}>
      <section className={styles.page}>
        <h1 className={styles.heading}>Your cart</h1>
        <div className={styles.root} data-cart-root="">
          <p className={styles.loading} role="status">
            Loading your cart…
          </p>
          <noscript>
            <p className={styles.loading}>Your cart needs JavaScript. Please turn it on to see it.</p>
          </noscript>
        </div>
      </section>
    </Island>
  );
}
