// Gift cards over HTTP: the owner's products and cards (permission commerceOrders), the visitor's
// purchase and balance check (site host, the crumb header like every site POST). See CONTEXT.md.
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireSite } from '../../plugins/request-context.ts';
import { confirmPaymentBody } from '../checkout/service.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import {
  balanceAnswer,
  balanceBody,
  cardAnswer,
  cardList,
  cardsQuery,
  deleted,
  giftCardProductBody,
  idParams,
  issueBody,
  productAnswer,
  productList,
  purchaseBody,
  purchased,
} from './schema.ts';
import * as giftCards from './service.ts';

export async function giftCardsRoutes(fastify: FastifyInstance, opts: { store: StoreService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store } = opts;
  const { db } = store;
  const config = { access: Permission.commerceOrders };
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get(
    '/api/config/store/gift-card-products',
    { config, schema: { response: { 200: productList } } },
    async (request) => {
      const { site } = memberOf(request);
      return {
        products: await giftCards.listProducts(db, site.id),
        currencyCode: storeContextOf(site).currencyCode,
      };
    },
  );

  app.post(
    '/api/config/store/gift-card-products',
    { config, schema: { body: giftCardProductBody, response: { 201: productAnswer } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      const product = await giftCards.saveProduct(db, site.id, null, request.body);
      return reply.code(201).send({ product });
    },
  );

  app.put(
    '/api/config/store/gift-card-products/:id',
    { config, schema: { params: idParams, body: giftCardProductBody, response: { 200: productAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      return { product: await giftCards.saveProduct(db, site.id, request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/config/store/gift-card-products/:id',
    { config, schema: { params: idParams, response: { 200: deleted } } },
    async (request) => {
      const { site } = memberOf(request);
      await giftCards.deleteProduct(db, site.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/config/store/gift-cards',
    { config, schema: { querystring: cardsQuery, response: { 200: cardList } } },
    async (request) => {
      const { site } = memberOf(request);
      return {
        cards: await giftCards.listCards(db, site.id, request.query.search),
        currencyCode: storeContextOf(site).currencyCode,
      };
    },
  );

  app.get(
    '/api/config/store/gift-cards/:id',
    { config, schema: { params: idParams, response: { 200: cardAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      return { card: await giftCards.cardDetail(db, site.id, request.params.id) };
    },
  );

  app.post(
    '/api/config/store/gift-cards',
    { config, schema: { body: issueBody, response: { 201: cardAnswer } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      const card = await giftCards.issueCard(
        db,
        { id: site.id, title: site.title, currencyCode: storeContextOf(site).currencyCode },
        origin(request),
        request.body,
      );
      store.emailQueued();
      return reply.code(201).send({ card });
    },
  );

  app.post(
    '/api/config/store/gift-cards/:id/void',
    { config, schema: { params: idParams, response: { 200: cardAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      return { card: await giftCards.voidCard(db, site.id, request.params.id) };
    },
  );

  const purchaseDeps = (request: FastifyRequest) => {
    const site = requireSite(request);
    const deps = store.checkoutDeps(request, site);
    return {
      db,
      gateway: deps.gateway,
      secret: deps.secret,
      site: { id: site.id, title: site.title, currencyCode: storeContextOf(site).currencyCode },
      origin: deps.origin,
      onEmailQueued: deps.onEmailQueued,
      log: deps.log,
    };
  };

  app.post(
    '/api/commerce/gift-cards/purchase',
    {
      config: {
        access: 'site',
        // Card testing is the abuse to stop, as at the store's checkout.
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: { body: purchaseBody, response: { 200: purchased } },
    },
    async (request) => giftCards.purchase(purchaseDeps(request), request.body),
  );

  // Decision 075: after the buyer's authentication (3-D Secure), the gift card page asks the server to settle.
  app.post(
    '/api/commerce/gift-cards/confirm',
    {
      config: {
        access: 'site',
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `giftcard-confirm:${request.ip}`,
        },
      },
      schema: { body: confirmPaymentBody, response: { 200: purchased } },
    },
    async (request) => giftCards.confirmPurchase(purchaseDeps(request), request.body),
  );

  app.post(
    '/api/commerce/gift-cards/balance',
    {
      config: { access: 'site', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: balanceBody, response: { 200: balanceAnswer } },
    },
    async (request) => {
      const site = requireSite(request);
      return giftCards.checkBalance(db, site.id, request.body.code);
    },
  );
}
