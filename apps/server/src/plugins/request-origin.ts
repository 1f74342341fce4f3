// Where a request comes from, as its target and the browser's own headers tell it (issue 14 items 2
// and 5; docs/decisions/004 and 012). Pure functions over the request line and headers, shared by
// the Fastify hooks in request-context.ts and the cached-page fast path.
import type { IncomingHttpHeaders } from 'node:http';

/**
 * A percent-escape the router would decode into a character that never needs escaping (a letter,
 * digit, `-._~`), or into `/` or `\`. A browser never sends these; `/%61pi/` is `/api/` in disguise.
 */
const DISGUISED_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e)/i;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

/**
 * True for a plain origin-form request target (`/path?query`), as browsers send it: not the
 * absolute form (`http://host/path`), not `*`, not `//host/…`, no backslash, no dot segments, and
 * no escape of a character that never needs one. Anything else names a route in a way checks
 * written against the path could miss, so it is refused before routing matters.
 */
export function isPlainRequestTarget(target: string): boolean {
  if (target.charCodeAt(0) !== 47 /* / */ || target.charCodeAt(1) === 47) return false;
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  return !path.includes('\\') && !DOT_SEGMENT.test(path) && !DISGUISED_ESCAPE.test(path);
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The origin (scheme://host[:port]) of a URL, lower-cased; null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export const CROSS_SITE_MESSAGE =
  'This request came from another website, so it was refused. Open the page on this site and try again.';

/**
 * Why a state-changing request must be refused because another site sent it, or null. Browsers
 * say where a request comes from in Sec-Fetch-Site (trusted when present) or else Origin. Requests
 * with neither (server-to-server calls, tests, very old browsers) still need the crumb.
 * `same-site` is refused too: every site on the platform is a subdomain of the platform host, so
 * another site of the platform is "same-site".
 */
export function crossSiteRefusal(headers: IncomingHttpHeaders, ownOrigin: string): string | null {
  const site = header(headers, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none' ? null : CROSS_SITE_MESSAGE;
  const origin = header(headers, 'origin');
  if (origin === undefined) return null;
  return originOf(origin) === ownOrigin.toLowerCase() ? null : CROSS_SITE_MESSAGE;
}

/** The header only the config area's own code sends (apps/editor/src/api-client.ts). */
export const CONFIG_AREA_HEADER = 'x-folio-config';
export const CONFIG_AREA_PATH = '/config/';

export const CONFIG_AREA_MESSAGE =
  'The config API answers only the config area (/config/) of this site, and this request came from elsewhere.';

/**
 * Why a call of the config API (`/api/config/…`) must be refused because a page other than the
 * config area made it, or null (docs/decisions/012). Published pages share the config area's
 * origin, so same-origin is not enough:
 * - a browser that sends fetch metadata must say same-origin (or `none`, an address typed by the
 *   owner) and send a Referer inside /config/ (the site's Referrer-Policy keeps the path on
 *   same-origin requests), so a published page's script or form is refused by default;
 * - a change must also carry X-Folio-Config: 1, which only the config area's api-client sets and
 *   which no HTML form, link or cross-site request can carry;
 * - without fetch metadata (server-to-server, tests) an Origin or Referer that is present must
 *   still be the config area's.
 * Script running on a published page can forge all of this (fetch's `referrer` option, or a
 * window it opens on /config/); the boundary against that is that no one but an admin can put
 * script on a page (docs/decisions/012).
 */
export function configAreaRefusal(input: {
  headers: IncomingHttpHeaders;
  ownOrigin: string;
  isChange: boolean;
}): string | null {
  const { headers } = input;
  const own = input.ownOrigin.toLowerCase();
  const site = header(headers, 'sec-fetch-site');
  const origin = header(headers, 'origin');
  const referer = header(headers, 'referer');
  if (origin !== undefined && originOf(origin) !== own) return CONFIG_AREA_MESSAGE;
  if (referer !== undefined && !isConfigAreaAddress(referer, own)) return CONFIG_AREA_MESSAGE;
  if (site !== undefined) {
    if (site === 'none') {
      if (input.isChange) return CONFIG_AREA_MESSAGE;
    } else if (site !== 'same-origin' || referer === undefined) return CONFIG_AREA_MESSAGE;
    if (input.isChange && header(headers, CONFIG_AREA_HEADER) !== '1') return CONFIG_AREA_MESSAGE;
  }
  return null;
}

function isConfigAreaAddress(url: string, ownOrigin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === ownOrigin && parsed.pathname.startsWith(CONFIG_AREA_PATH);
  } catch {
    return false;
  }
}
