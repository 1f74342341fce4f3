import type { ReactNode } from 'react';
import app from '../../../app/app.module.css';
import styles from './store.module.css';

/**
 * A fieldset of rows edited as cards, each with its fields and a Remove button, and a button that
 * adds a row: the store settings' shipping options and tax rules.
 */
export function ListEditor<Row>({
  legend,
  hint,
  rows,
  rowKey,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
  children,
}: {
  legend: string;
  hint: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The Remove button's accessible name for a row. */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  /** A row's fields. */
  children: (row: Row, index: number) => ReactNode;
}) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      {rows.map((row, i) => (
        <div key={rowKey(row)} className={styles.card}>
          <div className={styles.cardGrid}>{children(row, i)}</div>
          <button
            className={`${app.secondarySmall} ${styles.cardRemove}`}
            type="button"
            aria-label={removeLabel(i)}
            onClick={() => onRemove(i)}
          >
            Remove
          </button>
        </div>
      ))}
      <button className={app.secondarySmall} type="button" onClick={onAdd}>
        {addLabel}
      </button>
    </fieldset>
  );
}
