// Issue 20 (decision 066): "Member areas" — who may open each page. A page (a collection through
// its page: its list and its items) is open to everyone, or locked to signed-in members, to the
// members of paid plans, or to a password. The password is never shown back, only whether one is set.
import { PLAN_ID_PATTERN } from '@folio/core/member-areas';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import app from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import {
  type LockInput,
  type LockKind,
  type PageLock,
  type PlanChoice,
  useLocks,
  useSaveLock,
} from '../api/queries.ts';
import styles from './member-areas.module.css';

const KIND_LABELS: Record<LockKind, string> = {
  none: 'Everyone',
  members: 'Signed-in members',
  plans: 'Members of paid plans',
  password: 'Anyone with the password',
};

function PageLockForm({ page, plans: choices }: { page: PageLock; plans: PlanChoice[] }) {
  const id = useId();
  const save = useSaveLock();
  const [kind, setKind] = useState<LockKind>(page.kind);
  const [plans, setPlans] = useState<string[]>(page.planIds);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setProblem('');
    setStatus('');
    let body: LockInput;
    if (kind === 'plans') {
      const planIds = plans.filter((p) => PLAN_ID_PATTERN.test(p));
      if (planIds.length === 0) {
        setProblem(
          choices.length === 0
            ? 'Create a membership plan first (Memberships), then choose it here.'
            : 'Choose at least one plan.',
        );
        return;
      }
      body = { kind, planIds };
    } else if (kind === 'password') {
      if (!password && !page.hasPassword) {
        setProblem('Choose a password for this page (4 characters at least).');
        return;
      }
      body = password ? { kind, password } : { kind };
    } else body = { kind };
    save.mutate(
      { pageId: page.pageId, body },
      {
        onSuccess: (saved) => {
          setPassword('');
          setStatus(
            saved.kind === 'none'
              ? 'Saved: open to everyone.'
              : `Saved: ${KIND_LABELS[saved.kind].toLowerCase()}.`,
          );
        },
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'Unable to save. Try again.'),
      },
    );
  }

  const path = page.slug === '' ? '/' : `/${page.slug}`;
  return (
    <li className={styles.page}>
      <div className={styles.head}>
        <h3 className={styles.title} id={`${id}-title`}>
          {page.title}
          {page.isCollection ? <span className={styles.badge}>Collection</span> : null}
        </h3>
        <span className={styles.path}>{path}</span>
      </div>
      <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Who can open it</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as LockKind)}>
            {(Object.keys(KIND_LABELS) as LockKind[]).map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        {kind === 'plans' ? (
          <fieldset className={styles.field}>
            <legend>Plans</legend>
            {choices.length === 0 ? (
              <span className={styles.hint}>No plans yet: create one in Memberships.</span>
            ) : (
              choices.map((plan) => (
                <label key={plan.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={plans.includes(plan.id)}
                    onChange={(e) =>
                      setPlans((now) =>
                        e.target.checked ? [...now, plan.id] : now.filter((p) => p !== plan.id),
                      )
                    }
                  />
                  {plan.name}
                </label>
              ))
            )}
          </fieldset>
        ) : null}
        {kind === 'password' ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{page.hasPassword ? 'New password' : 'Password'}</label>
            <input
              id={`${id}-password`}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              maxLength={128}
              autoComplete="new-password"
              aria-describedby={page.hasPassword ? `${id}-keep` : undefined}
            />
            {page.hasPassword ? (
              <span className={styles.hint} id={`${id}-keep`}>
                Leave empty to keep the current password.
              </span>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className={styles.save} aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </form>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={styles.status} role="status">
        {status}
      </p>
    </li>
  );
}

export function MemberAreasScreen({ onClose }: { onClose?: () => void }) {
  const locks = useLocks();
  return (
    <Frame
      title="Member areas"
      titleId="member-areas-title"
      dialogClassName={app.wideDialog}
      layout="scroll"
      onClose={onClose}
    >
      <p className={app.dialogText}>
        Lock a page to the site’s members, to the members of paid plans, or to a password. Visitors without
        access see a lock screen and nothing of the page; locked pages are left out of search, the sitemap and
        feeds. Locking a collection’s page locks its posts too.
      </p>
      {locks.data && !locks.data.memberAccounts ? (
        <p className={styles.warning}>
          Member accounts are off, so visitors cannot sign in to open pages locked to members. Turn them on in
          Settings.
        </p>
      ) : null}
      {locks.isError ? <p role="alert">Unable to load the pages. Try again.</p> : null}
      {locks.isPending ? <p>Loading…</p> : null}
      {locks.data ? (
        <ul className={styles.list} aria-label="Pages">
          {locks.data.pages.map((page) => (
            <PageLockForm key={page.pageId} page={page} plans={locks.data.plans} />
          ))}
        </ul>
      ) : null}
    </Frame>
  );
}
