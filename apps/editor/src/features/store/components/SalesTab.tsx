import { formatMoney } from '@folio/core/money';
import app from '../../../app/app.module.css';
import { useSales } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import { SalesChart } from './SalesChart.tsx';
import styles from './store.module.css';

const DAYS = 30;
const dayWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' });

/** Sales of the last 30 days: totals, a chart, and the numbers per day. */
export function SalesTab({ isActive }: { isActive: boolean }) {
  const query = useSales(DAYS, isActive);
  const sales = query.data ?? null;
  const error = query.error ? messageOf(query.error) : null;

  if (error)
    return (
      <p role="alert" className={app.error}>
        {error}
      </p>
    );
  if (!sales) return <p className={app.dialogText}>Loading…</p>;

  const money = (cents: number) => formatMoney(cents, sales.currencyCode);
  const orders = sales.days.reduce((n, d) => n + d.orders, 0);
  const revenue = sales.days.reduce((n, d) => n + d.revenueCents, 0);
  return (
    <>
      <dl className={styles.stats}>
        <div>
          <dt>Orders, last {DAYS} days</dt>
          <dd>{orders}</dd>
        </div>
        <div>
          <dt>Revenue</dt>
          <dd>{money(revenue)}</dd>
        </div>
        <div>
          <dt>Average order</dt>
          <dd>{orders ? money(Math.round(revenue / orders)) : '—'}</dd>
        </div>
      </dl>
      {orders ? (
        <SalesChart days={sales.days} currencyCode={sales.currencyCode} />
      ) : (
        <p className={app.dialogText}>
          No orders in the last {DAYS} days. The chart fills in as orders arrive.
        </p>
      )}
      {orders ? (
        <details className={styles.details}>
          <summary>Numbers per day</summary>
          <table className={app.table}>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {sales.days
                .filter((d) => d.orders > 0)
                .reverse()
                .map((d) => (
                  <tr key={d.day}>
                    <td>{dayWords(d.day)}</td>
                    <td>{d.orders}</td>
                    <td>{money(d.revenueCents)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </>
  );
}
