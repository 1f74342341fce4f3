// Issue 20 (decision 064): the owner's subscriptions: counts by status, MRR and churn, the list,
// and cancel, pause or resume.
import { formatMoney } from '@folio/core/money';
import { useState } from 'react';
import app from '../../../app/app.module.css';
import { messageOf } from '../api/store.ts';
import {
  type SubscriptionStatus,
  type SubscriptionView,
  useSubscriptionAction,
  useSubscriptions,
} from '../api/subscriptions.ts';
import { SubscriptionCharts } from './SubscriptionCharts.tsx';
import styles from './store.module.css';

const STATUS: Record<SubscriptionStatus, { label: string; className?: string }> = {
  active: { label: 'Active', className: styles.statusActive },
  past_due: { label: 'Past due', className: styles.statusPastDue },
  paused: { label: 'Paused' },
  cancelled: { label: 'Cancelled' },
  completed: { label: 'Completed' },
};
const FILTERS = ['all', 'active', 'past_due', 'paused', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];

const dateWords = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' }) : '—';

export function SubscriptionsTab({ isActive }: { isActive: boolean }) {
  const query = useSubscriptions(isActive);
  const act = useSubscriptionAction();
  const [filter, setFilter] = useState<Filter>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const overview = query.data ?? null;

  if (query.error)
    return (
      <p role="alert" className={app.error}>
        {messageOf(query.error)}
      </p>
    );
  if (!overview) return <p className={app.dialogText}>Loading…</p>;

  const currency = overview.currencyCode ?? 'USD';
  const mrr = overview.months.at(-1)?.mrrCents ?? 0;
  const shown = overview.subscriptions.filter((s) => filter === 'all' || s.status === filter);

  async function run(sub: SubscriptionView, action: 'cancel' | 'pause' | 'resume') {
    if (
      action === 'cancel' &&
      !window.confirm(`Cancel ${sub.email}’s subscription to “${sub.title}”? They are not charged again.`)
    )
      return;
    setError(null);
    try {
      await act.mutateAsync({ id: sub.id, action });
      setNotice(
        action === 'cancel'
          ? `${sub.email}’s subscription is cancelled; they were emailed.`
          : action === 'pause'
            ? `${sub.email}’s subscription is paused: no charges until you resume it.`
            : `${sub.email}’s subscription is active again.`,
      );
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <>
      <dl className={`${styles.stats} ${styles.stats4}`}>
        <div>
          <dt>Active</dt>
          <dd>{overview.counts.active}</dd>
        </div>
        <div>
          <dt>Past due</dt>
          <dd>{overview.counts.pastDue}</dd>
        </div>
        <div>
          <dt>Cancelled</dt>
          <dd>{overview.counts.cancelled}</dd>
        </div>
        <div>
          <dt>MRR</dt>
          <dd>{formatMoney(mrr, currency)}</dd>
        </div>
      </dl>
      {overview.subscriptions.length > 0 ? (
        <SubscriptionCharts months={overview.months} currencyCode={currency} />
      ) : (
        <p className={app.dialogText}>
          No subscriptions yet. Give a product a plan in its editor (Products tab, “Subscription”); its
          subscribers appear here.
        </p>
      )}
      {notice ? (
        <p role="status" className={app.notice}>
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      {overview.subscriptions.length > 0 ? (
        <>
          <label className={app.label} htmlFor="subscriptions-filter">
            Show
          </label>
          <select
            id="subscriptions-filter"
            className={`${app.input} ${app.select} ${styles.subFilter}`}
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            <option value="all">All subscriptions</option>
            <option value="active">Active</option>
            <option value="past_due">Past due</option>
            <option value="paused">Paused</option>
            <option value="cancelled">Cancelled</option>
          </select>
          <table className={app.table}>
            <caption className={app.tableCaption}>
              {shown.length} subscription{shown.length === 1 ? '' : 's'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Product and plan</th>
                <th scope="col">Status</th>
                <th scope="col">Next charge</th>
                <th scope="col">
                  <span className={app.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((sub) => (
                <tr key={sub.id}>
                  <td>{sub.email}</td>
                  <td>
                    {sub.title}
                    <br />
                    <span className={styles.hint}>{sub.phrase}</span>
                  </td>
                  <td>
                    <span className={`${styles.status} ${STATUS[sub.status].className ?? ''}`}>
                      {STATUS[sub.status].label}
                    </span>
                  </td>
                  <td>{dateWords(sub.nextChargeAt)}</td>
                  <td>
                    <div className={styles.subActions}>
                      {sub.status === 'active' || sub.status === 'past_due' ? (
                        <button
                          type="button"
                          className={app.secondarySmall}
                          onClick={() => run(sub, 'pause')}
                        >
                          Pause<span className={app.visuallyHidden}> {sub.email}</span>
                        </button>
                      ) : null}
                      {sub.status === 'paused' ? (
                        <button
                          type="button"
                          className={app.secondarySmall}
                          onClick={() => run(sub, 'resume')}
                        >
                          Resume<span className={app.visuallyHidden}> {sub.email}</span>
                        </button>
                      ) : null}
                      {sub.status === 'active' || sub.status === 'past_due' || sub.status === 'paused' ? (
                        <button
                          type="button"
                          className={app.secondarySmall}
                          onClick={() => run(sub, 'cancel')}
                        >
                          Cancel<span className={app.visuallyHidden}> {sub.email}</span>
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}
