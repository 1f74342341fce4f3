// The owner's store settings and coupons (permission 22, commerceSettings).
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { memberOf } from '../../plugins/request-context.ts';
import { noContent } from '../../plugins/route-schemas.ts';
import type { Website } from '../sites/service.ts';
import type { StoreService } from '../store/service.ts';
import { couponAnswer, couponInput, idParams, settingsBody, settingsView } from './schema.ts';
import * as storeSettings from './service.ts';

export async function storeSettingsRoutes(fastify: FastifyInstance, opts: { store: StoreService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store } = opts;
  const { db } = store;
  const config = { access: Permission.commerceSettings };

  const viewOf = async (site: Website) => ({
    storeCurrency: site.settings.storeCurrency,
    settings: storeSettings.storeContextOf(site).settings,
    coupons: await storeSettings.listCoupons(db, site.id),
    paymentProvider: store.gateway.name,
  });

  app.get(
    '/api/config/store/settings',
    { config, schema: { response: { 200: settingsView } } },
    async (request) => viewOf(memberOf(request).site),
  );

  app.put(
    '/api/config/store/settings',
    { config, schema: { body: settingsBody, response: { 200: settingsView } } },
    async (request) => {
      const { site } = memberOf(request);
      const input = request.body;
      await storeSettings.saveStoreSettings(db, site.id, input);
      store.settingsChanged(site.id);
      return viewOf({
        ...site,
        settings: { ...site.settings, storeCurrency: input.storeCurrency, store: input.settings },
      });
    },
  );

  app.post(
    '/api/config/store/coupons',
    { config, schema: { body: couponInput, response: { 201: couponAnswer } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      const coupon = await storeSettings.saveCoupon(db, site.id, null, request.body);
      return reply.code(201).send({ coupon });
    },
  );

  app.put(
    '/api/config/store/coupons/:id',
    { config, schema: { params: idParams, body: couponInput, response: { 200: couponAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      return { coupon: await storeSettings.saveCoupon(db, site.id, request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/config/store/coupons/:id',
    { config, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { site } = memberOf(request);
      if (!(await storeSettings.deleteCoupon(db, site.id, request.params.id)))
        throw notFound('That coupon no longer exists.', 'coupon_not_found');
      return reply.code(204).send();
    },
  );
}
