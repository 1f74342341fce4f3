// The always-on browser runtime of published sites. Plain TypeScript, no React: it reads the page
// context and, only when the page has islands, loads each island's own chunk to hydrate it.
import type { PageContext } from '@folio/core';
import { loadChunk, NotFoundError } from '../runtime/chunk-load.ts';
import { type ConsentApi, installConsent } from '../runtime/consent.ts';
import { readCrumb } from '../runtime/data-request.ts';
import { type ErrorDetails, installErrorReporter } from '../runtime/error-reporter.ts';
import { installLoginShortcuts } from '../runtime/login-shortcuts-install.ts';
import { installNavFolders } from '../runtime/nav-folders.ts';
import { installPhoneMenu } from '../runtime/phone-menu.ts';
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

/**
 * The header's cart link on a site with a store: its badge code is its own chunk, loaded only
 * when the link is there. SHOP-021: a chunk that fails to load is reported on the console only.
 */
export function loadCartBadge(
  doc: Document = document,
  load: () => Promise<typeof import('../store/cart-badge.ts')> = () => import('../store/cart-badge.ts'),
): Promise<void> {
  // Issue 16 part 3: a cart placed beside the navigation has a copy in the phone menu.
  const badges = Array.from(doc.querySelectorAll<HTMLElement>('[data-cart-badge]'));
  if (badges.length === 0) return Promise.resolve();
  const currencyCode = window.folio?.context?.websiteSettings.storeCurrency || 'USD';
  return load().then(
    (m) => void m.startCartBadge(badges, { currencyCode }),
    (error: unknown) => console.error('Commerce rollup not loaded', error),
  );
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
  const reporter = installErrorReporter({
    websiteId: context?.website.id ?? null,
    templateId: context?.templateId ?? null,
    crumb: () => readCrumb(document),
  });
  void site.init([
    () => context && installLoginShortcuts(context),
    installPhoneMenu,
    installNavFolders,
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
