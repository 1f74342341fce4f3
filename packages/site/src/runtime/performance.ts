// Performance telemetry of published pages (issue 18, TRACK-042..052, docs/decisions/043): its own
// chunk, loaded by the runtime after the load event and only on sampled page loads, so it never
// delays rendering. It waits for the page's islands, asks the server whether this page load
// measures (the settings call), and only then loads web-vitals (runtime/web-vitals.ts, a chunk of its own) to measure
// LCP, INP, CLS, FCP and TTFB. Records go in batches by beacon, XHR where beacons fail. No cookie,
// no storage, no identifier beyond the page load's own id.
import type { PageContext } from '@folio/core';

export const SETTINGS_URL = '/api/1/performance/settings';
export const RECORDS_URL = '/api/1/performance/records';
/** TRACK-042: the settings call gives up after 30 s. */
export const SETTINGS_TIMEOUT_MS = 30_000;
/** TRACK-048: records are flushed 30 s after the load event. */
export const FLUSH_AFTER_LOAD_MS = 30_000;
/** TRACK-050: page-speed metrics are sent at the latest 60 s after the load event. */
export const METRIC_WAIT_MS = 60_000;
/** TRACK-051: a metric's first 22 samples are sent; then each waits twice as long as the last. */
export const THROTTLE_SAMPLES = 22;
export const THROTTLE_WAIT_FACTOR = 2;
/** TRACK-052: waiting for an element polls every 100 ms. */
export const ELEMENT_POLL_MS = 100;
/** How long the islands are waited for before measuring starts anyway. */
export const ISLANDS_WAIT_MS = 10_000;
/** Records of one batch, at most (the server refuses more). */
export const MAX_BATCH = 50;

/** TRACK-043..045: the spec's messages. */
export const UNEXPECTED_STATUS = 'XHR request DONE with unexpected status';
export const SETTINGS_TIMEOUT = 'Metric settings request timeout';
export const NO_PAGE_LOAD_ID = 'Unable to resolve pageLoadId';

type MetricName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
/** What this chunk uses of web-vitals (its own chunk, loaded only when the page load measures). */
export type OnMetric = (
  report: (metric: { name: MetricName; value: number }) => void,
  opts?: { reportAllChanges?: boolean },
) => void;
export type Vitals = Record<'onLCP' | 'onINP' | 'onCLS' | 'onFCP' | 'onTTFB', OnMetric>;

export interface PerformanceEnv {
  doc: Document;
  /** Milliseconds on the page's clock (performance.now). */
  now: () => number;
  /** When the load event ended on that clock. */
  loadEnd: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  xhr: () => XMLHttpRequest;
  /** navigator.sendBeacon, or null where it is missing. */
  beacon: ((url: string, body: string) => boolean) | null;
  loadVitals: () => Promise<Vitals>;
  warn: (message: string, detail?: unknown) => void;
}

interface PerfRecord {
  metric: MetricName;
  value: number;
}

/**
 * TRACK-052: resolves once `isReady()` holds, asking every 100 ms, or false after `timeoutMs`.
 */
export function waitFor(env: PerformanceEnv, isReady: () => boolean, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const started = env.now();
    const poll = () => {
      if (isReady()) resolve(true);
      else if (env.now() - started >= timeoutMs) resolve(false);
      else env.setTimeout(poll, ELEMENT_POLL_MS);
    };
    poll();
  });
}

/**
 * TRACK-051: a throttle per metric: its first 22 samples pass; after that a sample passes only
 * when the count of samples has doubled since the last one that passed (the 44th, the 88th, …),
 * so a page left open, shown and hidden all day sends a few dozen records, not thousands.
 */
export function metricThrottle(samples = THROTTLE_SAMPLES, waitFactor = THROTTLE_WAIT_FACTOR) {
  const seen = new Map<string, { count: number; next: number }>();
  return (name: string): boolean => {
    const state = seen.get(name) ?? { count: 0, next: samples * waitFactor };
    state.count += 1;
    seen.set(name, state);
    if (state.count <= samples) return true;
    if (state.count < state.next) return false;
    state.next *= waitFactor;
    return true;
  };
}

/**
 * TRACK-042..045: this page load's settings, or null (the spec's message on the console) when the
 * answer is not 200, times out after 30 s or carries no pageLoadId. Status 0 (the page is going,
 * or offline) is quiet.
 */
export function requestSettings(
  env: PerformanceEnv,
): Promise<{ pageLoadId: string; sampled: boolean } | null> {
  return new Promise((resolve) => {
    const xhr = env.xhr();
    let isDone = false;
    const finish = (answer: { pageLoadId: string; sampled: boolean } | null) => {
      if (isDone) return;
      isDone = true;
      env.clearTimeout(timer);
      resolve(answer);
    };
    const timer = env.setTimeout(() => {
      if (isDone) return;
      env.warn(SETTINGS_TIMEOUT);
      finish(null);
      xhr.abort();
    }, SETTINGS_TIMEOUT_MS);
    xhr.onreadystatechange = () => {
      if (xhr.readyState !== 4 || isDone) return;
      if (xhr.status !== 200) {
        if (xhr.status !== 0) env.warn(UNEXPECTED_STATUS, xhr.status);
        return finish(null);
      }
      let answer: { pageLoadId?: unknown; sampled?: unknown } | null = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: no pageLoadId either.
      }
      if (typeof answer?.pageLoadId !== 'string' || !answer.pageLoadId) {
        env.warn(NO_PAGE_LOAD_ID);
        return finish(null);
      }
      finish({ pageLoadId: answer.pageLoadId, sampled: answer.sampled === true });
    };
    xhr.open('GET', SETTINGS_URL);
    xhr.send();
  });
}

/**
 * Whether this page load may measure: a visitor's (signed-in pages are rendered afresh, not as
 * visitors get them), not an error or not-found page, not /search (TRACK-007..012, written out:
 * importing @folio/core/visitor-tracking would split it into a chunk the tracking chunk then loads).
 */
function isMeasuredPage(context: PageContext, path: string): boolean {
  return (
    !context.authenticatedAccount &&
    !['not-found', 'error', 'lock-screen', 'protected-content', 'access-denied'].includes(context.pageType) &&
    !/^\/search(\/|$)/.test(path)
  );
}

/**
 * Measures this page load when it may (isMeasuredPage) and the server says it measures. Resolves
 * false when it does not.
 */
export async function startPerformance(context: PageContext | null, env: PerformanceEnv): Promise<boolean> {
  const { doc } = env;
  const view = doc.defaultView;
  if (!context || !view || !isMeasuredPage(context, doc.location.pathname)) return false;
  // The islands' chunks first: measuring must not compete with the page becoming usable.
  await waitFor(env, () => !doc.querySelector('[data-island]:not([data-hydrated])'), ISLANDS_WAIT_MS);
  const settings = await requestSettings(env);
  if (!settings?.sampled) return false;
  // A chunk that fails to load (offline, a new deploy) measures nothing, quietly: not a page error.
  const vitals = await env.loadVitals().catch(() => null);
  if (!vitals) return false;

  const crumb = /(?:^|;\s*)crumb=([^;]*)/.exec(doc.cookie)?.[1] ?? '';
  const url = `${RECORDS_URL}?crumb=${encodeURIComponent(decodeURIComponent(crumb))}`;
  const allow = metricThrottle();
  const queue: PerfRecord[] = [];
  /** TRACK-046, TRACK-047: one batch as JSON text, by beacon, else by XHR. */
  const flush = () => {
    while (queue.length) {
      const body = JSON.stringify({
        pageLoadId: settings.pageLoadId,
        path: doc.location.pathname,
        width: view.innerWidth,
        records: queue.splice(0, MAX_BATCH),
      });
      let isSent = false;
      try {
        isSent = env.beacon?.(url, body) === true;
      } catch {
        // A beacon refused: XHR below.
      }
      if (isSent) continue;
      const xhr = env.xhr();
      xhr.open('POST', url);
      xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
      xhr.send(body);
    }
  };
  const add = (record: PerfRecord) => {
    if (allow(record.metric)) queue.push(record);
  };

  // LCP, INP and CLS change while the visitor reads: they are the page-speed metrics (TRACK-050),
  // sent at 60 s or when the page is hidden, and again on a later hide when they grew. FCP and TTFB
  // are settled by the load: records flushed 30 s after it (TRACK-048) or on hide (TRACK-049).
  const latest = new Map<MetricName, number>();
  const sent = new Map<MetricName, number>();
  const sendPageSpeed = () => {
    for (const [metric, value] of latest)
      if (sent.get(metric) !== value) {
        sent.set(metric, value);
        add({ metric, value });
      }
    flush();
  };
  /** Whole milliseconds; CLS to four decimals. */
  const round = (name: MetricName, value: number) =>
    name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value);
  const options = { reportAllChanges: true };
  for (const on of [vitals.onLCP, vitals.onINP, vitals.onCLS])
    on((m) => void latest.set(m.name, round(m.name, m.value)), options);
  for (const on of [vitals.onFCP, vitals.onTTFB])
    on((m) => add({ metric: m.name, value: round(m.name, m.value) }), options);

  const sinceLoad = env.now() - env.loadEnd();
  env.setTimeout(flush, Math.max(0, FLUSH_AFTER_LOAD_MS - sinceLoad));
  const deadline = env.setTimeout(sendPageSpeed, Math.max(0, METRIC_WAIT_MS - sinceLoad));
  // Registered after web-vitals' own listeners, so their last values are in.
  const onHidden = () => {
    env.clearTimeout(deadline);
    sendPageSpeed();
  };
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && onHidden());
  view.addEventListener('pagehide', onHidden);
  return true;
}

export function browserPerformanceEnv(): PerformanceEnv {
  return {
    doc: document,
    now: () => performance.now(),
    loadEnd: () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.loadEventEnd || performance.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as number),
    xhr: () => new XMLHttpRequest(),
    beacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : null,
    loadVitals: () => import('./web-vitals.ts'),
    warn: (message, detail) => {
      console.warn(message, ...(detail === undefined ? [] : [detail]));
      // Decision 042: the owner sees it too, as a trace item (DATA-042); its chunk is fetched on the
      // first warning only.
      void import('./trace-warnings.ts').then((m) =>
        m.traceWarning('performance-warning', message, detail === undefined ? {} : { status: detail }),
      );
    },
  };
}

/** The runtime's entry (islands/client.ts): measures this page load in this browser. */
export const measure = (context: PageContext | null) => startPerformance(context, browserPerformanceEnv());
