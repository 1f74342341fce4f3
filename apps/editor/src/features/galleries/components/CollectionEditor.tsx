import { GALLERY_SIZE_LIMIT, type GalleryCollectionView } from '@folio/core/gallery-api';
import type { MediaView } from '@folio/core/media-api';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import shell from '../../../app/library-dialog.module.css';
// Uploading is the Media feature's: the same checks, queue, progress bars and Cancel. Uploaded
// images join the library, then this gallery.
import { UploadArea } from '../../media/components/UploadArea.tsx';
import { useMediaUploads } from '../../media/hooks/use-media-uploads.ts';
import { checkFiles } from '../../media/upload-check.ts';
import { addImages, addVideo, fetchGallery, messageOf, reorderSlides } from '../api/galleries.ts';
import { rememberCollection } from '../hooks/use-gallery-collections.ts';
import { roomProblem } from '../slide-form.ts';
import styles from './galleries.module.css';
import { LibraryPicker } from './LibraryPicker.tsx';
import { SlideDetails } from './SlideDetails.tsx';
import { moveButtonId, SlideGrid, slideButtonId } from './SlideGrid.tsx';
import { VideoForm } from './VideoForm.tsx';

const LEAVE_SLIDE = 'This slide has changes that are not saved. Leave it anyway?';

/** One gallery: add images (uploaded or from the library) and videos, order the slides, edit one. */
export function CollectionEditor({
  id,
  onBack,
  onUploadingChange,
}: {
  id: string;
  onBack: () => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [gallery, setGallery] = useState<GalleryCollectionView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [panel, setPanel] = useState<'library' | 'video' | null>(null);
  const isSlideDirty = useRef(false);
  const focusAfterMove = useRef<{ id: string; direction: -1 | 1 } | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  // Changes go to the server one after another, so each answer includes the ones before it.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latestOrder = useRef(0);

  const apply = useCallback((view: GalleryCollectionView) => {
    setGallery(view);
    rememberCollection(view);
  }, []);

  const enqueue = useCallback((task: () => Promise<void>) => {
    queue.current = queue.current.then(task).catch(() => undefined);
    return queue.current;
  }, []);

  useEffect(() => {
    fetchGallery(id)
      .then((view) => {
        setGallery(view);
        requestAnimationFrame(() => heading.current?.focus());
      })
      .catch((e: unknown) => setLoadError(messageOf(e)));
  }, [id]);

  const onUploaded = useCallback(
    (media: MediaView[]) =>
      void enqueue(async () => {
        try {
          apply(
            await addImages(
              id,
              media.map((m) => m.id),
            ),
          );
          setNotice(media.length === 1 ? `“${media[0]!.fileName}” added.` : `${media.length} images added.`);
        } catch (e) {
          const names = media.map((m) => `“${m.fileName}”`).join(', ');
          setProblem(
            `${messageOf(e)} ${names} ${media.length === 1 ? 'is' : 'are'} in the Media library: add from there when there is room.`,
          );
        }
      }),
    [apply, enqueue, id],
  );
  const uploads = useMediaUploads(onUploaded);

  useEffect(() => {
    onUploadingChange(uploads.isUploading);
  }, [onUploadingChange, uploads.isUploading]);

  // In the commit that moved the slide (a layout effect): the button that moved it may be disabled
  // there, and focus must not fall to the page until a later effect would have caught it.
  useLayoutEffect(() => {
    const request = focusAfterMove.current;
    if (!request) return;
    focusAfterMove.current = null;
    const button = document.getElementById(
      moveButtonId(request.id, request.direction),
    ) as HTMLButtonElement | null;
    // At either end the button that moved it is disabled: the other one takes the focus.
    (button?.disabled
      ? document.getElementById(moveButtonId(request.id, -request.direction as -1 | 1))
      : button
    )?.focus();
  });

  useEffect(() => {
    if (selectedId || !returnFocusTo.current) return;
    document.getElementById(slideButtonId(returnFocusTo.current))?.focus();
    returnFocusTo.current = null;
  }, [selectedId]);

  if (!gallery) {
    return (
      <div className={shell.body}>
        <div className={shell.pane}>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            ← All galleries
          </button>
          {loadError ? (
            <p role="alert" className={app.error}>
              {loadError}
            </p>
          ) : (
            <p className={app.dialogText}>Loading…</p>
          )}
        </div>
      </div>
    );
  }

  const itemCount = gallery.items.length;
  const activeUploads = uploads.rows.filter((r) => r.status === 'waiting' || r.status === 'uploading').length;
  const selected = gallery.items.find((item) => item.id === selectedId) ?? null;

  function leaveSlide(): boolean {
    if (isSlideDirty.current && !window.confirm(LEAVE_SLIDE)) return false;
    isSlideDirty.current = false;
    return true;
  }

  function select(itemId: string) {
    if (itemId === selectedId) return closeDetails();
    if (leaveSlide()) setSelectedId(itemId);
  }

  function closeDetails() {
    if (!leaveSlide()) return;
    returnFocusTo.current = selectedId;
    setSelectedId(null);
  }

  function chooseFiles(files: File[]) {
    const accepted = checkFiles(files).accepted.length;
    const full = roomProblem(itemCount + activeUploads, accepted);
    if (full) {
      setProblem(`${full} Choose fewer images.`);
      return;
    }
    setProblem(null);
    uploads.add(files);
  }

  function reorder(ids: string[], moved?: { id: string; direction: -1 | 1 }) {
    if (!gallery) return;
    const byId = new Map(gallery.items.map((item) => [item.id, item]));
    setGallery({ ...gallery, items: ids.flatMap((itemId) => byId.get(itemId) ?? []) });
    focusAfterMove.current = moved ?? null;
    setProblem(null);
    const request = ++latestOrder.current;
    void enqueue(async () => {
      try {
        const view = await reorderSlides(id, ids);
        // Only the last of quick moves may set the order shown.
        if (request === latestOrder.current) apply(view);
        setNotice('Order saved.');
      } catch (e) {
        setProblem(messageOf(e));
        apply(await fetchGallery(id));
      }
    });
  }

  const addFromLibrary = (mediaIds: string[]) =>
    new Promise<void>((resolve, reject) => {
      void enqueue(async () => {
        try {
          apply(await addImages(id, mediaIds));
          setNotice(mediaIds.length === 1 ? 'Image added.' : `${mediaIds.length} images added.`);
          resolve();
        } catch (e) {
          reject(e);
        }
      });
    });

  const addVideoSlide = (video: { videoUrl: string; caption: string }) =>
    new Promise<void>((resolve, reject) => {
      void enqueue(async () => {
        try {
          apply(await addVideo(id, video.caption ? video : { videoUrl: video.videoUrl }));
          setNotice('Video added.');
          resolve();
        } catch (e) {
          reject(e);
        }
      });
    });

  return (
    <div className={selected ? shell.bodyWithDetails : shell.body}>
      <div className={shell.pane}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          ← All galleries
        </button>
        <div className={styles.collectionHead}>
          <h3 ref={heading} tabIndex={-1}>
            {gallery.title}
          </h3>
          <span className={styles.count}>
            {itemCount} of {GALLERY_SIZE_LIMIT} slides
          </span>
        </div>
        <UploadArea
          rows={uploads.rows}
          onFiles={chooseFiles}
          onCancel={(rowId) => {
            uploads.cancel(rowId);
            // A file cancelled at the very end may already be in the gallery: the server says for sure.
            setTimeout(() => void enqueue(async () => apply(await fetchGallery(id))), 500);
          }}
          onClear={uploads.clear}
        />
        <div className={styles.toolbar}>
          <button
            type="button"
            className={app.secondarySmall}
            aria-expanded={panel === 'library'}
            onClick={() => setPanel(panel === 'library' ? null : 'library')}
          >
            Add from library
          </button>
          <button
            type="button"
            className={app.secondarySmall}
            aria-expanded={panel === 'video'}
            onClick={() => setPanel(panel === 'video' ? null : 'video')}
          >
            Add video
          </button>
        </div>
        {panel === 'library' ? (
          <LibraryPicker
            itemCount={itemCount}
            inGallery={
              new Set(
                gallery.items.flatMap((item) =>
                  item.type === 'image' && item.mediaId ? [item.mediaId] : [],
                ),
              )
            }
            onAdd={addFromLibrary}
            onClose={() => setPanel(null)}
          />
        ) : null}
        {panel === 'video' ? <VideoForm onAdd={addVideoSlide} onClose={() => setPanel(null)} /> : null}
        {problem ? (
          <p role="alert" className={app.error}>
            {problem}
          </p>
        ) : null}
        <p className={styles.notice} role="status">
          {notice}
        </p>
        {itemCount === 0 ? (
          <p className={styles.empty}>
            This gallery is empty. Upload images, add them from the Media library, or add a video.
          </p>
        ) : (
          <SlideGrid items={gallery.items} selectedId={selectedId} onSelect={select} onReorder={reorder} />
        )}
      </div>
      {selected ? (
        <SlideDetails
          key={selected.id}
          galleryId={id}
          item={selected}
          onSaved={apply}
          onRemoved={(view) => {
            const index = gallery.items.findIndex((item) => item.id === selected.id);
            const next = gallery.items[index + 1] ?? gallery.items[index - 1];
            isSlideDirty.current = false;
            returnFocusTo.current = next?.id ?? null;
            setSelectedId(null);
            apply(view);
            setNotice('Slide removed.');
          }}
          onDirtyChange={(isDirty) => {
            isSlideDirty.current = isDirty;
          }}
          onDone={closeDetails}
        />
      ) : null}
    </div>
  );
}
