// The Chart block's Data field (issue 19, EDIT-048..052, docs/decisions/055): the owner pastes CSV
// or tab-separated data, or uploads a .csv file; the spec's messages show at once, under the box.
// Only data that passes goes into the block (cut to the limits, with the notice): while the box
// holds data that fails, the chart keeps the last data that passed.
import {
  CHART_LIMITS,
  type ChartType,
  chartNumbersProblem,
  checkChartDataset,
} from '@folio/core/chart-block';
import { uploadProblem } from '@folio/core/editor-rules';
import Papa from 'papaparse';
import { type ChangeEvent, useId, useState } from 'react';
import app from '../../../app/app.module.css';
import styles from './dataset-field.module.css';

/** A CSV file bigger than this is refused before it is read (100 rows × 12 columns is far less). */
export const DATASET_FILE_MAX_BYTES = 1024 * 1024;

/** Rows of cells from CSV or TSV text: Papa Parse guesses the separator and reads quoted cells. */
export function parseDatasetText(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

export function datasetText(rows: readonly (readonly string[])[] | undefined): string {
  if (!Array.isArray(rows) || rows.length === 0) return '';
  return Papa.unparse(rows as string[][]);
}

type Outcome = { error: string } | { notice: string | null };

/** EDIT-048..052 for what is in the box, with the chart type's own rule on numbers. */
export function checkDatasetText(
  text: string,
  chartType: ChartType,
): { rows?: string[][]; outcome: Outcome } {
  const checked = checkChartDataset(parseDatasetText(text));
  if ('error' in checked) return { outcome: checked };
  const problem = chartNumbersProblem(checked.rows, chartType);
  if (problem) return { outcome: { error: problem } };
  return { rows: checked.rows, outcome: { notice: checked.notice } };
}

export function DatasetField({
  value,
  onChange,
  chartType,
  readOnly,
}: {
  value: string[][] | undefined;
  onChange(rows: string[][]): void;
  chartType: ChartType;
  readOnly?: boolean;
}) {
  const textId = useId();
  const hintId = useId();
  const messageId = useId();
  const [text, setText] = useState(() => datasetText(value));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The data in the block may not suit a chart type chosen after it (text in a bar chart).
  const storedProblem =
    outcome === null || !('error' in outcome)
      ? Array.isArray(value) && value.length > 0
        ? chartNumbersProblem(value, chartType)
        : null
      : null;

  const take = (next: string) => {
    setText(next);
    const checked = checkDatasetText(next, chartType);
    setOutcome(checked.outcome);
    if (checked.rows) onChange(checked.rows);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem({
      fileName: file.name,
      byteSize: file.size,
      maxBytes: DATASET_FILE_MAX_BYTES,
      maxSize: '1 MB',
      isSupportedType: /\.(csv|tsv|txt)$/i.test(file.name),
      fileTypeMessage: 'CSV ',
    });
    if (problem) {
      setOutcome({ error: problem });
      return;
    }
    take(await file.text());
  };

  const error = outcome && 'error' in outcome ? outcome.error : storedProblem;
  const notice = outcome && 'notice' in outcome ? outcome.notice : null;
  return (
    <div className={styles.field} data-dataset-field="">
      <label className={app.label} htmlFor={textId}>
        Data (CSV or tab-separated)
      </label>
      <p id={hintId} className={styles.hint}>
        Paste from a spreadsheet. The first row names the columns; the first column labels the rows. Up to{' '}
        {CHART_LIMITS.maxRows} rows and {CHART_LIMITS.maxColumns} columns.
      </p>
      <textarea
        id={textId}
        className={styles.text}
        value={text}
        rows={8}
        spellCheck={false}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${hintId} ${messageId}`}
        onChange={(e) => take(e.target.value)}
      />
      <div className={styles.upload}>
        <label className={styles.uploadButton}>
          Upload a CSV file
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            className={app.visuallyHidden}
            disabled={readOnly}
            onChange={upload}
          />
        </label>
      </div>
      <div id={messageId}>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
            {outcome && 'error' in outcome ? (
              <span className={styles.kept}> The chart keeps the last data that worked.</span>
            ) : null}
          </p>
        ) : null}
        {/* EDIT-052: the notice when the data was cut to the limits. */}
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </div>
    </div>
  );
}
