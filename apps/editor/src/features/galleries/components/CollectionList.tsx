import { GALLERY_COLLECTION_LIMIT, type GalleryCollectionSummary } from '@folio/core/gallery-api';
import { type FormEvent, useEffect, useState } from 'react';
import app from '../../../app/app.module.css';
import shell from '../../../app/library-dialog.module.css';
import {
  createGallery,
  deleteGallery,
  listGalleries,
  messageOf,
  renameGallery,
  thumbnailOf,
} from '../api/galleries.ts';
import { forgetCollection, rememberCollection } from '../hooks/use-gallery-collections.ts';
import styles from './galleries.module.css';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

const FULL = `A site can have at most ${GALLERY_COLLECTION_LIMIT} galleries. Delete one to make room for another.`;

export const countOf = (n: number) => (n === 0 ? 'No images yet' : n === 1 ? '1 slide' : `${n} slides`);

/** The site's galleries: create, open, rename and delete. */
export function CollectionList({
  onOpen,
  onCreated,
}: {
  onOpen: (id: string) => void;
  onCreated: (id: string) => void;
}) {
  const [galleries, setGalleries] = useState<GalleryCollectionSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [createProblem, setCreateProblem] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    listGalleries()
      .then(setGalleries)
      .catch((e: unknown) => setLoadError(messageOf(e)));
  }, []);

  const isFull = (galleries?.length ?? 0) >= GALLERY_COLLECTION_LIMIT;

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setCreateProblem('Give the gallery a title.');
      return;
    }
    setIsCreating(true);
    try {
      const created = await createGallery(title.trim());
      rememberCollection(created);
      onCreated(created.id);
    } catch (e) {
      // The typed title stays, so nothing has to be typed again.
      setCreateProblem(messageOf(e));
      setIsCreating(false);
    }
  }

  async function rename(gallery: GalleryCollectionSummary, next: string): Promise<boolean> {
    try {
      const renamed = await renameGallery(gallery.id, next);
      rememberCollection(renamed);
      setGalleries(
        (list) => list?.map((g) => (g.id === gallery.id ? { ...g, title: renamed.title } : g)) ?? null,
      );
      setRenamingId(null);
      setNotice({ kind: 'ok', text: `Renamed to “${renamed.title}”.` });
      return true;
    } catch (e) {
      setNotice({ kind: 'error', text: messageOf(e) });
      return false;
    }
  }

  async function remove(gallery: GalleryCollectionSummary) {
    const slides = gallery.itemCount
      ? ` ${gallery.itemCount === 1 ? 'Its slide goes' : `Its ${gallery.itemCount} slides go`} with it; the images stay in the Media library.`
      : '';
    const question = `Delete the gallery “${gallery.title}”?${slides} Pages that show it will show nothing in its place.`;
    if (!window.confirm(question)) return;
    try {
      await deleteGallery(gallery.id);
      forgetCollection(gallery.id);
      setGalleries((list) => list?.filter((g) => g.id !== gallery.id) ?? null);
      setNotice({ kind: 'ok', text: `Gallery “${gallery.title}” deleted.` });
    } catch (e) {
      setNotice({ kind: 'error', text: messageOf(e) });
    }
  }

  return (
    <div className={shell.body}>
      <div className={shell.pane}>
        <form className={styles.createForm} onSubmit={(e) => void create(e)} noValidate>
          <label className={app.label}>
            New gallery title
            <input
              className={`${app.input} ${styles.createInput}`}
              value={title}
              maxLength={200}
              disabled={isFull}
              aria-invalid={createProblem ? true : undefined}
              aria-describedby={createProblem ? 'gallery-create-problem' : undefined}
              onChange={(e) => {
                setTitle(e.target.value);
                setCreateProblem(null);
              }}
            />
          </label>
          <button
            type="submit"
            className={app.primarySmall}
            disabled={isFull || isCreating || galleries === null}
          >
            {isCreating ? 'Creating…' : 'Create gallery'}
          </button>
          {galleries ? (
            <span className={styles.count}>
              {galleries.length} of {GALLERY_COLLECTION_LIMIT} galleries
            </span>
          ) : null}
        </form>
        {createProblem ? (
          <p id="gallery-create-problem" role="alert" className={styles.noticeError}>
            {createProblem}
          </p>
        ) : null}
        {isFull ? <p className={styles.hint}>{FULL}</p> : null}
        <p className={notice?.kind === 'error' ? styles.noticeError : styles.notice} role="status">
          {notice?.text ?? ''}
        </p>
        {loadError ? (
          <p role="alert" className={app.error}>
            {loadError}
          </p>
        ) : null}
        {galleries === null && !loadError ? <p className={app.dialogText}>Loading…</p> : null}
        {galleries?.length === 0 ? (
          <p className={styles.empty}>
            No galleries yet. Give one a title above, then upload images or add them from the Media library.
          </p>
        ) : null}
        {galleries?.length ? (
          <ul className={styles.collections} aria-label="Galleries">
            {galleries.map((gallery) => (
              <li key={gallery.id} className={styles.collection}>
                <span className={styles.cover}>
                  {gallery.coverSrc ? (
                    <img src={thumbnailOf(gallery.coverSrc, 300)} alt="" loading="lazy" />
                  ) : null}
                </span>
                {renamingId === gallery.id ? (
                  <RenameForm
                    gallery={gallery}
                    onSave={(next) => rename(gallery, next)}
                    onCancel={() => setRenamingId(null)}
                  />
                ) : (
                  <span>
                    <button
                      type="button"
                      className={styles.collectionTitle}
                      onClick={() => onOpen(gallery.id)}
                    >
                      {gallery.title}
                    </button>
                    <span className={styles.collectionMeta}>{countOf(gallery.itemCount)}</span>
                  </span>
                )}
                <span className={styles.collectionActions}>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-label={`Open “${gallery.title}”`}
                    onClick={() => onOpen(gallery.id)}
                  >
                    Open
                  </button>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-label={`Rename “${gallery.title}”`}
                    onClick={() => setRenamingId(gallery.id)}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-label={`Delete “${gallery.title}”`}
                    onClick={() => void remove(gallery)}
                  >
                    Delete
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function RenameForm({
  gallery,
  onSave,
  onCancel,
}: {
  gallery: GalleryCollectionSummary;
  onSave: (title: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(gallery.title);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setProblem('Give the gallery a title.');
      return;
    }
    if (title.trim() === gallery.title) return onCancel();
    await onSave(title.trim());
  }

  return (
    <form className={styles.renameForm} onSubmit={(e) => void submit(e)} noValidate>
      <input
        className={app.input}
        aria-label={`New title for “${gallery.title}”`}
        value={title}
        maxLength={200}
        // biome-ignore lint/a11y/noAutofocus: the owner just asked to rename this gallery
        autoFocus
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          setTitle(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          // Escape leaves the rename, not the whole dialog.
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="submit" className={app.primarySmall}>
        Save
      </button>
      <button type="button" className={app.secondarySmall} onClick={onCancel}>
        Cancel
      </button>
      {problem ? (
        <span role="alert" className={styles.noticeError}>
          {problem}
        </span>
      ) : null}
    </form>
  );
}
