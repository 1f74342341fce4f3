// Reports uncaught errors of published pages to the site's server (DATA-033..041): batched after a
// 1 s quiet spell, at most 10 queued events and 20 batches a page, stacks cut at 5000 characters.
import { readCrumb } from '../store/store-request.ts';

export const ERROR_REPORT_URL = '/api/events/RecordJavascriptErrors';
const DEBOUNCE_MS = 1000;
const MAX_QUEUED = 10;
const MAX_BATCHES = 20;
const MAX_STACK = 5000;

/** DATA-036, DATA-037 */
export interface ErrorReportRecord {
  event: 'JavascriptError';
  timestamp: number;
  data: {
    websiteId: string | null;
    templateId: string | null;
    url: string;
    userAgent: string;
    app: string;
    message: string;
    stack: string;
    file: string;
    line: number;
    column: number;
  };
}

export interface ErrorReporterOptions {
  websiteId: string | null;
  templateId: string | null;
  /** Sends one batch; the crumb goes in a header (DATA-035). */
  send: (records: ErrorReportRecord[]) => void;
  now?: () => number;
  url?: () => string;
  userAgent?: string;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ErrorDetails {
  message: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
}

export function createErrorReporter(options: ErrorReporterOptions) {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let queue: ErrorReportRecord[] = [];
  let batchesSent = 0;
  let timer: unknown = null;

  function flush() {
    timer = null;
    if (queue.length === 0 || batchesSent >= MAX_BATCHES) return;
    const batch = queue;
    queue = [];
    batchesSent += 1;
    options.send(batch);
  }

  /** DATA-033: one uncaught error (or rejection). */
  function report(error: ErrorDetails) {
    // DATA-040, DATA-041: beyond the limits, reports are dropped silently.
    if (batchesSent >= MAX_BATCHES || queue.length >= MAX_QUEUED) return;
    queue.push({
      event: 'JavascriptError',
      timestamp: now(),
      data: {
        websiteId: options.websiteId,
        templateId: options.templateId,
        url: options.url?.() ?? '',
        userAgent: options.userAgent ?? '',
        app: 'site',
        message: String(error.message).slice(0, 1000),
        stack: (error.stack ?? '').slice(0, MAX_STACK),
        file: error.file ?? '',
        line: error.line ?? 0,
        column: error.column ?? 0,
      },
    });
    // DATA-038: one batch after 1 s without new errors.
    if (timer !== null) clearTimer(timer);
    timer = setTimer(flush, DEBOUNCE_MS);
  }

  return {
    report,
    flush,
    get queued() {
      return queue.length;
    },
    get batchesSent() {
      return batchesSent;
    },
  };
}

export interface BrowserReporterInput {
  websiteId: string | null;
  templateId: string | null;
}

/** The reporter of a published page: this page's address and browser, sent with the crumb header. */
export function createBrowserReporter(input: BrowserReporterInput) {
  return createErrorReporter({
    websiteId: input.websiteId,
    templateId: input.templateId,
    url: () => location.href,
    userAgent: navigator.userAgent,
    send: (records) => {
      void fetch(ERROR_REPORT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-crumb': readCrumb(document) },
        body: JSON.stringify(records),
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => undefined);
    },
  });
}
