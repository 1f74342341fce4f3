// The upload queue of the media library: one row per chosen file, each sent in its own request
// so it has its own progress bar and Cancel. A small state machine, so late events (a progress
// report after Cancel, say) cannot move a row back.

export type UploadRowStatus = 'refused' | 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadRow {
  id: string;
  fileName: string;
  status: UploadRowStatus;
  /** Bytes sent and to send, from xhr.upload.onprogress; 0 and the file's size until then. */
  loaded: number;
  total: number;
  /** Why a refused or failed row did not upload. */
  message: string | null;
}

/** Requests in flight at once; the rest wait their turn. */
export const MAX_PARALLEL_UPLOADS = 3;

export type UploadAction =
  | { type: 'added'; rows: UploadRow[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; loaded: number; total: number }
  | { type: 'finished'; id: string }
  | { type: 'failed'; id: string; message: string }
  | { type: 'cancelled'; id: string }
  | { type: 'cleared' };

/** A row waiting to be sent. */
export const aWaitingRow = (input: { id: string; fileName: string; bytes: number }): UploadRow => ({
  id: input.id,
  fileName: input.fileName,
  status: 'waiting',
  loaded: 0,
  total: input.bytes,
  message: null,
});

/** A row refused before sending, with the message that says why. */
export const aRefusedRow = (input: { id: string; fileName: string; message: string }): UploadRow => ({
  id: input.id,
  fileName: input.fileName,
  status: 'refused',
  loaded: 0,
  total: 0,
  message: input.message,
});

const isActive = (row: UploadRow) => row.status === 'waiting' || row.status === 'uploading';

function update(
  rows: UploadRow[],
  id: string,
  from: readonly UploadRowStatus[],
  change: (row: UploadRow) => UploadRow,
): UploadRow[] {
  let changed = false;
  const next = rows.map((row) => {
    if (row.id !== id || !from.includes(row.status)) return row;
    changed = true;
    return change(row);
  });
  return changed ? next : rows;
}

export function uploadQueue(rows: UploadRow[], action: UploadAction): UploadRow[] {
  switch (action.type) {
    case 'added':
      return [...rows, ...action.rows];
    case 'started':
      return update(rows, action.id, ['waiting'], (row) => ({ ...row, status: 'uploading' }));
    case 'progressed':
      return update(rows, action.id, ['uploading'], (row) => ({
        ...row,
        loaded: Math.min(action.loaded, action.total),
        total: action.total,
      }));
    case 'finished':
      return update(rows, action.id, ['uploading'], (row) => ({ ...row, status: 'done', loaded: row.total }));
    case 'failed':
      return update(rows, action.id, ['uploading'], (row) => ({
        ...row,
        status: 'failed',
        message: action.message,
      }));
    case 'cancelled':
      return update(rows, action.id, ['waiting', 'uploading'], (row) => ({ ...row, status: 'cancelled' }));
    case 'cleared':
      return rows.filter(isActive);
  }
}

/** The waiting rows to start now, oldest first, keeping at most MAX_PARALLEL_UPLOADS in flight. */
export function rowsToStart(rows: UploadRow[]): UploadRow[] {
  const inFlight = rows.filter((row) => row.status === 'uploading').length;
  const room = Math.max(0, MAX_PARALLEL_UPLOADS - inFlight);
  return rows.filter((row) => row.status === 'waiting').slice(0, room);
}

export const hasActiveUploads = (rows: UploadRow[]) => rows.some(isActive);

/** 0..100, for the row's percentage. */
export function percentOf(row: UploadRow): number {
  return row.total > 0 ? Math.round((row.loaded / row.total) * 100) : 0;
}
