import { analyticsEvents } from '@folio/db/schema';
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherAddress, databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { INSERTED_COLUMNS } from './queries.ts';
import { AnalyticsService, startOfUtcDay } from './service.ts';

const VISITOR = 'abcdefghij0123456789xy|1700000000000|1700000000000|1700000000000|1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('issue 18: visitor tracking ingestion and roll-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind, {
      ANALYTICS_EVENTS_PER_SITE_PER_HOUR: '40',
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

  it('TRACK-020 TRACK-021 TRACK-022 a landing image request (GET) and beacon (POST) are stored with their marketing queries', async () => {
    const client = visitor();
    const query =
      'landing=%2Fabout%3Futm_source%3Dnews&refer=https%3A%2F%2Fsearch.example%2Fq&rk=12345&lang=en-GB&screen=390x844&source=news&campaign=spring&channel=email&mkwid=k1';
    const get = await client.request({
      url: `/api/track/Track?${query}`,
      headers: { cookie: `ss_cvr=${VISITOR}` },
    });
    expect(get.statusCode).toBe(204);
    const post = await client.request({ method: 'POST', url: `/api/track/Track?${query}` });
    expect(post.statusCode).toBe(204);
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    expect((await owner.request({ method: 'POST', url: '/api/config/analytics/rollup' })).statusCode).toBe(
      200,
    );
    const traffic = (
      await owner.request({ url: `/api/config/analytics/traffic?from=${today()}&to=${tomorrow()}` })
    ).json();
    expect(traffic.campaigns).toContainEqual(
      expect.objectContaining({ key: 'news / spring', visits: 2, visitors: 2, pageViews: 0 }),
    );
    expect(traffic.referrers).toContainEqual(
      expect.objectContaining({ key: 'search.example', visits: 2, visitors: 2, pageViews: 0 }),
    );
    expect(traffic.paths).toContainEqual(expect.objectContaining({ key: '/about', visits: 2 }));
  });

  it('TRACK-013 TRACK-015 TRACK-016 a census hit and a button render and click are stored; the roll-up counts page views per path', async () => {
    const id = await siteId();
    const before = await t.app.folio.analytics.countEvents(id);
    const client = visitor();
    const hit = await client.request({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: FORM,
      payload: new URLSearchParams({
        event: 'pageview',
        data: '{"path":"/shop"}',
        visitorCookie: VISITOR,
      }).toString(),
    });
    expect(hit.statusCode).toBe(204);
    const button = {
      id: 'Button-1',
      buttonText: 'Book',
      clickthroughUrl: '/book',
      alignment: 'center',
      size: 'large',
      newWindow: 'false',
      context: '/shop',
      visitorCookie: VISITOR,
    };
    for (const kind of ['button-render', 'button-click']) {
      const res = await client.request({
        method: 'POST',
        url: `/api/census/${kind}`,
        headers: FORM,
        payload: new URLSearchParams(button).toString(),
      });
      expect(res.statusCode, kind).toBe(204);
    }
    // Acknowledged means stored: the three are in the table when the answers have come.
    expect(await t.app.folio.analytics.countEvents(id)).toBe(before + 3);
    await t.app.folio.analytics.rollUp();
    const traffic = await t.app.folio.analytics.traffic(id, today(), tomorrow());
    expect(traffic.paths).toContainEqual(
      expect.objectContaining({ key: '/shop', visits: 0, visitors: 1, pageViews: 1 }),
    );
  });

  it('issue 18: payloads are validated with limits (400) and the crumb is required on POST (403)', async () => {
    const client = visitor();
    const long = await client.request({ url: `/api/track/Track?landing=%2F&lang=${'x'.repeat(36)}` });
    expect(long.statusCode).toBe(400);
    const badScreen = await client.request({ url: '/api/track/Track?landing=%2F&screen=big' });
    expect(badScreen.statusCode).toBe(400);
    const noLanding = await client.request({ url: '/api/track/Track' });
    expect(noLanding.statusCode).toBe(400);
    const badSize = await client.request({
      method: 'POST',
      url: '/api/census/button-click',
      headers: FORM,
      payload: 'id=x&buttonText=a&clickthroughUrl=%2F&alignment=left&size=huge&newWindow=false&context=%2F',
    });
    expect(badSize.statusCode).toBe(400);
    const tooBig = await client.request({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: FORM,
      payload: `event=pageview&data=${'x'.repeat(9000)}`,
    });
    expect(tooBig.statusCode).toBe(413);
    const noCrumb = await client.request({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: FORM,
      payload: 'event=pageview',
      withCrumb: false,
    });
    expect(noCrumb.statusCode).toBe(403);
  });

  it('TRACK-004 a malformed visitor cookie is not used as an id: the event counts by the daily hash', () => {
    const service = t.app.folio.analytics;
    const now = new Date();
    const who = { websiteId: 's', address: '10.0.0.1', userAgent: 'UA' };
    expect(service.visitorKey({ ...who, visitorCookie: VISITOR }, now)).toBe('v:abcdefghij0123456789xy');
    for (const bad of ['abc|1|2|3', 'abcdefghij|1|2|3|0', 'abcdefghij|1|2|x|4', '|1|2|3|4'])
      expect(service.visitorKey({ ...who, visitorCookie: bad }, now)).toMatch(/^h:/);
    // The hash changes with the day and the address, and holds neither.
    const hash = service.visitorKey({ ...who, visitorCookie: undefined }, now);
    expect(hash).not.toContain('10.0.0.1');
    expect(
      service.visitorKey({ ...who, visitorCookie: undefined }, new Date(now.getTime() + 86_400_000)),
    ).not.toBe(hash);
    expect(service.visitorKey({ ...who, address: '10.0.0.2', visitorCookie: undefined }, now)).not.toBe(hash);
  });

  it('issue 18: events sent together are written in one batch (group commit) and each is acknowledged once stored', async () => {
    const id = await siteId();
    const before = await t.app.folio.analytics.countEvents(id);
    const client = visitor();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.request({ url: `/api/track/Track?landing=%2Fb${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(204));
    expect(await t.app.folio.analytics.countEvents(id)).toBe(before + 12);
  });

  it('issue 18: past the site hourly quota events are dropped, still with 204', async () => {
    const id = await siteId();
    const client = visitor();
    for (let i = 0; i < 45; i++) {
      const res = await client.request({ url: `/api/track/Track?landing=%2Fq${i}` });
      expect(res.statusCode).toBe(204);
    }
    // The quota is 40 an hour for this app: whatever came before, never more than 40 are stored.
    expect(await t.app.folio.analytics.countEvents(id)).toBe(40);
  });

  it('issue 18: one address is rate limited (429) past 120 calls a minute', async () => {
    const client = visitor();
    const codes: number[] = [];
    for (let i = 0; i < 121; i++)
      codes.push((await client.request({ url: '/api/track/Track?landing=%2Fr' })).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 204)).toBe(true);
    expect(codes[120]).toBe(429);
  });

  it('issue 18: raw events older than the retention period (90 days) are pruned, the aggregates stay', async () => {
    const id = await siteId();
    const service = t.app.folio.analytics;
    const stored = await service.countEvents(id);
    expect(stored).toBeGreaterThan(0);
    const daysAgo = (n: number) => new Date(Date.now() + n * 86_400_000);
    expect(await service.prune(daysAgo(89))).toBe(0);
    expect(await service.countEvents(id)).toBe(stored);
    expect(await service.prune(daysAgo(91))).toBe(stored);
    expect(await service.countEvents(id)).toBe(0);
    const traffic = await service.traffic(id, today(), tomorrow());
    expect(traffic.days[0]).toMatchObject({ key: today() });
    expect(traffic.days[0]!.visits).toBeGreaterThan(0);
    expect(startOfUtcDay(new Date('2026-01-02T13:00:00Z')).toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it("issue 18: a busy site's batches take the hourly quota ahead: one counter update per 1,000 events, not one per batch", async () => {
    const id = await siteId();
    const service = new AnalyticsService(
      t.app.folio.database.db,
      { eventsPerSitePerHour: 1_000_000, retentionDays: 90 },
      'test-salt',
    );
    const used = async () => {
      const window = new Date(Date.now() - (Date.now() % 3_600_000)).toISOString();
      const result = (await t.app.folio.database.db.execute(
        sql`select coalesce(sum(used), 0)::int as used from site_quota_usage
          where website_id = ${id} and kind = 'analytics-events' and window_start = ${window}::timestamptz`,
      )) as unknown as { rows: { used: number }[] };
      return Number(result.rows[0]!.used);
    };
    const before = await used();
    const hit = (i: number) =>
      service.record({
        websiteId: id,
        kind: 'hit',
        visitorCookie: undefined,
        address: '10.8.0.1',
        userAgent: 'test',
        path: `/reserved/${i}`,
        referrerHost: null,
      });
    for (let i = 0; i < 5; i++) expect(await hit(i)).toBe(true);
    expect(await used()).toBe(before + 1 + 1000);
  });

  it('issue 18: a batch stores each event as it came, whatever its text (one array per column)', async () => {
    const id = await siteId();
    // A service of its own: the app's quota (40 an hour) is spent by the tests above.
    const service = new AnalyticsService(
      t.app.folio.database.db,
      { eventsPerSitePerHour: 1_000_000, retentionDays: 90 },
      'test-salt',
    );
    const awkward = ['NULL', 'a,"b"', '{c}', 'back\\slash', "it's", '💥 ü'];
    await Promise.all(
      awkward.map((text, i) =>
        service.record({
          websiteId: id,
          kind: 'landing',
          visitorCookie: undefined,
          address: `10.9.9.${i}`,
          userAgent: 'bench',
          path: `/awkward/${text}`,
          referrerHost: i % 2 ? null : text,
          source: text,
          campaign: i % 2 ? text : null,
          data: i % 3 ? { text } : null,
        }),
      ),
    );
    const stored = (await t.app.folio.database.db.execute(
      sql`select path, referrer_host, source, campaign, data from analytics_events where path like '/awkward/%' order by id`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(stored.rows).toEqual(
      awkward.map((text, i) => ({
        path: `/awkward/${text}`,
        referrer_host: i % 2 ? null : text,
        source: text,
        campaign: i % 2 ? text : null,
        data: i % 3 ? { text } : null,
      })),
    );
  });

  it('issue 18: the batch insert fills every column of analytics_events (a column added later is not dropped silently)', () => {
    const columns = Object.values(getTableColumns(analyticsEvents))
      .map((column) => column.name)
      .filter((name) => name !== 'id');
    expect([...INSERTED_COLUMNS].sort()).toEqual(columns.sort());
  });

  it('issue 18: the traffic read sums each key over the days and keeps the top 50 by page views, then visits, then key', async () => {
    const id = await siteId();
    const rows: string[] = [];
    for (const day of ['2020-01-01', '2020-01-02']) {
      rows.push(`('${id}', '${day}', 'total', '', 100, 90, 300)`);
      for (let i = 0; i < 60; i++) rows.push(`('${id}', '${day}', 'path', '/p${i}', 1, 1, ${i})`);
      // Tied with /p10 at the 50th place: the key decides, and the cut stays at 50.
      rows.push(`('${id}', '${day}', 'path', '/p10b', 1, 1, 10)`);
      rows.push(`('${id}', '${day}', 'referrer', 'search.example', 3, 2, 0)`);
    }
    await t.app.folio.database.db.execute(
      sql.raw(
        `insert into analytics_daily (website_id, day, dimension, key, visits, visitors, page_views) values ${rows.join(', ')}`,
      ),
    );
    const traffic = await t.app.folio.analytics.traffic(id, '2020-01-01', '2020-01-03');
    const none = { bounces: 0, timedViews: 0, timeOnPageMs: 0 };
    expect(traffic.days).toEqual([
      { key: '2020-01-01', visits: 100, visitors: 90, pageViews: 300, ...none },
      { key: '2020-01-02', visits: 100, visitors: 90, pageViews: 300, ...none },
    ]);
    expect(traffic.paths).toHaveLength(50);
    expect(traffic.paths[0]).toEqual({ key: '/p59', visits: 2, visitors: 2, pageViews: 118, ...none });
    expect(traffic.paths.at(-1)).toEqual({ key: '/p10', visits: 2, visitors: 2, pageViews: 20, ...none });
    expect(traffic.referrers).toEqual([
      { key: 'search.example', visits: 6, visitors: 4, pageViews: 0, ...none },
    ]);
    expect(traffic.campaigns).toEqual([]);
    expect((await t.app.folio.analytics.traffic(id, '2020-01-02', '2020-01-03')).paths[0]).toEqual({
      key: '/p59',
      visits: 1,
      visitors: 1,
      pageViews: 59,
      ...none,
    });
  });

  it('issue 18: the traffic read needs the analytics permission', async () => {
    const res = await visitor().request({
      url: `/api/config/analytics/traffic?from=${today()}&to=${tomorrow()}`,
    });
    expect(res.statusCode).toBe(401);
  });
});
