// "Navigation": the site's header and footer (issue 16 part 3, EDIT-028/029). The header's list is
// what visitors see, in order: pages, external links (https, mailto, tel) and folders (a label with
// a dropdown of pages and links); each is dragged by its handle or moved with up and down buttons
// (keyboard too; docs/decisions/027), and dragged into a folder and out of it, or moved there with
// "Move into folder…" and "Move out" (docs/decisions/030); a page can be hidden from navigation (it
// stays published) and shown again. Then the layout, where the cart and sign-in go, and the phone
// menu. The form is checked with the server's own schema before saving; in the page editor's
// header panel every change shows in the preview at once (onDraftChange).

import { DragDropProvider, useDragDropMonitor, useDroppable } from '@dnd-kit/react';
import { isSortable, useSortable } from '@dnd-kit/react/sortable';
import {
  HEADER_ELEMENT_PLACEMENTS,
  HEADER_LAYOUTS,
  type HeaderElementPlacement,
  type HeaderFooter,
  type HeaderFooterInput,
  headerFooterSchema,
  headerSchema,
  MOBILE_MENU_STYLES,
  type NavFolderItem,
  type NavItem,
  type SiteHeaderSettings,
} from '@folio/core/header-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  get,
  type Resolver,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { LibraryDialog } from '../../../app/LibraryDialog.tsx';
import { useHeaderFooter, useSaveHeaderFooter } from '../api/queries.ts';
import {
  type DraftPage,
  draftOf,
  moveNavItem,
  type NavPlace,
  pagesOutOfNavigation,
  placedPageIds,
} from '../draft.ts';
import styles from './navigation.module.css';

const LAYOUT_LABELS: Record<(typeof HEADER_LAYOUTS)[number], string> = {
  left: 'Left, beside the title',
  centre: 'Centre',
  right: 'Right',
};

const MENU_LABELS: Record<(typeof MOBILE_MENU_STYLES)[number], string> = {
  dropdown: 'Drops down under the header',
  panel: 'Slides in from the side',
  fullscreen: 'Fills the screen',
};

const PLACEMENT_LABELS: Record<HeaderElementPlacement, string> = {
  header: 'At the end of the header',
  navigation: 'After the navigation links (in the phone menu on phones)',
  menu: 'In the phone menu only',
  hidden: 'Hidden',
};

/**
 * dnd-kit's collision priorities (`CollisionPriority` of @dnd-kit/abstract, which @dnd-kit/react
 * does not re-export): inside a folder a row wins over the folder's drop zone, which wins over the
 * folder's own row at the top level.
 */
const PRIORITY = { row: 2, folderZone: 3, rowInFolder: 4 } as const;

/** The drag groups: the top level, and each folder's list (by the folder row's key). */
const TOP = 'navigation';
const folderGroup = (folderKey: string) => `folder:${folderKey}`;
const folderDropId = (folderKey: string) => `into:${folderKey}`;

/**
 * Whether the drag under way was started from the keyboard. A keyboard drag (Space, arrows, Space)
 * reorders within its own list only; into and out of folders the keyboard has its buttons ("Move
 * into folder…", "Move out"), which say where the row goes rather than leave it to the nearest drop
 * zone.
 */
const KeyboardDragContext = createContext<{ current: boolean }>({ current: false });

/** The group a dragged row belongs to (dnd-kit's sortable draggables carry it). */
const groupOfSource = (source: unknown) => (source as { group?: unknown }).group;

/**
 * What the preview shows while the owner edits (issue 16 part 3: a live preview): the header as
 * typed when it is valid; otherwise the saved one with the choices that cannot be wrong (layout,
 * the cart's and sign-in's places, the phone menu) as chosen.
 */
export function previewHeaderOf(values: unknown, saved: SiteHeaderSettings): SiteHeaderSettings {
  const parsed = headerSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const typed = (values ?? {}) as Partial<SiteHeaderSettings>;
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    ...saved,
    layout: pick(typed.layout, HEADER_LAYOUTS, saved.layout),
    cartPlacement: pick(typed.cartPlacement, HEADER_ELEMENT_PLACEMENTS, saved.cartPlacement),
    signInPlacement: pick(typed.signInPlacement, HEADER_ELEMENT_PLACEMENTS, saved.signInPlacement),
    mobileMenu: pick(typed.mobileMenu, MOBILE_MENU_STYLES, saved.mobileMenu),
  };
}

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to save. Try again.');
const problemAt = (errors: FieldErrors, path: string) =>
  (get(errors, path) as { message?: string } | undefined)?.message;

type Form = HeaderFooterInput;
// The footer's schema reads an old footer too (z.preprocess), so its input type is `unknown`:
// the form always holds the new shape.
const headerFooterResolver = zodResolver(headerFooterSchema) as unknown as Resolver<
  Form,
  unknown,
  HeaderFooter
>;

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className={styles.problem}>
      {text}
    </span>
  ) : null;
}

/** Up, down and remove (or hide) for one row of a list. */
function RowButtons(props: {
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  removeLabel: string;
  onRemove: () => void;
}) {
  const { name, index, count } = props;
  return (
    <span className={styles.rowButtons}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => props.move(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => props.move(index, index + 1)}
      >
        ↓
      </button>
      <button type="button" className={styles.textButton} onClick={props.onRemove}>
        {props.removeLabel}
        <span className={app.visuallyHidden}> {name}</span>
      </button>
    </span>
  );
}

/** The label and address fields of a link at `path` (header.navigation.2, footer.links.0, …). */
function LinkFields({
  path,
  register,
  errors,
}: {
  path: string;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
}) {
  const id = path.replace(/\./g, '-');
  const labelProblem = problemAt(errors, `${path}.label`);
  const urlProblem = problemAt(errors, `${path}.url`);
  return (
    <span className={styles.linkFields}>
      <span>
        <label className={app.label} htmlFor={`${id}-label`}>
          Label
        </label>
        <input
          id={`${id}-label`}
          className={app.input}
          aria-invalid={labelProblem ? true : undefined}
          aria-describedby={labelProblem ? `${id}-label-problem` : undefined}
          {...register(`${path}.label` as never)}
        />
        <Problem id={`${id}-label-problem`} text={labelProblem} />
      </span>
      <span>
        <label className={app.label} htmlFor={`${id}-url`}>
          Address (https://, mailto:, tel: or #anchor)
        </label>
        <input
          id={`${id}-url`}
          className={app.input}
          inputMode="url"
          aria-invalid={urlProblem ? true : undefined}
          aria-describedby={urlProblem ? `${id}-url-problem` : undefined}
          {...register(`${path}.url` as never)}
        />
        <Problem id={`${id}-url-problem`} text={urlProblem} />
      </span>
    </span>
  );
}

function pageName(pagesById: Map<string, DraftPage>, pageId: string): string {
  const page = pagesById.get(pageId);
  if (!page) return 'A deleted page';
  return page.publishedAt ? page.title : `${page.title} (not published)`;
}

/**
 * "Move into folder…": the keyboard's (and anyone's) way to put a top-level page or link into a
 * folder, besides dragging it there. The button discloses one button per folder.
 */
function MoveIntoFolder({
  name,
  folders,
  onMove,
}: {
  name: string;
  folders: { index: number; label: string }[];
  onMove: (folderIndex: number) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  if (folders.length === 0) return null;
  return (
    <span className={styles.moveInto}>
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      >
        Move into folder…<span className={app.visuallyHidden}> {name}</span>
      </button>
      {isOpen ? (
        <span className={styles.folderChoices} role="group" aria-label={`Move ${name} into`}>
          {folders.map((folder) => (
            <button
              key={folder.index}
              type="button"
              className={styles.textButton}
              onClick={() => {
                setIsOpen(false);
                onMove(folder.index);
              }}
            >
              <span className={app.visuallyHidden}>Into </span>
              {folder.label || 'new folder'}
            </button>
          ))}
        </span>
      ) : null}
    </span>
  );
}

/** A folder's own list: its pages and links, in order, and what can be added to it. */
function FolderItems(props: {
  index: number;
  /** The folder row's key: its drag group and its drop zone. */
  folderKey: string;
  control: Control<Form>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
  pagesById: Map<string, DraftPage>;
  freePages: DraftPage[];
  folderName: string;
  /** The folder's entries as typed (watched), for the rows' names. */
  entries: NavFolderItem['items'];
  onHidePage: (pageId: string) => void;
  /** A page added to the folder leaves the top level and the hidden pages. */
  onPageAdded: (pageId: string) => void;
  /** Moves an entry of this folder elsewhere (out of it: to just after the folder). */
  onMove: (from: NavPlace, to: NavPlace, name: string) => void;
}) {
  const name = `header.navigation.${props.index}.items` as const;
  const items = useFieldArray({ control: props.control, name: name as never, keyName: 'fieldKey' });
  const [pick, setPick] = useState('');
  // The folder's list is a drop zone: a page or link dropped on it joins the folder (at its end);
  // a folder is not accepted (folders are one level deep).
  const keyboardDrag = useContext(KeyboardDragContext);
  // A row dragged within this folder: moved by the folder's own list, as the top level moves its
  // rows (the rows keep their keys, so React follows the order dnd-kit showed while dragging).
  useDragDropMonitor({
    onDragEnd(event) {
      const { source } = event.operation;
      if (event.canceled || !source || !isSortable(source)) return;
      const group = folderGroup(props.folderKey);
      if (source.initialGroup !== group || source.group !== group) return;
      if (source.initialIndex !== source.index) items.move(source.initialIndex, source.index);
    },
  });
  const drop = useDroppable({
    id: folderDropId(props.folderKey),
    type: 'folder-list',
    accept: (source) => source.type === 'entry' && !keyboardDrag.current,
    collisionPriority: PRIORITY.folderZone,
  });
  const entries = items.fields as unknown as ({ fieldKey: string } & (
    | { kind: 'page'; pageId: string }
    | { kind: 'link'; label: string }
  ))[];
  return (
    <div ref={drop.ref} className={styles.folderItems} data-drop-target={drop.isDropTarget ? '' : undefined}>
      {entries.length === 0 ? (
        <p className={styles.hint}>Empty folders are not shown to visitors. Drag pages and links here.</p>
      ) : null}
      <ol className={styles.list} aria-label={`In ${props.folderName}`}>
        {entries.map((entry, i) => {
          const live = props.entries[i];
          const entryName =
            entry.kind === 'page'
              ? pageName(props.pagesById, entry.pageId)
              : (live?.kind === 'link' ? live.label : '') || 'new link';
          return (
            <SortableRow
              key={entry.fieldKey}
              id={entry.fieldKey}
              index={i}
              name={entryName}
              group={folderGroup(props.folderKey)}
              place={`${props.index}-${i}`}
              isEntry
            >
              <span className={styles.itemHead}>
                <span className={styles.kind}>{entry.kind === 'page' ? 'Page' : 'Link'}</span>
                {entry.kind === 'page' ? <span className={styles.itemName}>{entryName}</span> : null}
                <RowButtons
                  name={entryName}
                  index={i}
                  count={entries.length}
                  move={items.move}
                  removeLabel={entry.kind === 'page' ? 'Hide' : 'Remove'}
                  onRemove={() => {
                    items.remove(i);
                    if (entry.kind === 'page') props.onHidePage(entry.pageId);
                  }}
                />
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() =>
                    props.onMove(
                      { folder: props.index, index: i },
                      { folder: null, index: props.index + 1 },
                      entryName,
                    )
                  }
                >
                  Move out<span className={app.visuallyHidden}> {entryName}</span>
                </button>
              </span>
              {entry.kind === 'link' ? (
                <LinkFields path={`${name}.${i}`} register={props.register} errors={props.errors} />
              ) : null}
            </SortableRow>
          );
        })}
      </ol>
      <div className={styles.addRow}>
        <label className={app.visuallyHidden} htmlFor={`folder-${props.index}-page`}>
          Page to add to {props.folderName}
        </label>
        <select
          id={`folder-${props.index}-page`}
          className={app.select}
          value={pick}
          onChange={(e) => setPick(e.target.value)}
        >
          <option value="">Choose a page…</option>
          {props.freePages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={app.secondarySmall}
          disabled={pick === ''}
          onClick={() => {
            items.append({ kind: 'page', pageId: pick } as never);
            props.onPageAdded(pick);
            setPick('');
          }}
        >
          Add page to folder
        </button>
        <button
          type="button"
          className={app.secondarySmall}
          onClick={() => items.append({ kind: 'link', label: '', url: 'https://', newTab: false } as never)}
        >
          Add link to folder
        </button>
      </div>
    </div>
  );
}

/**
 * A row of the navigation that can be dragged by its handle (issue 16 part 3): within its list, and
 * a page or link into a folder's list or out of it (a folder row only within the top level); the
 * up and down buttons and "Move into folder…"/"Move out" stay for the keyboard and screen readers
 * (the handle works from the keyboard too: Space picks the row up, the arrow keys move it, Space
 * drops it).
 */
function SortableRow({
  id,
  index,
  name,
  group,
  place,
  isEntry,
  children,
}: {
  id: string;
  index: number;
  name: string;
  group: string;
  /** Where the row is (`3`, or `3-1` inside the folder at 3): focus finds a moved row by it. */
  place: string;
  /** A page or a link (may go into a folder), not a folder. */
  isEntry: boolean;
  children: ReactNode;
}) {
  const isInFolder = group !== TOP;
  const keyboardDrag = useContext(KeyboardDragContext);
  const { ref, handleRef, isDragging, isDropTarget } = useSortable({
    id,
    index,
    group,
    data: { name },
    type: isEntry ? 'entry' : 'folder',
    // A folder's rows take pages and links only; the top level takes folders too; a keyboard drag
    // stays in its own list.
    accept: (source) =>
      (source.type === 'entry' || (!isInFolder && source.type === 'folder')) &&
      (!keyboardDrag.current || groupOfSource(source) === group),
    collisionPriority: isInFolder ? PRIORITY.rowInFolder : PRIORITY.row,
  });
  return (
    <li
      ref={ref}
      className={styles.item}
      data-dragging={isDragging ? '' : undefined}
      data-drop-target={isDropTarget && !isDragging ? '' : undefined}
      data-place={place}
    >
      <span className={styles.rowWithHandle}>
        <button
          type="button"
          ref={handleRef}
          className={styles.dragHandle}
          aria-label={`Drag ${name} to reorder`}
        >
          <svg viewBox="0 0 12 16" width="10" height="14" aria-hidden="true">
            <path
              d="M3 2h2v2H3zm4 0h2v2H7zM3 7h2v2H3zm4 0h2v2H7zm-4 5h2v2H3zm4 0h2v2H7z"
              fill="currentColor"
            />
          </svg>
        </button>
        <span className={styles.rowBody}>{children}</span>
      </span>
    </li>
  );
}

/** Where an item is in the navigation (`3`, or `3-1` in the folder at 3), as rows' data-place say. */
function placeOf(items: readonly NavItem[], wanted: NavItem | NavFolderItem['items'][number]): string | null {
  const top = items.indexOf(wanted as NavItem);
  if (top >= 0) return String(top);
  for (const [i, item] of items.entries()) {
    if (item.kind !== 'folder') continue;
    const at = item.items.indexOf(wanted as NavFolderItem['items'][number]);
    if (at >= 0) return `${i}-${at}`;
  }
  return null;
}

/** The header's form: also the page editor's header panel (click the header in the preview). */
export function NavigationForm({
  saved,
  pages,
  onSaved,
  onDraftChange,
}: {
  saved: HeaderFooter;
  pages: DraftPage[];
  onSaved?: () => void;
  /** Every change, as the preview should show it (previewHeaderOf), for a live preview. */
  onDraftChange?: (header: SiteHeaderSettings) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const keyboardDrag = useRef(false);
  const initial = useMemo(() => draftOf(saved, pages), [saved, pages]);
  const { register, control, handleSubmit, watch, setValue, getValues, reset, formState } = useForm<
    Form,
    unknown,
    HeaderFooter
  >({ defaultValues: initial, resolver: headerFooterResolver, shouldFocusError: true });
  const navigation = useFieldArray({ control, name: 'header.navigation', keyName: 'fieldKey' });
  const save = useSaveHeaderFooter();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  /** A row just moved into or out of a folder: focus goes to it once it has rendered. */
  const [focusPlace, setFocusPlace] = useState<string | null>(null);
  const pagesById = useMemo(() => new Map(pages.map((page) => [page.id, page])), [pages]);
  const draft = watch();
  const current = (draft.header?.navigation ?? []) as HeaderFooter['header']['navigation'];
  const hiddenIds = draft.header?.hiddenPageIds ?? [];
  const outside = pagesOutOfNavigation(current, pages);
  // What a folder can take: any page not already in a folder (one at the top level moves in).
  const inFolders = placedPageIds(current.filter((item) => item.kind === 'folder'));
  const freePages = pages.filter((page) => !inFolders.has(page.id));
  const folders = current.flatMap((item, index) =>
    item.kind === 'folder' ? [{ index, label: item.label }] : [],
  );
  const errors = formState.errors;

  // The live preview: the header as it would look saved, at every change.
  useEffect(() => {
    if (!onDraftChange) return;
    onDraftChange(previewHeaderOf(getValues('header'), saved.header));
    const watching = watch((values) => onDraftChange(previewHeaderOf(values.header, saved.header)));
    return () => watching.unsubscribe();
  }, [watch, getValues, onDraftChange, saved.header]);

  useEffect(() => {
    if (focusPlace === null) return;
    formRef.current
      ?.querySelector<HTMLElement>(`[data-place="${focusPlace}"] button`)
      ?.focus({ preventScroll: false });
    setFocusPlace(null);
  }, [focusPlace]);

  const hidePage = (pageId: string) => {
    if (!hiddenIds.includes(pageId))
      setValue('header.hiddenPageIds', [...hiddenIds, pageId], { shouldDirty: true });
  };
  const showPage = (pageId: string) => {
    navigation.append({ kind: 'page', pageId });
    setValue(
      'header.hiddenPageIds',
      hiddenIds.filter((id) => id !== pageId),
      { shouldDirty: true },
    );
  };

  const pageAddedToFolder = (pageId: string) => {
    const at = current.findIndex((item) => item.kind === 'page' && item.pageId === pageId);
    if (at >= 0) navigation.remove(at);
    if (hiddenIds.includes(pageId))
      setValue(
        'header.hiddenPageIds',
        hiddenIds.filter((id) => id !== pageId),
        { shouldDirty: true },
      );
  };

  /** Into a folder, out of one, or between two (dragged, or with the buttons); says what happened. */
  const moveRow = (from: NavPlace, to: NavPlace, name: string) => {
    const values = getValues('header.navigation') as NavItem[];
    const next = moveNavItem(values, from, to);
    if (!next) return;
    navigation.replace(next as never);
    const folderAt = (at: NavPlace) => {
      if (at.folder === null) return null;
      const folder = values[at.folder];
      return folder?.kind === 'folder' ? folder.label || 'the new folder' : null;
    };
    const into = folderAt(to);
    const outOf = folderAt(from);
    setNotice(
      into ? `Moved ${name} into ${into}.` : outOf ? `Moved ${name} out of ${outOf}.` : `Moved ${name}.`,
    );
    // Where the row is now (the same object in the new list), for focus.
    const source = from.folder === null ? values : (values[from.folder] as NavFolderItem | undefined)?.items;
    const moved = source?.[from.index];
    setFocusPlace(moved ? placeOf(next, moved) : null);
  };

  const items = navigation.fields as unknown as ({ fieldKey: string } & (
    | { kind: 'page'; pageId: string }
    | { kind: 'link'; label: string }
    | { kind: 'folder'; label: string }
  ))[];
  const groupOf = (group: unknown): number | null => {
    if (group === TOP) return null;
    const key = String(group).replace(/^folder:|^into:/, '');
    return items.findIndex((item) => item.fieldKey === key);
  };

  const onValid = async (body: HeaderFooter) => {
    setError(null);
    try {
      const answer = await save.mutateAsync(body);
      reset(draftOf(answer, pages));
      setNotice('Navigation saved. Visitors see it now.');
      onSaved?.();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Header and footer"
      onSubmit={(event) => {
        setNotice('');
        void handleSubmit(onValid, () => setError('Some fields need attention before saving.'))(event);
      }}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Header navigation</legend>
        <p className={styles.hint}>
          In the order visitors see it. Drag a page or link onto a folder to put it in the folder’s dropdown.
          Hidden pages stay published and answer at their address.
        </p>
        <KeyboardDragContext.Provider value={keyboardDrag}>
          <DragDropProvider
            onBeforeDragStart={(event) => {
              keyboardDrag.current =
                (event.nativeEvent ?? event.operation.activatorEvent) instanceof KeyboardEvent;
            }}
            onDragOver={(event) => {
              // Across lists the row is not moved while dragging (only the drop target is marked):
              // the form moves it on drop, into or out of the folder.
              const { source, target } = event.operation;
              if (isSortable(source) && isSortable(target) && source.group !== target.group)
                event.preventDefault();
            }}
            onDragEnd={(event) => {
              const { source, target } = event.operation;
              if (event.canceled || !source || !isSortable(source)) return;
              const from: NavPlace = { folder: groupOf(source.initialGroup), index: source.initialIndex };
              if (from.folder === -1) return;
              const name = String((source.data as { name?: string } | undefined)?.name ?? 'the row');
              if (target && String(target.id).startsWith('into:')) {
                const folder = groupOf(target.id);
                if (folder === null || folder < 0 || folder === from.folder) return;
                const list = current[folder];
                moveRow(from, { folder, index: list?.kind === 'folder' ? list.items.length : 0 }, name);
                return;
              }
              if (target && isSortable(target) && target.group !== source.initialGroup) {
                const folder = groupOf(target.group);
                if (folder === -1) return;
                moveRow(from, { folder, index: target.index }, name);
                return;
              }
              // Within a list: the top level here, a folder by its own list (FolderItems).
              if (from.folder !== null || source.initialGroup !== source.group) return;
              if (source.initialIndex !== source.index) navigation.move(source.initialIndex, source.index);
            }}
          >
            <ol className={styles.list} aria-label="Navigation items">
              {items.map((item, index) => {
                const live = current[index];
                const label = live && live.kind !== 'page' ? live.label : '';
                const name =
                  item.kind === 'page'
                    ? pageName(pagesById, item.pageId)
                    : label || (item.kind === 'folder' ? 'new folder' : 'new link');
                return (
                  <SortableRow
                    key={item.fieldKey}
                    id={item.fieldKey}
                    index={index}
                    name={name}
                    group={TOP}
                    place={String(index)}
                    isEntry={item.kind !== 'folder'}
                  >
                    <span className={styles.itemHead}>
                      <span className={styles.kind}>
                        {item.kind === 'page' ? 'Page' : item.kind === 'link' ? 'Link' : 'Folder'}
                      </span>
                      {item.kind === 'page' ? <span className={styles.itemName}>{name}</span> : null}
                      {item.kind === 'folder' ? (
                        <span className={styles.folderLabel}>
                          <label className={app.visuallyHidden} htmlFor={`folder-${index}-label`}>
                            Folder label
                          </label>
                          <input
                            id={`folder-${index}-label`}
                            className={app.input}
                            placeholder="Folder label"
                            aria-invalid={
                              problemAt(errors, `header.navigation.${index}.label`) ? true : undefined
                            }
                            {...register(`header.navigation.${index}.label` as never)}
                          />
                          <Problem
                            id={`folder-${index}-label-problem`}
                            text={problemAt(errors, `header.navigation.${index}.label`)}
                          />
                        </span>
                      ) : null}
                      <RowButtons
                        name={name}
                        index={index}
                        count={items.length}
                        move={navigation.move}
                        removeLabel={item.kind === 'page' ? 'Hide' : 'Remove'}
                        onRemove={() => {
                          navigation.remove(index);
                          if (item.kind === 'page') hidePage(item.pageId);
                        }}
                      />
                      {item.kind !== 'folder' ? (
                        <MoveIntoFolder
                          name={name}
                          folders={folders}
                          onMove={(folder) => {
                            const list = current[folder];
                            moveRow(
                              { folder: null, index },
                              { folder, index: list?.kind === 'folder' ? list.items.length : 0 },
                              name,
                            );
                          }}
                        />
                      ) : null}
                    </span>
                    {item.kind === 'link' ? (
                      <LinkFields path={`header.navigation.${index}`} register={register} errors={errors} />
                    ) : null}
                    {item.kind === 'folder' ? (
                      <FolderItems
                        index={index}
                        folderKey={item.fieldKey}
                        control={control}
                        register={register}
                        errors={errors}
                        pagesById={pagesById}
                        freePages={freePages}
                        folderName={name}
                        entries={live?.kind === 'folder' ? live.items : []}
                        onHidePage={hidePage}
                        onPageAdded={pageAddedToFolder}
                        onMove={moveRow}
                      />
                    ) : null}
                  </SortableRow>
                );
              })}
            </ol>
          </DragDropProvider>
        </KeyboardDragContext.Provider>
        <div className={styles.addRow}>
          <button
            type="button"
            className={app.secondarySmall}
            onClick={() => navigation.append({ kind: 'link', label: '', url: 'https://', newTab: false })}
          >
            Add external link
          </button>
          <button
            type="button"
            className={app.secondarySmall}
            onClick={() => navigation.append({ kind: 'folder', label: '', items: [] })}
          >
            Add folder
          </button>
        </div>
        <h3 className={styles.subTitle}>Not in navigation</h3>
        {outside.length === 0 ? (
          <p className={styles.hint}>Every page is in the navigation.</p>
        ) : (
          <ul className={styles.list} aria-label="Pages not in navigation">
            {outside.map((page) => (
              <li key={page.id} className={styles.item}>
                <span className={styles.itemHead}>
                  <span className={styles.kind}>Page</span>
                  <span className={styles.itemName}>{pageName(pagesById, page.id)}</span>
                  <button type="button" className={styles.textButton} onClick={() => showPage(page.id)}>
                    Show in navigation<span className={app.visuallyHidden}> {page.title}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Header layout</legend>
        <div className={styles.choices} role="radiogroup" aria-label="Where the navigation sits">
          {HEADER_LAYOUTS.map((layout) => (
            <label key={layout} className={styles.choice}>
              <input type="radio" value={layout} {...register('header.layout')} />
              {LAYOUT_LABELS[layout]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Cart and sign-in</legend>
        <p className={styles.hint}>
          Where visitors find them. The cart shows on a site with a store, “Sign in” on a site with member
          accounts.
        </p>
        <div className={styles.placements}>
          <span>
            <label className={app.label} htmlFor="header-cart-placement">
              Cart
            </label>
            <select id="header-cart-placement" className={app.select} {...register('header.cartPlacement')}>
              {HEADER_ELEMENT_PLACEMENTS.map((placement) => (
                <option key={placement} value={placement}>
                  {PLACEMENT_LABELS[placement]}
                </option>
              ))}
            </select>
          </span>
          <span>
            <label className={app.label} htmlFor="header-sign-in-placement">
              Sign in
            </label>
            <select
              id="header-sign-in-placement"
              className={app.select}
              {...register('header.signInPlacement')}
            >
              {HEADER_ELEMENT_PLACEMENTS.map((placement) => (
                <option key={placement} value={placement}>
                  {PLACEMENT_LABELS[placement]}
                </option>
              ))}
            </select>
          </span>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Phone menu</legend>
        <div className={styles.choices} role="radiogroup" aria-label="How the phone menu opens">
          {MOBILE_MENU_STYLES.map((style) => (
            <label key={style} className={styles.choice}>
              <input type="radio" value={style} {...register('header.mobileMenu')} />
              {MENU_LABELS[style]}
            </label>
          ))}
        </div>
      </fieldset>

      <p className={styles.hint}>The footer is edited in the page editor: click it in the preview.</p>

      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      <p className={app.notice} role="status">
        {notice}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={app.publish} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save navigation'}
        </button>
      </div>
    </form>
  );
}

/** The Navigation screen: loads the header and footer, then the form. */
export function NavigationDialog({ pages, onClose }: { pages: DraftPage[]; onClose?: () => void }) {
  const query = useHeaderFooter();
  return (
    <LibraryDialog
      title="Navigation: header and footer"
      titleId="navigation-title"
      canLeave={() => true}
      onClose={onClose}
    >
      {query.isPending ? <p className={app.loading}>Loading…</p> : null}
      {query.isError ? (
        <p role="alert" className={app.error}>
          {messageOf(query.error)}
        </p>
      ) : null}
      {query.data ? <NavigationForm saved={query.data} pages={pages} /> : null}
    </LibraryDialog>
  );
}
