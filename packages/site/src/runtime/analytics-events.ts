// Site events and the analytics events service in the browser (TRACK-023..041, decision 042). Its
// own chunk: the collector (tracking.ts) loads it only when a page sends such an event (an
// add-to-cart, a sign-up), so a page without one pays nothing for it; the config area uses it too.
// The SS_* cookies and the tab's landing are written only while consent allows (TRACK-006).
// It must not import what tracking.ts imports (that would make the two share a chunk the collector
// then loads on every page): what it needs of the visitor cookie is handed over.
import type { PageContext } from '@folio/core';
import {
  ANALYTICS_COOKIE_MAX_AGE_SECONDS,
  ANALYTICS_COOKIES,
  ANALYTICS_ID_PATTERN,
  ANALYTICS_MESSAGES,
  checkCommonData,
  EVENTS_SERVICE_PATH,
  isEventsServiceSuccess,
  pageHashOf,
  RECORD_EVENT_PATH,
  type RecordEventData,
  type SessionInfo,
  TAB_LANDING_KEY,
} from '@folio/core/analytics-events';

/** An event for the events service (TRACK-025): what the caller knows; the rest is added. */
export interface AnalyticsEvent {
  commonData: Record<string, unknown>;
  customData?: Record<string, unknown>;
  customSchemaName: string;
}

/** A site event (TRACK-023), optionally about an object (a product…) for the owner's counts. */
export interface SiteEvent {
  event: string;
  objectId?: string | null;
  label?: string | null;
}

export interface EventsEnv {
  doc: Document;
  now: () => number;
  random: () => number;
  /** navigator.sendBeacon, or null where it is missing (or not wanted: then JSON XHR). */
  beacon: ((url: string, body?: BodyInit) => boolean) | null;
  fetch: typeof fetch;
  /** TRACK-028: warnings are written only when logging is on. */
  logging: boolean;
  warn: (message: string) => void;
  /** Decision 042: every warning also as a trace item for the owner (DATA-042), logging or not. */
  trace?: (message: string, fields?: Record<string, unknown>) => void;
  /** TRACK-006: whether the SS_* cookies and the tab's storage may be used now. */
  mayUseCookies: () => boolean;
  crumb: string;
  context: PageContext | null;
  /** The visit ss_cvr holds (its start and the browser's visit count), when the collector keeps it. */
  visit: { current: number; count: number } | null;
  /** ss_cvr as the census sends it, when kept. */
  visitorCookie: string;
  /** The document's time origin: which page view this is (performance.timeOrigin). */
  pageId: string;
  /** The tab's storage; throws where storage is refused (TRACK-037). */
  storage: () => Storage;
}

const C = ANALYTICS_COOKIES;

function cookieOf(doc: Document, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(doc.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

function newId(random: () => number): string {
  let id = '';
  while (id.length < 22) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** TRACK-034, TRACK-035: one analytics cookie, 390 days, first-party. */
function setCookie(env: EventsEnv, name: string, value: string): void {
  const secure = env.doc.location?.protocol === 'https:' ? '; Secure' : '';
  env.doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ANALYTICS_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

function warn(env: EventsEnv, message: string, fields?: Record<string, unknown>): void {
  env.trace?.(message, fields);
  if (env.logging) env.warn(message);
}

/** The campaign a landing's query names (the spec's own names first, then utm_*), or null. */
function marketingOf(query: string): string | null {
  const params = new URLSearchParams(query);
  const source = params.get('source') ?? params.get('utm_source');
  const campaign = params.get('campaign') ?? params.get('utm_campaign');
  return source || campaign ? `${source ?? ''}/${campaign ?? ''}`.slice(0, 200) : null;
}

export interface SessionState extends SessionInfo {
  analyticsId: string | null;
  marketingId: string | null;
}

/**
 * TRACK-038..041 and the SS_* cookies. With consent: the tab's landing is read from its storage
 * (written by the collector on the tab's first page; TRACK-039), the analytics id and the session
 * id are created when missing (TRACK-041; a new session with each new visit of ss_cvr), and the
 * first session is flagged per browser (TRACK-040: its first visit). Without consent nothing is
 * read or written: no ids, and a landing is a page reached from elsewhere.
 */
export function sessionState(env: EventsEnv): SessionState {
  const { doc } = env;
  const location = doc.location;
  if (!env.mayUseCookies()) {
    let referrerHost = '';
    try {
      referrerHost = doc.referrer ? new URL(doc.referrer).host : '';
    } catch {}
    return {
      isFirstLanding: referrerHost !== location.host,
      isFirstSession: false,
      sessionId: null,
      analyticsId: null,
      marketingId: null,
    };
  }
  // TRACK-039: the tab's landing, `<time origin><query>` of its first page.
  let landing = `${env.pageId}${location.search}`;
  try {
    const storage = env.storage();
    const stored = storage.getItem(TAB_LANDING_KEY);
    if (stored) landing = stored;
    else storage.setItem(TAB_LANDING_KEY, landing);
  } catch {
    warn(env, ANALYTICS_MESSAGES.storageFailed);
  }
  const isFirstLanding = landing.split('?')[0] === env.pageId;
  // TRACK-036: the browser's analytics id.
  const known = cookieOf(doc, C.analyticsId);
  let analyticsId: string | null = known && ANALYTICS_ID_PATTERN.test(known) ? known : null;
  if (!analyticsId) {
    const created = newId(env.random);
    setCookie(env, C.analyticsId, created);
    if (cookieOf(doc, C.analyticsId) === created) analyticsId = created;
    else warn(env, ANALYTICS_MESSAGES.unableToStoreAnalyticsId);
  }
  // TRACK-041: a session per visit; `<id>.<visit start>`.
  const visitStart = String(env.visit?.current ?? 0);
  let sessionId = cookieOf(doc, C.sessionId);
  if (
    !sessionId ||
    !/^[a-z0-9]{22}\.\d{1,16}$/.test(sessionId) ||
    (env.visit && !sessionId.endsWith(`.${visitStart}`))
  ) {
    // TRACK-040: the browser's first session is its first visit (or, without ss_cvr, its first id).
    const isFirst = env.visit ? env.visit.count === 1 : !known;
    sessionId = `${newId(env.random)}.${visitStart}`;
    setCookie(env, C.sessionId, sessionId);
    setCookie(env, C.isFirstSession, String(isFirst));
  }
  setCookie(env, C.hasLanded, 'true');
  // The marketing id: the campaign the tab landed by, kept for the browser (last touch).
  const campaign = marketingOf(landing.slice(landing.indexOf('?') + 1 || landing.length));
  if (campaign) setCookie(env, C.marketingId, campaign);
  return {
    isFirstLanding,
    isFirstSession: cookieOf(doc, C.isFirstSession) === 'true',
    sessionId,
    analyticsId,
    marketingId: campaign ?? cookieOf(doc, C.marketingId),
  };
}

/** TRACK-032, TRACK-033: what every event gets automatically. */
export function automaticFields(env: EventsEnv, session: SessionState): Record<string, unknown> {
  const { doc } = env;
  const view = doc.defaultView;
  const language = view?.navigator?.language ?? '';
  return {
    browser_window_width: view?.innerWidth ?? 0,
    browser_window_height: view?.innerHeight ?? 0,
    browser_language: language,
    page_host: doc.location.host,
    page_path: doc.location.pathname,
    page_query: doc.location.search,
    page_referrer: doc.referrer,
    resolved_locale: doc.documentElement.lang || language,
    client_timestamp: Math.floor(env.now()),
    marketing_id: session.marketingId,
    session_id: session.sessionId,
    website_id: env.context?.website.id ?? null,
    template_id: env.context?.templateId ?? null,
    member_account_id: null,
  };
}

function post(env: EventsEnv, path: string, body: string | URLSearchParams, contentType: string) {
  const url = `${path}?crumb=${encodeURIComponent(env.crumb)}`;
  try {
    if (env.beacon?.(url, body)) return Promise.resolve();
  } catch {
    // A refused beacon: the XHR below.
  }
  return env
    .fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': contentType } })
    .then(
      (answer) => {
        // TRACK-027, TRACK-028
        if (!isEventsServiceSuccess(answer.status) && answer.status !== 204)
          warn(env, ANALYTICS_MESSAGES.httpStatus(answer.status), { status: answer.status, path });
      },
      () => undefined,
    );
}

/**
 * TRACK-025..033: one events-service event, by beacon (JSON as text) or JSON XHR. Common fields of
 * the wrong type are not set, warned about and moved to the custom data (TRACK-030, TRACK-031).
 */
export function sendAnalyticsEvent(env: EventsEnv, event: AnalyticsEvent): Promise<void> {
  const session = sessionState(env);
  const checked = checkCommonData(event.commonData, event.customData);
  for (const message of checked.warnings) warn(env, message);
  const body = JSON.stringify({
    analyticsId: session.analyticsId,
    commonData: { ...checked.commonData, ...automaticFields(env, session) },
    customData: {
      ...checked.customData,
      is_first_landing: session.isFirstLanding,
      is_first_session: session.isFirstSession,
    },
    customSchemaName: event.customSchemaName,
  });
  return post(env, EVENTS_SERVICE_PATH, body, 'application/json');
}

/** TRACK-023, TRACK-024: a site event, form-encoded crumb, event and data. */
export function sendSiteEvent(env: EventsEnv, input: SiteEvent): Promise<void> {
  const { doc } = env;
  const path = doc.location.pathname;
  const data: RecordEventData & { objectId?: string | null; label?: string | null } = {
    pageHash: pageHashOf(path),
    pagePath: path,
    websiteId: env.context?.website.id ?? null,
    templateId: env.context?.templateId ?? null,
    variantId: null,
    memberAccountId: null,
    member_locale: null,
    website_locale: doc.documentElement.lang || null,
    objectId: input.objectId ?? null,
    label: input.label ?? null,
  };
  const body = new URLSearchParams({ crumb: env.crumb, event: input.event, data: JSON.stringify(data) });
  if (env.visitorCookie && env.mayUseCookies()) body.set('visitorCookie', env.visitorCookie);
  return post(env, RECORD_EVENT_PATH, body, 'application/x-www-form-urlencoded');
}

/** What the collector hands over with a queued event (tracking.ts; decision 042). */
export interface CollectorState {
  doc: Document;
  now: () => number;
  random: () => number;
  beacon: EventsEnv['beacon'];
  fetch: typeof fetch;
  context: PageContext;
  /** The crumb as it goes in a query (URI-encoded). */
  crumb: string;
  mayUseCookies: () => boolean;
  /** ss_cvr as kept, or ''. */
  visitorCookie: string;
}

/**
 * An event an island queued, sent for the collector. Logging (TRACK-028) is on for a site in
 * developer mode.
 */
export function sendQueued(
  call: { site: SiteEvent } | { analytics: AnalyticsEvent },
  state: CollectorState,
): Promise<void> {
  const view = state.doc.defaultView!;
  // TRACK-004's shape, already checked by the collector: id|first|last|current|count.
  const parts = state.visitorCookie.split('|');
  const env: EventsEnv = {
    ...state,
    crumb: decodeURIComponent(state.crumb),
    visit: parts.length === 5 ? { current: Number(parts[3]), count: Number(parts[4]) } : null,
    logging: state.context.website.developerMode,
    warn: (message) => console.warn(message),
    // Decision 042: its own chunk, fetched on the first warning only.
    trace: (message, fields) =>
      void import('./trace-warnings.ts').then((m) => m.traceWarning('analytics-warning', message, fields)),
    pageId: `${view.performance.timeOrigin}`,
    storage: () => view.sessionStorage,
  };
  return 'site' in call ? sendSiteEvent(env, call.site) : sendAnalyticsEvent(env, call.analytics);
}
