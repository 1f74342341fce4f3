import { CURRENCIES } from '@folio/core/money';
import { measurementUnits } from '@folio/core/site-settings';
import { type StoreSettingsView, TEST_CARDS } from '@folio/core/store-api';
import { type FormEvent, useState } from 'react';
import app from '../../../app/app.module.css';
import { messageOf, saveStoreSettings } from '../api/store.ts';
import {
  type FormProblems,
  newShippingDraft,
  newTaxDraft,
  type SettingsDraft,
  type ShippingDraft,
  settingsBodyFromDraft,
  settingsDraftOf,
  type TaxDraft,
} from '../settings-form.ts';
import { CouponsSection } from './CouponsSection.tsx';
import { FieldProblem, focusFirstProblem } from './FieldProblem.tsx';
import styles from './store.module.css';

const cardSpaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Store settings: currency and units, checkout minimum, instalments, shipping, tax; then coupons. */
export function SettingsTab({
  view,
  onSaved,
}: {
  view: StoreSettingsView;
  onSaved: (view: StoreSettingsView) => void;
}) {
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(view));
  const [problems, setProblems] = useState<FormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const currency = draft.storeCurrency;
  const weightUnit = measurementUnits(draft.measurementSystem).weight;
  const weightUnitOne = weightUnit === 'lbs' ? 'lb' : 'kg';

  const update = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const updateShipping = (index: number, patch: Partial<ShippingDraft>) =>
    setDraft((d) => ({
      ...d,
      shippingOptions: d.shippingOptions.map((o, i) => (i === index ? { ...o, ...patch } : o)),
    }));
  const updateTax = (index: number, patch: Partial<TaxDraft>) =>
    setDraft((d) => ({ ...d, taxRules: d.taxRules.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));

  const problemId = (key: string) =>
    problems[key] ? `settings-problem-${key.replaceAll('.', '-')}` : undefined;
  const invalid = (key: string) => ({
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problemId(key),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const { body, problems: found } = settingsBodyFromDraft(draft);
    setProblems(found);
    if (!body) {
      setError('Some fields need attention before saving.');
      focusFirstProblem(event.currentTarget as HTMLFormElement);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const saved = await saveStoreSettings(body);
      const next = { ...view, ...saved };
      onSaved(next);
      setDraft(settingsDraftOf(next));
      setNotice('Store settings saved.');
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={save} noValidate aria-label="Store settings">
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Store</legend>
          <div className={styles.grid3}>
            <div>
              <label className={app.label} htmlFor="store-currency">
                Currency
              </label>
              <select
                id="store-currency"
                className={`${app.select} ${styles.fullWidth}`}
                value={currency}
                onChange={(e) => update({ storeCurrency: e.target.value })}
              >
                {[...CURRENCIES.values()].map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.code} — {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className={app.label} htmlFor="store-measurement">
                Measurement system
              </label>
              <select
                id="store-measurement"
                className={`${app.select} ${styles.fullWidth}`}
                value={draft.measurementSystem}
                onChange={(e) =>
                  update({ measurementSystem: e.target.value as SettingsDraft['measurementSystem'] })
                }
              >
                <option value="IMPERIAL">Imperial (lbs, inch)</option>
                <option value="METRIC">Metric (kg, cm)</option>
              </select>
            </div>
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
            <div>
              <label className={app.label} htmlFor="store-minimum">
                Checkout minimum ({currency})
              </label>
              <input
                id="store-minimum"
                className={app.input}
                inputMode="decimal"
                placeholder="No minimum"
                value={draft.checkoutMinimum}
                onChange={(e) => update({ checkoutMinimum: e.target.value })}
                {...invalid('checkoutMinimum')}
              />
              <FieldProblem id={problemId('checkoutMinimum')} text={problems.checkoutMinimum} />
            </div>
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.instalmentsEnabled}
              onChange={(e) => update({ instalmentsEnabled: e.target.checked })}
            />
            Show an interest-free instalments note in the cart
          </label>
          {draft.instalmentsEnabled ? (
            <div className={styles.grid3}>
              <div>
                <label className={app.label} htmlFor="store-instalments-over">
                  For orders over ({currency})
                </label>
                <input
                  id="store-instalments-over"
                  className={app.input}
                  inputMode="decimal"
                  placeholder="0.00"
                  value={draft.instalmentsOver}
                  onChange={(e) => update({ instalmentsOver: e.target.value })}
                  {...invalid('instalmentsOver')}
                />
                <FieldProblem id={problemId('instalmentsOver')} text={problems.instalmentsOver} />
              </div>
              <div>
                <label className={app.label} htmlFor="store-instalments-up-to">
                  Up to ({currency})
                </label>
                <input
                  id="store-instalments-up-to"
                  className={app.input}
                  inputMode="decimal"
                  value={draft.instalmentsUpTo}
                  onChange={(e) => update({ instalmentsUpTo: e.target.value })}
                  {...invalid('instalmentsUpTo')}
                />
                <FieldProblem id={problemId('instalmentsUpTo')} text={problems.instalmentsUpTo} />
              </div>
            </div>
          ) : null}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Shipping options</legend>
          <p className={styles.hint}>
            Offered at checkout for physical products. Leave countries empty to ship everywhere.
          </p>
          {draft.shippingOptions.map((o, i) => {
            const at = (field: string) => `shipping.${i}.${field}`;
            const label = o.name || `option ${i + 1}`;
            return (
              <div key={o.key} className={styles.card}>
                <div className={styles.cardGrid}>
                  <div>
                    <label className={app.label} htmlFor={`shipping-name-${i}`}>
                      Name
                    </label>
                    <input
                      id={`shipping-name-${i}`}
                      className={app.input}
                      placeholder="Standard"
                      value={o.name}
                      onChange={(e) => updateShipping(i, { name: e.target.value })}
                      {...invalid(at('name'))}
                    />
                    <FieldProblem id={problemId(at('name'))} text={problems[at('name')]} />
                  </div>
                  <div>
                    <label className={app.label} htmlFor={`shipping-kind-${i}`}>
                      Cost
                    </label>
                    <select
                      id={`shipping-kind-${i}`}
                      className={`${app.select} ${styles.fullWidth}`}
                      value={o.kind}
                      onChange={(e) => updateShipping(i, { kind: e.target.value as ShippingDraft['kind'] })}
                    >
                      <option value="flat">Flat rate</option>
                      <option value="weight">By weight</option>
                    </select>
                  </div>
                  <div>
                    <label className={app.label} htmlFor={`shipping-flat-${i}`}>
                      {o.kind === 'flat' ? 'Cost' : 'Base cost'} ({currency})
                    </label>
                    <input
                      id={`shipping-flat-${i}`}
                      className={app.input}
                      inputMode="decimal"
                      placeholder="0.00"
                      value={o.flatCost}
                      onChange={(e) => updateShipping(i, { flatCost: e.target.value })}
                      {...invalid(at('flatCost'))}
                    />
                    <FieldProblem id={problemId(at('flatCost'))} text={problems[at('flatCost')]} />
                  </div>
                  {o.kind === 'weight' ? (
                    <div>
                      <label className={app.label} htmlFor={`shipping-per-unit-${i}`}>
                        Per {weightUnitOne} ({currency})
                      </label>
                      <input
                        id={`shipping-per-unit-${i}`}
                        className={app.input}
                        inputMode="decimal"
                        placeholder="0.00"
                        value={o.perUnitCost}
                        onChange={(e) => updateShipping(i, { perUnitCost: e.target.value })}
                        {...invalid(at('perUnitCost'))}
                      />
                      <FieldProblem id={problemId(at('perUnitCost'))} text={problems[at('perUnitCost')]} />
                    </div>
                  ) : null}
                  <div>
                    <label className={app.label} htmlFor={`shipping-countries-${i}`}>
                      Countries
                    </label>
                    <input
                      id={`shipping-countries-${i}`}
                      className={app.input}
                      placeholder="Everywhere, or US, CA"
                      value={o.countries}
                      onChange={(e) => updateShipping(i, { countries: e.target.value })}
                      {...invalid(at('countries'))}
                    />
                    <FieldProblem id={problemId(at('countries'))} text={problems[at('countries')]} />
                  </div>
                </div>
                <button
                  className={`${app.secondarySmall} ${styles.cardRemove}`}
                  type="button"
                  aria-label={`Remove shipping ${label}`}
                  onClick={() => {
                    update({ shippingOptions: draft.shippingOptions.filter((_, j) => j !== i) });
                    setProblems({});
                  }}
                >
                  Remove
                </button>
              </div>
            );
          })}
          <button
            className={app.secondarySmall}
            type="button"
            onClick={() => update({ shippingOptions: [...draft.shippingOptions, newShippingDraft()] })}
          >
            Add shipping option
          </button>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>Tax rules</legend>
          <p className={styles.hint}>
            Applied by the shipping address. Leave the region empty for the whole country.
          </p>
          {draft.taxRules.map((r, i) => {
            const at = (field: string) => `tax.${i}.${field}`;
            const label = r.name || `rule ${i + 1}`;
            return (
              <div key={r.key} className={styles.card}>
                <div className={styles.cardGrid}>
                  <div>
                    <label className={app.label} htmlFor={`tax-name-${i}`}>
                      Name
                    </label>
                    <input
                      id={`tax-name-${i}`}
                      className={app.input}
                      placeholder="Sales tax"
                      value={r.name}
                      onChange={(e) => updateTax(i, { name: e.target.value })}
                      {...invalid(at('name'))}
                    />
                    <FieldProblem id={problemId(at('name'))} text={problems[at('name')]} />
                  </div>
                  <div>
                    <label className={app.label} htmlFor={`tax-country-${i}`}>
                      Country
                    </label>
                    <input
                      id={`tax-country-${i}`}
                      className={app.input}
                      placeholder="US"
                      maxLength={2}
                      value={r.country}
                      onChange={(e) => updateTax(i, { country: e.target.value })}
                      {...invalid(at('country'))}
                    />
                    <FieldProblem id={problemId(at('country'))} text={problems[at('country')]} />
                  </div>
                  <div>
                    <label className={app.label} htmlFor={`tax-region-${i}`}>
                      Region (optional)
                    </label>
                    <input
                      id={`tax-region-${i}`}
                      className={app.input}
                      placeholder="TX"
                      value={r.region}
                      onChange={(e) => updateTax(i, { region: e.target.value })}
                    />
                  </div>
                  <div>
                    <label className={app.label} htmlFor={`tax-rate-${i}`}>
                      Rate (%)
                    </label>
                    <input
                      id={`tax-rate-${i}`}
                      className={app.input}
                      inputMode="decimal"
                      placeholder="8.25"
                      value={r.rate}
                      onChange={(e) => updateTax(i, { rate: e.target.value })}
                      {...invalid(at('rate'))}
                    />
                    <FieldProblem id={problemId(at('rate'))} text={problems[at('rate')]} />
                  </div>
                  <label className={`${styles.check} ${styles.alignEnd}`}>
                    <input
                      type="checkbox"
                      checked={r.appliesToShipping}
                      onChange={(e) => updateTax(i, { appliesToShipping: e.target.checked })}
                    />
                    Also on shipping
                  </label>
                </div>
                <button
                  className={`${app.secondarySmall} ${styles.cardRemove}`}
                  type="button"
                  aria-label={`Remove tax ${label}`}
                  onClick={() => {
                    update({ taxRules: draft.taxRules.filter((_, j) => j !== i) });
                    setProblems({});
                  }}
                >
                  Remove
                </button>
              </div>
            );
          })}
          <button
            className={app.secondarySmall}
            type="button"
            onClick={() => update({ taxRules: [...draft.taxRules, newTaxDraft()] })}
          >
            Add tax rule
          </button>
        </fieldset>

        {error ? (
          <p role="alert" className={app.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <p className={app.notice} role="status">
            {notice}
          </p>
          <button className={app.primarySmall} type="submit" disabled={isBusy}>
            {isBusy ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
      <CouponsSection
        coupons={view.coupons}
        currencyCode={view.storeCurrency}
        onChange={(coupons) => onSaved({ ...view, coupons })}
      />
    </>
  );
}
