import { formatMoney } from '@folio/core/money';
import type { OrderStatus } from '@folio/core/store-api';
import { useState } from 'react';
import app from '../../../app/app.module.css';
import { SearchForm } from '../../../app/SearchForm.tsx';
import { useOrders } from '../api/queries.ts';
import { messageOf, ORDERS_PAGE_SIZE } from '../api/store.ts';
import { OrderDetailView, STATUS_WORDS, when } from './OrderDetailView.tsx';
import { ErrorAlert, RowButton, StoreTable } from './parts.tsx';
import styles from './store.module.css';

const STATUSES: (OrderStatus | '')[] = ['', 'paid', 'fulfilled', 'refunded', 'pending'];

/** Orders, newest first: filter by status, search, page through, and open one. */
export function OrdersTab({ isActive }: { isActive: boolean }) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useOrders({ status, q: search, offset }, isActive && openId === null);
  const page = query.data ?? null;

  if (openId) return <OrderDetailView orderId={openId} onBack={() => setOpenId(null)} />;

  const last = page ? Math.min(offset + ORDERS_PAGE_SIZE, page.total) : 0;
  return (
    <>
      <div className={styles.filters}>
        <label className={styles.inlineField}>
          <span>Status</span>
          <select
            className={app.select}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus | '');
              setOffset(0);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s ? STATUS_WORDS[s] : 'All'}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.grow}>
          <SearchForm
            id="order-search"
            label="Search orders"
            placeholder="Search by number, email or name"
            onSearch={(q) => {
              setSearch(q);
              setOffset(0);
            }}
          />
        </div>
      </div>
      <ErrorAlert text={query.error ? messageOf(query.error) : null} />
      <p className={styles.count} aria-live="polite">
        {page
          ? page.total
            ? `${offset + 1}–${last} of ${page.total} ${page.total === 1 ? 'order' : 'orders'}`
            : ''
          : 'Loading…'}
      </p>
      {page?.orders.length ? (
        <StoreTable columns={['Order', 'Placed', 'Customer', 'Items', 'Total', 'Status']}>
          {page.orders.map((o) => (
            <tr key={o.id}>
              <td className={styles.strong}>#{o.number}</td>
              <td className={styles.when}>{when(o.createdAt)}</td>
              <td>
                {o.customerName || o.email}
                {o.customerName ? <span className={styles.metaBlock}>{o.email}</span> : null}
              </td>
              <td>
                {o.totalQuantity} {o.totalQuantity === 1 ? 'item' : 'items'}
              </td>
              <td>{formatMoney(o.grandTotalCents, o.currencyCode)}</td>
              <td>
                <span className={styles[`status_${o.status}`]}>{STATUS_WORDS[o.status]}</span>
              </td>
              <td className={app.cellActions}>
                <RowButton label={`Open order ${o.number}`} onClick={() => setOpenId(o.id)}>
                  Open
                </RowButton>
              </td>
            </tr>
          ))}
        </StoreTable>
      ) : page ? (
        <p className={app.dialogText}>
          {search || status
            ? 'No order matches. Try another status or search.'
            : 'No orders yet. They arrive here as visitors check out.'}
        </p>
      ) : null}
      {page && page.total > ORDERS_PAGE_SIZE ? (
        <nav className={styles.pager} aria-label="Order pages">
          <button
            className={app.secondarySmall}
            type="button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - ORDERS_PAGE_SIZE))}
          >
            Previous
          </button>
          <button
            className={app.secondarySmall}
            type="button"
            disabled={last >= page.total}
            onClick={() => setOffset(offset + ORDERS_PAGE_SIZE)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}
