// The platform home (localhost:PORT): sign up, sign in, list, create and delete sites, as HTML
// forms that work without JavaScript, and the same as JSON under /api/platform/.
import { parse as parseQueryString } from 'node:querystring';
import { WebsiteRole, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound, unauthenticated } from '../../errors.ts';
import { assertCrumb, ensureCrumb, isApiRequest, issueCrumb } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { HtmlCache } from '../../render/html-cache.ts';
import { applyTemplate } from '../../seed/templates.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { setSessionCookie, signInFromRequest } from '../auth/routes.ts';
import { signUpBody } from '../auth/schema.ts';
import * as auth from '../auth/service.ts';
import type { PagesService } from '../pages/service.ts';
import {
  createWebsite,
  deleteWebsite,
  findWebsiteById,
  listWebsitesFor,
  type SiteDirectory,
} from '../sites/service.ts';
import { createSiteBody, siteIdParams } from './schema.ts';
import { confirmDeletePage, type HomeView, homePage, notFoundPage } from './views.ts';

export interface PlatformOptions {
  db: Db;
  sites: SiteDirectory;
  pages: PagesService;
  throttle: LoginThrottle;
  cache: HtmlCache;
}

const FORM_LIMIT = 64 * 1024;
/** The form routes call assertCrumb in formAction, to answer a failure with the page and its message. */
const HANDLER_CHECKS_CRUMB = { config: { crumb: 'handler' as const } };

function siteUrl(request: FastifyRequest, subdomain: string): string {
  const port = request.port ? `:${request.port}` : '';
  return `${request.protocol}://${subdomain}.${request.hostname}${port}/`;
}

function formFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
  }
  return out;
}

function platformOnly(request: FastifyRequest) {
  if (!request.isPlatformHost) throw notFound('Page not found.');
}

export function createPlatform(opts: PlatformOptions) {
  const { db } = opts;

  async function currentAccount(request: FastifyRequest) {
    return (await request.auth())?.account ?? null;
  }

  async function sitesOf(request: FastifyRequest, accountId: string) {
    return (await listWebsitesFor(db, accountId)).map((s) => ({
      id: s.id,
      subdomain: s.subdomain,
      title: s.title,
      url: siteUrl(request, s.subdomain),
      role: s.role,
      roleName: websiteRoleName(s.role) ?? 'member',
      isAdmin: s.role === WebsiteRole.admin,
    }));
  }

  async function renderHome(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<HomeView> = {},
    status = 200,
  ) {
    const account = await currentAccount(request);
    const query = request.query as Record<string, string | undefined>;
    const view: HomeView = {
      crumb: ensureCrumb(request, reply),
      account,
      sites: account ? await sitesOf(request, account.id) : [],
      notice: typeof query.notice === 'string' ? query.notice.slice(0, 200) : undefined,
      platformHost: request.host,
      ...extra,
    };
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(homePage(view));
  }

  /** Runs a form action; an AppError re-renders the page with its message and the typed values. */
  async function formAction(
    request: FastifyRequest,
    reply: FastifyReply,
    errorFor: HomeView['errorFor'],
    action: (fields: Record<string, string>) => Promise<string>,
  ) {
    platformOnly(request);
    const fields = formFields(request.body);
    try {
      assertCrumb(request, reply);
      const notice = await action(fields);
      return reply.redirect(notice ? `/?notice=${encodeURIComponent(notice)}` : '/', 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.kind === 'rate_limited' && typeof error.extra?.retryAfter === 'number') {
        reply.header('retry-after', String(error.extra.retryAfter));
      }
      const { password: _password, crumb: _crumb, ...values } = fields;
      return renderHome(request, reply, { error: error.message, errorFor, values }, error.statusCode);
    }
  }

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    session: { token: string; expiresAt: Date },
  ) {
    setSessionCookie(request, reply, session);
    issueCrumb(request, reply, session.token);
  }

  async function createSite(request: FastifyRequest, accountId: string, input: unknown) {
    const body = parseInput(createSiteBody, input);
    const site = await createWebsite({
      db,
      ownerId: accountId,
      subdomain: body.subdomain,
      title: body.title,
      templateId: body.template === 'demo' ? 'demo' : null,
    });
    await applyTemplate({
      pages: opts.pages,
      websiteId: site.id,
      siteTitle: site.title,
      template: body.template,
    });
    opts.sites.forget();
    return {
      id: site.id,
      subdomain: site.subdomain,
      title: site.title,
      url: siteUrl(request, site.subdomain),
    };
  }

  async function removeSite(accountId: string, websiteId: string) {
    await deleteWebsite({ db, accountId, websiteId });
    opts.cache.invalidateSite(websiteId);
    opts.sites.forget();
  }

  const signIn = (request: FastifyRequest, input: unknown) =>
    signInFromRequest(request, input, { db, throttle: opts.throttle });

  async function signUp(request: FastifyRequest, input: unknown) {
    const body = parseInput(signUpBody, input);
    return auth.signUp({
      db,
      email: body.email,
      password: body.password,
      host: request.hostname.toLowerCase(),
    });
  }

  async function routes(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, parseQueryString(body as string)),
    );

    app.post('/login', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'signin', async (fields) => {
        const { session } = await signIn(request, {
          email: fields.email ?? '',
          password: fields.password ?? '',
        });
        await startSession(request, reply, session);
        return '';
      }),
    );

    app.post('/signup', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'signup', async (fields) => {
        const { session } = await signUp(request, {
          email: fields.email ?? '',
          password: fields.password ?? '',
        });
        await startSession(request, reply, session);
        return 'Welcome to Folio. Create your first site below.';
      }),
    );

    app.post('/logout', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, undefined, async () => {
        await auth.signOut(db, request.cookies[auth.SESSION_COOKIE]);
        reply.clearCookie(auth.SESSION_COOKIE, { path: '/' });
        issueCrumb(request, reply, null);
        return 'You have been signed out.';
      }),
    );

    app.post('/sites', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'create', async (fields) => {
        const account = await currentAccount(request);
        if (!account) throw unauthenticated('Sign in to create a site.');
        const site = await createSite(request, account.id, {
          title: fields.title ?? '',
          subdomain: fields.subdomain ?? '',
          template: fields.template || undefined,
        });
        return `${site.title} is ready at ${site.url}`;
      }),
    );

    app.get('/sites/:id/delete', async (request, reply) => {
      platformOnly(request);
      const account = await currentAccount(request);
      if (!account) return reply.redirect('/', 303);
      const { id } = parseInput(siteIdParams, request.params);
      const site = await findWebsiteById(db, id);
      const mine = (await listWebsitesFor(db, account.id)).find((s) => s.id === id);
      if (!site || !mine) throw notFound('That site does not exist.');
      const crumb = ensureCrumb(request, reply);
      return reply.type('text/html; charset=utf-8').send(confirmDeletePage({ crumb, account, site }));
    });

    app.post('/sites/:id/delete', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, undefined, async (fields) => {
        const account = await currentAccount(request);
        if (!account) throw unauthenticated('Sign in to delete a site.');
        const { id } = parseInput(siteIdParams, request.params);
        if (fields.confirm !== 'yes') return '';
        const site = await findWebsiteById(db, id);
        await removeSite(account.id, id);
        return `${site?.title ?? 'The site'} was deleted.`;
      }),
    );

    // The same, as JSON.
    app.post('/api/platform/signup', async (request, reply) => {
      platformOnly(request);
      const { account, session } = await signUp(request, request.body);
      await startSession(request, reply, session);
      return reply.code(201).send({ account });
    });

    app.post('/api/platform/login', async (request, reply) => {
      platformOnly(request);
      const { account, session } = await signIn(request, request.body);
      await startSession(request, reply, session);
      return { account };
    });

    app.get('/api/platform/sites', async (request) => {
      platformOnly(request);
      const account = await currentAccount(request);
      if (!account) throw unauthenticated();
      const sites = await sitesOf(request, account.id);
      return {
        sites: sites.map(({ id, subdomain, title, url, role }) => ({ id, subdomain, title, url, role })),
      };
    });

    app.post('/api/platform/sites', async (request, reply) => {
      platformOnly(request);
      const account = await currentAccount(request);
      if (!account) throw unauthenticated();
      return reply.code(201).send({ site: await createSite(request, account.id, request.body) });
    });

    app.delete('/api/platform/sites/:id', async (request, reply) => {
      platformOnly(request);
      const account = await currentAccount(request);
      if (!account) throw unauthenticated();
      const { id } = parseInput(siteIdParams, request.params);
      await removeSite(account.id, id);
      return reply.code(204).send();
    });
  }

  return { routes, home: (request: FastifyRequest, reply: FastifyReply) => renderHome(request, reply) };
}

/** The platform's 404 for a host that names no site. */
export async function renderPlatformNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (isApiRequest(request)) {
    return reply
      .code(404)
      .send({ error: 'site_not_found', message: `There is no Folio site at ${request.hostname}.` });
  }
  const platformOrigin = (request.server as unknown as { platformOrigin?: string }).platformOrigin ?? '/';
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(notFoundPage(request.hostname, platformOrigin));
}
