// Answers a visitor's request for a cached published page straight from the Node HTTP server,
// before Fastify's routing and hooks: the same bytes and headers the page route sends on a cache
// hit, at close to the speed of a static file server. Anything else (a signed-in visitor, a miss,
// an unknown host, a non-GET) goes on to Fastify untouched.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../modules/auth/service.ts';
import { ACCESS_COOKIE_PATTERN } from '../modules/member-areas/service.ts';
import type { SiteDirectory } from '../modules/sites/service.ts';
import { CRUMB_COOKIE } from '../plugins/request-context.ts';
import { isPlainRequestTarget } from '../plugins/request-origin.ts';
import { sitePageSecurityHeaders } from '../plugins/security-headers.ts';
import { cookieBannerCacheVariant } from './cookie-banner.ts';
import { cachedPathOf, type HtmlCache, pageBytes, pageCacheKey } from './html-cache.ts';

const CRUMB_PRESENT = new RegExp(`(?:^|;\\s*)${CRUMB_COOKIE}=[A-Za-z0-9_.-]{39}(?:;|$)`);
const SESSION_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export function createCachedPageFastPath(input: {
  sites: SiteDirectory;
  cache: HtmlCache;
  isHttpsProxy: boolean;
  /** A crumb for a visitor without a session (the fast path never serves signed-in visitors). */
  issueVisitorCrumb: () => string;
}) {
  return function serveFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (!input.cache.isEnabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '/';
    if (
      !isPlainRequestTarget(url) ||
      url.startsWith('/api/') ||
      url.startsWith('/config') ||
      url.startsWith('/_site/') ||
      url.startsWith('/s/')
    )
      return false;
    const cookies = req.headers.cookie ?? '';
    // Issue 20 (decision 066): members and unlocked pages never get the anonymous cached page.
    if (SESSION_PATTERN.test(cookies) || ACCESS_COOKIE_PATTERN.test(cookies)) return false;
    const host = req.headers.host;
    if (!host) return false;
    const hostname = host.replace(/:\d+$/, '').toLowerCase();
    const site = input.sites.peek(hostname);
    if (!site) return false;
    // Another address of a site with a primary domain: Fastify sends the visitor there (301).
    const primary = site.settings.primaryDomain;
    if (primary && primary !== hostname) return false;
    let pathname: string;
    try {
      pathname = cachedPathOf(new URL(url, 'http://x'));
    } catch {
      return false;
    }
    const page = input.cache.get(
      site.id,
      pageCacheKey(host, pathname) + cookieBannerCacheVariant(site, cookies),
    );
    if (!page) return false;
    const { body, encoding } = pageBytes(page, req.headers['accept-encoding']);
    const headers: Record<string, string | number> = {
      ...sitePageSecurityHeaders(page.contentSecurityPolicy),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'x-folio-cache': 'hit',
      'content-length': body.length,
    };
    if (encoding) headers['content-encoding'] = encoding;
    if (!CRUMB_PRESENT.test(cookies)) {
      const isSecure = input.isHttpsProxy && req.headers['x-forwarded-proto'] === 'https';
      headers['set-cookie'] =
        `${CRUMB_COOKIE}=${input.issueVisitorCrumb()}; Path=/; SameSite=Lax${isSecure ? '; Secure' : ''}`;
    }
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
