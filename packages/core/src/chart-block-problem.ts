// The Chart block's save check with the shared text schema (issue 19, docs/decisions/055). Apart
// from chart-block.ts, so the config area's startup, which imports the block registry, builds no zod
// (config-area-startup.test.ts): only the server's page codec imports this (blocks/server-checks.ts).
import { z } from 'zod';
import {
  CHART_AXIS_LABEL_MAX,
  CHART_CELL_MAX,
  CHART_DEFAULTS,
  CHART_MESSAGES,
  CHART_RAW_LIMITS,
  CHART_TITLE_MAX,
  CHART_TYPES,
  chartDrawProblem,
} from './chart-block.ts';
import { text } from './text.ts';

const cellsSchema = z
  .array(
    z.array(text({ max: CHART_CELL_MAX, tooLong: CHART_MESSAGES.cell }), { error: CHART_MESSAGES.shape }),
    {
      error: CHART_MESSAGES.shape,
    },
  )
  .max(CHART_RAW_LIMITS.maxRows, CHART_MESSAGES.tooBig)
  .refine((rows) => rows.every((row) => row.length <= CHART_RAW_LIMITS.maxColumns), CHART_MESSAGES.tooBig);

const chartPropsSchema = z.object({
  chartType: z.enum(CHART_TYPES, { error: CHART_MESSAGES.chartType }).optional(),
  title: text({ max: CHART_TITLE_MAX, tooLong: CHART_MESSAGES.title }).optional(),
  xAxisLabel: text({ max: CHART_AXIS_LABEL_MAX, tooLong: CHART_MESSAGES.axisLabel }).optional(),
  yAxisLabel: text({ max: CHART_AXIS_LABEL_MAX, tooLong: CHART_MESSAGES.axisLabel }).optional(),
  showLegend: z.boolean({ error: CHART_MESSAGES.showLegend }).optional(),
  dataset: cellsSchema,
});

const PROP_NAMES: Record<string, string> = {
  title: 'title',
  xAxisLabel: 'horizontal axis label',
  yAxisLabel: 'vertical axis label',
};

/**
 * What is wrong with a Chart's props as the editor sent them, or null: the shared text schema for
 * every text, the dataset messages (EDIT-048..051), and numbers where the chart draws them. Data
 * over the limits is not wrong: it is cut on save (chartPropsCut), as the editor cuts it (EDIT-052).
 */
export function chartProblem(props: Record<string, unknown>): string | null {
  const parsed = chartPropsSchema.safeParse(props);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.message.startsWith('A ')) return issue.message;
    return `A Chart’s ${PROP_NAMES[String(issue.path[0])] ?? 'data'} ${issue.message}.`;
  }
  return chartDrawProblem(parsed.data.dataset, parsed.data.chartType ?? CHART_DEFAULTS.chartType);
}
