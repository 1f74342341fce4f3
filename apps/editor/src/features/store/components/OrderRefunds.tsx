// Issue 20 (decision 061): the money after payment on the owner's order screen: what was refunded
// (refundedCents), a partial refund with an amount field, and the card holder's dispute (decision
// 060 records it from Stripe's webhook).
import { formatMoney } from '@folio/core/money';
import type { OrderDetail } from '@folio/core/store-api';
import { type FormEvent, useState } from 'react';
import app from '../../../app/app.module.css';
import { moneyFromInput } from '../amount-inputs.ts';
import { FieldProblem } from './FieldProblem.tsx';
import styles from './store.module.css';

/** Refunded so far and what the store keeps, under the totals (nothing when nothing was refunded). */
export function RefundedTotals({ order }: { order: OrderDetail }) {
  if (order.refundedCents <= 0) return null;
  const money = (cents: number) => formatMoney(cents, order.currencyCode);
  return (
    <dl className={styles.totals} aria-label="Refunds">
      <div>
        <dt>Refunded</dt>
        <dd>−{money(order.refundedCents)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>Net</dt>
        <dd>{money(order.grandTotalCents - order.refundedCents)}</dd>
      </div>
    </dl>
  );
}

/** Refund part of a paid order: an amount up to what is left. */
export function PartialRefund({
  order,
  isBusy,
  onRefund,
}: {
  order: OrderDetail;
  isBusy: boolean;
  onRefund: (amountCents: number) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const left = order.grandTotalCents - order.refundedCents;
  const money = (cents: number) => formatMoney(cents, order.currencyCode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = moneyFromInput(text, order.currencyCode);
    if (!parsed.ok) return setProblem(parsed.problem);
    if (parsed.value <= 0) return setProblem('Enter an amount above zero.');
    if (parsed.value > left) return setProblem(`At most ${money(left)} can be refunded.`);
    setProblem(undefined);
    if (
      window.confirm(
        `Refund ${money(parsed.value)} of order #${order.number}? It goes back to the customer's card. This cannot be undone.`,
      ) &&
      (await onRefund(parsed.value))
    )
      setText('');
  }

  return (
    <form className={styles.partialRefund} onSubmit={submit} noValidate>
      <label className={app.label} htmlFor="order-refund-amount">
        Partial refund
      </label>
      <div className={styles.partialRefundRow}>
        <input
          id="order-refund-amount"
          className={app.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder={`Up to ${money(left)}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'order-refund-amount-problem' : 'order-refund-amount-hint'}
        />
        <button className={app.secondarySmall} type="submit" disabled={isBusy || !text.trim()}>
          Refund amount
        </button>
      </div>
      <FieldProblem id="order-refund-amount-problem" text={problem} />
      {problem ? null : (
        <p className={styles.hint} id="order-refund-amount-hint">
          {money(left)} can still be refunded. The order stays paid until all of it is.
        </p>
      )}
    </form>
  );
}

/** The card holder's dispute (chargeback), as Stripe reported it. */
export function DisputeNote({ order }: { order: OrderDetail }) {
  const dispute = order.dispute;
  if (!dispute) return null;
  const status = dispute.status.replace(/_/g, ' ');
  const reason = dispute.reason.replace(/_/g, ' ');
  return (
    <>
      <h4 className={app.subTitle}>Dispute</h4>
      <p className={styles.warning} role="note">
        The card holder disputed {formatMoney(dispute.amountCents, order.currencyCode)} ({reason}) on{' '}
        {new Date(dispute.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}. Status: {status}
        . Answer it in your Stripe dashboard.
      </p>
    </>
  );
}
