// The visitor's cookie consent on every published page (always on, about 0.8 KB gzip): the
// window.folio.consent API tracking code reads, TRACK-006's clearing of tracking cookies, and the
// loading of the banner's own chunk only while the page shows it or when it is forced (UI-032).
import type { PageContext } from '@folio/core';
import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
  consentOfCookieHeader,
  FORCE_BANNER_EVENT,
  isTrackingCookieName,
  mayUseTrackingCookies,
  UNFORCE_BANNER_EVENT,
} from '@folio/core/cookie-consent';
import type { ConsentControl } from '../cookie-banner/cookie-banner-island.ts';

export interface ConsentApi {
  /** The visitor's choice for the site's current banner, or null when none is stored. */
  get(): ConsentChoice | null;
  /** Whether tracking may set or keep its cookies now (TRACK-006). */
  mayUseTrackingCookies(): boolean;
}

/**
 * Expires every tracking cookie (ss_cvr, ss_cvt, SS_*) this page can see, on the path and on each
 * domain it may have been set for (the host and its parents). Returns the names it cleared.
 */
export function clearTrackingCookies(doc: Document = document): string[] {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(isTrackingCookieName);
  const host = doc.location?.hostname ?? '';
  const labels = host.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; Domain=${labels.slice(i).join('.')}`);
  for (const name of names)
    for (const domain of domains)
      doc.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
  return names;
}

export function installConsent(
  context: PageContext | null,
  doc: Document = document,
  loadBanner: () => Promise<typeof import('../cookie-banner/cookie-banner-island.ts')> = () =>
    import('../cookie-banner/cookie-banner-island.ts'),
): ConsentApi {
  const settings = context?.cookieSettings;
  const fingerprint = settings?.bannerFingerprint ?? '';
  const api: ConsentApi = {
    get: () => consentOfCookieHeader(doc.cookie, fingerprint),
    mayUseTrackingCookies: () =>
      mayUseTrackingCookies({
        isRestrictiveCookiePolicyEnabled: settings?.isRestrictiveCookiePolicyEnabled === true,
        isAnalyticsCookiesDisabled: settings?.isAnalyticsCookiesDisabled === true,
        choice: api.get(),
      }),
  };
  const view = doc.defaultView;
  if (view) {
    view.folio = { ...view.folio, context: view.folio?.context ?? context, consent: api };
    const enforce = () => {
      if (!api.mayUseTrackingCookies()) clearTrackingCookies(doc);
    };
    enforce();
    view.addEventListener(CONSENT_EVENT, enforce);
    const control: ConsentControl = {
      hasChoice: (banner) => consentOfCookieHeader(doc.cookie, banner) !== null,
      choose(banner, choice) {
        // UI-029, UI-031: version 2, 30 days, first-party.
        const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
        doc.cookie = `${CONSENT_COOKIE}=${consentCookieValue(banner, choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
        view.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { choice } }));
      },
      onUnforce: (callback) => view.addEventListener(UNFORCE_BANNER_EVENT, callback),
    };
    const mount = (isForced: boolean) =>
      loadBanner().then(
        (m) => void m.mountCookieBanner(doc, { isForced, control }),
        (error: unknown) => console.error('Cookie banner not loaded', error),
      );
    if (doc.querySelector('div[data-cookie-banner]')) void mount(false);
    view.addEventListener(FORCE_BANNER_EVENT, () => void mount(true));
  }
  return api;
}
