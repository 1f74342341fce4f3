// In-page links of published sites (issue 19, docs/decisions/053): a click on a link to `#name`
// (a button, a navigation or footer link, a link in text) whose target is on the page scrolls
// there with the scroll tween, the target 30 px below the top of the window, at once with
// prefers-reduced-motion; `#top` goes to the top of the page. The address takes the anchor (Back
// returns), and once scrolling has ended (UI-060) the target takes the keyboard focus and the page
// says where it went (`data-scrolled-to` on <html>). Loaded by the runtime only on a page with
// such a link.
import { scrollToElement } from './scroll-tween.ts';

/** The in-page links this module answers: a name after the #; not the skip link, not Sign in. */
export const ANCHOR_LINK_SELECTOR = 'a[href^="#"]:not([href="#"],[href="#main"],[data-account-link])';

/** The element an in-page link points to, null for `#top`, undefined when it is not on the page. */
export function anchorTargetOf(
  link: HTMLAnchorElement,
  doc: Document = document,
): Element | null | undefined {
  let name: string;
  try {
    name = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
  } catch {
    return undefined;
  }
  const element = name ? doc.getElementById(name) : undefined;
  if (element) return element;
  return name === 'top' ? null : undefined;
}

function focusAfterScroll(element: Element | null) {
  if (!(element instanceof HTMLElement)) return;
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
    element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

export function installAnchorLinks(doc: Document = document): void {
  const win = doc.defaultView ?? window;
  doc.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(ANCHOR_LINK_SELECTOR);
    if (!link || link.target === '_blank') return;
    const target = anchorTargetOf(link, doc);
    if (target === undefined) return;
    event.preventDefault();
    const hash = link.getAttribute('href') ?? '';
    if (win.location.hash !== hash) win.history.pushState(null, '', hash);
    const isInstant = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    void scrollToElement(target, { isInstant, win }).then(() => {
      doc.documentElement.dataset.scrolledTo = target?.id || 'top';
      focusAfterScroll(target);
    });
  });
  // Says in-page links now scroll (journeys wait for it, as for an island's data-hydrated).
  doc.documentElement.dataset.anchorLinks = '';
}
