import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import { outboxList } from './schema.ts';
import * as email from './service.ts';

/** The config area's outbox: the site's latest emails and their delivery state. */
export async function emailRoutes(fastify: FastifyInstance, opts: { db: Db; isSmtpConfigured: boolean }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Shown beside the form inbox, so whoever reads submissions sees whether their notifications left.
  app.get(
    '/api/config/outbox',
    { config: { access: Permission.formSubmissions }, schema: { response: { 200: outboxList } } },
    async (request) => ({
      isSmtpConfigured: opts.isSmtpConfigured,
      emails: await email.latestEmails(opts.db, memberOf(request).site.id),
    }),
  );
}
