// Issue 20 (decision 072): how an order was paid, under its totals on the owner's order screen,
// when a gift card paid part or all of it: "Gift card ••••ABCD −$12.00", "Paid by card $X", and
// what refunds put back on the gift card.
import { formatMoney } from '@folio/core/money';
import type { OrderDetail } from '@folio/core/store-api';
import styles from './store.module.css';

export function OrderGiftCard({ order }: { order: OrderDetail }) {
  const card = order.giftCard;
  if (!card) return null;
  const money = (cents: number) => formatMoney(cents, order.currencyCode);
  return (
    <dl className={styles.totals} aria-label="Payment">
      <div>
        <dt>{`Gift card ••••${card.codeLast4}`}</dt>
        <dd>−{money(card.amountCents)}</dd>
      </div>
      <div>
        <dt>Paid by card</dt>
        <dd>{money(order.cardPaidCents ?? order.grandTotalCents - card.amountCents)}</dd>
      </div>
      {card.refundedCents > 0 ? (
        <div>
          <dt>Back on the gift card</dt>
          <dd>{money(card.refundedCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
