import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { SearchForm } from '../../../app/SearchForm.tsx';
import styles from '../../form-submissions/components/form-submissions.module.css';
import {
  fetchSubscribers,
  PAGE_SIZE,
  removeSubscriber,
  SUBSCRIBERS_CSV_URL,
  type Subscriber,
  type SubscriberPage,
} from '../api/newsletter.ts';

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to load. Try again.');
const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** "Newsletter": who signed up through the site's newsletter blocks, with search, CSV and removal. */
export function NewsletterDialog({ canRemove, onClose }: { canRemove: boolean; onClose?: () => void }) {
  const [page, setPage] = useState<SubscriberPage | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(async (q: string, offset = 0) => {
    try {
      const next = await fetchSubscribers({ q, offset });
      setPage((prev) =>
        offset && prev ? { ...next, subscribers: [...prev.subscribers, ...next.subscribers] } : next,
      );
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    void load(search);
  }, [load, search]);

  async function remove(subscriber: Subscriber) {
    if (!window.confirm(`Remove ${subscriber.email} from the list?`)) return;
    try {
      await removeSubscriber(subscriber.id);
      setNotice(`${subscriber.email} was removed.`);
      await load(search);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <Frame
      title="Newsletter"
      titleId="newsletter-title"
      dialogClassName={app.wideDialog}
      layout="scroll"
      onClose={onClose}
    >
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {page
            ? `${page.subscribed} subscribed${page.total > page.subscribed ? ` · ${page.total - page.subscribed} unsubscribed` : ''}${search ? ` matching “${search}”` : ''}`
            : 'Loading…'}
        </p>
        <a className={app.secondarySmall} href={SUBSCRIBERS_CSV_URL} download>
          Download CSV
        </a>
      </div>
      <SearchForm
        id="subscriber-search"
        label="Search subscribers"
        placeholder="Search by email or name"
        onSearch={setSearch}
      />
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      <p className={app.notice} role="status">
        {notice}
      </p>
      {page?.subscribers.length ? (
        <table className={app.table}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Signed up</th>
              <th scope="col">Status</th>
              {canRemove ? (
                <th scope="col">
                  <span className={app.visuallyHidden}>Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {page.subscribers.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>{s.name || '—'}</td>
                <td className={styles.when}>{when(s.createdAt)}</td>
                <td>
                  {s.status === 'subscribed'
                    ? 'Subscribed'
                    : `Unsubscribed ${s.unsubscribedAt ? when(s.unsubscribedAt) : ''}`}
                </td>
                {canRemove ? (
                  <td className={app.cellActions}>
                    <button className={app.secondarySmall} type="button" onClick={() => void remove(s)}>
                      Remove
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : page ? (
        <p className={app.dialogText}>
          {search
            ? 'No subscriber matches that search.'
            : 'No one has signed up yet. Add a Newsletter block to a page; sign-ups arrive here.'}
        </p>
      ) : null}
      {page && page.subscribers.length < page.total ? (
        <button
          className={app.secondarySmall}
          type="button"
          onClick={() => void load(search, page.subscribers.length)}
        >
          Show {Math.min(PAGE_SIZE, page.total - page.subscribers.length)} more
        </button>
      ) : null}
    </Frame>
  );
}
