import { CURRENCIES } from '@folio/core/money';
import { measurementUnits } from '@folio/core/site-settings';
import { type StoreSettingsView, TEST_CARDS } from '@folio/core/store-api';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import app from '../../../app/app.module.css';
import { useSaveSettings } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import { problemAt } from '../form-resolver.ts';
import {
  newShippingDraft,
  newTaxDraft,
  type SettingsBody,
  type SettingsDraft,
  settingsDraftOf,
  settingsResolver,
} from '../settings-form.ts';
import { CouponsSection } from './CouponsSection.tsx';
import { focusFirstProblem } from './FieldProblem.tsx';
import { ListEditor } from './ListEditor.tsx';
import { ErrorAlert, Notice, SelectField, TextField } from './parts.tsx';
import styles from './store.module.css';

const cardSpaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Store settings: currency and units, checkout minimum, instalments, shipping, tax; then coupons. */
export function SettingsTab({ view }: { view: StoreSettingsView }) {
  const form = useRef<HTMLFormElement>(null);
  const { register, control, watch, handleSubmit, reset, clearErrors, formState } = useForm<
    SettingsDraft,
    unknown,
    SettingsBody
  >({ defaultValues: settingsDraftOf(view), resolver: settingsResolver, shouldFocusError: false });
  const shipping = useFieldArray({ control, name: 'shippingOptions', keyName: 'fieldKey' });
  const tax = useFieldArray({ control, name: 'taxRules', keyName: 'fieldKey' });
  const save = useSaveSettings();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const draft = watch();
  const currency = draft.storeCurrency;
  const weightUnit = measurementUnits(draft.measurementSystem).weight;
  const weightUnitOne = weightUnit === 'lbs' ? 'lb' : 'kg';
  const problem = (key: string) => problemAt(formState.errors, key);

  const onValid = async (body: SettingsBody) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(body);
      reset(settingsDraftOf({ ...view, ...saved }));
      setNotice('Store settings saved.');
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const onInvalid = () => {
    setError(problem('form') ?? 'Some fields need attention before saving.');
    if (form.current) focusFirstProblem(form.current);
  };

  return (
    <>
      <form
        ref={form}
        onSubmit={(event) => {
          setNotice('');
          void handleSubmit(onValid, onInvalid)(event);
        }}
        noValidate
        aria-label="Store settings"
      >
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Store</legend>
          <div className={styles.grid3}>
            <SelectField id="store-currency" label="Currency" {...register('storeCurrency')}>
              {[...CURRENCIES.values()].map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} — {c.name}
                </option>
              ))}
            </SelectField>
            <SelectField id="store-measurement" label="Measurement system" {...register('measurementSystem')}>
              <option value="IMPERIAL">Imperial (lbs, inch)</option>
              <option value="METRIC">Metric (kg, cm)</option>
            </SelectField>
            <div>
              <span className={app.label}>Payments</span>
              <p className={styles.sideText}>
                {view.paymentProvider === 'stripe' ? 'Stripe' : 'Test gateway: no real money moves.'}
              </p>
            </div>
          </div>
          {currency !== view.storeCurrency ? (
            <p className={styles.warning}>
              Prices are kept as numbers, not converted: check your products’ prices after changing the
              currency.
            </p>
          ) : null}
          {view.paymentProvider === 'test' ? (
            <p className={styles.hint}>
              Test cards: {cardSpaced(TEST_CARDS.success)} is paid, {cardSpaced(TEST_CARDS.declined)} is
              declined, {cardSpaced(TEST_CARDS.insufficientFunds)} has insufficient funds; any future expiry
              and CVC.
            </p>
          ) : null}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Checkout</legend>
          <div className={styles.grid3}>
            <TextField
              id="store-minimum"
              label={<>Checkout minimum ({currency})</>}
              inputMode="decimal"
              placeholder="No minimum"
              problem={problem('checkoutMinimum')}
              {...register('checkoutMinimum')}
            />
          </div>
          <label className={styles.check}>
            <input type="checkbox" {...register('instalmentsEnabled')} />
            Show an interest-free instalments note in the cart
          </label>
          {draft.instalmentsEnabled ? (
            <div className={styles.grid3}>
              <TextField
                id="store-instalments-over"
                label={<>For orders over ({currency})</>}
                inputMode="decimal"
                placeholder="0.00"
                problem={problem('instalmentsOver')}
                {...register('instalmentsOver')}
              />
              <TextField
                id="store-instalments-up-to"
                label={<>Up to ({currency})</>}
                inputMode="decimal"
                problem={problem('instalmentsUpTo')}
                {...register('instalmentsUpTo')}
              />
            </div>
          ) : null}
        </fieldset>

        <ListEditor
          legend="Shipping options"
          hint="Offered at checkout for physical products. Leave countries empty to ship everywhere."
          rows={shipping.fields}
          rowKey={(row) => row.key}
          removeLabel={(i) => `Remove shipping ${draft.shippingOptions[i]?.name || `option ${i + 1}`}`}
          onRemove={(i) => {
            shipping.remove(i);
            clearErrors();
          }}
          addLabel="Add shipping option"
          onAdd={() => shipping.append(newShippingDraft())}
        >
          {(_, i) => {
            const kind = draft.shippingOptions[i]?.kind;
            return (
              <>
                <TextField
                  id={`shipping-name-${i}`}
                  label="Name"
                  placeholder="Standard"
                  problem={problem(`shipping.${i}.name`)}
                  {...register(`shippingOptions.${i}.name`)}
                />
                <SelectField
                  id={`shipping-kind-${i}`}
                  label="Cost"
                  {...register(`shippingOptions.${i}.kind`)}
                >
                  <option value="flat">Flat rate</option>
                  <option value="weight">By weight</option>
                </SelectField>
                <TextField
                  id={`shipping-flat-${i}`}
                  label={
                    <>
                      {kind === 'weight' ? 'Base cost' : 'Cost'} ({currency})
                    </>
                  }
                  inputMode="decimal"
                  placeholder="0.00"
                  problem={problem(`shipping.${i}.flatCost`)}
                  {...register(`shippingOptions.${i}.flatCost`)}
                />
                {kind === 'weight' ? (
                  <TextField
                    id={`shipping-per-unit-${i}`}
                    label={
                      <>
                        Per {weightUnitOne} ({currency})
                      </>
                    }
                    inputMode="decimal"
                    placeholder="0.00"
                    problem={problem(`shipping.${i}.perUnitCost`)}
                    {...register(`shippingOptions.${i}.perUnitCost`)}
                  />
                ) : null}
                <TextField
                  id={`shipping-countries-${i}`}
                  label="Countries"
                  placeholder="Everywhere, or US, CA"
                  problem={problem(`shipping.${i}.countries`)}
                  {...register(`shippingOptions.${i}.countries`)}
                />
              </>
            );
          }}
        </ListEditor>

        <ListEditor
          legend="Tax rules"
          hint="Applied by the shipping address. Leave the region empty for the whole country."
          rows={tax.fields}
          rowKey={(row) => row.key}
          removeLabel={(i) => `Remove tax ${draft.taxRules[i]?.name || `rule ${i + 1}`}`}
          onRemove={(i) => {
            tax.remove(i);
            clearErrors();
          }}
          addLabel="Add tax rule"
          onAdd={() => tax.append(newTaxDraft())}
        >
          {(_, i) => (
            <>
              <TextField
                id={`tax-name-${i}`}
                label="Name"
                placeholder="Sales tax"
                problem={problem(`tax.${i}.name`)}
                {...register(`taxRules.${i}.name`)}
              />
              <TextField
                id={`tax-country-${i}`}
                label="Country"
                placeholder="US"
                maxLength={2}
                problem={problem(`tax.${i}.country`)}
                {...register(`taxRules.${i}.country`)}
              />
              <TextField
                id={`tax-region-${i}`}
                label="Region (optional)"
                placeholder="TX"
                problem={problem(`tax.${i}.region`)}
                {...register(`taxRules.${i}.region`)}
              />
              <TextField
                id={`tax-rate-${i}`}
                label="Rate (%)"
                inputMode="decimal"
                placeholder="8.25"
                problem={problem(`tax.${i}.rate`)}
                {...register(`taxRules.${i}.rate`)}
              />
              <label className={`${styles.check} ${styles.alignEnd}`}>
                <input type="checkbox" {...register(`taxRules.${i}.appliesToShipping`)} />
                Also on shipping
              </label>
            </>
          )}
        </ListEditor>

        <ErrorAlert text={error} />
        <div className={styles.actions}>
          <Notice text={notice} />
          <button className={app.primarySmall} type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
      <CouponsSection coupons={view.coupons} currencyCode={view.storeCurrency} />
    </>
  );
}
