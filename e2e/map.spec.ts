// Issue 19 (docs/decisions/052, UI-085..092): a page with a Map block low on the page. A visitor
// gets the server's address and link and no map code on first paint; scrolling near loads Leaflet
// (its own chunk), whose tiles come from a local stand-in (page.route answers OpenStreetMap's tile
// address with a tile drawn here; no network); the marker is 24x32 on screen; clicking it opens
// the external maps page in a new window with the address and zoom (the popup is answered by a
// stand-in too). The page's own Content-Security-Policy is in force; axe-core finds no violation.
// The journey makes its own page and deletes it.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.MAP_SHOTS_DIR;
/** MAP_TILE_URL's default (OpenStreetMap), answered by the test. */
const TILES = 'https://tile.openstreetmap.org/**';
const MAPS_PAGE = 'https://www.openstreetmap.org/**';

/** One 256 px tile: a pale ground with two roads and a block, enough to see styles and position. */
const tile = sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
      <rect width="256" height="256" fill="#e8eedf"/>
      <rect x="150" y="30" width="70" height="60" fill="#c9d7b7"/>
      <path d="M0 120h256M96 0v256" stroke="#ffffff" stroke-width="14"/>
      <path d="M0 200L256 170" stroke="#f6d28b" stroke-width="8"/>
      <rect x="20" y="150" width="50" height="35" fill="#a9c6e8"/>
    </svg>`,
  ),
)
  .png()
  .toBuffer();

/** The owner's config API from the signed-in editor page (crumb, config header). */
function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const answer = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-crumb': crumb,
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, json: answer.status === 204 ? null : await answer.json() };
    },
    { method, url, body },
  );
}

test('issue 19 UI-085..092: a visitor scrolls to a map, Leaflet loads with local tiles, the 24x32 marker opens the maps page in a new window', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const png = await tile;
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const title = `Visit ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `visit-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const address = `${DEMO_URL}/visit-${stamp}`;
  try {
    const map = (props: Record<string, unknown> = {}) => ({
      type: 'Map',
      props: {
        id: 'studio-map',
        location: {
          mapLat: 52.5251,
          mapLng: 13.3694,
          mapZoom: 15,
          addressTitle: 'Folio Studio',
          addressLine1: 'Europaplatz 1',
          addressLine2: '10557 Berlin',
          addressCountry: 'Germany',
        },
        style: 2,
        ...props,
      },
    });
    const data = (block: object) => ({
      root: { props: { title } },
      content: [
        {
          type: 'Heading',
          props: { id: 'visit-title', text: 'Visit the studio', level: 'h1', align: 'left' },
        },
        { type: 'Spacer', props: { id: 'gap-1', height: 400 } },
        { type: 'Spacer', props: { id: 'gap-2', height: 400 } },
        { type: 'Spacer', props: { id: 'gap-3', height: 400 } },
        { type: 'Spacer', props: { id: 'gap-4', height: 400 } },
        block,
      ],
    });
    // Out of range is refused on save, not cut to fit.
    const refused = await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, {
      data: data(map({ location: { mapLat: 123 } })),
    });
    expect(refused.status).toBe(400);
    const published = await api(page, 'POST', `/api/config/pages/${pageId}/publish`, { data: data(map()) });
    expect(published.status).toBe(200);

    for (const width of [1440, 390]) {
      // No bypassCSP: the page's own policy must admit the tiles and Leaflet.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const visitor = await context.newPage();
      const asked: string[] = [];
      visitor.on('request', (request) => asked.push(request.url()));
      let tiles = 0;
      await context.route(TILES, (route) => {
        tiles += 1;
        return route.fulfill({ contentType: 'image/png', body: png });
      });
      await context.route(MAPS_PAGE, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Maps stand-in</title><p>maps</p>',
        }),
      );
      await visitor.goto(address);
      await waitForIslands(visitor);
      const region = visitor.getByRole('region', { name: 'Map: Folio Studio' });
      // The server's address and link, usable without the map.
      await expect(region).toContainText('Europaplatz 1, 10557 Berlin, Germany');
      const link = region.getByRole('link', { name: /Open in a maps page/ });
      await expect(link).toHaveAttribute('target', '_blank');
      // First paint: no map code, no tiles.
      await visitor.waitForTimeout(300);
      await expect(region).toHaveAttribute('data-state', 'idle');
      expect(asked.filter((url) => /leaflet|tile\.openstreetmap/.test(url))).toEqual([]);
      expect(tiles).toBe(0);

      await region.scrollIntoViewIfNeeded();
      await expect(region).toHaveAttribute('data-state', 'loaded');
      expect(asked.some((url) => /\/_site\/assets\/leaflet-map-[\w-]+\.js$/.test(url))).toBe(true);
      await expect(region.locator('.leaflet-tile-loaded').first()).toBeVisible();
      expect(tiles).toBeGreaterThan(0);
      await expect(region).toHaveAttribute('data-map-style', 'Grayscale');
      // UI-086: the title over the marker. UI-091: the marker is drawn at 24x32.
      await expect(region.locator('.site-map__title')).toHaveText('Folio Studio');
      const marker = region.getByRole('button', { name: 'Folio Studio' });
      const box = await marker.boundingBox();
      expect(box?.width).toBe(24);
      expect(box?.height).toBe(32);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) {
        await visitor.waitForLoadState('networkidle');
        await visitor.screenshot({ path: `${SHOTS}/map-${width}.png` });
      }
      // UI-087: the marker opens the maps page in a new window, centred on it, with the address and zoom.
      const popupOpened = context.waitForEvent('page');
      await marker.click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      const opened = new URL(popup.url());
      expect(opened.origin + opened.pathname).toBe('https://www.openstreetmap.org/search');
      expect(opened.searchParams.get('query')).toBe('Europaplatz 1, 10557 Berlin, Germany');
      expect(opened.searchParams.get('mlat')).toBe('52.5251');
      expect(opened.searchParams.get('mlon')).toBe('13.3694');
      expect(opened.hash).toBe('#map=15/52.5251/13.3694');
      await context.close();

      // axe needs an inline script, so it runs where CSP is bypassed.
      const checked = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      await checked.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: png }));
      const axePage = await checked.newPage();
      await axePage.goto(address);
      await waitForIslands(axePage);
      const checkedRegion = axePage.getByRole('region', { name: 'Map: Folio Studio' });
      await checkedRegion.scrollIntoViewIfNeeded();
      await expect(checkedRegion).toHaveAttribute('data-state', 'loaded');
      expect(await axeViolations(axePage)).toEqual([]);
      await checked.close();
    }
  } finally {
    await page.goto(`${DEMO_URL}/config/`);
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});

/** A stand-in of Google's maps script: records its query, draws a plain map and the marker, calls back. */
const GOOGLE_STAND_IN = `(() => {
  const query = new URL(document.currentScript.src).searchParams;
  window.__mapsScriptQuery = Object.fromEntries(query);
  class Size { constructor(width, height) { this.width = width; this.height = height; } }
  class Point { constructor(x, y) { this.x = x; this.y = y; } }
  class Map {
    constructor(element, options) {
      this.element = element;
      this.options = options;
      const ground = document.createElement('div');
      ground.className = 'stand-in-google-map';
      ground.style.cssText = 'position:absolute;inset:0;background:#dfe7d4';
      element.append(ground);
    }
    setOptions(options) { this.options = options; }
  }
  class Marker {
    constructor(options) {
      this.listeners = {};
      const img = document.createElement('img');
      img.src = options.icon.url;
      img.width = options.icon.scaledSize.width;
      img.height = options.icon.scaledSize.height;
      img.alt = options.title || 'Marker';
      img.setAttribute('role', 'button');
      img.style.cssText = 'position:absolute;left:50%;top:50%;cursor:pointer';
      img.addEventListener('click', () => this.listeners.click && this.listeners.click());
      options.map.element.append(img);
    }
    addListener(name, listener) { this.listeners[name] = listener; }
    setOptions() {}
    setMap() {}
    getPosition() { return null; }
  }
  window.google = { maps: { Map, Marker, Size, Point, MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' } } };
  window[query.get('callback')]();
})();`;

test('issue 19 UI-087 UI-088 UI-089 UI-091: with a Google Maps key, the script is requested with the key decoded, language and region, and the marker opens Google Maps', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const key = 'AIzaJourneyKey_0123456789';
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const made = await api(page, 'POST', '/api/config/pages', {
    title: `Google ${stamp}`,
    slug: `google-${stamp}`,
  });
  const pageId = made.json.page.id as string;
  try {
    expect((await api(page, 'PUT', '/api/config/maps-settings', { googleMapsApiKey: key })).status).toBe(200);
    const data = {
      root: { props: { title: `Google ${stamp}` } },
      content: [
        {
          type: 'Map',
          props: {
            id: 'google-map',
            location: {
              mapLat: 51.5034,
              mapLng: -0.1276,
              mapZoom: 16,
              addressTitle: 'Number 10',
              addressLine1: '10 Downing St',
              addressCountry: 'United Kingdom',
            },
            style: 6,
          },
        },
      ],
    };
    expect((await api(page, 'POST', `/api/config/pages/${pageId}/publish`, { data })).status).toBe(200);
    // The page's own CSP: Google's script origin must be admitted.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    let scripts = 0;
    await context.route('https://maps.googleapis.com/maps/api/js**', (route) => {
      scripts += 1;
      return route.fulfill({ contentType: 'text/javascript', body: GOOGLE_STAND_IN });
    });
    await context.route('https://maps.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Maps stand-in</title>' }),
    );
    const visitor = await context.newPage();
    await visitor.goto(`${DEMO_URL}/google-${stamp}`);
    await waitForIslands(visitor);
    const region = visitor.getByRole('region', { name: 'Map: Number 10' });
    await expect(region).toHaveAttribute('data-state', 'loaded');
    expect(scripts).toBe(1);
    const query = await visitor.evaluate(
      () => (window as unknown as { __mapsScriptQuery: Record<string, string> }).__mapsScriptQuery,
    );
    // UI-088: the key from the page context, decoded from base64; the site's language.
    expect(query.key).toBe(key);
    expect(query.language).toBe('en');
    expect(query.callback).toBeTruthy();
    // The key travels only base64-encoded in the served page (the script element is the browser's).
    const served = await visitor.evaluate(() => fetch(location.href).then((answer) => answer.text()));
    expect(served).toContain('"googleMapsApiKey":"');
    expect(served).not.toContain(key);
    const marker = region.getByRole('button', { name: 'Number 10' });
    const box = await marker.boundingBox();
    expect([box?.width, box?.height]).toEqual([24, 32]);
    const popupOpened = context.waitForEvent('page');
    await marker.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe('https://maps.google.com/maps');
    expect(opened.searchParams.get('q')).toBe('10 Downing St, United Kingdom');
    expect(opened.searchParams.get('ll')).toBe('51.5034,-0.1276');
    expect(opened.searchParams.get('z')).toBe('16');
    await context.close();
  } finally {
    await api(page, 'PUT', '/api/config/maps-settings', { googleMapsApiKey: '' });
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});

test.describe('the editor', () => {
  // axe runs in the config area with an inline script.
  test.use({ bypassCSP: true });

  test('issue 19 UI-085 UI-093: the owner drags a Map into a page, is told place search is not set up, types the address and coordinates, and publishes; Settings › Maps takes a Google Maps key', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const png = await tile;
    await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: png }));
    await page.goto(`${DEMO_URL}/config/`);
    await page.getByLabel('Email').fill(OWNER_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const pagesNav = page.getByRole('navigation', { name: 'Pages' });
    await expect(pagesNav).toBeVisible();
    const stamp = Date.now().toString(36);
    const title = `Find us ${stamp}`;
    const made = await api(page, 'POST', '/api/config/pages', { title, slug: `find-us-${stamp}` });
    expect(made.status).toBe(201);
    const pageId = made.json.page.id as string;
    const heading = {
      type: 'Heading',
      props: { id: 'find-title', text: 'Find us', level: 'h1', align: 'left' },
    };
    expect(
      (
        await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, {
          data: { root: { props: { title } }, content: [heading] },
        })
      ).status,
    ).toBe(200);
    try {
      await page.reload();
      await pagesNav.getByRole('button', { name: new RegExp(`^${title}`) }).click();
      const preview = page.frameLocator('iframe');
      await expect(preview.getByRole('contentinfo')).toBeVisible();
      // The Map is in the block list (Media); drag it below the heading.
      const source = page
        .locator('[data-puck-component], [class*="Drawer-draggable"]')
        .filter({ hasText: /^Map$/ })
        .first();
      await source.scrollIntoViewIfNeeded();
      const zone = preview.locator('[data-puck-dropzone]').first();
      const from = (await source.boundingBox())!;
      // The canvas may be drawn again once the site's design arrives: measure the one that stays.
      let to = { x: 0, y: 0, width: 0, height: 0 };
      await expect(async () => {
        await expect(preview.getByRole('contentinfo')).toBeVisible();
        to = (await zone.boundingBox({ timeout: 1000 }))!;
      }).toPass();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 20 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height - 8, { steps: 5 });
      await page.mouse.up();
      const canvasMap = preview.getByRole('region', { name: 'Map' });
      await expect(canvasMap).toBeVisible();
      await canvasMap.click();

      // No Google key on the demo site and no GEOCODER_URL on this server: place search says so.
      await page.getByRole('searchbox', { name: 'Find a place' }).fill('Europaplatz 1, Berlin');
      await page.getByRole('button', { name: 'Find place' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Place search is not set up' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Title (shown on the map)' }).fill('Folio Studio');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Europaplatz 1');
      await page.getByRole('textbox', { name: 'Address, second line' }).fill('10557 Berlin');
      await page.getByRole('textbox', { name: 'Country' }).fill('Germany');
      await page.getByRole('spinbutton', { name: 'Latitude' }).fill('52.5251');
      await page.getByRole('spinbutton', { name: 'Longitude' }).fill('13.3694');
      await page.getByRole('spinbutton', { name: 'Zoom (1 to 20)' }).fill('15');
      await expect(page.getByRole('spinbutton', { name: 'Latitude' })).toHaveAttribute('max', '90');
      // UI-084: the styles by the editor's numbers.
      expect(
        await page
          .getByRole('combobox', { name: 'Style' })
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).label)),
      ).toEqual([
        '1 Original',
        '2 Grayscale',
        '3 Satellite',
        '4 Minimal light',
        '5 Minimal dark',
        '6 Minimal blue',
      ]);
      await expect(preview.getByRole('region', { name: 'Map: Folio Studio' })).toContainText(
        'Europaplatz 1, 10557 Berlin, Germany',
      );
      // The canvas draws the live map (tiles from the stand-in) and follows the settings (UI-092).
      const canvasRegion = preview.getByRole('region', { name: 'Map: Folio Studio' });
      await expect(canvasRegion).toHaveAttribute('data-state', 'loaded');
      await expect(canvasRegion.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await expect(canvasRegion).toHaveAttribute('data-map-style', 'Grayscale');
      await page.getByRole('combobox', { name: 'Style' }).selectOption({ label: '5 Minimal dark' });
      await expect(canvasRegion).toHaveAttribute('data-map-style', 'MinimalDark');
      await expect(canvasRegion.locator('.site-map__title')).toHaveText('Folio Studio');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/map-editor-1440.png` });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByRole('banner').getByRole('status')).toHaveText(
        'Published. Visitors now see this version.',
      );
      // Style 5 (minimal dark) was published.
      const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
      await visitor.goto(`${DEMO_URL}/find-us-${stamp}`);
      const region = visitor.getByRole('region', { name: 'Map: Folio Studio' });
      await expect(region).toContainText('Europaplatz 1, 10557 Berlin, Germany');
      await expect(region.getByRole('link', { name: /Open in a maps page/ })).toHaveAttribute(
        'href',
        /mlat=52\.5251&mlon=13\.3694.*#map=15\/52\.5251\/13\.3694$/,
      );
      await visitor.context().close();

      // Settings › Maps: the key's field, what it changes, and no axe violation.
      await page.goto(`${DEMO_URL}/config/settings`);
      const settings = page.getByRole('region', { name: 'Settings' });
      const maps = settings.getByRole('region', { name: 'Maps' });
      await maps.scrollIntoViewIfNeeded();
      await expect(maps.getByLabel('Google Maps key (optional)')).toHaveValue('');
      await expect(maps).toContainText('maps are drawn with OpenStreetMap data');
      await expect(maps.getByRole('button', { name: 'Save key' })).toBeDisabled();
      await maps.getByLabel('Google Maps key (optional)').fill('not a key!');
      await maps.getByRole('button', { name: 'Save key' }).click();
      await expect(maps.getByRole('alert')).toContainText('letters, digits, - and _');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/map-settings-1440.png` });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.goto(`${DEMO_URL}/config/`);
      await api(page, 'DELETE', `/api/config/pages/${pageId}`);
    }
  });
});
