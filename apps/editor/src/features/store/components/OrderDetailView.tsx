import { formatMoney } from '@folio/core/money';
import type { OrderStatus } from '@folio/core/store-api';
import { type FormEvent, useState } from 'react';
import app from '../../../app/app.module.css';
import { useOrder, useOrderAction } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import { OrderGiftCard } from './OrderGiftCard.tsx';
import { DisputeNote, PartialRefund, RefundedTotals } from './OrderRefunds.tsx';
import { ErrorAlert, Notice } from './parts.tsx';
import styles from './store.module.css';

export const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
};

export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One order: what was bought, where it goes, how it was paid, what happened, and notes. */
export function OrderDetailView({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const query = useOrder(orderId);
  const action = useOrderAction(orderId);
  const order = query.data ?? null;
  const failure = action.error ?? query.error;
  const error = failure ? messageOf(failure) : null;
  const [notice, setNotice] = useState('');
  const [note, setNote] = useState('');
  const isBusy = action.isPending;

  async function run(kind: Parameters<typeof action.mutate>[0], done: string) {
    setNotice('');
    try {
      await action.mutateAsync(kind);
      setNotice(done);
      return true;
    } catch {
      return false;
    }
  }

  async function onAddNote(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    if (!text) return;
    if (await run({ kind: 'note', text }, 'Note added.')) setNote('');
  }

  const money = (cents: number) => formatMoney(cents, order?.currencyCode ?? 'USD');

  return (
    <article aria-labelledby="order-title">
      <div className={styles.toolbar}>
        <button className={app.secondarySmall} type="button" onClick={onBack}>
          ← Orders
        </button>
        <h3 id="order-title" className={styles.editorTitle}>
          {order ? `Order #${order.number}` : 'Order'}
          {order ? (
            <span className={`${styles[`status_${order.status}`]} ${styles.titleBadge}`}>
              {STATUS_WORDS[order.status]}
            </span>
          ) : null}
        </h3>
        <span />
      </div>
      <ErrorAlert text={error} />
      <Notice text={notice} />
      {order === null && !error ? <p className={app.dialogText}>Loading…</p> : null}
      {order ? (
        <div className={styles.orderLayout}>
          <div className={styles.orderMain}>
            <table className={app.table}>
              <caption className={app.tableCaption}>Items</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.variantId}>
                    <td>
                      <span className={styles.strong}>{line.title}</span>
                      <span className={styles.metaBlock}>
                        {[
                          ...line.optionValues.map((o) => `${o.optionName}: ${o.value}`),
                          `SKU ${line.sku}`,
                        ].join(' · ')}
                      </span>
                    </td>
                    <td>{line.quantity}</td>
                    <td>{money(line.unitPriceCents)}</td>
                    <td>{money(line.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.totals}>
              <div>
                <dt>Subtotal</dt>
                <dd>{money(order.subtotalCents)}</dd>
              </div>
              {order.discountCents ? (
                <div>
                  <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                  <dd>−{money(order.discountCents)}</dd>
                </div>
              ) : null}
              {order.shippingOption || order.shippingCents ? (
                <div>
                  <dt>Shipping{order.shippingOption ? ` (${order.shippingOption.name})` : ''}</dt>
                  <dd>{money(order.shippingCents)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Tax</dt>
                <dd>{money(order.taxCents)}</dd>
              </div>
              <div className={styles.grandTotal}>
                <dt>Total</dt>
                <dd>{money(order.grandTotalCents)}</dd>
              </div>
            </dl>
            <OrderGiftCard order={order} />
            <RefundedTotals order={order} />

            {order.status === 'paid' || order.status === 'fulfilled' ? (
              <div className={styles.orderActions}>
                {order.status === 'paid' ? (
                  <button
                    className={app.primarySmall}
                    type="button"
                    disabled={isBusy}
                    onClick={() => void run({ kind: 'fulfil' }, `Order #${order.number} is fulfilled.`)}
                  >
                    Mark fulfilled
                  </button>
                ) : null}
                <button
                  className={app.danger}
                  type="button"
                  disabled={isBusy}
                  onClick={() => {
                    if (
                      window.confirm(
                        `Refund ${money(order.grandTotalCents - order.refundedCents)} for order #${order.number}? All of it goes back to the customer. This cannot be undone.`,
                      )
                    )
                      void run({ kind: 'refund' }, `Order #${order.number} is refunded.`);
                  }}
                >
                  {order.refundedCents > 0 ? 'Refund the rest' : 'Refund'}
                </button>
                {order.status === 'paid' ? (
                  <p className={styles.hint}>
                    Marking it fulfilled sends the customer an email saying the order is on its way.
                  </p>
                ) : null}
                <PartialRefund
                  order={order}
                  isBusy={isBusy}
                  onRefund={(amountCents) =>
                    run(
                      { kind: 'refund', amountCents },
                      `Refunded ${money(amountCents)} of order #${order.number}.`,
                    )
                  }
                />
              </div>
            ) : null}

            <section className={styles.notes} aria-labelledby="order-notes-title">
              <h4 id="order-notes-title" className={app.subTitle}>
                Notes
              </h4>
              {order.notes.length ? (
                <ul className={styles.noteList}>
                  {order.notes.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: notes are only ever appended
                    <li key={i}>
                      <span className={styles.meta}>
                        {n.author} · {when(n.at)}
                      </span>
                      <span className={styles.noteText}>{n.text}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.hint}>
                  No notes yet. Notes are for your team; the customer does not see them.
                </p>
              )}
              <form onSubmit={onAddNote}>
                <label className={app.label} htmlFor="order-note">
                  Add a note
                </label>
                <textarea
                  id="order-note"
                  className={`${app.input} ${styles.textarea}`}
                  rows={3}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
                <button className={app.secondarySmall} type="submit" disabled={isBusy || !note.trim()}>
                  Add note
                </button>
              </form>
            </section>
          </div>

          <aside className={styles.orderSide} aria-label="Customer and payment">
            <h4 className={app.subTitle}>Customer</h4>
            <p className={styles.sideText}>
              {order.customerName ? (
                <>
                  {order.customerName}
                  <br />
                </>
              ) : null}
              <a className={styles.link} href={`mailto:${order.email}`}>
                {order.email}
              </a>
            </p>
            <h4 className={app.subTitle}>Shipping address</h4>
            {order.shippingAddress ? (
              <address className={styles.sideText}>
                {[
                  order.shippingAddress.name,
                  order.shippingAddress.line1,
                  order.shippingAddress.line2,
                  [order.shippingAddress.city, order.shippingAddress.region, order.shippingAddress.postalCode]
                    .filter(Boolean)
                    .join(' '),
                  order.shippingAddress.country,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className={styles.addressLine}>
                      {line}
                    </span>
                  ))}
              </address>
            ) : (
              <p className={styles.sideText}>Nothing to ship.</p>
            )}
            {order.shippingOption ? (
              <>
                <h4 className={app.subTitle}>Shipping</h4>
                <p className={styles.sideText}>
                  {order.shippingOption.name} · {money(order.shippingOption.costCents)}
                </p>
              </>
            ) : null}
            <h4 className={app.subTitle}>Payment</h4>
            <p className={styles.sideText}>
              {order.paymentProvider === 'test'
                ? 'Test gateway'
                : order.paymentProvider === 'stripe'
                  ? 'Stripe'
                  : order.paymentProvider}
              {order.paymentId ? (
                <span className={`${styles.metaBlock} ${styles.mono}`}>{order.paymentId}</span>
              ) : null}
            </p>
            <DisputeNote order={order} />
            <h4 className={app.subTitle}>History</h4>
            <ol className={styles.timeline}>
              {[
                { label: 'Placed', at: order.createdAt },
                { label: 'Paid', at: order.paidAt },
                { label: 'Fulfilled', at: order.fulfilledAt },
                { label: 'Refunded', at: order.refundedAt },
              ]
                .filter((step): step is { label: string; at: string } => step.at !== null)
                .map((step) => (
                  <li key={step.label}>
                    <span className={styles.strong}>{step.label}</span>
                    <span className={styles.meta}>{when(step.at)}</span>
                  </li>
                ))}
            </ol>
          </aside>
        </div>
      ) : null}
    </article>
  );
}
