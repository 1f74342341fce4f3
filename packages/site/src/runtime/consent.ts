// The visitor's cookie consent on every published page (always on, about 0.8 KB gzip): the
// window.folio.consent API tracking code reads, TRACK-006's clearing of tracking cookies, and the
// loading of the banner's own chunk only while the page shows it or when it is forced (UI-032);
// storing a choice is that chunk's (cookie-banner-island.ts consentControl).
import type { PageContext } from '@folio/core';
import {
  CONSENT_EVENT,
  type ConsentChoice,
  consentOfCookieHeader,
  FORCE_BANNER_EVENT,
  isTrackingCookieName,
  mayUseTrackingCookies,
} from '@folio/core/cookie-consent';

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
    // The page context's booleans as they are; without settings neither is set (both false).
    mayUseTrackingCookies: () =>
      mayUseTrackingCookies({ ...(settings as NonNullable<typeof settings>), choice: api.get() }),
  };
  const view = doc.defaultView;
  if (view) {
    view.folio = { ...view.folio, context: view.folio?.context ?? context, consent: api };
    const enforce = () => {
      if (!api.mayUseTrackingCookies()) clearTrackingCookies(doc);
    };
    enforce();
    view.addEventListener(CONSENT_EVENT, enforce);
    const mount = (isForced: boolean) =>
      loadBanner().then(
        (m) => void m.mountCookieBanner(doc, { isForced }),
        (error: unknown) => console.error('Cookie banner not loaded', error),
      );
    if (doc.querySelector('div[data-cookie-banner]')) void mount(false);
    view.addEventListener(FORCE_BANNER_EVENT, () => void mount(true));
  }
  return api;
}
