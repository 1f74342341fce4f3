// "Navigation": the site's header and footer (issue 16 part 3, EDIT-028/029). The header's list is
// what visitors see, in order: pages, external links (https, mailto, tel) and folders (a label with
// a dropdown of pages and links); each moves up and down with buttons (keyboard too); a page can be
// hidden from navigation (it stays published) and shown again. Then the layout, the cart and
// sign-in, and the footer. The form is checked with the server's own schema before saving.
import {
  HEADER_LAYOUTS,
  type HeaderFooter,
  type HeaderFooterInput,
  headerFooterSchema,
  type NavFolderItem,
} from '@folio/core/header-footer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  get,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { LibraryDialog } from '../../../app/LibraryDialog.tsx';
import { useHeaderFooter, useSaveHeaderFooter } from '../api/queries.ts';
import { type DraftPage, draftOf, pagesOutOfNavigation, placedPageIds } from '../draft.ts';
import styles from './navigation.module.css';

const LAYOUT_LABELS: Record<(typeof HEADER_LAYOUTS)[number], string> = {
  left: 'Left, beside the title',
  centre: 'Centre',
  right: 'Right',
};

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to save. Try again.');
const problemAt = (errors: FieldErrors, path: string) =>
  (get(errors, path) as { message?: string } | undefined)?.message;

type Form = HeaderFooterInput;

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
          Address (https://, mailto: or tel:)
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

/** A folder's own list: its pages and links, in order, and what can be added to it. */
function FolderItems(props: {
  index: number;
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
}) {
  const name = `header.navigation.${props.index}.items` as const;
  const items = useFieldArray({ control: props.control, name: name as never, keyName: 'fieldKey' });
  const [pick, setPick] = useState('');
  const entries = items.fields as unknown as ({ fieldKey: string } & (
    | { kind: 'page'; pageId: string }
    | { kind: 'link'; label: string }
  ))[];
  return (
    <div className={styles.folderItems}>
      {entries.length === 0 ? <p className={styles.hint}>Empty folders are not shown to visitors.</p> : null}
      <ol className={styles.list}>
        {entries.map((entry, i) => {
          const live = props.entries[i];
          const entryName =
            entry.kind === 'page'
              ? pageName(props.pagesById, entry.pageId)
              : (live?.kind === 'link' ? live.label : '') || 'new link';
          return (
            <li key={entry.fieldKey} className={styles.item}>
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
              </span>
              {entry.kind === 'link' ? (
                <LinkFields path={`${name}.${i}`} register={props.register} errors={props.errors} />
              ) : null}
            </li>
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

function NavigationForm({ saved, pages }: { saved: HeaderFooter; pages: DraftPage[] }) {
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => draftOf(saved, pages), [saved, pages]);
  const { register, control, handleSubmit, watch, setValue, reset, formState } = useForm<
    Form,
    unknown,
    HeaderFooter
  >({ defaultValues: initial, resolver: zodResolver(headerFooterSchema), shouldFocusError: true });
  const navigation = useFieldArray({ control, name: 'header.navigation', keyName: 'fieldKey' });
  const footerLinks = useFieldArray({ control, name: 'footer.links', keyName: 'fieldKey' });
  const save = useSaveHeaderFooter();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const pagesById = useMemo(() => new Map(pages.map((page) => [page.id, page])), [pages]);
  const draft = watch();
  const current = (draft.header?.navigation ?? []) as HeaderFooter['header']['navigation'];
  const hiddenIds = draft.header?.hiddenPageIds ?? [];
  const outside = pagesOutOfNavigation(current, pages);
  // What a folder can take: any page not already in a folder (one at the top level moves in).
  const inFolders = placedPageIds(current.filter((item) => item.kind === 'folder'));
  const freePages = pages.filter((page) => !inFolders.has(page.id));
  const errors = formState.errors;

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

  const onValid = async (body: HeaderFooter) => {
    setError(null);
    try {
      const answer = await save.mutateAsync(body);
      reset(draftOf(answer, pages));
      setNotice('Navigation saved. Visitors see it now.');
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const items = navigation.fields as unknown as ({ fieldKey: string } & (
    | { kind: 'page'; pageId: string }
    | { kind: 'link'; label: string }
    | { kind: 'folder'; label: string }
  ))[];

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
          In the order visitors see it. Hidden pages stay published and answer at their address.
        </p>
        <ol className={styles.list} aria-label="Navigation items">
          {items.map((item, index) => {
            const live = current[index];
            const label = live && live.kind !== 'page' ? live.label : '';
            const name =
              item.kind === 'page'
                ? pageName(pagesById, item.pageId)
                : label || (item.kind === 'folder' ? 'new folder' : 'new link');
            return (
              <li key={item.fieldKey} className={styles.item}>
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
                </span>
                {item.kind === 'link' ? (
                  <LinkFields path={`header.navigation.${index}`} register={register} errors={errors} />
                ) : null}
                {item.kind === 'folder' ? (
                  <FolderItems
                    index={index}
                    control={control}
                    register={register}
                    errors={errors}
                    pagesById={pagesById}
                    freePages={freePages}
                    folderName={name}
                    entries={live?.kind === 'folder' ? live.items : []}
                    onHidePage={hidePage}
                    onPageAdded={pageAddedToFolder}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
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
        <label className={styles.check}>
          <input type="checkbox" {...register('header.showCart')} />
          Show the cart (on a site with a store)
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('header.showSignIn')} />
          Show “Sign in” (on a site with member accounts)
        </label>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Footer</legend>
        <label className={app.label} htmlFor="footer-text">
          Footer text
        </label>
        <textarea
          id="footer-text"
          className={app.input}
          rows={3}
          aria-invalid={problemAt(errors, 'footer.text') ? true : undefined}
          {...register('footer.text')}
        />
        <Problem id="footer-text-problem" text={problemAt(errors, 'footer.text')} />
        <ol className={styles.list} aria-label="Footer links">
          {footerLinks.fields.map((field, index) => (
            <li key={field.fieldKey} className={styles.item}>
              <span className={styles.itemHead}>
                <span className={styles.kind}>Link</span>
                <RowButtons
                  name={draft.footer?.links?.[index]?.label || 'new link'}
                  index={index}
                  count={footerLinks.fields.length}
                  move={footerLinks.move}
                  removeLabel="Remove"
                  onRemove={() => footerLinks.remove(index)}
                />
              </span>
              <LinkFields path={`footer.links.${index}`} register={register} errors={errors} />
            </li>
          ))}
        </ol>
        <div className={styles.addRow}>
          <button
            type="button"
            className={app.secondarySmall}
            onClick={() => footerLinks.append({ kind: 'link', label: '', url: 'https://', newTab: false })}
          >
            Add footer link
          </button>
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...register('footer.showSocial')} />
          Show the social accounts of the site settings
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('footer.showBusiness')} />
          Show the business information of the site settings
        </label>
        <p className={styles.hint}>
          The footer always ends with the site title, the year and “Made with Folio”.
        </p>
      </fieldset>

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
