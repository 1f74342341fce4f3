// EDIT-028/029: the site's header and footer, read and saved by the config area's Navigation
// screen. The spec puts them outside /api/config/; they get the config-area origin check all the
// same (`configArea`). Reading needs a role on the site; saving, the content-manager permission.
import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import { headerFooterBody, headerFooterView } from './schema.ts';
import * as headerFooter from './service.ts';

export async function headerFooterRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    /** Visitors see the change: cached pages and the site's cached settings are dropped. */
    siteChanged: (websiteId: string) => void;
    /** The site package's rich-text sanitiser (the one pages' rich text goes through). */
    sanitizeRichText: (html: string) => string;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/site-header-footer',
    { config: { access: 'member', configArea: true }, schema: { response: { 200: headerFooterView } } },
    async (request) => headerFooter.headerFooterOfSite(memberOf(request).site),
  );

  app.put(
    '/api/site-header-footer',
    {
      config: { access: Permission.contentManager, configArea: true },
      schema: { body: headerFooterBody, response: { 200: headerFooterView } },
    },
    async (request) => {
      const { site } = memberOf(request);
      const saved = await headerFooter.saveHeaderFooter(
        opts.db,
        site.id,
        request.body,
        opts.sanitizeRichText,
      );
      opts.siteChanged(site.id);
      return saved;
    },
  );
}
