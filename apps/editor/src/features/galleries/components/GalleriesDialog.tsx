import { useRef, useState } from 'react';
import { LibraryDialog } from '../../../app/LibraryDialog.tsx';
import { CollectionEditor } from './CollectionEditor.tsx';
import { CollectionList } from './CollectionList.tsx';

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
  /** Absent: the Galleries screen of the shell; given: a modal (the Gallery block's picker). */
  onClose?: () => void;
  /** Opens this gallery first (the Gallery block's picker opens the gallery it shows). */
  initialCollectionId?: string;
  onCreated?: (id: string) => void;
}) {
  const [openId, setOpenId] = useState<string | null>(initialCollectionId ?? null);
  const isUploading = useRef(false);

  const confirmLeaving = () => !isUploading.current || window.confirm(STOP_UPLOADS);

  return (
    <LibraryDialog title="Galleries" titleId="galleries-title" canLeave={confirmLeaving} onClose={onClose}>
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
    </LibraryDialog>
  );
}
