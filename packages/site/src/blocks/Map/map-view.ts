// What the island asks of a map provider (Google Maps or Leaflet, decision 052), and the one
// place option updates are debounced (UI-092).
import type { MapPageContext, MapSettings } from '@folio/core/map-block';
import { MAP_OPTIONS_DEBOUNCE_MS } from '@folio/core/map-block';

export interface MapHooks {
  /** UI-087: the marker was clicked (or pressed with Enter). */
  onMarkerClick(): void;
  /** The visitor dragged the marker (markerDraggable). */
  onMarkerMoved(lat: number, lng: number): void;
}

export interface MapView {
  /** Applies new settings at once (callers go through `debouncedUpdates`). */
  update(settings: MapSettings): void;
  destroy(): void;
}

export type CreateMapView = (
  canvas: HTMLElement,
  settings: MapSettings,
  context: MapPageContext,
  hooks: MapHooks,
) => Promise<MapView>;

/** UI-092: the settings reach the map 60 ms after the last of a run of changes, once. */
export function debouncedUpdates(view: MapView, delayMs = MAP_OPTIONS_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: MapSettings | undefined;
  return {
    update(settings: MapSettings) {
      latest = settings;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (latest) view.update(latest);
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** UI-089/090: a load that is pending, then settles with the load, or fails after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
