// UI-088..090: the Google Maps script, requested from the maps script endpoint with the site's
// key (from the page context, decoded from base64), language and region; the load is pending,
// then loaded on its callback, or rejected after 30 seconds. One load per page.
import { MAP_API_TIMEOUT_MS, type MapPageContext, mapsScriptUrl } from '@folio/core/map-block';

export const MAPS_CALLBACK = '__folioMapsLoaded';
export const GOOGLE_MAPS_ENDPOINT = 'https://maps.googleapis.com/maps/api/js';

// biome-ignore lint/suspicious/noExplicitAny: Google's API has no types here (no @types/google.maps).
export type GoogleMaps = any;

let loading: Promise<GoogleMaps> | null = null;

export function loadGoogleMapsApi(
  context: MapPageContext,
  timeoutMs = MAP_API_TIMEOUT_MS,
  doc: Document = document,
): Promise<GoogleMaps> {
  if (loading) return loading;
  const scope = window as unknown as Record<string, unknown>;
  loading = new Promise<GoogleMaps>((resolve, reject) => {
    const timer = setTimeout(() => {
      loading = null;
      reject(new Error(`The map API did not load within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    scope[MAPS_CALLBACK] = () => {
      clearTimeout(timer);
      resolve((window as unknown as { google: { maps: GoogleMaps } }).google.maps);
    };
    const script = doc.createElement('script');
    script.async = true;
    script.src = mapsScriptUrl({
      endpoint: context.scriptUrl ?? GOOGLE_MAPS_ENDPOINT,
      encodedKey: context.googleMapsApiKey ?? '',
      language: context.language,
      region: context.region,
      callback: MAPS_CALLBACK,
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      loading = null;
      reject(new Error('The map API did not load'));
    });
    doc.head.append(script);
  });
  return loading;
}

/** For tests: forget the page's load. */
export function resetGoogleMapsApi(): void {
  loading = null;
}
