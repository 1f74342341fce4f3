import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import { SearchForm } from '../../../app/SearchForm.tsx';
import {
  csvUrl,
  deleteSubmission,
  type FormSummary,
  fetchForms,
  fetchOutbox,
  fetchPerDay,
  fetchSubmissions,
  type OutboxEmail,
  PAGE_SIZE,
  type Submission,
  type SubmissionPage,
} from '../api/form-submissions.ts';
import { outboxStatus } from '../outbox-status.ts';
import styles from './form-submissions.module.css';
import { PerDayChart } from './PerDayChart.tsx';

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to load. Try again.');
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Form submissions": each form's inbox, newest first, with search, a chart, CSV and the outbox. */
export function FormSubmissionsDialog({ onClose }: { onClose?: () => void }) {
  const [forms, setForms] = useState<FormSummary[] | null>(null);
  const [formId, setFormId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchForms()
      .then((list) => {
        setForms(list);
        setFormId((current) => current ?? list[0]?.id ?? null);
      })
      .catch((e) => setError(messageOf(e)));
  }, []);

  const onCountChange = useCallback((id: string, count: number) => {
    setForms((list) => list?.map((f) => (f.id === id ? { ...f, submissionCount: count } : f)) ?? null);
  }, []);

  return (
    <Frame
      title="Form submissions"
      titleId="form-submissions-title"
      dialogClassName={`${app.wideDialog} ${styles.dialog}`}
      layout="scroll"
      onClose={onClose}
    >
      {error ? <p role="alert">{error}</p> : null}
      {forms === null && !error ? <p>Loading…</p> : null}
      {forms?.length === 0 ? (
        <p className={app.dialogText}>
          No forms yet. Add a Form block to a page and publish it; what visitors send arrives here.
        </p>
      ) : null}
      {forms?.length ? (
        <div className={styles.layout}>
          <nav aria-label="Forms" className={styles.formList}>
            <ul>
              {forms.map((form) => (
                <li key={form.id}>
                  <button
                    type="button"
                    className={form.id === formId ? styles.formItemSelected : styles.formItem}
                    aria-current={form.id === formId ? 'true' : undefined}
                    onClick={() => setFormId(form.id)}
                  >
                    <span className={styles.formName}>{form.name}</span>
                    <span className={styles.formMeta}>
                      {form.isLive ? (form.pageTitle ?? '') : 'No longer on a page'} · {form.submissionCount}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {formId ? <Inbox key={formId} formId={formId} onCountChange={onCountChange} /> : null}
        </div>
      ) : null}
      {forms ? <Outbox /> : null}
    </Frame>
  );
}

function Inbox({
  formId,
  onCountChange,
}: {
  formId: string;
  onCountChange: (id: string, n: number) => void;
}) {
  const [page, setPage] = useState<SubmissionPage | null>(null);
  const [perDay, setPerDay] = useState<{ day: string; count: number }[]>([]);
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(
    async (q: string, offset = 0) => {
      try {
        const next = await fetchSubmissions(formId, { q, offset });
        setPage((prev) =>
          offset && prev ? { ...next, submissions: [...prev.submissions, ...next.submissions] } : next,
        );
        if (!q) onCountChange(formId, next.total);
        setError(null);
      } catch (e) {
        setError(messageOf(e));
      }
    },
    [formId, onCountChange],
  );

  useEffect(() => {
    void load(search);
  }, [load, search]);
  useEffect(() => {
    fetchPerDay(formId)
      .then(setPerDay)
      .catch(() => setPerDay([]));
  }, [formId]);

  async function remove(submission: Submission) {
    if (!window.confirm('Delete this submission? It cannot be brought back.')) return;
    try {
      await deleteSubmission(formId, submission.id);
      setOpenId(null);
      setNotice('Submission deleted.');
      await load(search);
      fetchPerDay(formId)
        .then(setPerDay)
        .catch(() => undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const fields = page?.form.fields ?? [];
  const shown = fields.slice(0, 3);
  const open = page?.submissions.find((s) => s.id === openId) ?? null;

  return (
    <section className={styles.inbox} aria-label={page ? `Submissions to ${page.form.name}` : 'Submissions'}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {page
            ? `${page.total} ${page.total === 1 ? 'submission' : 'submissions'}${search ? ` matching “${search}”` : ''}`
            : 'Loading…'}
        </p>
        <a className={app.secondarySmall} href={csvUrl(formId)} download>
          Download CSV
        </a>
      </div>
      <SearchForm
        id="submission-search"
        label="Search submissions"
        placeholder="Search submissions"
        onSearch={setSearch}
      />
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      <p className={app.notice} role="status">
        {notice}
      </p>
      {perDay.length ? <PerDayChart perDay={perDay} /> : null}
      {open ? (
        <article className={styles.detail} aria-label="Submission">
          <div className={styles.detailHead}>
            <h3 className={app.subTitle}>Received {when(open.createdAt)}</h3>
            <button className={app.secondarySmall} type="button" onClick={() => setOpenId(null)}>
              Back to the list
            </button>
          </div>
          <dl className={styles.values}>
            {fields.map((f) => (
              <div key={f.id}>
                <dt>{f.title || f.type}</dt>
                <dd>{open.values[f.id] || '—'}</dd>
              </div>
            ))}
            <div>
              <dt>Page</dt>
              <dd>{[open.page.title, open.page.path].filter(Boolean).join(' · ') || '—'}</dd>
            </div>
          </dl>
          <button className={app.danger} type="button" onClick={() => void remove(open)}>
            Delete submission
          </button>
        </article>
      ) : page?.submissions.length ? (
        <table className={app.table}>
          <thead>
            <tr>
              <th scope="col">Received</th>
              {shown.map((f) => (
                <th key={f.id} scope="col">
                  {f.title || f.type}
                </th>
              ))}
              <th scope="col">
                <span className={app.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.submissions.map((s) => (
              <tr key={s.id}>
                <td className={styles.when}>{when(s.createdAt)}</td>
                {shown.map((f) => (
                  <td key={f.id} className={styles.cell}>
                    {s.values[f.id] || '—'}
                  </td>
                ))}
                <td className={app.cellActions}>
                  <button className={app.secondarySmall} type="button" onClick={() => setOpenId(s.id)}>
                    Open
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : page ? (
        <p className={app.dialogText}>
          {search
            ? 'No submission matches that search.'
            : 'No submissions yet. They arrive here as visitors send the form.'}
        </p>
      ) : null}
      {page && !open && page.submissions.length < page.total ? (
        <button
          className={app.secondarySmall}
          type="button"
          onClick={() => void load(search, page.submissions.length)}
        >
          Show {Math.min(PAGE_SIZE, page.total - page.submissions.length)} more
        </button>
      ) : null}
    </section>
  );
}

function OutboxStatusCell({ email }: { email: OutboxEmail }) {
  const { label, detail } = outboxStatus(email);
  return (
    <td>
      {label}
      {detail ? <span className={styles.lastError}>{detail}</span> : null}
    </td>
  );
}

function Outbox() {
  const [outbox, setOutbox] = useState<{ isSmtpConfigured: boolean; emails: OutboxEmail[] } | null>(null);
  return (
    <details
      className={styles.outbox}
      onToggle={(e) => {
        if ((e.target as HTMLDetailsElement).open && !outbox)
          fetchOutbox()
            .then(setOutbox)
            .catch(() => setOutbox({ isSmtpConfigured: false, emails: [] }));
      }}
    >
      <summary>Notification emails</summary>
      {outbox === null ? <p>Loading…</p> : null}
      {outbox && !outbox.isSmtpConfigured ? (
        <p className={app.dialogText}>
          Email sending is not set up on this server (SMTP_URL), so notifications wait here as pending. Every
          submission is still stored above.
        </p>
      ) : null}
      {outbox?.emails.length ? (
        <table className={`${app.table} ${styles.outboxTable}`}>
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {outbox.emails.map((m) => (
              <tr key={m.id}>
                <td className={styles.when}>{when(m.createdAt)}</td>
                <td>{m.to}</td>
                <td>{m.subject}</td>
                <OutboxStatusCell email={m} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : outbox ? (
        <p className={app.dialogText}>No notification emails yet.</p>
      ) : null}
    </details>
  );
}
