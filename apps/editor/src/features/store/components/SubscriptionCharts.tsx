// Issue 20 (decision 064): MRR and churn per month, drawn with uPlot as the Sales tab draws its chart.
import { formatMoney } from '@folio/core/money';
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import type { SubscriptionsOverview } from '../api/subscriptions.ts';
import styles from './store.module.css';

const HEIGHT = 200;
const INK = '#79746b';
const BARS = '#c9bfae';
const LINE = '#2f4a3a';

type Month = SubscriptionsOverview['months'][number];

/** "2026-06" as "Jun" (January also names its year: "Jan 2027"). */
const monthWords = (month: string | undefined) =>
  month
    ? new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        month: 'short',
        ...(month.endsWith('-01') ? { year: 'numeric' } : {}),
      })
    : '';

function MonthChart({
  months,
  kind,
  currencyCode,
  label,
}: {
  months: Month[];
  kind: 'mrr' | 'churn';
  currencyCode: string;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || months.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let isGone = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
    const money = (cents: number) => formatMoney(Math.round(cents), currencyCode, { trimZeroCents: true });
    void import('uplot').then(({ default: uPlot }) => {
      if (isGone) return;
      const xs = months.map((_m, i) => i);
      const ys = months.map((m) => (kind === 'mrr' ? m.mrrCents : m.churnRate));
      chart = new uPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          cursor: { points: { show: false } },
          scales: {
            x: { time: false, range: () => [-0.5, months.length - 0.5] },
            y: { range: (_u, _min, max) => [0, Math.max(kind === 'mrr' ? 100 : 5, max * 1.15)] },
          },
          axes: [
            {
              stroke: INK,
              grid: { show: false },
              ticks: { show: false },
              font: '11px system-ui',
              splits: () => xs,
              values: (_u, splits) => splits.map((i) => monthWords(months[i]?.month)),
            },
            {
              stroke: INK,
              grid: { stroke: '#eee9e1' },
              ticks: { show: false },
              font: '11px system-ui',
              size: 64,
              values: (_u, splits) => splits.map((v) => (kind === 'mrr' ? money(v) : `${v}%`)),
            },
          ],
          series: [
            {},
            kind === 'mrr'
              ? { label, stroke: LINE, width: 2, points: { show: true, size: 5, fill: LINE } }
              : {
                  label,
                  fill: BARS,
                  stroke: BARS,
                  width: 0,
                  paths: uPlot.paths.bars?.({ size: [0.6, 32] }),
                  points: { show: false },
                },
          ],
        },
        [xs, ys],
        element,
      );
      observer.observe(element);
    });
    return () => {
      isGone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [months, kind, currencyCode, label]);

  const last = months.at(-1);
  const summary =
    kind === 'mrr'
      ? `Monthly recurring revenue, last ${months.length} months: ${months.map((m) => `${m.month} ${formatMoney(m.mrrCents, currencyCode)}`).join(', ')}`
      : `Churn per month, last ${months.length} months: ${months.map((m) => `${m.month} ${m.churnRate}%`).join(', ')}`;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartLegend}>
        {label}
        {last
          ? ` — this month ${kind === 'mrr' ? formatMoney(last.mrrCents, currencyCode) : `${last.churnRate}%`}`
          : ''}
      </figcaption>
      <div ref={box} className={styles.chartBox} role="img" aria-label={summary} />
    </figure>
  );
}

export function SubscriptionCharts({ months, currencyCode }: { months: Month[]; currencyCode: string }) {
  return (
    <div className={styles.charts}>
      <MonthChart
        months={months}
        kind="mrr"
        currencyCode={currencyCode}
        label="MRR (monthly recurring revenue)"
      />
      <MonthChart
        months={months}
        kind="churn"
        currencyCode={currencyCode}
        label="Churn (cancelled of those active)"
      />
    </div>
  );
}
