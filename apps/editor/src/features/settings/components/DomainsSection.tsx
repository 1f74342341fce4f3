// Settings → Domains (issue 16 part 4): connect a domain the owner bought elsewhere, see the DNS
// records to set there, check them, choose the primary domain, remove one. Administrators only
// (the section is not shown to others, and the server refuses them). No <form>: it sits inside the
// settings form, so Enter in its field adds the domain instead of saving the settings.
import { type KeyboardEvent, useId, useState } from 'react';
import app from '../../../app/app.module.css';
import {
  type CheckView,
  type DomainView,
  useAddDomain,
  useCheckDomain,
  useDomains,
  useRemoveDomain,
  useSetPrimaryDomain,
} from '../api/domains.ts';
import { messageOf } from '../api/site-settings.ts';
import styles from './settings.module.css';

export function DomainsSection() {
  const query = useDomains();
  const add = useAddDomain();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const inputId = useId();

  const connect = async () => {
    setError(null);
    setNotice('');
    try {
      const before = new Set(query.data?.domains.map((d) => d.host));
      const view = await add.mutateAsync(host);
      const added = view.domains.find((d) => !before.has(d.host));
      setHost('');
      setNotice(`${added?.host ?? 'The domain'} is connected. Set its DNS records below at your registrar.`);
    } catch (e) {
      setError(messageOf(e).replace(/^host: /, 'The domain '));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void connect();
  };

  return (
    <section className={styles.section} aria-labelledby="settings-domains">
      <h3 id="settings-domains" className={styles.sectionTitle}>
        Domains
      </h3>
      <p className={styles.hint}>
        Your site is always at <strong>{query.data?.platformAddress ?? '…'}</strong>. To use a domain you own,
        connect it here, then set the DNS records shown for it at the company you bought it from.
      </p>
      <div className={styles.field}>
        <label className={app.label} htmlFor={inputId}>
          Domain
        </label>
        <div className={styles.domainAdd}>
          <input
            id={inputId}
            className={`${app.input} ${styles.full}`}
            value={host}
            placeholder="www.example.com"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-problem` : undefined}
            onChange={(event) => setHost(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={app.secondarySmall}
            disabled={add.isPending || !host.trim()}
            onClick={() => void connect()}
          >
            {add.isPending ? 'Connecting…' : 'Connect domain'}
          </button>
        </div>
        {error ? (
          <span id={`${inputId}-problem`} className={styles.problem} role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <p className={app.notice} role="status">
        {notice}
      </p>
      {query.error ? (
        <p role="alert" className={app.error}>
          {messageOf(query.error)}
        </p>
      ) : null}
      {query.data?.domains.length ? (
        <ul className={styles.domains} aria-label="Connected domains">
          {query.data.domains.map((domain) => (
            <DomainRow key={domain.host} domain={domain} onNotice={setNotice} />
          ))}
        </ul>
      ) : query.data ? (
        <p className={styles.hint}>No domains connected yet.</p>
      ) : null}
    </section>
  );
}

function DomainRow({ domain, onNotice }: { domain: DomainView; onNotice: (text: string) => void }) {
  const remove = useRemoveDomain();
  const primary = useSetPrimaryDomain();
  const check = useCheckDomain();
  const [result, setResult] = useState<CheckView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      onNotice(done);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const titleId = useId();

  return (
    <li className={styles.domain} aria-labelledby={titleId}>
      <div className={styles.domainHead}>
        <h4 id={titleId} className={styles.domainHost}>
          {domain.host}
        </h4>
        {domain.isPrimary ? <span className={styles.badge}>Primary</span> : null}
      </div>
      <table className={styles.records}>
        <caption>
          Set {domain.records.length === 1 ? 'this record' : 'these records'} in the DNS settings of{' '}
          <strong>{domain.zone}</strong> at your registrar:
        </caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {domain.records.map((record) => (
            <tr key={`${record.type} ${record.value}`}>
              <td>{record.type}</td>
              <td>
                <code>{record.name}</code>
              </td>
              <td>
                <code>{record.value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result ? (
        <p className={result.status === 'connected' ? styles.checkOk : styles.checkPending} role="status">
          {result.message}
        </p>
      ) : null}
      {error ? (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.domainActions}>
        <button
          type="button"
          className={app.secondarySmall}
          disabled={check.isPending}
          onClick={() => void run(async () => setResult(await check.mutateAsync(domain.host)), '')}
        >
          {check.isPending ? 'Checking…' : 'Check DNS'}
        </button>
        <button
          type="button"
          className={app.secondarySmall}
          disabled={primary.isPending}
          onClick={() =>
            void run(
              () => primary.mutateAsync(domain.isPrimary ? null : domain.host),
              domain.isPrimary
                ? `Visitors are no longer sent to ${domain.host}.`
                : `${domain.host} is the primary domain: visitors on the site’s other addresses are sent there.`,
            )
          }
        >
          {domain.isPrimary ? 'Stop using as primary' : 'Make primary'}
        </button>
        <button
          type="button"
          className={app.secondarySmall}
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Remove ${domain.host}? The site stops answering on it.`)) return;
            void run(() => remove.mutateAsync(domain.host), `${domain.host} is removed.`);
          }}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
