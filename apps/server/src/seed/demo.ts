// First start: the demo site "Folio Demo" at demo.<platform host>, owned by owner@demo.test.
import { randomBytes } from 'node:crypto';
import { WebsiteRole } from '@folio/core';
import type { Db } from '@folio/db';
import type { FastifyBaseLogger } from 'fastify';
import { ensureAccount, upsertRole } from '../modules/auth/service.ts';
import type { CollectionsService } from '../modules/collections/service.ts';
import type { GalleryService } from '../modules/galleries/service.ts';
import type { MediaService } from '../modules/media/service.ts';
import type { PagesService } from '../modules/pages/service.ts';
import { createWebsite, findWebsiteBySubdomain } from '../modules/sites/service.ts';
import { seedDemoDonationPage } from './demo-donations.ts';
import { seedDemoGalleries } from './demo-galleries.ts';
import { seedDemoGiftCards } from './demo-gift-cards.ts';
import { seedDemoEvents, seedDemoJournal } from './demo-journal.ts';
import { seedDemoMemberships } from './demo-memberships.ts';
import { seedDemoStore } from './demo-store.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';
import { seedDemoHomeSummary } from './demo-summary.ts';
import { applyTemplate } from './templates.ts';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_OWNER_EMAIL = 'owner@demo.test';
/** The demo's social accounts (Settings → Social accounts), shown by the footer's social icons. */
const DEMO_SOCIAL = [
  { network: 'instagram', url: 'https://www.instagram.com/foliodemo' },
  { network: 'bluesky', url: 'https://bsky.app/profile/foliodemo.bsky.social' },
  { network: 'youtube', url: 'https://www.youtube.com/@foliodemo' },
  { network: 'email', url: 'mailto:hello@demo.test' },
];
/** A viewer (role 10) of the demo site, for trying out read-only access. */
export const DEMO_VIEWER_EMAIL = 'viewer@demo.test';

export async function ensureDemoSite(input: {
  db: Db;
  pages: PagesService;
  media: MediaService;
  galleries: GalleryService;
  /** Issue 17: the demo's Journal (a blog); absent in tests that build the demo without it. */
  collections?: CollectionsService;
  password: string | undefined;
  log: FastifyBaseLogger;
}): Promise<{ created: boolean; password?: string }> {
  if (await findWebsiteBySubdomain(input.db, DEMO_SUBDOMAIN)) return { created: false };
  const password = input.password ?? randomBytes(9).toString('base64url');
  const owner = await ensureAccount(input.db, DEMO_OWNER_EMAIL, password);
  const viewer = await ensureAccount(input.db, DEMO_VIEWER_EMAIL, password);
  const site = await createWebsite({
    db: input.db,
    ownerId: owner.id,
    subdomain: DEMO_SUBDOMAIN,
    title: 'Folio Demo',
    templateId: 'demo',
    // Visitors of the demo can try the site-user sign-in from the header; the footer's social
    // icons (issue 19, decision 054) show the demo's accounts.
    settings: { memberAccounts: true, profile: { social: DEMO_SOCIAL } },
  });
  await upsertRole(input.db, { accountId: viewer.id, websiteId: site.id, role: WebsiteRole.viewer });
  await applyTemplate({ pages: input.pages, websiteId: site.id, siteTitle: site.title, template: 'demo' });
  await seedDemoStore(input.db, site.id);
  await seedDemoMemberships(input.db, site.id);
  await seedDemoGiftCards(input.db, site.id);
  await seedDemoSubscriptions(input.db, site.id);
  await seedDemoGalleries({
    media: input.media,
    galleries: input.galleries,
    pages: input.pages,
    websiteId: site.id,
  });
  if (input.collections) {
    const demo = {
      collections: input.collections,
      media: input.media,
      websiteId: site.id,
      ownerId: owner.id,
    };
    await seedDemoJournal(demo);
    await seedDemoEvents(demo);
    await seedDemoHomeSummary({ ...demo, pages: input.pages });
  }
  await seedDemoDonationPage({ pages: input.pages, websiteId: site.id });
  if (!input.password) {
    // Printed once, at the start that created the demo; it is not stored anywhere in clear.
    process.stdout.write(
      `\n  Demo site created. Sign in as ${DEMO_OWNER_EMAIL} (or ${DEMO_VIEWER_EMAIL}, view-only) with password: ${password}\n  (set FOLIO_DEMO_PASSWORD to choose it; this is shown only once)\n\n`,
    );
  }
  input.log.info({ site: DEMO_SUBDOMAIN }, 'demo site seeded');
  return { created: true, password };
}
