// The demo's Gallery page as the server renders it: every design, the slides' data attributes, a
// slide's own address, and a cached page that follows a change to its collection.
import { gunzipSync } from 'node:zlib';
import { collectionAddress, slideIdentifier } from '@folio/core/gallery-block';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL as OWNER_EMAIL } from '../seed/demo.ts';
import { databaseKinds, makeTestApp, type TestApp } from '../testing/test-app.ts';

function contextOf(html: string) {
  return JSON.parse(/id="folio-context">([^<]*)</.exec(html)![1]!) as { itemId: string | null };
}

describe.each(databaseKinds)('gallery pages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());

  it('GAL-001 GAL-002 the demo Gallery page shows all eight designs, each with its block data as JSON', async () => {
    const res = await t.client().request({ url: '/gallery' });
    expect(res.statusCode).toBe(200);
    const designs = [...res.body.matchAll(/data-design="([a-z]+)"/g)].map((m) => m[1]);
    expect(designs.sort()).toEqual(
      ['autocolumns', 'autogrid', 'autorows', 'carousel', 'grid', 'list', 'stacked', 'strip'].sort(),
    );
    const data = [...res.body.matchAll(/data-gallery-block="([^"]+)"/g)].map((m) =>
      JSON.parse(m[1]!.replaceAll('&quot;', '"')),
    );
    expect(data).toHaveLength(8);
    for (const block of data) expect(Object.keys(block)).toHaveLength(22);
  });

  it('GAL-013 every slide carries its type, id, url, click-through, dimensions, focal point and source', async () => {
    const res = await t.client().request({ url: '/gallery' });
    const slides = [...res.body.matchAll(/<figure[^>]*data-slide=""[^>]*>/g)].map((m) => m[0]);
    expect(slides.length).toBeGreaterThan(40);
    for (const slide of slides) {
      expect(slide).toMatch(/data-type="(image|video)"/);
      expect(slide).toMatch(/data-slide-id="[0-9a-f]{24}"/);
      expect(slide).toMatch(/data-slide-url="[a-z0-9-]+"/);
      expect(slide).toMatch(/data-click-through-url="[^"]*"/);
      expect(slide).toMatch(/data-image-dimensions="\d+x\d+"/);
      expect(slide).toMatch(/data-image-focal-point="0?\.?\d*,0?\.?\d*"/);
      expect(slide).toMatch(/data-src="\/s\/[0-9a-f]{24}\/[\w.-]+"/);
    }
    expect(slides.some((s) => s.includes('data-type="video"'))).toBe(true);
  });

  it('GAL-035 GAL-036 a slide’s own address (the page’s address and the slide url) renders the page with that slide chosen', async () => {
    const res = await t.client().request({ url: '/gallery/ochre-valley' });
    expect(res.statusCode).toBe(200);
    expect(contextOf(res.body).itemId).toBe('ochre-valley');
    expect(res.body).toContain('data-slide-url="ochre-valley"');
    expect(contextOf((await t.client().request({ url: '/gallery' })).body).itemId).toBeNull();
    expect((await t.client().request({ url: '/gallery/no-such-slide' })).statusCode).toBe(404);
    expect((await t.client().request({ url: '/about/ochre-valley' })).statusCode).toBe(404);
  });

  it('issue 14 item 12: GAL-035 GAL-036 every address the slideshow writes answers 200 on its slide, and leads back to the page', async () => {
    const page = await t.client().request({ url: '/gallery' });
    const stacked = /data-design="stacked"[\s\S]*?data-gallery-track[^>]*>([\s\S]*?)<\/div><button/.exec(
      page.body,
    )![1]!;
    const slides = [...stacked.matchAll(/data-slide-id="([0-9a-f]{24})" data-slide-url="([a-z0-9-]*)"/g)].map(
      (m) => ({ id: m[1]!, slug: m[2]! }),
    );
    expect(slides.length).toBe(11);
    for (const slide of slides) {
      for (const ref of [slide, { id: slide.id, slug: '' }]) {
        const address = slideIdentifier('/gallery', ref);
        const res = await t.client().request({ url: address });
        expect(res.statusCode, address).toBe(200);
        const { itemId } = contextOf(res.body);
        expect(itemId).toBe(ref.slug || ref.id);
        // What the island takes for the page's address from that answer (no slide piled on).
        expect(collectionAddress({ pathname: address, search: '' }, itemId).pathname).toBe('/gallery');
      }
    }
    const [a, b] = slides;
    expect((await t.client().request({ url: `/gallery/${a!.slug}/${b!.slug}` })).statusCode).toBe(404);
  });

  it('the first gallery’s first image loads at once with high priority; every other gallery image waits for the image loader', async () => {
    const res = await t.client().request({ url: '/gallery' });
    const images = [...res.body.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const eager = images.filter(
      (img) => img.includes('fetchPriority="high"') || img.includes('fetchpriority="high"'),
    );
    expect(eager).toHaveLength(1);
    expect(eager[0]).toContain('first-light.jpg?format=1000w');
    const lazy = images.filter((img) => img.includes('data-src='));
    expect(lazy.length).toBeGreaterThan(40);
    // Issue 14 item 17: a lazy image's src is a 1×1 placeholder (valid HTML), never the picture itself.
    for (const img of lazy) expect(img).toMatch(/ src="data:image\/gif;base64,[A-Za-z0-9+/=]+"/);
  });

  it('pages go gzipped to browsers that accept it, from the cache too', async () => {
    t.app.folio.cache.clear(); // earlier tests visited the slide addresses
    for (const attempt of ['miss', 'hit']) {
      const res = await t
        .client()
        .request({ url: '/gallery/moonrise', headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers['x-folio-cache']).toBe(attempt);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      const html = gunzipSync(res.rawPayload).toString('utf8');
      expect(html).toContain('data-design="stacked"');
      expect(res.rawPayload.length).toBeLessThan(html.length / 3);
    }
    const plain = await t.client().request({ url: '/gallery' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-design="stacked"');
  });

  it('a cached Gallery page follows a caption changed in the config area', async () => {
    const visitor = t.client();
    expect((await visitor.request({ url: '/gallery' })).body).not.toContain('A new caption for the valley');
    const owner = t.client();
    await owner.signIn(OWNER_EMAIL);
    const { galleries } = (await owner.request({ url: '/api/config/galleries' })).json();
    const notes = galleries.find((g: { title: string }) => g.title === 'Field notes');
    const { gallery } = (await owner.request({ url: `/api/config/galleries/${notes.id}` })).json();
    const valley = gallery.items.find((i: { slug: string }) => i.slug === 'ochre-valley');
    const patched = await owner.request({
      method: 'PATCH',
      url: `/api/config/galleries/${notes.id}/items/${valley.id}`,
      payload: { caption: 'A new caption for the valley' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await visitor.request({ url: '/gallery' })).body).toContain('A new caption for the valley');
  });

  it('deleting a library image takes its slides off cached pages too', async () => {
    const visitor = t.client();
    expect((await visitor.request({ url: '/gallery' })).body).toContain('winter-quiet.jpg');
    const owner = t.client();
    await owner.signIn(OWNER_EMAIL);
    const { media } = (await owner.request({ url: '/api/config/media' })).json();
    const winter = media.find((m: { fileName: string }) => m.fileName === 'winter-quiet.jpg');
    expect(
      (await owner.request({ method: 'DELETE', url: `/api/config/media/${winter.id}` })).statusCode,
    ).toBe(204);
    expect((await visitor.request({ url: '/gallery' })).body).not.toContain('winter-quiet.jpg');
  });
});
