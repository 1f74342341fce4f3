import { MEDIA_MAX_MB } from '@folio/core/media-api';
import { type DragEvent, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import { MEDIA_ACCEPT } from '../upload-check.ts';
import { percentOf, type UploadRow } from '../upload-queue.ts';
import styles from './media.module.css';

const STATUS_WORDS: Record<UploadRow['status'], string> = {
  refused: 'Not uploaded',
  waiting: 'Waiting…',
  uploading: '',
  done: 'Uploaded',
  failed: 'Not uploaded',
  cancelled: 'Cancelled',
};

/** "Upload images" and the drop zone, with one row per chosen file. */
export function UploadArea({
  rows,
  onFiles,
  onCancel,
  onClear,
}: {
  rows: UploadRow[];
  onFiles: (files: File[]) => void;
  onCancel: (id: string) => void;
  onClear: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const hasFinished = rows.some((row) => row.status !== 'waiting' && row.status !== 'uploading');

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <section aria-label="Upload" className={styles.upload}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone adds dragging to the button inside it */}
      <div
        className={isDragging ? styles.dropZoneActive : styles.dropZone}
        onDragEnter={(e) => {
          e.preventDefault();
          setIsDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setIsDragging(false);
        }}
        onDrop={onDrop}
      >
        <button type="button" className={app.primarySmall} onClick={() => input.current?.click()}>
          Upload images
        </button>
        <span className={styles.dropText}>
          or drag them here. JPEG, PNG, WebP, GIF or AVIF, up to {MEDIA_MAX_MB} MB each.
        </span>
        <input
          ref={input}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          aria-label="Images to upload"
          hidden
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {rows.length ? (
        <ul className={styles.uploadRows} aria-label="Uploads">
          {rows.map((row) => (
            <UploadRowItem key={row.id} row={row} onCancel={() => onCancel(row.id)} />
          ))}
        </ul>
      ) : null}
      {hasFinished ? (
        <button type="button" className={styles.linkButton} onClick={onClear}>
          Clear finished uploads
        </button>
      ) : null}
    </section>
  );
}

function UploadRowItem({ row, onCancel }: { row: UploadRow; onCancel: () => void }) {
  const isActive = row.status === 'waiting' || row.status === 'uploading';
  return (
    <li className={styles.uploadRow}>
      <span className={styles.uploadName}>{row.fileName}</span>
      {row.status === 'uploading' ? (
        <span className={styles.progressCell}>
          <progress
            className={styles.progress}
            aria-label={`Uploading ${row.fileName}`}
            max={row.total || 1}
            value={row.loaded}
          />
          <span className={styles.percent}>{percentOf(row)}%</span>
        </span>
      ) : (
        <span className={row.status === 'done' ? styles.uploadDone : styles.uploadState}>
          {STATUS_WORDS[row.status]}
        </span>
      )}
      {isActive ? (
        <button
          type="button"
          className={app.secondarySmall}
          aria-label={`Cancel uploading ${row.fileName}`}
          onClick={onCancel}
        >
          Cancel
        </button>
      ) : null}
      {row.message ? (
        <p role="alert" className={styles.uploadProblem}>
          {row.message}
        </p>
      ) : null}
    </li>
  );
}
