// The visitor-tracking collector (issue 18 part 2) on the product's runtime: the consent API it is
// gated by (runtime/consent.ts), the cookie pair, the skip rules and the calls it sends.
import { CONSENT_COOKIE, consentCookieValue } from '@folio/core/cookie-consent';
import { isValidSessionMarker, parseVisitorCookie } from '@folio/core/visitor-tracking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPageContext } from '../testing/page-factories.ts';
import { installConsent } from './consent.ts';
import { CENSUS_TIMEOUT_MS, startTracking, type TrackingEnv } from './tracking.ts';

type Sent = { url: string; body: Record<string, string> };

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function cookie(name: string): string | null {
  // An expired cookie may linger empty in happy-dom: empty counts as absent.
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)?.[1] || null;
}

let clock = 1_700_000_000_000;
function run(
  over: { context?: Partial<ReturnType<typeof aPageContext>>; restrictive?: boolean; path?: string } = {},
) {
  history.replaceState(null, '', over.path ?? '/about?utm_source=news&utm_campaign=spring');
  const context = { ...aPageContext(), ...over.context };
  context.cookieSettings = {
    ...context.cookieSettings,
    isCookieBannerEnabled: over.restrictive === true,
    isRestrictiveCookiePolicyEnabled: over.restrictive === true,
    bannerFingerprint: 'abcdef01',
  };
  installConsent(context, document, () => new Promise(() => {}));
  const sent: Sent[] = [];
  const env: TrackingEnv = {
    doc: document,
    now: () => clock,
    random: () => 0.5,
    beacon: (url, body) => {
      sent.push({ url, body: Object.fromEntries(new URLSearchParams((body as URLSearchParams) ?? '')) });
      return true;
    },
    fetch: vi.fn(),
    loadEvents: () => import('./analytics-events.ts'),
  };
  const isTracked = startTracking(context, env);
  return { sent, isTracked, env };
}

afterEach(() => {
  clearCookies();
  document.body.innerHTML = '';
});

describe('issue 18 the visitor-tracking collector', () => {
  it('TRACK-001 TRACK-002 a first visit sets ss_cvr (id|first|last|current|count) and ss_cvt, both valid', () => {
    const { sent, isTracked } = run();
    expect(isTracked).toBe(true);
    const visitor = parseVisitorCookie(cookie('ss_cvr'));
    expect(visitor).toMatchObject({ first: clock, last: clock, current: clock, count: 1 });
    expect(visitor!.id).toMatch(/^[a-z0-9]{22}$/);
    expect(isValidSessionMarker(cookie('ss_cvt'))).toBe(true);
    expect(sent.map((s) => s.url.split('?')[0])).toEqual(['/api/track/Track', '/api/census/RecordHit']);
  });

  it('TRACK-003 with a live marker the visit goes on; once it expired the count goes up and no second landing is sent in the visit', () => {
    run();
    const first = parseVisitorCookie(cookie('ss_cvr'))!;
    clock += 60_000;
    const same = run();
    expect(parseVisitorCookie(cookie('ss_cvr'))).toEqual(first);
    expect(same.sent.map((s) => s.url.split('?')[0])).toEqual(['/api/census/RecordHit']);
    document.cookie = 'ss_cvt=; Path=/; Max-Age=0';
    clock += 60 * 60_000;
    const next = run();
    expect(parseVisitorCookie(cookie('ss_cvr'))).toEqual({
      ...first,
      last: first.current,
      current: clock,
      count: 2,
    });
    expect(next.sent[0]!.url).toMatch(/^\/api\/track\/Track\?/);
  });

  it('TRACK-004 TRACK-005 a malformed ss_cvr or ss_cvt starts over with valid values', () => {
    document.cookie = 'ss_cvr=not|a|cookie; Path=/';
    document.cookie = 'ss_cvt=0; Path=/';
    run();
    expect(parseVisitorCookie(cookie('ss_cvr'))).toMatchObject({ count: 1 });
    expect(cookie('ss_cvt')).toBe(String(clock));
  });

  it('TRACK-020 TRACK-021 TRACK-022 the landing call carries landing, refer, rk, lang, screen and the marketing queries from utm_*', () => {
    const { sent } = run({
      path: '/about?utm_source=news&utm_campaign=spring&utm_medium=email&mkwid=k1&channel=own',
    });
    const query = new URL(sent[0]!.url, 'http://x').searchParams;
    expect(query.get('landing')).toBe(
      '/about?utm_source=news&utm_campaign=spring&utm_medium=email&mkwid=k1&channel=own',
    );
    expect(query.get('rk')).toBe('500000000');
    expect(query.has('refer')).toBe(true);
    expect(query.get('lang')).toBe(navigator.language);
    expect(query.get('screen')).toMatch(/^\d+x\d+$/);
    expect(query.get('source')).toBe('news');
    expect(query.get('campaign')).toBe('spring');
    // The spec's own name wins over the utm_* one.
    expect(query.get('channel')).toBe('own');
    expect(query.get('mkwid')).toBe('k1');
  });

  it('TRACK-013 the hit is form-encoded with event, data (JSON) and the visitor cookie, and carries the crumb', () => {
    document.cookie = 'crumb=c.rumb; Path=/';
    const { sent } = run();
    const hit = sent.find((s) => s.url.startsWith('/api/census/RecordHit'))!;
    expect(hit.url).toBe('/api/census/RecordHit?crumb=c.rumb');
    expect(hit.body).toEqual({
      event: 'pageview',
      data: JSON.stringify({ path: '/about' }),
      visitorCookie: cookie('ss_cvr'),
    });
  });

  it('TRACK-015 TRACK-016 a Button block sends button-render on load and button-click on click with its fields', () => {
    document.body.innerHTML =
      '<a href="/book" target="_blank" data-button="Button-1" data-alignment="center" data-size="large">Book</a>';
    const { sent } = run();
    const fields = {
      id: 'Button-1',
      buttonText: 'Book',
      clickthroughUrl: '/book',
      alignment: 'center',
      size: 'large',
      newWindow: 'true',
      context: '/about',
      visitorCookie: cookie('ss_cvr'),
    };
    expect(sent.find((s) => s.url.startsWith('/api/census/button-render'))?.body).toEqual(fields);
    document.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    document.querySelector('a')!.click();
    expect(sent.find((s) => s.url.startsWith('/api/census/button-click'))?.body).toEqual(fields);
  });

  it('TRACK-014 without sendBeacon a census call goes by fetch with a 2500 ms timeout', () => {
    expect(CENSUS_TIMEOUT_MS).toBe(2500);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const calls: unknown[] = [];
    history.replaceState(null, '', '/');
    installConsent(aPageContext(), document, () => new Promise(() => {}));
    startTracking(aPageContext(), {
      doc: document,
      now: () => clock,
      random: Math.random,
      beacon: null,
      fetch: (async (...args: unknown[]) => {
        calls.push(args);
        return new Response(null, { status: 204 });
      }) as typeof fetch,
    });
    expect(calls.length).toBe(2);
    expect(timeout).toHaveBeenCalledWith(2500);
  });

  it('TRACK-006 under a restrictive policy without consent no tracking cookie is set, the page is still counted without one; Accept sets the pair', () => {
    const { sent } = run({ restrictive: true });
    expect(cookie('ss_cvr')).toBeNull();
    expect(cookie('ss_cvt')).toBeNull();
    const hit = sent.find((s) => s.url.startsWith('/api/census/RecordHit'))!;
    expect(hit.body.visitorCookie).toBeUndefined();
    document.cookie = `${CONSENT_COOKIE}=${consentCookieValue('abcdef01', 'accepted')}; Path=/`;
    window.dispatchEvent(new CustomEvent('folio:consent', { detail: { choice: 'accepted' } }));
    expect(parseVisitorCookie(cookie('ss_cvr'))).toMatchObject({ count: 1 });
  });

  it('TRACK-006 after a Decline on the page a button click no longer carries the visitor cookie', () => {
    document.body.innerHTML =
      '<a href="/book" data-button="B" data-alignment="left" data-size="small">Book</a>';
    const { sent } = run();
    expect(sent.find((s) => s.url.startsWith('/api/census/button-render'))?.body.visitorCookie).toMatch(
      /\|1$/,
    );
    document.cookie = `${CONSENT_COOKIE}=${consentCookieValue('abcdef01', 'declined')}; Path=/`;
    window.dispatchEvent(new CustomEvent('folio:consent', { detail: { choice: 'declined' } }));
    expect(cookie('ss_cvr')).toBeNull();
    document.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    document.querySelector('a')!.click();
    expect(
      sent.find((s) => s.url.startsWith('/api/census/button-click'))?.body.visitorCookie,
    ).toBeUndefined();
  });

  it('TRACK-007 signed-in users are not tracked', () => {
    const { isTracked, sent } = run({
      context: { authenticatedAccount: { id: 'a', email: 'owner@demo.test' }, websiteRoles: [1] },
    });
    expect(isTracked).toBe(false);
    expect(sent).toEqual([]);
    expect(cookie('ss_cvr')).toBeNull();
  });

  it('TRACK-008 a viewer-only user is tracked outside config pages, not on them', () => {
    const viewer = { authenticatedAccount: { id: 'v', email: 'v@demo.test' }, websiteRoles: [10] };
    expect(run({ context: viewer, path: '/about' }).isTracked).toBe(true);
    clearCookies();
    expect(run({ context: viewer, path: '/config/pages' }).isTracked).toBe(false);
    clearCookies();
    expect(run({ context: { ...viewer, websiteRoles: [10, 4] }, path: '/about' }).isTracked).toBe(false);
  });

  it('TRACK-009 TRACK-010 TRACK-011 TRACK-012 not-found, lock-screen and access-denied pages and /search are not tracked', () => {
    expect(run({ context: { pageType: 'not-found' } }).isTracked).toBe(false);
    expect(run({ context: { pageType: 'lock-screen' as 'page' } }).isTracked).toBe(false);
    expect(run({ context: { pageType: 'access-denied' as 'page' } }).isTracked).toBe(false);
    expect(run({ path: '/search?q=linen' }).isTracked).toBe(false);
    expect(cookie('ss_cvr')).toBeNull();
  });
});

describe('issue 18 the collector takes the islands’ calls (decision 042)', () => {
  const queued = (...calls: unknown[]) => {
    window.folio = { context: null, track: calls } as unknown as Window['folio'];
  };
  afterEach(() => {
    window.folio = undefined;
    sessionStorage.clear();
  });

  it('TRACK-017 TRACK-019 a form render and a quick view queued before the collector loaded go by beacon with the visitor cookie; later ones at once', () => {
    queued({ census: 'form-render', fields: { formId: 'Form-1' } });
    const { sent } = run();
    const render = sent.find((s) => s.url.startsWith('/api/census/form-render'))!;
    expect(render.url).toBe('/api/census/form-render?crumb=');
    expect(render.body.formId).toBe('Form-1');
    expect(parseVisitorCookie(render.body.visitorCookie)).not.toBeNull();
    (window.folio as unknown as { track: { push(c: unknown): void } }).track.push({
      census: 'RecordQuickView/p2',
      fields: {},
    });
    expect(sent.at(-1)!.url).toBe('/api/census/RecordQuickView/p2?crumb=');
  });

  it('TRACK-018 overlay activity queued by an island is sent to /api/census/overlay', () => {
    queued({ census: 'overlay', fields: { overlayId: 'o1', action: 'shown', context: '/' } });
    const { sent } = run();
    expect(sent.find((s) => s.url.startsWith('/api/census/overlay'))?.body).toEqual({
      overlayId: 'o1',
      action: 'shown',
      context: '/',
      visitorCookie: expect.any(String),
    });
  });

  it('TRACK-007 a page tracking skips never sends the queued calls', () => {
    queued({ census: 'form-render', fields: { formId: 'Form-1' } });
    const { sent, isTracked } = run({ context: { authenticatedAccount: { id: 'a', email: 'o@x.test' } } });
    expect(isTracked).toBe(false);
    expect(sent).toEqual([]);
  });

  it('TRACK-025 TRACK-023 events load their own chunk, then go to the events service and RecordEvent', async () => {
    queued(
      {
        analytics: {
          commonData: { action: 'add-to-cart', object_id: 'p1' },
          customSchemaName: 'commerce_event',
        },
      },
      { site: { event: 'checkout-started' } },
    );
    const { sent } = run();
    await vi.waitFor(() => expect(sent.some((s) => s.url.startsWith('/api/events/RecordEvent'))).toBe(true));
    expect(sent.some((s) => s.url.startsWith('/api/v1/events'))).toBe(true);
  });

  it('TRACK-039 the tab’s landing is kept in session storage only with consent', () => {
    run();
    expect(sessionStorage.getItem('SS_HAS_LANDED')).toMatch(
      /^\d+(\.\d+)?\?utm_source=news&utm_campaign=spring$/,
    );
    sessionStorage.clear();
    clearCookies();
    run({ restrictive: true });
    expect(sessionStorage.getItem('SS_HAS_LANDED')).toBeNull();
  });
});
