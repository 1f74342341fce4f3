// The gallery collections API of the config area (CONTEXT.md): collections, their slides, order.
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { memberOf } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import {
  addItemBody,
  collectionParams,
  galleryAnswer,
  galleryList,
  itemParams,
  itemPatchBody,
  orderBody,
  titleBody,
} from './schema.ts';
import type { GalleryService } from './service.ts';
import { GALLERY_MESSAGES } from './slide-rules.ts';

const BASE = '/api/config/galleries';

export async function galleryRoutes(fastify: FastifyInstance, opts: { galleries: GalleryService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { galleries } = opts;
  const config = { access: Permission.contentManager };
  const siteId = (request: Parameters<typeof memberOf>[0]) => memberOf(request).site.id;

  app.get(BASE, { config, schema: { response: { 200: galleryList } } }, async (request) => ({
    galleries: await galleries.listCollections(siteId(request)),
  }));

  app.post(
    BASE,
    { config, schema: { body: titleBody, response: { 201: galleryAnswer } } },
    async (request, reply) =>
      reply
        .code(201)
        .send({ gallery: await galleries.createCollection(siteId(request), request.body.title) }),
  );

  app.get(
    `${BASE}/:id`,
    { config, schema: { params: collectionParams, response: { 200: galleryAnswer } } },
    async (request) => {
      const gallery = await galleries.getCollection(siteId(request), request.params.id);
      if (!gallery) throw notFound(GALLERY_MESSAGES.collectionNotFound, 'gallery_not_found');
      return { gallery };
    },
  );

  app.patch(
    `${BASE}/:id`,
    { config, schema: { params: collectionParams, body: titleBody, response: { 200: galleryAnswer } } },
    async (request) => ({
      gallery: await galleries.renameCollection(siteId(request), request.params.id, request.body.title),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    { config, schema: { params: collectionParams, response: { 204: noContent } } },
    async (request, reply) => {
      await galleries.deleteCollection(siteId(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    `${BASE}/:id/items`,
    { config, schema: { params: collectionParams, body: addItemBody, response: { 201: galleryAnswer } } },
    async (request, reply) => {
      const websiteId = siteId(request);
      const { id } = request.params;
      const body = request.body;
      const gallery =
        'type' in body
          ? await galleries.addVideo(websiteId, id, body)
          : await galleries.addImages(websiteId, id, body.mediaIds);
      return reply.code(201).send({ gallery });
    },
  );

  app.patch(
    `${BASE}/:id/items/:itemId`,
    { config, schema: { params: itemParams, body: itemPatchBody, response: { 200: galleryAnswer } } },
    async (request) => {
      const { id, itemId } = request.params;
      return { gallery: await galleries.updateItem(siteId(request), id, itemId, request.body) };
    },
  );

  app.delete(
    `${BASE}/:id/items/:itemId`,
    { config, schema: { params: itemParams, response: { 200: galleryAnswer } } },
    async (request) => {
      const { id, itemId } = request.params;
      return { gallery: await galleries.removeItem(siteId(request), id, itemId) };
    },
  );

  app.put(
    `${BASE}/:id/order`,
    { config, schema: { params: collectionParams, body: orderBody, response: { 200: galleryAnswer } } },
    async (request) => ({
      gallery: await galleries.reorderItems(siteId(request), request.params.id, request.body.itemIds),
    }),
  );
}
