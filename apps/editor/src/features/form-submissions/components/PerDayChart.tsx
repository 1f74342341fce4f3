import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import styles from './form-submissions.module.css';

/** Submissions per day as bars (uPlot, loaded with the inbox only). The table below holds the numbers. */
export function PerDayChart({ perDay }: { perDay: { day: string; count: number }[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || perDay.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let isGone = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: 140 }));
    void import('uplot').then(({ default: uPlot }) => {
      if (isGone) return;
      const xs = perDay.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
      const ys = perDay.map((d) => d.count);
      chart = new uPlot(
        {
          width: element.clientWidth,
          height: 140,
          legend: { show: false },
          cursor: { show: true, points: { show: false } },
          scales: {
            x: { time: true },
            y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
          },
          axes: [
            { stroke: '#79746b', grid: { show: false }, ticks: { show: false }, font: '11px system-ui' },
            {
              stroke: '#79746b',
              grid: { stroke: '#eee9e1' },
              ticks: { show: false },
              font: '11px system-ui',
              size: 36,
              incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
            },
          ],
          series: [
            {},
            {
              label: 'Submissions',
              fill: '#2f4a3a',
              stroke: '#2f4a3a',
              width: 0,
              paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
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
  }, [perDay]);

  const total = perDay.reduce((n, d) => n + d.count, 0);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        Submissions per day, last {perDay.length} days ({total})
      </figcaption>
      <div
        ref={box}
        className={styles.chartBox}
        role="img"
        aria-label={`${total} submissions in the last ${perDay.length} days`}
      />
    </figure>
  );
}
