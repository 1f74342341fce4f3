import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api-client.ts';
import styles from '../../../app/app.module.css';
import { Frame } from '../../../app/Frame.tsx';
import * as api from '../api/permissions.ts';

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to save. Try again.');

function RoleSelect(props: {
  label: string;
  value: number;
  roles: api.Access['roles'];
  disabled?: boolean;
  onChange: (role: number) => void;
}) {
  return (
    <select
      className={styles.select}
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(Number(e.target.value))}
    >
      {props.roles.map((r) => (
        <option key={r.role} value={r.role}>
          {r.label}
        </option>
      ))}
    </select>
  );
}

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Where a pending invitation stands: its emailed link works until a date, or no longer. */
function invitationStatus(i: api.Invitation): string {
  if (!i.sentAt || !i.expiresAt) return 'No link sent yet: send it again.';
  if (i.isExpired) return `The link expired on ${day.format(new Date(i.expiresAt))}.`;
  return `Emailed ${day.format(new Date(i.sentAt))}; the link works until ${day.format(new Date(i.expiresAt))}.`;
}

/** "Permissions": who can work on this site, invitations by email, role changes and removal. */
export function PermissionsDialog({ onClose }: { onClose?: () => void }) {
  const [access, setAccess] = useState<api.Access | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(4);
  const [isBusy, setIsBusy] = useState(false);

  const reload = useCallback(async () => setAccess(await api.fetchAccess()), []);

  useEffect(() => {
    reload().catch((e) => setError(messageOf(e)));
  }, [reload]);

  async function run(action: () => Promise<unknown>, done: string | (() => string)) {
    setIsBusy(true);
    setError(null);
    setNotice('');
    try {
      await action();
      await reload();
      setNotice(typeof done === 'function' ? done() : done);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setIsBusy(false);
    }
  }

  async function onInvite(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    let done = '';
    await run(
      async () => {
        const { invitation } = await api.invite(address, role);
        setEmail('');
        done =
          invitation.isEmailSent === false
            ? `${invitation.email}’s invitation now offers the role ${invitation.roleLabel}; the link sent a moment ago still works.`
            : `We emailed ${invitation.email} an invitation link. It works once, for 7 days, for that email address only.`;
      },
      () => done,
    );
  }

  return (
    <Frame
      title="Permissions"
      titleId="permissions-title"
      dialogClassName={styles.wideDialog}
      layout="scroll"
      onClose={onClose}
    >
      <p className={styles.dialogText}>People who can work on this site, and what each of them may do.</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {access === null && !error ? <p>Loading…</p> : null}
      {access ? (
        <>
          <table className={styles.table}>
            <caption className={styles.tableCaption}>Contributors</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {access.members.map((m) => (
                <tr key={m.accountId}>
                  <td>
                    {m.email}
                    {m.isYou ? (
                      <>
                        {' '}
                        <span className={styles.badge}>You</span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <RoleSelect
                      label={`Role of ${m.email}`}
                      value={m.role}
                      roles={access.roles}
                      disabled={isBusy}
                      onChange={(next) =>
                        run(() => api.changeMember(m.accountId, next), `${m.email}’s role is changed.`)
                      }
                    />
                  </td>
                  <td className={styles.cellActions}>
                    <button
                      type="button"
                      className={styles.secondarySmall}
                      disabled={isBusy}
                      onClick={() => {
                        if (window.confirm(`Remove ${m.email}’s access to this site?`))
                          run(() => api.removeMember(m.accountId), `${m.email} no longer has access.`);
                      }}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {access.invitations.length ? (
            <table className={styles.table}>
              <caption className={styles.tableCaption}>Pending invitations</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {access.invitations.map((i) => (
                  <tr key={i.id}>
                    <td>
                      {i.email}
                      <span className={styles.cellNote}>{invitationStatus(i)}</span>
                    </td>
                    <td>
                      <RoleSelect
                        label={`Role of invited ${i.email}`}
                        value={i.role}
                        roles={access.roles}
                        disabled={isBusy}
                        onChange={(next) =>
                          run(() => api.changeInvitation(i.id, next), `${i.email}’s invitation is changed.`)
                        }
                      />
                    </td>
                    <td className={styles.cellActions}>
                      <div className={styles.cellButtons}>
                        <button
                          type="button"
                          className={styles.secondarySmall}
                          disabled={isBusy}
                          aria-label={`Send the invitation to ${i.email} again`}
                          onClick={() =>
                            run(
                              () => api.resendInvitation(i.id),
                              `We emailed ${i.email} a new link. The earlier link no longer works.`,
                            )
                          }
                        >
                          Send again
                        </button>
                        <button
                          type="button"
                          className={styles.secondarySmall}
                          disabled={isBusy}
                          aria-label={`Revoke the invitation to ${i.email}`}
                          onClick={() =>
                            run(
                              () => api.cancelInvitation(i.id),
                              `The invitation to ${i.email} is revoked: its link no longer works.`,
                            )
                          }
                        >
                          Revoke
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <form className={styles.inviteForm} onSubmit={onInvite}>
            <h3 className={styles.subTitle}>Invite someone</h3>
            <div className={styles.inviteRow}>
              <label className={styles.label}>
                Email
                <input
                  className={styles.input}
                  type="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder="name@example.com"
                />
              </label>
              <div className={styles.label}>
                <span aria-hidden="true">Role</span>
                <RoleSelect label="Role" value={role} roles={access.roles} onChange={setRole} />
              </div>
              <button className={styles.primarySmall} type="submit" disabled={isBusy}>
                Invite
              </button>
            </div>
          </form>
        </>
      ) : null}
    </Frame>
  );
}
