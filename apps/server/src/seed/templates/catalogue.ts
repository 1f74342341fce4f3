// The starting templates the platform home offers (issue 16 part 6), and their source sites: each
// template is a published site at `template-<id>.<platform host>`, seeded the first time a site is
// made from it (or by warmTemplates), marked cloneable when complete. A new site from a template
// is a copy of its source, made in one transaction (docs/decisions/026).
import { randomBytes } from 'node:crypto';
import { headerFooterSchema } from '@folio/core/header-footer';
import { siteDesignSchema } from '@folio/core/site-design';
import { siteProfileSchema } from '@folio/core/site-profile';
import type { Db } from '@folio/db';
import { ensureAccount, findRole } from '../../modules/auth/service.ts';
import type { GalleryService } from '../../modules/galleries/service.ts';
import type { MediaService } from '../../modules/media/service.ts';
import type { PagesService } from '../../modules/pages/service.ts';
import {
  completeTemplateSite,
  createWebsite,
  discardTemplateSite,
  findWebsiteBySubdomain,
  type Website,
} from '../../modules/sites/service.ts';
import { cafeTemplate } from './cafe.ts';
import { portfolioTemplate } from './portfolio.ts';
import { shopTemplate } from './shop.ts';
import { studioTemplate } from './studio.ts';
import type { SiteTemplate, TemplateId } from './template.ts';

export const TEMPLATES: readonly SiteTemplate[] = [
  studioTemplate,
  portfolioTemplate,
  shopTemplate,
  cafeTemplate,
];

export function templateById(id: TemplateId): SiteTemplate {
  return TEMPLATES.find((t) => t.id === id)!;
}

/** The account that owns the source sites: it has no password anyone knows. */
export const TEMPLATES_OWNER_EMAIL = 'templates@folio.invalid';

export const templateSubdomain = (id: TemplateId) => `template-${id}`;

/** Addresses kept for the template sources: nobody else may take one. */
export const isTemplateSubdomain = (subdomain: string) => subdomain.startsWith('template-');

export interface TemplateSourceDeps {
  db: Db;
  pages: PagesService;
  media: MediaService;
  galleries: GalleryService;
}

/** Seeds in flight in this process per database, so two sign-ups at once seed a source once. */
const seedingByDb = new WeakMap<Db, Map<TemplateId, Promise<Website>>>();

async function seedSource(deps: TemplateSourceDeps, template: SiteTemplate): Promise<Website> {
  const subdomain = templateSubdomain(template.id);
  const found = await findWebsiteBySubdomain(deps.db, subdomain);
  if (found?.settings.cloneable) return found;
  const owner = await ensureAccount(deps.db, TEMPLATES_OWNER_EMAIL, randomBytes(24).toString('base64url'));
  if (found) {
    // Only a half-made source of ours is made again; never someone's site at that address.
    if ((await findRole(deps.db, owner.id, found.id)) === undefined)
      throw new Error(`${subdomain} is not a template source site`);
    await discardTemplateSite(deps.db, found.id);
  }
  const site = await createWebsite({
    db: deps.db,
    ownerId: owner.id,
    subdomain,
    title: template.title,
    templateId: template.id,
  });
  const settings = await template.seed({ ...deps, websiteId: site.id });
  await completeTemplateSite(deps.db, site.id, {
    // Checked by the same schemas as the owner's saves: a template never stores what they refuse.
    design: siteDesignSchema.parse(settings.design),
    profile: siteProfileSchema.parse(settings.profile),
    headerFooter: headerFooterSchema.parse(settings.headerFooter),
    ...settings.extra,
  });
  return (await findWebsiteBySubdomain(deps.db, subdomain))!;
}

/** The template's source site, seeded now if it is not there yet (or was left half-made). */
export async function ensureTemplateSource(deps: TemplateSourceDeps, id: TemplateId): Promise<Website> {
  const found = await findWebsiteBySubdomain(deps.db, templateSubdomain(id));
  if (found?.settings.cloneable) return found;
  let seeding = seedingByDb.get(deps.db);
  if (!seeding) {
    seeding = new Map();
    seedingByDb.set(deps.db, seeding);
  }
  let running = seeding.get(id);
  if (!running) {
    running = seedSource(deps, templateById(id)).finally(() => seeding.delete(id));
    seeding.set(id, running);
  }
  return running;
}
