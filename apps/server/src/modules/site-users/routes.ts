// Site users' account calls (AUTH-021..024).
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound, unauthenticated } from '../../errors.ts';
import { isSecure, requireSite } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { deviceCookieOf, setDeviceCookie } from '../auth/routes.ts';
import { signOutQuery, siteUserSessionBody, siteUserSignUpBody } from './schema.ts';
import * as service from './service.ts';

export const XSRF_HEADER = 'x-siteuser-xsrf-token';
const SIGN_UPS_PER_ADDRESS = { max: 10, timeWindow: '15 minutes' };

/** The site, when it has member accounts on; otherwise none of these calls exists (issue 14 item 11). */
function requireMemberAccounts(request: FastifyRequest) {
  const site = requireSite(request);
  if (site.settings.memberAccounts !== true) throw notFound('There is no such API call.', 'no_such_route');
  return site;
}

export async function siteUserRoutes(app: FastifyInstance, opts: { db: Db; throttle: LoginThrottle }) {
  // Issue 14 item 8: each sign-up hashes a password, so one address may make only so many.
  app.post(
    '/api/site-users/account',
    { config: { rateLimit: SIGN_UPS_PER_ADDRESS } },
    async (request, reply) => {
      const site = requireMemberAccounts(request);
      const body = parseInput(siteUserSignUpBody, request.body);
      const user = await service.signUpSiteUser({ db: opts.db, websiteId: site.id, ...body });
      return reply.code(201).send({ account: user });
    },
  );

  app.post('/api/site-users/account/session', async (request, reply) => {
    const site = requireMemberAccounts(request);
    const body = parseInput(siteUserSessionBody, request.body);
    const session = await service.signInSiteUser({
      db: opts.db,
      throttle: opts.throttle,
      websiteId: site.id,
      ip: request.ip,
      deviceCookie: deviceCookieOf(request),
      ...body,
    });
    setDeviceCookie(request, reply, session.deviceCookie);
    reply.setCookie(service.SITE_USER_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request),
      // Without rememberMe, a browser-session cookie.
      ...(body.rememberMe ? { expires: session.expiresAt } : {}),
    });
    return { xsrfToken: session.xsrfToken, account: session.user };
  });

  app.delete('/api/site-users/account/session', async (request, reply) => {
    requireMemberAccounts(request);
    // cloneCart (copying the cart to the signed-out visitor) is accepted; there is no cart yet.
    parseInput(signOutQuery, request.query);
    await service.signOutSiteUser(opts.db, request.cookies[service.SITE_USER_COOKIE]);
    reply.clearCookie(service.SITE_USER_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.get('/api/site-users/account', async (request) => {
    const site = requireMemberAccounts(request);
    const token = request.cookies[service.SITE_USER_COOKIE];
    if (!token) throw unauthenticated('Sign in to see your account.');
    const header = request.headers[XSRF_HEADER];
    const found = await service.siteUserFor({
      db: opts.db,
      websiteId: site.id,
      token,
      xsrfToken: typeof header === 'string' ? header : undefined,
    });
    if (found.status === 'none') throw unauthenticated('Sign in to see your account.');
    if (found.status === 'xsrf') {
      throw new AppError({
        kind: 'forbidden',
        code: 'xsrf_fail',
        message: 'Your sign-in token is missing or out of date. Sign in again.',
      });
    }
    return { account: found.user };
  });
}
