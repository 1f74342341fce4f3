// The popup overlay of published pages (issue 19, PAGE-005): whether a page carries the site's
// popup and, for the config area's live preview, the unsaved popup a member who may edit the
// settings asks for (docs/decisions/048-popup-overlay.md). Whether the visitor sees it (closed,
// signed up, version) is decided in the visitor's browser from local storage (UI-049..UI-053), so
// every visitor gets the same cached page.
import { hasPermission, Permission } from '@folio/core';
import { type PopupOverlay, popupOverlayOf, popupOverlaySchema } from '@folio/core/popup-overlay';
import type { Website } from '../modules/sites/service.ts';

/** The config area's live preview asks for a page with unsaved popup settings (base64url JSON). */
export const POPUP_PREVIEW_PARAM = 'folio-popup-overlay-preview';

function previewPopup(value: unknown): PopupOverlay | null {
  if (typeof value !== 'string' || value.length > 8_000) return null;
  try {
    const parsed = popupOverlaySchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The popup a page carries, or null: the site's popup is on, the page has the site's chrome (not a
 * cover or parking page) and is not under /config.
 */
export function pagePopupOverlay(input: {
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
      ? previewPopup(input.previewValue)
      : null;
  const popup = preview ?? popupOverlayOf(input.site.settings);
  if (!popup.enabled || popup.heading === '') return null;
  const { enabled: _enabled, ...shown } = popup;
  return { ...shown, ...(preview ? { isPreview: true } : {}) };
}
