// A per-day chart of the Analytics screen (uPlot, imported when the first chart mounts, so the
// screen's own chunk stays small): up to two series, bars and/or lines, each on its own axis.
// The chart is a picture for sighted owners; its numbers are in the per-day table beside it.
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import styles from './analytics.module.css';

const INK = '#6b665d';
const GRID = '#eee9e1';

export interface DaySeries {
  label: string;
  values: number[];
  color: string;
  kind: 'bars' | 'line';
  /** Axis labels for this series (money…); plain numbers by default. */
  format?: (value: number) => string;
}

export function DayChart({
  days,
  series,
  label,
  height = 200,
  oneScale = false,
}: {
  days: string[];
  series: DaySeries[];
  /** All series on one axis (counts of the same kind: visits and page views). */
  oneScale?: boolean;
  /** What the chart shows, for screen readers (role img). */
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || days.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let isGone = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
    void import('uplot').then(({ default: uPlot }) => {
      if (isGone) return;
      const scaleOf = (i: number) => (oneScale ? 's0' : `s${i}`);
      const axes = oneScale ? series.slice(0, 1) : series;
      const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
      const narrow = element.clientWidth < 520;
      chart = new uPlot(
        {
          width: element.clientWidth,
          height,
          legend: { show: false },
          cursor: { points: { show: false }, drag: { x: false, y: false } },
          scales: {
            // Half a day either side, so the first and last bars are whole.
            x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            ...Object.fromEntries(
              series.map((_, i) => [
                `s${i}`,
                {
                  range: (_u: unknown, _min: number, max: number) => [0, Math.max(4, Math.ceil(max * 1.15))],
                },
              ]),
            ),
          },
          axes: [
            {
              stroke: INK,
              grid: { show: false },
              ticks: { show: false },
              font: '11px system-ui',
              space: narrow ? 70 : 60,
              // One line of labels (uPlot's time axis leaves room for two).
              size: 28,
              values: (_u: unknown, splits: number[]) =>
                splits.map((t) =>
                  new Date(t * 1000).toLocaleDateString('en', {
                    month: 'short',
                    day: 'numeric',
                    timeZone: 'UTC',
                  }),
                ),
            },
            ...axes.map((s, i) => ({
              scale: `s${i}`,
              side: i === 0 ? 3 : 1,
              stroke: i === 0 || oneScale ? INK : s.color,
              grid: i === 0 ? { stroke: GRID } : { show: false },
              ticks: { show: false },
              font: '11px system-ui',
              size: s.format ? 64 : 40,
              values: (_u: unknown, splits: number[]) =>
                splits.map((v) => (s.format ? s.format(v) : Number.isInteger(v) ? String(v) : '')),
            })),
          ],
          series: [
            {},
            ...series.map((s, i) =>
              s.kind === 'bars'
                ? {
                    label: s.label,
                    scale: scaleOf(i),
                    fill: s.color,
                    stroke: s.color,
                    width: 0,
                    paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
                    points: { show: false },
                  }
                : {
                    label: s.label,
                    scale: scaleOf(i),
                    stroke: s.color,
                    width: 2,
                    points: { show: days.length <= 31, size: 5, fill: s.color },
                  },
            ),
          ],
        },
        [xs, ...series.map((s) => s.values)],
        element,
      );
      observer.observe(element);
    });
    return () => {
      isGone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days, series, height, oneScale]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.label} className={styles.legendItem}>
            <span
              className={s.kind === 'bars' ? styles.swatchBar : styles.swatchLine}
              style={{ background: s.color }}
              aria-hidden="true"
            />
            {s.label}
          </span>
        ))}
      </figcaption>
      <div ref={box} className={styles.chartBox} style={{ height }} role="img" aria-label={label} />
    </figure>
  );
}
