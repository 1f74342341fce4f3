import { MEDIA_TYPES } from '@folio/core/media-api';
import { measurementUnits } from '@folio/core/site-settings';
import type { ProductView } from '@folio/core/store-api';
import { MAX_SKU_LENGTH } from '@folio/core/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import app from '../../../app/app.module.css';
import { createProduct, deleteProduct, messageOf, updateProduct, uploadImage } from '../api/store.ts';
import {
  draftFromProduct,
  emptyProductDraft,
  MAX_IMAGES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  newKey,
  newVariantDraft,
  type OptionDraft,
  type ProductDraft,
  type ProductProblems,
  productInputFromDraft,
  type StoreUnits,
  splitValues,
  type VariantDraft,
} from '../product-form.ts';
import { DigitalFileField } from './DigitalFileField.tsx';
import { FieldProblem, focusFirstProblem } from './FieldProblem.tsx';
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
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftFromProduct(product, units) : emptyProductDraft(),
  );
  const savedJson = useRef(JSON.stringify(draft));
  const [problems, setProblems] = useState<ProductProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const weightUnit = measurementUnits(units.measurementSystem).weight;
  const isDirty = JSON.stringify(draft) !== savedJson.current;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const update = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // An uploaded image joins the media library and its address joins the product's images.
  async function addUpload(file: File) {
    setIsUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadImage(file);
      setDraft((d) => ({ ...d, images: [...d.images.filter((u) => u.trim() !== ''), uploaded.url] }));
    } catch (error) {
      setUploadError(messageOf(error));
    } finally {
      setIsUploading(false);
    }
  }
  const updateVariant = (index: number, patch: Partial<VariantDraft>) =>
    setDraft((d) => ({ ...d, variants: d.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) }));
  const updateOption = (index: number, patch: Partial<OptionDraft>) =>
    setDraft((d) => ({ ...d, options: d.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) }));

  function addOption() {
    setDraft((d) => ({
      ...d,
      options: [...d.options, { key: newKey(), name: '', values: '' }],
      variants: d.variants.map((v) => ({ ...v, optionValues: [...v.optionValues, ''] })),
    }));
  }
  function removeOption(index: number) {
    setDraft((d) => ({
      ...d,
      options: d.options.filter((_, i) => i !== index),
      variants: d.variants.map((v) => ({ ...v, optionValues: v.optionValues.filter((_, i) => i !== index) })),
    }));
    setProblems({});
  }
  function removeVariant(index: number) {
    setDraft((d) => ({ ...d, variants: d.variants.filter((_, i) => i !== index) }));
    setProblems({});
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const { input, problems: found } = productInputFromDraft(draft, units);
    setProblems(found);
    if (!input) {
      const count = Object.keys(found).length;
      setError(`${count === 1 ? 'One field needs' : `${count} fields need`} attention before saving.`);
      focusFirstProblem(event.currentTarget as HTMLFormElement);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const next = saved ? await updateProduct(saved.id, input) : await createProduct(input);
      const nextDraft = draftFromProduct(next, units);
      savedJson.current = JSON.stringify(nextDraft);
      setSaved(next);
      setDraft(nextDraft);
      setNotice(saved ? 'Product saved.' : 'Product created.');
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setIsBusy(false);
    }
  }

  async function remove() {
    if (!saved) return onDone();
    if (!window.confirm(`Delete “${saved.title}”? Visitors can no longer buy it. This cannot be undone.`))
      return;
    setIsBusy(true);
    try {
      await deleteProduct(saved.id);
      onDone(`“${saved.title}” was deleted.`);
    } catch (e) {
      setError(messageOf(e));
      setIsBusy(false);
    }
  }

  function back() {
    if (isDirty && !window.confirm('This product has changes that are not saved. Leave it anyway?')) return;
    onDone(notice || undefined);
  }

  const isPhysical = draft.productType === 'physical';
  const isDigital = draft.productType === 'digital';
  const optionValuesOf = draft.options.map((o) => splitValues(o.values));
  const problemId = (key: string) => (problems[key] ? `problem-${key.replaceAll('.', '-')}` : undefined);
  const invalid = (key: string) => ({
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problemId(key),
  });

  return (
    <form className={styles.editor} onSubmit={save} noValidate aria-labelledby="product-editor-title">
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
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      <p className={app.notice} role="status">
        {notice}
      </p>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Details</legend>
        <div className={styles.grid2}>
          <div>
            <label className={app.label} htmlFor="product-title">
              Title
            </label>
            <input
              id="product-title"
              className={app.input}
              value={draft.title}
              onChange={(e) => update({ title: e.target.value })}
              {...invalid('title')}
            />
            <FieldProblem id={problemId('title')} text={problems.title} />
          </div>
          <div>
            <label className={app.label} htmlFor="product-type">
              Type
            </label>
            <select
              id="product-type"
              className={`${app.select} ${styles.fullWidth}`}
              value={draft.productType}
              onChange={(e) => update({ productType: e.target.value as ProductDraft['productType'] })}
            >
              <option value="physical">Physical — shipped to the buyer</option>
              <option value="digital">Digital — a file to download</option>
              <option value="service">Service — nothing shipped</option>
            </select>
          </div>
        </div>
        <label className={app.label} htmlFor="product-description">
          Description
        </label>
        <textarea
          id="product-description"
          className={`${app.input} ${styles.textarea}`}
          rows={4}
          value={draft.description}
          onChange={(e) => update({ description: e.target.value })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.isVisible}
            onChange={(e) => update({ isVisible: e.target.checked })}
          />
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
              onChange={(e) => update({ images: draft.images.map((u, j) => (j === i ? e.target.value : u)) })}
            />
            <button
              className={app.secondarySmall}
              type="button"
              aria-label={`Remove image ${i + 1}`}
              onClick={() => update({ images: draft.images.filter((_, j) => j !== i) })}
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
              onClick={() => update({ images: [...draft.images, ''] })}
            >
              Add address
            </button>
          </div>
        ) : null}
        {uploadError ? (
          <p className={app.error} role="alert">
            {uploadError}
          </p>
        ) : null}
      </fieldset>

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
          {draft.options.map((option, i) => (
            <div key={option.key}>
              <div className={styles.listRow}>
                <div className={styles.optionName}>
                  <label className={app.label} htmlFor={`option-name-${i}`}>
                    Option {i + 1} name
                  </label>
                  <input
                    id={`option-name-${i}`}
                    className={app.input}
                    value={option.name}
                    placeholder="Size"
                    onChange={(e) => updateOption(i, { name: e.target.value })}
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
                    value={option.values}
                    placeholder="S, M, L"
                    onChange={(e) => updateOption(i, { values: e.target.value })}
                    {...invalid(`option.${i}`)}
                  />
                </div>
                <button
                  className={`${app.secondarySmall} ${styles.alignEnd}`}
                  type="button"
                  aria-label={`Remove option ${option.name || i + 1}`}
                  onClick={() => removeOption(i)}
                >
                  Remove
                </button>
              </div>
              <FieldProblem id={problemId(`option.${i}`)} text={problems[`option.${i}`]} />
            </div>
          ))}
          <FieldProblem id={problemId('options')} text={problems.options} />
          {draft.options.length < MAX_OPTIONS ? (
            <button className={app.secondarySmall} type="button" onClick={addOption}>
              Add option
            </button>
          ) : null}
        </fieldset>
      )}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{isDigital ? 'Price and stock' : 'Variants'}</legend>
        <FieldProblem id={problemId('variants')} text={problems.variants} />
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
              {draft.variants.map((v, i) => {
                const name = `variant ${i + 1}`;
                const at = (field: string) => `variant.${i}.${field}`;
                return (
                  <tr key={v.key}>
                    {draft.options.map((o, j) => {
                      const values = optionValuesOf[j] ?? [];
                      const current = v.optionValues[j] ?? '';
                      return (
                        <td key={o.key} data-label={o.name || `Option ${j + 1}`}>
                          <select
                            className={app.select}
                            aria-label={`${o.name || `Option ${j + 1}`} of ${name}`}
                            value={current}
                            onChange={(e) =>
                              updateVariant(i, {
                                optionValues: v.optionValues.map((x, k) => (k === j ? e.target.value : x)),
                              })
                            }
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
                          <FieldProblem
                            id={problemId(at(`option.${j}`))}
                            text={problems[at(`option.${j}`)]}
                          />
                        </td>
                      );
                    })}
                    <td data-label="SKU">
                      <input
                        className={`${app.input} ${styles.skuInput}`}
                        aria-label={`SKU of ${name}`}
                        maxLength={MAX_SKU_LENGTH}
                        placeholder={v.id ? '' : 'Made when saved'}
                        value={v.sku}
                        onChange={(e) => updateVariant(i, { sku: e.target.value })}
                        {...invalid(at('sku'))}
                      />
                      <FieldProblem id={problemId(at('sku'))} text={problems[at('sku')]} />
                      <FieldProblem id={problemId(at('options'))} text={problems[at('options')]} />
                    </td>
                    <td data-label={`Price (${units.currencyCode})`}>
                      <input
                        className={`${app.input} ${styles.numberInput}`}
                        aria-label={`Price of ${name}`}
                        inputMode="decimal"
                        placeholder="0.00"
                        value={v.price}
                        onChange={(e) => updateVariant(i, { price: e.target.value })}
                        {...invalid(at('price'))}
                      />
                      <FieldProblem id={problemId(at('price'))} text={problems[at('price')]} />
                    </td>
                    <td data-label="Sale price">
                      <input
                        className={`${app.input} ${styles.numberInput}`}
                        aria-label={`Sale price of ${name}`}
                        inputMode="decimal"
                        value={v.salePrice}
                        onChange={(e) => updateVariant(i, { salePrice: e.target.value })}
                        {...invalid(at('salePrice'))}
                      />
                      <FieldProblem id={problemId(at('salePrice'))} text={problems[at('salePrice')]} />
                    </td>
                    <td data-label="On sale">
                      <input
                        type="checkbox"
                        aria-label={`${name} on sale`}
                        checked={v.onSale}
                        onChange={(e) => updateVariant(i, { onSale: e.target.checked })}
                      />
                    </td>
                    <td data-label="Unlimited">
                      <input
                        type="checkbox"
                        aria-label={`Unlimited stock of ${name}`}
                        checked={v.unlimited}
                        onChange={(e) => updateVariant(i, { unlimited: e.target.checked })}
                      />
                    </td>
                    <td data-label="Stock">
                      <input
                        className={`${app.input} ${styles.stockInput}`}
                        aria-label={`Stock of ${name}`}
                        inputMode="numeric"
                        disabled={v.unlimited}
                        value={v.unlimited ? '' : v.qtyInStock}
                        placeholder={v.unlimited ? '∞' : '0'}
                        onChange={(e) => updateVariant(i, { qtyInStock: e.target.value })}
                        {...invalid(at('qtyInStock'))}
                      />
                      <FieldProblem id={problemId(at('qtyInStock'))} text={problems[at('qtyInStock')]} />
                    </td>
                    {isPhysical ? (
                      <td data-label={`Weight (${weightUnit})`}>
                        <input
                          className={`${app.input} ${styles.numberInput}`}
                          aria-label={`Weight of ${name} in ${weightUnit}`}
                          inputMode="decimal"
                          placeholder="0"
                          value={v.weight}
                          onChange={(e) => updateVariant(i, { weight: e.target.value })}
                          {...invalid(at('weight'))}
                        />
                        <FieldProblem id={problemId(at('weight'))} text={problems[at('weight')]} />
                      </td>
                    ) : null}
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
            onClick={() =>
              update({
                variants: [...draft.variants, newVariantDraft(draft.options.length, draft.variants.at(-1))],
              })
            }
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
