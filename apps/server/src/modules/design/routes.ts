// Issue 16 part 2: the site's design, read and saved by the config area's Design screen (dirty
// paths only, EDIT-033..035), and the self-hosted font files published pages load from the site's
// own host (no third-party font host). Saving needs settingsGeneral, like the site's other settings.
import { createReadStream } from 'node:fs';
import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { memberOf } from '../../plugins/request-context.ts';
import { designBody, designView, fontFileParams } from './schema.ts';
import * as design from './service.ts';

export async function designRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    /** Visitors see the change: cached pages and the site's cached settings are dropped. */
    siteChanged: (websiteId: string) => void;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/site-design',
    { config: { access: 'member', configArea: true }, schema: { response: { 200: designView } } },
    async (request) => design.designViewOf(memberOf(request).site),
  );

  app.put(
    '/api/site-design',
    {
      config: { access: Permission.settingsGeneral, configArea: true },
      schema: { body: designBody, response: { 200: designView } },
    },
    async (request) => {
      const { site } = memberOf(request);
      const saved = await design.saveDesignChanges(opts.db, site, request.body.changes);
      opts.siteChanged(site.id);
      return design.designViewOf({ settings: { ...site.settings, design: saved } });
    },
  );

  // The file names are the catalogue's: nothing else is read from disk. Immutable: a family's
  // file never changes under its name (a new @fontsource version keeps the same glyphs' names).
  app.get('/_fonts/:file', { schema: { params: fontFileParams } }, async (request, reply) => {
    const path = design.fontFilePath(request.params.file);
    if (!path) throw notFound('There is no such font file.', 'no_such_font');
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .send(createReadStream(path));
  });
}
