// The platform home (localhost:PORT): sign up, sign in, list, create and delete sites, as HTML
// forms that work without JavaScript, and the same as JSON under /api/platform/.
import { readFile } from 'node:fs/promises';
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, invalid, notFound, unauthenticated } from '../../errors.ts';
import { assertCrumb, ensureCrumb, isApiRequest, issueCrumb } from '../../plugins/request-context.ts';
import { describeIssues, noContent } from '../../plugins/route-schemas.ts';
import { TEMPLATES } from '../../seed/templates/catalogue.ts';
import * as auth from '../auth/service.ts';
import {
  acceptedAnswer,
  createdSiteAnswer,
  createSiteBody,
  credentialsBody,
  newPasswordBody,
  noticeQuery,
  platformSignInAnswer,
  previewParams,
  rawIdParams,
  rawTokenParams,
  resendAnswer,
  resetBody,
  resetSentAnswer,
  signUpAnswer,
  signUpBody,
  siteIdParams,
  sitesAnswer,
  tokenParams,
} from './schema.ts';
import { type Account, createPlatformService, type PlatformOptions } from './service.ts';
import {
  confirmDeletePage,
  duplicatePage,
  forgotPasswordPage,
  type HomeView,
  homePage,
  type InvitationView,
  invitationPage,
  notFoundPage,
  verifyEmailPage,
} from './views.ts';

export type { PlatformOptions } from './service.ts';

const FORM_LIMIT = 64 * 1024;

/** Where a sign-in or sign-up form may return to: an invitation's page. */
const NEXT_PATH = /^\/invitations\/[A-Za-z0-9_-]{43}$/;
const nextPathOf = (value: string | undefined) => (value && NEXT_PATH.test(value) ? value : undefined);

/** The form routes call assertCrumb in formAction, to answer a failure with the page and its message. */
const HANDLER_CHECKS_CRUMB = { config: { crumb: 'handler' as const } };

/**
 * A form's input, checked in the handler (issue 15: HTML form routes answer a wrong input with the
 * page and its message, not with JSON): the same 400 message a declared schema gives.
 */
function formInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalid(describeIssues(result.error), 'invalid_input');
}

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

async function currentAccount(request: FastifyRequest): Promise<Account | null> {
  return (await request.auth())?.account ?? null;
}

/**
 * The JSON calls' checks before their input is validated, in the order they always ran: the
 * platform host (404 elsewhere), then who is signed in, so a stranger is told to sign in, not
 * which field is wrong.
 */
const onPlatform = async (request: FastifyRequest) => platformOnly(request);
const signedIn = (message?: string) => async (request: FastifyRequest) => {
  if (!(await currentAccount(request))) throw unauthenticated(message);
};

export function createPlatform(opts: PlatformOptions) {
  const platform = createPlatformService(opts);
  const { db } = opts;

  async function sitesWithUrls(request: FastifyRequest, accountId: string) {
    return (await platform.sitesOf(accountId)).map((s) => ({ ...s, url: siteUrl(request, s.subdomain) }));
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
      isEmailVerified: account ? await platform.isEmailVerified(account.id) : false,
      sites: account ? await sitesWithUrls(request, account.id) : [],
      notice: typeof query.notice === 'string' ? query.notice.slice(0, 200) : undefined,
      createdSiteId: typeof query.created === 'string' ? query.created : undefined,
      platformHost: request.host,
      templates: TEMPLATES.map(({ id, name, summary }) => ({ id, name, summary })),
      isPlatformAdmin: account ? (opts.isPlatformAdmin?.(account) ?? false) : false,
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

  function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    session: { token: string; expiresAt: Date },
  ) {
    auth.setSessionCookie(request, reply, session);
    issueCrumb(request, reply, session.token);
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, credentials: auth.Credentials) {
    const { account, session, deviceCookie } = await auth.signInFromRequest(request, credentials, {
      db,
      throttle: opts.throttle,
    });
    auth.setDeviceCookie(request, reply, deviceCookie);
    startSession(request, reply, session);
    return account;
  }

  async function createSite(
    request: FastifyRequest,
    account: Account,
    body: z.output<typeof createSiteBody>,
  ) {
    const site = await platform.createSite(account, body);
    return { ...site, url: siteUrl(request, site.subdomain) };
  }

  async function renderInvitation(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: Partial<InvitationView> = {},
    status = 200,
  ) {
    const account = await currentAccount(request);
    const found = await platform.invitationFor(token);
    const query = request.query as Record<string, string | undefined>;
    const view: InvitationView = {
      crumb: ensureCrumb(request, reply),
      account,
      isEmailVerified: account ? await platform.isEmailVerified(account.id) : false,
      token,
      problem: found.problem,
      invitation: found.invitation,
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

  async function accept(request: FastifyRequest, account: Account, token: string) {
    const accepted = await platform.accept(account, token);
    return {
      ...accepted,
      siteTitle: accepted.site?.title ?? 'the site',
      url: accepted.site ? siteUrl(request, accepted.site.subdomain) : null,
    };
  }

  async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, parseQueryString(body as string)),
    );

    app.post('/login', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'signin', async (fields) => {
        const credentials = formInput(credentialsBody, {
          email: fields.email ?? '',
          password: fields.password ?? '',
        });
        await signIn(request, reply, credentials);
        return '';
      }),
    );

    app.post('/signup', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'signup', async (fields) => {
        await platform.takeSignUp(request.ip);
        const body = formInput(signUpBody, { email: fields.email ?? '', password: fields.password ?? '' });
        return platform.signUp(body);
      }),
    );

    async function renderVerify(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      outcome: auth.VerifyOutcome,
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

    app.get('/verify-email/:token', { schema: { params: rawTokenParams } }, async (request, reply) => {
      platformOnly(request);
      const { token } = request.params;
      const outcome = tokenParams.safeParse({ token }).success
        ? (await auth.verifyEmail(db, token)).outcome
        : 'unknown';
      return renderVerify(request, reply, token, outcome);
    });

    // A link from "you already have an account": choose a new password, which also confirms the address.
    app.post(
      '/verify-email/:token',
      { ...HANDLER_CHECKS_CRUMB, schema: { params: rawTokenParams } },
      async (request, reply) => {
        platformOnly(request);
        const { token } = request.params;
        const fields = formFields(request.body);
        try {
          // The crumb first, whatever the token: a forged post learns nothing of the link.
          assertCrumb(request, reply);
          if (!tokenParams.safeParse({ token }).success)
            return renderVerify(request, reply, token, 'unknown');
          const { password } = formInput(newPasswordBody, { password: fields.password ?? '' });
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
      },
    );

    // Issue 16: "Forgot password?" on the platform home's sign-in (and, by a link, the config area's).
    async function renderForgot(
      request: FastifyRequest,
      reply: FastifyReply,
      extra: { notice?: string; error?: string; email?: string } = {},
      status = 200,
    ) {
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          forgotPasswordPage({
            crumb: ensureCrumb(request, reply),
            account: await currentAccount(request),
            ...extra,
          }),
        );
    }

    app.get('/forgot-password', { schema: { querystring: noticeQuery } }, async (request, reply) => {
      platformOnly(request);
      const notice = request.query.notice;
      return renderForgot(request, reply, { notice: notice ? notice.slice(0, 200) : undefined });
    });

    app.post('/forgot-password', HANDLER_CHECKS_CRUMB, async (request, reply) => {
      platformOnly(request);
      const fields = formFields(request.body);
      try {
        assertCrumb(request, reply);
        const { email } = formInput(resetBody, { email: fields.email ?? '' });
        const notice = await platform.requestPasswordReset(request.ip, email);
        return reply.redirect(`/forgot-password?notice=${encodeURIComponent(notice)}`, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.kind === 'rate_limited' && typeof error.extra?.retryAfter === 'number')
          reply.header('retry-after', String(error.extra.retryAfter));
        return renderForgot(request, reply, { error: error.message, email: fields.email }, error.statusCode);
      }
    });

    app.post('/verify-email/resend', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'verify', async () =>
        platform.resendVerification(await currentAccount(request)),
      ),
    );

    app.get(
      '/invitations/:token',
      { schema: { params: rawTokenParams, querystring: noticeQuery } },
      async (request, reply) => {
        platformOnly(request);
        return renderInvitation(request, reply, request.params.token);
      },
    );

    // An error shows on the invitation's own page; success goes to the list of sites.
    app.post(
      '/invitations/:token/accept',
      { ...HANDLER_CHECKS_CRUMB, schema: { params: rawTokenParams } },
      async (request, reply) => {
        platformOnly(request);
        const { token } = request.params;
        try {
          assertCrumb(request, reply);
          const account = await currentAccount(request);
          if (!account) throw unauthenticated('Sign in to accept the invitation.');
          const accepted = await accept(request, account, formInput(tokenParams, { token }).token);
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
      },
    );

    app.post('/logout', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, undefined, async () => {
        await auth.signOut(db, request.cookies[auth.SESSION_COOKIE]);
        reply.clearCookie(auth.SESSION_COOKIE, { path: '/' });
        issueCrumb(request, reply, null);
        return 'You have been signed out.';
      }),
    );

    // Issue 16 part 6: the templates' preview pictures (e2e/template-screenshots.mjs makes them).
    app.get('/_platform/templates/:file', { schema: { params: previewParams } }, async (request, reply) => {
      platformOnly(request);
      const data = await readFile(new URL(`./previews/${request.params.file}`, import.meta.url)).catch(
        () => null,
      );
      if (!data) throw notFound('There is no such preview.');
      return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(data);
    });

    app.post('/sites', HANDLER_CHECKS_CRUMB, (request, reply) =>
      formAction(request, reply, 'create', async (fields) => {
        const account = await currentAccount(request);
        if (!account) throw unauthenticated('Sign in to create a site.');
        await platform.requireVerified(account, 'creating a site');
        const body = formInput(createSiteBody, {
          title: fields.title ?? '',
          subdomain: fields.subdomain ?? '',
          template: fields.template || undefined,
          copyOf: fields.copyOf || undefined,
        });
        const site = await platform.createSite(account, body);
        // The ready message is made from the site's row (a notice in the address would be cut).
        return { query: `created=${site.id}` };
      }),
    );

    // Issue 14 item 20: Edit signs the person in on the site's own host with a one-time link, so
    // the editor does not ask for the password again. A POST with the crumb: a page elsewhere
    // cannot send someone into an editor.
    app.post('/sites/:id/edit', { schema: { params: rawIdParams } }, async (request, reply) => {
      platformOnly(request);
      assertCrumb(request, reply);
      const account = await currentAccount(request);
      if (!account) return reply.redirect('/', 303);
      const { id } = formInput(siteIdParams, request.params);
      const { site, token } = await platform.handoff(account, id, request.hostname);
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${siteUrl(request, site.subdomain)}config/handoff?token=${token}`, 303);
    });

    // Issue 16 part 6: "Duplicate" asks for the copy's title and address, then posts to /sites.
    app.get('/sites/:id/duplicate', { schema: { params: rawIdParams } }, async (request, reply) => {
      platformOnly(request);
      const account = await currentAccount(request);
      if (!account) return reply.redirect('/', 303);
      const { id } = formInput(siteIdParams, request.params);
      const site = await platform.siteToDelete(account.id, id);
      const crumb = ensureCrumb(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .send(duplicatePage({ crumb, account, site, platformHost: request.host }));
    });

    app.get('/sites/:id/delete', { schema: { params: rawIdParams } }, async (request, reply) => {
      platformOnly(request);
      const account = await currentAccount(request);
      if (!account) return reply.redirect('/', 303);
      const { id } = formInput(siteIdParams, request.params);
      const site = await platform.siteToDelete(account.id, id);
      const crumb = ensureCrumb(request, reply);
      return reply.type('text/html; charset=utf-8').send(confirmDeletePage({ crumb, account, site }));
    });

    app.post(
      '/sites/:id/delete',
      { ...HANDLER_CHECKS_CRUMB, schema: { params: rawIdParams } },
      (request, reply) =>
        formAction(request, reply, undefined, async (fields) => {
          const account = await currentAccount(request);
          if (!account) throw unauthenticated('Sign in to delete a site.');
          const { id } = formInput(siteIdParams, request.params);
          if (fields.confirm !== 'yes') return '';
          const title = await platform.siteTitle(id);
          await platform.removeSite(account.id, id);
          return `${title ?? 'The site'} was deleted.`;
        }),
    );

    // The same, as JSON.
    // Issue 14 item 8: 202 and the same body for a new and a known email; nobody is signed in.
    app.post(
      '/api/platform/signup',
      {
        // The sign-up is counted before its input is checked, as the form does.
        preValidation: [onPlatform, async (request) => platform.takeSignUp(request.ip)],
        schema: { body: signUpBody, response: { 202: signUpAnswer } },
      },
      async (request, reply) => {
        const message = await platform.signUp(request.body);
        return reply.code(202).send({ status: 'check_email' as const, message });
      },
    );

    // Issue 16: the same answer for a known and an unknown email.
    app.post(
      '/api/platform/password-reset',
      { preValidation: onPlatform, schema: { body: resetBody, response: { 202: resetSentAnswer } } },
      async (request, reply) =>
        reply
          .code(202)
          .send({ message: await platform.requestPasswordReset(request.ip, request.body.email) }),
    );

    app.post(
      '/api/platform/login',
      {
        preValidation: onPlatform,
        schema: { body: credentialsBody, response: { 200: platformSignInAnswer } },
      },
      async (request, reply) => {
        const account = await signIn(request, reply, request.body);
        return { account: { ...account, isEmailVerified: await platform.isEmailVerified(account.id) } };
      },
    );

    app.post(
      '/api/platform/verify-email/resend',
      { preValidation: onPlatform, schema: { response: { 200: resendAnswer } } },
      async (request) => ({
        status: 'sent' as const,
        message: await platform.resendVerification(await currentAccount(request)),
      }),
    );

    app.post(
      '/api/platform/invitations/:token/accept',
      {
        preValidation: [onPlatform, signedIn('Sign in to accept the invitation.')],
        schema: { params: tokenParams, response: { 200: acceptedAnswer } },
      },
      async (request) => {
        const account = (await currentAccount(request))!;
        const accepted = await accept(request, account, request.params.token);
        return {
          websiteId: accepted.websiteId,
          role: accepted.role,
          roleName: accepted.roleName,
          url: accepted.url,
        };
      },
    );

    app.get(
      '/api/platform/sites',
      { preValidation: [onPlatform, signedIn()], schema: { response: { 200: sitesAnswer } } },
      async (request) => {
        const account = (await currentAccount(request))!;
        const sites = await sitesWithUrls(request, account.id);
        return {
          sites: sites.map(({ id, subdomain, title, url, role }) => ({ id, subdomain, title, url, role })),
        };
      },
    );

    app.post(
      '/api/platform/sites',
      {
        preValidation: [
          onPlatform,
          signedIn(),
          async (request) => platform.requireVerified((await currentAccount(request))!, 'creating a site'),
        ],
        schema: { body: createSiteBody, response: { 201: createdSiteAnswer } },
      },
      async (request, reply) => {
        const account = (await currentAccount(request))!;
        return reply.code(201).send({ site: await createSite(request, account, request.body) });
      },
    );

    app.delete(
      '/api/platform/sites/:id',
      {
        preValidation: [onPlatform, signedIn()],
        schema: { params: siteIdParams, response: { 204: noContent } },
      },
      async (request, reply) => {
        await platform.removeSite((await currentAccount(request))!.id, request.params.id);
        return reply.code(204).send();
      },
    );
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
