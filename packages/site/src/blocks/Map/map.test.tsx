// Issue 19 (docs/decisions/052): the Map block's server markup and its island — loaded only when
// near, the provider chosen by the page context, the marker opening the external maps page
// (UI-087), the Google script's address and load (UI-088..090), the debounced updates (UI-092).

import { type MapPageContext, type MapSettings, mapSettingsOf } from '@folio/core/map-block';
import { MAP_STYLE_NAMES } from '@folio/core/site-settings';
import { DEFAULT_MAP_OPTIONS } from '@folio/core/widget-settings';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blocks } from '../registry.ts';
import { loadGoogleMapsApi, MAPS_CALLBACK, resetGoogleMapsApi } from './google-maps-api.ts';
import { drawMap, enhance } from './island.ts';
import { MapBlock } from './Map.tsx';
import { type CreateMapView, debouncedUpdates, type MapHooks, type MapView } from './map-view.ts';

const LOCATION = {
  mapLat: 51.5033635,
  mapLng: -0.1276248,
  mapZoom: 15,
  addressTitle: 'Number 10',
  addressLine1: '10 Downing St',
  addressLine2: 'London SW1A 2AA',
  addressCountry: 'United Kingdom',
};

const LEAFLET: MapPageContext = {
  provider: 'leaflet',
  language: 'en',
  region: 'GB',
  tileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
  tileAttribution: '',
};

function mount(props: Record<string, unknown> = { location: LOCATION }) {
  document.body.innerHTML = renderToString(<MapBlock {...props} />);
  const island = document.querySelector<HTMLElement>('[data-island="Map"]')!;
  const root = island.querySelector<HTMLElement>('[data-map]')!;
  return { island, root, props: JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown> };
}

/** A provider that draws nothing and keeps the hooks it was given. */
function fakeProvider() {
  const made: { settings: MapSettings; hooks: MapHooks; view: MapView & { updates: MapSettings[] } }[] = [];
  const createMapView: CreateMapView = async (_canvas, settings, _context, hooks) => {
    const updates: MapSettings[] = [];
    const view = { updates, update: (s: MapSettings) => updates.push(s), destroy: () => {} };
    made.push({ settings, hooks, view });
    return view;
  };
  const load = vi.fn(async () => ({ createMapView }));
  return { made, load };
}

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
let observers: Observed[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  resetGoogleMapsApi();
});

/** A document whose head is detached: jsdom requests no script from it, the test answers. */
const detached = () =>
  ({
    createElement: document.createElement.bind(document),
    head: document.createElement('div'),
  }) as unknown as Document;

const scrollNear = () =>
  observers
    .at(-1)!
    .callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

describe('the Map block (issue 19)', () => {
  it('UI-086 the server renders the title, the address and a link that work without JavaScript, and no map', () => {
    const { root } = mount();
    expect(root.getAttribute('aria-label')).toBe('Map: Number 10');
    expect(root.textContent).toContain('Number 10');
    expect(root.textContent).toContain('10 Downing St, London SW1A 2AA, United Kingdom');
    const link = root.querySelector<HTMLAnchorElement>('[data-map-link]')!;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new window)');
    expect(document.querySelector('script, .leaflet-container')).toBeNull();
  });

  it('UI-078 UI-079 UI-080 UI-081 UI-082 the island’s props are the location and options with their defaults', () => {
    const { props } = mount({});
    expect(props.location).toMatchObject({
      mapLat: 40.7128,
      mapLng: -74.006,
      markerLat: 40.7128,
      mapZoom: 12,
    });
    expect(props.options).toEqual({ ...DEFAULT_MAP_OPTIONS });
  });

  it('UI-083 UI-084 the editor numbers 1..6 give the six style names, 4 minimal light and 5 minimal dark', () => {
    const names = [1, 2, 3, 4, 5, 6].map((style) => mapSettingsOf({ style }).options.style);
    expect(names).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ]);
    expect([...names].sort()).toEqual([...MAP_STYLE_NAMES].sort());
    // The editor's select offers the numbers in that order, labelled as the spec numbers them.
    const options = (blocks.Map.fields.style as { options: { label: string; value: number }[] }).options;
    expect(options.map((o) => o.label)).toEqual([
      '1 Original',
      '2 Grayscale',
      '3 Satellite',
      '4 Minimal light',
      '5 Minimal dark',
      '6 Minimal blue',
    ]);
  });

  it('issue 19: nothing of a map loads until the block comes near the viewport (IntersectionObserver rootMargin)', async () => {
    const { island, root, props } = mount();
    const provider = fakeProvider();
    enhance(island, props, {
      context: LEAFLET,
      open: vi.fn(),
      providers: { leaflet: provider.load, google: provider.load },
      timeoutMs: 30_000,
    });
    expect(observers.at(-1)!.options?.rootMargin).toBe('400px 0px');
    expect(provider.load).not.toHaveBeenCalled();
    expect(root.dataset.state).toBe('idle');
    scrollNear();
    await vi.waitFor(() => expect(root.dataset.state).toBe('loaded'));
    expect(provider.load).toHaveBeenCalledTimes(1);
    expect(root.dataset.mapStyle).toBe('Grayscale');
  });

  it('UI-087 clicking the marker opens the external maps page in a new window, centred on the marker, with the address and the zoom', async () => {
    const { island, props } = mount();
    const provider = fakeProvider();
    const open = vi.fn();
    enhance(island, props, {
      context: LEAFLET,
      open,
      providers: { leaflet: provider.load, google: provider.load },
      timeoutMs: 30_000,
    });
    scrollNear();
    await vi.waitFor(() => expect(provider.made).toHaveLength(1));
    provider.made[0]!.hooks.onMarkerClick();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('query')).toBe('10 Downing St, London SW1A 2AA, United Kingdom');
    expect(url.searchParams.get('mlat')).toBe('51.5033635');
    expect(url.hash).toBe('#map=15/51.5033635/-0.1276248');
    // A Google site's maps page is Google's, with the same address, centre and zoom.
    const google = mount();
    const open2 = vi.fn();
    const provider2 = fakeProvider();
    enhance(google.island, google.props, {
      context: { provider: 'google', googleMapsApiKey: btoa('k'), language: 'en', region: 'GB' },
      open: open2,
      providers: { leaflet: provider2.load, google: provider2.load },
      timeoutMs: 30_000,
    });
    scrollNear();
    await vi.waitFor(() => expect(provider2.made).toHaveLength(1));
    provider2.made[0]!.hooks.onMarkerClick();
    const g = new URL(open2.mock.calls[0]![0] as string);
    expect(g.searchParams.get('q')).toBe('10 Downing St, London SW1A 2AA, United Kingdom');
    expect(g.searchParams.get('ll')).toBe('51.5033635,-0.1276248');
    expect(g.searchParams.get('z')).toBe('15');
  });

  it('UI-081 with linkOnClick off, the marker opens nothing', async () => {
    const { island, props } = mount({ location: LOCATION, linkOnClick: false });
    const provider = fakeProvider();
    const open = vi.fn();
    enhance(island, props, {
      context: LEAFLET,
      open,
      providers: { leaflet: provider.load, google: provider.load },
      timeoutMs: 30_000,
    });
    scrollNear();
    await vi.waitFor(() => expect(provider.made).toHaveLength(1));
    provider.made[0]!.hooks.onMarkerClick();
    expect(open).not.toHaveBeenCalled();
  });

  it('UI-090 a provider that does not load within 30 s fails; the address and link stay', async () => {
    vi.useFakeTimers();
    const { root, props } = mount();
    const never = vi.fn(() => new Promise<never>(() => {}));
    const drawn = drawMap(root, mapSettingsOf(props), {
      context: LEAFLET,
      open: vi.fn(),
      providers: { leaflet: never, google: never },
      timeoutMs: 30_000,
    });
    expect(root.dataset.state).toBe('loading');
    expect(root.getAttribute('aria-busy')).toBe('true');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await vi.advanceTimersByTimeAsync(29_999);
    expect(root.dataset.state).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(await drawn).toBeNull();
    expect(root.dataset.state).toBe('failed');
    expect(root.querySelector('[data-map-link]')).not.toBeNull();
    error.mockRestore();
  });

  it('UI-088 the map script is requested from the maps script endpoint with the key decoded from base64, language and region', () => {
    const doc = detached();
    loadGoogleMapsApi(
      {
        provider: 'google',
        googleMapsApiKey: btoa('AIzaSecret-Key_1'),
        scriptUrl: 'https://maps.test/maps/api/js',
        language: 'de',
        region: 'AT',
      },
      30_000,
      doc,
    ).catch(() => {});
    const script = doc.head.querySelector('script')!;
    const url = new URL(script.src);
    expect(url.origin + url.pathname).toBe('https://maps.test/maps/api/js');
    expect(url.searchParams.get('key')).toBe('AIzaSecret-Key_1');
    expect(url.searchParams.get('language')).toBe('de');
    expect(url.searchParams.get('region')).toBe('AT');
    expect(url.searchParams.get('callback')).toBe(MAPS_CALLBACK);
  });

  it('UI-089 the map API load is pending, then loaded on its callback', async () => {
    let settled = 'pending';
    const api = loadGoogleMapsApi(
      { provider: 'google', googleMapsApiKey: btoa('k'), language: 'en', region: '' },
      30_000,
      detached(),
    );
    api.then(() => {
      settled = 'loaded';
    });
    await Promise.resolve();
    expect(settled).toBe('pending');
    const maps = { Map: class {} };
    (window as unknown as { google: unknown }).google = { maps };
    (window as unknown as Record<string, () => void>)[MAPS_CALLBACK]!();
    expect(await api).toBe(maps);
    expect(settled).toBe('loaded');
  });

  it('UI-090 the map API load is rejected after a 30 second timeout', async () => {
    vi.useFakeTimers();
    const api = loadGoogleMapsApi(
      { provider: 'google', googleMapsApiKey: btoa('k'), language: 'en', region: '' },
      30_000,
      detached(),
    );
    const outcome = api.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('The map API did not load within 30 s');
  });

  it('UI-092 option updates reach the map 60 ms after the last change, once', async () => {
    vi.useFakeTimers();
    const seen: MapSettings[] = [];
    const updates = debouncedUpdates({ update: (s) => seen.push(s), destroy: () => {} });
    updates.update(mapSettingsOf({ style: 1 }));
    await vi.advanceTimersByTimeAsync(59);
    updates.update(mapSettingsOf({ style: 5 }));
    await vi.advanceTimersByTimeAsync(59);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.map((s) => s.options.style)).toEqual(['MinimalDark']);
  });
});
