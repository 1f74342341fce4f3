// The always-on browser runtime of published sites. Plain TypeScript, no React: it reads the page
// context and, only when the page has islands, loads each island's own chunk to hydrate it.
import type { PageContext } from '@folio/core';
import { loadChunk, NotFoundError } from '../runtime/chunk-load.ts';
import { type ConsentApi, installConsent } from '../runtime/consent.ts';
import { installErrorCapture } from '../runtime/error-capture.ts';
import type { ErrorDetails } from '../runtime/error-reporter.ts';
import { installEscapeKeyManager } from '../runtime/escape-key.ts';
import { createSite, isSecondRun, type Site } from '../runtime/site-lifecycle.ts';
import { installTooltips } from '../runtime/tooltip-install.ts';

/**
 * A block's island: `island.tsx` hydrates (or renders) a React tree over the server's markup;
 * `island.ts`, with no React, enhances the server's markup in place.
 */
type IslandModule =
  | { hydrate(element: HTMLElement, props: unknown): void }
  | { enhance(element: HTMLElement, props: unknown): void };

// One lazily loaded chunk per block folder with an island.ts or island.tsx.
const islandLoaders = import.meta.glob<IslandModule>('../blocks/*/island.{ts,tsx}');

export function islandLoader(name: string): (() => Promise<IslandModule>) | undefined {
  return islandLoaders[`../blocks/${name}/island.ts`] ?? islandLoaders[`../blocks/${name}/island.tsx`];
}

/** PAGE-018: the context the server wrote into the page, or null when it is missing or broken. */
export function readPageContext(doc: Document = document): PageContext | null {
  const text = doc.getElementById('folio-context')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageContext;
  } catch {
    return null;
  }
}

/**
 * PAGE-028..030: each island's chunk loads only on a page whose markup has that block (the cart's
 * on the cart page, product reviews on a product page). PAGE-033, PAGE-035: a chunk that fails
 * (or a block with no chunk) is reported and marked `data-island-failed`; the block keeps its
 * server-rendered markup and the rest of the page works.
 */
export async function hydrateIslands(
  doc: Document = document,
  report: (error: ErrorDetails) => void = (error) => console.error(error),
): Promise<void> {
  const elements = doc.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    Array.from(elements, async (element) => {
      const name = element.dataset.island ?? '';
      const load = islandLoader(name);
      const island = await (load
        ? loadChunk(`island-${name}`, load)
        : Promise.reject(new NotFoundError(`blocks/${name}/island`))
      ).catch((error: Error) => {
        element.dataset.islandFailed = '';
        report(error);
      });
      if (!island) return;
      const props: unknown = JSON.parse(element.dataset.props ?? '{}');
      if ('enhance' in island) island.enhance(element, props);
      else island.hydrate(element, props);
      // Says the block now answers clicks and keys (journeys wait for it before they act).
      element.dataset.hydrated = '';
    }),
  );
}

// site-user-session.ts's XSRF_KEY, written out: importing it would add that module to the runtime.
export const SITE_USER_TOKEN_KEY = 'folio:siteuser-xsrf';

/**
 * The header's account link. The dialog is its own chunk, loaded on the first click, or at once
 * for a visitor who holds a site-user token or arrives at #account; others download none of it.
 */
export function installAccountLink(doc: Document = document): void {
  // Issue 16 part 3: a link placed beside the navigation has a copy in the phone menu.
  const links = Array.from(doc.querySelectorAll<HTMLElement>('[data-account-link]'));
  const link = links[0];
  if (!link) return;
  const load = (isOpen: boolean, resetToken: string | null = null) =>
    import('../runtime/account-dialog.ts').then((m) => m.installAccountDialog(link, { isOpen, resetToken }));
  for (const each of links)
    each.addEventListener('click', (event) => {
      event.preventDefault();
      void load(true);
    });
  // Issue 16: an emailed reset link opens the site at #reset-password=<token>. The token leaves the
  // address at once (history, a shared screen), and the dialog asks for the new password.
  if (location.hash.startsWith(RESET_HASH_PREFIX)) {
    const token = location.hash.slice(RESET_HASH_PREFIX.length);
    history.replaceState(null, '', location.pathname + location.search);
    void load(true, token);
    return;
  }
  const isAsked = location.hash === link.getAttribute('href');
  if (isAsked || sessionStorage.getItem(SITE_USER_TOKEN_KEY)) void load(isAsked);
}

// account-dialog.ts's RESET_HASH_PREFIX, written out for the same reason as the token key.
export const RESET_HASH_PREFIX = '#reset-password=';

// runtime/login-shortcuts.ts's NOREDIRECT_KEY, written out (as the token key above).
export const NOREDIRECT_KEY = 'folio:noredirect';

// store/cart-session.ts's CART_COOKIE and CART_EVENT, written out (as the token key above).
export const CART_COOKIE = 'folio_cart';
export const CART_EVENT = 'folio:cart';

type CartBadgeModule = typeof import('../store/cart-badge.ts');

/**
 * The header's cart link on a site with a store. SHOP-019, SHOP-020: a visitor with no cart cookie
 * has an empty cart, synced here with no chunk (decision 057: the count, the spoken label of
 * cartBadgeLabel(0) and the subtotal); the badge's chunk (store/cart-badge.ts) loads only for a
 * visitor with a cart, or on the first cart change this page announces. SHOP-021: a chunk that
 * fails to load is reported on the console only.
 */
export function loadCartBadge(
  doc: Document = document,
  load: () => Promise<CartBadgeModule> = () => import('../store/cart-badge.ts'),
): Promise<void> {
  // Issue 16 part 3: a cart placed beside the navigation has a copy in the phone menu.
  const badges = Array.from(doc.querySelectorAll<HTMLElement>('[data-cart-badge]'));
  if (badges.length === 0) return Promise.resolve();
  const currencyCode = window.folio?.context?.websiteSettings.storeCurrency || 'USD';
  const start = (cart?: Parameters<CartBadgeModule['startCartBadge']>[1]['cart']) =>
    load().then(
      (m) => void m.startCartBadge(badges, { currencyCode, cart }),
      (error: unknown) => console.error('Commerce rollup not loaded', error),
    );
  if (/(?:^|;\s*)folio_cart=[^;]+/.test(doc.cookie)) return start();
  let subtotal = '';
  try {
    subtotal = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(0);
  } catch {
    // A currency code Intl does not know: the title says no amount.
  }
  for (const badge of badges) {
    const count = badge.querySelector<HTMLElement>('[data-cart-count]');
    if (count) count.dataset.countText = '0';
    badge.dataset.count = '0';
    badge.setAttribute('aria-label', '0 items in cart');
    badge.title = `Subtotal: ${subtotal}`;
    badge.dataset.state = 'initialized';
  }
  const view = doc.defaultView ?? window;
  view.addEventListener(CART_EVENT, (event) => void start((event as CustomEvent).detail), { once: true });
  return Promise.resolve();
}

/**
 * Decision 057: code for something on the page that waits for a visitor (the header's phone menu
 * and folders) loads on the first pointer, focus or click that reaches it; a click that came
 * before the code had loaded is given again once it has.
 */
export function installOnFirstUse(doc: Document, selector: string, load: () => Promise<unknown>): void {
  if (!doc.querySelector(selector)) return;
  const types = ['pointerover', 'focusin', 'click'] as const;
  let clicked: HTMLElement | null = null;
  let isLoading = false;
  const listen = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
    if (!target) return;
    if (event.type === 'click') clicked = target;
    if (isLoading) return;
    isLoading = true;
    void load().then(() => {
      for (const type of types) doc.removeEventListener(type, listen, true);
      clicked?.click();
    });
  };
  for (const type of types) doc.addEventListener(type, listen, true);
}

/**
 * Decision 057: the escape-key manager is always on; what Escape does when nothing is open (the
 * login shortcuts, runtime/login-shortcuts-install.ts) is its own chunk, loaded at once only for a
 * signed-in account or a ?noredirect / ?logout address, for anyone else on the first such Escape.
 */
export function installEscapeKey(
  context: PageContext | null,
  load: () => Promise<typeof import('../runtime/login-shortcuts-install.ts')> = () =>
    import('../runtime/login-shortcuts-install.ts'),
): Promise<unknown> | undefined {
  if (!context) return;
  // AUTH-011: remembered at once, before the visitor can leave for another page of the site.
  if (/[?&]noredirect(?:[=&]|$)/.test(location.search)) sessionStorage.setItem(NOREDIRECT_KEY, '1');
  let fallback: Promise<((event: KeyboardEvent) => void) | null> | null = null;
  const start = () => (fallback ??= load().then((m) => m.startLoginShortcuts(context)));
  installEscapeKeyManager(window, (event) => void start().then((answer) => answer?.(event)));
  if (context.authenticatedAccount !== null || /[?&](noredirect|logout)\b/.test(location.search))
    return start();
}

declare global {
  interface Window {
    folio?: { context: PageContext | null; consent?: ConsentApi; site?: Site };
  }
}

// PAGE-027: a second run of this script (a second copy on the page) changes nothing.
if (typeof window !== 'undefined' && !import.meta.env?.VITEST && !isSecondRun()) {
  const context = readPageContext();
  // PAGE-025: window.folio.site.state, 'initialised' once every initialiser below has run.
  const site = createSite();
  window.folio = { context, site };
  installConsent(context);
  // DATA-033: uncaught errors of every published page go to the site's owner.
  const reporter = installErrorCapture({
    websiteId: context?.website.id ?? null,
    templateId: context?.templateId ?? null,
  });
  void site.init([
    () => installEscapeKey(context),
    () =>
      installOnFirstUse(document, '[data-menu-button]', () =>
        import('../runtime/phone-menu.ts').then((m) => m.installPhoneMenu()),
      ),
    () =>
      installOnFirstUse(document, '[data-folder-button]', () =>
        import('../runtime/nav-folders.ts').then((m) => m.installNavFolders()),
      ),
    installTooltips,
    () => installAccountLink(),
    () => loadCartBadge(),
    () => hydrateIslands(document, reporter.report),
    // Decision 051: relative dates, a chunk only for pages that show one.
    () =>
      document.querySelector('time[data-relative]') &&
      import('../runtime/relative-time.ts').then((m) => m.startRelativeTimes()),
    // Decision 053: in-page links scroll with the tween, a chunk only for pages that have one
    // (anchor-links.ts' ANCHOR_LINK_SELECTOR, written out).
    () =>
      document.querySelector('a[href^="#"]:not([href="#"],[href="#main"],[data-account-link])') &&
      import('../runtime/anchor-links.ts').then((m) => m.installAnchorLinks()),
  ]);
  // Issue 18: visitor tracking is its own chunk, loaded after the load event (decision 037); on a
  // page load the draw samples, the performance chunk too (decision 043; bench/tracking.mjs counts
  // the hook's bytes between the two markers).
  const afterLoad = () => {
    void import('../runtime/tracking.ts').then((m) =>
      m.startTracking(context, {
        ...m.browserTrackingEnv(),
        // Decision 042: site and events-service events, only on a page that sends one.
        loadEvents: () => import('../runtime/analytics-events.ts'),
      }),
    );
    // performance-hook:start
    if (Math.random() < (context?.performanceSampleRate ?? 0))
      void import('../runtime/performance.ts').then((m) => m.measure(context));
    // performance-hook:end
  };
  if (document.readyState === 'complete') setTimeout(afterLoad);
  else addEventListener('load', () => setTimeout(afterLoad), { once: true });
}
