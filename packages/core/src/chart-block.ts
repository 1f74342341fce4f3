// The Chart block (issue 19, EDIT-048..052, docs/decisions/055): a bar, line, pie or donut chart,
// or a table, drawn from a dataset the owner pastes or uploads as CSV. The dataset lives in the
// block's props as rows of text cells, header row first (Squarespace's Chart block keeps its data
// in the block too). Pure rules shared by the page codec (refused on save), the server render and
// the editor's Data field.
import { checkDataset, DATASET_MESSAGES } from './editor-rules.ts';

export const CHART_TYPES = ['bar', 'line', 'pie', 'donut', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/**
 * EDIT-052 (open in the spec): at most 100 rows of data (the header row aside) and 12 columns
 * (the label column included): a chart people can read, a table that stays a table, and a block
 * of at most ~120 KB of page data.
 */
export const CHART_LIMITS = { maxRows: 100, maxColumns: 12 } as const;
/** What the page codec accepts before cutting to CHART_LIMITS (the editor sends data already cut). */
export const CHART_RAW_LIMITS = { maxRows: 1000, maxColumns: 100 } as const;
export const CHART_CELL_MAX = 100;
export const CHART_TITLE_MAX = 200;
export const CHART_AXIS_LABEL_MAX = 80;
/** The largest size of a number a chart draws (a bound, so axes stay finite and readable). */
export const CHART_NUMBER_MAX = 1e15;

export interface ChartSettings {
  chartType: ChartType;
  title: string;
  xAxisLabel: string;
  yAxisLabel: string;
  showLegend: boolean;
}

export const CHART_DEFAULTS: ChartSettings = {
  chartType: 'bar',
  title: '',
  xAxisLabel: '',
  yAxisLabel: '',
  showLegend: true,
};

export const CHART_MESSAGES = {
  chartType: 'A Chart is a bar, line, pie or donut chart, or a table.',
  title: `A Chart’s title is at most ${CHART_TITLE_MAX} characters.`,
  axisLabel: `A Chart’s axis labels are at most ${CHART_AXIS_LABEL_MAX} characters.`,
  showLegend: 'A Chart either shows its legend or does not.',
  shape: 'A Chart’s data is a list of rows, each a list of text cells.',
  tooBig: `A Chart takes at most ${CHART_RAW_LIMITS.maxRows} rows and ${CHART_RAW_LIMITS.maxColumns} columns of data.`,
  cell: `Each cell of a Chart’s data is at most ${CHART_CELL_MAX} characters.`,
  pieNegative: 'A pie or donut chart shows amounts of zero or more.',
  pieEmpty: 'A pie or donut chart needs at least one amount above zero.',
} as const;

/** EDIT-048..052 on a dataset whose first row names the columns; the first column labels the rows. */
export type DatasetCheck = { error: string } | { rows: string[][]; notice: string | null };

function isBlank(cell: string): boolean {
  return cell.trim() === '';
}

/** A row without the empty cells a spreadsheet leaves at its end ("Jan,3,,"), each cell trimmed. */
function withoutTrailingBlanks(row: readonly string[]): string[] {
  let end = row.length;
  while (end > 0 && isBlank(row[end - 1]!)) end -= 1;
  return row.slice(0, end).map((cell) => cell.trim());
}

/**
 * EDIT-048..052: a dataset as the owner gave it (rows of cells, the column names first) checked and
 * cut to CHART_LIMITS. Blank lines are skipped. Nothing but blanks is no data (EDIT-050); the
 * columns are the values beside the label column, so a dataset of labels only has none (EDIT-048);
 * column names with no row under them have no rows (EDIT-049); a row shorter than the widest row,
 * or with a blank cell, is missing data (EDIT-051) — only the top-left cell may be blank, as
 * spreadsheets leave it; more than the limits is cut, with the notice (EDIT-052, checkDataset's).
 */
export function checkChartDataset(table: readonly (readonly string[])[]): DatasetCheck {
  const rows = table.map(withoutTrailingBlanks).filter((row) => row.length > 0);
  if (rows.length === 0) return { error: DATASET_MESSAGES.noData };
  const width = Math.max(...rows.map((row) => row.length));
  if (width < 2) return { error: DATASET_MESSAGES.noColumns };
  const [header, ...body] = rows as [string[], ...string[][]];
  if (body.length === 0) return { error: DATASET_MESSAGES.noRows };
  if (header.length < width || header.slice(1).some(isBlank)) return { error: DATASET_MESSAGES.missingData };
  const padded = body.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
  const checked = checkDataset(padded, CHART_LIMITS);
  if ('error' in checked) return checked;
  return { rows: [header.slice(0, CHART_LIMITS.maxColumns), ...checked.rows], notice: checked.notice };
}

/**
 * A cell read as a number the way people write them in a spreadsheet: "1,234.5", "$12", "-3",
 * "45%", "€ 9". NaN when it is not one.
 */
export function chartNumber(cell: string): number {
  const plain = cell
    .trim()
    .replace(/^[-−]?\s*[$€£¥]\s*/, (m) => (/[-−]/.test(m) ? '-' : ''))
    .replace(/%$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
    .replace(/^−/, '-');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return Number.NaN;
  return Number(plain);
}

/** What makes a dataset unfit for the chart type (numbers for charts; amounts ≥ 0 for a pie), or null. */
export function chartNumbersProblem(
  rows: readonly (readonly string[])[],
  chartType: ChartType,
): string | null {
  if (chartType === 'table') return null;
  const [header, ...body] = rows;
  if (!header) return null;
  // A pie or donut shows the first column of values: one slice a row.
  const lastColumn = chartType === 'pie' || chartType === 'donut' ? 1 : header.length - 1;
  for (const [r, row] of body.entries()) {
    for (let c = 1; c <= lastColumn; c += 1) {
      const cell = row[c] ?? '';
      const n = chartNumber(cell);
      if (!Number.isFinite(n) || Math.abs(n) > CHART_NUMBER_MAX) {
        return `“${cell.slice(0, 40)}” (row ${r + 1}, ${header[c] || `column ${c + 1}`}) is not a number: a ${chartType} chart draws numbers. Choose Table to show text.`;
      }
      if ((chartType === 'pie' || chartType === 'donut') && n < 0) return CHART_MESSAGES.pieNegative;
    }
  }
  if ((chartType === 'pie' || chartType === 'donut') && !body.some((row) => chartNumber(row[1] ?? '') > 0))
    return CHART_MESSAGES.pieEmpty;
  return null;
}

/**
 * Why a Chart cannot be drawn from `dataset`, or null: the dataset messages (EDIT-048..051) and
 * numbers where the chart draws them. No schema (the canvas and the server render call it); the
 * save check, chart-block-problem.ts, adds the shared text schema in front.
 */
export function chartDrawProblem(dataset: unknown, chartType: ChartType): string | null {
  if (
    !Array.isArray(dataset) ||
    !dataset.every((row) => Array.isArray(row) && row.every((c) => typeof c === 'string'))
  )
    return CHART_MESSAGES.shape;
  const checked = checkChartDataset(dataset as string[][]);
  if ('error' in checked) return checked.error;
  return chartNumbersProblem(checked.rows, chartType);
}

/** EDIT-052 on save: the dataset cut to CHART_LIMITS and trimmed (props already passed chartProblem). */
export function chartPropsCut<T extends { dataset?: unknown }>(props: T): T {
  if (!Array.isArray(props.dataset)) return props;
  const checked = checkChartDataset(props.dataset as string[][]);
  return 'rows' in checked ? { ...props, dataset: checked.rows } : props;
}

/** The settings of stored props, every missing or odd value taken from the defaults. */
export function chartSettingsOf(props: Partial<Record<keyof ChartSettings, unknown>>): ChartSettings {
  const textOf = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    chartType: CHART_TYPES.includes(props.chartType as ChartType)
      ? (props.chartType as ChartType)
      : CHART_DEFAULTS.chartType,
    title: textOf(props.title, CHART_DEFAULTS.title),
    xAxisLabel: textOf(props.xAxisLabel, CHART_DEFAULTS.xAxisLabel),
    yAxisLabel: textOf(props.yAxisLabel, CHART_DEFAULTS.yAxisLabel),
    showLegend: typeof props.showLegend === 'boolean' ? props.showLegend : CHART_DEFAULTS.showLegend,
  };
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A number on an axis ("1.2K") or in a label ("1,234.5"). */
export function formatChartNumber(n: number, style: 'axis' | 'label' = 'label'): string {
  return style === 'axis' ? compact.format(n) : full.format(n);
}

/** Round axis ticks from min to max (0 included), about `count` of them. */
export function chartTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return [0, 1];
  const rough = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const start = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let i = 0; i <= count * 3; i += 1) {
    const v = Number((start + i * step).toPrecision(12));
    ticks.push(v);
    if (v >= high) break;
  }
  return ticks;
}
