// The Chart block (issue 19, EDIT-048..052, docs/decisions/055): a dataset the owner pasted or
// uploaded, drawn on the server as an accessible SVG (role="img", a title and a description, and
// the data as a real table under "Show the data") or shown as a table. No script on the page.
import {
  type ChartSettings,
  chartDrawProblem,
  chartNumber,
  chartSettingsOf,
  formatChartNumber,
} from '@folio/core/chart-block';
import styles from './Chart.module.css';
import { ChartSvg, LAYOUTS, seriesClass } from './ChartSvg.tsx';

export interface ChartProps extends Partial<ChartSettings> {
  id?: string;
  dataset?: string[][];
  puck?: { isEditing?: boolean };
}

const TYPE_NAMES = {
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
  donut: 'Donut chart',
  table: 'Table',
};

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What a screen reader hears after the chart's name: what it shows, and where the numbers are. */
export function chartDescription(settings: ChartSettings, rows: string[][]): string {
  const [header, ...body] = rows as [string[], ...string[][]];
  const first = body[0]?.[0] ?? '';
  const last = body.at(-1)?.[0] ?? '';
  const span = body.length > 1 ? `, from ${first} to ${last}` : `: ${first}`;
  if (settings.chartType === 'pie' || settings.chartType === 'donut') {
    return `${TYPE_NAMES[settings.chartType]} of ${header[1]} in ${body.length} parts${span}. The numbers are in the table of data.`;
  }
  const values = body.flatMap((row) => row.slice(1).map(chartNumber));
  return `${TYPE_NAMES[settings.chartType]} of ${joinNames(header.slice(1))} over ${body.length} ${body.length === 1 ? 'row' : 'rows'}${span}; values from ${formatChartNumber(Math.min(...values))} to ${formatChartNumber(Math.max(...values))}. The numbers are in the table of data.`;
}

function DataTable({
  rows,
  caption,
  isCaptionHidden,
}: {
  rows: string[][];
  caption: string;
  isCaptionHidden?: boolean;
}) {
  const [header, ...body] = rows as [string[], ...string[][]];
  return (
    // A wide table scrolls sideways inside its box (390 px phones); the box takes keyboard focus so
    // keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1).
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={isCaptionHidden ? styles.visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {header.map((name, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a render.
              <th key={c} scope="col">
                {/* Spreadsheets leave the top-left cell blank; a header cell still needs a name. */}
                {name || <span className={styles.visuallyHidden}>{c === 0 ? 'Row' : `Column ${c + 1}`}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render.
            <tr key={r}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a render.
                <td key={c} className={Number.isFinite(chartNumber(cell)) ? styles.number : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Legend({ settings, rows }: { settings: ChartSettings; rows: string[][] }) {
  const [header, ...body] = rows as [string[], ...string[][]];
  const isPie = settings.chartType === 'pie' || settings.chartType === 'donut';
  const total = isPie ? body.reduce((sum, row) => sum + Math.max(0, chartNumber(row[1] ?? '')), 0) : 0;
  const entries = isPie
    ? body.map((row) => {
        const amount = Math.max(0, chartNumber(row[1] ?? ''));
        return `${row[0]} — ${formatChartNumber(amount)} (${Math.round((amount / total) * 100)}%)`;
      })
    : header.slice(1);
  return (
    <ul className={styles.legend} aria-label="Legend">
      {entries.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are fixed for a render.
        <li key={i}>
          <span
            className={`${styles.swatch} ${seriesClass(i)}`}
            data-dash={isPie ? undefined : i % 3}
            aria-hidden="true"
          />
          {entry}
        </li>
      ))}
    </ul>
  );
}

export function Chart(props: ChartProps) {
  const settings = chartSettingsOf(props);
  // Saved pages never hold a dataset that fails (the page codec refuses it); the canvas may, while
  // the owner changes the chart type, and says why instead of drawing.
  const problem = chartDrawProblem(props.dataset, settings.chartType);
  if (problem) return props.puck?.isEditing ? <p className={styles.problem}>{problem}</p> : null;
  const rows = props.dataset!;
  const label = settings.title || TYPE_NAMES[settings.chartType];
  if (settings.chartType === 'table') {
    return (
      <figure className={styles.chart} data-chart="table">
        <DataTable rows={rows} caption={label} isCaptionHidden={!settings.title} />
      </figure>
    );
  }
  const idPrefix = `chart-${props.id ?? 'block'}`;
  const description = chartDescription(settings, rows);
  return (
    <figure className={styles.chart} data-chart={settings.chartType}>
      {settings.title ? <figcaption className={styles.title}>{settings.title}</figcaption> : null}
      <div className={styles.drawing}>
        {LAYOUTS.map((layout) => (
          <ChartSvg
            key={layout.name}
            rows={rows}
            chartType={settings.chartType}
            xAxisLabel={settings.xAxisLabel}
            yAxisLabel={settings.yAxisLabel}
            layout={layout}
            idPrefix={idPrefix}
            label={label}
            description={description}
          />
        ))}
      </div>
      {settings.showLegend ? <Legend settings={settings} rows={rows} /> : null}
      <details className={styles.data}>
        <summary>Show the data</summary>
        <DataTable rows={rows} caption={`${label}: data`} isCaptionHidden />
      </details>
    </figure>
  );
}
