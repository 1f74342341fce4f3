// Issue 16 part 5: what a published page's <head> tells search engines and social networks, the
// sitemap, robots.txt and the favicon, through the real app on PGlite.
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

/** The content of the head's meta or link with that attribute value. */
function tag(html: string, attribute: 'name' | 'property' | 'rel', value: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const element = new RegExp(`<(?:meta|link)[^>]*\\b${attribute}="${value}"[^>]*>`).exec(head)?.[0];
  return element ? /\b(?:content|href)="([^"]*)"/.exec(element)?.[1]?.replaceAll('&amp;', '&') : undefined;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function sitemapLocs(xml: string): string[] {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>/g)].map(
    (m) => m[1]!,
  );
}

describe('issue 16 part 5: SEO and sharing', () => {
  let t: TestApp;
  let owner: TestClient;
  let demoId: string;

  async function setSettings(patch: Record<string, unknown>) {
    const db = t.app.folio.database.db;
    const [demo] = await db.select().from(schema.websites).where(eq(schema.websites.id, demoId));
    await db
      .update(schema.websites)
      .set({ settings: { ...demo!.settings, ...patch } })
      .where(eq(schema.websites.id, demoId));
    t.app.folio.sites.forget();
    t.app.folio.cache.invalidateSite(demoId);
  }

  async function pageBySlug(slug: string) {
    const list = (await owner.request({ url: '/api/config/pages' })).json() as {
      pages: { id: string; slug: string }[];
    };
    const id = list.pages.find((p) => p.slug === slug)!.id;
    return (await owner.request({ url: `/api/config/pages/${id}` })).json().page as {
      id: string;
      draft: { root: { props: Record<string, unknown> }; content: unknown[] };
    };
  }

  async function publishWithSeo(slug: string, seo: unknown) {
    const page = await pageBySlug(slug);
    const data = { ...page.draft, root: { props: { ...page.draft.root.props, seo } } };
    return owner.request({ method: 'POST', url: `/api/config/pages/${page.id}/publish`, payload: { data } });
  }

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const db = t.app.folio.database.db;
    const [demo] = await db.select().from(schema.websites).where(eq(schema.websites.subdomain, 'demo'));
    demoId = demo!.id;
  });
  afterAll(() => t?.close());

  it('issue 16: a page without SEO settings has "Page — Site" as title, the site description, a canonical URL without the query, OG and Twitter tags', async () => {
    await setSettings({ profile: { description: 'Interiors for small rooms.' } });
    const html = (await t.client().request({ url: '/about?utm_source=x' })).body;
    expect(html).toContain('<title>About — Folio Demo</title>');
    expect(tag(html, 'name', 'description')).toBe('Interiors for small rooms.');
    expect(tag(html, 'rel', 'canonical')).toBe('http://demo.localhost:3000/about');
    expect(tag(html, 'property', 'og:url')).toBe('http://demo.localhost:3000/about');
    expect(tag(html, 'property', 'og:title')).toBe('About — Folio Demo');
    expect(tag(html, 'property', 'og:description')).toBe('Interiors for small rooms.');
    expect(tag(html, 'property', 'og:type')).toBe('website');
    expect(tag(html, 'property', 'og:site_name')).toBe('Folio Demo');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary');
    expect(tag(html, 'name', 'twitter:title')).toBe('About — Folio Demo');
    expect(tag(html, 'name', 'robots')).toBeUndefined();
    const crumbs = jsonLdOf(html).find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Folio Demo', item: 'http://demo.localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'About', item: 'http://demo.localhost:3000/about' },
    ]);
  });

  it('issue 16: the owner’s SEO title, description and social image reach the published head (og:image is the resized image)', async () => {
    const media = (await owner.request({ url: '/api/config/media' })).json() as {
      media: { id: string; width: number; fileName: string }[];
    };
    const picture = media.media.find((m) => m.width > 1500) ?? media.media[0]!;
    const res = await publishWithSeo('about', {
      title: 'About our studio | Demo',
      description: 'Who we are & how we work.',
      socialImageMediaId: picture.id,
      hideFromSearch: false,
    });
    expect(res.statusCode).toBe(200);
    const html = (await t.client().request({ url: '/about' })).body;
    expect(html).toContain('<title>About our studio | Demo</title>');
    expect(tag(html, 'name', 'description')).toBe('Who we are & how we work.');
    expect(tag(html, 'property', 'og:title')).toBe('About our studio | Demo');
    const image = tag(html, 'property', 'og:image')!;
    expect(image).toMatch(
      picture.width > 1500
        ? new RegExp(`^http://demo\\.localhost:3000/s/${picture.id}/1500w/`)
        : new RegExp(`^http://demo\\.localhost:3000/s/${picture.id}/`),
    );
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'name', 'twitter:image')).toBe(image);
    const served = await t.client().request({ url: image.replace('http://demo.localhost:3000', '') });
    expect(served.statusCode).toBe(200);
  });

  it('issue 16: SEO fields are validated on the server (lengths, the media id pattern)', async () => {
    const long = await publishWithSeo('about', { title: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/SEO title is at most 120 characters/);
    const badId = await publishWithSeo('about', { socialImageMediaId: '"><script>' });
    expect(badId.statusCode).toBe(400);
    const extra = await publishWithSeo('about', { title: 'ok', robots: 'all' });
    expect(extra.statusCode).toBe(400);
  });

  it('issue 16: a page hidden from search engines says noindex and leaves the sitemap; others stay', async () => {
    expect((await publishWithSeo('contact', { hideFromSearch: true })).statusCode).toBe(200);
    const html = (await t.client().request({ url: '/contact' })).body;
    expect(tag(html, 'name', 'robots')).toBe('noindex');
    const locs = sitemapLocs((await t.client().request({ url: '/sitemap.xml' })).body);
    expect(locs).not.toContain('http://demo.localhost:3000/contact');
    expect(locs).toContain('http://demo.localhost:3000/about');
    expect(tag((await t.client().request({ url: '/cart' })).body, 'name', 'robots')).toBe('noindex');
  });

  it('issue 16: the home page carries Organization JSON-LD from the site profile (LocalBusiness with an address), escaped inside its script', async () => {
    await setSettings({
      profile: {
        description: 'Interiors </script><script>alert(1)</script>',
        social: [{ network: 'instagram', url: 'https://instagram.com/demo' }],
        business: { name: 'Demo Studio Ltd', address: '', phone: '', email: '', hours: '' },
      },
    });
    let html = (await t.client().request({ url: '/' })).body;
    expect(html).not.toContain('</script><script>alert(1)');
    let org = jsonLdOf(html).find((entry) => entry['@type'] === 'Organization')!;
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Demo Studio Ltd',
      url: 'http://demo.localhost:3000/',
      description: 'Interiors </script><script>alert(1)</script>',
      sameAs: ['https://instagram.com/demo'],
    });
    await setSettings({
      profile: {
        business: {
          name: 'Demo Studio',
          address: '1 Quay St, Bristol',
          phone: '+44 117 000',
          email: '',
          hours: 'Mon–Fri 9–17',
        },
      },
    });
    html = (await t.client().request({ url: '/' })).body;
    org = jsonLdOf(html).find((entry) => entry['@type'] === 'LocalBusiness')!;
    expect(org).toMatchObject({
      address: '1 Quay St, Bristol',
      telephone: '+44 117 000',
      openingHours: ['Mon–Fri 9–17'],
    });
    expect(html).toContain('<title>Folio Demo</title>');
  });

  it('issue 16: a product page carries Product JSON-LD with its Offer (real price, currency, availability) and a BreadcrumbList', async () => {
    const html = (await t.client().request({ url: '/shop/p/room-planning-guide' })).body;
    expect(tag(html, 'property', 'og:type')).toBe('product');
    expect(tag(html, 'rel', 'canonical')).toBe('http://demo.localhost:3000/shop/p/room-planning-guide');
    const ld = jsonLdOf(html);
    expect(ld.find((entry) => entry['@type'] === 'Product')).toMatchObject({
      name: 'Room Planning Guide',
      url: 'http://demo.localhost:3000/shop/p/room-planning-guide',
      offers: {
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(ld.find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, name: 'Room Planning Guide' }],
    });
    const vase = jsonLdOf((await t.client().request({ url: '/shop/p/stoneware-bud-vase' })).body).find(
      (entry) => entry['@type'] === 'Product',
    );
    expect(vase).toMatchObject({
      offers: { price: '65.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('issue 16: /sitemap.xml lists the published pages, gallery slides and visible products, and no draft page', async () => {
    const created = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Secret draft' },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.client().request({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = sitemapLocs(res.body);
    expect(locs[0]).toBe('http://demo.localhost:3000/');
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://demo.localhost:3000/about',
        'http://demo.localhost:3000/shop',
        'http://demo.localhost:3000/gallery',
        'http://demo.localhost:3000/gallery/ochre-valley',
        'http://demo.localhost:3000/shop/p/room-planning-guide',
      ]),
    );
    expect(locs.some((loc) => loc.includes('secret-draft'))).toBe(false);
    expect(res.body).toMatch(
      /<url><loc>http:\/\/demo\.localhost:3000\/about<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );
    // Every address listed answers 200.
    for (const loc of locs.slice(0, 12)) {
      expect(
        (await t.client().request({ url: loc.replace('http://demo.localhost:3000', '') })).statusCode,
        loc,
      ).toBe(200);
    }
  });

  it('issue 16: /robots.txt allows all and names the sitemap; a developer-mode or parking site disallows all', async () => {
    const normal = await t.client().request({ url: '/robots.txt' });
    expect(normal.statusCode).toBe(200);
    expect(normal.headers['content-type']).toMatch(/^text\/plain/);
    expect(normal.body).toContain('User-agent: *\nAllow: /');
    expect(normal.body).toContain('Sitemap: http://demo.localhost:3000/sitemap.xml');
    await setSettings({ developerMode: true });
    const dev = await t.client().request({ url: '/robots.txt' });
    expect(dev.body).toBe('User-agent: *\nDisallow: /\n');
    expect(tag((await t.client().request({ url: '/' })).body, 'name', 'robots')).toBe('noindex');
    await setSettings({ developerMode: false, websiteType: 3 });
    expect((await t.client().request({ url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
    await setSettings({ websiteType: 1 });
  });

  it('issue 16: the favicon is an image from the site’s own host: /favicon.ico and the PNG sizes, with ETag and immutable sizes', async () => {
    const html = (await t.client().request({ url: '/' })).body;
    expect(html).not.toContain('href="data:');
    expect(tag(html, 'rel', 'icon')).toBe('/favicon.ico');
    const apple = tag(html, 'rel', 'apple-touch-icon')!;
    expect(apple).toMatch(/^\/_icon\/default-f\/180\.png$/);
    const ico = await t.client().request({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.rawPayload.readUInt16LE(2)).toBe(1);
    expect((await sharp(ico.rawPayload.subarray(22)).metadata()).width).toBe(32);
    const again = await t
      .client()
      .request({ url: '/favicon.ico', headers: { 'if-none-match': String(ico.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const png = await t.client().request({ url: apple });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('immutable');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });

    // The profile's favicon image, resized.
    const media = (await owner.request({ url: '/api/config/media' })).json() as { media: { id: string }[] };
    const faviconId = media.media[0]!.id;
    await setSettings({ profile: { faviconMediaId: faviconId } });
    const page = (await t.client().request({ url: '/' })).body;
    expect(tag(page, 'rel', 'apple-touch-icon')).toBe(`/_icon/${faviconId}/180.png`);
    const own = await t.client().request({ url: `/_icon/${faviconId}/192.png` });
    expect(own.statusCode).toBe(200);
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });
    expect((await t.client().request({ url: '/_icon/default-f/180.png' })).statusCode).toBe(404);
  });
});
