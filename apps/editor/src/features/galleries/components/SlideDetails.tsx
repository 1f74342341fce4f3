import type { GalleryCollectionView, GalleryItemView } from '@folio/core/gallery-api';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import shell from '../../../app/library-dialog.module.css';
import {
  fieldOf,
  messageOf,
  removeSlide,
  type SlideField,
  thumbnailOf,
  updateSlide,
} from '../api/galleries.ts';
import { ALT_MAX, CAPTION_MAX, draftOf, draftProblems, patchOf, type SlideProblems } from '../slide-form.ts';
import styles from './galleries.module.css';
import { slideLabel } from './SlideGrid.tsx';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** One slide: caption, alt text, click-through URL, slide URL (and a video's address); removal. */
export function SlideDetails({
  galleryId,
  item,
  onSaved,
  onRemoved,
  onDirtyChange,
  onDone,
}: {
  galleryId: string;
  item: GalleryItemView;
  onSaved: (gallery: GalleryCollectionView) => void;
  onRemoved: (gallery: GalleryCollectionView) => void;
  onDirtyChange: (isDirty: boolean) => void;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(item);
  const [draft, setDraft] = useState(() => draftOf(item));
  const [problems, setProblems] = useState<SlideProblems>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const isVideo = item.type === 'video';
  const isDirty = Object.keys(patchOf(saved, draft)).length > 0;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function edit(field: SlideField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  }

  function refuse(found: SlideProblems, text: string) {
    setProblems(found);
    setNotice({ kind: 'error', text });
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = draftProblems(draft);
    if (Object.keys(found).length)
      return refuse(found, 'The slide was not saved: see the message under the field.');
    const patch = patchOf(saved, draft);
    if (Object.keys(patch).length === 0) {
      setNotice({ kind: 'ok', text: 'No changes to save.' });
      return;
    }
    setIsSaving(true);
    try {
      const gallery = await updateSlide(galleryId, item.id, patch);
      const now = gallery.items.find((i) => i.id === item.id);
      if (now) {
        setSaved(now);
        setDraft(draftOf(now));
      }
      setProblems({});
      setNotice({ kind: 'ok', text: 'Slide saved.' });
      onSaved(gallery);
    } catch (e) {
      // What was typed stays in the form, to be corrected and saved again.
      const field = fieldOf(e);
      if (field)
        refuse({ [field]: messageOf(e) }, 'The slide was not saved: see the message under the field.');
      else setNotice({ kind: 'error', text: messageOf(e) });
    } finally {
      setIsSaving(false);
    }
  }

  async function remove() {
    const keeps = isVideo ? '' : ' The image stays in the Media library.';
    if (!window.confirm(`Remove “${slideLabel(saved)}” from this gallery?${keeps}`)) return;
    setIsRemoving(true);
    try {
      onRemoved(await removeSlide(galleryId, item.id));
    } catch (e) {
      setNotice({ kind: 'error', text: messageOf(e) });
      setIsRemoving(false);
    }
  }

  const problemId = (field: SlideField) => (problems[field] ? `slide-${field}-problem` : undefined);
  const describedBy = (field: SlideField, hint?: string) =>
    [problemId(field), hint].filter(Boolean).join(' ') || undefined;
  const invalid = (field: SlideField) => (problems[field] ? true : undefined);

  return (
    <section className={shell.details} aria-labelledby="slide-details-title">
      <div className={shell.detailsHead}>
        <h3 id="slide-details-title" ref={heading} tabIndex={-1} className={shell.detailsTitle}>
          {isVideo ? 'Video slide' : 'Image slide'}: {slideLabel(saved)}
        </h3>
        <button type="button" className={app.secondarySmall} onClick={onDone}>
          Done
        </button>
      </div>
      {item.src ? <img className={styles.preview} src={thumbnailOf(item.src, 750)} alt="" /> : null}
      <form ref={form} onSubmit={(e) => void save(e)} noValidate>
        <Field
          id="slide-caption"
          label="Caption"
          counter={`${draft.caption.length} / ${CAPTION_MAX}`}
          problem={problems.caption}
          problemId={problemId('caption')}
        >
          <textarea
            id="slide-caption"
            className={`${app.input} ${styles.textarea}`}
            rows={3}
            value={draft.caption}
            aria-invalid={invalid('caption')}
            aria-describedby={describedBy('caption')}
            onChange={(e) => edit('caption', e.target.value)}
          />
        </Field>
        <Field
          id="slide-alt"
          label="Alt text"
          counter={`${draft.alt.length} / ${ALT_MAX}`}
          problem={problems.alt}
          problemId={problemId('alt')}
        >
          <textarea
            id="slide-alt"
            className={`${app.input} ${styles.textarea}`}
            rows={2}
            value={draft.alt}
            aria-invalid={invalid('alt')}
            aria-describedby={describedBy('alt', 'slide-alt-hint')}
            onChange={(e) => edit('alt', e.target.value)}
          />
        </Field>
        <p id="slide-alt-hint" className={styles.hint}>
          Describes the image for people who cannot see it. Left empty, the image’s alt text in the Media
          library is used.
        </p>
        <Field
          id="slide-link"
          label="Link when clicked"
          problem={problems.clickThroughUrl}
          problemId={problemId('clickThroughUrl')}
        >
          <input
            id="slide-link"
            className={app.input}
            inputMode="url"
            placeholder="https://…"
            value={draft.clickThroughUrl}
            aria-invalid={invalid('clickThroughUrl')}
            aria-describedby={describedBy('clickThroughUrl', 'slide-link-hint')}
            onChange={(e) => edit('clickThroughUrl', e.target.value)}
          />
        </Field>
        <p id="slide-link-hint" className={styles.hint}>
          Where a click on the slide goes: a web address, a page of this site (/about), mailto: or tel:. Leave
          empty for none.
        </p>
        <Field
          id="slide-slug"
          label="The slide’s address"
          problem={problems.slug}
          problemId={problemId('slug')}
        >
          <input
            id="slide-slug"
            className={app.input}
            value={draft.slug}
            spellCheck={false}
            aria-invalid={invalid('slug')}
            aria-describedby={describedBy('slug', 'slide-slug-hint')}
            onChange={(e) => edit('slug', e.target.value)}
          />
        </Field>
        <p id="slide-slug-hint" className={styles.hint}>
          The end of the slide’s own address: lowercase letters, digits and hyphens, different from the other
          slides of this gallery.
        </p>
        {isVideo ? (
          <Field
            id="slide-video"
            label="Video address or embed code"
            problem={problems.videoUrl}
            problemId={problemId('videoUrl')}
          >
            <textarea
              id="slide-video"
              className={`${app.input} ${styles.textarea} ${styles.videoInput}`}
              rows={3}
              value={draft.videoUrl}
              aria-invalid={invalid('videoUrl')}
              aria-describedby={describedBy('videoUrl')}
              onChange={(e) => edit('videoUrl', e.target.value)}
            />
          </Field>
        ) : null}
        <p className={notice?.kind === 'error' ? styles.noticeError : styles.notice} role="status">
          {notice?.text ?? ''}
        </p>
        <div className={shell.detailsActions}>
          <button type="submit" className={app.primarySmall} disabled={isSaving}>
            {isSaving ? 'Saving…' : 'Save slide'}
          </button>
          <button type="button" className={app.danger} disabled={isRemoving} onClick={() => void remove()}>
            {isRemoving ? 'Removing…' : 'Remove from gallery'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Field({
  id,
  label,
  counter,
  problem,
  problemId,
  children,
}: {
  id: string;
  label: string;
  counter?: string;
  problem: string | undefined;
  problemId: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <span className={styles.fieldHead}>
        <label className={app.label} htmlFor={id}>
          {label}
        </label>
        {counter ? (
          <span className={styles.counter} aria-hidden="true">
            {counter}
          </span>
        ) : null}
      </span>
      {children}
      {problem ? (
        <span id={problemId} className={styles.fieldProblem}>
          {problem}
        </span>
      ) : null}
    </>
  );
}
