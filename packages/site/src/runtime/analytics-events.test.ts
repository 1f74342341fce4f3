// Site events and the events service in the browser (TRACK-023..041, decision 042): the SS_*
// cookies and session info under consent, the common and automatic fields, and how it sends.
import {
  ANALYTICS_COOKIE_MAX_AGE_SECONDS,
  ANALYTICS_MESSAGES,
  pageHashOf,
  TAB_LANDING_KEY,
} from '@folio/core/analytics-events';
import { describe, expect, it, vi } from 'vitest';
import { aPageContext } from '../testing/page-factories.ts';
import { type EventsEnv, sendAnalyticsEvent, sendSiteEvent, sessionState } from './analytics-events.ts';

/** A document with a cookie jar that records every write (and may refuse them all). */
function fakeDoc(over: { writable?: boolean; path?: string; search?: string; referrer?: string } = {}) {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      if (over.writable === false) return;
      const [pair] = value.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    },
    location: {
      host: 'demo.localhost',
      pathname: over.path ?? '/shop',
      search: over.search ?? '',
      protocol: 'http:',
    },
    referrer: over.referrer ?? '',
    documentElement: { lang: 'en-GB' },
    defaultView: { innerWidth: 390, innerHeight: 844, navigator: { language: 'en-US' } },
  };
  return { doc: doc as unknown as Document, jar, writes };
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as Storage;
}

type Sent = { url: string; body: string };

function makeEnv(over: Partial<EventsEnv> & { doc?: Document } = {}) {
  const sent: Sent[] = [];
  const warnings: string[] = [];
  let n = 0;
  const env: EventsEnv = {
    doc: fakeDoc().doc,
    now: () => 1_700_000_000_000,
    // A different id each time: 22 characters of base 36.
    random: () => ((n++ * 7) % 36) / 36,
    beacon: (url, body) => {
      sent.push({ url, body: String(body) });
      return true;
    },
    fetch: vi.fn(),
    logging: true,
    warn: (message) => warnings.push(message),
    mayUseCookies: () => true,
    crumb: 'c.rumb',
    context: aPageContext(),
    visit: { current: 1_700_000_000_000, count: 1 },
    visitorCookie: 'abcdefghij0123456789xy|1|1|1700000000000|1',
    pageId: '1700000000000.5',
    storage: memoryStorage,
    ...over,
  };
  return { env, sent, warnings };
}

const event = { commonData: { action: 'add-to-cart', object_id: 'p1' }, customSchemaName: 'commerce_event' };

describe('issue 18 the SS_* analytics cookies and session info', () => {
  it('TRACK-034 TRACK-035 with consent the five SS_* cookies are written, each for 390 days', async () => {
    const { doc, jar, writes } = fakeDoc({ search: '?utm_source=news&utm_campaign=spring' });
    const { env } = makeEnv({ doc });
    await sendAnalyticsEvent(env, event);
    expect([...jar.keys()].sort()).toEqual([
      'SS_ANALYTICS_ID',
      'SS_HAS_LANDED',
      'SS_IS_FIRST_SESSION',
      'SS_MID',
      'SS_SESSION_ID',
    ]);
    expect(ANALYTICS_COOKIE_MAX_AGE_SECONDS).toBe(390 * 86_400);
    for (const write of writes) expect(write).toContain(`Max-Age=${390 * 86_400}; SameSite=Lax`);
    expect(decodeURIComponent(jar.get('SS_MID')!)).toBe('news/spring');
  });

  it('TRACK-006 without consent no SS_* cookie or tab storage is touched; events still go, without ids', async () => {
    const { doc, writes } = fakeDoc();
    const storage = vi.fn(memoryStorage);
    const { env, sent } = makeEnv({ doc, mayUseCookies: () => false, storage });
    await sendAnalyticsEvent(env, event);
    expect(writes).toEqual([]);
    expect(storage).not.toHaveBeenCalled();
    const body = JSON.parse(sent[0]!.body);
    expect(body.analyticsId).toBeNull();
    expect(body.commonData.session_id).toBeNull();
  });

  it('TRACK-036 when the analyticsId cannot be stored the warning says so (only when logging is on)', async () => {
    const { env, warnings, sent } = makeEnv({ doc: fakeDoc({ writable: false }).doc });
    await sendAnalyticsEvent(env, event);
    expect(warnings).toContain(ANALYTICS_MESSAGES.unableToStoreAnalyticsId);
    expect(ANALYTICS_MESSAGES.unableToStoreAnalyticsId).toBe('Unable to store analyticsId');
    expect(JSON.parse(sent[0]!.body).analyticsId).toBeNull();
    const quiet = makeEnv({ doc: fakeDoc({ writable: false }).doc, logging: false });
    await sendAnalyticsEvent(quiet.env, event);
    expect(quiet.warnings).toEqual([]);
  });

  it('TRACK-037 when session storage fails the message is the spec’s', () => {
    const { env, warnings } = makeEnv({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    const state = sessionState(env);
    expect(warnings).toEqual(['Unable access local/session storage.']);
    expect(state.isFirstLanding).toBe(true);
  });

  it('TRACK-038 TRACK-039 first landing is flagged per tab: the tab’s first page only; a new tab lands again', () => {
    const { doc } = fakeDoc();
    const tab = memoryStorage();
    const first = makeEnv({ doc, storage: () => tab, pageId: '100.5' });
    const state = sessionState(first.env);
    expect(Object.keys(state)).toEqual(
      expect.arrayContaining(['isFirstLanding', 'isFirstSession', 'sessionId']),
    );
    expect(state.isFirstLanding).toBe(true);
    expect(tab.getItem(TAB_LANDING_KEY)).toBe('100.5');
    expect(sessionState(makeEnv({ doc, storage: () => tab, pageId: '200.1' }).env).isFirstLanding).toBe(
      false,
    );
    // The same page again (its own events) is still the landing.
    expect(sessionState(makeEnv({ doc, storage: () => tab, pageId: '100.5' }).env).isFirstLanding).toBe(true);
    const otherTab = memoryStorage();
    expect(sessionState(makeEnv({ doc, storage: () => otherTab, pageId: '300.2' }).env).isFirstLanding).toBe(
      true,
    );
  });

  it('TRACK-040 TRACK-041 a session id is created when missing, kept through a visit, renewed with the next; the first session is flagged per browser', () => {
    const { doc, jar } = fakeDoc();
    const visit1 = { current: 1_700_000_000_000, count: 1 };
    const a = sessionState(makeEnv({ doc, visit: visit1 }).env);
    expect(a.sessionId).toMatch(/^[a-z0-9]{22}\.1700000000000$/);
    expect(a.isFirstSession).toBe(true);
    expect(jar.get('SS_IS_FIRST_SESSION')).toBe('true');
    const b = sessionState(makeEnv({ doc, visit: visit1 }).env);
    expect(b.sessionId).toBe(a.sessionId);
    const c = sessionState(makeEnv({ doc, visit: { current: 1_700_009_000_000, count: 2 } }).env);
    expect(c.sessionId).not.toBe(a.sessionId);
    expect(c.sessionId).toMatch(/\.1700009000000$/);
    expect(c.isFirstSession).toBe(false);
    // The analytics id stays the browser's.
    expect(a.analyticsId).toBe(c.analyticsId);
  });
});

describe('issue 18 the events service client', () => {
  it('TRACK-025 TRACK-026 an event goes by beacon to /api/v1/events with analyticsId, commonData, customData and customSchemaName', async () => {
    const { env, sent } = makeEnv();
    await sendAnalyticsEvent(env, { ...event, customData: { quantity: 2 } });
    expect(sent[0]!.url).toBe('/api/v1/events?crumb=c.rumb');
    const body = JSON.parse(sent[0]!.body);
    expect(Object.keys(body)).toEqual(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
    expect(body.analyticsId).toMatch(/^[a-z0-9]{22}$/);
    expect(body.customSchemaName).toBe('commerce_event');
    expect(body.customData).toMatchObject({ quantity: 2, is_first_landing: true, is_first_session: true });
  });

  it('TRACK-026 TRACK-027 TRACK-028 without a beacon it is a JSON XHR; 200 and 202 are success, another status warns when logging is on', async () => {
    for (const [status, warned] of [
      [200, false],
      [202, false],
      [500, true],
      [403, true],
    ] as const) {
      const fetch = vi.fn(async () => new Response(null, { status }));
      const { env, warnings } = makeEnv({ beacon: null, fetch: fetch as unknown as typeof globalThis.fetch });
      await sendAnalyticsEvent(env, event);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/v1/events?crumb=c.rumb');
      expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
      expect(typeof JSON.parse(String(init.body)).commonData).toBe('object');
      expect(warnings, String(status)).toEqual(warned ? [`Error tracking event: HTTP Status ${status}`] : []);
    }
    const quiet = makeEnv({
      beacon: null,
      logging: false,
      fetch: (async () => new Response(null, { status: 500 })) as unknown as typeof fetch,
    });
    await sendAnalyticsEvent(quiet.env, event);
    expect(quiet.warnings).toEqual([]);
  });

  it('TRACK-029 TRACK-030 TRACK-031 a common field of the wrong type is not set, warned about, and moved to the custom data', async () => {
    const { env, sent, warnings } = makeEnv();
    await sendAnalyticsEvent(env, {
      commonData: { action: 'share', actor: 7, object_value: null, product_area: null, nonsense: 'x' },
      customData: { network: 'mastodon' },
      customSchemaName: 'share_event',
    });
    const body = JSON.parse(sent[0]!.body);
    expect(body.commonData).toMatchObject({ action: 'share', object_value: null });
    for (const moved of ['actor', 'product_area', 'nonsense']) {
      expect(body.commonData).not.toHaveProperty(moved);
      expect(warnings).toContain(ANALYTICS_MESSAGES.fieldNotSet(moved));
    }
    expect(body.customData).toMatchObject({
      network: 'mastodon',
      actor: 7,
      product_area: null,
      nonsense: 'x',
    });
  });

  it('TRACK-032 TRACK-033 every event gets the window size, language, page, referrer, locale, timestamp, marketing, session, website, template and member ids', async () => {
    const { doc } = fakeDoc({
      path: '/shop/vase',
      search: '?utm_source=news',
      referrer: 'https://search.example/',
    });
    const { env, sent } = makeEnv({ doc });
    await sendAnalyticsEvent(env, event);
    const { commonData } = JSON.parse(sent[0]!.body);
    const context = aPageContext();
    expect(commonData).toMatchObject({
      browser_window_width: 390,
      browser_window_height: 844,
      browser_language: 'en-US',
      page_host: 'demo.localhost',
      page_path: '/shop/vase',
      page_query: '?utm_source=news',
      page_referrer: 'https://search.example/',
      resolved_locale: 'en-GB',
      client_timestamp: 1_700_000_000_000,
      marketing_id: 'news/',
      session_id: expect.stringMatching(/^[a-z0-9]{22}\.\d+$/),
      website_id: context.website.id,
      template_id: context.templateId,
      member_account_id: null,
    });
  });
});

describe('issue 18 site events', () => {
  it('TRACK-023 TRACK-024 RecordEvent is form-encoded crumb, event and data holding the page fields', async () => {
    const { doc } = fakeDoc({ path: '/newsletter' });
    const { env, sent } = makeEnv({ doc });
    await sendSiteEvent(env, { event: 'newsletter-signup', objectId: 'Newsletter-1' });
    expect(sent[0]!.url).toBe('/api/events/RecordEvent?crumb=c.rumb');
    const fields = Object.fromEntries(new URLSearchParams(sent[0]!.body));
    expect(fields).toMatchObject({ crumb: 'c.rumb', event: 'newsletter-signup' });
    expect(JSON.parse(fields.data!)).toEqual({
      pageHash: pageHashOf('/newsletter'),
      pagePath: '/newsletter',
      websiteId: aPageContext().website.id,
      templateId: aPageContext().templateId,
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      website_locale: 'en-GB',
      objectId: 'Newsletter-1',
      label: null,
    });
    expect(fields.visitorCookie).toBe('abcdefghij0123456789xy|1|1|1700000000000|1');
    const declined = makeEnv({ doc, mayUseCookies: () => false });
    await sendSiteEvent(declined.env, { event: 'newsletter-signup' });
    expect(new URLSearchParams(declined.sent[0]!.body).has('visitorCookie')).toBe(false);
  });
});
