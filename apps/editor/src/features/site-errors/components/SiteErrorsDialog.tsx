import { useEffect, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import styles from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { type ErrorGroup, fetchSiteErrors, groupSiteErrors } from '../api/site-errors.ts';

/** "Site errors": JavaScript errors visitors' browsers reported, newest first, grouped by message. */
export function SiteErrorsDialog({ onClose }: { onClose?: () => void }) {
  const [groups, setGroups] = useState<ErrorGroup[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchSiteErrors()
      .then((errors) => setGroups(groupSiteErrors(errors)))
      .catch((e) => setError(e instanceof ApiError ? e.message : 'Unable to load. Try again.'));
  }, []);

  return (
    <Frame
      title="Site errors"
      titleId="site-errors-title"
      dialogClassName={styles.wideDialog}
      layout="scroll"
      onClose={onClose}
    >
      {error ? <p role="alert">{error}</p> : null}
      {groups === null && !error ? <p>Loading…</p> : null}
      {groups?.length === 0 ? (
        <p>No errors have been reported. Visitors’ browsers report them here.</p>
      ) : null}
      {groups?.length ? (
        <ul className={styles.errorList}>
          {groups.map((group) => (
            <li key={group.message}>
              <strong>{group.message}</strong>
              <span className={styles.pagePath}>
                {group.count} × · last {new Date(group.latest.reportedAt).toLocaleString()}
                {group.latest.file ? ` · ${group.latest.file}:${group.latest.line}` : ''} · {group.latest.url}
              </span>
              <span className={styles.pagePath}>{group.latest.userAgent}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Frame>
  );
}
