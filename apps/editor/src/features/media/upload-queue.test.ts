import { describe, expect, it } from 'vitest';
import {
  aRefusedRow,
  aWaitingRow,
  hasActiveUploads,
  MAX_PARALLEL_UPLOADS,
  percentOf,
  rowsToStart,
  type UploadRow,
  uploadQueue,
} from './upload-queue.ts';

const waiting = (id: string) => aWaitingRow({ id, fileName: `${id}.jpg`, bytes: 1000 });
const statusOf = (rows: UploadRow[], id: string) => rows.find((r) => r.id === id)?.status;

function started(...ids: string[]) {
  let rows = uploadQueue([], { type: 'added', rows: ids.map(waiting) });
  for (const id of ids) rows = uploadQueue(rows, { type: 'started', id });
  return rows;
}

describe('the upload queue', () => {
  it('moves a row from waiting through uploading to done, with its progress', () => {
    let rows = started('a');
    expect(statusOf(rows, 'a')).toBe('uploading');
    rows = uploadQueue(rows, { type: 'progressed', id: 'a', loaded: 250, total: 1000 });
    expect(percentOf(rows[0]!)).toBe(25);
    rows = uploadQueue(rows, { type: 'finished', id: 'a' });
    expect(rows[0]).toMatchObject({ status: 'done', loaded: 1000 });
    expect(hasActiveUploads(rows)).toBe(false);
  });

  it('keeps the server message of a failed upload', () => {
    const rows = uploadQueue(started('a'), { type: 'failed', id: 'a', message: 'Storage is full.' });
    expect(rows[0]).toMatchObject({ status: 'failed', message: 'Storage is full.' });
  });

  it('ignores progress, success or failure that arrive after Cancel', () => {
    let rows = uploadQueue(started('a'), { type: 'cancelled', id: 'a' });
    const afterCancel = rows;
    rows = uploadQueue(rows, { type: 'progressed', id: 'a', loaded: 900, total: 1000 });
    rows = uploadQueue(rows, { type: 'finished', id: 'a' });
    rows = uploadQueue(rows, { type: 'failed', id: 'a', message: 'File upload failed to complete' });
    expect(rows).toBe(afterCancel);
    expect(rows[0]).toMatchObject({ status: 'cancelled', loaded: 0, message: null });
  });

  it('can cancel a row still waiting its turn, which then never starts', () => {
    let rows = uploadQueue([], { type: 'added', rows: [waiting('a')] });
    rows = uploadQueue(rows, { type: 'cancelled', id: 'a' });
    expect(statusOf(rows, 'a')).toBe('cancelled');
    expect(rowsToStart(rows)).toEqual([]);
    expect(statusOf(uploadQueue(rows, { type: 'started', id: 'a' }), 'a')).toBe('cancelled');
  });

  it('never cancels a refused or finished row', () => {
    const refused = aRefusedRow({ id: 'r', fileName: 'r.txt', message: 'no' });
    let rows = uploadQueue(started('a'), { type: 'added', rows: [refused] });
    rows = uploadQueue(rows, { type: 'finished', id: 'a' });
    rows = uploadQueue(rows, { type: 'cancelled', id: 'a' });
    rows = uploadQueue(rows, { type: 'cancelled', id: 'r' });
    expect(rows.map((r) => r.status)).toEqual(['done', 'refused']);
  });

  it(`sends at most ${MAX_PARALLEL_UPLOADS} at once, oldest first`, () => {
    let rows = uploadQueue([], { type: 'added', rows: ['a', 'b', 'c', 'd', 'e'].map(waiting) });
    expect(rowsToStart(rows).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    for (const row of rowsToStart(rows)) rows = uploadQueue(rows, { type: 'started', id: row.id });
    expect(rowsToStart(rows)).toEqual([]);
    rows = uploadQueue(rows, { type: 'finished', id: 'b' });
    expect(rowsToStart(rows).map((r) => r.id)).toEqual(['d']);
  });

  it('clears finished rows and keeps those still under way', () => {
    let rows = uploadQueue(started('a', 'b'), { type: 'added', rows: [waiting('c')] });
    rows = uploadQueue(rows, {
      type: 'added',
      rows: [aRefusedRow({ id: 'r', fileName: 'r.txt', message: 'no' })],
    });
    rows = uploadQueue(rows, { type: 'finished', id: 'a' });
    rows = uploadQueue(rows, { type: 'cleared' });
    expect(rows.map((r) => r.id)).toEqual(['b', 'c']);
  });
});
