// Issue 19 (EDIT-042, EDIT-065..071, docs/decisions/056): HTTP only. The config area reads its
// site's features; the platform administrator lists sites and sets a site's variant, as JSON under
// /api/platform/features and as the plain HTML page /admin/features on the platform host.
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, invalid, notFound } from '../../errors.ts';
import { assertCrumb, ensureCrumb, memberOf } from '../../plugins/request-context.ts';
import {
  platformFeaturesAnswer,
  platformFeaturesQuery,
  platformSiteView,
  setVariantBody,
  siteFeaturesAnswer,
  siteIdParams,
} from './schema.ts';
import type { FeaturesService } from './service.ts';
import { featuresPage, refusedPage } from './views.ts';

const FORM_LIMIT = 16 * 1024;

function platformOnly(request: FastifyRequest) {
  if (!request.isPlatformHost) throw notFound('Page not found.');
}

async function accountOf(request: FastifyRequest) {
  return (await request.auth())?.account ?? null;
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

export async function featuresRoutes(fastify: FastifyInstance, opts: { features: FeaturesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { features } = opts;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, parseQueryString(body as string)),
  );

  /** Platform host, then a platform administrator: before the input is validated. */
  const platformAdmin = async (request: FastifyRequest) => {
    platformOnly(request);
    await features.requirePlatformAdmin(await accountOf(request));
  };

  // EDIT-066/067: the site's features; the config area's configuration is loaded once this answers.
  app.get(
    '/api/config/features',
    { config: { access: 'member' }, schema: { response: { 200: siteFeaturesAnswer } } },
    async (request) => ({ features: features.featuresOf(memberOf(request).site) }),
  );

  app.get(
    '/api/platform/features',
    {
      preValidation: platformAdmin,
      schema: { querystring: platformFeaturesQuery, response: { 200: platformFeaturesAnswer } },
    },
    async (request) => features.listSites(request.query.q),
  );

  app.put(
    '/api/platform/features/:siteId',
    {
      preValidation: platformAdmin,
      schema: { params: siteIdParams, body: setVariantBody, response: { 200: platformSiteView } },
    },
    async (request) => features.setVariant(request.params.siteId, request.body.feature, request.body.variant),
  );

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { query: string; notice?: string; error?: string },
    status = 200,
  ) {
    platformOnly(request);
    const account = await accountOf(request);
    try {
      await features.requirePlatformAdmin(account);
    } catch (error) {
      if (error instanceof AppError) return html(reply, refusedPage(error.message), error.statusCode);
      throw error;
    }
    const query = platformFeaturesQuery.safeParse({ q: extra.query });
    const q = query.success ? query.data.q : '';
    return html(
      reply,
      featuresPage({
        email: account!.email,
        crumb: ensureCrumb(request, reply),
        query: q,
        listing: await features.listSites(q),
        notice: extra.notice,
        error: extra.error,
      }),
      status,
    );
  }

  app.get('/admin/features', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    return renderPage(request, reply, {
      query: typeof query.q === 'string' ? query.q : '',
      notice: typeof query.notice === 'string' ? query.notice.slice(0, 200) : undefined,
    });
  });

  // The page's forms: the crumb is checked here, so a refusal is answered with the page.
  app.post('/admin/features', { config: { crumb: 'handler' } }, async (request, reply) => {
    platformOnly(request);
    const q = field(request.body, 'q').slice(0, 100);
    try {
      assertCrumb(request, reply);
      await features.requirePlatformAdmin(await accountOf(request));
      const parsed = setVariantBody.safeParse({
        feature: field(request.body, 'feature'),
        variant: field(request.body, 'variant') || null,
      });
      if (!parsed.success) throw invalid(parsed.error.issues[0]!.message, 'invalid_input');
      const site = await features.setVariant(
        field(request.body, 'siteId'),
        parsed.data.feature,
        parsed.data.variant,
      );
      const notice = `${parsed.data.feature} is now ${parsed.data.variant ?? 'the default'} for ${site.subdomain}.`;
      return reply.redirect(`/admin/features?${new URLSearchParams({ q, notice })}`, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.kind === 'unauthenticated' || error.code === 'not_platform_admin')
        return html(reply, refusedPage(error.message), error.statusCode);
      return renderPage(request, reply, { query: q, error: error.message }, error.statusCode);
    }
  });
}
