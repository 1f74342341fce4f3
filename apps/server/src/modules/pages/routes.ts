import { canEditPages, Permission, permissionsOf, WebsiteRole } from '@folio/core';
import { siteProfileOf } from '@folio/core/site-profile';
import { siteStatusNotice } from '@folio/core/site-settings-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ensureCrumb, memberOf } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { EditorEvents } from '../editor-events/service.ts';
import {
  configSite,
  createPageBody,
  orderBody,
  pageAnswer,
  pageDataBody,
  pageIdParams,
  pageList,
  publishBody,
  updatePageBody,
} from './schema.ts';
import type { PagesService } from './service.ts';

export async function pagesRoutes(
  fastify: FastifyInstance,
  opts: { pages: PagesService; events: EditorEvents },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pages, events } = opts;
  const member = { access: 'member' as const };
  // Changing pages needs the content-manager permission.
  const editor = { access: Permission.contentManager };

  // The config area's first call: it gets a crumb even when the answer is 401 (then it signs in).
  app.get(
    '/api/config/site',
    {
      config: member,
      onRequest: async (request, reply) => {
        ensureCrumb(request, reply);
      },
      schema: { response: { 200: configSite } },
    },
    async (request) => {
      const { site, role, roleName } = memberOf(request);
      return {
        website: {
          id: site.id,
          subdomain: site.subdomain,
          title: site.title,
          baseUrl: `${request.protocol}://${request.host}`,
          description: siteProfileOf(site.settings).description,
          siteStatus: site.settings.siteStatus,
          statusNotice: siteStatusNotice(site.settings.siteStatus),
        },
        role,
        roleName,
        canEdit: canEditPages(role),
        permissions: [...permissionsOf(role)],
      };
    },
  );

  app.get(
    '/api/config/pages',
    { config: member, schema: { response: { 200: pageList } } },
    async (request) => ({
      pages: await pages.list(memberOf(request).site.id),
    }),
  );

  app.post(
    '/api/config/pages',
    { config: editor, schema: { body: createPageBody, response: { 201: pageAnswer } } },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      const page = await pages.create({
        websiteId: site.id,
        title: request.body.title,
        slug: request.body.slug,
      });
      events.publish(site.id, {
        type: 'page.created',
        by: account.email,
        pageId: page.id,
        title: page.title,
      });
      return reply.code(201).send({ page });
    },
  );

  app.put(
    '/api/config/pages/order',
    { config: editor, schema: { body: orderBody, response: { 200: pageList } } },
    async (request) => {
      const { site, account } = memberOf(request);
      const reordered = await pages.reorder(site.id, request.body.ids);
      events.publish(site.id, { type: 'pages.reordered', by: account.email });
      return { pages: reordered };
    },
  );

  app.get(
    '/api/config/pages/:id',
    { config: member, schema: { params: pageIdParams, response: { 200: pageAnswer } } },
    async (request) => ({ page: await pages.get(memberOf(request).site.id, request.params.id) }),
  );

  app.patch(
    '/api/config/pages/:id',
    { config: editor, schema: { params: pageIdParams, body: updatePageBody, response: { 200: pageAnswer } } },
    async (request) => {
      const { site, account } = memberOf(request);
      const { id } = request.params;
      const page = await pages.update({ websiteId: site.id, id, ...request.body });
      events.publish(site.id, { type: 'page.renamed', by: account.email, pageId: id, title: page.title });
      return { page };
    },
  );

  app.put(
    '/api/config/pages/:id/draft',
    { config: editor, schema: { params: pageIdParams, body: pageDataBody, response: { 200: pageAnswer } } },
    async (request) => {
      const { site, account, role } = memberOf(request);
      const { id } = request.params;
      const page = await pages.saveDraft({
        websiteId: site.id,
        id,
        data: request.body.data,
        canWriteScript: role === WebsiteRole.admin,
        author: { id: account.id, email: account.email },
      });
      events.publish(site.id, { type: 'page.saved', by: account.email, pageId: id, title: page.title });
      return { page };
    },
  );

  app.post(
    '/api/config/pages/:id/publish',
    { config: editor, schema: { params: pageIdParams, body: publishBody, response: { 200: pageAnswer } } },
    async (request) => {
      const { site, account, role } = memberOf(request);
      const { id } = request.params;
      const page = await pages.publish({
        websiteId: site.id,
        id,
        data: request.body.data,
        accountId: account.id,
        canWriteScript: role === WebsiteRole.admin,
        author: { id: account.id, email: account.email },
      });
      events.publish(site.id, { type: 'page.published', by: account.email, pageId: id, title: page.title });
      return { page };
    },
  );

  app.delete(
    '/api/config/pages/:id',
    { config: editor, schema: { params: pageIdParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      const { id } = request.params;
      await pages.remove(site.id, id);
      events.publish(site.id, { type: 'page.deleted', by: account.email, pageId: id });
      return reply.code(204).send();
    },
  );
}
