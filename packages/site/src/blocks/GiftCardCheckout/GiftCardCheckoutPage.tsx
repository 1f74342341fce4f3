// /checkout/giftcard (SHOP-006): the gift card's form, rendered on the server and made live by the
// island (the same component), or a clear message when the link names no gift card.
import { Island } from '../../islands/Island.tsx';
import status from '../../layout/StatusMessage.module.css';
import shared from '../Cart/store-page.module.css';
import { GiftCardCheckoutView } from './GiftCardCheckoutView.tsx';
import type { GiftCardCheckoutProps } from './gift-card-props.ts';

export function GiftCardCheckoutPage(props: GiftCardCheckoutProps) {
  if (props.state === 'missing')
    return (
      <section className={status.status}>
        <h1 className={status.heading}>Gift card unavailable</h1>
        <p className={status.text}>{props.message}</p>
        <a className={status.home} href="/">
          Return to the home page
        </a>
      </section>
    );
  return (
    <Island name="GiftCardCheckout" props={props}>
      <section className={shared.page}>
        <h1 className={shared.heading}>{props.product.title}</h1>
        <div data-gift-card-root="">
          <GiftCardCheckoutView {...props} />
        </div>
      </section>
    </Island>
  );
}
