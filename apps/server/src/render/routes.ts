// Published pages of a site, rendered on the server, cached for visitors who are not signed in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { SESSION_COOKIE } from '../modules/auth/service.ts';
import type { PagesService } from '../modules/pages/service.ts';
import type { Website } from '../modules/sites/service.ts';
import { ensureCrumb } from '../plugins/request-context.ts';
import { type HtmlCache, pageCacheKey } from './html-cache.ts';
import { buildPageContext } from './page-context.ts';
import type { SiteRenderer } from './site-renderer.ts';

export interface SitePagesOptions {
  pages: PagesService;
  renderer: SiteRenderer;
  cache: HtmlCache;
  /** Answers requests on the platform host (its home page and 404). */
  platformPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  platformNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const ASSET_BASE = '/_site/';
/** PAGE-013: where the unsubscribe link of newsletter emails leads (?token=…). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

function slugOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return '';
  const slug = path.slice(1);
  return /^[a-z0-9-]{1,80}$/.test(slug) ? slug : null;
}

export async function renderSitePath(
  opts: Pick<SitePagesOptions, 'pages' | 'renderer'>,
  request: FastifyRequest,
  site: Website,
  kind: 'page' | 'error',
): Promise<{ status: number; body: string; isPersonal: boolean }> {
  const auth = request.cookies[SESSION_COOKIE] ? await request.auth() : null;
  const url = new URL(request.url, 'http://x');
  const slug = kind === 'page' ? slugOf(url.pathname) : null;
  const page = slug === null ? undefined : await opts.pages.findPublished(site.id, slug);
  const navigation = (await opts.pages.navigation(site.id)).map((p) => ({
    title: p.title,
    href: p.slug === '' ? '/' : `/${p.slug}`,
    isCurrent: page !== undefined && p.slug === page.slug,
  }));
  const pageType =
    kind === 'error'
      ? 'error'
      : page
        ? 'page'
        : url.pathname === UNSUBSCRIBE_PATH
          ? 'newsletter-unsubscribe'
          : 'not-found';
  const body = await opts.renderer.renderSitePage({
    kind: pageType,
    data: page?.data as never,
    pageTitle: page ? (page.slug === '' ? site.title : `${page.title} — ${site.title}`) : site.title,
    site: { title: site.title, navigation },
    pageContext: buildPageContext({ site, baseUrl: `${request.protocol}://${request.host}`, pageType, auth }),
    assetBase: ASSET_BASE,
  });
  return {
    status: pageType === 'error' ? 500 : pageType === 'not-found' ? 404 : 200,
    body,
    isPersonal: auth !== null,
  };
}

export async function sitePagesRoutes(app: FastifyInstance, opts: SitePagesOptions) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) throw notFound('There is no such API call.', 'no_such_route');
    if (request.isPlatformHost) return opts.platformPage(request, reply);
    const site = request.site;
    if (!site) return opts.platformNotFound(request, reply);
    ensureCrumb(request, reply);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    // Per host too: the page context carries the address the page was asked for (custom domains).
    const key = pageCacheKey(request.host, new URL(request.url, 'http://x').pathname);
    const hasSession = Boolean(request.cookies[SESSION_COOKIE]);
    const cached = hasSession ? undefined : opts.cache.get(site.id, key);
    if (cached) return reply.code(cached.status).header('x-folio-cache', 'hit').send(cached.body);
    const page = await renderSitePath(opts, request, site, 'page');
    const body = Buffer.from(page.body);
    if (!page.isPersonal) opts.cache.set(site.id, key, { status: page.status, body });
    return reply.code(page.status).header('x-folio-cache', 'miss').send(body);
  };
  app.get('/', handler);
  app.get('/*', handler);
}
