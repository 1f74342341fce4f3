import { formatMoney } from '@folio/core/money';
import type { CouponView } from '@folio/core/store-api';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import app from '../../../app/app.module.css';
import { useDeleteCoupon, useSaveCoupon } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import { problemAt } from '../form-resolver.ts';
import {
  type CouponBody,
  type CouponDraft,
  couponDraftOf,
  couponResolver,
  lastDayOf,
} from '../settings-form.ts';
import { focusFirstProblem } from './FieldProblem.tsx';
import { ErrorAlert, Notice, RowButton, SelectField, StoreTable, TextField } from './parts.tsx';
import styles from './store.module.css';

const dayWords = (iso: string) =>
  new Date(`${lastDayOf(iso)}T12:00:00`).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Discount codes: a list with what each gives and how often it was used, and a form to add or edit one. */
export function CouponsSection({ coupons, currencyCode }: { coupons: CouponView[]; currencyCode: string }) {
  // The coupon being edited (null: a new one), or undefined when the form is closed.
  const [editing, setEditing] = useState<CouponView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const save = useSaveCoupon();
  const removal = useDeleteCoupon();
  const money = (cents: number) => formatMoney(cents, currencyCode);
  const resolver = useMemo(() => couponResolver(currencyCode), [currencyCode]);
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<
    CouponDraft,
    unknown,
    CouponBody
  >({
    defaultValues: couponDraftOf(null, currencyCode),
    resolver,
    shouldFocusError: false,
  });
  const form = useRef<HTMLFormElement>(null);
  const kind = watch('kind');
  const problem = (key: string) => problemAt(formState.errors, key);

  function open(coupon: CouponView | null) {
    reset(couponDraftOf(coupon, currencyCode));
    setEditing(coupon);
    setError(null);
    setNotice('');
  }

  const onValid = async (body: CouponBody) => {
    setError(null);
    try {
      await save.mutateAsync({ couponId: editing?.id, body });
      setNotice(`${body.code} is saved.`);
      setEditing(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  async function remove(coupon: CouponView) {
    if (!window.confirm(`Delete the code ${coupon.code}? Customers can no longer use it.`)) return;
    setError(null);
    try {
      await removal.mutateAsync(coupon);
      setNotice(`${coupon.code} was deleted.`);
      if (editing?.id === coupon.id) setEditing(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="coupons-title">
      <div className={styles.toolbar}>
        <h3 id="coupons-title" className={styles.sectionTitle}>
          Coupons
        </h3>
        {editing !== undefined ? null : (
          <button className={app.secondarySmall} type="button" onClick={() => open(null)}>
            Add coupon
          </button>
        )}
      </div>
      <ErrorAlert text={error} />
      <Notice text={notice} />
      {editing !== undefined ? (
        <form
          ref={form}
          className={styles.card}
          onSubmit={handleSubmit(onValid, () => {
            if (form.current) focusFirstProblem(form.current);
          })}
          noValidate
          aria-label={editing ? `Edit ${watch('code')}` : 'New coupon'}
        >
          <div className={styles.cardGrid}>
            <TextField
              id="coupon-code"
              label="Code"
              className={`${app.input} ${styles.mono}`}
              placeholder="SPRING10"
              problem={problem('code')}
              {...register('code')}
            />
            <SelectField
              id="coupon-kind"
              label="Discount"
              {...register('kind', { onChange: () => setValue('amount', '') })}
            >
              <option value="percentage">Percentage off</option>
              <option value="fixed">Fixed amount off</option>
            </SelectField>
            <TextField
              id="coupon-amount"
              label={kind === 'percentage' ? 'Percent off (%)' : `Amount off (${currencyCode})`}
              inputMode={kind === 'percentage' ? 'numeric' : 'decimal'}
              placeholder={kind === 'percentage' ? '10' : '5.00'}
              problem={problem('amount')}
              {...register('amount')}
            />
            <TextField
              id="coupon-minimum"
              label={<>Minimum order ({currencyCode})</>}
              inputMode="decimal"
              placeholder="None"
              problem={problem('minimum')}
              {...register('minimum')}
            />
            <TextField
              id="coupon-last-day"
              label="Last day it works"
              type="date"
              problem={problem('lastDay')}
              {...register('lastDay')}
            />
            <TextField
              id="coupon-limit"
              label="Usage limit"
              inputMode="numeric"
              placeholder="No limit"
              problem={problem('usageLimit')}
              {...register('usageLimit')}
            />
          </div>
          <div className={styles.formButtons}>
            <button className={app.secondarySmall} type="button" onClick={() => setEditing(undefined)}>
              Cancel
            </button>
            <button className={app.primarySmall} type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : editing ? 'Save coupon' : 'Add coupon'}
            </button>
          </div>
        </form>
      ) : null}
      {coupons.length ? (
        <StoreTable columns={['Code', 'Discount', 'Minimum', 'Last day', 'Used']}>
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
                    <RowButton label={`Edit ${c.code}`} onClick={() => open(c)}>
                      Edit
                    </RowButton>
                    <RowButton label={`Delete ${c.code}`} onClick={() => void remove(c)}>
                      Delete
                    </RowButton>
                  </span>
                </td>
              </tr>
            );
          })}
        </StoreTable>
      ) : editing !== undefined ? null : (
        <p className={app.dialogText}>No coupons yet. Customers enter a code in the cart for a discount.</p>
      )}
    </section>
  );
}
