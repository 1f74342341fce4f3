import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, ERROR_REPORT_URL, type ErrorReportRecord } from './error-reporter.ts';
import { createTraceBatcher, installTrace, TRACE_URL } from './trace.ts';

function reporter() {
  vi.useFakeTimers();
  const batches: ErrorReportRecord[][] = [];
  const r = createErrorReporter({
    websiteId: 'site-1',
    templateId: 'tpl-1',
    url: () => 'http://demo.localhost/',
    userAgent: 'UA',
    now: () => 1700000000000,
    send: (records) => batches.push(records),
  });
  return { r, batches };
}

describe('the error reporter', () => {
  it('DATA-033 DATA-036 DATA-037 reports an error as a record with event, data and timestamp', () => {
    const { r, batches } = reporter();
    r.report({ message: 'boom', stack: 'Error: boom', file: 'app.js', line: 3, column: 7 });
    vi.advanceTimersByTime(1000);
    expect(batches).toEqual([
      [
        {
          event: 'JavascriptError',
          timestamp: 1700000000000,
          data: {
            websiteId: 'site-1',
            templateId: 'tpl-1',
            url: 'http://demo.localhost/',
            userAgent: 'UA',
            app: 'site',
            message: 'boom',
            stack: 'Error: boom',
            file: 'app.js',
            line: 3,
            column: 7,
          },
        },
      ],
    ]);
    vi.useRealTimers();
  });

  it('DATA-034 posts to /api/events/RecordJavascriptErrors', () => {
    expect(ERROR_REPORT_URL).toBe('/api/events/RecordJavascriptErrors');
  });

  it('DATA-038 reports are debounced by 1 s and sent as one batch', () => {
    const { r, batches } = reporter();
    r.report({ message: 'a' });
    vi.advanceTimersByTime(900);
    r.report({ message: 'b' });
    vi.advanceTimersByTime(900);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((e) => e.data.message)).toEqual(['a', 'b']);
    vi.useRealTimers();
  });

  it('DATA-039 the stack is cut at 5000 characters', () => {
    const { r, batches } = reporter();
    r.report({ message: 'long', stack: 'x'.repeat(6000) });
    vi.advanceTimersByTime(1000);
    expect(batches[0]![0]!.data.stack).toHaveLength(5000);
    vi.useRealTimers();
  });

  it('DATA-040 at most 20 batches a page; later reports are dropped', () => {
    const { r, batches } = reporter();
    for (let i = 0; i < 25; i++) {
      r.report({ message: `e${i}` });
      vi.advanceTimersByTime(1000);
    }
    expect(batches).toHaveLength(20);
    vi.useRealTimers();
  });

  it('DATA-041 at most 10 events are queued; more are dropped', () => {
    const { r, batches } = reporter();
    for (let i = 0; i < 15; i++) r.report({ message: `e${i}` });
    vi.advanceTimersByTime(1000);
    expect(batches[0]).toHaveLength(10);
    vi.useRealTimers();
  });
});

describe('trace batching', () => {
  it('DATA-042 items hold pageUrl, type and data, sent to /api/events/Trace', () => {
    const sent: unknown[] = [];
    const t = createTraceBatcher({
      pageUrl: () => '/p',
      send: (items) => sent.push(items),
      setInterval: () => 0,
    });
    t.add('scroll', { depth: 50 });
    t.flush();
    expect(sent).toEqual([[{ pageUrl: '/p', type: 'scroll', data: { depth: 50 } }]]);
    expect(TRACE_URL).toBe('/api/events/Trace');
  });

  it('DATA-043 flushed every 30 s', () => {
    let tick: (() => void) | undefined;
    const intervals: number[] = [];
    const sent: unknown[][] = [];
    const t = createTraceBatcher({
      send: (items) => sent.push(items),
      setInterval: (fn, ms) => {
        tick = fn;
        intervals.push(ms);
      },
    });
    t.add('a', 1);
    t.add('b', 2);
    expect(intervals).toEqual([30_000]);
    tick!();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(2);
    tick!();
    expect(sent).toHaveLength(1);
  });

  it('DATA-044 on page unload, pending items go out by sendBeacon with the crumb', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const t = installTrace(() => 'crumb-x');
    t.add('view', { n: 1 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/events/Trace?crumb=crumb-x');
    expect(JSON.parse(await blob.text())).toEqual({
      data: [{ pageUrl: location.href, type: 'view', data: { n: 1 } }],
    });
    vi.unstubAllGlobals();
  });

  it('a flush marked as unloading reports it to the sender', () => {
    const sent: [unknown, boolean][] = [];
    const t = createTraceBatcher({
      send: (items, isUnloading) => sent.push([items, isUnloading]),
      setInterval: () => 0,
    });
    t.add('a', 1);
    t.flush(true);
    expect(sent).toEqual([[[{ pageUrl: '', type: 'a', data: 1 }], true]]);
  });
});
