import { Island } from '../../islands/Island.tsx';
import shared from '../Cart/store-page.module.css';
import type { CheckoutIslandProps } from './checkout-props.ts';

/** The checkout page (/checkout): the island loads the visitor's cart and renders the form. */
export function CheckoutPage(props: CheckoutIslandProps) {
  return (
    <Island name="Checkout" props={props}>
      <section className={shared.page}>
        <h1 className={shared.heading}>Checkout</h1>
        <div data-checkout-root="">
          <p className={shared.loading} role="status">
            Loading your order…
          </p>
          <noscript>
            <p className={shared.loading}>The checkout needs JavaScript. Please turn it on to continue.</p>
          </noscript>
        </div>
      </section>
    </Island>
  );
}
