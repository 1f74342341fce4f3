import { canEditPages, hasPermission, Permission, permissionsOf, websiteRoleName } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthenticated } from '../../errors.ts';
import { ensureCrumb, isSecure, issueCrumb } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import { DEVICE_COOKIE, type LoginThrottle } from './login-throttle.ts';
import { credentialsBody } from './schema.ts';
import * as auth from './service.ts';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
) {
  reply.setCookie(auth.SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires: session.expiresAt,
  });
}

/** Remembers that this browser signed in to the account (issue 14 item 9: it is never slowed down). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    maxAge: 180 * 24 * 3600,
  });
}

export function deviceCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

function describeRole(role: number | undefined) {
  return {
    role: role ?? null,
    roleName: role === undefined ? null : (websiteRoleName(role) ?? null),
    canEdit: role !== undefined && canEditPages(role),
    permissions: role === undefined ? [] : permissionsOf(role),
  };
}

/** Signs in with the credentials of a request body; shared by the config area and the platform home. */
export function signInFromRequest(
  request: FastifyRequest,
  body: unknown,
  opts: { db: Db; throttle: LoginThrottle },
) {
  const credentials = parseInput(credentialsBody, body);
  return auth.signIn({
    db: opts.db,
    throttle: opts.throttle,
    email: credentials.email,
    password: credentials.password,
    ip: request.ip,
    host: request.hostname.toLowerCase(),
    deviceCookie: deviceCookieOf(request),
    previousToken: request.cookies[auth.SESSION_COOKIE],
  });
}

export async function authRoutes(
  app: FastifyInstance,
  opts: { db: Db; throttle: LoginThrottle; platformOrigin: string },
) {
  app.get('/api/auth/crumb', async (request, reply) => ({ crumb: ensureCrumb(request, reply) }));

  /** What the config area's sign-in offers besides signing in: where new people create an account. */
  app.get('/api/auth/options', async () => ({ signUpUrl: `${opts.platformOrigin}/#signup-title` }));

  app.post('/api/auth/Login', async (request, reply) => {
    const { account, session, deviceCookie } = await signInFromRequest(request, request.body, opts);
    // The password was right: this browser is known to the account even where it has no role.
    setDeviceCookie(request, reply, deviceCookie);
    const role = request.site ? await auth.findRole(opts.db, account.id, request.site.id) : undefined;
    if (request.site && !hasPermission(role, Permission.config)) {
      await auth.signOut(opts.db, session.token);
      throw forbidden('Your account has no access to this site.', 'no_access');
    }
    setSessionCookie(request, reply, session);
    issueCrumb(request, reply, session.token);
    return { account, ...describeRole(role) };
  });

  app.post('/api/auth/Logout', async (request, reply) => {
    await auth.signOut(opts.db, request.cookies[auth.SESSION_COOKIE]);
    reply.clearCookie(auth.SESSION_COOKIE, { path: '/' });
    issueCrumb(request, reply, null);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', async (request, reply) => {
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
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (!request.site) throw notFound('Page not found.');
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const token = (request.query as Record<string, unknown>).token;
      const redeemed =
        typeof token === 'string'
          ? await auth.redeemHandoff({ db: opts.db, token, host: request.hostname.toLowerCase() })
          : null;
      const role = redeemed ? await auth.findRole(opts.db, redeemed.accountId, request.site.id) : undefined;
      if (!redeemed || !hasPermission(role, Permission.config)) {
        if (redeemed) await auth.signOut(opts.db, redeemed.session.token);
        return reply.redirect('/config/?handoff=expired', 303);
      }
      await auth.signOut(opts.db, request.cookies[auth.SESSION_COOKIE]);
      setSessionCookie(request, reply, redeemed.session);
      issueCrumb(request, reply, redeemed.session.token);
      return reply.redirect('/config/', 303);
    },
  );
}
