import type { InventoryRow } from '@folio/core/store-api';
import { useEffect, useState } from 'react';
import app from '../../../app/app.module.css';
import { wholeNumberFromInput } from '../amount-inputs.ts';
import { useInventory, useUpdateStock } from '../api/queries.ts';
import { messageOf } from '../api/store.ts';
import { ErrorAlert, StoreTable } from './parts.tsx';
import styles from './store.module.css';

const DEFAULT_THRESHOLD = 5;

const variantName = (row: InventoryRow) => row.optionValues.map((o) => o.value).join(' / ') || '—';

/** Stock of every variant, edited in place: a change is saved when the box is left. */
export function InventoryTab({ isActive }: { isActive: boolean }) {
  const [isLowStockOnly, setIsLowStockOnly] = useState(false);
  const [thresholdText, setThresholdText] = useState(String(DEFAULT_THRESHOLD));
  const threshold = wholeNumberFromInput(thresholdText);
  // Typing "12" asks once, not for "1" and then "12": the filter takes effect after a pause.
  const filter = useSettled({ lowStock: isLowStockOnly, threshold: threshold.ok ? threshold.value : null });
  const query = useInventory(
    { lowStock: filter.lowStock, threshold: filter.threshold ?? DEFAULT_THRESHOLD },
    isActive && filter.threshold !== null,
  );
  const rows = query.data ?? null;

  return (
    <>
      <div className={styles.filters}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={isLowStockOnly}
            onChange={(e) => setIsLowStockOnly(e.target.checked)}
          />
          Low stock only
        </label>
        <label className={styles.inlineField}>
          <span>At or below</span>
          <input
            className={`${app.input} ${styles.stockInput}`}
            inputMode="numeric"
            disabled={!isLowStockOnly}
            value={thresholdText}
            aria-invalid={threshold.ok ? undefined : true}
            onChange={(e) => setThresholdText(e.target.value)}
          />
        </label>
        <p className={styles.count} aria-live="polite">
          {rows ? `${rows.length} ${rows.length === 1 ? 'variant' : 'variants'}` : 'Loading…'}
        </p>
      </div>
      <ErrorAlert text={query.error ? messageOf(query.error) : null} />
      {rows?.length ? (
        <StoreTable columns={['Product', 'Variant', 'SKU', 'Stock', 'Unlimited']} lastColumn="Saved">
          {rows.map((row) => (
            <StockRow key={row.variantId} row={row} />
          ))}
        </StoreTable>
      ) : rows ? (
        <p className={app.dialogText}>
          {isLowStockOnly
            ? 'No variant is that low. Everything limited has more stock than that.'
            : 'No products yet. Add them in Products.'}
        </p>
      ) : null}
    </>
  );
}

/** A value that follows `value` once it has not changed for `ms` (compared by content). */
function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(json) as T), ms);
    return () => clearTimeout(timer);
  }, [json, ms]);
  return settled;
}

function StockRow({ row }: { row: InventoryRow }) {
  const update = useUpdateStock();
  const [text, setText] = useState(String(row.qtyInStock));
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; text: string }>({
    kind: 'idle',
    text: '',
  });
  const label = `${row.productTitle}${row.optionValues.length ? ` (${variantName(row)})` : ''}`;

  useEffect(() => setText(String(row.qtyInStock)), [row.qtyInStock]);

  async function save(patch: { qtyInStock?: number; unlimited?: boolean }) {
    setState({ kind: 'saving', text: 'Saving…' });
    try {
      await update.mutateAsync({ variantId: row.variantId, patch });
      setState({ kind: 'saved', text: 'Saved' });
    } catch (e) {
      setState({ kind: 'error', text: messageOf(e) });
    }
  }

  function saveStock() {
    if (text.trim() === String(row.qtyInStock)) return;
    const parsed = wholeNumberFromInput(text);
    if (!parsed.ok) return setState({ kind: 'error', text: parsed.problem });
    void save({ qtyInStock: parsed.value });
  }

  const isLow = !row.unlimited && row.qtyInStock === 0;
  return (
    <tr>
      <td className={styles.strong}>{row.productTitle}</td>
      <td>{variantName(row)}</td>
      <td className={styles.mono}>{row.sku}</td>
      <td>
        <input
          className={`${app.input} ${styles.stockInput}`}
          aria-label={`Stock of ${label}`}
          inputMode="numeric"
          disabled={row.unlimited}
          value={row.unlimited ? '' : text}
          placeholder={row.unlimited ? '∞' : ''}
          aria-invalid={state.kind === 'error' ? true : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={saveStock}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              saveStock();
            }
          }}
        />
        {isLow ? <span className={styles.soldOut}> Sold out</span> : null}
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`Unlimited stock of ${label}`}
          checked={row.unlimited}
          onChange={(e) => void save({ unlimited: e.target.checked })}
        />
      </td>
      <td className={state.kind === 'error' ? styles.fieldProblem : styles.saved} aria-live="polite">
        {state.text}
      </td>
    </tr>
  );
}
