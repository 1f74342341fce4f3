// The Map block's server side (issue 19, docs/decisions/052): the provider of a site's maps and
// its page context (UI-088), the owner's Google Maps key, and place search (UI-093, UI-094)
// proxied to Google Places (the site's key) or a Nominatim-compatible geocoder, cached and counted.
import { encodeMapsKey, type MapPageContext, mapLanguageOf } from '@folio/core/map-block';
import { siteProfileOf } from '@folio/core/site-profile';
import type { Db } from '@folio/db';
import { LRUCache } from 'lru-cache';
import type { MapsConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { HOUR_MS, type Quota, takeQuota } from '../quotas/service.ts';
import { updateGoogleMapsApiKey, type Website } from '../sites/service.ts';
import type { PlaceDetails, PlacePrediction } from './schema.ts';

export type Geocoder = 'google' | 'nominatim';

export const GEOCODER_NOT_CONFIGURED =
  'Place search is not set up for this site. Add a Google Maps key in Settings › Maps, or ask the server’s administrator to set GEOCODER_URL. You can still type the address and its latitude and longitude.';
export const GEOCODER_FAILED = 'The place search service did not answer. Please try again in a moment.';
export const PLACES_QUOTA_USED =
  'This site has used its place searches for this hour. Please try again later.';

const CACHE_TTL_MS = 24 * HOUR_MS;
const CACHE_MAX = 1000;
const UPSTREAM_TIMEOUT_MS = 8000;

export interface MapsHooks {
  /** After the key changes: the site's cached pages go, and the site directory forgets the site. */
  siteChanged(websiteId: string): void;
}

const keyOf = (site: Website) => site.settings.googleMapsApiKey?.trim() || '';

export class MapsService {
  /** A day's answers, the least recently asked dropped first past CACHE_MAX. */
  readonly #cache = new LRUCache<string, { value: unknown }>({ max: CACHE_MAX, ttl: CACHE_TTL_MS });
  readonly #quota: Quota;
  readonly #fetch: typeof fetch;

  constructor(
    private readonly db: Db,
    private readonly config: MapsConfig,
    options: { fetch?: typeof fetch } = {},
  ) {
    this.#quota = { kind: 'map-places', limit: config.placesPerHour, windowMs: HOUR_MS };
    this.#fetch = options.fetch ?? fetch;
  }

  providerOf(site: Website): 'google' | 'leaflet' {
    return keyOf(site) ? 'google' : 'leaflet';
  }

  geocoderOf(site: Website): Geocoder | null {
    if (keyOf(site)) return 'google';
    return this.config.geocoderUrl ? 'nominatim' : null;
  }

  /** UI-088: what a page with a Map block tells the browser. */
  pageContext(site: Website): MapPageContext {
    const { language, region } = mapLanguageOf(siteProfileOf(site.settings).language);
    const key = keyOf(site);
    if (key)
      return {
        provider: 'google',
        googleMapsApiKey: encodeMapsKey(key),
        scriptUrl: this.config.scriptUrl,
        language,
        region,
      };
    return {
      provider: 'leaflet',
      language,
      region,
      tileUrl: this.config.tileUrl,
      tileAttribution: this.config.tileAttribution,
      ...(this.config.satelliteTileUrl ? { satelliteTileUrl: this.config.satelliteTileUrl } : {}),
    };
  }

  settingsView(site: Website) {
    return {
      googleMapsApiKey: keyOf(site),
      provider: this.providerOf(site),
      geocoder: this.geocoderOf(site) ?? ('none' as const),
      map: this.pageContext(site),
    };
  }

  async saveSettings(site: Website, body: { googleMapsApiKey: string }, hooks: MapsHooks): Promise<Website> {
    const googleMapsApiKey = body.googleMapsApiKey || null;
    await updateGoogleMapsApiKey(this.db, site.id, googleMapsApiKey);
    hooks.siteChanged(site.id);
    return { ...site, settings: { ...site.settings, googleMapsApiKey } };
  }

  /** UI-093 */
  async autocomplete(
    site: Website,
    query: { input: string; sessionToken?: string; language?: string },
  ): Promise<{ predictions: PlacePrediction[]; source: Geocoder }> {
    const source = this.#geocoder(site);
    const language = query.language ?? mapLanguageOf(siteProfileOf(site.settings).language).language;
    const predictions = await this.#cached(
      site,
      `${source}|a|${language}|${query.input.toLowerCase()}`,
      () =>
        source === 'google'
          ? this.#googleAutocomplete(keyOf(site), query.input, language, query.sessionToken)
          : this.#nominatimSearch(query.input, language),
    );
    return { predictions, source };
  }

  /** UI-094 */
  async details(
    site: Website,
    query: { placeId: string; sessionToken?: string; language?: string },
  ): Promise<PlaceDetails & { source: Geocoder }> {
    const source = this.#geocoder(site);
    const language = query.language ?? mapLanguageOf(siteProfileOf(site.settings).language).language;
    const details = await this.#cached(site, `${source}|d|${language}|${query.placeId}`, () =>
      source === 'google'
        ? this.#googleDetails(keyOf(site), query.placeId, language, query.sessionToken)
        : this.#nominatimLookup(query.placeId, language),
    );
    return { ...details, source };
  }

  #geocoder(site: Website): Geocoder {
    const source = this.geocoderOf(site);
    if (!source)
      throw new AppError({
        kind: 'unavailable',
        code: 'geocoder_not_configured',
        message: GEOCODER_NOT_CONFIGURED,
      });
    return source;
  }

  /** A day's cache; what reaches the geocoder counts against the site's hourly quota. */
  async #cached<T>(site: Website, key: string, ask: () => Promise<T>): Promise<T> {
    const hit = this.#cache.get(key);
    if (hit) return hit.value as T;
    const granted = await takeQuota(this.db, { websiteId: site.id, quota: this.#quota, amount: 1 });
    if (granted === 0)
      throw new AppError({ kind: 'rate_limited', code: 'places_quota', message: PLACES_QUOTA_USED });
    const value = await ask();
    this.#cache.set(key, { value });
    return value;
  }

  async #getJson(url: URL, headers: Record<string, string> = {}): Promise<unknown> {
    try {
      const res = await this.#fetch(url, {
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      return await res.json();
    } catch {
      throw new AppError({ kind: 'unavailable', code: 'geocoder_failed', message: GEOCODER_FAILED });
    }
  }

  async #googleAutocomplete(key: string, input: string, language: string, sessionToken?: string) {
    const url = new URL(`${this.config.placesApiUrl.replace(/\/$/, '')}/autocomplete/json`);
    url.searchParams.set('input', input);
    url.searchParams.set('key', key);
    if (language) url.searchParams.set('language', language);
    if (sessionToken) url.searchParams.set('sessiontoken', sessionToken);
    const body = googleAnswer(await this.#getJson(url));
    const list = Array.isArray(body.predictions) ? body.predictions : [];
    return list.slice(0, 8).map((p: GoogleRecord) => ({
      placeId: str(p.place_id),
      description: str(p.description),
      mainText: str(p.structured_formatting?.main_text) || str(p.description),
      secondaryText: str(p.structured_formatting?.secondary_text),
    }));
  }

  async #googleDetails(key: string, placeId: string, language: string, sessionToken?: string) {
    const url = new URL(`${this.config.placesApiUrl.replace(/\/$/, '')}/details/json`);
    url.searchParams.set('place_id', placeId);
    url.searchParams.set('fields', 'name,formatted_address,geometry/location,address_component');
    url.searchParams.set('key', key);
    if (language) url.searchParams.set('language', language);
    if (sessionToken) url.searchParams.set('sessiontoken', sessionToken);
    const result = googleAnswer(await this.#getJson(url)).result as GoogleRecord | undefined;
    const lat = Number(result?.geometry?.location?.lat);
    const lng = Number(result?.geometry?.location?.lng);
    if (!result || !Number.isFinite(lat) || !Number.isFinite(lng))
      throw new AppError({
        kind: 'not_found',
        code: 'place_not_found',
        message: 'That place was not found.',
      });
    const components: GoogleRecord[] = Array.isArray(result.address_components)
      ? result.address_components
      : [];
    const country = str(components.find((c) => c.types?.includes('country'))?.long_name);
    const parts = str(result.formatted_address)
      .split(',')
      .map((part: string) => part.trim())
      .filter((part: string) => part && part !== country);
    return {
      placeId,
      name: str(result.name),
      addressLine1: parts[0] ?? '',
      addressLine2: parts.slice(1).join(', '),
      addressCountry: country,
      lat,
      lng,
    };
  }

  async #nominatimSearch(input: string, language: string): Promise<PlacePrediction[]> {
    const url = new URL(`${this.config.geocoderUrl!.replace(/\/$/, '')}/search`);
    url.searchParams.set('q', input);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', '6');
    const list = await this.#nominatim(url, language);
    return list.map((place) => {
      const [main = '', ...rest] = str(place.display_name)
        .split(',')
        .map((s: string) => s.trim());
      return {
        placeId: nominatimId(place),
        description: str(place.display_name),
        mainText: str(place.name) || main,
        secondaryText: rest.join(', '),
      };
    });
  }

  async #nominatimLookup(placeId: string, language: string): Promise<PlaceDetails> {
    if (!/^[NWR]\d{1,20}$/.test(placeId))
      throw new AppError({
        kind: 'not_found',
        code: 'place_not_found',
        message: 'That place was not found.',
      });
    const url = new URL(`${this.config.geocoderUrl!.replace(/\/$/, '')}/lookup`);
    url.searchParams.set('osm_ids', placeId);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    const [place] = await this.#nominatim(url, language);
    const lat = Number(place?.lat);
    const lng = Number(place?.lon);
    if (!place || !Number.isFinite(lat) || !Number.isFinite(lng))
      throw new AppError({
        kind: 'not_found',
        code: 'place_not_found',
        message: 'That place was not found.',
      });
    const a = (place.address ?? {}) as Record<string, string>;
    const street = [a.house_number, a.road].filter(Boolean).join(' ');
    const town = a.city ?? a.town ?? a.village ?? a.municipality ?? '';
    const fallback = str(place.display_name).split(',')[0]?.trim() ?? '';
    return {
      placeId,
      name: str(place.name),
      addressLine1: street || fallback,
      addressLine2: [a.postcode, town].filter(Boolean).join(' '),
      addressCountry: str(a.country),
      lat,
      lng,
    };
  }

  async #nominatim(url: URL, language: string): Promise<GoogleRecord[]> {
    // Nominatim's usage policy asks for an identifying User-Agent.
    const body = await this.#getJson(url, {
      'user-agent': 'Folio website builder (place search)',
      ...(language ? { 'accept-language': language } : {}),
    });
    return Array.isArray(body) ? (body as GoogleRecord[]) : [];
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a geocoder's answer, read field by field with checks.
type GoogleRecord = Record<string, any>;

const str = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 300) : '');

const nominatimId = (place: GoogleRecord) =>
  `${str(place.osm_type).charAt(0).toUpperCase()}${Number.isSafeInteger(place.osm_id) ? place.osm_id : ''}`;

/** Google's answers carry a status: anything but OK or ZERO_RESULTS is a failure. */
function googleAnswer(body: unknown): GoogleRecord {
  const record = (body ?? {}) as GoogleRecord;
  if (record.status !== 'OK' && record.status !== 'ZERO_RESULTS')
    throw new AppError({ kind: 'unavailable', code: 'geocoder_failed', message: GEOCODER_FAILED });
  return record;
}
