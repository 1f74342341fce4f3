import type { MediaView } from '@folio/core/media-api';
import { lazy, Suspense } from 'react';

// Issue 16: the library (its uploads, its message formatting) loads when an owner first picks an
// image, not with the page editor.
const MediaDialog = lazy(async () => ({ default: (await import('./MediaDialog.tsx')).MediaDialog }));

/** The Media dialog as a picker ("Choose an image"), loaded on first use. */
export function MediaPicker(props: { onChoose: (media: MediaView) => void; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <MediaDialog onChoose={props.onChoose} onClose={props.onClose} />
    </Suspense>
  );
}
