// The Chart block's drawing (docs/decisions/055): bars, lines or slices as plain SVG, computed on
// the server — no chart script on the page. Drawn once per layout (a wide one and a narrow one, the
// CSS shows the one that fits), each scaling with its viewBox.
import { type ChartType, chartNumber, chartTicks, formatChartNumber } from '@folio/core/chart-block';
import type { ReactNode } from 'react';
import styles from './Chart.module.css';

export interface ChartLayout {
  name: 'wide' | 'narrow';
  width: number;
  height: number;
  /** Font size in viewBox units (≈ px where the chart is drawn at its own width). */
  font: number;
  /** Longest category label shown on the axis, in characters. */
  maxLabel: number;
}

export const LAYOUTS: ChartLayout[] = [
  { name: 'wide', width: 720, height: 400, font: 13, maxLabel: 14 },
  { name: 'narrow', width: 360, height: 300, font: 12, maxLabel: 9 },
];

/** The six colours of the site's theme a chart takes, in turn (Chart.module.css). */
export const SERIES_CLASSES = [styles.c0, styles.c1, styles.c2, styles.c3, styles.c4, styles.c5];
export const seriesClass = (i: number) => SERIES_CLASSES[i % SERIES_CLASSES.length];

function shortLabel(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

interface Drawing {
  rows: string[][];
  chartType: ChartType;
  xAxisLabel: string;
  yAxisLabel: string;
  layout: ChartLayout;
}

function Axes({
  rows,
  xAxisLabel,
  yAxisLabel,
  layout,
  children,
}: Drawing & { children(plot: Plot): ReactNode }) {
  const { width, height, font } = layout;
  const [header, ...body] = rows as [string[], ...string[][]];
  const values = body.flatMap((row) => row.slice(1, header.length).map(chartNumber));
  const ticks = chartTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const left = font * 3.6 + (yAxisLabel ? font * 1.8 : 0);
  const bottom = font * 2.4 + (xAxisLabel ? font * 1.8 : 0);
  const top = font;
  const right = font;
  const plot: Plot = {
    x: left,
    y: top,
    w: width - left - right,
    h: height - top - bottom,
    yOf: (v: number) => top + (height - top - bottom) * (1 - (v - low) / (high - low)),
  };
  const band = plot.w / body.length;
  // Every kth label, so that labels never overlap.
  const every = Math.max(1, Math.ceil((layout.maxLabel * font * 0.62) / band));
  return (
    <>
      <g className={styles.grid}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={plot.x} x2={plot.x + plot.w} y1={plot.yOf(tick)} y2={plot.yOf(tick)} />
            <text x={plot.x - font * 0.5} y={plot.yOf(tick)} dy="0.32em" textAnchor="end" fontSize={font}>
              {formatChartNumber(tick, 'axis')}
            </text>
          </g>
        ))}
      </g>
      {children(plot)}
      <g className={styles.axis}>
        <line x1={plot.x} x2={plot.x + plot.w} y1={plot.yOf(0)} y2={plot.yOf(0)} data-zero="" />
        {body.map((row, i) =>
          i % every === 0 ? (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render.
              key={i}
              x={plot.x + band * (i + 0.5)}
              y={plot.y + plot.h + font * 1.5}
              textAnchor="middle"
              fontSize={font}
            >
              {shortLabel(row[0] ?? '', layout.maxLabel)}
            </text>
          ) : null,
        )}
        {xAxisLabel ? (
          <text
            className={styles.axisTitle}
            x={plot.x + plot.w / 2}
            y={height - font * 0.5}
            textAnchor="middle"
            fontSize={font}
          >
            {xAxisLabel}
          </text>
        ) : null}
        {yAxisLabel ? (
          <text
            className={styles.axisTitle}
            transform={`translate(${font * 1.2} ${plot.y + plot.h / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={font}
          >
            {yAxisLabel}
          </text>
        ) : null}
      </g>
    </>
  );
}

interface Plot {
  x: number;
  y: number;
  w: number;
  h: number;
  yOf(v: number): number;
}

function Bars(drawing: Drawing) {
  const [header, ...body] = drawing.rows as [string[], ...string[][]];
  const series = header.length - 1;
  return (
    <Axes {...drawing}>
      {(plot) => {
        const band = plot.w / body.length;
        const group = band * 0.8;
        const bar = group / series;
        return header.slice(1).map((_, s) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: series are fixed for a render.
          <g key={s} className={seriesClass(s)}>
            {body.map((row, i) => {
              const v = chartNumber(row[s + 1] ?? '');
              const y = plot.yOf(Math.max(0, v));
              return (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render.
                  key={i}
                  x={plot.x + band * i + (band - group) / 2 + bar * s}
                  y={y}
                  width={Math.max(1, bar - (series > 1 ? 1 : 0))}
                  height={Math.max(0, Math.abs(plot.yOf(v) - plot.yOf(0)))}
                />
              );
            })}
          </g>
        ));
      }}
    </Axes>
  );
}

function Lines(drawing: Drawing) {
  const [header, ...body] = drawing.rows as [string[], ...string[][]];
  const hasMarkers = body.length <= 40;
  return (
    <Axes {...drawing}>
      {(plot) => {
        const band = plot.w / body.length;
        return header.slice(1).map((_, s) => {
          const points = body.map(
            (row, i) => [plot.x + band * (i + 0.5), plot.yOf(chartNumber(row[s + 1] ?? ''))] as const,
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: series are fixed for a render.
            <g key={s} className={`${seriesClass(s)} ${styles.line}`} data-dash={s % 3}>
              <polyline points={points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} />
              {hasMarkers
                ? points.map(([x, y], i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render.
                    <circle key={i} cx={x} cy={y} r={drawing.layout.font * 0.28} />
                  ))
                : null}
            </g>
          );
        });
      }}
    </Axes>
  );
}

function slicePath(cx: number, cy: number, r: number, inner: number, from: number, to: number): string {
  const at = (radius: number, angle: number) =>
    `${(cx + radius * Math.sin(angle)).toFixed(2)} ${(cy - radius * Math.cos(angle)).toFixed(2)}`;
  const large = to - from > Math.PI ? 1 : 0;
  if (inner === 0) return `M${cx} ${cy}L${at(r, from)}A${r} ${r} 0 ${large} 1 ${at(r, to)}Z`;
  return `M${at(r, from)}A${r} ${r} 0 ${large} 1 ${at(r, to)}L${at(inner, to)}A${inner} ${inner} 0 ${large} 0 ${at(inner, from)}Z`;
}

function Slices({ rows, chartType, layout }: Drawing) {
  const body = rows.slice(1);
  const amounts = body.map((row) => Math.max(0, chartNumber(row[1] ?? '')));
  const total = amounts.reduce((sum, n) => sum + n, 0);
  const cx = layout.width / 2;
  const cy = layout.height / 2;
  const r = layout.height / 2 - layout.font;
  const inner = chartType === 'donut' ? r * 0.58 : 0;
  let angle = 0;
  return (
    <g className={styles.slices}>
      {amounts.map((amount, i) => {
        const from = angle;
        angle += (amount / total) * Math.PI * 2;
        if (amount === 0) return null;
        const className = seriesClass(i);
        // A slice of the whole circle is a circle (an arc cannot end where it starts).
        if (amount === total)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render.
            <g key={i} className={className}>
              <circle cx={cx} cy={cy} r={r} />
              {inner ? <circle className={styles.hole} cx={cx} cy={cy} r={inner} /> : null}
            </g>
          );
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render.
        return <path key={i} className={className} d={slicePath(cx, cy, r, inner, from, angle)} />;
      })}
    </g>
  );
}

/** One layout's SVG: role="img", named by the title and described by the summary (the data is in the table). */
export function ChartSvg(props: Drawing & { idPrefix: string; label: string; description: string }) {
  const { layout, idPrefix } = props;
  const titleId = `${idPrefix}-${layout.name}-title`;
  const descId = `${idPrefix}-${layout.name}-desc`;
  return (
    <svg
      className={`${styles.svg} ${styles[layout.name]}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-layout={layout.name}
    >
      <title id={titleId}>{props.label}</title>
      <desc id={descId}>{props.description}</desc>
      {props.chartType === 'bar' ? <Bars {...props} /> : null}
      {props.chartType === 'line' ? <Lines {...props} /> : null}
      {props.chartType === 'pie' || props.chartType === 'donut' ? <Slices {...props} /> : null}
    </svg>
  );
}
