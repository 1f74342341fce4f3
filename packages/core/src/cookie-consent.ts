// The visitor's cookie choice (UI-028..033, TRACK-006): how it is stored, read and what it allows.
// Pure rules shared by the server (which omits the banner once a choice exists) and the browser
// (the banner island and the always-on consent API). docs/decisions/036-cookie-banner.md.
import { type CookieBannerSettings, normalizeCookieBanner } from './site-settings.ts';

/** The first-party cookie holding the choice: `2.<fingerprint>.<a|d>` (version, banner, choice). */
export const CONSENT_COOKIE = 'folio_cookie_consent';
/** UI-031 */
export const COOKIE_BANNER_VERSION = 2;
/** UI-029: the choice is kept 30 days. */
export const CONSENT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** UI-032: window events that show the banner even after a choice, and put it back to the rule. */
export const FORCE_BANNER_EVENT = 'folio:cookie-banner:force';
export const UNFORCE_BANNER_EVENT = 'folio:cookie-banner:unforce';
/** Sent on window when the visitor chooses (detail: { choice }); tracking code listens for it. */
export const CONSENT_EVENT = 'folio:consent';

export type ConsentChoice = 'accepted' | 'declined';

/** The stored banner of a site: the spec-named settings, or the older `{ enabled, message }`. */
export function cookieBannerOfSite(settings: {
  cookieBannerSettings?: Record<string, unknown>;
  cookieBanner?: { enabled: boolean; message: string };
}): CookieBannerSettings {
  if (settings.cookieBannerSettings) return normalizeCookieBanner(settings.cookieBannerSettings);
  const legacy = settings.cookieBanner;
  return normalizeCookieBanner(
    legacy ? { isCookieBannerEnabled: legacy.enabled, cookieBannerText: legacy.message } : {},
  );
}

/**
 * UI-033: what the visitor answered, as 8 hex digits (FNV-1a). A choice made for another
 * fingerprint does not count, so a banner whose words or choices change asks again; its look
 * (theme, variant, position, CTA variant) does not.
 */
export function bannerFingerprint(banner: CookieBannerSettings): string {
  const text = [
    COOKIE_BANNER_VERSION,
    banner.cookieBannerText,
    banner.cookieBannerCtaText,
    banner.cookieBannerAcceptType,
    banner.cookieBannerAcceptType === 'OPT_IN_AND_OUT' ? banner.cookieBannerOptOutCtaText : '',
  ].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function consentCookieValue(fingerprint: string, choice: ConsentChoice): string {
  return `${COOKIE_BANNER_VERSION}.${fingerprint}.${choice === 'accepted' ? 'a' : 'd'}`;
}

/** The choice a cookie value holds for this banner, or null (none, another version or banner). */
export function consentOfValue(value: string | undefined | null, fingerprint: string): ConsentChoice | null {
  const match = /^(\d+)\.([0-9a-f]{8})\.([ad])$/.exec(value ?? '');
  if (!match || Number(match[1]) !== COOKIE_BANNER_VERSION || match[2] !== fingerprint) return null;
  return match[3] === 'a' ? 'accepted' : 'declined';
}

/** The same, from a whole Cookie header (or document.cookie). */
export function consentOfCookieHeader(
  header: string | undefined | null,
  fingerprint: string,
): ConsentChoice | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(header ?? '');
  return consentOfValue(match?.[1], fingerprint);
}

/** TRACK-001, TRACK-002 and the SS_* analytics cookies of the spec: what consent gates. */
export function isTrackingCookieName(name: string): boolean {
  return name === 'ss_cvr' || name === 'ss_cvt' || name.startsWith('SS_');
}

/**
 * Whether tracking may keep cookies in the visitor's browser. TRACK-006: not with a restrictive
 * policy and no consent. Not after the visitor declined, whatever the policy. Not when the owner
 * turned analytics cookies off (counts then go without identifiers).
 */
export function mayUseTrackingCookies(input: {
  isRestrictiveCookiePolicyEnabled: boolean;
  isAnalyticsCookiesDisabled: boolean;
  choice: ConsentChoice | null;
}): boolean {
  if (input.isAnalyticsCookiesDisabled || input.choice === 'declined') return false;
  return input.choice === 'accepted' || !input.isRestrictiveCookiePolicyEnabled;
}
