// The catalogue's API: the owner's products, files, inventory and reviews (permission 21,
// commerceInventory), and the visitor's review and quick-view census (site host).
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import {
  fileBody,
  idParams,
  inventoryAnswer,
  inventoryQuery,
  productAnswer,
  productBody,
  productList,
  reviewBody,
  reviewList,
  reviewSaved,
  stockAnswer,
  stockBody,
} from './schema.ts';
import * as catalogue from './service.ts';

export async function catalogueRoutes(fastify: FastifyInstance, opts: { store: StoreService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store } = opts;
  const { db } = store;

  // SHOP-036..039: a buyer's review, through the link of the fulfilment email.
  app.post(
    '/api/commerce/reviews',
    {
      config: { access: 'site', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: reviewBody, response: { 201: reviewSaved } },
    },
    async (request, reply) => {
      const site = requireSite(request);
      await catalogue.submitReview(db, store.secret, site.id, request.body);
      // The product page shows its reviews, and it is cached.
      store.catalogueChanged(site.id);
      return reply.code(201).send({ ok: true });
    },
  );

  // POST /api/census/RecordQuickView/{id} is module analytics' (TRACK-019, decision 042): it counts
  // through store.recordQuickView.

  // ---- the config area ----
  const config = { access: Permission.commerceInventory };

  app.get(
    '/api/config/store/products',
    { config, schema: { response: { 200: productList } } },
    async (request) => {
      const { site } = memberOf(request);
      const context = storeContextOf(site);
      return {
        products: await catalogue.listProducts(db, site.id, { visibleOnly: false }),
        currencyCode: context.currencyCode,
        measurementSystem: context.settings.measurementSystem,
      };
    },
  );

  app.post(
    '/api/config/store/products',
    { config, schema: { body: productBody, response: { 201: productAnswer } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      const product = await catalogue.saveProduct(db, site.id, null, request.body);
      store.catalogueChanged(site.id);
      return reply.code(201).send({ product });
    },
  );

  app.put(
    '/api/config/store/products/:id',
    { config, schema: { params: idParams, body: productBody, response: { 200: productAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      const product = await catalogue.saveProduct(db, site.id, request.params.id, request.body);
      store.catalogueChanged(site.id);
      return { product };
    },
  );

  app.delete(
    '/api/config/store/products/:id',
    { config, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      if (!(await catalogue.deleteProduct(db, site.id, request.params.id)))
        throw notFound('That product no longer exists.', 'product_not_found');
      store.catalogueChanged(site.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/config/store/products/:id/file',
    { config, schema: { params: idParams, body: fileBody, response: { 200: productAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      const { id } = request.params;
      await catalogue.setDigitalFile(db, site.id, id, request.body);
      const product = await catalogue.findProduct(db, site.id, { id });
      if (!product) throw notFound('That product no longer exists.', 'product_not_found');
      return { product };
    },
  );

  app.get(
    '/api/config/store/reviews',
    { config, schema: { response: { 200: reviewList } } },
    async (request) => {
      const { site } = memberOf(request);
      return { reviews: await catalogue.listReviews(db, site.id) };
    },
  );

  app.delete(
    '/api/config/store/reviews/:id',
    { config, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      if (!(await catalogue.deleteReview(db, site.id, request.params.id)))
        throw notFound('That review is already gone.', 'review_not_found');
      store.catalogueChanged(site.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/config/store/inventory',
    { config, schema: { querystring: inventoryQuery, response: { 200: inventoryAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      return { rows: await catalogue.inventory(db, site.id, request.query) };
    },
  );

  app.patch(
    '/api/config/store/variants/:id',
    { config, schema: { params: idParams, body: stockBody, response: { 200: stockAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      const row = await catalogue.setStock(db, site.id, request.params.id, request.body);
      store.catalogueChanged(site.id);
      return { row };
    },
  );
}
