// The popup overlay of published pages (issue 19, PAGE-005): whether a page carries the site's
// popup and, for the config area's live preview, the unsaved popup a member who may edit the
// settings asks for (docs/decisions/048-popup-overlay.md). Whether the visitor sees it (closed,
// signed up, version) is decided in the visitor's browser from local storage (UI-049..UI-053), so
// every visitor gets the same cached page. Decision 058: its image (media library) and newsletter
// sign-up; PAGE-031: a signed-in member gets the popup even while it is off, to preview it.
import { hasPermission, type MediaView, Permission } from '@folio/core';
import {
  POPUP_FORM_ID,
  type PopupOverlay,
  popupOverlayOf,
  popupOverlaySchema,
} from '@folio/core/popup-overlay';
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
 * cover or parking page) and is not under /config. PAGE-031: for a signed-in member (`role` set) a
 * popup that is off is carried too, marked isOwnerPreview: it never opens by itself; the owner's
 * "Preview popup" control opens it.
 */
export async function pagePopupOverlay(input: {
  site: Pick<Website, 'id' | 'settings'>;
  pathname: string;
  isFullScreen: boolean;
  role: number | undefined;
  previewValue: string | undefined;
  /** The site's media by id (the popup's image); none: no image. */
  mediaOf?: (websiteId: string, ids: string[]) => Promise<Map<string, MediaView>>;
}) {
  if (input.isFullScreen || input.pathname === '/config' || input.pathname.startsWith('/config/'))
    return null;
  const preview =
    input.previewValue !== undefined && hasPermission(input.role, Permission.settingsGeneral)
      ? previewPopup(input.previewValue)
      : null;
  const popup = preview ?? popupOverlayOf(input.site.settings);
  const isShown = popup.enabled && popup.heading !== '';
  const isOwnerPreview = !isShown && !preview && hasPermission(input.role, Permission.config);
  if (!isShown && !isOwnerPreview) return null;
  const {
    enabled: _enabled,
    imageMediaId,
    imageAlt,
    hasSignup,
    signupButtonText,
    signupSuccessMessage,
    signupAskName,
    ...shown
  } = popup;
  const media =
    imageMediaId && input.mediaOf
      ? (await input.mediaOf(input.site.id, [imageMediaId])).get(imageMediaId)
      : undefined;
  return {
    ...shown,
    heading: shown.heading || 'Your heading',
    // Decision 058: an image of the site's media library (a deleted one is simply left out).
    image: media ? { url: media.url, width: media.width, height: media.height, alt: imageAlt } : null,
    signup: hasSignup
      ? {
          formId: POPUP_FORM_ID,
          buttonText: signupButtonText || 'Sign up',
          successMessage: signupSuccessMessage || 'Thank you for signing up.',
          askName: signupAskName,
        }
      : null,
    ...(preview ? { isPreview: true } : {}),
    ...(isOwnerPreview ? { isOwnerPreview: true } : {}),
  };
}

/**
 * PAGE-031: the owner's small "only you see this" control on the published site (decision 058):
 * for a signed-in member, on pages that carry the popup or the bar, and not inside the config
 * area's live previews (their frames are the member's too).
 */
export function pageOwnerWidgets(input: {
  role: number | undefined;
  hasPopup: boolean;
  hasBar: boolean;
  isPreviewRequest: boolean;
}) {
  if (input.isPreviewRequest || !hasPermission(input.role, Permission.config)) return null;
  if (!input.hasPopup && !input.hasBar) return null;
  return {
    hasPopup: input.hasPopup,
    hasBar: input.hasBar,
    canEdit: hasPermission(input.role, Permission.settingsGeneral),
  };
}
