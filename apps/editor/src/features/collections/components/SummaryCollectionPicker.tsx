// The Summary block's collection (issue 17 part 2): one of the site's blogs, events and portfolios.
import { COLLECTION_KIND_LABELS } from '@folio/core/collections';
import { useId } from 'react';
import app from '../../../app/app.module.css';
import { messageOf, useCollections } from '../api/collections.ts';
import styles from './summary.module.css';

export function SummaryCollectionPicker({
  value,
  onChange,
  readOnly,
}: {
  value: string;
  onChange(id: string): void;
  readOnly?: boolean;
}) {
  const selectId = useId();
  const collections = useCollections();
  const list = collections.data;
  const isMissing = Boolean(value && list && !list.some((c) => c.id === value));
  return (
    <div className={styles.picker}>
      <label className={app.label} htmlFor={selectId}>
        Collection
      </label>
      <select
        id={selectId}
        className={app.select}
        value={isMissing ? '' : value}
        disabled={!list || readOnly}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{list ? 'Choose a collection' : 'Loading…'}</option>
        {list?.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.title} ({COLLECTION_KIND_LABELS[collection.kind]})
          </option>
        ))}
      </select>
      {isMissing ? (
        <p role="alert" className={styles.problem}>
          The collection this block showed no longer exists. Choose another.
        </p>
      ) : null}
      {collections.error ? (
        <p role="alert" className={styles.problem}>
          {messageOf(collections.error)}
        </p>
      ) : null}
      {list?.length === 0 ? (
        <p className={styles.hint}>This site has no blog, events or portfolio yet: add one in Pages.</p>
      ) : null}
    </div>
  );
}
