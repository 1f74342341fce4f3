// The maps API (issue 19, UI-093, UI-094, docs/decisions/052): place search for the editor's Map
// block, and the site's Google Maps key on the Settings screen.
import { Permission } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import {
  autocompleteAnswer,
  autocompleteQuery,
  detailsAnswer,
  detailsQuery,
  mapsSettingsBody,
  mapsSettingsView,
} from './schema.ts';
import type { MapsHooks, MapsService } from './service.ts';

/** Per client address, on top of the site's hourly quota. */
export const PLACES_PER_ADDRESS = { max: 60, timeWindow: '1 minute' };

export async function mapsRoutes(fastify: FastifyInstance, opts: { maps: MapsService; hooks: MapsHooks }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { maps, hooks } = opts;
  const places = { access: 'member' as const, rateLimit: PLACES_PER_ADDRESS };

  app.get(
    '/api/google-maps/places/autocomplete',
    { config: places, schema: { querystring: autocompleteQuery, response: { 200: autocompleteAnswer } } },
    async (request) => maps.autocomplete(memberOf(request).site, request.query),
  );

  app.get(
    '/api/google-maps/places/details',
    { config: places, schema: { querystring: detailsQuery, response: { 200: detailsAnswer } } },
    async (request) => {
      const { site } = memberOf(request);
      const { productPage, productSection, ...query } = request.query;
      // UI-094: productPage and productSection say which part of the product asked (cost tracking).
      request.log.info({ websiteId: site.id, productPage, productSection }, 'maps: place details');
      return maps.details(site, query);
    },
  );

  const settings = { access: Permission.settingsGeneral };
  app.get(
    '/api/config/maps-settings',
    { config: settings, schema: { response: { 200: mapsSettingsView } } },
    async (request) => maps.settingsView(memberOf(request).site),
  );
  app.put(
    '/api/config/maps-settings',
    { config: settings, schema: { body: mapsSettingsBody, response: { 200: mapsSettingsView } } },
    async (request) =>
      maps.settingsView(await maps.saveSettings(memberOf(request).site, request.body, hooks)),
  );
}
