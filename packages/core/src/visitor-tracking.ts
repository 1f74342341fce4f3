// Visitor tracking rules (TRACK-001..012, TRACK-020..022): the ss_cvr/ss_cvt cookie pair, when a
// page is tracked at all, and the landing call's query. Pure and tiny: the browser collector and
// the server's ingestion share them. docs/decisions/037-visitor-tracking.md.

/** TRACK-001: visitor id | first | last | current visit times | visit count; 2 years. */
export const VISITOR_COOKIE = 'ss_cvr';
/** TRACK-002: the session marker; 30 minutes. */
export const SESSION_MARKER_COOKIE = 'ss_cvt';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const SESSION_MARKER_MAX_AGE_SECONDS = 30 * 60;

/** The visitor id: what the collector creates (a random 22-character base-36 string) or any such. */
const ID = /^[A-Za-z0-9-]{8,40}$/;
const POSITIVE = /^[1-9][0-9]{0,15}$/;

export interface VisitorCookie {
  id: string;
  /** Milliseconds since 1970 of the visitor's first, previous and current visit. */
  first: number;
  last: number;
  current: number;
  count: number;
}

/** TRACK-004: an id followed by four positive integers, separated by pipes; anything else is null. */
export function parseVisitorCookie(value: string | null | undefined): VisitorCookie | null {
  const parts = (value ?? '').split('|');
  if (parts.length !== 5 || !ID.test(parts[0]!)) return null;
  const numbers = parts.slice(1);
  if (!numbers.every((n) => POSITIVE.test(n))) return null;
  const [first, last, current, count] = numbers.map(Number) as [number, number, number, number];
  return { id: parts[0]!, first, last, current, count };
}

export function visitorCookieValue(v: VisitorCookie): string {
  return `${v.id}|${v.first}|${v.last}|${v.current}|${v.count}`;
}

/** TRACK-005: a session marker value is valid only when it is a positive integer. */
export function isValidSessionMarker(value: string | null | undefined): boolean {
  return POSITIVE.test(value ?? '');
}

/**
 * TRACK-003: the visitor cookie after this page view. A valid marker means the visit goes on (the
 * cookie is kept as it is); without one a new visit starts: the count goes up, the previous
 * "current" becomes "last". A malformed or missing cookie starts a new visitor (the spec leaves
 * this open; decision 037).
 */
export function nextVisitorCookie(input: {
  cookie: string | null | undefined;
  marker: string | null | undefined;
  now: number;
  newId: () => string;
}): { visitor: VisitorCookie; isNewVisit: boolean } {
  const old = parseVisitorCookie(input.cookie);
  const now = Math.max(1, Math.floor(input.now));
  if (!old) {
    const visitor = { id: input.newId(), first: now, last: now, current: now, count: 1 };
    return { visitor, isNewVisit: true };
  }
  if (isValidSessionMarker(input.marker)) return { visitor: old, isNewVisit: false };
  return { visitor: { ...old, last: old.current, current: now, count: old.count + 1 }, isNewVisit: true };
}

/** What the skip rules read of the page context. */
export interface TrackingPage {
  pageType: string;
  path: string;
  authenticatedAccount: unknown;
  websiteRoles: readonly number[];
}

/** Page types that are never tracked: TRACK-009 (not found), TRACK-010 (lock), TRACK-011 (denied). */
export const UNTRACKED_PAGE_TYPES: readonly string[] = [
  'not-found',
  'error',
  'lock-screen',
  // Issue 20: the password form of protected content is a lock screen too (decision 067).
  'protected-content',
  'access-denied',
];
const VIEWER = 10;

/**
 * TRACK-007..012: whether this page view is tracked. Signed-in users are not (TRACK-007), except
 * those whose only role is viewer, outside config pages (TRACK-008); never on not-found, lock
 * screen or access-denied pages; /search page views never (TRACK-012).
 */
export function isTrackedPage(page: TrackingPage): boolean {
  if (UNTRACKED_PAGE_TYPES.includes(page.pageType)) return false;
  if (/^\/search(\/|$)/.test(page.path)) return false;
  if (page.authenticatedAccount) {
    const isViewerOnly = page.websiteRoles.length > 0 && page.websiteRoles.every((r) => r === VIEWER);
    if (!isViewerOnly || /^\/config(\/|$)/.test(page.path)) return false;
  }
  return true;
}

/** TRACK-022: the marketing queries of the landing call, and the utm_* names they are read from. */
const UTM_NAMES = {
  source: 'utm_source',
  campaign: 'utm_campaign',
  subcampaign: 'utm_content',
  channel: 'utm_medium',
  subchannel: 'utm_term',
  variation: 'utm_id',
  mkwid: 'mkwid',
} as const;
export type MarketingQuery = keyof typeof UTM_NAMES;
export const MARKETING_QUERIES = Object.keys(UTM_NAMES) as readonly MarketingQuery[];

/** Longest value of one landing query that is kept (the server refuses longer ones). */
export const LANDING_VALUE_MAX = 512;

/**
 * TRACK-021, TRACK-022: the landing call's query from the page's address: the spec's own names
 * win over the utm_* ones they are read from.
 */
export function landingQuery(input: {
  href: string;
  referrer: string;
  lang: string;
  screen: string;
  rk: number;
  /** The browser's time zone, for the country (decision 044). */
  tz: string;
}): URLSearchParams {
  const url = new URL(input.href);
  const cut = (s: string) => s.slice(0, LANDING_VALUE_MAX);
  const query = new URLSearchParams({
    landing: cut(url.pathname + url.search),
    refer: cut(input.referrer),
    rk: String(input.rk),
    lang: cut(input.lang),
    screen: cut(input.screen),
    tz: cut(input.tz),
  });
  for (const name of MARKETING_QUERIES) {
    const value = url.searchParams.get(name) ?? url.searchParams.get(UTM_NAMES[name]);
    if (value) query.set(name, cut(value));
  }
  return query;
}
