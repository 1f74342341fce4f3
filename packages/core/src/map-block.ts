// The Map block (issue 19, UI-077..094, docs/decisions/052): a map with a marker and an optional
// title. Pure rules shared by the page codec (refused on save), the server render, the browser
// island and the editor (no zod here: the island imports it; the save check is map-block-problem.ts).
// The location and option defaults are widget-settings.ts's (UI-077..082),
// the style names and numbers site-settings.ts's (UI-083, UI-084).
import { MAP_STYLE_NAMES, MAP_STYLE_NUMBERS } from './site-settings.ts';
import {
  DEFAULT_MAP_OPTIONS,
  type MapLocation,
  type MapOptions,
  normalizeMapLocation,
  normalizeMapOptions,
} from './widget-settings.ts';

export type MapStyleName = (typeof MAP_STYLE_NAMES)[number];
export type MapStyleNumber = keyof typeof MAP_STYLE_NUMBERS;

/** UI-091: the marker image is 48x64 and drawn at half that size. */
export const MAP_MARKER_ICON = { width: 48, height: 64 } as const;
export const MAP_MARKER_SHOWN = {
  width: MAP_MARKER_ICON.width / 2,
  height: MAP_MARKER_ICON.height / 2,
} as const;
/** UI-090: the map API load fails after 30 seconds. */
export const MAP_API_TIMEOUT_MS = 30_000;
/** UI-092: option updates reach the map 60 ms after the last change. */
export const MAP_OPTIONS_DEBOUNCE_MS = 60;
/** The map starts loading when the block comes this near the viewport (decision 052). */
export const MAP_NEAR_ROOT_MARGIN = '400px 0px';

export const MAP_BOUNDS = {
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
  zoom: { min: 1, max: 20 },
} as const;
export const MAP_ADDRESS_MAX = 200;

/** UI-084: the editor's number of a style name (the inverse of MAP_STYLE_NUMBERS). */
export function mapStyleNumber(name: string): MapStyleNumber {
  const entry = Object.entries(MAP_STYLE_NUMBERS).find(([, n]) => n === name);
  return (entry ? Number(entry[0]) : 2) as MapStyleNumber;
}

/** UI-084: the style name of an editor number (Grayscale, the default, for anything else). */
export function mapStyleName(value: unknown): MapStyleName {
  if (typeof value === 'string' && (MAP_STYLE_NAMES as readonly string[]).includes(value))
    return value as MapStyleName;
  const n = typeof value === 'string' && /^[1-6]$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && n in MAP_STYLE_NUMBERS
    ? MAP_STYLE_NUMBERS[n as MapStyleNumber]
    : (DEFAULT_MAP_OPTIONS.style as MapStyleName);
}

/**
 * The block's props (UI-085: location, controls, terrain, labels and style, plus the other UI
 * options of UI-081 under their own names). `style` is the editor's number (UI-084).
 */
export interface MapBlockProps {
  location: Partial<MapLocation>;
  style: MapStyleNumber;
  showControls: boolean;
  showTerrain: boolean;
  showLabels: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  disableDefaultUI: boolean;
}

export const MAP_BLOCK_DEFAULTS: MapBlockProps = {
  location: {},
  style: mapStyleNumber(DEFAULT_MAP_OPTIONS.style),
  showControls: DEFAULT_MAP_OPTIONS.showControls,
  showTerrain: DEFAULT_MAP_OPTIONS.showTerrain,
  showLabels: DEFAULT_MAP_OPTIONS.showLabels,
  draggable: DEFAULT_MAP_OPTIONS.draggable,
  scrollwheel: DEFAULT_MAP_OPTIONS.scrollwheel,
  markerDraggable: DEFAULT_MAP_OPTIONS.markerDraggable,
  linkOnClick: DEFAULT_MAP_OPTIONS.linkOnClick,
  disableDefaultUI: DEFAULT_MAP_OPTIONS.disableDefaultUI,
};

export interface MapSettings {
  location: MapLocation;
  options: MapOptions & { style: MapStyleName };
}

const clamp = (n: number, b: { min: number; max: number }) => Math.min(b.max, Math.max(b.min, n));

/** UI-077..084: the block's props with every default filled in and every number in range. */
export function mapSettingsOf(props: Record<string, unknown> = {}): MapSettings {
  const raw = (props.location && typeof props.location === 'object' ? props.location : {}) as Record<
    string,
    unknown
  >;
  const location = normalizeMapLocation(raw);
  location.mapLat = clamp(location.mapLat, MAP_BOUNDS.lat);
  location.markerLat = clamp(location.markerLat, MAP_BOUNDS.lat);
  location.mapLng = clamp(location.mapLng, MAP_BOUNDS.lng);
  location.markerLng = clamp(location.markerLng, MAP_BOUNDS.lng);
  location.mapZoom = Math.round(clamp(location.mapZoom, MAP_BOUNDS.zoom));
  const options = normalizeMapOptions(props);
  return { location, options: { ...options, style: mapStyleName(props.style) } };
}

/** The address as one line of text: what the marker's title and the external maps page carry. */
export function mapAddressText(location: MapLocation): string {
  const parts = [location.addressLine1, location.addressLine2, location.addressCountry]
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.join(', ');
}

export type MapProvider = 'google' | 'leaflet';

/**
 * UI-087: the external maps page a marker click opens, centred on the marker, with the address
 * text and the zoom: Google Maps on a site with a Google key, OpenStreetMap otherwise.
 */
export function externalMapsUrl(location: MapLocation, provider: MapProvider): string {
  const address = mapAddressText(location) || location.addressTitle.trim();
  const lat = String(location.markerLat);
  const lng = String(location.markerLng);
  const zoom = String(location.mapZoom);
  if (provider === 'google') {
    const query = new URLSearchParams({ q: address || `${lat},${lng}`, ll: `${lat},${lng}`, z: zoom });
    return `https://maps.google.com/maps?${query}`;
  }
  const query = new URLSearchParams({ mlat: lat, mlon: lng });
  if (address) query.set('query', address);
  return `https://www.openstreetmap.org/search?${query}#map=${zoom}/${lat}/${lng}`;
}

/** UI-088: the page context carries the key base64-encoded. */
export function encodeMapsKey(key: string): string {
  return btoa(key);
}

export function decodeMapsKey(encoded: string): string {
  try {
    return atob(encoded);
  } catch {
    return '';
  }
}

/** UI-088: the maps script's address: the endpoint with the key (decoded), language and region. */
export function mapsScriptUrl(input: {
  endpoint: string;
  encodedKey: string;
  language: string;
  region: string;
  callback: string;
}): string {
  const url = new URL(input.endpoint);
  url.searchParams.set('key', decodeMapsKey(input.encodedKey));
  if (input.language) url.searchParams.set('language', input.language);
  if (input.region) url.searchParams.set('region', input.region);
  url.searchParams.set('callback', input.callback);
  return url.toString();
}

/** The language and region of a site language tag ('en-GB' → en, GB). */
export function mapLanguageOf(tag: string): { language: string; region: string } {
  const [language = '', region = ''] = tag.split(/[-_]/);
  return {
    language: /^[a-z]{2,3}$/i.test(language) ? language.toLowerCase() : '',
    region: /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : '',
  };
}

/** What the browser gets in the page context on pages with a Map block (decision 052). */
export interface MapPageContext {
  provider: MapProvider;
  /** UI-088: the site's Google Maps key, base64-encoded; only with provider google. */
  googleMapsApiKey?: string;
  /** The maps script endpoint (provider google). */
  scriptUrl?: string;
  language: string;
  region: string;
  /** Leaflet's tile address template ({z}/{x}/{y}) and its attribution (provider leaflet). */
  tileUrl?: string;
  tileAttribution?: string;
  /** The tiles of the Satellite style (provider leaflet); the plain tiles without it. */
  satelliteTileUrl?: string;
}
