// Runs the upload queue: checks chosen files, sends the accepted ones a few at a time, each in its
// own request, and hands every uploaded image to the library.
import type { MediaView } from '@folio/core/media-api';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type UploadHandle, uploadMedia } from '../api/upload-media.ts';
import { checkFiles } from '../upload-check.ts';
import { aRefusedRow, aWaitingRow, hasActiveUploads, rowsToStart, uploadQueue } from '../upload-queue.ts';

export function useMediaUploads(onUploaded: (media: MediaView[]) => void) {
  const [rows, dispatch] = useReducer(uploadQueue, []);
  const files = useRef(new Map<string, File>());
  const handles = useRef(new Map<string, UploadHandle>());
  const nextId = useRef(0);
  const uploaded = useRef(onUploaded);

  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    for (const row of rowsToStart(rows)) {
      const file = files.current.get(row.id);
      if (!file || handles.current.has(row.id)) continue;
      dispatch({ type: 'started', id: row.id });
      const handle = uploadMedia({
        file,
        onProgress: (loaded, total) => dispatch({ type: 'progressed', id: row.id, loaded, total }),
      });
      handles.current.set(row.id, handle);
      void handle.result.then((result) => {
        handles.current.delete(row.id);
        files.current.delete(row.id);
        if (result.kind === 'done') {
          dispatch({ type: 'finished', id: row.id });
          uploaded.current(result.media);
        } else if (result.kind === 'failed') {
          dispatch({ type: 'failed', id: row.id, message: result.message });
        } else {
          dispatch({ type: 'cancelled', id: row.id });
        }
      });
    }
  }, [rows]);

  // Closing the library stops what is still being sent.
  useEffect(() => {
    const inFlight = handles.current;
    return () => {
      for (const handle of inFlight.values()) handle.cancel();
    };
  }, []);

  const add = useCallback((chosen: File[]) => {
    const problems = new Map(checkFiles(chosen).refused.map(({ file, message }) => [file, message]));
    // Rows keep the order the files were chosen in.
    const added = chosen.map((file) => {
      const id = `upload-${++nextId.current}`;
      const message = problems.get(file);
      if (message) return aRefusedRow({ id, fileName: file.name, message });
      files.current.set(id, file);
      return aWaitingRow({ id, fileName: file.name, bytes: file.size });
    });
    if (added.length) dispatch({ type: 'added', rows: added });
  }, []);

  const cancel = useCallback((id: string) => {
    handles.current.get(id)?.cancel();
    files.current.delete(id);
    dispatch({ type: 'cancelled', id });
  }, []);

  const clear = useCallback(() => dispatch({ type: 'cleared' }), []);

  return { rows, add, cancel, clear, isUploading: hasActiveUploads(rows) };
}
