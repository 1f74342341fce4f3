import { formatMoney } from '@folio/core/money';
import type { CouponView } from '@folio/core/store-api';
import { type FormEvent, useState } from 'react';
import app from '../../../app/app.module.css';
import { createCoupon, deleteCoupon, messageOf, updateCoupon } from '../api/store.ts';
import {
  type CouponDraft,
  couponBodyFromDraft,
  couponDraftOf,
  type FormProblems,
  lastDayOf,
} from '../settings-form.ts';
import { FieldProblem, focusFirstProblem } from './FieldProblem.tsx';
import styles from './store.module.css';

const dayWords = (iso: string) =>
  new Date(`${lastDayOf(iso)}T12:00:00`).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Discount codes: a list with what each gives and how often it was used, and a form to add or edit one. */
export function CouponsSection({
  coupons,
  currencyCode,
  onChange,
}: {
  coupons: CouponView[];
  currencyCode: string;
  onChange: (coupons: CouponView[]) => void;
}) {
  const [editing, setEditing] = useState<CouponDraft | null>(null);
  const [problems, setProblems] = useState<FormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const money = (cents: number) => formatMoney(cents, currencyCode);

  function open(coupon: CouponView | null) {
    setEditing(couponDraftOf(coupon, currencyCode));
    setProblems({});
    setError(null);
    setNotice('');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { body, problems: found } = couponBodyFromDraft(editing, currencyCode);
    setProblems(found);
    if (!body) {
      focusFirstProblem(event.currentTarget as HTMLFormElement);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      if (editing.id) {
        const saved = await updateCoupon(editing.id, body);
        onChange(coupons.map((c) => (c.id === saved.id ? saved : c)));
      } else {
        onChange([...coupons, await createCoupon(body)]);
      }
      setNotice(`${body.code} is saved.`);
      setEditing(null);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setIsBusy(false);
    }
  }

  async function remove(coupon: CouponView) {
    if (!window.confirm(`Delete the code ${coupon.code}? Customers can no longer use it.`)) return;
    setError(null);
    try {
      await deleteCoupon(coupon.id);
      onChange(coupons.filter((c) => c.id !== coupon.id));
      setNotice(`${coupon.code} was deleted.`);
      if (editing?.id === coupon.id) setEditing(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const problemId = (key: string) => (problems[key] ? `coupon-problem-${key}` : undefined);
  const invalid = (key: string) => ({
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problemId(key),
  });

  return (
    <section className={styles.section} aria-labelledby="coupons-title">
      <div className={styles.toolbar}>
        <h3 id="coupons-title" className={styles.sectionTitle}>
          Coupons
        </h3>
        {editing ? null : (
          <button className={app.secondarySmall} type="button" onClick={() => open(null)}>
            Add coupon
          </button>
        )}
      </div>
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      <p className={app.notice} role="status">
        {notice}
      </p>
      {editing ? (
        <form
          className={styles.card}
          onSubmit={save}
          noValidate
          aria-label={editing.id ? `Edit ${editing.code}` : 'New coupon'}
        >
          <div className={styles.cardGrid}>
            <div>
              <label className={app.label} htmlFor="coupon-code">
                Code
              </label>
              <input
                id="coupon-code"
                className={`${app.input} ${styles.mono}`}
                placeholder="SPRING10"
                value={editing.code}
                onChange={(e) => setEditing({ ...editing, code: e.target.value })}
                {...invalid('code')}
              />
              <FieldProblem id={problemId('code')} text={problems.code} />
            </div>
            <div>
              <label className={app.label} htmlFor="coupon-kind">
                Discount
              </label>
              <select
                id="coupon-kind"
                className={`${app.select} ${styles.fullWidth}`}
                value={editing.kind}
                onChange={(e) =>
                  setEditing({ ...editing, kind: e.target.value as CouponDraft['kind'], amount: '' })
                }
              >
                <option value="percentage">Percentage off</option>
                <option value="fixed">Fixed amount off</option>
              </select>
            </div>
            <div>
              <label className={app.label} htmlFor="coupon-amount">
                {editing.kind === 'percentage' ? 'Percent off (%)' : `Amount off (${currencyCode})`}
              </label>
              <input
                id="coupon-amount"
                className={app.input}
                inputMode={editing.kind === 'percentage' ? 'numeric' : 'decimal'}
                placeholder={editing.kind === 'percentage' ? '10' : '5.00'}
                value={editing.amount}
                onChange={(e) => setEditing({ ...editing, amount: e.target.value })}
                {...invalid('amount')}
              />
              <FieldProblem id={problemId('amount')} text={problems.amount} />
            </div>
            <div>
              <label className={app.label} htmlFor="coupon-minimum">
                Minimum order ({currencyCode})
              </label>
              <input
                id="coupon-minimum"
                className={app.input}
                inputMode="decimal"
                placeholder="None"
                value={editing.minimum}
                onChange={(e) => setEditing({ ...editing, minimum: e.target.value })}
                {...invalid('minimum')}
              />
              <FieldProblem id={problemId('minimum')} text={problems.minimum} />
            </div>
            <div>
              <label className={app.label} htmlFor="coupon-last-day">
                Last day it works
              </label>
              <input
                id="coupon-last-day"
                className={app.input}
                type="date"
                value={editing.lastDay}
                onChange={(e) => setEditing({ ...editing, lastDay: e.target.value })}
                {...invalid('lastDay')}
              />
              <FieldProblem id={problemId('lastDay')} text={problems.lastDay} />
            </div>
            <div>
              <label className={app.label} htmlFor="coupon-limit">
                Usage limit
              </label>
              <input
                id="coupon-limit"
                className={app.input}
                inputMode="numeric"
                placeholder="No limit"
                value={editing.usageLimit}
                onChange={(e) => setEditing({ ...editing, usageLimit: e.target.value })}
                {...invalid('usageLimit')}
              />
              <FieldProblem id={problemId('usageLimit')} text={problems.usageLimit} />
            </div>
          </div>
          <div className={styles.formButtons}>
            <button className={app.secondarySmall} type="button" onClick={() => setEditing(null)}>
              Cancel
            </button>
            <button className={app.primarySmall} type="submit" disabled={isBusy}>
              {isBusy ? 'Saving…' : editing.id ? 'Save coupon' : 'Add coupon'}
            </button>
          </div>
        </form>
      ) : null}
      {coupons.length ? (
        <table className={app.table}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Minimum</th>
              <th scope="col">Last day</th>
              <th scope="col">Used</th>
              <th scope="col">
                <span className={app.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((c) => {
              const isExpired = c.expiresAt !== null && new Date(c.expiresAt).getTime() <= Date.now();
              return (
                <tr key={c.id}>
                  <td className={`${styles.mono} ${styles.strong}`}>{c.code}</td>
                  <td>{c.kind === 'percentage' ? `${c.amount} % off` : `${money(c.amount)} off`}</td>
                  <td>{c.minimumCents ? money(c.minimumCents) : '—'}</td>
                  <td className={isExpired ? styles.soldOut : undefined}>
                    {c.expiresAt ? `${dayWords(c.expiresAt)}${isExpired ? ' (expired)' : ''}` : 'No end'}
                  </td>
                  <td>
                    {c.timesUsed}
                    {c.usageLimit !== null ? ` of ${c.usageLimit}` : ''}
                  </td>
                  <td className={app.cellActions}>
                    <span className={styles.rowButtons}>
                      <button
                        className={app.secondarySmall}
                        type="button"
                        aria-label={`Edit ${c.code}`}
                        onClick={() => open(c)}
                      >
                        Edit
                      </button>
                      <button
                        className={app.secondarySmall}
                        type="button"
                        aria-label={`Delete ${c.code}`}
                        onClick={() => void remove(c)}
                      >
                        Delete
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : editing ? null : (
        <p className={app.dialogText}>No coupons yet. Customers enter a code in the cart for a discount.</p>
      )}
    </section>
  );
}
