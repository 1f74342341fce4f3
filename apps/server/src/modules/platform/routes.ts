// The platform home (localhost:PORT): sign up, sign in, list, create and delete sites, as HTML
// forms that work without JavaScript, and the same as JSON under /api/platform/.
import { parse as parseQueryString } from 'node:querystring';
import { WebsiteRole, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound, unauthenticated } from '../../errors.ts';
import { assertCrumb, ensureCrumb, issueCrumb } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { HtmlCache } from '../../render/html-cache.ts';
import { DEMO_SUBDOMAIN } from '../../seed/demo.ts';
import { applyTemplate } from '../../seed/templates.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { setSessionCookie, signInFromRequest } from '../auth/routes.ts';
import { signUpBody } from '../auth/schema.ts';
import * as auth from '../auth/service.ts';
import type { GalleryService } from '../galleries/service.ts';
import type { MediaService } from '../media/service.ts';
import type { PagesService } from '../pages/service.ts';
import {
  copySite as copySiteSettings,
  createWebsite,
  deleteWebsite,
  findWebsiteById,
  findWebsiteBySubdomain,
  listWebsitesFor,
  type SiteDirectory,
} from '../sites/service.ts';
import type { StoreService } from '../store/service.ts';
import { createSiteBody, siteIdParams } from './schema.ts';
import { confirmDeletePage, type HomeView, homePage, notFoundPage } from './views.ts';

export interface PlatformOptions {
  db: Db;
  sites: SiteDirectory;
  pages: PagesService;
  /** The modules a copy of a site is made of (issue 14 item 19). */
  media: MediaService;
  store: StoreService;
  galleries: GalleryService;
  throttle: LoginThrottle;
  cache: HtmlCache;
}

const FORM_LIMIT = 64 * 1024;

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
      createdSiteId: typeof query.created === 'string' ? query.created : undefined,
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
    /** A notice to show on the home page, or the home page's query string to redirect to. */
    action: (fields: Record<string, string>) => Promise<string | { query: string }>,
  ) {
    platformOnly(request);
    const fields = formFields(request.body);
    try {
      assertCrumb(request, reply);
      const notice = await action(fields);
      if (typeof notice !== 'string') return reply.redirect(`/?${notice.query}`, 303);
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

  /**
   * Issue 14 item 19: "Copy of the demo site" is the whole demo site — pages, store, galleries,
   * media, settings — made in one transaction by each module's copySite, so a failure midway
   * leaves no site and no rows (and the media copy removes the files it wrote).
   */
  async function copyOfDemo(input: { ownerId: string; subdomain: string; title: string }) {
    const demo = await findWebsiteBySubdomain(db, DEMO_SUBDOMAIN);
    if (!demo) throw notFound('The demo site is not available to copy. Start from Blank.', 'demo_missing');
    let undoMedia: (() => Promise<void>) | undefined;
    try {
      return await db.transaction(async (tx) => {
        const site = await createWebsite({ db: tx, ...input, templateId: 'demo' });
        const copy = { from: demo.id, to: site.id, tx, ids: new Map<string, string>() };
        await copySiteSettings(copy);
        undoMedia = (await opts.media.copySite(copy)).undo;
        await opts.galleries.copySite(copy);
        await opts.store.copySite(copy);
        await opts.pages.copySite(copy);
        return site;
      });
    } catch (error) {
      await undoMedia?.();
      throw error;
    }
  }

  async function createSite(request: FastifyRequest, accountId: string, input: unknown) {
    const body = parseInput(createSiteBody, input);
    const site =
      body.template === 'demo'
        ? await copyOfDemo({ ownerId: accountId, subdomain: body.subdomain, title: body.title })
        : await createWebsite({
            db,
            ownerId: accountId,
            subdomain: body.subdomain,
            title: body.title,
            templateId: null,
          });
    if (body.template !== 'demo') {
      await applyTemplate({
        pages: opts.pages,
        websiteId: site.id,
        siteTitle: site.title,
        template: body.template,
      });
    }
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

    app.post('/login', (request, reply) =>
      formAction(request, reply, 'signin', async (fields) => {
        const { session } = await signIn(request, {
          email: fields.email ?? '',
          password: fields.password ?? '',
        });
        await startSession(request, reply, session);
        return '';
      }),
    );

    app.post('/signup', (request, reply) =>
      formAction(request, reply, 'signup', async (fields) => {
        const { session } = await signUp(request, {
          email: fields.email ?? '',
          password: fields.password ?? '',
        });
        await startSession(request, reply, session);
        return 'Welcome to Folio. Create your first site below.';
      }),
    );

    app.post('/logout', (request, reply) =>
      formAction(request, reply, undefined, async () => {
        await auth.signOut(db, request.cookies[auth.SESSION_COOKIE]);
        reply.clearCookie(auth.SESSION_COOKIE, { path: '/' });
        issueCrumb(request, reply, null);
        return 'You have been signed out.';
      }),
    );

    app.post('/sites', (request, reply) =>
      formAction(request, reply, 'create', async (fields) => {
        const account = await currentAccount(request);
        if (!account) throw unauthenticated('Sign in to create a site.');
        const site = await createSite(request, account.id, {
          title: fields.title ?? '',
          subdomain: fields.subdomain ?? '',
          template: fields.template || undefined,
        });
        // The ready message is made from the site's row (a notice in the address would be cut).
        return { query: `created=${site.id}` };
      }),
    );

    // Issue 14 item 20: Edit signs the person in on the site's own host with a one-time link, so
    // the editor does not ask for the password again. A POST with the crumb: a page elsewhere
    // cannot send someone into an editor.
    app.post('/sites/:id/edit', async (request, reply) => {
      platformOnly(request);
      assertCrumb(request, reply);
      const account = await currentAccount(request);
      if (!account) return reply.redirect('/', 303);
      const { id } = parseInput(siteIdParams, request.params);
      const mine = (await sitesOf(request, account.id)).find((s) => s.id === id);
      if (!mine) throw notFound('That site does not exist.');
      const token = await auth.mintHandoff({
        db,
        accountId: account.id,
        host: `${mine.subdomain}.${request.hostname}`.toLowerCase(),
      });
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${mine.url}config/handoff?token=${token}`, 303);
    });

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

    app.post('/sites/:id/delete', (request, reply) =>
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
  if (request.url.startsWith('/api/')) {
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
