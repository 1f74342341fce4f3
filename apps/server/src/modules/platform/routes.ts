// The platform home (localhost:PORT): sign up, sign in, list, create and delete sites, as HTML
// forms that work without JavaScript, and the same as JSON under /api/platform/.
import { parse as parseQueryString } from 'node:querystring';
import { WebsiteRole, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, conflict, forbidden, notFound, unauthenticated } from '../../errors.ts';
import type { Limiters } from '../../plugins/limiter.ts';
import { assertCrumb, ensureCrumb, isApiRequest, issueCrumb } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { HtmlCache } from '../../render/html-cache.ts';
import { DEMO_SUBDOMAIN } from '../../seed/demo.ts';
import { applyTemplate } from '../../seed/templates.ts';
import { acceptInvitation, invitationForLink } from '../access/service.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { setDeviceCookie, setSessionCookie, signInFromRequest } from '../auth/routes.ts';
import { linkToken, newPassword, signUpBody } from '../auth/schema.ts';
import type { VerifyOutcome } from '../auth/service.ts';
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
import { createSiteBody, siteIdParams, tokenParams } from './schema.ts';
import {
  confirmDeletePage,
  type HomeView,
  homePage,
  type InvitationView,
  invitationPage,
  notFoundPage,
  verifyEmailPage,
} from './views.ts';

export interface PlatformOptions {
  db: Db;
  sites: SiteDirectory;
  pages: PagesService;
  /** The modules a copy of a site is made of (issue 14 item 19). */
  media: MediaService;
  store: StoreService;
  galleries: GalleryService;
  throttle: LoginThrottle;
  /** Sign-up and verification-link limits (shared between servers with REDIS_URL). */
  limiters: Limiters;
  cache: HtmlCache;
  platformOrigin: string;
  flushOutbox: () => void;
}

const FORM_LIMIT = 64 * 1024;
const MINUTE = 60 * 1000;
/** Issue 14 item 8: sign-ups per client address, and sign-up emails to one address. */
const SIGN_UPS_PER_ADDRESS = { max: 10, windowMs: 15 * MINUTE };
const SIGN_UP_EMAILS_PER_EMAIL = { max: 3, windowMs: 60 * MINUTE };
/** Verification links one account may ask for. */
const RESENDS_PER_MINUTE = { max: 1, windowMs: MINUTE };
const RESENDS_PER_HOUR = { max: 5, windowMs: 60 * MINUTE };

/** Where a sign-in or sign-up form may return to: an invitation's page. */
const NEXT_PATH = /^\/invitations\/[A-Za-z0-9_-]{43}$/;
const newPasswordBody = z.object({ password: newPassword });
const nextPathOf = (value: string | undefined) => (value && NEXT_PATH.test(value) ? value : undefined);

function rateLimited(retryAfter: number, message: string) {
  return new AppError({ kind: 'rate_limited', code: 'rate_limited', message, extra: { retryAfter } });
}

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
      isEmailVerified: account ? await auth.isEmailVerified(db, account.id) : false,
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
    const next = nextPathOf(fields.next);
    try {
      assertCrumb(request, reply);
      const notice = await action(fields);
      const to = next ?? '/';
      if (typeof notice !== 'string') return reply.redirect(`${to}?${notice.query}`, 303);
      return reply.redirect(notice ? `${to}?notice=${encodeURIComponent(notice)}` : to, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.kind === 'rate_limited' && typeof error.extra?.retryAfter === 'number') {
        reply.header('retry-after', String(error.extra.retryAfter));
      }
      const { password: _password, crumb: _crumb, ...values } = fields;
      const failed = { error: error.message, errorFor, values };
      if (next)
        return renderInvitation(request, reply, next.slice('/invitations/'.length), failed, error.statusCode);
      return renderHome(request, reply, failed, error.statusCode);
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

  /** Issue 14 item 3: an account whose address is not confirmed may sign in, not create sites. */
  async function requireVerified(account: { id: string; email: string }, what: string) {
    if (!(await auth.isEmailVerified(db, account.id))) {
      throw forbidden(
        `Confirm your email address before ${what}: open the link we sent to ${account.email}, or send a new one.`,
        'email_unverified',
      );
    }
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

  async function createSite(request: FastifyRequest, account: { id: string; email: string }, input: unknown) {
    await requireVerified(account, 'creating a site');
    const body = parseInput(createSiteBody, input);
    const accountId = account.id;
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

  const limits = {
    signUps: opts.limiters.counter('signup-address', SIGN_UPS_PER_ADDRESS),
    signUpEmails: opts.limiters.counter('signup-email', SIGN_UP_EMAILS_PER_EMAIL),
    resends: [
      opts.limiters.counter('verify-minute', RESENDS_PER_MINUTE),
      opts.limiters.counter('verify-hour', RESENDS_PER_HOUR),
    ],
  };

  /**
   * Issue 14 item 8: the same answer whether or not the email has an account (the email says which);
   * limited per client address, since each sign-up hashes a password.
   */
  async function signUp(request: FastifyRequest, input: unknown): Promise<string> {
    const wait = await limits.signUps.take(request.ip);
    if (wait > 0)
      throw rateLimited(
        wait,
        `Too many sign-ups from your network. Try again in ${Math.ceil(wait / 60)} minutes.`,
      );
    const body = parseInput(signUpBody, input);
    const email = body.email.toLowerCase();
    await auth.signUp({
      db,
      email,
      password: body.password,
      platformOrigin: opts.platformOrigin,
      mayEmail: (await limits.signUpEmails.take(email)) === 0,
    });
    opts.flushOutbox();
    return `We sent an email to ${email}. Open the link in it to confirm your address, then sign in.`;
  }

  async function resendVerification(request: FastifyRequest): Promise<string> {
    const account = await currentAccount(request);
    if (!account) throw unauthenticated('Sign in to confirm your email address.');
    if (await auth.isEmailVerified(db, account.id))
      throw conflict('Your email address is already confirmed.', 'already_verified');
    for (const counter of limits.resends) {
      const wait = await counter.take(account.id);
      if (wait > 0)
        throw rateLimited(
          wait,
          `We sent a link a moment ago. You can ask for another in ${wait <= 60 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}.`,
        );
    }
    await auth.resendVerification({ db, accountId: account.id, platformOrigin: opts.platformOrigin });
    opts.flushOutbox();
    return `We sent a new link to ${account.email}. Links sent before no longer work.`;
  }

  async function renderInvitation(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: Partial<InvitationView> = {},
    status = 200,
  ) {
    const account = await currentAccount(request);
    const isToken = linkToken.safeParse(token).success;
    const found = isToken
      ? await invitationForLink(db, auth.hashToken(token))
      : {
          status: 'unknown' as const,
          message: 'This invitation link is not complete. Open it from the email again.',
        };
    const site =
      found.status === 'unknown' ? undefined : await findWebsiteById(db, found.invitation.websiteId);
    const query = request.query as Record<string, string | undefined>;
    const view: InvitationView = {
      crumb: ensureCrumb(request, reply),
      account,
      isEmailVerified: account ? await auth.isEmailVerified(db, account.id) : false,
      token,
      problem:
        found.status === 'valid' && site
          ? undefined
          : (found.message ?? 'This invitation is no longer valid.'),
      invitation:
        found.status === 'unknown' || !site
          ? undefined
          : { email: found.invitation.email, roleLabel: found.invitation.roleLabel, siteTitle: site.title },
      notice: typeof query.notice === 'string' ? query.notice.slice(0, 200) : undefined,
      ...extra,
    };
    return reply
      .code(view.problem && status === 200 ? 404 : status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(invitationPage(view));
  }

  async function accept(request: FastifyRequest, token: string) {
    const account = await currentAccount(request);
    if (!account) throw unauthenticated('Sign in to accept the invitation.');
    const { token: parsed } = parseInput(tokenParams, { token });
    const accepted = await acceptInvitation(db, {
      tokenHash: auth.hashToken(parsed),
      account: { ...account, isEmailVerified: await auth.isEmailVerified(db, account.id) },
    });
    const site = await findWebsiteById(db, accepted.websiteId);
    return {
      ...accepted,
      siteTitle: site?.title ?? 'the site',
      url: site ? siteUrl(request, site.subdomain) : null,
    };
  }

  async function routes(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, parseQueryString(body as string)),
    );

    app.post('/login', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'signin', async (fields) => {
        const { session, deviceCookie } = await signIn(request, {
          email: fields.email ?? '',
          password: fields.password ?? '',
        });
        setDeviceCookie(request, reply, deviceCookie);
        await startSession(request, reply, session);
        return '';
      }),
    );

    app.post('/signup', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'signup', (fields) =>
        signUp(request, { email: fields.email ?? '', password: fields.password ?? '' }),
      ),
    );

    async function renderVerify(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      outcome: VerifyOutcome,
      error?: { message: string; status: number },
    ) {
      const account = await currentAccount(request);
      const status = error ? error.status : outcome === 'unknown' || outcome === 'expired' ? 404 : 200;
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          verifyEmailPage({
            crumb: ensureCrumb(request, reply),
            account,
            outcome,
            token,
            error: error?.message,
          }),
        );
    }

    app.get('/verify-email/:token', async (request, reply) => {
      platformOnly(request);
      const { token } = request.params as { token: string };
      const outcome = linkToken.safeParse(token).success
        ? (await auth.verifyEmail(db, token)).outcome
        : 'unknown';
      return renderVerify(request, reply, token, outcome);
    });

    // A link from "you already have an account": choose a new password, which also confirms the address.
    app.post('/verify-email/:token', HANDLER_CHECKS_CRUMB, async (request, reply) => {
      platformOnly(request);
      const { token } = request.params as { token: string };
      const fields = formFields(request.body);
      try {
        // The crumb first, whatever the token: a forged post learns nothing of the link.
        assertCrumb(request, reply);
        if (!linkToken.safeParse(token).success) return renderVerify(request, reply, token, 'unknown');
        const { password } = parseInput(newPasswordBody, { password: fields.password ?? '' });
        const { outcome } = await auth.setPasswordWithLink({ db, token, password });
        if (outcome !== 'verified') return renderVerify(request, reply, token, outcome);
        if (request.cookies[auth.SESSION_COOKIE]) {
          reply.clearCookie(auth.SESSION_COOKIE, { path: '/' });
          issueCrumb(request, reply, null);
        }
        const notice = 'Your new password is saved and your email address is confirmed. Sign in with it.';
        return reply.redirect(`/?notice=${encodeURIComponent(notice)}`, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return renderVerify(request, reply, token, 'choose_password', {
          message: error.message,
          status: error.statusCode,
        });
      }
    });

    app.post('/verify-email/resend', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'verify', () => resendVerification(request)),
    );

    app.get('/invitations/:token', async (request, reply) => {
      platformOnly(request);
      return renderInvitation(request, reply, (request.params as { token: string }).token);
    });

    // An error shows on the invitation's own page; success goes to the list of sites.
    app.post('/invitations/:token/accept', HANDLER_CHECKS_CRUMB, async (request, reply) => {
      platformOnly(request);
      const { token } = request.params as { token: string };
      try {
        assertCrumb(request, reply);
        const accepted = await accept(request, token);
        const notice = `You can now work on ${accepted.siteTitle} as ${accepted.roleLabel}.`;
        return reply.redirect(`/?notice=${encodeURIComponent(notice)}`, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return renderInvitation(
          request,
          reply,
          token,
          { error: error.message, errorFor: 'accept' },
          error.statusCode,
        );
      }
    });

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
        const site = await createSite(request, account, {
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
    // Issue 14 item 8: 202 and the same body for a new and a known email; nobody is signed in.
    app.post('/api/platform/signup', async (request, reply) => {
      platformOnly(request);
      const message = await signUp(request, request.body);
      return reply.code(202).send({ status: 'check_email', message });
    });

    app.post('/api/platform/login', async (request, reply) => {
      platformOnly(request);
      const { account, session, deviceCookie } = await signIn(request, request.body);
      setDeviceCookie(request, reply, deviceCookie);
      await startSession(request, reply, session);
      return { account: { ...account, isEmailVerified: await auth.isEmailVerified(db, account.id) } };
    });

    app.post('/api/platform/verify-email/resend', async (request) => {
      platformOnly(request);
      return { status: 'sent', message: await resendVerification(request) };
    });

    app.post('/api/platform/invitations/:token/accept', async (request) => {
      platformOnly(request);
      const accepted = await accept(request, (request.params as { token: string }).token);
      return {
        websiteId: accepted.websiteId,
        role: accepted.role,
        roleName: accepted.roleName,
        url: accepted.url,
      };
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
      return reply.code(201).send({ site: await createSite(request, account, request.body) });
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
