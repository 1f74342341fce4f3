// One collection's items with their statuses (EDIT-010..014) and filters, a new item, and the
// collection's settings (view, page size, item URL format).
import {
  COLLECTION_KIND_LABELS,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  type ItemStatus,
} from '@folio/core/collections';
import { EDITOR_LIMITS } from '@folio/core/editor-rules';
import { MESSAGES } from '@folio/core/message-catalogue';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import app from '../../../app/app.module.css';
import { TrackedArea, trackArea } from '../../analytics-events/editor-analytics.tsx';
import {
  messageOf,
  useCollections,
  useCreateItem,
  useItems,
  useUpdateCollection,
} from '../api/collections.ts';
import styles from './collections.module.css';
import { ItemOrder } from './ItemOrder.tsx';
import { Taxonomy } from './Taxonomy.tsx';

const NEW_ITEM_WORD = { blog: 'post', events: 'event', portfolio: 'project' } as const;

export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function ItemList({ collectionId, canPublish }: { collectionId: string; canPublish: boolean }) {
  const collections = useCollections();
  const collection = collections.data?.find((c) => c.id === collectionId);
  const [status, setStatus] = useState<ItemStatus | ''>('');
  const items = useItems(collectionId, status);
  const create = useCreateItem(collectionId);
  const update = useUpdateCollection(collectionId);
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  if (collections.isError)
    return (
      <p className={app.error} role="alert">
        {/* EDIT-006 */}
        {MESSAGES.unableToLoadCollections}. {messageOf(collections.error)}
      </p>
    );
  if (!collection) return <p className={app.loading}>Loading…</p>;
  const word = NEW_ITEM_WORD[collection.kind];
  // EDIT-018: a portfolio is in the owner's order (all items shown, no filter), of 250 items at most.
  const canOrder = canPublish && collection.isUserOrderable && status === '';
  const limit = EDITOR_LIMITS.itemsPerOrderableCollection;
  const isFull = collection.isUserOrderable && collection.itemCount >= limit;

  async function add(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const item = await create.mutateAsync(title.trim() || `Untitled ${word}`);
      navigate(`/${collectionId}/items/${item.id}`);
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  async function saveSettings(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setProblem(null);
    try {
      await update.mutateAsync({
        view: form.get('view') as 'list' | 'grid' | 'product',
        pageSize: Number(form.get('pageSize')),
        urlFormat: String(form.get('urlFormat') ?? ''),
      });
      setNotice('Settings saved');
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  return (
    <TrackedArea area="item-catalog" className={styles.screen}>
      <p className={styles.crumbs}>
        <Link href="/">Collections</Link> / {collection.title}
      </p>
      <div className={styles.titleRow}>
        <div>
          <p className={styles.kind}>{COLLECTION_KIND_LABELS[collection.kind]}</p>
          <h2 className={styles.heading}>{collection.title}</h2>
        </div>
        <a className={app.secondarySmall} href={`/${collection.slug}`} target="_blank" rel="noreferrer">
          View on site
        </a>
      </div>
      {problem ? (
        <p className={app.error} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={app.notice} role="status">
        {notice}
      </p>

      <form className={styles.newItem} onSubmit={add}>
        <label className={app.label} htmlFor="new-item-title">
          New {word}
        </label>
        <div className={app.row}>
          <input
            id="new-item-title"
            className={app.input}
            value={title}
            maxLength={200}
            placeholder={`Title of the ${word}`}
            onChange={(e) => setTitle(e.target.value)}
          />
          <button type="submit" className={app.primarySmall} disabled={create.isPending || isFull}>
            Add {word}
          </button>
        </div>
        {collection.isUserOrderable ? (
          <p className={isFull ? styles.limitNote : styles.hint}>
            {isFull
              ? `A user-orderable collection holds at most ${limit} items. Delete an item before adding another.`
              : `${collection.itemCount} of at most ${limit} items.`}
          </p>
        ) : null}
      </form>

      <div className={styles.filters}>
        <label className={app.label} htmlFor="status-filter">
          Show
        </label>
        <select
          id="status-filter"
          className={app.select}
          value={status}
          onChange={(e) => setStatus(e.target.value as ItemStatus | '')}
        >
          <option value="">All items</option>
          {ITEM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ITEM_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>

      {items.data && items.data.length === 0 ? <p className={styles.muted}>No items here yet.</p> : null}
      {items.isError ? (
        <p className={app.error} role="alert">
          {MESSAGES.unableToLoadCollections}. {messageOf(items.error)}
        </p>
      ) : null}
      {items.data && items.data.length > 0 && canOrder ? (
        <ItemOrder collectionId={collectionId} collectionTitle={collection.title} items={items.data} />
      ) : null}
      {items.data && items.data.length > 0 && !canOrder ? (
        <table className={styles.items}>
          <caption className={styles.visuallyHidden}>Items of {collection.title}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              <th scope="col" className={styles.hideNarrow}>
                Author
              </th>
            </tr>
          </thead>
          <tbody>
            {items.data.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link href={`/${collectionId}/items/${item.id}`} className={styles.itemLink}>
                    {item.title}
                  </Link>
                  <span className={styles.itemUrl}>{item.url}</span>
                </td>
                <td>
                  <span className={styles.status} data-status={item.status}>
                    {item.statusLabel}
                  </span>
                  <span className={styles.workflow}>{item.workflowLabel}</span>
                </td>
                <td className={styles.when}>{formatWhen(item.publishOn)}</td>
                <td className={styles.hideNarrow}>{item.authorName ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {canPublish ? (
        <details
          className={styles.settings}
          data-analytics-area="collection-settings"
          onToggle={(event) => {
            if (event.currentTarget.open) trackArea('collection-settings');
          }}
        >
          <summary>Collection settings</summary>
          <form onSubmit={saveSettings} className={styles.settingsForm}>
            <div>
              <label className={app.label} htmlFor="collection-view">
                View
              </label>
              <select id="collection-view" name="view" className={app.select} defaultValue={collection.view}>
                <option value="list">List</option>
                <option value="grid">Grid</option>
                <option value="product">Product (large image, text beside)</option>
              </select>
            </div>
            <div>
              <label className={app.label} htmlFor="collection-page-size">
                Items per page
              </label>
              <input
                id="collection-page-size"
                name="pageSize"
                type="number"
                min={1}
                max={50}
                className={app.input}
                defaultValue={collection.pageSize}
              />
            </div>
            <div>
              <label className={app.label} htmlFor="collection-url-format">
                Item URL format
              </label>
              <input
                id="collection-url-format"
                name="urlFormat"
                className={app.input}
                defaultValue={collection.urlFormat}
                aria-describedby="url-format-hint"
              />
              <p id="url-format-hint" className={styles.hint}>
                %y year, %m month, %d day, %t title — e.g. %y/%m/%t
              </p>
            </div>
            <button type="submit" className={app.primarySmall} disabled={update.isPending}>
              Save settings
            </button>
          </form>
        </details>
      ) : null}
      {canPublish && collection.kind !== 'events' ? <Taxonomy collection={collection} /> : null}
    </TrackedArea>
  );
}
