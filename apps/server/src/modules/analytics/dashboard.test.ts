// Issue 18 part 4 (decision 044): the owner's Analytics reads. A small set of events is recorded at
// chosen times (through the service, the way the routes store them), rolled up, and read through
// the routes: bounce, time on page, the previous period, countries, devices, browsers, campaigns.
import type { ProductView } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherAddress, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { FORM_ID } from '../forms/test-helpers.ts';
import { addToCart, checkout } from '../store/test-helpers.ts';
import type { IncomingEvent } from './service.ts';

const DAY = 86_400_000;
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID_TABLET = 'Mozilla/5.0 (Android 14; Tablet; rv:131.0) Gecko/131.0 Firefox/131.0';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const cookie = (id: string) => `${id}|1700000000000|1700000000000|1700000000000|1`;

describe('issue 18 part 4: the owner’s analytics reads', () => {
  let t: TestApp;
  let owner: TestClient;
  let websiteId: string;
  /** The range read: two whole UTC days a week ago; the previous period is the two before. */
  const base = Math.floor(Date.now() / DAY) * DAY - 7 * DAY;
  const from = dayOf(base);
  const to = dayOf(base + 2 * DAY);

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    websiteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    const analytics = t.app.folio.analytics;
    const at = (ms: number) => new Date(base + ms);
    const H = 3_600_000;
    const visitorA = { visitorCookie: cookie('visitoraaaaaaaa'), userAgent: CHROME_MAC, address: '10.1.0.1' };
    const visitorB = { visitorCookie: undefined, userAgent: SAFARI_IPHONE, address: '10.1.0.2' };
    const visitorC = {
      visitorCookie: cookie('visitorcccccccc'),
      userAgent: FIREFOX_ANDROID_TABLET,
      address: '10.1.0.3',
    };
    const visitorD = { visitorCookie: cookie('visitordddddddd'), userAgent: CHROME_MAC, address: '10.1.0.4' };
    const event = (
      who: Pick<IncomingEvent, 'visitorCookie' | 'userAgent' | 'address'>,
      kind: IncomingEvent['kind'],
      path: string,
      extra: Partial<IncomingEvent> = {},
    ): IncomingEvent => ({ websiteId, kind, path, referrerHost: null, ...who, ...extra });
    const seeded: [IncomingEvent, Date][] = [
      // A: one visit of three page views, 30 s and 60 s apart (Berlin, desktop Chrome).
      [
        event(visitorA, 'landing', '/', { timeZone: 'Europe/Berlin', language: 'en-US', screen: '1440x900' }),
        at(10 * H),
      ],
      [event(visitorA, 'hit', '/'), at(10 * H + 1_000)],
      [event(visitorA, 'hit', '/about'), at(10 * H + 31_000)],
      [event(visitorA, 'hit', '/shop'), at(10 * H + 91_000)],
      // B: cookie-less, one page view from a campaign whose name starts like a formula (a bounce).
      [
        event(visitorB, 'landing', '/about', {
          acceptLanguage: 'fr-FR,fr;q=0.9',
          referrerHost: 'news.example',
          source: 'news',
          campaign: '=HYPERLINK("x")',
          screen: '390x844',
        }),
        at(11 * H),
      ],
      // The hit reached the server before its landing: it still belongs to that visit.
      [event(visitorB, 'hit', '/about', { acceptLanguage: 'fr-FR' }), at(11 * H - 800)],
      // C (next day): two visits 45 minutes apart, one page view each: two bounces, no time on
      // page across the gap; the hits' own language says US, the landing's time zone India.
      [event(visitorC, 'landing', '/', { timeZone: 'Asia/Calcutta', language: 'en-US' }), at(DAY + 9 * H)],
      [event(visitorC, 'hit', '/', { acceptLanguage: 'en-US' }), at(DAY + 9 * H + 500)],
      [event(visitorC, 'landing', '/shop', { timeZone: 'Asia/Calcutta' }), at(DAY + 9.75 * H)],
      [event(visitorC, 'hit', '/shop', { acceptLanguage: 'en-US' }), at(DAY + 9.75 * H + 400)],
      // D, in the previous period: one bounce.
      [event(visitorD, 'landing', '/', { timeZone: 'Europe/Paris' }), at(-DAY + 8 * H)],
      [event(visitorD, 'hit', '/'), at(-DAY + 8 * H + 300)],
    ];
    for (const [e, when] of seeded) await analytics.record(e, when);
    await analytics.rollUp({ days: 10, websiteId });
  });
  afterAll(() => t?.close());

  const traffic = async (range = `from=${from}&to=${to}`) => {
    const res = await owner.request({ url: `/api/config/analytics/traffic?${range}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('issue 18: visits, unique visitors, page views, bounce rate and time on page over the range, beside the previous period', async () => {
    const body = await traffic();
    expect(body.totals).toEqual({
      visits: 4,
      visitors: 3,
      pageViews: 6,
      bounces: 3,
      bounceRate: 0.75,
      // A's two timed page views: 30 s and 60 s; the last page of a visit has no time.
      avgTimeOnPageMs: 45_000,
    });
    expect(body.previous).toEqual({
      from: dayOf(base - 2 * DAY),
      to: from,
      totals: { visits: 1, visitors: 1, pageViews: 1, bounces: 1, bounceRate: 1, avgTimeOnPageMs: null },
    });
    expect(body.days.map((d: { key: string }) => d.key)).toEqual([from, dayOf(base + DAY)]);
    expect(body.days[1]).toMatchObject({ visits: 2, visitors: 1, pageViews: 2, bounces: 2, timedViews: 0 });
  });

  it('issue 18: top pages carry entry visits, bounces and time on page per path', async () => {
    const { paths } = await traffic();
    const path = (key: string) => paths.find((p: { key: string }) => p.key === key);
    expect(path('/')).toMatchObject({
      visits: 2,
      pageViews: 2,
      bounces: 1,
      timedViews: 1,
      timeOnPageMs: 30_000,
    });
    expect(path('/about')).toMatchObject({
      visits: 1,
      pageViews: 2,
      bounces: 1,
      timedViews: 1,
      timeOnPageMs: 60_000,
    });
    expect(path('/shop')).toMatchObject({ visits: 1, pageViews: 2, bounces: 1, timedViews: 0 });
  });

  it('issue 18: countries (time zone before language), devices and browsers, attributed per visit', async () => {
    const body = await traffic();
    const keys = (rows: { key: string; visits: number; pageViews: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.key, [r.visits, r.pageViews]]));
    // C's hits said en-US, but they belong to visits whose landing's time zone is India.
    expect(keys(body.countries)).toEqual({ DE: [1, 3], FR: [1, 1], IN: [2, 2] });
    expect(keys(body.devices)).toEqual({ desktop: [1, 3], phone: [1, 1], tablet: [2, 2] });
    expect(keys(body.browsers)).toEqual({ Chrome: [1, 3], Safari: [1, 1], Firefox: [2, 2] });
  });

  it('issue 18: referrers and UTM campaigns keep what the visitor sent, as data (a formula-like name too)', async () => {
    const body = await traffic();
    expect(body.referrers).toEqual([
      expect.objectContaining({ key: 'news.example', visits: 1, pageViews: 1, bounces: 1 }),
    ]);
    expect(body.campaigns).toEqual([
      expect.objectContaining({ key: 'news / =HYPERLINK("x")', visits: 1, pageViews: 1 }),
    ]);
  });

  it('issue 18: the range is checked: to after from, at most 400 days (400)', async () => {
    for (const range of [
      `from=${to}&to=${from}`,
      `from=${from}&to=${from}`,
      'from=2020-01-01&to=2022-01-01',
      'from=x&to=y',
    ]) {
      const res = await owner.request({ url: `/api/config/analytics/traffic?${range}` });
      expect(res.statusCode, range).toBe(400);
    }
  });

  it('issue 18: the landing call’s tz, Accept-Language and user agent give the country, device and browser; only those are stored', async () => {
    const visitor = t.client();
    visitor.remoteAddress = anotherAddress();
    const headers = { 'user-agent': EDGE_WINDOWS, 'accept-language': 'de-DE,de;q=0.9' };
    const landing = await visitor.request({
      url: '/api/track/Track?landing=%2Fcontact&lang=de-DE&screen=1920x1080&tz=Asia%2FTokyo',
      headers,
    });
    expect(landing.statusCode).toBe(204);
    const hit = await visitor.request({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'event=pageview&data=%7B%22path%22%3A%22%2Fcontact%22%7D',
    });
    expect(hit.statusCode).toBe(204);
    const bad = await visitor.request({ url: '/api/track/Track?landing=%2F&tz=%3Cscript%3E', headers });
    expect(bad.statusCode).toBe(400);
    const refresh = await owner.request({ method: 'POST', url: '/api/config/analytics/rollup' });
    expect(refresh.statusCode).toBe(200);
    const today = dayOf(Date.now());
    const body = await traffic(`from=${today}&to=${dayOf(Date.now() + DAY)}`);
    expect(body.countries).toContainEqual(expect.objectContaining({ key: 'JP', visits: 1, pageViews: 1 }));
    expect(body.browsers).toContainEqual(expect.objectContaining({ key: 'Edge', visits: 1 }));
    expect(body.devices).toContainEqual(expect.objectContaining({ key: 'desktop', visits: 1 }));
    expect(body.totals).toMatchObject({ visits: 1, pageViews: 1, bounces: 1, bounceRate: 1 });
  });

  it('issue 18: sales: orders and revenue per day, conversion from visit to order, forms renders and submissions', async () => {
    const products: ProductView[] = (await owner.request({ url: '/api/config/store/products' })).json()
      .products;
    const buyer = t.client();
    await addToCart(buyer, products.find((p) => p.slug === 'room-planning-guide')!, 1);
    expect((await checkout(buyer, { shippingOptionId: 'standard' })).statusCode).toBe(200);
    const today = dayOf(Date.now());
    const res = await owner.request({
      url: `/api/config/analytics/sales?from=${today}&to=${dayOf(Date.now() + DAY)}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currencyCode).toBe('USD');
    expect(body.days).toHaveLength(1);
    expect(body.days[0]).toMatchObject({ day: today, orders: 1 });
    expect(body.days[0].revenueCents).toBeGreaterThan(0);
    // One order from the one visit counted today (the landing of the test before).
    expect(body.totals).toMatchObject({ orders: 1, visits: 1, conversionRate: 1 });
    expect(body.previous).toEqual({ orders: 0, revenueCents: 0, visits: 0, conversionRate: null });
    // The forms of the range: renders (the form-render census) and submissions (form-submit events).
    const formOf = (answer: { forms: { id: string; renders: number; submissions: number }[] }) =>
      answer.forms.find((f) => f.id === FORM_ID);
    expect(formOf(body)).toMatchObject({ renders: 0, submissions: 0 });
    const reader = t.client();
    reader.remoteAddress = '10.77.0.1';
    for (let i = 0; i < 3; i++)
      expect(
        (
          await reader.request({
            method: 'POST',
            url: '/api/census/form-render',
            payload: { formId: FORM_ID },
          })
        ).statusCode,
      ).toBe(204);
    await reader.request({ url: '/api/auth/crumb' });
    const submitted = await reader.request({
      method: 'POST',
      url: '/api/events/RecordEvent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        crumb: reader.crumb!,
        event: 'form-submit',
        data: JSON.stringify({
          pageHash: '1a2b3c4d',
          pagePath: '/contact',
          websiteId,
          templateId: null,
          variantId: null,
          memberAccountId: null,
          member_locale: null,
          website_locale: 'en-US',
          objectId: FORM_ID,
        }),
      }).toString(),
      withCrumb: false,
    });
    expect(submitted.statusCode).toBe(204);
    await owner.request({ method: 'POST', url: '/api/config/analytics/rollup' });
    const after = (
      await owner.request({ url: `/api/config/analytics/sales?from=${today}&to=${dayOf(Date.now() + DAY)}` })
    ).json();
    expect(formOf(after)).toMatchObject({ renders: 3, submissions: 1 });
    // The seeded range had no orders: zeros for each of its days, the visits still counted.
    const past = (await owner.request({ url: `/api/config/analytics/sales?from=${from}&to=${to}` })).json();
    expect(past.days).toEqual([
      { day: from, orders: 0, revenueCents: 0 },
      { day: dayOf(base + DAY), orders: 0, revenueCents: 0 },
    ]);
    expect(past.totals).toEqual({ orders: 0, revenueCents: 0, visits: 4, conversionRate: 0 });
  });

  it('issue 18: the dashboard reads need the analytics permission', async () => {
    const stranger = t.client();
    for (const url of [
      `/api/config/analytics/traffic?from=${from}&to=${to}`,
      `/api/config/analytics/sales?from=${from}&to=${to}`,
    ])
      expect((await stranger.request({ url })).statusCode).toBe(401);
  });
});
