// The site settings of the config area's Settings screen (issue 16 part 4). PUT, not PATCH: the
// screen always sends the whole settings, and a whole replacement is idempotent and checked as one
// (docs/decisions/021-site-settings.md).
import { Permission } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../../plugins/request-context.ts';
import {
  announcementBarBody,
  announcementBarView,
  popupOverlayBody,
  popupOverlayView,
  siteSettingsBody,
  siteSettingsView,
} from './schema.ts';
import * as siteSettings from './service.ts';

export async function siteSettingsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; hooks: siteSettings.SettingsHooks },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, hooks } = opts;
  const config = { access: Permission.settingsGeneral };

  app.get(
    '/api/config/site-settings',
    { config, schema: { response: { 200: siteSettingsView } } },
    async (request) => {
      const { site, role } = memberOf(request);
      return siteSettings.viewOf(db, site, role);
    },
  );

  app.put(
    '/api/config/site-settings',
    { config, schema: { body: siteSettingsBody, response: { 200: siteSettingsView } } },
    async (request) => {
      const { site, role } = memberOf(request);
      const saved = await siteSettings.saveSettings(db, site, role, request.body, hooks);
      return siteSettings.viewOf(db, saved, role);
    },
  );

  // Issue 19 (UI-054): Settings › Announcement bar, saved on its own (docs/decisions/046).
  app.get(
    '/api/config/announcement-bar',
    { config, schema: { response: { 200: announcementBarView } } },
    async (request) => siteSettings.announcementBarView(memberOf(request).site),
  );

  app.put(
    '/api/config/announcement-bar',
    { config, schema: { body: announcementBarBody, response: { 200: announcementBarView } } },
    async (request) => {
      const saved = await siteSettings.saveAnnouncementBar(db, memberOf(request).site, request.body, hooks);
      return siteSettings.announcementBarView(saved);
    },
  );

  // Issue 19 (PAGE-005, UI-048): Settings › Popup overlay, saved on its own (docs/decisions/048).
  app.get(
    '/api/config/popup-overlay',
    { config, schema: { response: { 200: popupOverlayView } } },
    async (request) => siteSettings.popupOverlayView(db, memberOf(request).site),
  );

  app.put(
    '/api/config/popup-overlay',
    { config, schema: { body: popupOverlayBody, response: { 200: popupOverlayView } } },
    async (request) => {
      const saved = await siteSettings.savePopupOverlay(db, memberOf(request).site, request.body, hooks);
      return siteSettings.popupOverlayView(db, saved);
    },
  );
}
