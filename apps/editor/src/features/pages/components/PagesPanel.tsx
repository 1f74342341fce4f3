import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import styles from '../../../app/app.module.css';
import type { PageSummary } from '../api/pages.ts';

export interface PagesPanelProps {
  pages: PageSummary[];
  selectedId: string | null;
  canEdit: boolean;
  onSelect: (id: string) => void;
  onCreate: (title: string) => Promise<void>;
  onRename: (id: string, title: string, slug: string) => Promise<void>;
  onMove: (id: string, direction: -1 | 1) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

export function PagesPanel(props: PagesPanelProps) {
  const [newTitle, setNewTitle] = useState('');
  const [editing, setEditing] = useState<{ id: string; title: string; slug: string } | null>(null);
  const [toDelete, setToDelete] = useState<PageSummary | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!newTitle.trim()) return;
    await props.onCreate(newTitle.trim());
    setNewTitle('');
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    await props.onRename(editing.id, editing.title.trim(), editing.slug.trim());
    setEditing(null);
  }

  function askDelete(page: PageSummary) {
    setToDelete(page);
    dialog.current?.showModal();
  }

  async function confirmDelete() {
    if (toDelete) await props.onDelete(toDelete.id);
    dialog.current?.close();
    setToDelete(null);
  }

  return (
    <nav className={styles.pagesPanel} aria-label="Pages">
      <h2 className={styles.panelTitle}>Pages</h2>
      <ul className={styles.pageList}>
        {props.pages.map((page, index) => (
          <li
            key={page.id}
            className={page.id === props.selectedId ? styles.pageItemSelected : styles.pageItem}
          >
            {editing?.id === page.id ? (
              <form className={styles.renameForm} onSubmit={rename}>
                <label className={styles.label} htmlFor={`title-${page.id}`}>
                  Title
                </label>
                <input
                  id={`title-${page.id}`}
                  className={styles.input}
                  value={editing.title}
                  onChange={(e) => setEditing({ ...editing, title: e.target.value })}
                  required
                />
                {page.isHome ? null : (
                  <>
                    <label className={styles.label} htmlFor={`slug-${page.id}`}>
                      Address
                    </label>
                    <input
                      id={`slug-${page.id}`}
                      className={styles.input}
                      value={editing.slug}
                      onChange={(e) => setEditing({ ...editing, slug: e.target.value })}
                      required
                    />
                  </>
                )}
                <div className={styles.row}>
                  <button className={styles.primarySmall} type="submit">
                    Save
                  </button>
                  <button className={styles.quiet} type="button" onClick={() => setEditing(null)}>
                    Cancel
                  </button>
                </div>
              </form>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-current={page.id === props.selectedId ? 'page' : undefined}
                  onClick={() => props.onSelect(page.id)}
                >
                  <span className={styles.pageTitle}>{page.title}</span>
                  <span className={styles.pagePath}>/{page.slug}</span>
                  {page.hasUnpublishedChanges ? (
                    <span className={styles.badge}>Unpublished changes</span>
                  ) : null}
                </button>
                {props.canEdit ? (
                  <div className={styles.pageActions}>
                    <button
                      type="button"
                      className={styles.icon}
                      aria-label={`Move ${page.title} up`}
                      disabled={index === 0}
                      onClick={() => props.onMove(page.id, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={styles.icon}
                      aria-label={`Move ${page.title} down`}
                      disabled={index === props.pages.length - 1}
                      onClick={() => props.onMove(page.id, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={styles.icon}
                      aria-label={`Rename ${page.title}`}
                      onClick={() => setEditing({ id: page.id, title: page.title, slug: page.slug })}
                    >
                      ✎
                    </button>
                    {page.isHome ? null : (
                      <button
                        type="button"
                        className={styles.icon}
                        aria-label={`Delete ${page.title}`}
                        onClick={() => askDelete(page)}
                      >
                        ✕
                      </button>
                    )}
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
      {props.canEdit ? (
        <form className={styles.newPage} onSubmit={create}>
          <label className={styles.label} htmlFor="new-page-title">
            New page
          </label>
          <div className={styles.row}>
            <input
              id="new-page-title"
              className={styles.input}
              placeholder="Page title"
              value={newTitle}
              maxLength={120}
              onChange={(e) => setNewTitle(e.target.value)}
            />
            <button className={styles.primarySmall} type="submit">
              Add page
            </button>
          </div>
          {/* Issue 17: a blog, events or portfolio is a page too, added on its own screen. */}
          <Link className={styles.quiet} href="/collections">
            Add a blog, events or portfolio…
          </Link>
        </form>
      ) : null}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="delete-title"
        onClose={() => setToDelete(null)}
      >
        <h2 id="delete-title" className={styles.dialogTitle}>
          Delete {toDelete?.title}?
        </h2>
        <p>The page and its content are removed from the site. This cannot be undone.</p>
        <div className={styles.row}>
          <button className={styles.danger} type="button" onClick={confirmDelete}>
            Delete page
          </button>
          <button className={styles.quiet} type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </nav>
  );
}
