import { humanizeBytes } from '@folio/core/file-size';
import type { MediaView } from '@folio/core/media-api';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import shell from '../../../app/library-dialog.module.css';
import { deleteMedia, imageAt, messageOf, updateMedia } from '../api/media.ts';
import { describeFocalPoint, type FocalPoint, focalPointFromClick, nudgeFocalPoint } from '../focal-point.ts';
import styles from './media.module.css';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** One image: its focal point, alt text, address and deletion. */
export function MediaDetails({
  media,
  onChanged,
  onDeleted,
  onDone,
  onChoose,
}: {
  media: MediaView;
  onChanged: (media: MediaView) => void;
  onDeleted: (id: string) => void;
  onDone: () => void;
  /** Picking an image for a block: "Use this image", with the alt text as it stands here. */
  onChoose?: (media: MediaView) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const [focalPoint, setFocalPoint] = useState<FocalPoint>(media.focalPoint);
  const [alt, setAlt] = useState(media.alt);
  const [notice, setNotice] = useState<Notice>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  // Quick clicks send several saves; only the last one's answer may update the library.
  const latestFocalSave = useRef(0);
  const absoluteUrl = new URL(media.url, window.location.origin).href;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function saveFocalPoint(next: FocalPoint) {
    setFocalPoint(next);
    const request = ++latestFocalSave.current;
    try {
      const saved = await updateMedia(media.id, { focalPoint: next });
      if (request !== latestFocalSave.current) return;
      onChanged(saved);
      setNotice({ kind: 'ok', text: 'Focal point saved.' });
    } catch (e) {
      if (request !== latestFocalSave.current) return;
      setFocalPoint(media.focalPoint);
      setNotice({ kind: 'error', text: messageOf(e) });
    }
  }

  function onImageClick(event: MouseEvent<HTMLButtonElement>) {
    // Enter or Space on the button also clicks it, with no position: the arrow keys are for that.
    if (event.detail === 0 || !image.current) return;
    const box = image.current.getBoundingClientRect();
    void saveFocalPoint(focalPointFromClick({ clientX: event.clientX, clientY: event.clientY, box }));
  }

  function onImageKey(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nudgeFocalPoint(focalPoint, event.key);
    if (!next) return;
    event.preventDefault();
    void saveFocalPoint(next);
  }

  async function saveAlt() {
    const value = alt.trim();
    if (value === media.alt) return;
    try {
      onChanged(await updateMedia(media.id, { alt: value }));
      setNotice({ kind: 'ok', text: 'Alt text saved.' });
    } catch (e) {
      setNotice({ kind: 'error', text: messageOf(e) });
    }
  }

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(absoluteUrl);
      setNotice({ kind: 'ok', text: 'Address copied.' });
    } catch {
      address.current?.select();
      setNotice({
        kind: 'error',
        text: 'The address could not be copied. It is selected: copy it yourself.',
      });
    }
  }

  async function remove() {
    if (!window.confirm(`Delete “${media.fileName}”? Pages that show it will no longer find it.`)) return;
    setIsDeleting(true);
    try {
      await deleteMedia(media.id);
      onDeleted(media.id);
    } catch (e) {
      setNotice({ kind: 'error', text: messageOf(e) });
      setIsDeleting(false);
    }
  }

  return (
    <section className={shell.details} aria-labelledby="media-details-title">
      <div className={styles.detailsHead}>
        <h3 id="media-details-title" ref={heading} tabIndex={-1} className={styles.detailsTitle}>
          {media.fileName}
        </h3>
        <div className={styles.detailsActions}>
          {onChoose ? (
            <button
              type="button"
              className={app.primarySmall}
              onClick={() => onChoose({ ...media, focalPoint, alt: alt.trim() })}
            >
              Use this image
            </button>
          ) : null}
          <button type="button" className={app.secondarySmall} onClick={onDone}>
            Done
          </button>
        </div>
      </div>
      <p className={styles.hint} id="focal-point-hint">
        Click the image to set its focal point: the part that stays in view when a layout crops it.
      </p>
      <div className={styles.focalFrame}>
        <button
          type="button"
          className={styles.focalButton}
          aria-label={`Focal point, ${describeFocalPoint(focalPoint)}. Use the arrow keys to move it.`}
          aria-describedby="focal-point-hint"
          onClick={onImageClick}
          onKeyDown={onImageKey}
        >
          <img
            ref={image}
            className={styles.focalImage}
            src={imageAt(media, 750)}
            alt=""
            width={media.width}
            height={media.height}
          />
          <span
            className={styles.focalRing}
            aria-hidden="true"
            style={{ left: `${focalPoint.x * 100}%`, top: `${focalPoint.y * 100}%` }}
          />
        </button>
      </div>
      <p className={notice?.kind === 'error' ? styles.noticeError : styles.notice} role="status">
        {notice?.text ?? ''}
      </p>
      <label className={app.label} htmlFor="media-alt">
        Alt text
      </label>
      <textarea
        id="media-alt"
        className={`${app.input} ${styles.altInput}`}
        rows={2}
        value={alt}
        aria-describedby="media-alt-hint"
        onChange={(e) => setAlt(e.target.value)}
        onBlur={() => void saveAlt()}
      />
      <p id="media-alt-hint" className={styles.hint}>
        Describes the image for people who cannot see it. Saved when you leave the field.
      </p>
      <label className={app.label} htmlFor="media-url">
        Address
      </label>
      <div className={styles.addressRow}>
        <input
          id="media-url"
          ref={address}
          className={app.input}
          readOnly
          value={absoluteUrl}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={app.secondarySmall} onClick={() => void copyAddress()}>
          Copy address
        </button>
      </div>
      <dl className={styles.facts}>
        <dt>Dimensions</dt>
        <dd>
          {media.width} × {media.height}
        </dd>
        <dt>Size</dt>
        <dd>{humanizeBytes(media.bytes)}</dd>
        <dt>Uploaded</dt>
        <dd>{new Date(media.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}</dd>
      </dl>
      <button type="button" className={app.danger} disabled={isDeleting} onClick={() => void remove()}>
        {isDeleting ? 'Deleting…' : 'Delete'}
      </button>
    </section>
  );
}
