// Placing an order (site host; the crumb header like every site POST). See CONTEXT.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSite } from '../../plugins/request-context.ts';
import { CART_COOKIE } from '../cart/service.ts';
import type { StoreService } from '../store/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import { checkoutBody, placedOrder } from './schema.ts';
import { placeOrder } from './service.ts';

export async function checkoutRoutes(fastify: FastifyInstance, opts: { store: StoreService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store } = opts;

  app.post(
    '/api/commerce/checkout',
    {
      config: {
        access: 'site',
        // Card testing is the abuse to stop: attempts are counted per cart (per address without one).
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `checkout:${request.cookies[CART_COOKIE] ?? request.ip}`,
        },
      },
      schema: { body: checkoutBody, response: { 200: placedOrder } },
    },
    async (request, reply) => {
      const site = requireSite(request);
      const placed = await placeOrder(
        store.checkoutDeps(request, site),
        storeContextOf(site),
        request.cookies[CART_COOKIE],
        request.body,
      );
      // The cart is bought: the next add starts a new one.
      reply.clearCookie(CART_COOKIE, { path: '/' });
      return placed;
    },
  );
}
