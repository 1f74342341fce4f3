// Issue 18 (TRACK-042..052, decision 043): the performance chunk's timings on fake timers: the
// settings call (30 s timeout, its three messages), the 30 s flush, the 60 s page-speed wait, the
// flush on hide, the metric throttle (22 samples, wait factor 2) and the 100 ms element poll.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPageContext } from '../testing/page-factories.ts';
import {
  ELEMENT_POLL_MS,
  metricThrottle,
  NO_PAGE_LOAD_ID,
  type PerformanceEnv,
  RECORDS_URL,
  SETTINGS_TIMEOUT,
  SETTINGS_URL,
  startPerformance,
  UNEXPECTED_STATUS,
  type Vitals,
  waitFor,
} from './performance.ts';

/** An XMLHttpRequest the test answers. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  readyState = 0;
  status = 0;
  responseText = '';
  isAborted = false;
  onreadystatechange: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: unknown) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.readyState = 4;
    this.status = 0;
    this.onreadystatechange?.();
  }
  answer(status: number, text: string) {
    this.readyState = 4;
    this.status = status;
    this.responseText = text;
    this.onreadystatechange?.();
  }
}

type Report = (metric: { name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'; value: number }) => void;

function setUp(over: { beacon?: boolean; loadedAgoMs?: number } = {}) {
  FakeXhr.all = [];
  const beacons: {
    url: string;
    body: { pageLoadId: string; path: string; width: number; records: unknown[] };
  }[] = [];
  const reports: Partial<Record<keyof Vitals, Report>> = {};
  const options: unknown[] = [];
  const vitals = Object.fromEntries(
    (['onLCP', 'onINP', 'onCLS', 'onFCP', 'onTTFB'] as const).map((name) => [
      name,
      (report: Report, opts: unknown) => {
        reports[name] = report;
        options.push(opts);
      },
    ]),
  ) as unknown as Vitals;
  const warn = vi.fn();
  const loadVitals = vi.fn(async () => vitals);
  const loadedAt = Date.now() - (over.loadedAgoMs ?? 0);
  const env: PerformanceEnv = {
    doc: document,
    now: () => Date.now(),
    loadEnd: () => loadedAt,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as number),
    xhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    beacon:
      over.beacon === false
        ? null
        : (url, body) => {
            beacons.push({ url, body: JSON.parse(body) });
            return true;
          },
    loadVitals,
    warn,
  };
  return { env, beacons, reports, options, warn, loadVitals };
}

const settingsXhr = () => FakeXhr.all.find((x) => x.url === SETTINGS_URL)!;
const answerSettings = async (sampled = true) => {
  settingsXhr().answer(200, JSON.stringify({ pageLoadId: 'abcdefghijkl.t1.ABCDEFGHIJKLMNOP', sampled }));
  await vi.advanceTimersByTimeAsync(0);
};
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/about?x=1');
  document.cookie = 'crumb=c%2B1; Path=/';
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  setHidden(false);
});

describe('issue 18 performance telemetry in the browser', () => {
  it('TRACK-042 the settings are read with GET /api/1/performance/settings; web-vitals loads only when the answer samples this page load', async () => {
    const { env, loadVitals, options } = setUp();
    const started = startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    expect(settingsXhr().method).toBe('GET');
    expect(loadVitals).not.toHaveBeenCalled();
    await answerSettings(true);
    expect(await started).toBe(true);
    expect(loadVitals).toHaveBeenCalledTimes(1);
    expect(options).toEqual(Array(5).fill({ reportAllChanges: true }));

    const second = setUp();
    const notSampled = startPerformance(aPageContext(), second.env);
    await vi.advanceTimersByTimeAsync(0);
    await answerSettings(false);
    expect(await notSampled).toBe(false);
    expect(second.loadVitals).not.toHaveBeenCalled();
  });

  it('issue 18: web-vitals failing to load measures nothing and raises no page error', async () => {
    const { env } = setUp();
    env.loadVitals = () => Promise.reject(new Error('Loading chunk failed'));
    const started = startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    await answerSettings();
    expect(await started).toBe(false);
  });

  it('TRACK-043 an answer other than 200 (and not 0) gives the spec’s message; status 0 is quiet', async () => {
    const { env, warn, loadVitals } = setUp();
    const started = startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    settingsXhr().answer(503, '');
    expect(await started).toBe(false);
    expect(warn).toHaveBeenCalledWith(UNEXPECTED_STATUS, 503);
    expect(loadVitals).not.toHaveBeenCalled();

    const quiet = setUp();
    const zero = startPerformance(aPageContext(), quiet.env);
    await vi.advanceTimersByTimeAsync(0);
    settingsXhr().answer(0, '');
    expect(await zero).toBe(false);
    expect(quiet.warn).not.toHaveBeenCalled();
  });

  it('TRACK-044 a settings call unanswered after 30 s gives “Metric settings request timeout” and is abandoned', async () => {
    const { env, warn } = setUp();
    const started = startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith(SETTINGS_TIMEOUT);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(settingsXhr().isAborted).toBe(true);
    expect(await started).toBe(false);
  });

  it('TRACK-045 an answer without pageLoadId gives “Unable to resolve pageLoadId”', async () => {
    const { env, warn, loadVitals } = setUp();
    const started = startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    settingsXhr().answer(200, JSON.stringify({ sampled: true }));
    expect(await started).toBe(false);
    expect(warn).toHaveBeenCalledWith(NO_PAGE_LOAD_ID);
    expect(loadVitals).not.toHaveBeenCalled();
  });

  it('TRACK-046 TRACK-048 TRACK-050 FCP and TTFB are flushed 30 s after load as one JSON batch by beacon; LCP, INP and CLS at 60 s', async () => {
    const { env, beacons, reports } = setUp();
    void startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    await answerSettings();
    reports.onTTFB!({ name: 'TTFB', value: 80.4 });
    reports.onFCP!({ name: 'FCP', value: 900.6 });
    reports.onLCP!({ name: 'LCP', value: 1200 });
    reports.onLCP!({ name: 'LCP', value: 1500.2 });
    reports.onCLS!({ name: 'CLS', value: 0.012345 });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(`${RECORDS_URL}?crumb=c%2B1`);
    expect(beacons[0]!.body).toEqual({
      pageLoadId: 'abcdefghijkl.t1.ABCDEFGHIJKLMNOP',
      path: '/about',
      width: window.innerWidth,
      records: [
        { metric: 'TTFB', value: 80 },
        { metric: 'FCP', value: 901 },
      ],
    });
    reports.onINP!({ name: 'INP', value: 180 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(beacons).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(beacons).toHaveLength(2);
    expect(beacons[1]!.body.records).toEqual([
      { metric: 'LCP', value: 1500 },
      { metric: 'CLS', value: 0.0123 },
      { metric: 'INP', value: 180 },
    ]);
  });

  it('TRACK-049 TRACK-050 a page hidden before 60 s sends its page-speed metrics and its records at once; a later hide sends only what grew', async () => {
    const { env, beacons, reports } = setUp({ loadedAgoMs: 5_000 });
    void startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    await answerSettings();
    reports.onTTFB!({ name: 'TTFB', value: 50 });
    reports.onLCP!({ name: 'LCP', value: 2600 });
    reports.onCLS!({ name: 'CLS', value: 0.05 });
    await vi.advanceTimersByTimeAsync(3_000);
    setHidden(true);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body.records).toEqual([
      { metric: 'TTFB', value: 50 },
      { metric: 'LCP', value: 2600 },
      { metric: 'CLS', value: 0.05 },
    ]);
    setHidden(false);
    reports.onCLS!({ name: 'CLS', value: 0.2 });
    // The 60 s wait was ended by the hide; the 30 s flush finds nothing to send.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(beacons).toHaveLength(1);
    setHidden(true);
    expect(beacons).toHaveLength(2);
    expect(beacons[1]!.body.records).toEqual([{ metric: 'CLS', value: 0.2 }]);
    // pagehide right after: nothing new, nothing sent.
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });

  it('TRACK-047 without a beacon (or when it is refused) the batch goes by XHR as a JSON text body', async () => {
    const { env, reports } = setUp({ beacon: false });
    void startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    await answerSettings();
    reports.onFCP!({ name: 'FCP', value: 700 });
    await vi.advanceTimersByTimeAsync(30_000);
    const post = FakeXhr.all.find((x) => x.method === 'POST')!;
    expect(post.url).toBe(`${RECORDS_URL}?crumb=c%2B1`);
    expect(post.headers['Content-Type']).toBe('text/plain;charset=UTF-8');
    expect(JSON.parse(post.body as string).records).toEqual([{ metric: 'FCP', value: 700 }]);

    const refused = setUp();
    refused.env.beacon = () => false;
    FakeXhr.all = [];
    void startPerformance(aPageContext(), refused.env);
    await vi.advanceTimersByTimeAsync(0);
    await answerSettings();
    refused.reports.onFCP!({ name: 'FCP', value: 700 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeXhr.all.filter((x) => x.method === 'POST')).toHaveLength(1);
  });

  it('TRACK-051 a metric’s first 22 samples pass, then each waits for twice as many (the 44th, the 88th, …)', () => {
    const allow = metricThrottle();
    const passed = Array.from({ length: 200 }, (_, i) => (allow('CLS') ? i + 1 : 0)).filter(Boolean);
    expect(passed).toEqual([...Array.from({ length: 22 }, (_, i) => i + 1), 44, 88, 176]);
    // Per metric.
    expect(allow('INP')).toBe(true);
  });

  it('TRACK-051 a page shown and hidden all day sends a bounded number of records of a metric', async () => {
    const { env, beacons, reports } = setUp();
    void startPerformance(aPageContext(), env);
    await vi.advanceTimersByTimeAsync(0);
    await answerSettings();
    for (let i = 1; i <= 100; i += 1) {
      reports.onCLS!({ name: 'CLS', value: i / 100 });
      setHidden(true);
      setHidden(false);
    }
    const records = beacons.flatMap((b) => b.body.records);
    expect(records).toHaveLength(22 + 2);
    expect(records.slice(21)).toEqual([
      { metric: 'CLS', value: 0.22 },
      { metric: 'CLS', value: 0.44 },
      { metric: 'CLS', value: 0.88 },
    ]);
  });

  it('TRACK-052 waiting for an element polls every 100 ms: measuring starts once the islands are hydrated', async () => {
    document.body.innerHTML = '<div data-island="Gallery"></div>';
    const { env } = setUp();
    const check = vi.fn(() => document.querySelector('[data-island]:not([data-hydrated])') === null);
    const waited = waitFor(env, check, 10_000);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ELEMENT_POLL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ELEMENT_POLL_MS * 3);
    expect(check).toHaveBeenCalledTimes(5);
    (document.querySelector('[data-island]') as HTMLElement).dataset.hydrated = '';
    await vi.advanceTimersByTimeAsync(ELEMENT_POLL_MS);
    expect(await waited).toBe(true);

    // The settings call waits for the islands too.
    document.body.innerHTML = '<div data-island="Gallery"></div>';
    const second = setUp();
    void startPerformance(aPageContext(), second.env);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeXhr.all).toEqual([]);
    (document.querySelector('[data-island]') as HTMLElement).dataset.hydrated = '';
    await vi.advanceTimersByTimeAsync(ELEMENT_POLL_MS);
    expect(settingsXhr()).toBeDefined();
    // And gives up waiting at its time limit.
    const never = waitFor(second.env, () => false, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await never).toBe(false);
  });

  it('issue 18: signed-in owners, not-found pages and /search are not measured (TRACK-007..012)', async () => {
    const { env } = setUp();
    const signedIn = {
      ...aPageContext(),
      authenticatedAccount: { id: 'a', email: 'o@x.test' },
      websiteRoles: [1],
    };
    expect(await startPerformance(signedIn, env)).toBe(false);
    expect(await startPerformance({ ...aPageContext(), pageType: 'not-found' }, env)).toBe(false);
    history.replaceState(null, '', '/search?q=x');
    expect(await startPerformance(aPageContext(), env)).toBe(false);
    expect(FakeXhr.all).toEqual([]);
  });
});
