// Decision 042: the telemetry warnings of the performance chunk (TRACK-043..045) and the events
// chunk (TRACK-028, TRACK-036, TRACK-037) become trace items (DATA-042), sent by ONE batcher made on
// the first warning, every 30 s (DATA-043) and by beacon on pagehide (DATA-044). Fake timers; each
// test imports fresh modules so the page's single batcher starts unmade.
import { ANALYTICS_MESSAGES } from '@folio/core/analytics-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPageContext } from '../testing/page-factories.ts';

type Posted = {
  url: string;
  body: { data: { pageUrl: string; type: string; data: Record<string, unknown> }[] };
};

let posted: Posted[];
let beacons: Posted[];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  posted = [];
  beacons = [];
  document.cookie = 'crumb=abc.def';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (String(url).startsWith('/api/events/Trace'))
        posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 500 });
    }),
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: vi.fn((url: string, blob: Blob) => {
      void blob.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An XHR whose settings call answers `status` (or never, for null). */
function fakeXhr(status: number | null, responseText = '') {
  const xhr = {
    readyState: 0,
    status: 0,
    responseText,
    onreadystatechange: null as null | (() => void),
    open: vi.fn(),
    abort: vi.fn(),
    send: vi.fn(() => {
      if (status === null) return;
      Object.assign(xhr, { readyState: 4, status });
      xhr.onreadystatechange?.();
    }),
  };
  return xhr as unknown as XMLHttpRequest;
}

describe('decision 042: telemetry warnings as trace items', () => {
  it('DATA-042 DATA-043 TRACK-043 a settings call answered 500 becomes a performance-warning trace item, sent at the 30 s flush', async () => {
    const perf = await import('./performance.ts');
    const env = { ...perf.browserPerformanceEnv(), xhr: () => fakeXhr(500) };
    expect(await perf.requestSettings(env)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(perf.UNEXPECTED_STATUS, 500);
    // The sink's chunk is fetched on the first warning; its 30 s timer starts then.
    await vi.dynamicImportSettled();
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toEqual([
      {
        url: '/api/events/Trace?crumb=abc.def',
        body: {
          data: [
            {
              pageUrl: location.href,
              type: 'performance-warning',
              data: { message: 'XHR request DONE with unexpected status', status: 500 },
            },
          ],
        },
      },
    ]);
  });

  it('DATA-042 DATA-044 TRACK-044 TRACK-045 a timed-out settings call and a missing pageLoadId go out by beacon on pagehide, in one batch of one batcher', async () => {
    const perf = await import('./performance.ts');
    const env = perf.browserPerformanceEnv();
    const timedOut = perf.requestSettings({ ...env, xhr: () => fakeXhr(null) });
    await vi.advanceTimersByTimeAsync(perf.SETTINGS_TIMEOUT_MS);
    expect(await timedOut).toBeNull();
    expect(await perf.requestSettings({ ...env, xhr: () => fakeXhr(200, '{"sampled":true}') })).toBeNull();
    await vi.dynamicImportSettled();
    // The 30 s timer started with the first warning, at the timeout: not yet due.
    expect(posted).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]!.url).toBe('/api/events/Trace?crumb=abc.def');
    expect(beacons[0]!.body.data.map((item) => [item.type, item.data])).toEqual([
      ['performance-warning', { message: 'Metric settings request timeout' }],
      ['performance-warning', { message: 'Unable to resolve pageLoadId' }],
    ]);
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('DATA-042 TRACK-028 an events-service answer of 500 becomes an analytics-warning trace item, logging off or on', async () => {
    const { sendQueued } = await import('./analytics-events.ts');
    const context = aPageContext();
    context.website.developerMode = false;
    await sendQueued(
      { site: { event: 'add-to-cart' } },
      {
        doc: document,
        now: () => 1_700_000_000_000,
        random: () => 0.5,
        beacon: null,
        fetch: globalThis.fetch,
        context,
        crumb: 'abc.def',
        mayUseCookies: () => false,
        visitorCookie: '',
      },
    );
    // TRACK-028: no console line without logging; the owner still gets the trace item.
    expect(console.warn).not.toHaveBeenCalled();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body.data).toEqual([
      {
        pageUrl: location.href,
        type: 'analytics-warning',
        data: {
          message: 'Error tracking event: HTTP Status 500',
          status: 500,
          path: '/api/events/RecordEvent',
        },
      },
    ]);
  });

  it('DATA-042 TRACK-036 TRACK-037 the storage warnings reach the trace sink with their message', async () => {
    const { sessionState } = await import('./analytics-events.ts');
    const traced: [string, unknown][] = [];
    const refusing = {
      // A browser refusing cookies: every write is lost.
      get cookie() {
        return '';
      },
      set cookie(_value: string) {},
      location: { host: 'demo.localhost', pathname: '/', search: '', protocol: 'http:' },
      referrer: '',
    } as unknown as Document;
    sessionState({
      doc: refusing,
      now: () => 0,
      random: () => 0.5,
      beacon: null,
      fetch: globalThis.fetch,
      logging: false,
      warn: () => undefined,
      trace: (message, fields) => traced.push([message, fields]),
      mayUseCookies: () => true,
      crumb: '',
      context: aPageContext(),
      visit: null,
      visitorCookie: '',
      pageId: '1.5',
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    expect(traced.map(([message]) => message)).toEqual([
      ANALYTICS_MESSAGES.storageFailed,
      ANALYTICS_MESSAGES.unableToStoreAnalyticsId,
    ]);
  });

  it('DATA-042 no batcher (no timer, no listener) before the first warning; at most 50 warnings a page; data bounded', async () => {
    const { createTraceWarnings, MAX_WARNINGS_PER_PAGE, warningData } = await import('./trace-warnings.ts');
    const { createTraceBatcher } = await import('./trace.ts');
    const sent: unknown[][] = [];
    const make = vi.fn(() => createTraceBatcher({ send: (items) => sent.push(items) }));
    const warnTrace = createTraceWarnings(make);
    expect(make).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    for (let i = 0; i < 80; i++) warnTrace('analytics-warning', `w${i}`);
    expect(make).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent[0]).toHaveLength(MAX_WARNINGS_PER_PAGE);
    const data = warningData('x'.repeat(1000), { detail: 'y'.repeat(1000), nested: { a: 1 }, n: 3 });
    expect(String(data.message)).toHaveLength(300);
    expect(String(data.detail)).toHaveLength(200);
    expect(data.nested).toBe('[object Object]');
    expect(data.n).toBe(3);
    expect(JSON.stringify(data).length).toBeLessThan(4096);
  });
});
