// Member areas (issue 20, decision 066): the owner's locks, and the password form's call.
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import type { Limiters } from '../../plugins/limiter.ts';
import { isSecure, memberOf, requireSite } from '../../plugins/request-context.ts';
import { lockBody, locksAnswer, lockView, pageIdParams, unlockAnswer, unlockBody } from './schema.ts';
import type { MemberAreasService } from './service.ts';

/** PAGE-006: password tries per client address and page (each checks an scrypt hash). */
const UNLOCK_TRIES = { max: 10, windowMs: 15 * 60 * 1000 };

export async function memberAreasRoutes(
  fastify: FastifyInstance,
  opts: { memberAreas: MemberAreasService; limiters: Limiters },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { memberAreas } = opts;
  const tries = opts.limiters.counter('member-area-unlock', UNLOCK_TRIES);
  const editor = { access: Permission.contentManager };

  app.get(
    '/api/config/member-areas',
    { config: editor, schema: { response: { 200: locksAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      return {
        pages: await memberAreas.view(site.id),
        memberAccounts: site.settings.memberAccounts === true,
        plans: await memberAreas.planNames(site.id),
      };
    },
  );

  app.put(
    '/api/config/member-areas/:pageId',
    { config: editor, schema: { params: pageIdParams, body: lockBody, response: { 200: lockView } } },
    async (request) => memberAreas.setLock(memberOf(request).site.id, request.params.pageId, request.body),
  );

  app.post(
    '/api/member-areas/unlock',
    {
      config: { access: 'site', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: unlockBody, response: { 200: unlockAnswer } },
    },
    async (request, reply) => {
      const site = requireSite(request);
      const retryAfter = await tries.take(`${request.ip}:${request.body.pageId}`);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError({
          kind: 'rate_limited',
          code: 'rate_limited',
          message: 'Too many tries. Wait a few minutes, then try again.',
          extra: { retryAfter },
        });
      }
      const cookie = await memberAreas.unlock({ websiteId: site.id, ...request.body });
      reply.setCookie(cookie.name, cookie.value, {
        path: cookie.path,
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(request),
        maxAge: cookie.maxAge,
      });
      return { unlocked: true as const };
    },
  );
}
