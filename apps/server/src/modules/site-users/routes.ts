// Site users' account calls (AUTH-021..024).
import type { Db } from '@folio/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, unauthenticated } from '../../errors.ts';
import type { Limiters } from '../../plugins/limiter.ts';
import { isSecure, requireSite } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import { deviceCookieOf, type LoginThrottle, setDeviceCookie } from '../auth/service.ts';
import { CART_COOKIE } from '../cart/service.ts';
import {
  passwordChangedAnswer,
  resetSentAnswer,
  signOutQuery,
  siteUserAnswer,
  siteUserNewPasswordBody,
  siteUserResetBody,
  siteUserSessionAnswer,
  siteUserSessionBody,
  siteUserSignUpBody,
} from './schema.ts';
import * as service from './service.ts';

export { XSRF_HEADER } from './service.ts';

/** Site-user sign-ups per client address in 15 minutes, unless the server says otherwise. */
const SIGN_UPS_PER_ADDRESS = 10;
const MINUTE = 60 * 1000;
/** Issue 16: "forgot password" asks per client address (429 past it) and emails per address (silent). */
const RESET_ASKS_PER_ADDRESS = { max: 10, windowMs: 15 * MINUTE };
const RESET_EMAILS_PER_EMAIL = { max: 3, windowMs: 60 * MINUTE };
const NEW_PASSWORDS_PER_ADDRESS = { max: 10, timeWindow: '15 minutes' };

/** Issue 16: the one answer to "forgot password", whether or not the address has an account. */
export const RESET_SENT_MESSAGE =
  'If an account exists for that address, we sent it a link to choose a new password. It works for 1 hour.';

/** The site, when it has member accounts on; otherwise none of these calls exists (issue 14 item 11). */
function requireMemberAccounts(request: FastifyRequest) {
  const site = requireSite(request);
  if (site.settings.memberAccounts !== true) throw notFound('There is no such API call.', 'no_such_route');
  return site;
}

/**
 * After the route's access ('site'), before the input: on a site without member accounts, a call
 * with a wrong body is still a 404.
 */
const memberAccountsOn = async (request: FastifyRequest) => {
  requireMemberAccounts(request);
};

export async function siteUserRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    throttle: LoginThrottle;
    limiters: Limiters;
    flushOutbox?: () => void;
    /** SIGN_UPS_PER_ADDRESS_PER_15_MINUTES, as for the platform's sign-ups. */
    signUpsPerAddress?: number;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resetAsks = opts.limiters.counter('site-user-reset-address', RESET_ASKS_PER_ADDRESS);
  const resetEmails = opts.limiters.counter('site-user-reset-email', RESET_EMAILS_PER_EMAIL);

  // Issue 16: "Forgot password?" in the site's account dialog.
  app.post(
    '/api/site-users/password-reset',
    {
      config: { access: 'site' },
      preValidation: memberAccountsOn,
      schema: { body: siteUserResetBody, response: { 202: resetSentAnswer } },
    },
    async (request, reply) => {
      const site = requireMemberAccounts(request);
      const retryAfter = await resetAsks.take(request.ip);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError({
          kind: 'rate_limited',
          code: 'rate_limited',
          message: 'Too many requests from your network. Try again in a few minutes.',
          extra: { retryAfter },
        });
      }
      const address = request.body.email.toLowerCase();
      const sent = await service.sendSiteUserReset({
        db: opts.db,
        website: site,
        siteOrigin: `${request.protocol}://${request.host}`,
        email: address,
        mayEmail: (await resetEmails.take(`${site.id}:${address}`)) === 0,
      });
      if (sent) opts.flushOutbox?.();
      return reply.code(202).send({ message: RESET_SENT_MESSAGE });
    },
  );

  app.post(
    '/api/site-users/password-reset/password',
    {
      config: { access: 'site', rateLimit: NEW_PASSWORDS_PER_ADDRESS },
      preValidation: memberAccountsOn,
      schema: { body: siteUserNewPasswordBody, response: { 200: passwordChangedAnswer } },
    },
    async (request) => {
      const site = requireMemberAccounts(request);
      const { email } = await service.resetSiteUserPassword({
        db: opts.db,
        websiteId: site.id,
        ...request.body,
      });
      return {
        email,
        message: 'Your new password is saved, and you are signed out everywhere. Sign in with it.',
      };
    },
  );

  // Issue 14 item 8: each sign-up hashes a password, so one address may make only so many.
  app.post(
    '/api/site-users/account',
    {
      config: {
        access: 'site',
        rateLimit: { max: opts.signUpsPerAddress ?? SIGN_UPS_PER_ADDRESS, timeWindow: '15 minutes' },
      },
      preValidation: memberAccountsOn,
      schema: { body: siteUserSignUpBody, response: { 201: siteUserAnswer } },
    },
    async (request, reply) => {
      const site = requireMemberAccounts(request);
      const user = await service.signUpSiteUser({ db: opts.db, websiteId: site.id, ...request.body });
      return reply.code(201).send({ account: user });
    },
  );

  app.post(
    '/api/site-users/account/session',
    {
      config: { access: 'site' },
      preValidation: memberAccountsOn,
      schema: { body: siteUserSessionBody, response: { 200: siteUserSessionAnswer } },
    },
    async (request, reply) => {
      const site = requireMemberAccounts(request);
      const body = request.body;
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
    },
  );

  // AUTH-023 (docs/decisions/059): with cloneCart=true the signed-out visitor keeps the cart on this
  // browser; without it the browser's cart goes with the member (its cookie is cleared), so the next
  // person at a shared computer does not see it. The site's own sign-out keeps it (nothing lost).
  app.delete(
    '/api/site-users/account/session',
    {
      config: { access: 'site' },
      preValidation: memberAccountsOn,
      schema: { querystring: signOutQuery, response: { 204: noContent } },
    },
    async (request, reply) => {
      await service.signOutSiteUser(opts.db, request.cookies[service.SITE_USER_COOKIE]);
      reply.clearCookie(service.SITE_USER_COOKIE, { path: '/' });
      if (request.query.cloneCart !== 'true' && request.cookies[CART_COOKIE])
        reply.clearCookie(CART_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/site-users/account',
    {
      config: { access: 'site' },
      preValidation: memberAccountsOn,
      schema: { response: { 200: siteUserAnswer } },
    },
    async (request) => {
      const site = requireMemberAccounts(request);
      const token = request.cookies[service.SITE_USER_COOKIE];
      if (!token) throw unauthenticated('Sign in to see your account.');
      const header = request.headers[service.XSRF_HEADER];
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
    },
  );
}
