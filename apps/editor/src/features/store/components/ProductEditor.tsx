import { MEDIA_TYPES } from '@folio/core/media-api';
import { formatMoney } from '@folio/core/money';
import { measurementUnits } from '@folio/core/site-settings';
import type { ProductInput, ProductView } from '@folio/core/store-api';
import { MAX_SKU_LENGTH } from '@folio/core/validation';
import { type InputHTMLAttributes, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import app from '../../../app/app.module.css';
import { useDeleteProduct, useSaveProduct } from '../api/queries.ts';
import { messageOf, uploadImage } from '../api/store.ts';
import { problemAt, problemsOf } from '../form-resolver.ts';
import {
  draftFromProduct,
  emptyProductDraft,
  MAX_IMAGES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  newKey,
  newVariantDraft,
  type ProductDraft,
  productResolver,
  type StoreUnits,
  splitValues,
} from '../product-form.ts';
import { DigitalFileField } from './DigitalFileField.tsx';
import { FieldProblem, focusFirstProblem } from './FieldProblem.tsx';
import { PlanSection } from './PlanSection.tsx';
import { ErrorAlert, Notice, problemAttributes, SelectField, TextField } from './parts.tsx';
import styles from './store.module.css';

/** One product's form: details, images, options and a row per variant. */
export function ProductEditor({
  product,
  units,
  onDirtyChange,
  onDone,
}: {
  product: ProductView | null;
  units: StoreUnits;
  onDirtyChange: (isDirty: boolean) => void;
  onDone: (message?: string) => void;
}) {
  const [saved, setSaved] = useState<ProductView | null>(product);
  const [initial] = useState<ProductDraft>(() =>
    product ? draftFromProduct(product, units) : emptyProductDraft(),
  );
  const resolver = useMemo(() => productResolver(units), [units]);
  const { register, control, watch, getValues, setValue, handleSubmit, reset, clearErrors, formState } =
    useForm<ProductDraft, unknown, ProductInput>({
      defaultValues: initial,
      resolver,
      shouldFocusError: false,
    });
  const options = useFieldArray({ control, name: 'options', keyName: 'fieldKey' });
  const variants = useFieldArray({ control, name: 'variants', keyName: 'fieldKey' });
  const saveProduct = useSaveProduct();
  const deleteProduct = useDeleteProduct();
  const form = useRef<HTMLFormElement>(null);
  const draft = watch();
  const savedJson = useRef(JSON.stringify(initial));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const isBusy = saveProduct.isPending || deleteProduct.isPending;
  const weightUnit = measurementUnits(units.measurementSystem).weight;
  const isDirty = JSON.stringify(draft) !== savedJson.current;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // An uploaded image joins the media library and its address joins the product's images.
  async function addUpload(file: File) {
    setIsUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadImage(file);
      setValue('images', [...getValues('images').filter((u) => u.trim() !== ''), uploaded.url]);
    } catch (error) {
      setUploadError(messageOf(error));
    } finally {
      setIsUploading(false);
    }
  }

  /** Each variant's values, one per option, changed alike when an option comes or goes. */
  function changeOptionValues(change: (values: string[]) => string[]) {
    for (const [i, v] of getValues('variants').entries())
      setValue(`variants.${i}.optionValues`, change(v.optionValues));
  }
  function addOption() {
    options.append({ key: newKey(), name: '', values: '' });
    changeOptionValues((values) => [...values, '']);
  }
  function removeOption(index: number) {
    options.remove(index);
    changeOptionValues((values) => values.filter((_, j) => j !== index));
    clearErrors();
  }
  function removeVariant(index: number) {
    variants.remove(index);
    clearErrors();
  }

  const onValid = async (input: ProductInput) => {
    setError(null);
    try {
      const next = await saveProduct.mutateAsync({ productId: saved?.id ?? null, input });
      const nextDraft = draftFromProduct(next, units);
      savedJson.current = JSON.stringify(nextDraft);
      setSaved(next);
      reset(nextDraft);
      setNotice(saved ? 'Product saved.' : 'Product created.');
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const onInvalid = (errors: FieldErrors<ProductDraft>) => {
    const count = Object.keys(problemsOf(errors)).length;
    setError(`${count === 1 ? 'One field needs' : `${count} fields need`} attention before saving.`);
    if (form.current) focusFirstProblem(form.current);
  };

  async function remove() {
    if (!saved) return onDone();
    if (!window.confirm(`Delete “${saved.title}”? Visitors can no longer buy it. This cannot be undone.`))
      return;
    try {
      await deleteProduct.mutateAsync(saved);
      onDone(`“${saved.title}” was deleted.`);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  function back() {
    if (isDirty && !window.confirm('This product has changes that are not saved. Leave it anyway?')) return;
    onDone(notice || undefined);
  }

  const isPhysical = draft.productType === 'physical';
  const isDigital = draft.productType === 'digital';
  const optionValuesOf = draft.options.map((o) => splitValues(o.values));
  const problem = (key: string) => problemAt(formState.errors, key);
  const problemId = (key: string) => (problem(key) ? `problem-${key.replaceAll('.', '-')}` : undefined);
  const invalid = (key: string) => problemAttributes(`problem-${key.replaceAll('.', '-')}`, problem(key));
  const showProblem = (key: string) => <FieldProblem id={problemId(key)} text={problem(key)} />;
  /** A variant's number box in its cell, with its problem under it. */
  const numberCell = (
    i: number,
    field: 'price' | 'salePrice' | 'qtyInStock' | 'weight',
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <td data-label={label}>
      <input
        className={`${app.input} ${field === 'qtyInStock' ? styles.stockInput : styles.numberInput}`}
        inputMode="decimal"
        {...input}
        {...register(`variants.${i}.${field}`)}
        {...(input.value === undefined ? {} : { value: input.value })}
        {...invalid(`variant.${i}.${field}`)}
      />
      {showProblem(`variant.${i}.${field}`)}
    </td>
  );

  return (
    <form
      ref={form}
      className={styles.editor}
      onSubmit={(event) => {
        setNotice('');
        void handleSubmit(onValid, onInvalid)(event);
      }}
      noValidate
      aria-labelledby="product-editor-title"
    >
      <div className={styles.toolbar}>
        <button className={app.secondarySmall} type="button" onClick={back}>
          ← Products
        </button>
        <h3 id="product-editor-title" className={styles.editorTitle}>
          {saved ? saved.title : 'New product'}
        </h3>
        {saved?.isVisible ? (
          <a className={styles.link} href={`${saved.url}?noredirect`} target="_blank" rel="noreferrer">
            View in shop
          </a>
        ) : (
          <span />
        )}
      </div>
      <ErrorAlert text={error} />
      <Notice text={notice} />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Details</legend>
        <div className={styles.grid2}>
          <TextField
            id="product-title"
            label="Title"
            problem={problem('title')}
            problemId="problem-title"
            {...register('title')}
          />
          <SelectField id="product-type" label="Type" {...register('productType')}>
            <option value="physical">Physical — shipped to the buyer</option>
            <option value="digital">Digital — a file to download</option>
            <option value="service">Service — nothing shipped</option>
          </SelectField>
        </div>
        <label className={app.label} htmlFor="product-description">
          Description
        </label>
        <textarea
          id="product-description"
          className={`${app.input} ${styles.textarea}`}
          rows={4}
          {...register('description')}
          {...invalid('description')}
        />
        {showProblem('description')}
        <label className={styles.check}>
          <input type="checkbox" {...register('isVisible')} />
          Visible in the shop
        </label>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Images</legend>
        <p className={styles.hint}>
          Upload images or paste their addresses (https://… or /s/…); the first one is shown in lists.
        </p>
        {draft.images.map((url, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: image rows are plain strings edited in place
          <div key={i} className={styles.listRow}>
            {/^(\/|https?:)/.test(url.trim()) ? (
              <img className={styles.thumb} src={url.trim()} alt="" />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <label className={app.visuallyHidden} htmlFor={`product-image-${i}`}>
              Image {i + 1} address
            </label>
            <input
              id={`product-image-${i}`}
              className={`${app.input} ${styles.grow}`}
              placeholder="/s/… or https://…"
              value={url}
              onChange={(e) => setValue(`images.${i}`, e.target.value)}
            />
            <button
              className={app.secondarySmall}
              type="button"
              aria-label={`Remove image ${i + 1}`}
              onClick={() =>
                setValue(
                  'images',
                  draft.images.filter((_, j) => j !== i),
                )
              }
            >
              Remove
            </button>
          </div>
        ))}
        {draft.images.length < MAX_IMAGES ? (
          <div className={styles.listRow}>
            <label className={app.secondarySmall}>
              {isUploading ? 'Uploading…' : 'Upload image'}
              <input
                type="file"
                accept={MEDIA_TYPES.join(',')}
                className={app.visuallyHidden}
                disabled={isUploading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void addUpload(file);
                }}
              />
            </label>
            <button
              className={app.secondarySmall}
              type="button"
              onClick={() => setValue('images', [...draft.images, ''])}
            >
              Add address
            </button>
          </div>
        ) : null}
        {showProblem('images')}
        <ErrorAlert text={uploadError} />
      </fieldset>

      <PlanSection productId={saved?.id ?? null} price={planPrice(saved, units.currencyCode)} />

      {isDigital ? (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>File</legend>
          <DigitalFileField
            product={saved}
            onUploaded={(next) => {
              setSaved(next);
              setNotice(`“${next.digitalFileName}” is the file buyers download.`);
            }}
          />
        </fieldset>
      ) : null}

      {isDigital && draft.options.length === 0 ? null : (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>Options</legend>
          <p className={styles.hint}>
            Like Size with the values S, M, L. Each variant below picks one value of each.
          </p>
          {options.fields.map((field, i) => (
            <div key={field.key}>
              <div className={styles.listRow}>
                <div className={styles.optionName}>
                  <label className={app.label} htmlFor={`option-name-${i}`}>
                    Option {i + 1} name
                  </label>
                  <input
                    id={`option-name-${i}`}
                    className={app.input}
                    placeholder="Size"
                    {...register(`options.${i}.name`)}
                    {...invalid(`option.${i}`)}
                  />
                </div>
                <div className={styles.grow}>
                  <label className={app.label} htmlFor={`option-values-${i}`}>
                    Values, separated by commas
                  </label>
                  <input
                    id={`option-values-${i}`}
                    className={app.input}
                    placeholder="S, M, L"
                    {...register(`options.${i}.values`)}
                    {...invalid(`option.${i}`)}
                  />
                </div>
                <button
                  className={`${app.secondarySmall} ${styles.alignEnd}`}
                  type="button"
                  aria-label={`Remove option ${draft.options[i]?.name || i + 1}`}
                  onClick={() => removeOption(i)}
                >
                  Remove
                </button>
              </div>
              {showProblem(`option.${i}`)}
            </div>
          ))}
          {showProblem('options')}
          {draft.options.length < MAX_OPTIONS ? (
            <button className={app.secondarySmall} type="button" onClick={addOption}>
              Add option
            </button>
          ) : null}
        </fieldset>
      )}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{isDigital ? 'Price and stock' : 'Variants'}</legend>
        {showProblem('variants')}
        <div className={styles.variantsScroll}>
          <table className={styles.variants}>
            <thead>
              <tr>
                {draft.options.map((o, j) => (
                  <th key={o.key} scope="col">
                    {o.name || `Option ${j + 1}`}
                  </th>
                ))}
                <th scope="col">SKU</th>
                <th scope="col">Price ({units.currencyCode})</th>
                <th scope="col">Sale price</th>
                <th scope="col">On sale</th>
                <th scope="col">Unlimited</th>
                <th scope="col">Stock</th>
                {isPhysical ? <th scope="col">Weight ({weightUnit})</th> : null}
                <th scope="col">
                  <span className={app.visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.fields.map((field, i) => {
                const v = draft.variants[i] ?? field;
                const name = `variant ${i + 1}`;
                const at = (field: string) => `variant.${i}.${field}`;
                return (
                  <tr key={field.key}>
                    {draft.options.map((o, j) => {
                      const values = optionValuesOf[j] ?? [];
                      const current = v.optionValues[j] ?? '';
                      return (
                        <td key={o.key} data-label={o.name || `Option ${j + 1}`}>
                          <select
                            className={app.select}
                            aria-label={`${o.name || `Option ${j + 1}`} of ${name}`}
                            value={current}
                            {...register(`variants.${i}.optionValues.${j}`)}
                            {...invalid(at(`option.${j}`))}
                          >
                            <option value="">Choose…</option>
                            {current && !values.includes(current) ? (
                              <option value={current}>{current}</option>
                            ) : null}
                            {values.map((value) => (
                              <option key={value} value={value}>
                                {value}
                              </option>
                            ))}
                          </select>
                          {showProblem(at(`option.${j}`))}
                        </td>
                      );
                    })}
                    <td data-label="SKU">
                      <input
                        className={`${app.input} ${styles.skuInput}`}
                        aria-label={`SKU of ${name}`}
                        maxLength={MAX_SKU_LENGTH}
                        placeholder={v.id ? '' : 'Made when saved'}
                        {...register(`variants.${i}.sku`)}
                        {...invalid(at('sku'))}
                      />
                      {showProblem(at('sku'))}
                      {showProblem(at('options'))}
                    </td>
                    {numberCell(i, 'price', `Price (${units.currencyCode})`, {
                      'aria-label': `Price of ${name}`,
                      placeholder: '0.00',
                    })}
                    {numberCell(i, 'salePrice', 'Sale price', { 'aria-label': `Sale price of ${name}` })}
                    <td data-label="On sale">
                      <input
                        type="checkbox"
                        aria-label={`${name} on sale`}
                        {...register(`variants.${i}.onSale`)}
                      />
                    </td>
                    <td data-label="Unlimited">
                      <input
                        type="checkbox"
                        aria-label={`Unlimited stock of ${name}`}
                        {...register(`variants.${i}.unlimited`)}
                      />
                    </td>
                    {numberCell(i, 'qtyInStock', 'Stock', {
                      'aria-label': `Stock of ${name}`,
                      inputMode: 'numeric',
                      disabled: v.unlimited,
                      placeholder: v.unlimited ? '∞' : '0',
                      value: v.unlimited ? '' : v.qtyInStock,
                    })}
                    {isPhysical
                      ? numberCell(i, 'weight', `Weight (${weightUnit})`, {
                          'aria-label': `Weight of ${name} in ${weightUnit}`,
                          placeholder: '0',
                        })
                      : null}
                    <td className={app.cellActions}>
                      {draft.variants.length > 1 ? (
                        <button
                          className={app.secondarySmall}
                          type="button"
                          aria-label={`Remove ${name}`}
                          onClick={() => removeVariant(i)}
                        >
                          Remove
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {isDigital || draft.variants.length >= MAX_VARIANTS ? null : (
          <button
            className={app.secondarySmall}
            type="button"
            onClick={() => variants.append(newVariantDraft(draft.options.length, draft.variants.at(-1)))}
          >
            Add variant
          </button>
        )}
      </fieldset>

      <div className={styles.actions}>
        {saved ? (
          <button className={app.danger} type="button" disabled={isBusy} onClick={() => void remove()}>
            Delete product
          </button>
        ) : (
          <span />
        )}
        <div>
          <button className={app.secondarySmall} type="button" onClick={back}>
            {isDirty ? 'Cancel' : 'Done'}
          </button>
          <button className={app.primarySmall} type="submit" disabled={isBusy}>
            {isBusy ? 'Saving…' : saved ? 'Save product' : 'Create product'}
          </button>
        </div>
      </div>
    </form>
  );
}

/** Issue 20: the price a plan's phrase is shown with (the first variant's). */
function planPrice(product: ProductView | null, currencyCode: string): string {
  return formatMoney(product?.variants[0]?.price ?? 0, currencyCode);
}
