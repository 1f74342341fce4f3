// The cookie banner of published pages (UI-028..033): whether a page shows it, and which cached
// copy of a page a visitor gets. A visitor who chose for the site's current banner gets the page
// without it (UI-030: not mounted, no script, no style, no flash), so the cache keeps up to two
// copies of each page of a site whose banner is on, told apart by cookieBannerCacheVariant — the
// cached-page fast path and the page route both use it (docs/decisions/036-cookie-banner.md).
import { hasPermission, Permission } from '@folio/core';
import { bannerFingerprint, consentOfCookieHeader, cookieBannerOfSite } from '@folio/core/cookie-consent';
import { type CookieBannerSettings, normalizeCookieBanner } from '@folio/core/site-settings';
import { cookieBannerSchema } from '@folio/core/site-settings-api';
import type { Website } from '../modules/sites/service.ts';

/** The config area's live preview asks for a page with unsaved banner settings (base64url JSON). */
export const BANNER_PREVIEW_PARAM = 'folio-cookie-banner-preview';

interface SiteBanner {
  banner: CookieBannerSettings;
  fingerprint: string;
}

// Per settings object: a site's row is replaced, never changed in place, when it is saved.
const bannerOfSettings = new WeakMap<object, SiteBanner>();

export function siteCookieBanner(site: Pick<Website, 'settings'>): SiteBanner {
  let found = bannerOfSettings.get(site.settings);
  if (!found) {
    const banner = cookieBannerOfSite(site.settings);
    found = { banner, fingerprint: bannerFingerprint(banner) };
    bannerOfSettings.set(site.settings, found);
  }
  return found;
}

/** What to add to a page's cache key: the copy without the banner for a visitor who chose. */
export function cookieBannerCacheVariant(
  site: Pick<Website, 'settings'>,
  cookieHeader: string | undefined,
): '' | '#chosen' {
  const { banner, fingerprint } = siteCookieBanner(site);
  if (!banner.isCookieBannerEnabled) return '';
  return consentOfCookieHeader(cookieHeader, fingerprint) === null ? '' : '#chosen';
}

/** Unsaved banner settings from the preview parameter, or null when absent or not valid. */
function previewBanner(value: unknown): CookieBannerSettings | null {
  if (typeof value !== 'string' || value.length > 12_000) return null;
  try {
    const parsed = cookieBannerSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? normalizeCookieBanner(parsed.data) : null;
  } catch {
    return null;
  }
}

/** The page's banner: the site's (when on), or for a member who may edit it, the previewed one. */
export function pageCookieBanner(input: {
  site: Pick<Website, 'settings'>;
  cookieHeader: string | undefined;
  role: number | undefined;
  previewValue: unknown;
}) {
  const preview =
    input.previewValue !== undefined && hasPermission(input.role, Permission.settingsGeneral)
      ? previewBanner(input.previewValue)
      : null;
  if (preview)
    return { banner: preview, fingerprint: bannerFingerprint(preview), isChosen: false, isPreview: true };
  const { banner, fingerprint } = siteCookieBanner(input.site);
  if (!banner.isCookieBannerEnabled) return null;
  return {
    banner,
    fingerprint,
    isChosen: consentOfCookieHeader(input.cookieHeader, fingerprint) !== null,
  };
}
