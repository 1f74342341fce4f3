// Issue 16 part 5: /sitemap.xml, /robots.txt, /favicon.ico and the icons, on each site's own host.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { iconParams } from './schema.ts';
import { type IconFile, type IconSize, iconKeyOf, type SeoService } from './service.ts';

export interface SeoRoutesOptions {
  seo: SeoService;
  /** The site's HTML cache: the sitemap is kept there, so it goes whenever the site's pages do. */
  cache: {
    get(siteId: string, key: string): { status: number; body: Buffer } | undefined;
    set(
      siteId: string,
      key: string,
      page: { status: number; body: Buffer; contentSecurityPolicy: string },
    ): void;
  };
  /** Answers a request on the platform host or an unknown one (its 404 page). */
  platformNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function sendIcon(request: FastifyRequest, reply: FastifyReply, icon: IconFile, cacheControl: string) {
  reply
    .header('content-type', icon.contentType)
    .header('etag', icon.etag)
    .header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
  return reply.send(icon.data);
}

export async function seoRoutes(fastify: FastifyInstance, opts: SeoRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/robots.txt', async (request, reply) => {
    const site = request.site;
    if (!site) return opts.platformNotFound(request, reply);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(opts.seo.robotsTxt(site, originOf(request)));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = request.site;
    if (!site) return opts.platformNotFound(request, reply);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    // A key no page's (host + path) can be: the cached-page fast path must never send it as HTML.
    const key = `\u0000sitemap.xml ${request.host.toLowerCase()}`;
    const cached = opts.cache.get(site.id, key);
    if (cached) return reply.header('x-folio-cache', 'hit').send(cached.body);
    const body = Buffer.from(
      opts.seo.sitemapXml(originOf(request), await opts.seo.sitemapEntries(site)),
      'utf8',
    );
    opts.cache.set(site.id, key, { status: 200, body, contentSecurityPolicy: "default-src 'none'" });
    return reply.header('x-folio-cache', 'miss').send(body);
  });

  // Browsers ask for /favicon.ico on their own: its content follows the site's favicon, so it is
  // revalidated (ETag); the sized icons' addresses name the favicon and never change.
  app.get('/favicon.ico', async (request, reply) => {
    const site = request.site;
    if (!site) return opts.platformNotFound(request, reply);
    const icon = await opts.seo.icon(site, iconKeyOf(site), 'ico');
    if (!icon) throw notFound('Page not found.');
    return sendIcon(request, reply, icon, 'public, max-age=3600, must-revalidate');
  });

  app.get('/_icon/:key/:file', { schema: { params: iconParams } }, async (request, reply) => {
    const site = request.site;
    if (!site) return opts.platformNotFound(request, reply);
    const size = Number(request.params.file.split('.')[0]) as IconSize;
    const icon = await opts.seo.icon(site, request.params.key, size);
    if (!icon) throw notFound('Page not found.');
    return sendIcon(request, reply, icon, 'public, max-age=31536000, immutable');
  });
}
