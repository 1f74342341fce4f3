// The owner's orders: list, detail, fulfil, refund, notes, and the sales per day (permission 20,
// commerceOrders).
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { memberOf } from '../../plugins/request-context.ts';
import type { StoreService } from '../store/service.ts';
import {
  idParams,
  noteBody,
  orderAnswer,
  orderList,
  ordersQuery,
  refundBody,
  salesAnswer,
  salesQuery,
} from './schema.ts';
import * as orders from './service.ts';

export async function ordersRoutes(fastify: FastifyInstance, opts: { store: StoreService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store } = opts;
  const { db } = store;
  const config = { access: Permission.commerceOrders };
  const one = { params: idParams, response: { 200: orderAnswer } };

  app.get(
    '/api/config/store/orders',
    { config, schema: { querystring: ordersQuery, response: { 200: orderList } } },
    async (request) => {
      const { site } = memberOf(request);
      return orders.listOrders(db, site.id, request.query);
    },
  );

  app.get('/api/config/store/orders/:id', { config, schema: one }, async (request) => {
    const { site } = memberOf(request);
    const row = await orders.findOrder(db, site.id, request.params.id);
    if (!row) throw notFound('That order does not exist.', 'order_not_found');
    return { order: await orders.withGiftCard(db, orders.detailOf(row)) };
  });

  app.post('/api/config/store/orders/:id/fulfil', { config, schema: one }, async (request) => {
    const { site } = memberOf(request);
    const order = await orders.fulfilOrder(db, site.id, request.params.id, {
      title: site.title,
      secret: store.secret,
      origin: `${request.protocol}://${request.host}`,
    });
    store.emailQueued();
    return { order: await orders.withGiftCard(db, order) };
  });

  app.post(
    '/api/config/store/orders/:id/refund',
    { config, schema: { ...one, body: refundBody } },
    async (request) => {
      const { site, account } = memberOf(request);
      const order = await orders.refundOrder(db, store.gateway, site.id, request.params.id, site.title, {
        amountCents: request.body?.amountCents,
        author: account.email,
      });
      store.emailQueued();
      return { order };
    },
  );

  app.post(
    '/api/config/store/orders/:id/notes',
    { config, schema: { ...one, body: noteBody } },
    async (request) => {
      const { site, account } = memberOf(request);
      const order = await orders.addNote(db, site.id, request.params.id, {
        author: account.email,
        text: request.body.text,
      });
      return { order: await orders.withGiftCard(db, order) };
    },
  );

  app.get(
    '/api/config/store/sales',
    { config, schema: { querystring: salesQuery, response: { 200: salesAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      return {
        currencyCode: site.settings.storeCurrency,
        days: await orders.salesPerDay(db, site.id, request.query.days),
      };
    },
  );
}
