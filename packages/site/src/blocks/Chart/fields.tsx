import { CHART_DEFAULTS, type ChartSettings } from '@folio/core/chart-block';
import type { Fields } from '@puckeditor/core';

export type ChartFieldProps = ChartSettings & { dataset: string[][] };

/**
 * The Chart block's fields (docs/decisions/055). The editor replaces `dataset` with its Data field
 * (paste or upload CSV, EDIT-048..052: apps/editor/src/features/charts/); here it shows nothing.
 */
export const chartFields: Fields<ChartFieldProps> = {
  dataset: { type: 'custom', label: 'Data', render: () => <></> },
  chartType: {
    type: 'select',
    label: 'Chart type',
    options: [
      { label: 'Bar chart', value: 'bar' },
      { label: 'Line chart', value: 'line' },
      { label: 'Pie chart', value: 'pie' },
      { label: 'Donut chart', value: 'donut' },
      { label: 'Table', value: 'table' },
    ],
  },
  title: { type: 'text', label: 'Title' },
  xAxisLabel: { type: 'text', label: 'Horizontal axis label' },
  yAxisLabel: { type: 'text', label: 'Vertical axis label' },
  showLegend: {
    type: 'radio',
    label: 'Legend',
    options: [
      { label: 'Show', value: true },
      { label: 'Hide', value: false },
    ],
  },
};

export const chartDefaults: ChartFieldProps = {
  ...CHART_DEFAULTS,
  title: 'Visitors by month',
  dataset: [
    ['Month', 'Visitors'],
    ['Jan', '120'],
    ['Feb', '180'],
    ['Mar', '240'],
  ],
};
