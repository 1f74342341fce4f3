// The Data field as Puck shows it: the chart type is read from the block being edited.
import { CHART_DEFAULTS, CHART_TYPES, type ChartType } from '@folio/core/chart-block';
import { createUsePuck } from '@puckeditor/core';
import { DatasetField } from './DatasetField.tsx';

const usePuck = createUsePuck();

export function ChartDatasetField(props: {
  value: string[][] | undefined;
  onChange(rows: string[][]): void;
  readOnly?: boolean;
}) {
  const selected = usePuck((s) => s.selectedItem?.props.chartType as unknown);
  // Another Chart selected: a fresh box with its data.
  const blockId = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const chartType = CHART_TYPES.includes(selected as ChartType)
    ? (selected as ChartType)
    : CHART_DEFAULTS.chartType;
  return <DatasetField key={blockId} {...props} chartType={chartType} />;
}
