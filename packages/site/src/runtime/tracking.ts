// The visitor-tracking collector of published pages (issue 18 part 2, docs/decisions/037): its own
// chunk, loaded by the runtime after the page's load event, so it never delays rendering. It keeps
// the ss_cvr/ss_cvt pair only when consent allows (TRACK-006, runtime/consent.ts), and otherwise
// counts without any identifier cookie. Everything goes by navigator.sendBeacon.
import type { PageContext } from '@folio/core';
import {
  isTrackedPage,
  landingQuery,
  nextVisitorCookie,
  SESSION_MARKER_COOKIE,
  SESSION_MARKER_MAX_AGE_SECONDS,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  visitorCookieValue,
} from '@folio/core/visitor-tracking';
import type { TrackCall } from './track-queue.ts';

/** TRACK-014: census posts time out after 2500 ms (the fetch fallback; a beacon has no answer). */
export const CENSUS_TIMEOUT_MS = 2500;

export interface TrackingEnv {
  doc: Document;
  now: () => number;
  random: () => number;
  /** navigator.sendBeacon, or null where it is missing. */
  beacon: ((url: string, body?: BodyInit) => boolean) | null;
  fetch: typeof fetch;
  /**
   * Site and events-service events' own chunk (decision 042), imported by the runtime: a dynamic
   * import here would make this chunk load Vite's preload helper.
   */
  loadEvents?: () => Promise<typeof import('./analytics-events.ts')>;
}

function cookieOf(doc: Document, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(doc.cookie);
  return match ? match[1]! : null;
}

function newVisitorId(random: () => number): string {
  let id = '';
  while (id.length < 22) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** Sends one call: by beacon, else by fetch with keepalive and the census timeout. */
function send(env: TrackingEnv, url: string, body?: URLSearchParams): void {
  try {
    if (env.beacon?.(url, body)) return;
  } catch {
    // A beacon refused (too big, or the page is going): try fetch.
  }
  void env
    .fetch(url, { method: 'POST', body, keepalive: true, signal: AbortSignal.timeout(CENSUS_TIMEOUT_MS) })
    .catch(() => undefined);
}

/**
 * Tracks this page view: the landing call when a visit starts (TRACK-020..022), a RecordHit
 * (TRACK-013) and the Button blocks' renders and clicks (TRACK-015, TRACK-016). Returns false when
 * the page is not tracked (TRACK-007..012).
 */
export function startTracking(context: PageContext | null, env: TrackingEnv): boolean {
  const { doc } = env;
  const view = doc.defaultView;
  const location = doc.location;
  if (!context || !view || !isTrackedPage({ ...context, path: location.pathname })) return false;
  const crumb = encodeURIComponent(decodeURIComponent(cookieOf(doc, 'crumb') ?? ''));
  const mayUseCookies = () => view.folio?.consent?.mayUseTrackingCookies() === true;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  let visitorCookie = '';
  /** TRACK-001..003: writes the pair; the marker slides 30 minutes from every page view. */
  const keepCookies = () => {
    const next = nextVisitorCookie({
      cookie: cookieOf(doc, VISITOR_COOKIE),
      marker: cookieOf(doc, SESSION_MARKER_COOKIE),
      now: env.now(),
      newId: () => newVisitorId(env.random),
    });
    visitorCookie = visitorCookieValue(next.visitor);
    // TRACK-039: the tab's landing (decision 042), `<time origin><query>`, for the events chunk;
    // the name is analytics-events' TAB_LANDING_KEY (importing it would share a chunk with that).
    try {
      const tab = view.sessionStorage;
      tab.getItem('SS_HAS_LANDED') ||
        tab.setItem('SS_HAS_LANDED', view.performance.timeOrigin + location.search);
    } catch {}
    doc.cookie = `${VISITOR_COOKIE}=${visitorCookie}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    doc.cookie = `${SESSION_MARKER_COOKIE}=${Math.floor(env.now())}; Path=/; Max-Age=${SESSION_MARKER_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    return next.isNewVisit;
  };
  // Without cookies a visit starts when the visitor arrives from elsewhere (or from nowhere).
  let referrerHost = '';
  try {
    referrerHost = doc.referrer ? new URL(doc.referrer).host : '';
  } catch {}
  const isNewVisit = mayUseCookies() ? keepCookies() : referrerHost !== location.host;
  // A visitor who accepts now keeps this visit going: the pair is written without a second landing.
  view.addEventListener('folio:consent', () => {
    if (mayUseCookies() && !visitorCookie) keepCookies();
  });
  const api = (path: string) => `/api/${path}?crumb=${crumb}`;
  const census = (path: string, fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    // After a Decline on this page the cookie is gone (consent.ts) and is not sent either.
    if (visitorCookie && mayUseCookies()) body.set('visitorCookie', visitorCookie);
    send(env, api(`census/${path}`), body);
  };
  if (isNewVisit) {
    const screen = view.screen ? `${view.screen.width}x${view.screen.height}` : '';
    const query = landingQuery({
      href: location.href,
      referrer: doc.referrer,
      lang: view.navigator?.language ?? '',
      screen,
      rk: Math.floor(env.random() * 1e9),
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    send(env, `${api('track/Track')}&${query}`);
  }
  census('RecordHit', { event: 'pageview', data: JSON.stringify({ path: location.pathname }) });
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[data-button]')) {
    const fields = () => ({
      id: a.dataset.button ?? '',
      buttonText: a.textContent ?? '',
      clickthroughUrl: a.getAttribute('href') ?? '',
      alignment: a.dataset.alignment ?? '',
      size: a.dataset.size ?? '',
      newWindow: String(a.target === '_blank'),
      context: location.pathname,
    });
    census('button-render', fields());
    a.addEventListener('click', () => census('button-click', fields()));
  }
  // Decision 042: calls the islands queued (form renders, quick views, events), then each at once.
  // Site and events-service events load their own chunk, only on a page that sends one.
  const folio = view.folio as { track?: TrackCall[] | { push(call: TrackCall): void } };
  const run = (call: TrackCall) => {
    if ('census' in call) return census(call.census, call.fields);
    void env
      .loadEvents?.()
      .then((m) => m.sendQueued(call, { ...env, context, crumb, mayUseCookies, visitorCookie }));
  };
  (folio.track as TrackCall[] | undefined)?.forEach?.(run);
  folio.track = { push: run };
  return true;
}

/** The collector for this browser. */
export function browserTrackingEnv(): TrackingEnv {
  return {
    doc: document,
    now: () => Date.now(),
    random: Math.random,
    beacon: navigator.sendBeacon?.bind(navigator) ?? null,
    fetch: (...args) => fetch(...args),
  };
}
