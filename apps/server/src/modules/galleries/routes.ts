// The gallery collections API of the config area (CONTEXT.md): collections, their slides, order.
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { requirePermission } from '../../plugins/request-context.ts';
import { parseInput } from '../../plugins/validation.ts';
import {
  addImagesBody,
  addVideoBody,
  collectionParams,
  itemParams,
  itemPatchBody,
  orderBody,
  titleBody,
} from './schema.ts';
import type { GalleryService } from './service.ts';
import { GALLERY_MESSAGES } from './slide-rules.ts';

const BASE = '/api/config/galleries';

async function siteOf(request: FastifyRequest): Promise<string> {
  const { site } = await requirePermission(request, Permission.contentManager);
  return site.id;
}

function isVideoBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'type' in body;
}

export async function galleryRoutes(app: FastifyInstance, opts: { galleries: GalleryService }) {
  const { galleries } = opts;

  app.get(BASE, async (request) => ({ galleries: await galleries.listCollections(await siteOf(request)) }));

  app.post(BASE, async (request, reply) => {
    const websiteId = await siteOf(request);
    const { title } = parseInput(titleBody, request.body);
    return reply.code(201).send({ gallery: await galleries.createCollection(websiteId, title) });
  });

  app.get(`${BASE}/:id`, async (request) => {
    const websiteId = await siteOf(request);
    const { id } = parseInput(collectionParams, request.params);
    const gallery = await galleries.getCollection(websiteId, id);
    if (!gallery) throw notFound(GALLERY_MESSAGES.collectionNotFound, 'gallery_not_found');
    return { gallery };
  });

  app.patch(`${BASE}/:id`, async (request) => {
    const websiteId = await siteOf(request);
    const { id } = parseInput(collectionParams, request.params);
    const { title } = parseInput(titleBody, request.body);
    return { gallery: await galleries.renameCollection(websiteId, id, title) };
  });

  app.delete(`${BASE}/:id`, async (request, reply) => {
    const websiteId = await siteOf(request);
    const { id } = parseInput(collectionParams, request.params);
    await galleries.deleteCollection(websiteId, id);
    return reply.code(204).send();
  });

  app.post(`${BASE}/:id/items`, async (request, reply) => {
    const websiteId = await siteOf(request);
    const { id } = parseInput(collectionParams, request.params);
    const gallery = isVideoBody(request.body)
      ? await galleries.addVideo(websiteId, id, parseInput(addVideoBody, request.body))
      : await galleries.addImages(websiteId, id, parseInput(addImagesBody, request.body).mediaIds);
    return reply.code(201).send({ gallery });
  });

  app.patch(`${BASE}/:id/items/:itemId`, async (request) => {
    const websiteId = await siteOf(request);
    const { id, itemId } = parseInput(itemParams, request.params);
    const patch = parseInput(itemPatchBody, request.body);
    return { gallery: await galleries.updateItem(websiteId, id, itemId, patch) };
  });

  app.delete(`${BASE}/:id/items/:itemId`, async (request) => {
    const websiteId = await siteOf(request);
    const { id, itemId } = parseInput(itemParams, request.params);
    return { gallery: await galleries.removeItem(websiteId, id, itemId) };
  });

  app.put(`${BASE}/:id/order`, async (request) => {
    const websiteId = await siteOf(request);
    const { id } = parseInput(collectionParams, request.params);
    const { itemIds } = parseInput(orderBody, request.body);
    return { gallery: await galleries.reorderItems(websiteId, id, itemIds) };
  });
}
