import { canEditPages, hasPermission, Permission, permissionsOf, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound, unauthenticated } from '../../errors.ts';
import { ensureCrumb, issueCrumb } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { credentialsBody, crumbAnswer, handoffQuery, optionsAnswer, signedInAnswer } from './schema.ts';
import * as auth from './service.ts';

function describeRole(role: number | undefined) {
  return {
    role: role ?? null,
    roleName: role === undefined ? null : (websiteRoleName(role) ?? null),
    canEdit: role !== undefined && canEditPages(role),
    permissions: role === undefined ? [] : permissionsOf(role),
  };
}

export async function authRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; throttle: LoginThrottle; platformOrigin: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/auth/crumb', { schema: { response: { 200: crumbAnswer } } }, async (request, reply) => ({
    crumb: ensureCrumb(request, reply),
  }));

  /** What the config area's sign-in offers besides signing in: where new people create an account. */
  app.get('/api/auth/options', { schema: { response: { 200: optionsAnswer } } }, async () => ({
    signUpUrl: `${opts.platformOrigin}/#signup-title`,
    resetUrl: `${opts.platformOrigin}/forgot-password`,
  }));

  app.post(
    '/api/auth/Login',
    { schema: { body: credentialsBody, response: { 200: signedInAnswer } } },
    async (request, reply) => {
      const { account, session, deviceCookie } = await auth.signInFromRequest(request, request.body, opts);
      // The password was right: this browser is known to the account even where it has no role.
      auth.setDeviceCookie(request, reply, deviceCookie);
      const role = request.site ? await auth.findRole(opts.db, account.id, request.site.id) : undefined;
      if (request.site && !hasPermission(role, Permission.config)) {
        await auth.signOut(opts.db, session.token);
        throw forbidden('Your account has no access to this site.', 'no_access');
      }
      auth.setSessionCookie(request, reply, session);
      issueCrumb(request, reply, session.token);
      return { account, ...describeRole(role) };
    },
  );

  app.post('/api/auth/Logout', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    await auth.signOut(opts.db, request.cookies[auth.SESSION_COOKIE]);
    reply.clearCookie(auth.SESSION_COOKIE, { path: '/' });
    issueCrumb(request, reply, null);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { schema: { response: { 200: signedInAnswer } } }, async (request, reply) => {
    ensureCrumb(request, reply);
    const current = await request.auth();
    if (!current) throw unauthenticated();
    return { account: current.account, ...describeRole(current.role) };
  });

  // Issue 14 item 20: the platform home's Edit lands here with a one-time token; the site's own
  // session cookie is set and the token leaves the address at once.
  // Anonymous: counted per address (a token is 256 random bits, so this only bounds the work).
  app.get(
    '/config/handoff',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { querystring: handoffQuery } },
    async (request, reply) => {
      if (!request.site) throw notFound('Page not found.');
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const { token } = request.query;
      const redeemed =
        token !== undefined
          ? await auth.redeemHandoff({ db: opts.db, token, host: request.hostname.toLowerCase() })
          : null;
      const role = redeemed ? await auth.findRole(opts.db, redeemed.accountId, request.site.id) : undefined;
      if (!redeemed || !hasPermission(role, Permission.config)) {
        if (redeemed) await auth.signOut(opts.db, redeemed.session.token);
        return reply.redirect('/config/?handoff=expired', 303);
      }
      await auth.signOut(opts.db, request.cookies[auth.SESSION_COOKIE]);
      auth.setSessionCookie(request, reply, redeemed.session);
      issueCrumb(request, reply, redeemed.session.token);
      return reply.redirect('/config/', 303);
    },
  );
}
