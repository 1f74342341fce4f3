// The announcement bar of published pages (issue 19, UI-054): whether a page shows it — the page
// context's showAnnouncementBar — and, for the config area's live preview, the unsaved bar a member
// who may edit the settings asks for (docs/decisions/046-announcement-bar.md). Dismissal lives in
// the visitor's local storage, so every visitor gets the same cached page.
import { hasPermission, Permission } from '@folio/core';
import {
  type AnnouncementBar,
  announcementBarOf,
  announcementBarSchema,
  announcementVersion,
} from '@folio/core/announcement-bar';
import type { Website } from '../modules/sites/service.ts';

/** The config area's live preview asks for a page with unsaved bar settings (base64url JSON). */
export const ANNOUNCEMENT_PREVIEW_PARAM = 'folio-announcement-bar-preview';

function previewBar(value: unknown): AnnouncementBar | null {
  if (typeof value !== 'string' || value.length > 4_000) return null;
  try {
    const parsed = announcementBarSchema.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The bar a page shows, or null. Shown when the site's bar is on, on pages with the site's header
 * (not a cover or parking page) and never under /config (the config area is not the site); for a
 * signed-in member also while off, hidden (PAGE-031).
 */
export function pageAnnouncementBar(input: {
  site: Pick<Website, 'settings'>;
  pathname: string;
  isFullScreen: boolean;
  role: number | undefined;
  previewValue: string | undefined;
}) {
  if (input.isFullScreen || input.pathname === '/config' || input.pathname.startsWith('/config/'))
    return null;
  const preview =
    input.previewValue !== undefined && hasPermission(input.role, Permission.settingsGeneral)
      ? previewBar(input.previewValue)
      : null;
  const bar = preview ?? announcementBarOf(input.site.settings);
  const isShown = bar.enabled && bar.text !== '';
  // PAGE-031: a signed-in member gets the bar while it is off too, hidden, for the owner's
  // "Preview announcement bar" control (docs/decisions/058); visitors get none of it.
  const isOwnerPreview = !isShown && !preview && hasPermission(input.role, Permission.config);
  if (!isShown && !isOwnerPreview) return null;
  return {
    text: bar.text || 'Your announcement',
    linkLabel: bar.linkLabel,
    linkUrl: bar.linkUrl,
    version: announcementVersion(bar),
    ...(preview ? { isPreview: true } : {}),
    ...(isOwnerPreview ? { isPreview: true, isOwnerPreview: true } : {}),
  };
}
