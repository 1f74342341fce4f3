// Issue 19 (docs/decisions/052): the Map block through the real routes on PGlite — place search
// and details (UI-093, UI-094) proxied to a local stand-in of Google Places or of a Nominatim
// service, cached, counted against the site's quota, refused clearly when no geocoder is set up;
// the site's Google Maps key; the published page's map (page context, UI-088; CSP; markup that
// works without JavaScript); out-of-range props refused on save.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { GEOCODER_NOT_CONFIGURED, PLACES_QUOTA_USED } from './service.ts';

const GOOGLE_KEY = 'AIzaTestKey_0123456789-abcdef';

/** A stand-in of both geocoders: Nominatim's /search and /lookup, Google's /autocomplete and /details. */
async function startGeocoder(): Promise<{ server: Server; url: string; asked: URL[] }> {
  const asked: URL[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    asked.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/nominatim/search')
      return res.end(
        JSON.stringify([
          {
            place_id: 1,
            osm_type: 'node',
            osm_id: 240109189,
            name: 'Berlin Hauptbahnhof',
            display_name: 'Berlin Hauptbahnhof, Europaplatz, Mitte, Berlin, 10557, Deutschland',
            lat: '52.5250839',
            lon: '13.369402',
            secret: 'not for the browser',
          },
        ]),
      );
    if (url.pathname === '/nominatim/lookup')
      return res.end(
        JSON.stringify([
          {
            osm_type: 'node',
            osm_id: 240109189,
            name: 'Berlin Hauptbahnhof',
            display_name: 'Berlin Hauptbahnhof, Europaplatz 1, 10557 Berlin, Deutschland',
            lat: '52.5250839',
            lon: '13.369402',
            address: {
              house_number: '1',
              road: 'Europaplatz',
              postcode: '10557',
              city: 'Berlin',
              country: 'Deutschland',
            },
          },
        ]),
      );
    if (url.pathname === '/google/autocomplete/json')
      return res.end(
        JSON.stringify({
          status: 'OK',
          predictions: [
            {
              place_id: 'ChIJ_test_place',
              description: '10 Downing Street, London, UK',
              structured_formatting: { main_text: '10 Downing Street', secondary_text: 'London, UK' },
            },
          ],
        }),
      );
    if (url.pathname === '/google/details/json')
      return res.end(
        JSON.stringify({
          status: 'OK',
          result: {
            name: '10 Downing Street',
            formatted_address: '10 Downing St, London SW1A 2AA, UK',
            geometry: { location: { lat: 51.5033635, lng: -0.1276248 } },
            address_components: [
              { long_name: 'United Kingdom', short_name: 'GB', types: ['country', 'political'] },
            ],
          },
        }),
      );
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

const mapBlock = (props: Record<string, unknown> = {}) => ({
  type: 'Map',
  props: {
    id: 'map-a',
    location: {
      mapLat: 52.52,
      mapLng: 13.405,
      mapZoom: 14,
      addressTitle: 'Our studio',
      addressLine1: 'Europaplatz 1',
      addressLine2: '10557 Berlin',
      addressCountry: 'Germany',
    },
    style: 2,
    ...props,
  },
});
const pageData = (...content: object[]) => ({ root: { props: { title: 'Visit' } }, content });

function contextOf(html: string): Record<string, unknown> {
  const match = /<script[^>]*id="folio-context"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? '{}');
}

describe('the Map block and place search (issue 19)', () => {
  let geocoder: Awaited<ReturnType<typeof startGeocoder>>;
  let t: TestApp;
  let bare: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let pageId: string;

  beforeAll(async () => {
    geocoder = await startGeocoder();
    t = await makeTestApp('pglite', {
      GEOCODER_URL: `${geocoder.url}/nominatim`,
      GOOGLE_PLACES_API_URL: `${geocoder.url}/google`,
      GOOGLE_MAPS_SCRIPT_URL: `${geocoder.url}/maps/api/js`,
      MAP_TILE_URL: 'http://tiles.test:8080/{z}/{x}/{y}.png',
      MAPS_PLACES_PER_HOUR: '6',
    });
    bare = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const page = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Visit', slug: 'visit' },
    });
    pageId = page.json().page.id;
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    geocoder?.server.close();
  });

  it('UI-093 without a Google key or GEOCODER_URL, place search answers 503 with a clear message', async () => {
    const other = bare.client();
    await other.signIn('owner@demo.test');
    const res = await other.request({ url: '/api/google-maps/places/autocomplete?input=berlin' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'geocoder_not_configured', message: GEOCODER_NOT_CONFIGURED });
    const settings = await other.request({ url: '/api/config/maps-settings' });
    expect(settings.json()).toEqual({
      googleMapsApiKey: '',
      provider: 'leaflet',
      geocoder: 'none',
      // The editor's canvas draws the map as a published page would.
      map: {
        provider: 'leaflet',
        language: 'en',
        region: '',
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        tileAttribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      },
    });
  });

  it('UI-093 place search is for members of the site only (never an anonymous visitor)', async () => {
    const res = await visitor.request({ url: '/api/google-maps/places/autocomplete?input=berlin' });
    expect(res.statusCode).toBe(401);
  });

  it('UI-093 place search asks the Nominatim service, answers only the schema’s fields, and caches', async () => {
    const before = geocoder.asked.length;
    // As the config area asks: the crumb rides along as a query parameter too.
    const res = await owner.request({
      url: '/api/google-maps/places/autocomplete?input=Berlin%20Hbf&crumb=abc',
    });
    expect(res.statusCode).toBe(200);
    expect(stable(res.json())).toEqual({
      predictions: [
        {
          placeId: 'N240109189',
          description: 'Berlin Hauptbahnhof, Europaplatz, Mitte, Berlin, 10557, Deutschland',
          mainText: 'Berlin Hauptbahnhof',
          secondaryText: 'Europaplatz, Mitte, Berlin, 10557, Deutschland',
        },
      ],
      source: 'nominatim',
    });
    const asked = geocoder.asked.at(-1)!;
    expect(asked.pathname).toBe('/nominatim/search');
    expect(asked.searchParams.get('q')).toBe('Berlin Hbf');
    // The same search again (any case) comes from the cache: the geocoder is not asked twice.
    const again = await owner.request({ url: '/api/google-maps/places/autocomplete?input=berlin%20hbf' });
    expect(again.json().predictions).toHaveLength(1);
    expect(geocoder.asked.length - before).toBe(1);
  });

  it('UI-094 place details expects productPage and productSection', async () => {
    const missing = await owner.request({ url: '/api/google-maps/places/details?placeId=N240109189' });
    expect(missing.statusCode).toBe(400);
    const res = await owner.request({
      url: '/api/google-maps/places/details?placeId=N240109189&productPage=page-editor&productSection=map-block',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      placeId: 'N240109189',
      name: 'Berlin Hauptbahnhof',
      addressLine1: '1 Europaplatz',
      addressLine2: '10557 Berlin',
      addressCountry: 'Deutschland',
      lat: 52.5250839,
      lng: 13.369402,
      source: 'nominatim',
    });
    expect(geocoder.asked.at(-1)!.searchParams.get('osm_ids')).toBe('N240109189');
  });

  it('issue 19: the owner saves a Google Maps key; place search then asks Google Places with it', async () => {
    const bad = await owner.request({
      method: 'PUT',
      url: '/api/config/maps-settings',
      payload: { googleMapsApiKey: 'not a key<script>' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await owner.request({
      method: 'PUT',
      url: '/api/config/maps-settings',
      payload: { googleMapsApiKey: ` ${GOOGLE_KEY} ` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      googleMapsApiKey: GOOGLE_KEY,
      provider: 'google',
      geocoder: 'google',
    });
    expect(saved.json().map).toMatchObject({
      provider: 'google',
      googleMapsApiKey: Buffer.from(GOOGLE_KEY).toString('base64'),
    });
    const res = await owner.request({
      url: '/api/google-maps/places/autocomplete?input=downing&sessionToken=abc-123',
    });
    expect(res.json()).toEqual({
      predictions: [
        {
          placeId: 'ChIJ_test_place',
          description: '10 Downing Street, London, UK',
          mainText: '10 Downing Street',
          secondaryText: 'London, UK',
        },
      ],
      source: 'google',
    });
    const asked = geocoder.asked.at(-1)!;
    expect(asked.pathname).toBe('/google/autocomplete/json');
    expect(asked.searchParams.get('key')).toBe(GOOGLE_KEY);
    expect(asked.searchParams.get('sessiontoken')).toBe('abc-123');
    const details = await owner.request({
      url: '/api/google-maps/places/details?placeId=ChIJ_test_place&productPage=page-editor&productSection=map-block',
    });
    expect(details.json()).toMatchObject({
      addressLine1: '10 Downing St',
      addressLine2: 'London SW1A 2AA, UK',
      addressCountry: 'United Kingdom',
      lat: 51.5033635,
      lng: -0.1276248,
      source: 'google',
    });
  });

  it('UI-088 with a Google key, a page with a map carries the key base64-encoded, the script endpoint, language and region; the CSP admits Google Maps', async () => {
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: { data: pageData(mapBlock()) },
    });
    expect(published.statusCode).toBe(200);
    const res = await visitor.request({ url: '/visit' });
    const context = contextOf(res.body);
    expect(context.map).toEqual({
      provider: 'google',
      googleMapsApiKey: Buffer.from(GOOGLE_KEY).toString('base64'),
      scriptUrl: `${geocoder.url}/maps/api/js`,
      language: 'en',
      region: '',
    });
    // The key itself is never in the page as plain text.
    expect(res.body).not.toContain(GOOGLE_KEY);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${geocoder.url.replace(/\./g, '\\.')}`));
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.gstatic\.com/);
  });

  it('UI-086 UI-087 without a key, the page renders the address and a maps link that work without JavaScript; Leaflet tiles come from MAP_TILE_URL', async () => {
    await owner.request({
      method: 'PUT',
      url: '/api/config/maps-settings',
      payload: { googleMapsApiKey: '' },
    });
    const res = await visitor.request({ url: '/visit' });
    const html = res.body;
    expect(html).toContain('data-island="Map"');
    expect(html).toContain('aria-label="Map: Our studio"');
    expect(html).toContain('<strong');
    expect(html).toContain('Our studio');
    expect(html).toContain('Europaplatz 1, 10557 Berlin, Germany');
    // UI-087: the maps page is centred on the marker and carries the address and the zoom.
    expect(html).toContain(
      'href="https://www.openstreetmap.org/search?mlat=52.52&amp;mlon=13.405&amp;query=Europaplatz+1%2C+10557+Berlin%2C+Germany#map=14/52.52/13.405"',
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    // No map script and no Leaflet on first paint: the island loads them when scrolled near.
    expect(html).not.toMatch(/<(script|link)\b[^>]*(leaflet|maps\.googleapis)/i);
    expect(html).not.toContain('leaflet-container');
    expect(contextOf(html).map).toEqual({
      provider: 'leaflet',
      language: 'en',
      region: '',
      tileUrl: 'http://tiles.test:8080/{z}/{x}/{y}.png',
      tileAttribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*http:\/\/tiles\.test:8080/);
    expect(csp).not.toContain('googleapis');
  });

  it('issue 19: a page without a Map block carries no map context and admits no tiles', async () => {
    const res = await visitor.request({ url: '/' });
    expect(contextOf(res.body).map).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('tiles.test');
  });

  it('UI-077..080 the island gets the location with its defaults filled in: no location is the default centre at zoom 12, the marker at the centre', async () => {
    await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: { data: pageData({ type: 'Map', props: { id: 'map-b' } }) },
    });
    const html = (await visitor.request({ url: '/visit' })).body;
    const props = /data-island="Map" data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    const settings = JSON.parse(props.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(settings.location).toMatchObject({
      mapLat: 40.7128,
      mapLng: -74.006,
      markerLat: 40.7128,
      markerLng: -74.006,
      mapZoom: 12,
    });
    // UI-082, UI-084: the defaults, the style by name.
    expect(settings.options).toEqual({
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
    });
  });

  it('UI-084 the editor’s style numbers reach the browser as the style names (4 minimal light, 5 minimal dark)', async () => {
    for (const [style, name] of [
      [1, 'Original'],
      [3, 'Satellite'],
      [4, 'MinimalLight'],
      [5, 'MinimalDark'],
      [6, 'MinimalBlue'],
    ] as const) {
      await owner.request({
        method: 'POST',
        url: `/api/config/pages/${pageId}/publish`,
        payload: { data: pageData(mapBlock({ style })) },
      });
      const html = (await visitor.request({ url: '/visit' })).body;
      expect(html, String(style)).toContain(`&quot;style&quot;:&quot;${name}&quot;`);
    }
  });

  it('issue 19: latitude, longitude, zoom, style and address text out of bounds are refused on save', async () => {
    const save = (block: object) =>
      owner.request({
        method: 'PUT',
        url: `/api/config/pages/${pageId}/draft`,
        payload: { data: pageData(block) },
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ location: { mapLat: 91 } }, 'latitude must be between -90 and 90'],
      [{ location: { mapLng: -180.5 } }, 'longitude must be between -180 and 180'],
      [{ location: { mapZoom: 0 } }, 'zoom must be between 1 and 20'],
      [{ location: { mapZoom: 21 } }, 'zoom must be between 1 and 20'],
      [{ location: { addressLine1: 'x'.repeat(201) } }, 'at most 200 characters'],
      [{ location: { addressTitle: 'a\u0000b' } }, 'NUL characters'],
      [{ style: 7 }, 'style is one of 1 to 6'],
      [{ linkOnClick: 'yes' }, 'linkOnClick is on or off'],
    ];
    for (const [props, message] of cases) {
      const res = await save({ type: 'Map', props: { id: 'map-c', ...props } });
      expect(res.statusCode, JSON.stringify(props)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await save(mapBlock({ location: { mapLat: -90, mapLng: 180, mapZoom: 20 } }))).statusCode).toBe(
      200,
    );
  });

  it('issue 19: what reaches the geocoder counts against the site’s hourly quota (cached answers do not)', async () => {
    let status = 200;
    let calls = 0;
    for (let i = 0; i < 8 && status === 200; i++) {
      const res = await owner.request({ url: `/api/google-maps/places/autocomplete?input=quota-${i}` });
      status = res.statusCode;
      calls += 1;
      if (status !== 200)
        expect(res.json()).toMatchObject({ error: 'places_quota', message: PLACES_QUOTA_USED });
    }
    expect(status).toBe(429);
    // 6 an hour: the two searches and the detail of the tests above, then three new ones.
    expect(calls).toBeLessThanOrEqual(6);
  });
});
