import { formatMoney } from '@folio/core/money';
import type { OrderDetail } from '@folio/core/store-api';
import { SHOP_PATH } from '../../store/cart-session.ts';
import { countryName } from '../../store/countries.ts';
import summary from '../Cart/order-summary.module.css';
import shared from '../Cart/store-page.module.css';
import styles from './Checkout.module.css';

export type ConfirmedOrder = OrderDetail & { downloads: { title: string; url: string }[] };

function addressText(address: NonNullable<OrderDetail['shippingAddress']>): string {
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return [address.name, address.line1, address.line2, cityLine, countryName(address.country)]
    .filter(Boolean)
    .join('\n');
}

/** The order-confirmed page (/commerce/orders/:id?token=…): the receipt of a placed order. */
export function OrderConfirmed({ order }: { order: ConfirmedOrder }) {
  const money = (cents: number) => formatMoney(cents, order.currencyCode);
  return (
    <section className={styles.confirmed}>
      <p className={styles.eyebrow}>Order confirmed</p>
      <h1 className={shared.heading}>{`Thank you! Order #${order.number} is confirmed`}</h1>
      <p className={styles.lead}>
        A confirmation was sent to <strong>{order.email}</strong>.
      </p>

      {order.downloads.length > 0 ? (
        <div className={styles.card}>
          <h2 className={styles.sectionHeading}>Your downloads</h2>
          <ul className={styles.downloads}>
            {order.downloads.map((d) => (
              <li key={d.url}>
                <a className={styles.download} href={d.url}>
                  {`Download ${d.title}`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.card}>
        <h2 className={styles.sectionHeading}>Order summary</h2>
        <ul className={styles.orderLines}>
          {order.lines.map((line) => (
            <li key={`${line.productId}-${line.variantId}`} className={styles.orderLine}>
              <span>
                {line.title}
                {line.optionValues.length > 0 ? (
                  <span className={styles.lineOptions}>
                    {' '}
                    · {line.optionValues.map((o) => o.value).join(' · ')}
                  </span>
                ) : null}
                <span className={styles.lineOptions}> × {line.quantity}</span>
              </span>
              <span className={styles.lineTotal}>{money(line.totalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className={summary.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{money(order.subtotalCents)}</dd>
          </div>
          {order.discountCents > 0 ? (
            <div>
              <dt>{order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}</dt>
              <dd>−{money(order.discountCents)}</dd>
            </div>
          ) : null}
          {order.shippingOption || order.shippingCents > 0 ? (
            <div>
              <dt>{order.shippingOption ? `Shipping (${order.shippingOption.name})` : 'Shipping'}</dt>
              <dd>{money(order.shippingCents)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Tax</dt>
            <dd>{money(order.taxCents)}</dd>
          </div>
          <div className={summary.total}>
            <dt>Total</dt>
            <dd>{money(order.grandTotalCents)}</dd>
          </div>
          {order.giftCard ? (
            <>
              <div>
                <dt>{`Gift card ••••${order.giftCard.codeLast4}`}</dt>
                <dd>{`−${money(order.giftCard.amountCents)}`}</dd>
              </div>
              <div>
                <dt>Paid by card</dt>
                <dd>{money(order.grandTotalCents - order.giftCard.amountCents)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </div>

      {order.shippingAddress ? (
        <div className={styles.card}>
          <h2 className={styles.sectionHeading}>Shipping to</h2>
          <address className={styles.address}>{addressText(order.shippingAddress)}</address>
        </div>
      ) : null}

      <a className={shared.primaryLink} href={SHOP_PATH}>
        Continue shopping
      </a>
    </section>
  );
}
