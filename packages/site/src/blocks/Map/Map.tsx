// The Map block (issue 19, UI-077..094, docs/decisions/052). The server renders a box with the
// address and a link to the map on an external maps page, which works for everyone (no
// JavaScript, a blocked map script). The island (island.ts, no React) draws the map in the box
// when the block is scrolled near: Google Maps on a site with a Google Maps key, Leaflet otherwise.
import {
  externalMapsUrl,
  MAP_API_TIMEOUT_MS,
  type MapPageContext,
  type MapSettings,
  mapAddressText,
  mapSettingsOf,
} from '@folio/core/map-block';
import { type RefObject, useContext, useEffect, useRef } from 'react';
import { Island } from '../../islands/Island.tsx';
import styles from './Map.module.css';
import { MapCanvasContext } from './map-canvas-context.ts';
import type { debouncedUpdates, MapView } from './map-view.ts';

/**
 * In the editor's canvas only (a browser, effects run; never on the server): the live map, drawn
 * as a visitor's island draws it, and each change of the block's settings applied 60 ms after the
 * last one (UI-092). Leaflet only: Google's script is not loaded into the editor.
 */
function useCanvasMap(rootRef: RefObject<HTMLElement | null>, settings: MapSettings, isEditing: boolean) {
  // By value: a refetched answer with the same settings does not draw the map again.
  const contextKey = JSON.stringify(useContext(MapCanvasContext));
  const updates = useRef<ReturnType<typeof debouncedUpdates> | null>(null);
  const latest = useRef(settings);
  latest.current = settings;
  const settingsKey = JSON.stringify(settings);
  useEffect(() => {
    const root = rootRef.current;
    const context = JSON.parse(contextKey) as MapPageContext | null;
    if (!isEditing || context?.provider !== 'leaflet' || !root) return;
    let isGone = false;
    let view: MapView | null = null;
    void Promise.all([import('./island.ts'), import('./map-view.ts')]).then(async ([island, mapView]) => {
      const drawn = await island.drawMap(root, latest.current, {
        context,
        open: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
        providers: island.MAP_PROVIDERS,
        timeoutMs: MAP_API_TIMEOUT_MS,
      });
      if (isGone) return drawn?.destroy();
      view = drawn;
      if (drawn) updates.current = mapView.debouncedUpdates(drawn);
    });
    return () => {
      isGone = true;
      updates.current?.cancel();
      updates.current = null;
      view?.destroy();
    };
  }, [contextKey, isEditing, rootRef]);
  useEffect(() => {
    updates.current?.update(JSON.parse(settingsKey) as MapSettings);
  }, [settingsKey]);
}

export interface MapProps {
  id?: string;
  location?: Record<string, unknown>;
  puck?: { isEditing?: boolean };
  [option: string]: unknown;
}

/** The marker, drawn as the static box's pin too (UI-091: 48x64, shown at half size). */
export function MarkerPin({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="24"
      height="32"
      viewBox="0 0 48 64"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M24 1C11.3 1 1 11.2 1 23.8 1 41 24 63 24 63s23-22 23-39.2C47 11.2 36.7 1 24 1z"
        fill="#c2410c"
        stroke="#fff"
        strokeWidth="2"
      />
      <circle cx="24" cy="24" r="8" fill="#fff" />
    </svg>
  );
}

export function MapBlock(props: MapProps) {
  const settings = mapSettingsOf(props as Record<string, unknown>);
  const { location } = settings;
  const address = mapAddressText(location);
  const title = location.addressTitle.trim();
  const label = title ? `Map: ${title}` : address ? `Map: ${address}` : 'Map';
  const rootRef = useRef<HTMLElement>(null);
  useCanvasMap(rootRef, settings, props.puck?.isEditing === true);
  return (
    <Island name="Map" props={settings}>
      <section
        ref={rootRef}
        className={`${styles.map} site-map`}
        aria-label={label}
        data-map=""
        data-state="idle"
        data-map-style={settings.options.style}
      >
        <div className={styles.canvas} data-map-canvas="">
          <div className={styles.placeholder} data-map-placeholder="">
            <MarkerPin className={styles.pin} />
          </div>
        </div>
        {title || address || !props.puck?.isEditing ? (
          <p className={styles.address}>
            {title ? <strong className={styles.title}>{title}</strong> : null}
            {address ? <span className={styles.line}>{address}</span> : null}
            {/* UI-087: the island points this link (and the marker) at the provider's maps page. */}
            <a
              className={styles.link}
              href={externalMapsUrl(location, 'leaflet')}
              target="_blank"
              rel="noopener noreferrer"
              data-map-link=""
            >
              Open in a maps page<span className={styles.visuallyHidden}> (opens in a new window)</span>
            </a>
          </p>
        ) : (
          <p className={styles.hint}>Search for an address in the block’s settings.</p>
        )}
      </section>
    </Island>
  );
}
