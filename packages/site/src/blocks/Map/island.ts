// The Map island (issue 19, UI-085..092, docs/decisions/052), no React. Nothing of a map loads
// with the page: when the block comes near the viewport (IntersectionObserver, rootMargin), the
// provider's chunk loads (Google Maps with the site's key, Leaflet otherwise), within 30 s
// (UI-090), and draws the map in the server's box. The address and link the server rendered stay
// under the map; the marker opens the same maps page in a new window (UI-087).
import {
  externalMapsUrl,
  MAP_API_TIMEOUT_MS,
  MAP_NEAR_ROOT_MARGIN,
  type MapPageContext,
  type MapSettings,
  mapSettingsOf,
} from '@folio/core/map-block';
import { type CreateMapView, type MapView, withTimeout } from './map-view.ts';

export type MapState = 'idle' | 'loading' | 'loaded' | 'failed';

type Provider = () => Promise<{ createMapView: CreateMapView }>;

export const MAP_PROVIDERS: Record<MapPageContext['provider'], Provider> = {
  google: () => import('./google-map.ts'),
  leaflet: () => import('./leaflet-map.ts'),
};

function setState(root: HTMLElement, state: MapState): void {
  root.dataset.state = state;
  if (state === 'loading') root.setAttribute('aria-busy', 'true');
  else root.removeAttribute('aria-busy');
}

export interface Environment {
  context: MapPageContext | null;
  open: (url: string) => void;
  providers: typeof MAP_PROVIDERS;
  timeoutMs: number;
}

function environment(): Environment {
  return {
    context: window.folio?.context?.map ?? null,
    open: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    providers: MAP_PROVIDERS,
    timeoutMs: MAP_API_TIMEOUT_MS,
  };
}

/** Draws the map now; resolves with the view, or null when it failed (the box keeps its address). */
export async function drawMap(
  root: HTMLElement,
  settings: MapSettings,
  env: Environment,
): Promise<MapView | null> {
  const canvas = root.querySelector<HTMLElement>('[data-map-canvas]');
  const context = env.context;
  if (!canvas || !context) return null;
  let location = settings.location;
  const link = root.querySelector<HTMLAnchorElement>('[data-map-link]');
  const urlNow = () => externalMapsUrl(location, context.provider);
  setState(root, 'loading');
  try {
    const provider = await withTimeout(env.providers[context.provider](), env.timeoutMs, 'The map');
    const view = await withTimeout(
      provider.createMapView(canvas, settings, context, {
        onMarkerClick: () => {
          if (settings.options.linkOnClick) env.open(urlNow());
        },
        onMarkerMoved: (lat, lng) => {
          location = { ...location, markerLat: lat, markerLng: lng };
          if (link) link.href = urlNow();
        },
      }),
      env.timeoutMs,
      'The map',
    );
    setState(root, 'loaded');
    return view;
  } catch (error) {
    setState(root, 'failed');
    console.error(error);
    return null;
  }
}

export function enhance(element: HTMLElement, props: unknown, env: Environment = environment()): void {
  const root = element.querySelector<HTMLElement>('[data-map]');
  if (!root || !env.context) return;
  // The server sends the settings already filled in ({ location, options }, Map.tsx).
  const sent = (props ?? {}) as { location?: unknown; options?: Record<string, unknown> };
  const settings = mapSettingsOf({ ...sent.options, location: sent.location });
  root.dataset.mapStyle = settings.options.style;
  const link = root.querySelector<HTMLAnchorElement>('[data-map-link]');
  if (link) link.href = externalMapsUrl(settings.location, env.context.provider);
  if (typeof IntersectionObserver !== 'function') {
    void drawMap(root, settings, env);
    return;
  }
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        near.disconnect();
        void drawMap(root, settings, env);
      }
    },
    { rootMargin: MAP_NEAR_ROOT_MARGIN },
  );
  near.observe(root);
}
