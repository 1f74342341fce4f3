// Settings of the popup overlay and the map block, normalised alike in editor, server and browser.

/** UI-048 */
export interface PopupOverlaySettings {
  style: string;
  version: number;
  showUntilSignup: boolean;
  /** Days before a closed popup shows again; -1 means never again. */
  displayFrequency: number;
  enableMobile: boolean;
}

export function normalizePopupOverlay(raw: Record<string, unknown> = {}): PopupOverlaySettings {
  const frequency = Number(raw.displayFrequency);
  return {
    style: typeof raw.style === 'string' ? raw.style : 'default',
    version: Number.isInteger(raw.version) ? (raw.version as number) : 1,
    showUntilSignup: raw.showUntilSignup === true,
    displayFrequency: Number.isFinite(frequency) ? Math.max(-1, Math.floor(frequency)) : 7,
    enableMobile: raw.enableMobile !== false,
  };
}

/** UI-053: what the browser keeps in local storage under date-closed, version and submitted. */
export interface PopupOverlayMemory {
  dateClosed?: number | null;
  version?: number | null;
  submitted?: boolean | null;
}

export const POPUP_STORAGE_KEYS = {
  dateClosed: 'date-closed',
  version: 'version',
  submitted: 'submitted',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * UI-049..052. A new settings version shows the popup again despite an earlier close or submit
 * (the likely intent of UI-052; docs/decisions/006).
 */
export function shouldShowPopupOverlay(
  settings: PopupOverlaySettings,
  memory: PopupOverlayMemory,
  now: number,
): boolean {
  if (memory.version !== undefined && memory.version !== null && memory.version !== settings.version)
    return true;
  if (settings.showUntilSignup && memory.submitted) return false;
  if (memory.dateClosed !== undefined && memory.dateClosed !== null) {
    if (settings.displayFrequency === -1) return false;
    if (now - memory.dateClosed < settings.displayFrequency * DAY_MS) return false;
  }
  return true;
}

/** UI-077 */
export interface MapLocation {
  mapLat: number;
  mapLng: number;
  markerLat: number;
  markerLng: number;
  mapZoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** UI-078: the centre of a map with no location (New York City; the spec leaves the city open). */
export const DEFAULT_MAP_CENTER = { lat: 40.7128, lng: -74.006 } as const;
/** UI-079 */
export const DEFAULT_MAP_ZOOM = 12;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** UI-078..080 */
export function normalizeMapLocation(raw: Record<string, unknown> = {}): MapLocation {
  const mapLat = num(raw.mapLat) ?? DEFAULT_MAP_CENTER.lat;
  const mapLng = num(raw.mapLng) ?? DEFAULT_MAP_CENTER.lng;
  return {
    mapLat,
    mapLng,
    markerLat: num(raw.markerLat) ?? mapLat,
    markerLng: num(raw.markerLng) ?? mapLng,
    mapZoom: num(raw.mapZoom) ?? DEFAULT_MAP_ZOOM,
    addressTitle: str(raw.addressTitle),
    addressLine1: str(raw.addressLine1),
    addressLine2: str(raw.addressLine2),
    addressCountry: str(raw.addressCountry),
  };
}

/** UI-081, UI-082 */
export const DEFAULT_MAP_OPTIONS = {
  style: 'Grayscale',
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: true,
  showControls: true,
  disableDefaultUI: true,
  markerDraggable: false,
  linkOnClick: true,
} as const;

export type MapOptions = {
  -readonly [K in keyof typeof DEFAULT_MAP_OPTIONS]: (typeof DEFAULT_MAP_OPTIONS)[K] extends boolean
    ? boolean
    : string;
};

export function normalizeMapOptions(raw: Record<string, unknown> = {}): MapOptions {
  const out = { ...DEFAULT_MAP_OPTIONS } as MapOptions;
  for (const key of Object.keys(DEFAULT_MAP_OPTIONS) as (keyof MapOptions)[]) {
    const value = raw[key];
    if (typeof value === typeof DEFAULT_MAP_OPTIONS[key]) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
