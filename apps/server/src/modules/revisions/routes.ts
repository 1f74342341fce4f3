// Issue 17 part 4: the page editor's Revisions panel — list, preview, restore — and the site's
// retention setting. HTTP only; the rules are in service.ts.
import { Permission, WebsiteRole } from '@folio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import { type CollectionsService, itemAnswer } from '../collections/service.ts';
import type { EditorEvents } from '../editor-events/service.ts';
import { type PagesService, pageAnswer } from '../pages/service.ts';
import type { Website } from '../sites/service.ts';
import {
  itemParams,
  itemRestoreParams,
  pageParams,
  restoreParams,
  retentionAnswer,
  retentionBody,
  revisionAnswer,
  revisionList,
  revisionParams,
} from './schema.ts';
import type { RevisionsService } from './service.ts';

/** A rendered page (the site renderer's answer), for the preview of a revision. */
export interface RenderedPage {
  status: number;
  body: string;
  contentSecurityPolicy: string;
}

export async function revisionsRoutes(
  fastify: FastifyInstance,
  opts: {
    revisions: RevisionsService;
    pages: PagesService;
    /** Issue 17 part 4: collection items' revisions (list, restore through the collections service). */
    collections?: Pick<CollectionsService, 'getItem' | 'restoreItemRevision'>;
    events: EditorEvents;
    /** Renders page data as the published site would, with the site's header, footer and design. */
    renderPreview: (
      request: FastifyRequest,
      site: Website,
      page: { id: string; title: string; slug: string; data: unknown },
    ) => Promise<RenderedPage & { headers: Record<string, string> }>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { revisions, pages, events } = opts;
  const member = { access: 'member' as const };
  const editor = { access: Permission.contentManager };

  app.get(
    '/api/config/pages/:id/revisions',
    { config: member, schema: { params: pageParams, response: { 200: revisionList } } },
    async (request) => {
      const { site } = memberOf(request);
      // A page of another site (or none) is a 404, not an empty list.
      await pages.get(site.id, request.params.id);
      return {
        revisions: await revisions.list({ websiteId: site.id, kind: 'page', refId: request.params.id }),
      };
    },
  );

  app.get(
    '/api/config/revisions/:id',
    { config: member, schema: { params: revisionParams, response: { 200: revisionAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      const { schemaVersion: _version, ...revision } = await revisions.get({
        websiteId: site.id,
        id: request.params.id,
      });
      return { revision };
    },
  );

  // The preview: the revision rendered as visitors would see it, inside the editor's dialog frame.
  app.get(
    '/config/revision-preview/:id',
    { config: member, schema: { params: revisionParams } },
    async (request, reply) => {
      const { site } = memberOf(request);
      const revision = await revisions.get({ websiteId: site.id, id: request.params.id });
      const page =
        revision.kind === 'page' ? await pages.get(site.id, revision.refId).catch(() => null) : null;
      const rendered = await opts.renderPreview(request, site, {
        id: revision.refId,
        title: revision.title,
        slug: page?.slug ?? '',
        data: revision.data,
      });
      return reply
        .headers(rendered.headers)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .code(rendered.status === 404 ? 200 : rendered.status)
        .send(rendered.body);
    },
  );

  app.post(
    '/api/config/pages/:id/revisions/:revisionId/restore',
    { config: editor, schema: { params: restoreParams, response: { 200: pageAnswer } } },
    async (request) => {
      const { site, account, role } = memberOf(request);
      const { id, revisionId } = request.params;
      const revision = await revisions.get({ websiteId: site.id, id: revisionId, kind: 'page', refId: id });
      const page = await pages.saveDraft({
        websiteId: site.id,
        id,
        data: revision.data,
        canWriteScript: role === WebsiteRole.admin,
        author: { id: account.id, email: account.email },
        restoredFrom: revision.createdAt,
      });
      events.publish(site.id, { type: 'page.saved', by: account.email, pageId: id, title: page.title });
      return { page };
    },
  );

  const collections = opts.collections;
  if (collections) {
    app.get(
      '/api/config/collections/:id/items/:itemId/revisions',
      { config: member, schema: { params: itemParams, response: { 200: revisionList } } },
      async (request) => {
        const { site } = memberOf(request);
        const { id, itemId } = request.params;
        // An item of another collection or site is a 404, not an empty list.
        await collections.getItem(site.id, id, itemId);
        return { revisions: await revisions.list({ websiteId: site.id, kind: 'item', refId: itemId }) };
      },
    );

    // The revision is saved as the item (the collections service checks the role, sanitises the
    // body and keeps the save as a new revision).
    app.post(
      '/api/config/collections/:id/items/:itemId/revisions/:revisionId/restore',
      { config: member, schema: { params: itemRestoreParams, response: { 200: itemAnswer } } },
      async (request) => {
        const { site, account, role } = memberOf(request);
        const { id, itemId, revisionId } = request.params;
        await collections.getItem(site.id, id, itemId);
        const revision = await revisions.get({
          websiteId: site.id,
          id: revisionId,
          kind: 'item',
          refId: itemId,
        });
        const item = await collections.restoreItemRevision({
          websiteId: site.id,
          collectionId: id,
          itemId,
          role,
          data: revision.data,
          author: { id: account.id, email: account.email },
          restoredFrom: revision.createdAt,
        });
        return { item };
      },
    );
  }

  app.get(
    '/api/config/revisions-settings',
    { config: member, schema: { response: { 200: retentionAnswer } } },
    async (request) => revisions.retention(memberOf(request).site.id),
  );

  app.put(
    '/api/config/revisions-settings',
    {
      config: { access: Permission.settingsGeneral },
      schema: { body: retentionBody, response: { 200: retentionAnswer } },
    },
    async (request) => revisions.setRetention(memberOf(request).site.id, request.body.retentionDays),
  );
}
