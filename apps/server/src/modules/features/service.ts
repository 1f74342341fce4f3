// Issue 19 (EDIT-042, EDIT-065..071, docs/decisions/056): feature toggles and experiments. The
// definitions are code (@folio/core/feature-flags); a site's chosen variants live on its settings
// (`settings.features`, written through the sites module). The platform administrators — the
// accounts FOLIO_PLATFORM_ADMINS names — choose a site's variant; the config area reads the
// site's resolved features.
import {
  FEATURE_DEFINITIONS,
  type FeatureDefinition,
  type ResolvedFeature,
  resolveFeatures,
} from '@folio/core/feature-flags';
import type { Db } from '@folio/db';
import { forbidden, invalid, notFound, unauthenticated } from '../../errors.ts';
import * as auth from '../auth/service.ts';
import * as sites from '../sites/service.ts';

/** How many sites the administrator's list shows at once (a search narrows it). */
export const SITES_LISTED = 50;

export const FEATURE_MESSAGES = {
  signIn: 'Sign in to manage features.',
  notAdmin: 'Only a platform administrator can manage features.',
  unconfirmed: 'Confirm your email address to manage features.',
  noSite: 'That site does not exist.',
} as const;

export interface FeaturesOptions {
  db: Db;
  /** Lower-case emails (config.platformAdmins). */
  platformAdmins: readonly string[];
  /** The site's row changed: forget it in the site directory (every server). */
  siteChanged: (websiteId: string) => void;
  definitions?: readonly FeatureDefinition[];
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;

export function createFeaturesService(opts: FeaturesOptions) {
  const definitions = opts.definitions ?? FEATURE_DEFINITIONS;
  const admins = new Set(opts.platformAdmins.map((email) => email.toLowerCase()));

  function isPlatformAdmin(account: { email: string } | null | undefined): boolean {
    return Boolean(account && admins.has(account.email.toLowerCase()));
  }

  /**
   * 401 without an account, 403 for one that is not a platform administrator, or is one whose
   * address is not confirmed (anyone may sign up with an address the list names before its owner).
   */
  async function requirePlatformAdmin(account: { id: string; email: string } | null | undefined) {
    if (!account) throw unauthenticated(FEATURE_MESSAGES.signIn);
    if (!isPlatformAdmin(account)) throw forbidden(FEATURE_MESSAGES.notAdmin, 'not_platform_admin');
    if (!(await auth.isEmailVerified(opts.db, account.id)))
      throw forbidden(FEATURE_MESSAGES.unconfirmed, 'not_platform_admin');
  }

  /** The site's features as the config area reads them (EDIT-066; EDIT-070 for a broken one). */
  function featuresOf(site: {
    settings: { features?: Record<string, string> };
  }): Record<string, ResolvedFeature> {
    return resolveFeatures(site.settings.features, definitions);
  }

  async function listSites(query: string) {
    const rows = await sites.listSitesForPlatform(opts.db, { query, limit: SITES_LISTED + 1 });
    return {
      definitions: definitions.map((d) => ({ ...d, variants: [...d.variants] })),
      sites: rows.slice(0, SITES_LISTED).map((row) => ({
        id: row.id,
        subdomain: row.subdomain,
        title: row.title,
        variants: Object.fromEntries(
          definitions.map((d) => [d.name, row.settings.features?.[d.name] ?? null]),
        ),
      })),
      isTruncated: rows.length > SITES_LISTED,
    };
  }

  /** Sets a site's variant of one feature (null: back to the default); it must be one the definition offers. */
  async function setVariant(siteId: string, feature: string, variant: string | null) {
    const definition = definitions.find((d) => d.name === feature);
    if (!definition) throw invalid('The specified feature does not exist', 'unknown_feature');
    if (variant !== null && !definition.variants.includes(variant))
      throw invalid(
        `Choose one of the variants of ${feature}: ${definition.variants.join(', ')}.`,
        'unknown_variant',
      );
    const site = await sites.findWebsiteById(opts.db, siteId);
    if (!site) throw notFound(FEATURE_MESSAGES.noSite, 'site_not_found');
    await sites.updateFeatureVariant(opts.db, site.id, feature, variant);
    opts.siteChanged(site.id);
    const features: Record<string, string | undefined> = {
      ...site.settings.features,
      [feature]: variant ?? undefined,
    };
    return {
      id: site.id,
      subdomain: site.subdomain,
      title: site.title,
      variants: Object.fromEntries(definitions.map((d) => [d.name, features[d.name] ?? null])),
    };
  }

  return { definitions, isPlatformAdmin, requirePlatformAdmin, featuresOf, listSites, setVariant };
}
