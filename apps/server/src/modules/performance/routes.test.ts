// Issue 18 (TRACK-042..052, decision 043): the performance calls of published pages, their limits,
// and the owner's p75 report with Google's bands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { anotherAddress, databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { PAGE_LOAD_ID } from './schema.ts';

const TEXT = { 'content-type': 'text/plain;charset=UTF-8' };
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('issue 18: performance telemetry on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      PERFORMANCE_SAMPLE_RATE: '0.5',
      // The platform's rate on every page from the start (the small-site rule is tested below).
      PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR: '0',
      PERFORMANCE_PAGE_LOADS_PER_SITE_PER_HOUR: '60',
      ANALYTICS_CALLS_PER_ADDRESS_PER_MINUTE: '30',
      ANALYTICS_RETENTION_DAYS: '90',
    });
  });
  afterAll(() => t?.close());

  const visitor = () => {
    const client = t.client();
    client.remoteAddress = anotherAddress();
    return client;
  };
  const siteId = async () => (await t.app.folio.sites.find('demo.localhost'))!.id;
  const settings = async (client = visitor()) => {
    const res = await client.request({ url: '/api/1/performance/settings' });
    expect(res.statusCode).toBe(200);
    return res.json() as { pageLoadId: string; sampled: boolean };
  };
  /** A beacon: JSON as text/plain, the crumb in the query. */
  const send = async (client: ReturnType<typeof visitor>, body: unknown) => {
    if (!client.crumb) await client.request({ url: '/api/auth/crumb' });
    return client.request({
      method: 'POST',
      url: `/api/1/performance/records?crumb=${encodeURIComponent(client.crumb!)}`,
      headers: TEXT,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      withCrumb: false,
    });
  };
  const rows = async (pageLoadId: string) =>
    (
      (await t.app.folio.performance.db.execute(
        `select metric, value, band, device, path from performance_samples where page_load_id = '${pageLoadId}' order by metric`,
      )) as unknown as {
        rows: { metric: string; value: number; band: string; device: string; path: string }[];
      }
    ).rows;

  it('TRACK-042 the published page carries the sample rate; the settings answer carries a signed pageLoadId and is never cached', async () => {
    const page = await visitor().request({ url: '/' });
    expect(page.body).toContain('"performanceSampleRate":0.5');
    const res = await visitor().request({ url: '/api/1/performance/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['pageLoadId', 'sampled']);
    expect(answer.pageLoadId).toMatch(PAGE_LOAD_ID);
    expect(answer.sampled).toBe(true);
    // Each page load gets its own id.
    expect((await settings()).pageLoadId).not.toBe(answer.pageLoadId);
  });

  it('TRACK-046 TRACK-047 a batch sent as a JSON text body (a beacon, or XHR) is stored per page load and metric, banded, without its query', async () => {
    const client = visitor();
    const { pageLoadId } = await settings(client);
    const res = await send(client, {
      pageLoadId,
      path: '/about?utm_source=x#top',
      width: 390,
      records: [
        { metric: 'LCP', value: 2400 },
        { metric: 'CLS', value: 0.12 },
        { metric: 'INP', value: 640 },
        { metric: 'TTFB', value: 90 },
        { metric: 'FCP', value: 1900 },
      ],
    });
    expect(res.statusCode).toBe(204);
    expect(await rows(pageLoadId)).toEqual([
      { metric: 'CLS', value: 0.12, band: 'needs-improvement', device: 'mobile', path: '/about' },
      { metric: 'FCP', value: 1900, band: 'needs-improvement', device: 'mobile', path: '/about' },
      { metric: 'INP', value: 640, band: 'poor', device: 'mobile', path: '/about' },
      { metric: 'LCP', value: 2400, band: 'good', device: 'mobile', path: '/about' },
      { metric: 'TTFB', value: 90, band: 'good', device: 'mobile', path: '/about' },
    ]);
    // A metric sent again (it grew, TRACK-049) replaces the page load's earlier value: one row each.
    const again = await client.request({
      method: 'POST',
      url: '/api/1/performance/records',
      headers: { 'content-type': 'application/json' },
      payload: { pageLoadId, path: '/about', width: 1280, records: [{ metric: 'CLS', value: 0.3 }] },
    });
    expect(again.statusCode).toBe(204);
    const after = await rows(pageLoadId);
    expect(after).toHaveLength(5);
    expect(after[0]).toEqual({ metric: 'CLS', value: 0.3, band: 'poor', device: 'desktop', path: '/about' });
  });

  it('TRACK-046 records are bounded: metric names, values, counts, size, JSON, and only page loads the site issued and sampled', async () => {
    const client = visitor();
    const { pageLoadId } = await settings(client);
    const batch = (records: unknown, extra: Record<string, unknown> = {}) => ({
      pageLoadId,
      path: '/',
      width: 800,
      records,
      ...extra,
    });
    const status = async (body: unknown) => (await send(client, body)).statusCode;
    expect(await status(batch([{ metric: 'FID', value: 10 }]))).toBe(400);
    expect(await status(batch([{ metric: 'LCP', value: -1 }]))).toBe(400);
    expect(await status(batch([{ metric: 'CLS', value: 101 }]))).toBe(400);
    expect(await status(batch([{ metric: 'INP', value: 60_001 }]))).toBe(400);
    expect(await status(batch([]))).toBe(400);
    expect(await status(batch(Array.from({ length: 51 }, () => ({ metric: 'LCP', value: 1 }))))).toBe(400);
    expect(await status(batch([{ metric: 'LCP', value: 1 }], { path: 'x'.repeat(2049) }))).toBe(400);
    expect(await status('{"pageLoadId":')).toBe(400);
    expect(await status(`{"pad":"${'x'.repeat(9000)}"}`)).toBe(413);
    // An id this site did not issue, or issued to a page load that does not measure: refused.
    const [nonce, issued] = pageLoadId.split('.');
    expect(
      await status(
        batch([{ metric: 'LCP', value: 1 }], { pageLoadId: `${nonce}.${issued}.AAAAAAAAAAAAAAAA` }),
      ),
    ).toBe(403);
    const id = await siteId();
    const old = new Date('2020-03-01T10:00:00Z');
    for (let i = 0; i < 60; i += 1) await t.app.folio.performance.settings(id, old);
    const unsampled = await t.app.folio.performance.settings(id, old);
    expect(unsampled.sampled).toBe(false);
    expect(t.app.folio.performance.isMeasuredPageLoad(id, unsampled.pageLoadId, old)).toBe(false);
    // An id older than a day is refused.
    expect(
      await status(
        batch([{ metric: 'LCP', value: 1 }], {
          pageLoadId: (await t.app.folio.performance.settings(id, old)).pageLoadId,
        }),
      ),
    ).toBe(403);
    // Without the crumb, refused like every state change.
    const noCrumb = await client.request({
      method: 'POST',
      url: '/api/1/performance/records',
      headers: TEXT,
      payload: JSON.stringify(batch([{ metric: 'LCP', value: 1 }])),
      withCrumb: false,
    });
    expect(noCrumb.statusCode).toBe(403);
    expect(await rows(pageLoadId)).toEqual([]);
  });

  it('TRACK-042 the site’s hourly allowance of measured page loads: past it, the settings answer says not sampled', async () => {
    const id = await siteId();
    const hour = new Date('2021-05-05T05:00:00Z');
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push(await t.app.folio.performance.settings(id, hour));
    expect(answers.filter((a) => a.sampled)).toHaveLength(60);
    expect(answers.at(-1)!.sampled).toBe(false);
    expect(answers.at(-1)!.pageLoadId).toMatch(PAGE_LOAD_ID);
  });

  it('TRACK-042 TRACK-046 one address is limited per minute (429)', async () => {
    const client = visitor();
    const codes = [];
    for (let i = 0; i < 31; i += 1)
      codes.push((await client.request({ url: '/api/1/performance/settings' })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('issue 18: the owner reads p75 per page of LCP, INP and CLS with Google’s bands; others may not', async () => {
    const id = await siteId();
    const perf = t.app.folio.performance;
    const load = async (path: string, values: Record<string, number>) => {
      const { pageLoadId } = await perf.settings(id);
      const records = Object.entries(values).map(([metric, value]) => ({ metric, value }));
      expect(await perf.record(id, { pageLoadId, path, width: 1280, records } as never)).toBe(true);
    };
    // /p75: LCP 1000, 2000, 3000, 5000 → p75 3000 (needs improvement); CLS 0, 0, 0.05, 0.3 → 0.05.
    await load('/p75', { LCP: 1000, CLS: 0 });
    await load('/p75', { LCP: 2000, CLS: 0, INP: 100 });
    await load('/p75', { LCP: 3000, CLS: 0.05, INP: 180 });
    await load('/p75', { LCP: 5000, CLS: 0.3 });
    await load('/slow', { LCP: 4200, INP: 650, CLS: 0.26 });
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const res = await owner.request({
      url: `/api/config/analytics/performance?from=${today()}&to=${tomorrow()}`,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const p75 = answer.pages.find((p: { path: string }) => p.path === '/p75');
    expect(p75).toEqual({
      path: '/p75',
      samples: 4,
      lcp: { p75: 3000, band: 'needs-improvement' },
      inp: { p75: 180, band: 'good' },
      cls: { p75: 0.05, band: 'good' },
    });
    expect(answer.pages.find((p: { path: string }) => p.path === '/slow')).toEqual({
      path: '/slow',
      samples: 1,
      lcp: { p75: 4200, band: 'poor' },
      inp: { p75: 650, band: 'poor' },
      cls: { p75: 0.26, band: 'poor' },
    });
    expect(answer.overall.samples).toBeGreaterThanOrEqual(6);
    expect(Object.keys(answer.overall).sort()).toEqual(['cls', 'inp', 'lcp', 'samples']);
    // Most sampled first.
    const samples = answer.pages.map((p: { samples: number }) => p.samples);
    expect([...samples].sort((a, b) => b - a)).toEqual(samples);
    // A range with no page loads: empty pages, null p75s (the shape the dashboard reads).
    const empty = await owner.request({
      url: '/api/config/analytics/performance?from=2001-01-01&to=2001-01-02',
    });
    expect(stable(empty.json())).toMatchInlineSnapshot(`
      {
        "overall": {
          "cls": {
            "band": null,
            "p75": null,
          },
          "inp": {
            "band": null,
            "p75": null,
          },
          "lcp": {
            "band": null,
            "p75": null,
          },
          "samples": 0,
        },
        "pages": [],
      }
    `);
    expect(
      (await visitor().request({ url: `/api/config/analytics/performance?from=${today()}&to=${tomorrow()}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await owner.request({ url: '/api/config/analytics/performance?from=today&to=x' })).statusCode,
    ).toBe(400);
  });

  it('issue 18: samples are deleted after the analytics retention period', async () => {
    const id = await siteId();
    const perf = t.app.folio.performance;
    const then = new Date(Date.now() - 91 * 86_400_000);
    const { pageLoadId } = await perf.settings(id, then);
    await perf.record(
      id,
      { pageLoadId, path: '/old', width: 390, records: [{ metric: 'LCP', value: 900 }] },
      then,
    );
    expect(await rows(pageLoadId)).toHaveLength(1);
    expect(await perf.prune()).toBeGreaterThanOrEqual(1);
    expect(await rows(pageLoadId)).toEqual([]);
  });
});

describe('issue 18 (decision 043): a small site measures every page load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', {
      PERFORMANCE_SAMPLE_RATE: '0.25',
      PERFORMANCE_SMALL_SITE_LOADS_PER_HOUR: '2',
    });
  });
  afterAll(() => t?.close());

  const visitor = () => {
    const client = t.client();
    client.remoteAddress = anotherAddress();
    return client;
  };
  const rateOf = async () => {
    const page = await visitor().request({ url: '/' });
    return {
      rate: /"performanceSampleRate":([0-9.]+)/.exec(page.body)?.[1],
      cache: page.headers['x-folio-cache'],
    };
  };

  it('TRACK-042 pages carry rate 1 until the site has 2 measured loads this hour, then the platform rate (cached pages dropped)', async () => {
    expect(await rateOf()).toEqual({ rate: '1', cache: 'miss' });
    expect(await rateOf()).toEqual({ rate: '1', cache: 'hit' });
    const first = await visitor().request({ url: '/api/1/performance/settings' });
    expect(first.json()).toMatchObject({ sampled: true });
    expect((await rateOf()).rate).toBe('1');
    await visitor().request({ url: '/api/1/performance/settings' });
    expect(await rateOf()).toEqual({ rate: '0.25', cache: 'miss' });
    expect(await rateOf()).toEqual({ rate: '0.25', cache: 'hit' });
  });
});
