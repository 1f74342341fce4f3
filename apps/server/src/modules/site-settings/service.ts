// Issue 16 part 4: the site's settings as the owner edits them (title, profile, escape-key login,
// member accounts, developer mode, site type, cookie banner). They live on the site's row, owned by
// the sites module: this module checks them and writes through sites.updateGeneralSettings.
import { hasPermission, type MediaView, Permission } from '@folio/core';
import { type AnnouncementBar, announcementBarOf } from '@folio/core/announcement-bar';
import { POPUP_FORM_ID, type PopupOverlay, popupOverlayOf } from '@folio/core/popup-overlay';
import { siteProfileOf } from '@folio/core/site-profile';
import { normalizeCookieBanner } from '@folio/core/site-settings';
import type { SiteSettingsBody, SiteSettingsView, WebsiteTypeNumber } from '@folio/core/site-settings-api';
import type { Db } from '@folio/db';
import { forbidden, invalid } from '../../errors.ts';
import * as media from '../media/service.ts';
import type { Website } from '../sites/service.ts';
import * as sites from '../sites/service.ts';

/** What a change of settings must make stale: the site's cached pages and the site directory. */
export interface SettingsHooks {
  invalidatePages: (websiteId: string) => void;
  forgetSite: () => void;
}

const websiteTypeOf = (value: number): WebsiteTypeNumber => (value === 2 || value === 3 ? value : 1);

/** The settings of a site as the Settings screen shows them, for a member of role `role`. */
export async function viewOf(db: Db, site: Website, role: number): Promise<SiteSettingsView> {
  const s = site.settings;
  const profile = siteProfileOf(s);
  const ids = [profile.logoMediaId, profile.faviconMediaId].filter((id): id is string => id !== null);
  const images = ids.length ? await media.viewsByIds(db, site.id, ids) : new Map<string, MediaView>();
  const imageOf = (id: string | null) => {
    const found = id ? images.get(id) : undefined;
    return found ? { id: found.id, url: found.url, width: found.width, height: found.height } : null;
  };
  return {
    title: site.title,
    profile,
    escapeKeyLogin: s.escapeKeyLogin !== false,
    memberAccounts: s.memberAccounts === true,
    developerMode: s.developerMode === true,
    websiteType: websiteTypeOf(s.websiteType),
    cookieBanner: normalizeCookieBanner(s.cookieBannerSettings ?? legacyBanner(s.cookieBanner)),
    logo: imageOf(profile.logoMediaId),
    favicon: imageOf(profile.faviconMediaId),
    canChangeDeveloperMode: hasPermission(role, Permission.settingsDeveloper),
    canManageDomains: hasPermission(role, Permission.settingsDomains),
  };
}

/** A site saved before issue 16 kept only `{ enabled, message }`. */
function legacyBanner(banner: Website['settings']['cookieBanner'] | undefined): Record<string, unknown> {
  return banner ? { isCookieBannerEnabled: banner.enabled, cookieBannerText: banner.message } : {};
}

/**
 * Checks what the schema cannot (developer mode by role, media of this site) and saves. Throws 403
 * when a member without settingsDeveloper changes developer mode, 400 when a media id is not an
 * image of this site.
 */
export async function saveSettings(
  db: Db,
  site: Website,
  role: number,
  input: SiteSettingsBody,
  hooks: SettingsHooks,
): Promise<Website> {
  if (
    input.developerMode !== (site.settings.developerMode === true) &&
    !hasPermission(role, Permission.settingsDeveloper)
  )
    throw forbidden(
      'Only an administrator of this site can turn developer mode on or off.',
      'developer_mode_admin_only',
    );
  const { logoMediaId, faviconMediaId } = input.profile;
  const ids = [logoMediaId, faviconMediaId].filter((id): id is string => id !== null);
  if (ids.length) {
    const found = await media.viewsByIds(db, site.id, ids);
    if (logoMediaId && !found.has(logoMediaId))
      throw invalid(
        'profile.logoMediaId: the logo must be an image of this site’s media library.',
        'invalid_input',
      );
    if (faviconMediaId && !found.has(faviconMediaId))
      throw invalid(
        'profile.faviconMediaId: the favicon must be an image of this site’s media library.',
        'invalid_input',
      );
  }
  const banner = input.cookieBanner;
  const patch = {
    profile: input.profile,
    escapeKeyLogin: input.escapeKeyLogin,
    memberAccounts: input.memberAccounts,
    developerMode: input.developerMode,
    websiteType: input.websiteType,
    cookieBannerSettings: { ...banner },
    // What the page context carries today (PAGE-018): kept in step with the spec-named settings.
    cookieBanner: { enabled: banner.isCookieBannerEnabled, message: banner.cookieBannerText },
  };
  await sites.updateGeneralSettings(db, site.id, { title: input.title, patch });
  hooks.forgetSite();
  hooks.invalidatePages(site.id);
  return { ...site, title: input.title, settings: { ...site.settings, ...patch } };
}

/** Issue 19 (UI-054): the site's announcement bar as Settings › Announcement bar shows it. */
export function announcementBarView(site: Website): AnnouncementBar {
  return announcementBarOf(site.settings);
}

/** Saves the announcement bar (checked by announcementBarSchema) and drops the site's cached pages. */
export async function saveAnnouncementBar(
  db: Db,
  site: Website,
  bar: AnnouncementBar,
  hooks: SettingsHooks,
): Promise<Website> {
  await sites.updateAnnouncementBar(db, site.id, { ...bar });
  hooks.forgetSite();
  hooks.invalidatePages(site.id);
  return { ...site, settings: { ...site.settings, announcementBar: { ...bar } } };
}

/**
 * Issue 19 (PAGE-005): the site's popup overlay as Settings › Popup overlay shows it, with the
 * chosen image's address for the form's thumbnail (decision 058; null when none or deleted).
 */
export async function popupOverlayView(db: Db, site: Website) {
  const popup = popupOverlayOf(site.settings);
  const found = popup.imageMediaId
    ? (await media.viewsByIds(db, site.id, [popup.imageMediaId])).get(popup.imageMediaId)
    : undefined;
  return {
    ...popup,
    image: found ? { id: found.id, url: found.url, width: found.width, height: found.height } : null,
  };
}

/** Saves the popup overlay (checked by popupOverlaySchema) and drops the site's cached pages. */
export async function savePopupOverlay(
  db: Db,
  site: Website,
  popup: PopupOverlay,
  hooks: SettingsHooks,
): Promise<Website> {
  // Decision 058: the image must be one of this site's media library.
  if (
    popup.imageMediaId &&
    !(await media.viewsByIds(db, site.id, [popup.imageMediaId])).has(popup.imageMediaId)
  )
    throw invalid('imageMediaId: the image must be an image of this site’s media library.', 'invalid_input');
  await sites.updatePopupOverlay(db, site.id, { ...popup });
  hooks.forgetSite();
  hooks.invalidatePages(site.id);
  return { ...site, settings: { ...site.settings, popupOverlay: { ...popup } } };
}

/**
 * Decision 058: the newsletter sign-up inside the site's popup, as page data with one Newsletter
 * block (form POPUP_FORM_ID), so that the forms module finds and checks it as it does the footer's;
 * null while the popup is off or has no sign-up.
 */
export function popupSignupOfSite(site: { settings: { popupOverlay?: Record<string, unknown> } }) {
  const popup = popupOverlayOf(site.settings);
  if (!popup.enabled || !popup.hasSignup) return null;
  return {
    content: [
      {
        type: 'Newsletter',
        props: {
          id: POPUP_FORM_ID,
          title: 'Popup overlay',
          description: '',
          buttonText: popup.signupButtonText || 'Sign up',
          successMessage: popup.signupSuccessMessage || 'Thank you for signing up.',
          askName: popup.signupAskName,
        },
      },
    ],
  };
}
