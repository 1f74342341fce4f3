// Issue 16 part 4: the site's custom domains, managed in the config area's Settings screen by
// administrators (settingsDomains). Every answer is the whole list, so the screen shows what is.
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import { checkView, domainBody, domainParams, domainsView, primaryBody } from './schema.ts';
import * as domains from './service.ts';

export async function domainsRoutes(fastify: FastifyInstance, opts: domains.DomainsContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: Permission.settingsDomains };

  app.get('/api/config/domains', { config, schema: { response: { 200: domainsView } } }, async (request) =>
    domains.list(opts, memberOf(request).site),
  );

  app.post(
    '/api/config/domains',
    { config, schema: { body: domainBody, response: { 201: domainsView } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      await domains.add(opts, site, request.body.host);
      return reply.code(201).send(await domains.list(opts, site));
    },
  );

  app.put(
    '/api/config/domains/primary',
    { config, schema: { body: primaryBody, response: { 200: domainsView } } },
    async (request) =>
      domains.list(opts, await domains.setPrimary(opts, memberOf(request).site, request.body.host)),
  );

  app.post(
    '/api/config/domains/:host/check',
    { config, schema: { params: domainParams, response: { 200: checkView } } },
    async (request) => domains.check(opts, memberOf(request).site, request.params.host),
  );

  app.delete(
    '/api/config/domains/:host',
    { config, schema: { params: domainParams, response: { 200: domainsView } } },
    async (request) =>
      domains.list(opts, await domains.remove(opts, memberOf(request).site, request.params.host)),
  );
}
