// The item editor (issue 17): the body with the page editor's blocks, the item's details (title,
// address, excerpt, featured image, author, tags, categories, event fields) and its workflow.
import { WebsiteRole } from '@folio/core';
import { tagProblem } from '@folio/core/editor-rules';
import type { EventAddress } from '@folio/core/event-time';
import type { MediaView } from '@folio/core/media-api';
import { Permission } from '@folio/core/permissions';
import type { Data } from '@puckeditor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { TrackedArea, trackModal } from '../../analytics-events/editor-analytics.tsx';
import { fetchMedia } from '../../media/api/media.ts';
import { MediaPicker } from '../../media/components/MediaPicker.tsx';
import { campaignMessageOf, useDraftFromItem } from '../../newsletter/api/campaigns.ts';
import { fetchSite } from '../../pages/api/pages.ts';
import { PageEditor } from '../../pages/components/PageEditor.tsx';
import {
  type CollectionView,
  collectionKeys,
  type ItemDetail,
  type ItemPatch,
  messageOf,
  useAddCategory,
  useAuthors,
  useCollections,
  useDeleteItem,
  useItem,
  useSetStatus,
  useUpdateItem,
} from '../api/collections.ts';
import styles from './collections.module.css';
import { formatWhen } from './ItemList.tsx';

/** Issue 17 part 4: the Revisions dialog loads when first opened. */
const RevisionsDialog = lazy(() =>
  import('../../revisions/components/RevisionsDialog.tsx').then((m) => ({ default: m.RevisionsDialog })),
);

/** A datetime-local input's value for an instant, in the browser's zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ItemEditor(props: {
  collectionId: string;
  itemId: string;
  canPublish: boolean;
  canDraftEmail?: boolean;
}) {
  const collections = useCollections();
  const item = useItem(props.collectionId, props.itemId);
  const collection = collections.data?.find((c) => c.id === props.collectionId);
  const title = item.data?.title ?? 'Item';
  return (
    <Frame title={title} titleId="item-title" dialogClassName={undefined} layout="fill">
      {item.isError ? (
        <p className={app.error} role="alert">
          {messageOf(item.error)}
        </p>
      ) : item.data && collection ? (
        <LoadedEditor
          key={item.data.id}
          item={item.data}
          collection={collection}
          canPublish={props.canPublish}
          canDraftEmail={props.canDraftEmail === true}
        />
      ) : (
        <p className={app.loading}>Loading…</p>
      )}
    </Frame>
  );
}

function LoadedEditor({
  item,
  collection,
  canPublish,
  canDraftEmail,
}: {
  item: ItemDetail;
  collection: CollectionView;
  canPublish: boolean;
  canDraftEmail: boolean;
}) {
  const [tab, setTab] = useState<'details' | 'content'>('details');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const update = useUpdateItem(collection.id, item.id);
  const setStatus = useSetStatus(collection.id, item.id);
  const site = useQuery({ queryKey: ['collections', 'site'], queryFn: fetchSite });
  const published = useRef<HTMLDialogElement>(null);
  const client = useQueryClient();
  // Issue 17 part 4: a restored revision reopens the body editor and the details on it.
  const [restoreCount, setRestoreCount] = useState(0);
  const [isRevisionsOpen, setIsRevisionsOpen] = useState(false);
  const canChangeRetention = site.data?.permissions?.includes(Permission.settingsGeneral) === true;
  // The editors reopen once the restored item is the one shown (the query updates after this render).
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  useEffect(() => {
    if (restoredAt !== null && item.updatedAt === restoredAt) {
      setRestoreCount((n) => n + 1);
      setRestoredAt(null);
    }
  }, [restoredAt, item.updatedAt]);
  const onRestored = (restored: unknown) => {
    client.setQueryData(collectionKeys.item(collection.id, item.id), restored as ItemDetail);
    void client.invalidateQueries({ queryKey: ['collections', collection.id, 'items'] });
    setRestoredAt((restored as ItemDetail).updatedAt);
    setProblem(null);
    setNotice(
      item.status === 'published'
        ? 'Revision restored. Visitors see it now.'
        : 'Revision restored. It is the item’s content now.',
    );
  };
  const isContributorOnly = !canPublish;
  const isLocked = isContributorOnly && item.status !== 'draft' && item.status !== 'needsReview';

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem(null);
    setNotice('');
    try {
      await action();
      setNotice(done);
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  const save = (patch: ItemPatch, done = 'Saved') => run(() => update.mutateAsync(patch), done);
  async function changeStatus(
    status: 'published' | 'scheduled' | 'needsReview' | 'draft' | 'private',
    publishOn?: string,
  ) {
    const words = {
      published: 'Published. Visitors now see it.',
      scheduled: 'Scheduled. It publishes itself at its time.',
      needsReview: 'Submitted for review. An editor publishes it.',
      draft: 'Back to draft. Visitors no longer see it.',
      private: 'Private. Only signed-in contributors see it.',
    } as const;
    await run(async () => {
      const answer = await setStatus.mutateAsync({ status, publishOn });
      // EDIT-009: after publishing a blog post, the blog-published modal.
      if (answer.status === 'published' && collection.kind === 'blog') {
        published.current?.showModal();
        trackModal('blog-published');
      }
    }, words[status]);
  }

  const postUrl = `${site.data?.website.baseUrl ?? ''}${item.url}`;

  return (
    <div className={styles.itemEditor}>
      <TrackedArea area="frame-toolbar" className={styles.itemBar}>
        <p className={styles.crumbs}>
          <Link href="/">Collections</Link> / <Link href={`/${collection.id}`}>{collection.title}</Link>
        </p>
        <div className={styles.itemBarRow}>
          <span className={styles.status} data-status={item.status}>
            {item.statusLabel}
          </span>
          <span className={styles.workflow}>{item.workflowLabel}</span>
          {item.publishOn ? <span className={styles.muted}>{formatWhen(item.publishOn)}</span> : null}
          <button type="button" className={app.secondarySmall} onClick={() => setIsRevisionsOpen(true)}>
            Revisions
          </button>
          <div className={styles.tabs} role="tablist" aria-label="Item editor">
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'details'}
              className={tab === 'details' ? styles.tabCurrent : styles.tab}
              onClick={() => setTab('details')}
            >
              Details
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'content'}
              className={tab === 'content' ? styles.tabCurrent : styles.tab}
              onClick={() => setTab('content')}
            >
              Content
            </button>
          </div>
        </div>
        {problem ? (
          <p className={app.error} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={app.notice} role="status">
          {notice}
        </p>
      </TrackedArea>
      {tab === 'content' ? (
        <TrackedArea area="section-editor" className={styles.contentPane}>
          <PageEditor
            key={restoreCount}
            revisions={{
              pageId: item.id,
              collectionId: collection.id,
              canChangeRetention,
              onRestored,
            }}
            data={item.body}
            title={item.title}
            isBusy={update.isPending || setStatus.isPending}
            canEdit={!isLocked}
            canWriteScript={site.data?.role === WebsiteRole.admin}
            seoContext={{
              siteTitle: site.data?.website.title ?? '',
              siteDescription: site.data?.website.description ?? '',
              baseUrl: site.data?.website.baseUrl ?? '',
              pageTitle: item.title,
              slug: item.url.slice(1),
              isHome: false,
            }}
            onChange={() => undefined}
            onSaveDraft={(data: Data) => save({ body: data }, 'Content saved')}
            onPublish={(data: Data) =>
              run(
                async () => {
                  await update.mutateAsync({ body: data });
                  await changeStatus(canPublish ? 'published' : 'needsReview');
                },
                canPublish
                  ? 'Published. Visitors now see it.'
                  : 'Submitted for review. An editor publishes it.',
              )
            }
          />
        </TrackedArea>
      ) : (
        <TrackedArea area="settings-modal" className={styles.detailsPane}>
          <DetailsForm
            key={restoreCount}
            item={item}
            collection={collection}
            isLocked={isLocked}
            onSave={save}
            isBusy={update.isPending}
          />
          <WorkflowBox item={item} canPublish={canPublish} isLocked={isLocked} onStatus={changeStatus} />
          <DeleteItem collectionId={collection.id} item={item} isLocked={isLocked} />
        </TrackedArea>
      )}
      {isRevisionsOpen ? (
        <Suspense fallback={null}>
          <RevisionsDialog
            pageId={item.id}
            collectionId={collection.id}
            pageTitle={item.title}
            canEdit={!isLocked}
            canChangeRetention={canChangeRetention}
            onRestored={onRestored}
            onClose={() => setIsRevisionsOpen(false)}
          />
        </Suspense>
      ) : null}
      <dialog ref={published} className={app.dialog} aria-labelledby="blog-published-title">
        <h2 id="blog-published-title" className={app.dialogTitle}>
          Your post is published
        </h2>
        <p className={app.dialogText}>Share it with your readers.</p>
        <label className={app.label} htmlFor="post-link">
          Link
        </label>
        <div className={app.row}>
          <input id="post-link" className={app.input} readOnly value={postUrl} />
          <button
            type="button"
            className={app.secondarySmall}
            onClick={() => {
              trackModal('blog-published', 'copy-link');
              void navigator.clipboard?.writeText(postUrl).then(() => setNotice('Link copied'));
            }}
          >
            Copy link
          </button>
        </div>
        {/* TRACK-055: what is done in the blog-published modal (share, or an email draft). */}
        <ul
          className={styles.share}
          onClickCapture={(event) => {
            const href = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
            if (href)
              trackModal('blog-published', href.startsWith('mailto:') ? 'create-email-draft' : 'share');
          }}
        >
          <li>
            <a
              href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(postUrl)}&text=${encodeURIComponent(item.title)}`}
              target="_blank"
              rel="noreferrer"
            >
              Share on X
            </a>
          </li>
          <li>
            <a
              href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`}
              target="_blank"
              rel="noreferrer"
            >
              Share on Facebook
            </a>
          </li>
          <li>
            <a
              href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(postUrl)}`}
              target="_blank"
              rel="noreferrer"
            >
              Share on LinkedIn
            </a>
          </li>
          <li>
            <a href={`mailto:?subject=${encodeURIComponent(item.title)}&body=${encodeURIComponent(postUrl)}`}>
              Send by email
            </a>
          </li>
        </ul>
        {canDraftEmail ? <EmailDraftButton collectionId={collection.id} itemId={item.id} /> : null}
        <button type="button" className={app.primarySmall} onClick={() => published.current?.close()}>
          Done
        </button>
      </dialog>
    </div>
  );
}

/**
 * EDIT-009: "Create a draft in email campaigns" — a newsletter draft with the post's title,
 * excerpt, image and link, made by the newsletter module; the owner is told where it is.
 */
function EmailDraftButton({ collectionId, itemId }: { collectionId: string; itemId: string }) {
  const draft = useDraftFromItem(collectionId, itemId);
  return (
    <div className={styles.emailDraft}>
      {draft.data ? (
        <p className={app.notice} role="status">
          Draft “{draft.data.subject}” created in{' '}
          <Link href={`~/config/email-campaigns/${draft.data.id}`}>Email campaigns</Link>. Sending is coming
          later.
        </p>
      ) : (
        <button
          type="button"
          className={app.secondarySmall}
          disabled={draft.isPending}
          onClick={() => draft.mutate()}
        >
          Create a draft in email campaigns
        </button>
      )}
      {draft.isError ? (
        <p className={app.error} role="alert">
          {campaignMessageOf(draft.error)}
        </p>
      ) : null}
    </div>
  );
}

function DetailsForm({
  item,
  collection,
  isLocked,
  isBusy,
  onSave,
}: {
  item: ItemDetail;
  collection: CollectionView;
  isLocked: boolean;
  isBusy: boolean;
  onSave: (patch: ItemPatch, done?: string) => Promise<void>;
}) {
  const [title, setTitle] = useState(item.title);
  const [urlId, setUrlId] = useState(item.urlId);
  const [excerpt, setExcerpt] = useState(item.excerpt);
  const [featured, setFeatured] = useState<string | null>(item.featuredMediaId);
  const [author, setAuthor] = useState(item.authorAccountId ?? '');
  const [tags, setTags] = useState(item.tags);
  const [categoryIds, setCategoryIds] = useState(item.categoryIds);
  const [details, setDetails] = useState(item.details);
  const [isPicking, setIsPicking] = useState(false);
  const authors = useAuthors(collection.id);
  const media = useQuery({
    queryKey: ['collections', 'media'],
    queryFn: fetchMedia,
    enabled: featured !== null,
  });
  const image: MediaView | undefined = media.data?.find((m) => m.id === featured);

  useEffect(() => {
    setUrlId(item.urlId);
  }, [item.urlId]);
  // Event times come back as the server stored them (a time in a DST gap moved forward).
  const savedDetails = JSON.stringify(item.details);
  useEffect(() => {
    setDetails(JSON.parse(savedDetails));
  }, [savedDetails]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await onSave(
      {
        title: title.trim(),
        urlId: urlId.trim(),
        excerpt,
        featuredMediaId: featured,
        authorAccountId: author || null,
        tags,
        categoryIds,
        ...(collection.kind === 'events'
          ? {
              details: {
                startsLocal: details.startsLocal ?? null,
                endsLocal: details.endsLocal ?? null,
                isAllDay: details.isAllDay === true,
                location: details.location ?? '',
                address: details.address ?? {},
              },
            }
          : {}),
      },
      'Details saved',
    );
  }

  return (
    <form className={styles.details} onSubmit={submit} aria-label="Item details">
      <fieldset disabled={isLocked} className={styles.plainFieldset}>
        <label className={app.label} htmlFor="item-title-input">
          Title
        </label>
        <input
          id="item-title-input"
          className={`${app.input} ${styles.titleInput}`}
          value={title}
          maxLength={200}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
        <label className={app.label} htmlFor="item-url">
          Address
        </label>
        <div className={styles.urlField}>
          <span className={styles.muted}>/{collection.slug}/</span>
          <input
            id="item-url"
            className={app.input}
            value={urlId}
            maxLength={200}
            onChange={(e) => setUrlId(e.target.value)}
          />
        </div>
        <label className={app.label} htmlFor="item-excerpt">
          Excerpt
        </label>
        <textarea
          id="item-excerpt"
          className={`${app.input} ${styles.textarea}`}
          rows={3}
          maxLength={1000}
          value={excerpt}
          onChange={(e) => setExcerpt(e.target.value)}
        />
        <span className={app.label}>
          {collection.kind === 'portfolio' ? 'Cover image' : 'Featured image'}
        </span>
        <div className={styles.featured}>
          {image ? <img src={`${image.url}?format=300w`} alt="" className={styles.featuredPreview} /> : null}
          {!image && featured === null ? <p className={styles.muted}>No image chosen</p> : null}
          <div className={app.row}>
            <button type="button" className={app.secondarySmall} onClick={() => setIsPicking(true)}>
              {featured ? 'Change image' : 'Choose or upload'}
            </button>
            {featured ? (
              <button type="button" className={app.secondarySmall} onClick={() => setFeatured(null)}>
                Remove
              </button>
            ) : null}
          </div>
        </div>
        {isPicking ? (
          <MediaPicker
            onChoose={(m) => {
              setFeatured(m.id);
              setIsPicking(false);
            }}
            onClose={() => setIsPicking(false)}
          />
        ) : null}
        <label className={app.label} htmlFor="item-author">
          Author
        </label>
        <select
          id="item-author"
          className={app.select}
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
        >
          <option value="">No author shown</option>
          {authors.data?.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {a.name}
            </option>
          ))}
        </select>
        {collection.kind === 'events' ? <EventFields details={details} onChange={setDetails} /> : null}
        <TagsField tags={tags} onChange={setTags} />
        <CategoriesField collection={collection} chosen={categoryIds} onChange={setCategoryIds} />
        <div className={styles.formActions}>
          <button type="submit" className={app.primarySmall} disabled={isBusy}>
            Save details
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * Issue 17: an event's time in the site's time zone (the server turns it into instants; a time in
 * a DST gap comes back moved forward), all day as dates, and its place field by field (the map
 * block of issue 19 will read the address).
 */
function EventFields({
  details,
  onChange,
}: {
  details: ItemDetail['details'];
  onChange: (details: ItemDetail['details']) => void;
}) {
  const isAllDay = details.isAllDay === true;
  const zone = details.timeZone ?? 'UTC';
  const start = details.startsLocal ?? '';
  const end = details.endsLocal ?? '';
  // Switching all day on keeps the dates; off, it starts at 09:00 on the same day.
  const toggleAllDay = (on: boolean) =>
    onChange({
      ...details,
      isAllDay: on,
      startsLocal: start ? (on ? start.slice(0, 10) : `${start.slice(0, 10)}T09:00`) : null,
      endsLocal: end ? (on ? end.slice(0, 10) : `${end.slice(0, 10)}T10:00`) : null,
    });
  const address = details.address ?? {};
  const setAddress = (field: keyof EventAddress, value: string) =>
    onChange({ ...details, address: { ...address, [field]: value } });
  const addressField = (field: keyof EventAddress, label: string, max = 120) => (
    <div className={styles.addressField}>
      <label className={app.label} htmlFor={`event-${field}`}>
        {label}
      </label>
      <input
        id={`event-${field}`}
        className={app.input}
        maxLength={max}
        value={address[field] ?? ''}
        onChange={(e) => setAddress(field, e.target.value)}
      />
    </div>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={app.label}>When and where</legend>
      <p className={styles.hint} id="event-zone-hint">
        Times are in the site’s time zone, {zone}. Change it in Settings.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={isAllDay} onChange={(e) => toggleAllDay(e.target.checked)} />
        All day
      </label>
      <label className={app.label} htmlFor="event-start">
        {isAllDay ? 'First day' : 'Starts'}
      </label>
      <input
        id="event-start"
        type={isAllDay ? 'date' : 'datetime-local'}
        className={app.input}
        aria-describedby="event-zone-hint"
        value={isAllDay ? start.slice(0, 10) : start}
        onChange={(e) => onChange({ ...details, startsLocal: e.target.value || null })}
      />
      <label className={app.label} htmlFor="event-end">
        {isAllDay ? 'Last day' : 'Ends'}
      </label>
      <input
        id="event-end"
        type={isAllDay ? 'date' : 'datetime-local'}
        className={app.input}
        aria-describedby="event-zone-hint"
        value={isAllDay ? end.slice(0, 10) : end}
        onChange={(e) => onChange({ ...details, endsLocal: e.target.value || null })}
      />
      <label className={app.label} htmlFor="event-location">
        Location as shown
      </label>
      <input
        id="event-location"
        className={app.input}
        maxLength={300}
        value={details.location ?? ''}
        placeholder="Made from the address when empty"
        onChange={(e) => onChange({ ...details, location: e.target.value })}
      />
      <div className={styles.addressGrid}>
        {addressField('venue', 'Venue')}
        {addressField('street', 'Street')}
        {addressField('city', 'City')}
        {addressField('region', 'Region')}
        {addressField('postalCode', 'Postal code', 20)}
        {addressField('country', 'Country')}
      </div>
    </fieldset>
  );
}

/** EDIT-023, EDIT-025, EDIT-026: tags of at most 50 characters, each once, one edited at a time. */
function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ index: number; value: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const name = draft.trim();
    if (!name) return;
    const why = tagProblem({ tagType: 'tag', name, existing: tags, isEditingAnother: editing !== null });
    setProblem(why);
    if (why) return;
    onChange([...tags, name]);
    setDraft('');
  }

  function startEditing(index: number) {
    if (editing && editing.index !== index) {
      setProblem(tagProblem({ tagType: 'tag', name: '', existing: [], isEditingAnother: true }));
      return;
    }
    setEditing({ index, value: tags[index]! });
  }

  function finishEditing() {
    if (!editing) return;
    const name = editing.value.trim();
    const others = tags.filter((_, i) => i !== editing.index);
    const why = name ? tagProblem({ tagType: 'tag', name, existing: others }) : null;
    setProblem(why);
    if (why) return;
    onChange(name ? tags.map((t, i) => (i === editing.index ? name : t)) : others);
    setEditing(null);
  }

  return (
    <div className={styles.group}>
      <label className={app.label} htmlFor="new-tag">
        Tags
      </label>
      <ul className={styles.chips}>
        {tags.map((tag, index) => (
          <li key={tag}>
            {editing?.index === index ? (
              <input
                aria-label={`Edit tag ${tag}`}
                className={styles.chipInput}
                value={editing.value}
                maxLength={50}
                onChange={(e) => setEditing({ index, value: e.target.value })}
                onBlur={finishEditing}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    finishEditing();
                  }
                }}
              />
            ) : (
              <span className={styles.chip}>
                <button type="button" className={styles.chipText} onClick={() => startEditing(index)}>
                  {tag}
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                >
                  ×
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className={app.row}>
        <input
          id="new-tag"
          className={app.input}
          value={draft}
          maxLength={50}
          placeholder="Add a tag"
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={app.secondarySmall} onClick={add}>
          Add tag
        </button>
      </div>
      {problem ? (
        <p className={styles.fieldProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** EDIT-020, EDIT-024, EDIT-025: categories of at most 25 characters, nested, each once. */
function CategoriesField({
  collection,
  chosen,
  onChange,
}: {
  collection: CollectionView;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const addCategory = useAddCategory(collection.id);
  const depthOf = (id: string | null, seen = 0): number => {
    const parent = collection.categories.find((c) => c.id === id)?.parentId ?? null;
    return parent === null || seen > 20 ? seen : depthOf(parent, seen + 1);
  };

  async function add() {
    const trimmed = name.trim();
    if (!trimmed) return;
    const siblings = collection.categories
      .filter((c) => c.parentId === (parentId || null))
      .map((c) => c.name);
    const why = tagProblem({ tagType: 'category', name: trimmed, existing: siblings });
    setProblem(why);
    if (why) return;
    try {
      await addCategory.mutateAsync({ name: trimmed, parentId: parentId || null });
      setName('');
    } catch (e) {
      setProblem(messageOf(e));
    }
  }

  return (
    <fieldset className={styles.group}>
      <legend className={app.label}>Categories</legend>
      {collection.categories.length === 0 ? <p className={styles.muted}>No categories yet.</p> : null}
      <ul className={styles.categoryList}>
        {collection.categories.map((c) => (
          <li key={c.id} style={{ paddingInlineStart: `${depthOf(c.id) * 16}px` }}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))
                }
              />
              {c.name}
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.categoryAdd}>
        <input
          aria-label="New category"
          className={app.input}
          value={name}
          maxLength={25}
          placeholder="New category"
          onChange={(e) => setName(e.target.value)}
        />
        <select
          aria-label="Inside"
          className={app.select}
          value={parentId}
          onChange={(e) => setParentId(e.target.value)}
        >
          <option value="">At the top</option>
          {collection.categories.map((c) => (
            <option key={c.id} value={c.id}>
              Inside {c.name}
            </option>
          ))}
        </select>
        <button type="button" className={app.secondarySmall} onClick={() => void add()}>
          Add category
        </button>
      </div>
      {problem ? (
        <p className={styles.fieldProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

function WorkflowBox({
  item,
  canPublish,
  isLocked,
  onStatus,
}: {
  item: ItemDetail;
  canPublish: boolean;
  isLocked: boolean;
  onStatus: (
    status: 'published' | 'scheduled' | 'needsReview' | 'draft' | 'private',
    publishOn?: string,
  ) => Promise<void>;
}) {
  const [when, setWhen] = useState(() => localInput(new Date(Date.now() + 60 * 60_000)));
  return (
    <section className={styles.workflowBox} aria-labelledby="workflow-title">
      <h2 id="workflow-title" className={styles.subheading}>
        Status
      </h2>
      <p className={styles.muted}>
        {item.statusLabel}
        {item.status === 'scheduled' && item.publishOn ? ` — publishes ${formatWhen(item.publishOn)}` : ''}
      </p>
      {isLocked ? (
        <p className={styles.muted}>Only an editor or administrator can change it now.</p>
      ) : canPublish ? (
        <>
          <div className={styles.workflowActions}>
            <button type="button" className={app.primarySmall} onClick={() => void onStatus('published')}>
              {item.status === 'needsReview' ? 'Approve and publish' : 'Publish now'}
            </button>
            <button type="button" className={app.secondarySmall} onClick={() => void onStatus('private')}>
              Make private
            </button>
            {item.status !== 'draft' ? (
              <button type="button" className={app.secondarySmall} onClick={() => void onStatus('draft')}>
                Back to draft
              </button>
            ) : null}
          </div>
          <label className={app.label} htmlFor="schedule-at">
            Publish on
          </label>
          <div className={styles.scheduleRow}>
            <input
              id="schedule-at"
              type="datetime-local"
              className={app.input}
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
            <button
              type="button"
              className={app.secondarySmall}
              onClick={() => void onStatus('scheduled', new Date(when).toISOString())}
            >
              Schedule
            </button>
          </div>
        </>
      ) : (
        <div className={styles.workflowActions}>
          {item.status !== 'needsReview' ? (
            <button type="button" className={app.primarySmall} onClick={() => void onStatus('needsReview')}>
              Submit for review
            </button>
          ) : (
            <button type="button" className={app.secondarySmall} onClick={() => void onStatus('draft')}>
              Back to draft
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function DeleteItem({
  collectionId,
  item,
  isLocked,
}: {
  collectionId: string;
  item: ItemDetail;
  isLocked: boolean;
}) {
  const remove = useDeleteItem(collectionId);
  const dialog = useRef<HTMLDialogElement>(null);
  const [isGone, setIsGone] = useState(false);
  if (isLocked) return null;
  if (isGone)
    return (
      <p className={app.notice} role="status">
        Deleted. <Link href={`/${collectionId}`}>Back to the list</Link>
      </p>
    );
  return (
    <>
      <button type="button" className={styles.deleteLink} onClick={() => dialog.current?.showModal()}>
        Delete this item
      </button>
      <dialog ref={dialog} className={app.dialog} aria-labelledby="delete-item-title">
        <h2 id="delete-item-title" className={app.dialogTitle}>
          Delete {item.title}?
        </h2>
        <p className={app.dialogText}>It is removed from the site. This cannot be undone.</p>
        <div className={app.row}>
          <button
            type="button"
            className={app.danger}
            onClick={async () => {
              await remove.mutateAsync(item.id);
              dialog.current?.close();
              setIsGone(true);
            }}
          >
            Delete item
          </button>
          <button type="button" className={app.quiet} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
