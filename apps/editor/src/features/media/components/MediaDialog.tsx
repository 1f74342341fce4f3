import type { MediaView } from '@folio/core/media-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import { LibraryDialog } from '../../../app/LibraryDialog.tsx';
import shell from '../../../app/library-dialog.module.css';
import { fetchMedia, messageOf } from '../api/media.ts';
import { useMediaUploads } from '../hooks/use-media-uploads.ts';
import { MediaDetails } from './MediaDetails.tsx';
import { MediaGrid, mediaItemId } from './MediaGrid.tsx';
import styles from './media.module.css';
import { UploadArea } from './UploadArea.tsx';

const STOP_UPLOADS = 'Images are still uploading. Stop the uploads and close?';

/**
 * "Media": the site's image library (issue 7), for uploading images and describing them. Given
 * `onChoose`, the same dialog picks an image for a block (issue 14 item 22): choosing one, or
 * uploading one, offers "Use this image".
 */
export function MediaDialog({
  onClose,
  onChoose,
}: {
  /** Absent: the Media screen of the shell; given: a modal (with `onChoose`, a picker). */
  onClose?: () => void;
  onChoose?: (media: MediaView) => void;
}) {
  const [media, setMedia] = useState<MediaView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);

  const isPicking = Boolean(onChoose);
  const onUploaded = useCallback(
    (added: MediaView[]) => {
      const ids = new Set(added.map((m) => m.id));
      setMedia((list) => [...added, ...(list ?? []).filter((m) => !ids.has(m.id))]);
      // Uploading while picking: the new image is the one to use.
      if (isPicking && added.length === 1) setSelectedId(added[0]!.id);
    },
    [isPicking],
  );
  const uploads = useMediaUploads(onUploaded);

  useEffect(() => {
    fetchMedia()
      .then(setMedia)
      .catch((e: unknown) => setError(messageOf(e)));
  }, []);

  useEffect(() => {
    if (selectedId || !returnFocusTo.current) return;
    document.getElementById(mediaItemId(returnFocusTo.current))?.focus();
    returnFocusTo.current = null;
  }, [selectedId]);

  const selected = media?.find((m) => m.id === selectedId) ?? null;
  const confirmLeaving = () => !uploads.isUploading || window.confirm(STOP_UPLOADS);

  function closeDetails() {
    returnFocusTo.current = selectedId;
    setSelectedId(null);
  }

  return (
    <LibraryDialog
      title={isPicking ? 'Choose an image' : 'Media'}
      titleId="media-title"
      canLeave={confirmLeaving}
      onClose={onClose}
    >
      <div className={selected ? shell.bodyWithDetails : shell.body}>
        <div className={shell.pane}>
          <UploadArea
            rows={uploads.rows}
            onFiles={uploads.add}
            onCancel={(id) => {
              uploads.cancel(id);
              // A file cancelled at the very end may already be stored: the list says for sure.
              setTimeout(
                () =>
                  void fetchMedia()
                    .then(setMedia)
                    .catch(() => undefined),
                500,
              );
            }}
            onClear={uploads.clear}
          />
          {error ? (
            <p role="alert" className={app.error}>
              {error}
            </p>
          ) : null}
          {media === null && !error ? <p className={app.dialogText}>Loading…</p> : null}
          {media?.length === 0 ? (
            <p className={styles.empty}>
              No images yet. Upload JPEG, PNG, WebP, GIF or AVIF files up to 20 MB.
            </p>
          ) : null}
          {media?.length ? (
            <MediaGrid
              media={media}
              selectedId={selectedId}
              onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
            />
          ) : null}
        </div>
        {selected ? (
          <MediaDetails
            key={selected.id}
            media={selected}
            onChanged={(changed) =>
              setMedia((list) => list?.map((m) => (m.id === changed.id ? changed : m)) ?? null)
            }
            onDeleted={(id) => {
              const list = media ?? [];
              const index = list.findIndex((m) => m.id === id);
              // Focus moves to the image that takes the deleted one's place.
              returnFocusTo.current = (list[index + 1] ?? list[index - 1])?.id ?? null;
              setSelectedId(null);
              setMedia(list.filter((m) => m.id !== id));
            }}
            onDone={closeDetails}
            onChoose={
              onChoose
                ? (chosen) => {
                    onChoose(chosen);
                    onClose?.();
                  }
                : undefined
            }
          />
        ) : null}
      </div>
    </LibraryDialog>
  );
}
