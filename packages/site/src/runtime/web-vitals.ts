// What the performance chunk uses of web-vitals (decision 043): a chunk of its own, loaded only when
// the settings answer samples the page load. LCP, INP and CLS are the owner's page-speed metrics;
// FCP costs 5 B more (CLS needs its code anyway). TTFB is read here from the navigation entry, as
// web-vitals computes it (responseStart less activationStart, never below 0): its onTTFB would add
// about 140 B gzip to every measured page load for one subtraction.
import type { OnMetric } from './performance.ts';

export { onCLS, onFCP, onINP, onLCP } from 'web-vitals';

export const onTTFB: OnMetric = (report) => {
  const entry = performance.getEntriesByType('navigation')[0] as
    | (PerformanceNavigationTiming & { activationStart?: number })
    | undefined;
  if (entry) report({ name: 'TTFB', value: Math.max(entry.responseStart - (entry.activationStart ?? 0), 0) });
};
