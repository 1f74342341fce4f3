// Issue 19 (PAGE-005, UI-048..UI-053): when a visitor's browser shows the site's popup overlay.
// No imports (zod included): the popup's small script bundles this file and nothing else
// (docs/decisions/048-popup-overlay.md).

/** UI-053: the local-storage keys of the popup's state (prefixed: the site shares its origin with islands). */
export const POPUP_STORAGE_KEYS = {
  dateClosed: 'folio-popup:date-closed',
  version: 'folio-popup:version',
  submitted: 'folio-popup:submitted',
} as const;

/** UI-050: a displayFrequency of -1 means "closed: never again". */
export const POPUP_NEVER_AGAIN = -1;
const DAY_MS = 86_400_000;

/** What local storage holds (null: absent). */
export interface PopupStoredState {
  dateClosed: string | null;
  version: string | null;
  submitted: string | null;
}

export interface PopupRuleSettings {
  version: number;
  displayFrequency: number;
  showUntilSignup: boolean;
}

/**
 * UI-049..UI-052. The stored state counts only for the version it was stored with: a new version
 * (the owner's "show it again to everyone") shows the popup despite an earlier close or sign-up
 * (the likely intent of UI-052, decision 048). For the same version the popup is not shown while
 * it was closed within displayFrequency days (UI-049), ever after a close with -1 (UI-050), or
 * after a sign-up with showUntilSignup (UI-051).
 */
export function shouldShowPopup(stored: PopupStoredState, settings: PopupRuleSettings, now: number): boolean {
  if (stored.version !== String(settings.version)) return true;
  if (settings.showUntilSignup && stored.submitted === 'true') return false;
  if (stored.dateClosed === null) return true;
  const closedAt = Date.parse(stored.dateClosed);
  if (Number.isNaN(closedAt)) return true;
  if (settings.displayFrequency === POPUP_NEVER_AGAIN) return false;
  return now - closedAt >= settings.displayFrequency * DAY_MS;
}

/** UI-053: what to store when the visitor closes the popup. */
export const closedState = (settings: PopupRuleSettings, now: number, prior: PopupStoredState) => ({
  dateClosed: new Date(now).toISOString(),
  version: String(settings.version),
  submitted: prior.version === String(settings.version) ? prior.submitted : null,
});

/** UI-053: what to store when the visitor signs up (follows the popup's button). */
export const submittedState = (settings: PopupRuleSettings, now: number) => ({
  dateClosed: new Date(now).toISOString(),
  version: String(settings.version),
  submitted: 'true',
});
