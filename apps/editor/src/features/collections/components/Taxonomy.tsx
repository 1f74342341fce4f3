// Issue 17 (decision 039): a collection's categories (nested, EDIT-020/024) and the tags its items
// carry (EDIT-023), renamed and deleted in one place. A name already used gives 'This {tagType}
// already exists' (EDIT-025); starting to rename a second one while one is open gives 'You may
// only edit one {tagType} at a time' (EDIT-026).
import { CATEGORY_MAX_LENGTH, TAG_MAX_LENGTH, tagProblem } from '@folio/core/editor-rules';
import { type FormEvent, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import {
  type CollectionView,
  messageOf,
  useAddCategory,
  useDeleteCategory,
  useRemoveTag,
  useRenameTag,
  useTags,
  useUpdateCategory,
} from '../api/collections.ts';
import styles from './collections.module.css';

type Category = CollectionView['categories'][number];

/** Categories in tree order (each followed by its sub-categories), with their depth. */
export function categoryTree(categories: readonly Category[]): { category: Category; depth: number }[] {
  const rows: { category: Category; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null, depth: number) => {
    for (const category of categories) {
      if (category.parentId !== parentId || seen.has(category.id)) continue;
      seen.add(category.id);
      rows.push({ category, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  // A category whose parent is missing still shows, at the top.
  for (const category of categories) if (!seen.has(category.id)) rows.push({ category, depth: 0 });
  return rows;
}

export function Taxonomy({ collection }: { collection: CollectionView }) {
  return (
    <section className={styles.taxonomy} aria-labelledby="taxonomy-title">
      <h2 id="taxonomy-title" className={styles.subheading}>
        Categories and tags
      </h2>
      <div className={styles.taxonomyColumns}>
        <Categories collection={collection} />
        <Tags collection={collection} />
      </div>
    </section>
  );
}

function Categories({ collection }: { collection: CollectionView }) {
  const add = useAddCategory(collection.id);
  const update = useUpdateCategory(collection.id);
  const remove = useDeleteCategory(collection.id);
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState('');
  const [editing, setEditing] = useState<{ id: string; value: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const rows = categoryTree(collection.categories);
  const siblingsOf = (parent: string | null, except?: string) =>
    collection.categories.filter((c) => c.parentId === parent && c.id !== except).map((c) => c.name);

  async function addCategory(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const why = tagProblem({
      tagType: 'category',
      name: trimmed,
      existing: siblingsOf(parentId || null),
      isEditingAnother: editing !== null,
    });
    setProblem(why);
    if (why) return;
    try {
      await add.mutateAsync({ name: trimmed, parentId: parentId || null });
      setName('');
      setNotice(`Category ${trimmed} added.`);
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  function startRename(category: Category) {
    if (editing && editing.id !== category.id) {
      setProblem(tagProblem({ tagType: 'category', name: '', existing: [], isEditingAnother: true }));
      return;
    }
    setProblem(null);
    setEditing({ id: category.id, value: category.name });
  }

  async function saveRename(category: Category) {
    if (!editing) return;
    const trimmed = editing.value.trim();
    if (trimmed === category.name) {
      setEditing(null);
      return;
    }
    const why =
      tagProblem({
        tagType: 'category',
        name: trimmed,
        existing: siblingsOf(category.parentId, category.id),
      }) ?? (trimmed ? null : 'Give the category a name.');
    setProblem(why);
    if (why) return;
    try {
      await update.mutateAsync({ categoryId: category.id, name: trimmed });
      setEditing(null);
      setNotice(`Category ${category.name} renamed to ${trimmed}.`);
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setProblem(null);
    try {
      await remove.mutateAsync(toDelete.id);
      setNotice(`Category ${toDelete.name} deleted.`);
      if (editing?.id === toDelete.id) setEditing(null);
    } catch (e) {
      setProblem(messageOf(e));
    }
    dialog.current?.close();
  }

  const childCount = toDelete ? collection.categories.filter((c) => c.parentId === toDelete.id).length : 0;
  return (
    <div className={styles.taxonomyPart}>
      <h3 className={styles.minorHeading}>Categories</h3>
      {rows.length === 0 ? <p className={styles.muted}>No categories yet.</p> : null}
      <ul className={styles.taxonomyList} aria-label="Categories">
        {rows.map(({ category, depth }) => (
          <li
            key={category.id}
            style={{ paddingInlineStart: `${depth * 20}px` }}
            className={styles.taxonomyRow}
          >
            {editing?.id === category.id ? (
              <form
                className={styles.renameForm}
                onSubmit={(e) => {
                  e.preventDefault();
                  void saveRename(category);
                }}
              >
                <input
                  aria-label={`New name of the category ${category.name}`}
                  className={app.input}
                  value={editing.value}
                  maxLength={CATEGORY_MAX_LENGTH}
                  // biome-ignore lint/a11y/noAutofocus: the field the Rename button opened.
                  autoFocus
                  onChange={(e) => setEditing({ id: category.id, value: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') {
                      e.preventDefault();
                      setEditing(null);
                      setProblem(null);
                    }
                  }}
                />
                <button type="submit" className={app.primarySmall} disabled={update.isPending}>
                  Save
                </button>
                <button
                  type="button"
                  className={app.quiet}
                  onClick={() => {
                    setEditing(null);
                    setProblem(null);
                  }}
                >
                  Cancel
                </button>
              </form>
            ) : (
              <>
                <span className={styles.taxonomyName}>
                  {depth > 0 ? <span aria-hidden="true">↳ </span> : null}
                  {category.name}
                </span>
                <span className={styles.taxonomyActions}>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-label={`Rename category ${category.name}`}
                    onClick={() => startRename(category)}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-label={`Delete category ${category.name}`}
                    onClick={() => {
                      setToDelete(category);
                      dialog.current?.showModal();
                    }}
                  >
                    Delete
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <form className={styles.categoryAdd} onSubmit={addCategory}>
        <input
          aria-label="New category"
          className={app.input}
          value={name}
          maxLength={CATEGORY_MAX_LENGTH}
          placeholder="New category"
          onChange={(e) => setName(e.target.value)}
        />
        <select
          aria-label="Put the new category"
          className={app.select}
          value={parentId}
          onChange={(e) => setParentId(e.target.value)}
        >
          <option value="">At the top</option>
          {rows.map(({ category, depth }) => (
            <option key={category.id} value={category.id}>
              {`${'  '.repeat(depth)}Inside ${category.name}`}
            </option>
          ))}
        </select>
        <button type="submit" className={app.secondarySmall} disabled={add.isPending}>
          Add category
        </button>
      </form>
      {problem ? (
        <p className={styles.fieldProblem} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {notice}
      </p>
      <dialog ref={dialog} className={app.dialog} aria-labelledby="delete-category-title">
        <h2 id="delete-category-title" className={app.dialogTitle}>
          Delete the category {toDelete?.name}?
        </h2>
        <p className={app.dialogText}>
          Items filed under it keep their other categories.
          {childCount > 0
            ? ` Its ${childCount} sub-${childCount === 1 ? 'category moves' : 'categories move'} up one level.`
            : ''}
        </p>
        <div className={app.row}>
          <button type="button" className={app.danger} onClick={() => void confirmDelete()}>
            Delete category
          </button>
          <button type="button" className={app.quiet} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  );
}

function Tags({ collection }: { collection: CollectionView }) {
  const tags = useTags(collection.id);
  const rename = useRenameTag(collection.id);
  const remove = useRemoveTag(collection.id);
  const [editing, setEditing] = useState<{ name: string; value: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [toDelete, setToDelete] = useState<{ name: string; count: number } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const names = (tags.data ?? []).map((t) => t.name);

  function startRename(name: string) {
    if (editing && editing.name !== name) {
      setProblem(tagProblem({ tagType: 'tag', name: '', existing: [], isEditingAnother: true }));
      return;
    }
    setProblem(null);
    setEditing({ name, value: name });
  }

  async function saveRename() {
    if (!editing) return;
    const trimmed = editing.value.trim();
    if (trimmed === editing.name) {
      setEditing(null);
      return;
    }
    const why =
      tagProblem({ tagType: 'tag', name: trimmed, existing: names.filter((n) => n !== editing.name) }) ??
      (trimmed ? null : 'Give the tag a name.');
    setProblem(why);
    if (why) return;
    try {
      await rename.mutateAsync({ from: editing.name, to: trimmed });
      setNotice(`Tag ${editing.name} renamed to ${trimmed}.`);
      setEditing(null);
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setProblem(null);
    try {
      await remove.mutateAsync(toDelete.name);
      setNotice(`Tag ${toDelete.name} deleted.`);
      if (editing?.name === toDelete.name) setEditing(null);
    } catch (e) {
      setProblem(messageOf(e));
    }
    dialog.current?.close();
  }

  return (
    <div className={styles.taxonomyPart}>
      <h3 className={styles.minorHeading}>Tags</h3>
      {tags.data && tags.data.length === 0 ? (
        <p className={styles.muted}>No tags yet. Add them to items in the item editor.</p>
      ) : null}
      <ul className={styles.taxonomyList} aria-label="Tags">
        {(tags.data ?? []).map((tag) => (
          <li key={tag.name} className={styles.taxonomyRow}>
            {editing?.name === tag.name ? (
              <form
                className={styles.renameForm}
                onSubmit={(e) => {
                  e.preventDefault();
                  void saveRename();
                }}
              >
                <input
                  aria-label={`New name of the tag ${tag.name}`}
                  className={app.input}
                  value={editing.value}
                  maxLength={TAG_MAX_LENGTH}
                  // biome-ignore lint/a11y/noAutofocus: the field the Rename button opened.
                  autoFocus
                  onChange={(e) => setEditing({ name: tag.name, value: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') {
                      e.preventDefault();
                      setEditing(null);
                      setProblem(null);
                    }
                  }}
                />
                <button type="submit" className={app.primarySmall} disabled={rename.isPending}>
                  Save
                </button>
                <button
                  type="button"
                  className={app.quiet}
                  onClick={() => {
                    setEditing(null);
                    setProblem(null);
                  }}
                >
                  Cancel
                </button>
              </form>
            ) : (
              <>
                <span className={styles.taxonomyName}>
                  {tag.name} <span className={styles.muted}>({tag.count})</span>
                </span>
                <span className={styles.taxonomyActions}>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-label={`Rename tag ${tag.name}`}
                    onClick={() => startRename(tag.name)}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-label={`Delete tag ${tag.name}`}
                    onClick={() => {
                      setToDelete(tag);
                      dialog.current?.showModal();
                    }}
                  >
                    Delete
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {problem ? (
        <p className={styles.fieldProblem} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {notice}
      </p>
      <dialog ref={dialog} className={app.dialog} aria-labelledby="delete-tag-title">
        <h2 id="delete-tag-title" className={app.dialogTitle}>
          Delete the tag {toDelete?.name}?
        </h2>
        <p className={app.dialogText}>
          It is taken off {toDelete?.count ?? 0} {toDelete?.count === 1 ? 'item' : 'items'}.
        </p>
        <div className={app.row}>
          <button type="button" className={app.danger} onClick={() => void confirmDelete()}>
            Delete tag
          </button>
          <button type="button" className={app.quiet} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  );
}
