// The Restaurant booking island (issue 19, UI-072..076, docs/decisions/049), no React.
// - UI-075/076: a ResizeObserver sets the layout class by the block's width (wide over 850 px,
//   a column at 750 px or less).
// - UI-072: signed-in users (the page context's authenticatedAccount) see the preview-only notice
//   the server rendered hidden; no widget script is loaded for them.
// - UI-073/074: when the block comes near the viewport, OpenTable's loader script (the address
//   the server put in the page context) goes into the block: loading, then loaded. A script already
//   there (a second run, or a layout that changed the widget's theme) is removed with what it drew
//   and loaded again. The fallback link stays usable throughout; nothing reaches innerHTML.
import {
  type RestaurantBookingSettings,
  type RestaurantLayout,
  restaurantLayoutFor,
  restaurantSettingsOf,
  restaurantWidgetUrl,
} from '@folio/core/restaurant-booking-block';

export type RestaurantState = 'idle' | 'loading' | 'loaded' | 'failed' | 'preview-only';

const LAYOUT_CLASSES: Record<RestaurantLayout, string> = {
  wide: 'restaurant-booking--wide',
  standard: 'restaurant-booking--standard',
  column: 'restaurant-booking--column',
};

/** UI-075/076: puts the layout class (and data-layout) for `width` on the block; true if it changed. */
export function applyLayout(root: HTMLElement, width: number, settings: RestaurantBookingSettings): boolean {
  const layout = restaurantLayoutFor(width, settings.layout);
  const changed = root.dataset.layout !== layout;
  for (const [name, className] of Object.entries(LAYOUT_CLASSES))
    root.classList.toggle(className, name === layout);
  root.dataset.layout = layout;
  return changed;
}

function setState(root: HTMLElement, state: RestaurantState): void {
  root.dataset.state = state;
  if (state === 'loading') root.setAttribute('aria-busy', 'true');
  else root.removeAttribute('aria-busy');
}

/**
 * UI-073/074: loads the widget script into the block's widget box, or reloads it when one is
 * already there (removing it and everything it drew). Resolves with what it did.
 */
export function loadWidgetScript(root: HTMLElement, src: string): Promise<'loaded' | 'reloaded' | 'failed'> {
  const box = root.querySelector<HTMLElement>('[data-restaurant-widget]');
  if (!box) return Promise.resolve('failed');
  const wasPresent = box.querySelector('script[data-restaurant-script]') !== null;
  box.replaceChildren();
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.restaurantScript = '';
  setState(root, 'loading');
  box.append(script);
  // A browser fires load or error later, never during append(): listening now misses nothing.
  return new Promise((resolve) => {
    script.addEventListener('load', () => {
      // A later reload replaced this script: its answer no longer counts.
      if (!script.isConnected) return;
      setState(root, 'loaded');
      resolve(wasPresent ? 'reloaded' : 'loaded');
    });
    script.addEventListener('error', () => {
      if (!script.isConnected) return;
      setState(root, 'failed');
      resolve('failed');
    });
  });
}

interface Environment {
  /** The loader script's address (the page context's restaurantWidgetScript). */
  scriptUrl: string | null;
  isSignedIn: boolean;
}

function environment(): Environment {
  const context = window.folio?.context;
  return {
    scriptUrl: context?.restaurantWidgetScript ?? null,
    isSignedIn: Boolean(context?.authenticatedAccount),
  };
}

export function enhance(element: HTMLElement, props: unknown, env: Environment = environment()): void {
  const root = element.querySelector<HTMLElement>('[data-restaurant-booking]');
  if (!root) return;
  const settings = restaurantSettingsOf((props ?? {}) as Record<string, unknown>);
  if (!settings.restaurantId) return;
  let isNear = false;
  const load = () => {
    if (env.scriptUrl && isNear)
      void loadWidgetScript(
        root,
        restaurantWidgetUrl(env.scriptUrl, settings, root.dataset.layout as RestaurantLayout),
      );
  };
  applyLayout(root, root.getBoundingClientRect().width, settings);
  if (typeof ResizeObserver === 'function')
    new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width ?? root.getBoundingClientRect().width;
      // The widget's theme follows the layout: a changed layout reloads it (UI-074).
      if (applyLayout(root, width, settings) && root.dataset.state !== 'idle') load();
    }).observe(root);
  if (env.isSignedIn) {
    // UI-072: an inline notice (decision 049), not a dialog; the link still works.
    root.querySelector<HTMLElement>('[data-restaurant-notice]')?.removeAttribute('hidden');
    setState(root, 'preview-only');
    return;
  }
  if (!env.scriptUrl) return;
  const start = () => {
    isNear = true;
    load();
  };
  if (typeof IntersectionObserver !== 'function') {
    start();
    return;
  }
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        near.disconnect();
        start();
      }
    },
    { rootMargin: '400px 0px' },
  );
  near.observe(root);
}
