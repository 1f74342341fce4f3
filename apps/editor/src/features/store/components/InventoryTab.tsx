import type { InventoryRow } from '@folio/core/store-api';
import { useCallback, useEffect, useState } from 'react';
import app from '../../../app/app.module.css';
import { wholeNumberFromInput } from '../amount-inputs.ts';
import { fetchInventory, messageOf, updateVariantStock } from '../api/store.ts';
import styles from './store.module.css';

const DEFAULT_THRESHOLD = 5;

const variantName = (row: InventoryRow) => row.optionValues.map((o) => o.value).join(' / ') || '—';

/** Stock of every variant, edited in place: a change is saved when the box is left. */
export function InventoryTab({ isActive }: { isActive: boolean }) {
  const [rows, setRows] = useState<InventoryRow[] | null>(null);
  const [isLowStockOnly, setIsLowStockOnly] = useState(false);
  const [thresholdText, setThresholdText] = useState(String(DEFAULT_THRESHOLD));
  const [error, setError] = useState<string | null>(null);
  const threshold = wholeNumberFromInput(thresholdText);
  const thresholdValue = threshold.ok ? threshold.value : null;

  const load = useCallback(async (lowStock: boolean, value: number) => {
    try {
      setRows(await fetchInventory({ lowStock, threshold: value }));
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    if (!isActive || thresholdValue === null) return;
    // Typing "12" asks once, not for "1" and then "12".
    const timer = setTimeout(() => void load(isLowStockOnly, thresholdValue), 250);
    return () => clearTimeout(timer);
  }, [isActive, isLowStockOnly, thresholdValue, load]);

  const replace = useCallback(
    (next: InventoryRow) =>
      setRows((list) => list?.map((r) => (r.variantId === next.variantId ? next : r)) ?? null),
    [],
  );

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
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      {rows?.length ? (
        <table className={app.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col">Stock</th>
              <th scope="col">Unlimited</th>
              <th scope="col">
                <span className={app.visuallyHidden}>Saved</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <StockRow key={row.variantId} row={row} onSaved={replace} />
            ))}
          </tbody>
        </table>
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

function StockRow({ row, onSaved }: { row: InventoryRow; onSaved: (row: InventoryRow) => void }) {
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
      onSaved(await updateVariantStock(row.variantId, patch));
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
