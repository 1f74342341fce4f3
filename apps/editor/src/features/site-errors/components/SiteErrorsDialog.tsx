import { useEffect, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import styles from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import {
  type ErrorGroup,
  fetchSiteErrors,
  groupSiteErrors,
  groupTraceItems,
  type TraceGroup,
} from '../api/site-errors.ts';

/** Decision 042: what the trace types of the site's own runtime mean to an owner. */
const TRACE_TYPE_LABELS: Record<string, string> = {
  'performance-warning': 'Performance measurement',
  'analytics-warning': 'Analytics',
};

/** A trace item's fields beside its message (e.g. status 500), as short text. */
function traceDetails(data: unknown): string {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return '';
  return Object.entries(data)
    .filter(([key]) => key !== 'message')
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/**
 * "Site errors": JavaScript errors visitors' browsers reported, and the warnings their pages' analytics
 * and performance measurement sent as trace items (decision 042), newest first, grouped by message.
 */
export function SiteErrorsDialog({ onClose }: { onClose?: () => void }) {
  const [groups, setGroups] = useState<ErrorGroup[] | null>(null);
  const [warnings, setWarnings] = useState<TraceGroup[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchSiteErrors()
      .then((answer) => {
        setGroups(groupSiteErrors(answer.errors));
        setWarnings(groupTraceItems(answer.trace ?? []));
      })
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
      {groups !== null ? (
        <section aria-labelledby="site-errors-js">
          <h3 id="site-errors-js" className={styles.errorSectionTitle}>
            JavaScript errors
          </h3>
          {groups.length === 0 ? (
            <p className={styles.dialogText}>
              No errors have been reported. Visitors’ browsers report them here.
            </p>
          ) : null}
          {groups.length ? (
            <ul className={styles.errorList}>
              {groups.map((group) => (
                <li key={group.message}>
                  <strong>{group.message}</strong>
                  <span className={styles.pagePath}>
                    {group.count} × · last {new Date(group.latest.reportedAt).toLocaleString()}
                    {group.latest.file ? ` · ${group.latest.file}:${group.latest.line}` : ''} ·{' '}
                    {group.latest.url}
                  </span>
                  <span className={styles.pagePath}>{group.latest.userAgent}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {groups !== null ? (
        <section aria-labelledby="site-errors-trace">
          <h3 id="site-errors-trace" className={styles.errorSectionTitle}>
            Analytics and performance warnings
          </h3>
          <p className={styles.dialogText}>
            Sent by visitors’ pages when counting a visit or measuring page speed failed, for example when a
            request was refused.
          </p>
          {warnings.length === 0 ? (
            <p className={styles.dialogText}>No warnings have been reported.</p>
          ) : null}
          {warnings.length ? (
            <ul className={styles.errorList}>
              {warnings.map((group) => {
                const details = traceDetails(group.latest.data);
                return (
                  <li key={`${group.type}\n${group.message}`}>
                    <strong>{group.message || group.type}</strong>
                    <span className={styles.pagePath}>
                      {TRACE_TYPE_LABELS[group.type] ?? group.type} · {group.count} × · last{' '}
                      {new Date(group.latest.createdAt).toLocaleString()} · {group.latest.pageUrl}
                    </span>
                    {details ? <span className={styles.pagePath}>{details}</span> : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      ) : null}
    </Frame>
  );
}
