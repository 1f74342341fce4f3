// Telemetry warnings as trace items (DATA-042..044, decision 042): what the performance chunk
// (TRACK-043..045) and the events chunk (TRACK-028, TRACK-030, TRACK-036, TRACK-037) used to write
// only to the console also reach the site's owner, on the "Site errors" screen. Imported only by
// those lazy chunks: the always-on runtime and the tracking chunk never load it. ONE batcher a
// page, created on the first warning (nothing is scheduled on a page that has none).
import { type createTraceBatcher, installTrace } from './trace.ts';

export type TraceWarningType = 'performance-warning' | 'analytics-warning';
type Batcher = ReturnType<typeof createTraceBatcher>;

/** Warnings one page sends at most (a page that warns in a loop must not fill the site's quota). */
export const MAX_WARNINGS_PER_PAGE = 50;
const MAX_MESSAGE = 300;
const MAX_FIELD = 200;
const MAX_FIELDS = 8;

/** The item's data: the message and its fields, primitives only, text cut (well under 4 KB). */
export function warningData(message: string, fields: Record<string, unknown> = {}) {
  const data: Record<string, string | number | boolean | null> = { message: message.slice(0, MAX_MESSAGE) };
  for (const [key, value] of Object.entries(fields).slice(0, MAX_FIELDS)) {
    if (key === 'message') continue;
    if (typeof value === 'number' || typeof value === 'boolean' || value === null)
      data[key.slice(0, 50)] = value;
    else if (value !== undefined) data[key.slice(0, 50)] = String(value).slice(0, MAX_FIELD);
  }
  return data;
}

/** A page's warning sink over a batcher made on first use (tests hand in their own). */
export function createTraceWarnings(makeBatcher: () => Batcher) {
  let batcher: Batcher | null = null;
  let sent = 0;
  return (type: TraceWarningType, message: string, fields?: Record<string, unknown>) => {
    if (sent >= MAX_WARNINGS_PER_PAGE) return;
    sent += 1;
    batcher ??= makeBatcher();
    batcher.add(type, warningData(message, fields));
  };
}

const crumbOf = () => {
  const raw = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
};

/**
 * The page's sink: installTrace (fetch every 30 s, sendBeacon on pagehide). Like the error reporter
 * (DATA-033) it runs on every published page; the performance chunk itself measures only visitors'
 * page loads, so its warnings come from visitors.
 */
export const traceWarning = createTraceWarnings(() => installTrace(crumbOf));
