// The cookie banner's behaviour (UI-028..033), plain TypeScript: its own chunk, loaded by the
// runtime (runtime/consent.ts) only while the page shows the banner or when it is forced. Storing
// the choice lives here too, so a page without a banner loads none of it (decision 037's budget);
// the cookie rules it reads are @folio/core/cookie-consent's, which the runtime already holds.
import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
  consentOfCookieHeader,
  UNFORCE_BANNER_EVENT,
} from '@folio/core/cookie-consent';

/** What the banner does with the visitor's cookies and the page (tests lend their own). */
export interface ConsentControl {
  hasChoice(fingerprint: string): boolean;
  /** Stores the choice (UI-029, UI-031) and tells the page (CONSENT_EVENT). */
  choose(fingerprint: string, choice: ConsentChoice): void;
  /** UI-032: calls back on each unforce event. */
  onUnforce(callback: () => void): void;
}

/** The banner's control over this document's cookies. */
export function consentControl(doc: Document): ConsentControl {
  const view = doc.defaultView;
  return {
    hasChoice: (banner) => consentOfCookieHeader(doc.cookie, banner) !== null,
    choose(banner, choice) {
      // UI-029, UI-031: version 2, 30 days, first-party.
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${CONSENT_COOKIE}=${consentCookieValue(banner, choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
      view?.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { choice } }));
    },
    onUnforce: (callback) => view?.addEventListener(UNFORCE_BANNER_EVENT, callback),
  };
}

const LIVE_BANNER = 'div[data-cookie-banner]';
/** The inert copy a page carries once the visitor chose, for forcing (CookieBannerTemplate). */
export const BANNER_TEMPLATE_ID = 'folio-cookie-banner';

let isForced = false;
let isUnforceHeard = false;

const hasChoice = (control: ConsentControl, banner: HTMLElement) =>
  control.hasChoice(banner.dataset.cookieBanner ?? '');

function wire(
  doc: Document,
  banner: HTMLElement,
  control: ConsentControl,
  returnFocusTo: Element | null,
): void {
  const isPreview = banner.dataset.preview !== undefined;
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-choice]');
    if (!button || isPreview) return;
    const choice: ConsentChoice = button.dataset.choice === 'declined' ? 'declined' : 'accepted';
    isForced = false;
    const hadFocus = banner.contains(doc.activeElement);
    banner.remove();
    if (hadFocus && returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    control.choose(banner.dataset.cookieBanner ?? '', choice);
  });
  // Escape never dismisses the banner, and is not the page's Escape shortcut while in it.
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' || event.key === 'Esc') event.preventDefault();
  });
}

/**
 * Mounts the page's banner, or (forced) a copy of it from the page's template. A banner whose
 * choice exists meanwhile (a page kept from before the choice) is removed unless forced (UI-030).
 * Focus moves to the banner when nothing else has it and the page is not framed (the editor's
 * preview), so a visitor typing into a form keeps their place; a forced banner always takes it.
 */
export function mountCookieBanner(
  doc: Document,
  options: { isForced: boolean; control?: ConsentControl },
): HTMLElement | null {
  const control = options.control ?? consentControl(doc);
  const view = doc.defaultView;
  if (options.isForced) isForced = true;
  let banner = doc.querySelector<HTMLElement>(LIVE_BANNER);
  if (!banner && options.isForced) {
    const template = doc.getElementById(BANNER_TEMPLATE_ID);
    const copy =
      template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : null;
    if (copy instanceof HTMLElement) {
      template?.after(copy);
      banner = copy;
    }
  }
  if (!banner) return null;
  if (!isForced && banner.dataset.preview === undefined && hasChoice(control, banner)) {
    banner.remove();
    return null;
  }
  if (!isUnforceHeard) {
    isUnforceHeard = true;
    // UI-032: back to the rule: a banner whose choice exists goes; one still unanswered stays.
    control.onUnforce(() => {
      isForced = false;
      const live = doc.querySelector<HTMLElement>(LIVE_BANNER);
      if (live && live.dataset.preview === undefined && hasChoice(control, live)) live.remove();
    });
  }
  const active = doc.activeElement;
  if (banner.dataset.wired === undefined) {
    banner.dataset.wired = '';
    wire(doc, banner, control, active);
  }
  const isFramed = view !== null && view !== view.top;
  if (!isFramed && (options.isForced || !active || active === doc.body))
    banner.focus({ preventScroll: true });
  return banner;
}
