import { useEffect, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import { CollectionEditor } from './CollectionEditor.tsx';
import { CollectionList } from './CollectionList.tsx';
import styles from './galleries.module.css';

const STOP_UPLOADS = 'Images are still uploading. Stop the uploads and leave?';

/**
 * "Galleries": the site's gallery collections (at most 20, of at most 50 slides each), for
 * creating them, filling them with images and videos, ordering and describing the slides.
 */
export function GalleriesDialog({
  onClose,
  initialCollectionId,
  onCreated,
}: {
  onClose: () => void;
  /** Opens this gallery first (the Gallery block's picker opens the gallery it shows). */
  initialCollectionId?: string;
  onCreated?: (id: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [openId, setOpenId] = useState<string | null>(initialCollectionId ?? null);
  const isUploading = useRef(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const confirmLeaving = () => !isUploading.current || window.confirm(STOP_UPLOADS);

  return (
    <dialog
      ref={dialog}
      className={`${app.wideDialog} ${styles.dialog}`}
      aria-labelledby="galleries-title"
      onClose={onClose}
      onCancel={(e) => {
        if (!confirmLeaving()) e.preventDefault();
      }}
      // A file dropped beside the drop zone must not make the browser open it instead of the editor.
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => e.preventDefault()}
    >
      <div className={styles.head}>
        <h2 id="galleries-title" className={app.dialogTitle}>
          Galleries
        </h2>
        <button
          className={app.secondarySmall}
          type="button"
          onClick={() => {
            if (confirmLeaving()) dialog.current?.close();
          }}
        >
          Close
        </button>
      </div>
      {openId ? (
        <CollectionEditor
          key={openId}
          id={openId}
          onBack={() => {
            if (!confirmLeaving()) return;
            isUploading.current = false;
            setOpenId(null);
          }}
          onUploadingChange={(value) => {
            isUploading.current = value;
          }}
        />
      ) : (
        <CollectionList
          onOpen={setOpenId}
          onCreated={(id) => {
            onCreated?.(id);
            setOpenId(id);
          }}
        />
      )}
    </dialog>
  );
}
