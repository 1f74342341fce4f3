// Issue 17 part 4: the page editor's Revisions dialog — every saved draft (who, when, what
// changed), a read-only preview of one as visitors would see it, and "Restore this version".
import type { PageDetail as CorePageDetail } from '@folio/core';
import { describeSummary } from '@folio/core/revision-summary';
import type { Data } from '@puckeditor/core';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import {
  previewUrl,
  type RevisionView,
  useItemRevisions,
  usePageRevisions,
  useRestoreItemRevision,
  useRestoreRevision,
  useRetention,
  useSaveRetention,
} from '../api/revisions.ts';
import styles from './revisions.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Something went wrong. Try again.');

function RetentionForm() {
  const retention = useRetention();
  const save = useSaveRetention();
  const id = useId();
  const [days, setDays] = useState('');
  useEffect(() => {
    if (retention.data) setDays(String(retention.data.retentionDays));
  }, [retention.data]);
  if (!retention.data) return null;
  return (
    <form
      className={styles.retention}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(Number(days));
      }}
    >
      <label htmlFor={id} className={styles.retentionLabel}>
        Keep revisions for
      </label>
      <input
        id={id}
        className={styles.days}
        type="number"
        inputMode="numeric"
        min={1}
        max={3650}
        required
        value={days}
        onChange={(e) => setDays(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <span>days</span>
      <button type="submit" className={app.secondarySmall} disabled={save.isPending}>
        Save
      </button>
      <p id={`${id}-hint`} className={styles.hint}>
        The newest {retention.data.keepAtLeast} of each page are always kept.
        {save.isSuccess ? ' Saved.' : ''}
      </p>
      {save.isError ? (
        <p role="alert" className={app.error}>
          {messageOf(save.error)}
        </p>
      ) : null}
    </form>
  );
}

export function RevisionsDialog({
  pageId,
  collectionId,
  pageTitle,
  canEdit,
  canChangeRetention,
  onRestored,
  onClose,
}: {
  /** The page's id, or the item's when `collectionId` is given. */
  pageId: string;
  /** Issue 17 part 4: a collection item's revisions (pageId is then the item's id). */
  collectionId?: string;
  pageTitle: string;
  canEdit: boolean;
  canChangeRetention: boolean;
  /** The page as restored; for an item, the item as the collections API answers it. */
  onRestored: (page: CorePageDetail<Data>) => void;
  onClose: () => void;
}) {
  const isItem = collectionId !== undefined;
  const pageRevisions = usePageRevisions(pageId, !isItem);
  const itemRevisions = useItemRevisions(collectionId ?? '', pageId, isItem);
  const revisions = isItem ? itemRevisions : pageRevisions;
  const restorePage = useRestoreRevision(pageId);
  const restoreItem = useRestoreItemRevision(collectionId ?? '', pageId);
  const restore = {
    isPending: restorePage.isPending || restoreItem.isPending,
    isError: restorePage.isError || restoreItem.isError,
    error: restorePage.error ?? restoreItem.error,
    mutate: (revisionId: string, options: { onSuccess: (restored: CorePageDetail<Data>) => void }) =>
      isItem
        ? restoreItem.mutate(revisionId, {
            onSuccess: (item) => options.onSuccess(item as CorePageDetail<Data>),
          })
        : restorePage.mutate(revisionId, options),
  };
  const [chosen, setChosen] = useState<RevisionView | null>(null);
  const list = revisions.data ?? [];
  const newestId = list[0]?.id;

  return (
    <Frame
      title={`Revisions of “${pageTitle}”`}
      titleId="revisions-title"
      dialogClassName={styles.dialog}
      layout="scroll"
      onClose={onClose}
    >
      <div className={styles.body}>
        <div className={styles.listPane}>
          {revisions.isError ? (
            <p role="alert" className={app.error}>
              {messageOf(revisions.error)}
            </p>
          ) : null}
          {revisions.isPending ? <p className={styles.hint}>Loading…</p> : null}
          {revisions.data && list.length === 0 ? (
            <p className={styles.hint}>No revisions yet. Each time you save, a revision is kept here.</p>
          ) : null}
          <ol className={styles.list} aria-label="Revisions, newest first">
            {list.map((revision) => {
              const isChosen = chosen?.id === revision.id;
              return (
                <li key={revision.id} className={isChosen ? styles.itemChosen : styles.item}>
                  <p className={styles.when}>
                    <time dateTime={revision.createdAt}>{when(revision.createdAt)}</time>
                    {revision.id === newestId ? <span className={styles.current}>Current draft</span> : null}
                  </p>
                  <p className={styles.who}>{revision.author || 'Someone no longer on this site'}</p>
                  <p className={styles.summary}>{describeSummary(revision.summary, when)}</p>
                  <button
                    type="button"
                    className={app.secondarySmall}
                    aria-pressed={isChosen}
                    aria-label={`Preview the version of ${when(revision.createdAt)}`}
                    onClick={() => setChosen(revision)}
                  >
                    Preview
                  </button>
                </li>
              );
            })}
          </ol>
          {canChangeRetention ? <RetentionForm /> : null}
        </div>
        <div className={styles.previewPane}>
          {chosen ? (
            <>
              <div className={styles.previewBar}>
                <p className={styles.previewTitle}>
                  <span>
                    Version of <time dateTime={chosen.createdAt}>{when(chosen.createdAt)}</time>
                  </span>
                  <span className={styles.readOnly}>Read-only preview</span>
                </p>
                {canEdit ? (
                  <button
                    type="button"
                    className={app.primarySmall}
                    disabled={restore.isPending || chosen.id === newestId}
                    onClick={() =>
                      restore.mutate(chosen.id, {
                        onSuccess: (restored) => {
                          onRestored(restored);
                          onClose();
                        },
                      })
                    }
                  >
                    {chosen.id === newestId ? 'This is the current draft' : 'Restore this version'}
                  </button>
                ) : null}
              </div>
              {restore.isError ? (
                <p role="alert" className={app.error}>
                  {messageOf(restore.error)}
                </p>
              ) : null}
              <iframe
                key={chosen.id}
                className={styles.frame}
                title={`Preview of the version of ${when(chosen.createdAt)}`}
                src={previewUrl(chosen.id)}
                // Scripts run as on the published page (the header's phone menu needs them); the
                // frame may not navigate the editor, open windows or submit forms natively.
                sandbox="allow-same-origin allow-scripts"
              />
            </>
          ) : (
            <p className={styles.empty}>Choose a revision to preview it here as visitors would see it.</p>
          )}
        </div>
      </div>
    </Frame>
  );
}
