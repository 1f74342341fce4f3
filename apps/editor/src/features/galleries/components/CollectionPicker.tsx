import type { GalleryCollectionSummary } from '@folio/core/gallery-api';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import app from '../../../app/app.module.css';
import { listGalleries, messageOf } from '../api/galleries.ts';
import { countOf } from './CollectionList.tsx';
import styles from './galleries.module.css';

// Issue 16: the Galleries dialog loads when an owner first manages galleries from a block.
const GalleriesDialog = lazy(async () => ({
  default: (await import('./GalleriesDialog.tsx')).GalleriesDialog,
}));

/** Chooses the gallery a Gallery block shows; opens the Galleries dialog to make or change one. */
export function CollectionPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const selectId = useId();
  const [galleries, setGalleries] = useState<GalleryCollectionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isManaging, setIsManaging] = useState(false);

  const load = useCallback(() => {
    listGalleries()
      .then((list) => {
        setGalleries(list);
        setError(null);
      })
      .catch((e: unknown) => setError(messageOf(e)));
  }, []);

  useEffect(load, [load]);

  const isMissing = Boolean(value && galleries && !galleries.some((g) => g.id === value));
  const isEmpty = galleries?.length === 0;

  return (
    <div className={styles.picker}>
      <label className={app.label} htmlFor={selectId}>
        Gallery
      </label>
      <select
        id={selectId}
        className={app.select}
        value={isMissing ? '' : value}
        disabled={galleries === null}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{galleries === null ? 'Loading…' : 'Choose a gallery'}</option>
        {galleries?.map((gallery) => (
          <option key={gallery.id} value={gallery.id}>
            {gallery.title} ({countOf(gallery.itemCount).toLowerCase()})
          </option>
        ))}
      </select>
      {isMissing ? (
        <p role="alert" className={styles.noticeError}>
          The gallery this block showed no longer exists. Choose another.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.noticeError}>
          {error}
        </p>
      ) : null}
      {isEmpty ? <p className={styles.hint}>This site has no galleries yet.</p> : null}
      <button type="button" className={styles.linkButton} onClick={() => setIsManaging(true)}>
        {isEmpty ? 'Create a gallery' : 'Manage galleries'}
      </button>
      {isManaging ? (
        <Suspense fallback={null}>
          <GalleriesDialog
            initialCollectionId={value && !isMissing ? value : undefined}
            onCreated={(id) => {
              // A block that showed nothing shows the gallery just made for it.
              if (!value || isMissing) onChange(id);
            }}
            onClose={() => {
              setIsManaging(false);
              load();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
