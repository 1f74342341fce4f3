// Issue 16 part 6: new sites from the starting templates, and copies of an existing site: each is
// the whole source (pages, design, header/footer, profile, products, galleries, media, coupons),
// made in one transaction.
import { headerFooterSchema } from '@folio/core/header-footer';
import { siteDesignSchema } from '@folio/core/site-design';
import * as schema from '@folio/db/schema';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEMPLATES, templateSubdomain } from '../../seed/templates/catalogue.ts';
import { confirmedAccount } from '../../testing/accounts.ts';
import {
  DEMO_HOST,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { findWebsiteBySubdomain } from '../sites/service.ts';

const PASSWORD = 'a-long-password';

interface Page {
  id: string;
  slug: string;
  title: string;
  isPublished?: boolean;
}

describe('issue 16 part 6: templates and copies', () => {
  let t: TestApp;
  let platform: TestClient;
  let email: string;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    email = `templates-${uniqueSuffix()}@example.test`;
    platform = await confirmedAccount(t, email, PASSWORD);
  }, 120_000);
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  async function create(payload: Record<string, unknown>) {
    const subdomain = `s-${uniqueSuffix()}`;
    const res = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'My New Site', subdomain, ...payload },
    });
    return { res, subdomain, host: `${subdomain}.localhost:3000` };
  }

  async function owner(host: string) {
    const client = t.client(host);
    expect((await client.signIn(email, PASSWORD)).statusCode).toBe(200);
    return client;
  }

  /** What a site is made of, ids left out (a copy has its own), ids it names checked as its own. */
  async function contentOf(client: TestClient, subdomain: string) {
    const site = (await findWebsiteBySubdomain(t.app.folio.database.db, subdomain))!;
    const pages = (await client.request({ url: '/api/config/pages' })).json().pages as Page[];
    const details = [];
    for (const page of pages) {
      const detail = (await client.request({ url: `/api/config/pages/${page.id}` })).json().page;
      details.push({ slug: page.slug, title: page.title, draft: detail.draft, published: detail.published });
    }
    const products = (await client.request({ url: '/api/config/store/products' })).json().products as {
      title: string;
      variants: { sku: string; price: number; qtyInStock: number }[];
    }[];
    const galleries = [];
    for (const g of (await client.request({ url: '/api/config/galleries' })).json().galleries as {
      id: string;
    }[]) {
      const gallery = (await client.request({ url: `/api/config/galleries/${g.id}` })).json().gallery;
      galleries.push({
        title: gallery.title,
        slides: gallery.items.map((i: { caption: string }) => i.caption),
      });
    }
    const media = (await client.request({ url: '/api/config/media' })).json().media as {
      id: string;
      fileName: string;
    }[];
    const store = (await client.request({ url: '/api/config/store/settings' })).json();
    const headerFooter = (await client.request({ url: '/api/site-header-footer' })).json();
    const settings = (await client.request({ url: '/api/config/site-settings' })).json();
    const pageIds = new Set(pages.map((p) => p.id));
    const mediaIds = new Set(media.map((m) => m.id));
    const navPageIds = JSON.stringify(headerFooter).match(/[0-9a-f]{24}/g) ?? [];
    for (const id of navPageIds) expect(pageIds.has(id)).toBe(true);
    if (settings.profile.faviconMediaId) expect(mediaIds.has(settings.profile.faviconMediaId)).toBe(true);
    if (settings.profile.logoMediaId) expect(mediaIds.has(settings.profile.logoMediaId)).toBe(true);
    const bySlug = new Map(pages.map((p) => [p.id, p.slug]));
    return {
      site,
      pages: details.map((d) => ({ ...d, draft: scrub(d.draft), published: scrub(d.published) })),
      products: products.map((p) => ({
        title: p.title,
        variants: p.variants.map((v) => [v.sku, v.price, v.qtyInStock]),
      })),
      galleries,
      media: media.map((m) => m.fileName).sort(),
      coupons: (store.coupons as { code: string }[]).map((c) => c.code),
      storeSettings: store.settings,
      design: site.settings.design,
      // Navigation by page address: the copy names its own pages.
      headerFooter: JSON.parse(
        JSON.stringify(headerFooter).replace(/[0-9a-f]{24}/g, (id) => `/${bySlug.get(id)}`),
      ),
      profile: { ...settings.profile, faviconMediaId: Boolean(settings.profile.faviconMediaId) },
      websiteType: settings.websiteType,
    };
  }

  /** Page data with the ids of other rows (collections, images) replaced: they differ in a copy. */
  const scrub = (data: unknown) => JSON.parse(JSON.stringify(data ?? null).replace(/[0-9a-f]{24}/g, 'ID'));

  it('issue 16: every template stores a design the design schema accepts, and a valid header and footer', async () => {
    for (const template of TEMPLATES) {
      const { res, subdomain } = await create({ template: template.id });
      expect(res.statusCode, res.body).toBe(201);
      const site = (await findWebsiteBySubdomain(t.app.folio.database.db, subdomain))!;
      expect(siteDesignSchema.safeParse(site.settings.design).success, template.id).toBe(true);
      expect(headerFooterSchema.safeParse(site.settings.headerFooter).success, template.id).toBe(true);
      expect(site.settings.cloneable).toBe(false);
      expect(site.templateId).toBe(template.id);
    }
    // Each its own design: four palettes and four font themes.
    const sources = await Promise.all(
      TEMPLATES.map((tpl) => findWebsiteBySubdomain(t.app.folio.database.db, templateSubdomain(tpl.id))),
    );
    expect(new Set(sources.map((s) => JSON.stringify(s!.settings.design))).size).toBe(4);
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(4);
  }, 240_000);

  it.each(TEMPLATES.map((tpl) => [tpl.id]))(
    'issue 16: a new site from the %s template has all the pages, products, galleries, design and header/footer of its source',
    async (id) => {
      const { res, subdomain, host } = await create({ template: id });
      expect(res.statusCode, res.body).toBe(201);
      const copy = await contentOf(await owner(host), subdomain);
      // The source's owner has no password anyone knows: compare with what the source site holds.
      const sourceSite = (await findWebsiteBySubdomain(
        t.app.folio.database.db,
        templateSubdomain(id as never),
      ))!;
      const { folio } = t.app;
      expect(copy.design).toEqual(sourceSite.settings.design);
      expect(copy.pages.map((p) => p.slug)).toEqual(
        (await folio.pages.list(sourceSite.id)).map((p) => p.slug),
      );
      expect(copy.galleries.map((g) => g.title)).toEqual(
        (await folio.galleries.listCollections(sourceSite.id)).map((g) => g.title),
      );
      expect(copy.products.map((p) => p.title)).toEqual(
        (await folio.store.visibleProducts(sourceSite.id)).map((p) => p.title),
      );
      expect(copy.pages.length).toBeGreaterThanOrEqual(4);
      expect(copy.pages.every((p) => p.published !== null)).toBe(true);
      const hf = copy.headerFooter;
      expect(hf.header.navigation.length).toBeGreaterThanOrEqual(3);
      expect(copy.profile.description).not.toBe('');
      expect(copy.profile.faviconMediaId).toBe(true);
      if (id === 'shop') {
        expect(copy.products.length).toBeGreaterThanOrEqual(5);
        expect(copy.products.some((p) => p.variants.length > 1)).toBe(true);
        expect(copy.coupons).toContain('FIRSTFIRING');
        expect(hf.header.navigation.some((item: { kind: string }) => item.kind === 'folder')).toBe(true);
      }
      if (id === 'portfolio') {
        expect(copy.galleries.map((g) => g.title)).toEqual(['Selected work', 'Landscapes', 'Interiors']);
        expect(copy.galleries.every((g) => g.slides.length >= 5)).toBe(true);
      }
      if (id === 'cafe') {
        expect(copy.pages.map((p) => p.slug)).toEqual(['', 'menu', 'visit', 'book']);
        expect(copy.profile.business.hours).toContain('Monday closed');
        expect(JSON.stringify(copy.pages.find((p) => p.slug === 'book')!.published)).toContain(
          '"type":"Form"',
        );
      }
      if (id === 'studio') {
        expect(copy.products.length).toBeGreaterThanOrEqual(4);
        expect(copy.galleries.length).toBe(3);
      }
      // A visitor sees every page, product and gallery of the new site.
      for (const page of copy.pages) {
        const seen = await t.app.inject({ url: `/${page.slug}`, headers: { host } });
        expect(seen.statusCode, `/${page.slug}`).toBe(200);
        expect(seen.body).toContain(
          page.title === 'Home' ? 'My New Site' : page.title.replace(/&/g, '&amp;'),
        );
      }
      const home = await t.app.inject({ url: '/', headers: { host } });
      // The favicon is the copy's own image, not the source's.
      expect(home.body).toContain('rel="icon"');
      expect(home.body).not.toContain(`/s/${sourceSite.settings.profile?.faviconMediaId}`);
    },
    120_000,
  );

  it('issue 16: a copy of one of my sites equals its source (pages, design, header/footer, profile, store, galleries, media)', async () => {
    const first = await create({ template: 'studio' });
    expect(first.res.statusCode).toBe(201);
    const sourceClient = await owner(first.host);
    // The owner changes the source before copying it: the copy takes the site as it is now.
    const hf = (await sourceClient.request({ url: '/api/site-header-footer' })).json();
    hf.footer.content.push({
      type: 'FooterText',
      props: { id: 'footer-owner-note', text: '<p>Changed by the owner before the copy.</p>' },
    });
    expect(
      (await sourceClient.request({ method: 'PUT', url: '/api/site-header-footer', payload: hf })).statusCode,
    ).toBe(200);
    const copy = await create({ copyOf: first.res.json().site.id });
    expect(copy.res.statusCode).toBe(201);
    const a = await contentOf(sourceClient, first.subdomain);
    const b = await contentOf(await owner(copy.host), copy.subdomain);
    const { site: _a, ...source } = a;
    const { site: _b, ...copied } = b;
    expect(copied).toEqual(source);
    expect(JSON.stringify(copied.headerFooter.footer.content)).toContain(
      'Changed by the owner before the copy.',
    );
    // Not an empty comparison: the studio has all of these.
    expect(copied.products.length).toBeGreaterThan(3);
    expect(copied.galleries.length).toBe(3);
    expect(copied.coupons).toContain('WELCOME10');
    expect(copied.media.length).toBeGreaterThan(10);
    expect(b.site.id).not.toBe(a.site.id);

    // Someone else may not copy it.
    const other = await confirmedAccount(t, `other-${uniqueSuffix()}@example.test`, PASSWORD);
    const refused = await other.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Not mine', subdomain: `n-${uniqueSuffix()}`, copyOf: first.res.json().site.id },
    });
    expect(refused.statusCode).toBe(404);
  }, 240_000);

  it('issue 16: the platform serves each template’s preview picture, and nothing else from that folder', async () => {
    for (const template of TEMPLATES) {
      const res = await t.app.inject({
        url: `/_platform/templates/${template.id}-desktop.webp`,
        headers: { host: PLATFORM_HOST },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    for (const url of ['/_platform/templates/..%2Fservice.ts', '/_platform/templates/shop.webp']) {
      // Refused by the name's pattern before any file is read.
      expect((await t.app.inject({ url, headers: { host: PLATFORM_HOST } })).statusCode).toBe(400);
    }
    const onSite = await t.app.inject({
      url: '/_platform/templates/shop-desktop.webp',
      headers: { host: DEMO_HOST },
    });
    expect(onSite.statusCode).toBe(404);
    const home = await platform.request({ url: '/' });
    for (const template of TEMPLATES) expect(home.body).toContain(`value="${template.id}"`);
    expect(home.body).toContain(
      'value="blank" aria-labelledby="tpl-blank" aria-describedby="tpl-blank-about" checked',
    );
  });

  it('issue 16: the template sources’ addresses (template-…) are kept: nobody else may take one', async () => {
    const res = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Squatter', subdomain: 'template-bakery', template: 'blank' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('kept for Folio’s templates');
  });

  it('issue 16: a copy that fails midway leaves no half site (no site, no rows)', async () => {
    await create({ template: 'shop' }); // the source exists, so the failure is in the copy itself
    const db = t.app.folio.database.db;
    const totals = async () => {
      const out: Record<string, number> = {};
      for (const [name, table] of Object.entries({
        websites: schema.websites,
        pages: schema.pages,
        media: schema.media,
        products: schema.products,
        variants: schema.productVariants,
        coupons: schema.coupons,
        galleries: schema.galleryCollections,
      })) {
        out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
      }
      return out;
    };
    const before = await totals();
    vi.spyOn(t.app.folio.pages, 'copySite').mockRejectedValueOnce(new Error('forced failure'));
    const { res, host } = await create({ template: 'shop' });
    expect(res.statusCode).toBe(500);
    expect(await totals()).toEqual(before);
    expect((await t.app.inject({ url: '/', headers: { host } })).statusCode).toBe(404);
  }, 120_000);
});
