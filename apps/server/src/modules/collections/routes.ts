// The collections API of the config area (issue 17 part 1), and the test clock when it is on.
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { TestClock } from '../../test-clock.ts';
import {
  authorList,
  categoryBody,
  categoryParams,
  cloneCollectionBody,
  collectionAnswer,
  collectionList,
  collectionParams,
  createCollectionBody,
  createItemBody,
  itemAnswer,
  itemList,
  itemListQuery,
  itemParams,
  newsletterDraftAnswer,
  orderBody,
  removeTagBody,
  renameTagBody,
  statusBody,
  tagList,
  updateCategoryBody,
  updateCollectionBody,
  updateItemBody,
} from './schema.ts';
import { type CollectionsService, PUBLISH_JOB } from './service.ts';

export async function collectionsRoutes(
  fastify: FastifyInstance,
  opts: {
    collections: CollectionsService;
    /** FOLIO_TEST_CLOCK only (never in production): a clock the browser journeys move. */
    testClock?: TestClock;
    enqueue: (name: string) => Promise<unknown>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { collections } = opts;
  const member = { access: 'member' as const };
  const editor = { access: Permission.contentManager };

  app.get(
    '/api/config/collections',
    { config: member, schema: { response: { 200: collectionList } } },
    async (request) => ({
      collections: await collections.list(memberOf(request).site.id),
    }),
  );

  app.post(
    '/api/config/collections',
    { config: editor, schema: { body: createCollectionBody, response: { 201: collectionAnswer } } },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      const collection = await collections.create({
        websiteId: site.id,
        accountId: account.id,
        ...request.body,
      });
      return reply.code(201).send({ collection });
    },
  );

  app.get(
    '/api/config/collections/:id',
    { config: member, schema: { params: collectionParams, response: { 200: collectionAnswer } } },
    async (request) => ({ collection: await collections.get(memberOf(request).site.id, request.params.id) }),
  );

  app.patch(
    '/api/config/collections/:id',
    {
      config: editor,
      schema: { params: collectionParams, body: updateCollectionBody, response: { 200: collectionAnswer } },
    },
    async (request) => ({
      collection: await collections.update({
        websiteId: memberOf(request).site.id,
        id: request.params.id,
        ...request.body,
      }),
    }),
  );

  app.delete(
    '/api/config/collections/:id',
    { config: editor, schema: { params: collectionParams, response: { 204: noContent } } },
    async (request, reply) => {
      await collections.remove(memberOf(request).site.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/config/collections/:id/clone',
    {
      config: editor,
      schema: { params: collectionParams, body: cloneCollectionBody, response: { 201: collectionAnswer } },
    },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      const collection = await collections.clone({
        websiteId: site.id,
        id: request.params.id,
        title: request.body.title,
        accountId: account.id,
      });
      return reply.code(201).send({ collection });
    },
  );

  app.post(
    '/api/config/collections/:id/categories',
    {
      config: editor,
      schema: { params: collectionParams, body: categoryBody, response: { 200: collectionAnswer } },
    },
    async (request) => ({
      collection: await collections.addCategory({
        websiteId: memberOf(request).site.id,
        id: request.params.id,
        ...request.body,
      }),
    }),
  );

  app.patch(
    '/api/config/collections/:id/categories/:categoryId',
    {
      config: editor,
      schema: { params: categoryParams, body: updateCategoryBody, response: { 200: collectionAnswer } },
    },
    async (request) => ({
      collection: await collections.updateCategory({
        websiteId: memberOf(request).site.id,
        id: request.params.id,
        categoryId: request.params.categoryId,
        ...request.body,
      }),
    }),
  );

  app.delete(
    '/api/config/collections/:id/categories/:categoryId',
    { config: editor, schema: { params: categoryParams, response: { 200: collectionAnswer } } },
    async (request) => ({
      collection: await collections.removeCategory({
        websiteId: memberOf(request).site.id,
        id: request.params.id,
        categoryId: request.params.categoryId,
      }),
    }),
  );

  app.get(
    '/api/config/collections/:id/tags',
    { config: member, schema: { params: collectionParams, response: { 200: tagList } } },
    async (request) => ({ tags: await collections.tags(memberOf(request).site.id, request.params.id) }),
  );

  app.post(
    '/api/config/collections/:id/tags/rename',
    { config: editor, schema: { params: collectionParams, body: renameTagBody, response: { 200: tagList } } },
    async (request) => ({
      tags: await collections.renameTag({
        websiteId: memberOf(request).site.id,
        id: request.params.id,
        ...request.body,
      }),
    }),
  );

  app.post(
    '/api/config/collections/:id/tags/remove',
    { config: editor, schema: { params: collectionParams, body: removeTagBody, response: { 200: tagList } } },
    async (request) => ({
      tags: await collections.removeTag({
        websiteId: memberOf(request).site.id,
        id: request.params.id,
        name: request.body.name,
      }),
    }),
  );

  app.get(
    '/api/config/collections/:id/authors',
    { config: member, schema: { params: collectionParams, response: { 200: authorList } } },
    async (request) => ({ authors: await collections.authors(memberOf(request).site.id) }),
  );

  app.get(
    '/api/config/collections/:id/items',
    {
      config: member,
      schema: { params: collectionParams, querystring: itemListQuery, response: { 200: itemList } },
    },
    async (request) => ({
      items: await collections.listItems(memberOf(request).site.id, request.params.id, request.query.status),
    }),
  );

  app.post(
    '/api/config/collections/:id/items',
    {
      config: member,
      schema: { params: collectionParams, body: createItemBody, response: { 201: itemAnswer } },
    },
    async (request, reply) => {
      const { site, account, role } = memberOf(request);
      const item = await collections.createItem({
        websiteId: site.id,
        collectionId: request.params.id,
        title: request.body.title,
        role,
        accountId: account.id,
        author: { id: account.id, email: account.email },
      });
      return reply.code(201).send({ item });
    },
  );

  app.put(
    '/api/config/collections/:id/order',
    { config: editor, schema: { params: collectionParams, body: orderBody, response: { 200: itemList } } },
    async (request) => ({
      items: await collections.reorder(memberOf(request).site.id, request.params.id, request.body.ids),
    }),
  );

  app.get(
    '/api/config/collections/:id/items/:itemId',
    { config: member, schema: { params: itemParams, response: { 200: itemAnswer } } },
    async (request) => ({
      item: await collections.getItem(memberOf(request).site.id, request.params.id, request.params.itemId),
    }),
  );

  app.patch(
    '/api/config/collections/:id/items/:itemId',
    { config: member, schema: { params: itemParams, body: updateItemBody, response: { 200: itemAnswer } } },
    async (request) => {
      const { site, role, account } = memberOf(request);
      return {
        item: await collections.updateItem({
          websiteId: site.id,
          collectionId: request.params.id,
          itemId: request.params.itemId,
          role,
          author: { id: account.id, email: account.email },
          patch: request.body,
        }),
      };
    },
  );

  app.put(
    '/api/config/collections/:id/items/:itemId/status',
    { config: member, schema: { params: itemParams, body: statusBody, response: { 200: itemAnswer } } },
    async (request) => {
      const { site, role } = memberOf(request);
      return {
        item: await collections.setStatus({
          websiteId: site.id,
          collectionId: request.params.id,
          itemId: request.params.itemId,
          role,
          ...request.body,
        }),
      };
    },
  );

  app.delete(
    '/api/config/collections/:id/items/:itemId',
    { config: member, schema: { params: itemParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { site, role } = memberOf(request);
      await collections.removeItem(site.id, request.params.id, request.params.itemId, role);
      return reply.code(204).send();
    },
  );

  // EDIT-009: the blog-published modal's "Create a draft in email campaigns".
  app.post(
    '/api/config/collections/:id/items/:itemId/newsletter-draft',
    {
      config: { access: Permission.newsletterWrite },
      schema: { params: itemParams, response: { 201: newsletterDraftAnswer } },
    },
    async (request, reply) => {
      const { site, account } = memberOf(request);
      const campaign = await collections.newsletterDraft({
        websiteId: site.id,
        collectionId: request.params.id,
        itemId: request.params.itemId,
        accountId: account.id,
        origin: `${request.protocol}://${request.host}`,
      });
      return reply.code(201).send({ campaign });
    },
  );

  const clock = opts.testClock;
  if (clock) {
    // Browser journeys move time forward; due scheduled items are then published by the job runner.
    app.post(
      '/api/testing/clock',
      {
        config: { access: 'site' as const },
        schema: {
          body: z
            .object({
              advanceMs: z
                .number()
                .int()
                .min(0)
                .max(366 * 24 * 3_600_000),
            })
            .strict(),
          response: { 200: z.object({ now: z.string(), offsetMs: z.number() }) },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceMs);
        await opts.enqueue(PUBLISH_JOB);
        return { now: clock.now().toISOString(), offsetMs: clock.offsetMs };
      },
    );
  }
}
