// "Blog & events": the site's collections (blog, events, portfolio), each collection's items with
// their statuses, and the item editor (issue 17 part 1). Routes below /config/collections.
import { COLLECTION_KIND_LABELS, COLLECTION_KINDS, type CollectionKind } from '@folio/core/collections';
import { MESSAGES } from '@folio/core/message-catalogue';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { trackModal, useMousePositions, useTrackedArea } from '../../analytics-events/editor-analytics.tsx';
import {
  type CollectionView,
  messageOf,
  useCloneCollection,
  useCollections,
  useCreateCollection,
  useDeleteCollection,
} from '../api/collections.ts';
import styles from './collections.module.css';
import { ItemEditor } from './ItemEditor.tsx';
import { ItemList } from './ItemList.tsx';

export interface CollectionsScreenProps {
  /** Publishing, scheduling and approving need contentManager; contributors write and submit. */
  canPublish: boolean;
  /** EDIT-009: the blog-published modal offers a newsletter draft (newsletterWrite). */
  canDraftEmail?: boolean;
}

export function CollectionsScreen({ canPublish, canDraftEmail = false }: CollectionsScreenProps) {
  // TRACK-053: the pointer over the tracked areas, for the signed-in account (decision 042).
  useMousePositions();
  return (
    <Switch>
      <Route path="/:id/items/:itemId">
        {(params) => (
          <ItemEditor
            collectionId={params.id}
            itemId={params.itemId}
            canPublish={canPublish}
            canDraftEmail={canDraftEmail}
          />
        )}
      </Route>
      <Route path="/:id">
        {(params) => (
          <Frame title="Collections" titleId="collections-title" dialogClassName={undefined} layout="scroll">
            <ItemList collectionId={params.id} canPublish={canPublish} />
          </Frame>
        )}
      </Route>
      <Route>
        <Frame title="Collections" titleId="collections-title" dialogClassName={undefined} layout="scroll">
          <CollectionsHome canPublish={canPublish} />
        </Frame>
      </Route>
    </Switch>
  );
}

const KIND_HINTS: Record<CollectionKind, string> = {
  blog: 'Posts with dates, authors, tags and an RSS feed.',
  events: 'Dated events with a place, upcoming and past.',
  portfolio: 'Projects with a cover image, shown in a grid.',
};

function CollectionsHome({ canPublish }: { canPublish: boolean }) {
  const collections = useCollections();
  const create = useCreateCollection();
  const remove = useDeleteCollection();
  const clone = useCloneCollection();
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<CollectionKind>('blog');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CollectionView | null>(null);
  const [toClone, setToClone] = useState<CollectionView | null>(null);
  const [cloneTitle, setCloneTitle] = useState('');
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const cloneDialog = useRef<HTMLDialogElement>(null);
  const notAllowedDialog = useRef<HTMLDialogElement>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const made = await create.mutateAsync({ kind, title: title.trim() || COLLECTION_KIND_LABELS[kind] });
      setTitle('');
      navigate(`/${made.id}`);
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  function askDelete(collection: CollectionView) {
    // EDIT-008: the homepage demo collection is refused before anything is asked.
    if (collection.isDemo) {
      notAllowedDialog.current?.showModal();
      trackModal('action-not-allowed');
      return;
    }
    setToDelete(collection);
    deleteDialog.current?.showModal();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
    } catch (e) {
      setProblem(messageOf(e));
    }
    deleteDialog.current?.close();
  }

  async function confirmClone(event: FormEvent) {
    event.preventDefault();
    if (!toClone) return;
    try {
      const copy = await clone.mutateAsync({
        id: toClone.id,
        title: cloneTitle.trim() || `${toClone.title} copy`,
      });
      cloneDialog.current?.close();
      trackModal('clone-collection-prompt', 'confirm');
      navigate(`/${copy.id}`);
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  const area = useTrackedArea('collection-editor-panel');
  return (
    <div className={styles.screen} {...area}>
      <p className={styles.lead}>
        A collection is a page of your site with its own address; its posts, events or projects live under it.
      </p>
      {problem ? (
        <p className={app.error} role="alert">
          {problem}
        </p>
      ) : null}
      {collections.isError ? (
        <p className={app.error} role="alert">
          {/* EDIT-006 */}
          {MESSAGES.unableToLoadCollections}. {messageOf(collections.error)}
        </p>
      ) : null}
      {collections.data && collections.data.length > 0 ? (
        <ul className={styles.cards}>
          {collections.data.map((c) => (
            <li key={c.id} className={styles.collectionCard}>
              <div>
                <p className={styles.kind}>{COLLECTION_KIND_LABELS[c.kind]}</p>
                <h3 className={styles.cardTitle}>
                  <Link href={`/${c.id}`}>{c.title}</Link>
                </h3>
                <p className={styles.muted}>
                  /{c.slug} · {c.itemCount} {c.itemCount === 1 ? 'item' : 'items'}
                </p>
              </div>
              {canPublish ? (
                <div className={styles.cardActions}>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    onClick={() => {
                      setToClone(c);
                      setCloneTitle(`${c.title} copy`);
                      cloneDialog.current?.showModal();
                      trackModal('clone-collection-prompt');
                    }}
                  >
                    Clone
                  </button>
                  <button type="button" className={app.secondarySmall} onClick={() => askDelete(c)}>
                    Delete
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : collections.data ? (
        <p className={styles.muted}>No collections yet.</p>
      ) : null}

      {canPublish ? (
        <form className={styles.addForm} onSubmit={add} aria-labelledby="add-collection-title">
          <h2 id="add-collection-title" className={styles.subheading}>
            Add a collection
          </h2>
          <fieldset className={styles.kinds}>
            <legend className={app.label}>Type</legend>
            {COLLECTION_KINDS.map((k) => (
              <label key={k} className={kind === k ? styles.kindChosen : styles.kindOption}>
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                <span className={styles.kindName}>{COLLECTION_KIND_LABELS[k]}</span>
                <span className={styles.muted}>{KIND_HINTS[k]}</span>
              </label>
            ))}
          </fieldset>
          <label className={app.label} htmlFor="collection-title">
            Title
          </label>
          <div className={app.row}>
            <input
              id="collection-title"
              className={app.input}
              value={title}
              maxLength={120}
              placeholder={COLLECTION_KIND_LABELS[kind]}
              onChange={(e) => setTitle(e.target.value)}
            />
            <button type="submit" className={app.primarySmall} disabled={create.isPending}>
              Add {COLLECTION_KIND_LABELS[kind].toLowerCase()}
            </button>
          </div>
        </form>
      ) : null}

      <dialog ref={deleteDialog} className={app.dialog} aria-labelledby="delete-collection-title">
        <h2 id="delete-collection-title" className={app.dialogTitle}>
          Delete {toDelete?.title}?
        </h2>
        <p className={app.dialogText}>
          Its page and {toDelete?.itemCount ?? 0} {toDelete?.itemCount === 1 ? 'item goes' : 'items go'} with
          it. This cannot be undone.
        </p>
        <div className={app.row}>
          <button type="button" className={app.danger} onClick={confirmDelete}>
            Delete collection
          </button>
          <button type="button" className={app.quiet} onClick={() => deleteDialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>

      <dialog ref={cloneDialog} className={app.dialog} aria-labelledby="clone-collection-title">
        <form onSubmit={confirmClone}>
          <h2 id="clone-collection-title" className={app.dialogTitle}>
            Clone {toClone?.title}
          </h2>
          <p className={app.dialogText}>A copy with all its items, at a new page. Name the copy:</p>
          <label className={app.label} htmlFor="clone-title">
            Title of the copy
          </label>
          <input
            id="clone-title"
            className={app.input}
            value={cloneTitle}
            maxLength={120}
            onChange={(e) => setCloneTitle(e.target.value)}
          />
          <div className={`${app.row} ${styles.dialogActions}`}>
            <button type="submit" className={app.primarySmall} disabled={clone.isPending}>
              Clone
            </button>
            <button type="button" className={app.quiet} onClick={() => cloneDialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
      </dialog>

      <dialog ref={notAllowedDialog} className={app.dialog} aria-labelledby="not-allowed-title">
        <h2 id="not-allowed-title" className={app.dialogTitle}>
          Action not allowed
        </h2>
        <p className={app.dialogText}>
          This collection belongs to the site’s demo content on the home page and cannot be deleted.
        </p>
        <button type="button" className={app.primarySmall} onClick={() => notAllowedDialog.current?.close()}>
          OK
        </button>
      </dialog>
    </div>
  );
}
