// Trace items of published pages (DATA-042..044): batched, sent every 30 s and on page unload.
export const TRACE_URL = '/api/events/Trace';
const FLUSH_EVERY_MS = 30_000;

export interface TraceItem {
  pageUrl: string;
  type: string;
  data: unknown;
}

export interface TraceBatcherOptions {
  send: (items: TraceItem[], isUnloading: boolean) => void;
  pageUrl?: () => string;
  setInterval?: (fn: () => void, ms: number) => unknown;
}

export function createTraceBatcher(options: TraceBatcherOptions) {
  let pending: TraceItem[] = [];
  const flush = (isUnloading = false) => {
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    options.send(items, isUnloading);
  };
  (options.setInterval ?? ((fn, ms) => setInterval(fn, ms)))(() => flush(false), FLUSH_EVERY_MS);
  return {
    add(type: string, data: unknown) {
      if (pending.length >= 500) return;
      pending.push({ pageUrl: options.pageUrl?.() ?? '', type, data });
    },
    flush,
    get pending() {
      return pending.length;
    },
  };
}

/** Sends with fetch while the page lives and with sendBeacon as it unloads (crumb in the query). */
export function installTrace(crumb: () => string) {
  const batcher = createTraceBatcher({
    pageUrl: () => location.href,
    send: (items, isUnloading) => {
      const url = `${TRACE_URL}?crumb=${encodeURIComponent(crumb())}`;
      const body = JSON.stringify({ data: items });
      if (isUnloading && navigator.sendBeacon) {
        navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
        return;
      }
      void fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => undefined);
    },
  });
  addEventListener('pagehide', () => batcher.flush(true));
  return batcher;
}
