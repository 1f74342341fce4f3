import { formatMoney } from '@folio/core/money';
import type { SalesDay } from '@folio/core/store-api';
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import styles from './store.module.css';

const HEIGHT = 220;
const INK = '#79746b';
const ORDERS = '#c9bfae';
const REVENUE = '#2f4a3a';

/** Orders per day as bars and revenue as a line on its own axis (uPlot, loaded with the tab only). */
export function SalesChart({ days, currencyCode }: { days: SalesDay[]; currencyCode: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || days.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let isGone = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
    const money = (cents: number) => formatMoney(Math.round(cents), currencyCode, { trimZeroCents: true });
    void import('uplot').then(({ default: uPlot }) => {
      if (isGone) return;
      const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
      chart = new uPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          cursor: { points: { show: false } },
          scales: {
            // Half a day either side, so the first and last bars are whole.
            x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
            revenue: { range: (_u, _min, max) => [0, Math.max(100, max * 1.15)] },
          },
          axes: [
            { stroke: INK, grid: { show: false }, ticks: { show: false }, font: '11px system-ui' },
            {
              scale: 'orders',
              stroke: INK,
              grid: { stroke: '#eee9e1' },
              ticks: { show: false },
              font: '11px system-ui',
              size: 36,
              incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
            },
            {
              scale: 'revenue',
              side: 1,
              stroke: REVENUE,
              grid: { show: false },
              ticks: { show: false },
              font: '11px system-ui',
              size: 72,
              values: (_u, splits) => splits.map(money),
            },
          ],
          series: [
            {},
            {
              label: 'Orders',
              scale: 'orders',
              fill: ORDERS,
              stroke: ORDERS,
              width: 0,
              paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
              points: { show: false },
            },
            {
              label: 'Revenue',
              scale: 'revenue',
              stroke: REVENUE,
              width: 2,
              points: { show: false },
            },
          ],
        },
        [xs, days.map((d) => d.orders), days.map((d) => d.revenueCents)],
        element,
      );
      observer.observe(element);
    });
    return () => {
      isGone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days, currencyCode]);

  const orders = days.reduce((n, d) => n + d.orders, 0);
  const revenue = days.reduce((n, d) => n + d.revenueCents, 0);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartLegend}>
        <span className={styles.swatchOrders} aria-hidden="true" /> Orders per day
        <span className={styles.swatchRevenue} aria-hidden="true" /> Revenue per day ({currencyCode})
      </figcaption>
      <div
        ref={box}
        className={styles.chartBox}
        role="img"
        aria-label={`${orders} orders and ${formatMoney(revenue, currencyCode)} revenue in the last ${days.length} days`}
      />
    </figure>
  );
}
