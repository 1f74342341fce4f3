import { canEditPages, permissionsOf, WebsiteRole } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import { ensureCrumb, requireEditor, requireMember } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { EditorEvents } from '../editor-events/service.ts';
import {
  createPageBody,
  orderBody,
  pageDataBody,
  pageIdParams,
  publishBody,
  updatePageBody,
} from './schema.ts';
import type { PagesService } from './service.ts';

export async function pagesRoutes(app: FastifyInstance, opts: { pages: PagesService; events: EditorEvents }) {
  const { pages, events } = opts;

  app.get('/api/config/site', async (request, reply) => {
    ensureCrumb(request, reply);
    const { site, role, roleName } = await requireMember(request);
    return {
      website: {
        id: site.id,
        subdomain: site.subdomain,
        title: site.title,
        baseUrl: `${request.protocol}://${request.host}`,
      },
      role,
      roleName,
      canEdit: canEditPages(role),
      permissions: permissionsOf(role),
    };
  });

  app.get('/api/config/pages', async (request) => {
    const { site } = await requireMember(request);
    return { pages: await pages.list(site.id) };
  });

  app.post('/api/config/pages', async (request, reply) => {
    const { site, account } = await requireEditor(request);
    const body = parseInput(createPageBody, request.body);
    const page = await pages.create({ websiteId: site.id, title: body.title, slug: body.slug });
    events.publish(site.id, { type: 'page.created', by: account.email, pageId: page.id, title: page.title });
    return reply.code(201).send({ page });
  });

  app.put('/api/config/pages/order', async (request) => {
    const { site, account } = await requireEditor(request);
    const body = parseInput(orderBody, request.body);
    const reordered = await pages.reorder(site.id, body.ids);
    events.publish(site.id, { type: 'pages.reordered', by: account.email });
    return { pages: reordered };
  });

  app.get('/api/config/pages/:id', async (request) => {
    const { site } = await requireMember(request);
    const { id } = parseInput(pageIdParams, request.params);
    return { page: await pages.get(site.id, id) };
  });

  app.patch('/api/config/pages/:id', async (request) => {
    const { site, account } = await requireEditor(request);
    const { id } = parseInput(pageIdParams, request.params);
    const body = parseInput(updatePageBody, request.body);
    const page = await pages.update({ websiteId: site.id, id, ...body });
    events.publish(site.id, { type: 'page.renamed', by: account.email, pageId: id, title: page.title });
    return { page };
  });

  app.put('/api/config/pages/:id/draft', async (request) => {
    const { site, account, role } = await requireEditor(request);
    const { id } = parseInput(pageIdParams, request.params);
    const body = parseInput(pageDataBody, request.body);
    const page = await pages.saveDraft({
      websiteId: site.id,
      id,
      data: body.data,
      canWriteScript: role === WebsiteRole.admin,
    });
    events.publish(site.id, { type: 'page.saved', by: account.email, pageId: id, title: page.title });
    return { page };
  });

  app.post('/api/config/pages/:id/publish', async (request) => {
    const { site, account, role } = await requireEditor(request);
    const { id } = parseInput(pageIdParams, request.params);
    const body = parseInput(publishBody, request.body);
    const page = await pages.publish({
      websiteId: site.id,
      id,
      data: body.data,
      accountId: account.id,
      canWriteScript: role === WebsiteRole.admin,
    });
    events.publish(site.id, { type: 'page.published', by: account.email, pageId: id, title: page.title });
    return { page };
  });

  app.delete('/api/config/pages/:id', async (request, reply) => {
    const { site, account } = await requireEditor(request);
    const { id } = parseInput(pageIdParams, request.params);
    await pages.remove(site.id, id);
    events.publish(site.id, { type: 'page.deleted', by: account.email, pageId: id });
    return reply.code(204).send();
  });
}
