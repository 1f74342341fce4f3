// The totals under the cart and checkout summaries: subtotal, the discount when there is one, the
// rows only the checkout has (shipping, tax), and the total.
import { formatMoney } from '@folio/core/money';
import summary from './order-summary.module.css';

export function OrderTotals({
  currencyCode,
  subtotalCents,
  discountCents,
  rows = [],
  totalCents,
}: {
  currencyCode: string;
  subtotalCents: number;
  discountCents: number;
  /** Rows between the discount and the total: a label and what it shows. */
  rows?: readonly { label: string; value: string }[];
  totalCents: number;
}) {
  const money = (cents: number) => formatMoney(cents, currencyCode);
  return (
    <dl className={summary.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd>{money(subtotalCents)}</dd>
      </div>
      {discountCents > 0 ? (
        <div>
          <dt>Discount</dt>
          <dd>−{money(discountCents)}</dd>
        </div>
      ) : null}
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className={summary.total}>
        <dt>Total</dt>
        <dd>{money(totalCents)}</dd>
      </div>
    </dl>
  );
}
