// A table of the Analytics screen with its CSV download (issue 18 part 4). On a narrow screen the
// table scrolls sideways inside its own focusable region, so the page itself never does.
import type { ReactNode } from 'react';
import { type CsvValue, downloadCsv } from '../csv.ts';
import styles from './analytics.module.css';

export interface Column<Row> {
  label: string;
  /** The cell's value in the CSV (numbers stay numbers). */
  value: (row: Row) => CsvValue;
  /** What the screen shows, when not the value itself. */
  show?: (row: Row) => ReactNode;
  isNumeric?: boolean;
}

export function DataTable<Row>({
  id,
  title,
  columns,
  rows,
  filename,
  empty,
  rowKey,
}: {
  id: string;
  title: string;
  columns: Column<Row>[];
  rows: Row[];
  /** Without ".csv"; the range is added by the caller. */
  filename: string;
  empty: string;
  rowKey: (row: Row) => string;
}) {
  const headingId = `${id}-title`;
  return (
    <div className={styles.tableCard}>
      <div className={styles.tableHead}>
        <h4 id={headingId} className={styles.tableTitle}>
          {title}
        </h4>
        <button
          type="button"
          className={styles.quietButton}
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(
              `${filename}.csv`,
              columns.map((c) => c.label),
              rows.map((row) => columns.map((c) => c.value(row))),
            )
          }
        >
          Download CSV<span className={styles.visuallyHidden}> of {title.toLowerCase()}</span>
        </button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.isNumeric ? styles.numeric : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.label} scope="row" className={styles.rowHead}>
                        {c.show ? c.show(row) : c.value(row)}
                      </th>
                    ) : (
                      <td key={c.label} className={c.isNumeric ? styles.numeric : undefined}>
                        {c.show ? c.show(row) : c.value(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
