// Issue 20 (SHOP-026/027, decision 063): a product's subscription plan in the product editor.
// Saved on its own (a product is saved first): the plan lives in the subscriptions module.
import { recurringPricePhrase } from '@folio/core/recurring-price';
import { useEffect, useState } from 'react';
import app from '../../../app/app.module.css';
import { messageOf } from '../api/store.ts';
import {
  type BillingUnit,
  MAX_BILLING_CYCLES,
  MAX_PERIOD,
  type Plan,
  usePlans,
  useSavePlan,
} from '../api/subscriptions.ts';
import styles from './store.module.css';

const UNIT_WORDS: Record<BillingUnit, string> = { WEEK: 'weeks', MONTH: 'months', YEAR: 'years' };

/** The plan's fields, or the sentence that says what is wrong. */
export function planProblem(value: string, unit: BillingUnit, cycles: string): string | null {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_PERIOD[unit])
    return `Bill every 1 to ${MAX_PERIOD[unit]} ${UNIT_WORDS[unit]}.`;
  if (cycles.trim() !== '') {
    const c = Number(cycles);
    if (!Number.isInteger(c) || c < 0 || c > MAX_BILLING_CYCLES)
      return `The number of payments is 0 to ${MAX_BILLING_CYCLES} (empty or 0: until cancelled).`;
  }
  return null;
}

export function PlanSection({ productId, price }: { productId: string | null; price: string }) {
  const plans = usePlans(productId !== null);
  const save = useSavePlan();
  const current = productId ? (plans.data?.get(productId) ?? null) : null;
  const [isOn, setIsOn] = useState(false);
  const [value, setValue] = useState('1');
  const [unit, setUnit] = useState<BillingUnit>('MONTH');
  const [cycles, setCycles] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setIsOn(current !== null);
    if (current) {
      setValue(String(current.billingPeriodValue));
      setUnit(current.billingPeriodUnit);
      setCycles(current.numBillingCycles ? String(current.numBillingCycles) : '');
    }
  }, [current]);

  const problem = isOn ? planProblem(value, unit, cycles) : null;
  const plan: Plan | null =
    isOn && !problem
      ? { billingPeriodValue: Number(value), billingPeriodUnit: unit, numBillingCycles: Number(cycles || 0) }
      : null;

  async function onSave() {
    if (!productId || problem) return;
    setError(null);
    try {
      await save.mutateAsync({ productId, plan });
      setNotice(plan ? 'The subscription plan is saved.' : 'This product is sold once again.');
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Subscription</legend>
      {productId === null ? (
        <p className={styles.hint}>Save the product first; then it can be sold by subscription.</p>
      ) : (
        <>
          <label className={styles.check}>
            <input type="checkbox" checked={isOn} onChange={(e) => setIsOn(e.target.checked)} />
            Sell as a subscription (charged every period until cancelled or for a number of payments)
          </label>
          {isOn ? (
            <div className={styles.planRow}>
              <div>
                <label className={app.label} htmlFor="plan-value">
                  Bill every
                </label>
                <input
                  id="plan-value"
                  className={app.input}
                  inputMode="numeric"
                  value={value}
                  aria-invalid={problem?.startsWith('Bill') ? true : undefined}
                  aria-describedby="plan-problem"
                  onChange={(e) => setValue(e.target.value)}
                />
              </div>
              <div>
                <label className={app.label} htmlFor="plan-unit">
                  Period
                </label>
                <select
                  id="plan-unit"
                  className={`${app.input} ${app.select}`}
                  value={unit}
                  onChange={(e) => setUnit(e.target.value as BillingUnit)}
                >
                  <option value="WEEK">Weeks</option>
                  <option value="MONTH">Months</option>
                  <option value="YEAR">Years</option>
                </select>
              </div>
              <div>
                <label className={app.label} htmlFor="plan-cycles">
                  Number of payments
                </label>
                <input
                  id="plan-cycles"
                  className={app.input}
                  inputMode="numeric"
                  placeholder="Until cancelled"
                  value={cycles}
                  aria-describedby="plan-problem"
                  onChange={(e) => setCycles(e.target.value)}
                />
              </div>
            </div>
          ) : null}
          <p
            id="plan-problem"
            className={problem ? app.error : styles.hint}
            role={problem ? 'alert' : undefined}
          >
            {problem ??
              (plan
                ? `Shown as “${recurringPricePhrase({ price, ...plan })}”.`
                : 'Sold once, like any product.')}
          </p>
          <button
            type="button"
            className={app.secondarySmall}
            disabled={Boolean(problem) || save.isPending || plans.isLoading}
            onClick={onSave}
          >
            {save.isPending ? 'Saving…' : 'Save plan'}
          </button>
          {notice ? (
            <p role="status" className={styles.hint}>
              {notice}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className={app.error}>
              {error}
            </p>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
