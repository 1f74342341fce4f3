// Issue 14 item 19: "Copy of the demo site" is the whole site, made in one transaction.

import * as schema from '@folio/db/schema';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmedAccount } from '../../testing/accounts.ts';
import {
  DEMO_HOST,
  databaseKinds,
  makeTestApp,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { LocalDiskStorage } from '../media/storage.ts';

const PASSWORD = 'a-long-password';

interface MediaItem {
  id: string;
  fileName: string;
  url: string;
  alt: string;
}
interface Gallery {
  id: string;
  title: string;
  items: { mediaId: string | null; caption: string; slug: string; type: string }[];
}
interface Product {
  id: string;
  title: string;
  slug: string;
  images: string[];
  variants: { id: string; sku: string; price: number; qtyInStock: number }[];
}

describe.each(databaseKinds)('issue 14 item 19: a copy of the demo site on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  async function owner(): Promise<{ platform: TestClient; email: string }> {
    const email = `copier-${uniqueSuffix()}@example.test`;
    return { platform: await confirmedAccount(t, email, PASSWORD), email };
  }

  async function contentOf(client: TestClient) {
    const media = (await client.request({ url: '/api/config/media' })).json().media as MediaItem[];
    const summaries = (await client.request({ url: '/api/config/galleries' })).json().galleries as {
      id: string;
    }[];
    const galleries: Gallery[] = [];
    for (const g of summaries) {
      galleries.push((await client.request({ url: `/api/config/galleries/${g.id}` })).json().gallery);
    }
    const products = (await client.request({ url: '/api/config/store/products' })).json()
      .products as Product[];
    const pages = (await client.request({ url: '/api/config/pages' })).json().pages as {
      id: string;
      slug: string;
    }[];
    return { media, galleries, products, pages };
  }

  async function totals() {
    const db = t.app.folio.database.db;
    const tables = {
      websites: schema.websites,
      pages: schema.pages,
      media: schema.media,
      galleryCollections: schema.galleryCollections,
      galleryItems: schema.galleryItems,
      products: schema.products,
      productVariants: schema.productVariants,
      coupons: schema.coupons,
      websiteRoles: schema.websiteRoles,
    };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: count() }).from(table);
      out[name] = row!.n;
    }
    return out;
  }

  it('has the demo’s products with variants and images, galleries with slides, media, pages and settings', async () => {
    const { platform, email } = await owner();
    const subdomain = `copy-${uniqueSuffix()}`;
    const created = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'My Studio', subdomain, template: 'demo' },
    });
    expect(created.statusCode).toBe(201);
    const host = `${subdomain}.localhost:3000`;

    const demo = t.client(DEMO_HOST);
    expect((await demo.signIn('owner@demo.test')).statusCode).toBe(200);
    const copyClient = t.client(host);
    expect((await copyClient.signIn(email, PASSWORD)).statusCode).toBe(200);
    const source = await contentOf(demo);
    const copy = await contentOf(copyClient);

    // Media: the same files under new ids, with their alt text, served from the copy.
    expect(source.media.length).toBeGreaterThan(10);
    expect(copy.media.map((m) => [m.fileName, m.alt]).sort()).toEqual(
      source.media.map((m) => [m.fileName, m.alt]).sort(),
    );
    const copyMediaIds = new Set(copy.media.map((m) => m.id));
    const sourceMediaIds = new Set(source.media.map((m) => m.id));
    expect([...copyMediaIds].some((id) => sourceMediaIds.has(id))).toBe(false);
    const first = copy.media[0]!;
    const sameFile = source.media.find((m) => m.fileName === first.fileName)!;
    const served = await t.app.inject({ url: first.url, headers: { host } });
    expect(served.statusCode).toBe(200);
    expect(
      served.rawPayload.equals(
        (await t.app.inject({ url: sameFile.url, headers: { host: DEMO_HOST } })).rawPayload,
      ),
    ).toBe(true);

    // Galleries: every collection with its slides, in order, showing the copy's own images.
    expect(copy.galleries.map((g) => [g.title, g.items.length])).toEqual(
      source.galleries.map((g) => [g.title, g.items.length]),
    );
    expect(copy.galleries.flatMap((g) => g.items.map((i) => [i.type, i.slug, i.caption]))).toEqual(
      source.galleries.flatMap((g) => g.items.map((i) => [i.type, i.slug, i.caption])),
    );
    for (const item of copy.galleries.flatMap((g) => g.items)) {
      if (item.mediaId) expect(copyMediaIds.has(item.mediaId)).toBe(true);
    }

    // Store: products with their variants (prices, stock, SKUs); not the same rows.
    expect(source.products.length).toBeGreaterThan(2);
    const shape = (p: Product) => ({
      title: p.title,
      slug: p.slug,
      images: p.images,
      variants: p.variants.map((v) => [v.sku, v.price, v.qtyInStock]),
    });
    expect(copy.products.map(shape)).toEqual(source.products.map(shape));
    expect(copy.products.some((p) => source.products.some((s) => s.id === p.id))).toBe(false);

    // Pages: the same addresses; the Gallery blocks name the copy's collections.
    expect(copy.pages.map((p) => p.slug)).toEqual(source.pages.map((p) => p.slug));
    const galleryPage = copy.pages.find((p) => p.slug === 'gallery')!;
    const draft = JSON.stringify(
      (await copyClient.request({ url: `/api/config/pages/${galleryPage.id}` })).json().page.draft,
    );
    const copyCollectionIds = copy.galleries.map((g) => g.id);
    expect(copyCollectionIds.some((id) => draft.includes(id))).toBe(true);
    for (const g of source.galleries) expect(draft).not.toContain(g.id);

    // Visitors of the copy see its shop (with the cart link) and its gallery.
    const shop = await t.app.inject({ url: '/shop', headers: { host } });
    expect(shop.statusCode).toBe(200);
    for (const p of copy.products) expect(shop.body).toContain(p.title);
    expect(shop.body).toContain('href="/cart"');
    const product = await t.app.inject({ url: `/shop/p/${copy.products[0]!.slug}`, headers: { host } });
    expect(product.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/cart', headers: { host } })).statusCode).toBe(200);
    const gallery = await t.app.inject({ url: '/gallery', headers: { host } });
    expect(gallery.statusCode).toBe(200);
    expect(copy.media.some((m) => gallery.body.includes(`/s/${m.id}/`))).toBe(true);
    expect(source.media.some((m) => gallery.body.includes(`/s/${m.id}/`))).toBe(false);

    // Settings: the demo's member accounts and store settings came along.
    const copied = (await copyClient.request({ url: '/api/config/store/settings' })).json();
    const original = (await demo.request({ url: '/api/config/store/settings' })).json();
    expect(copied.settings).toEqual(original.settings);
    expect(copied.storeCurrency ?? copied.currencyCode).toEqual(
      original.storeCurrency ?? original.currencyCode,
    );
    const codes = (view: { coupons: { code: string; timesUsed: number }[] }) =>
      view.coupons.map((c) => [c.code, c.timesUsed]);
    expect(codes(copied)).toEqual(codes(original).map(([code]) => [code, 0]));
    expect(codes(copied).map(([code]) => code)).toContain('WELCOME10');
  });

  it('issue 20: a copy keeps the gift-card products, subscription plans, membership plans, member prices and the pages’ locks, and no customer’s card, subscription or membership', async () => {
    const demo = t.client(DEMO_HOST);
    expect((await demo.signIn('owner@demo.test')).statusCode).toBe(200);
    const demoPlans = (await demo.request({ url: '/api/memberships/plans' })).json().plans as {
      id: string;
      name: string;
    }[];
    expect(demoPlans.length).toBeGreaterThan(0);
    const demoPages = (await demo.request({ url: '/api/config/pages' })).json().pages as {
      id: string;
      slug: string;
    }[];
    const about = demoPages.find((p) => p.slug === 'about')!;
    const lock = (client: TestClient, pageId: string, body: Record<string, unknown>) =>
      client.request({ method: 'PUT', url: `/api/config/member-areas/${pageId}`, payload: body });
    expect((await lock(demo, about.id, { kind: 'plans', planIds: [demoPlans[0]!.id] })).statusCode).toBe(200);
    // A gift card sold (here: issued) on the demo: a customer's, not the template's.
    const issued = await demo.request({
      method: 'POST',
      url: '/api/config/store/gift-cards',
      payload: { amountCents: 2500, recipientEmail: 'holder@example.com' },
    });
    expect(issued.statusCode).toBe(201);
    try {
      const { platform, email } = await owner();
      const subdomain = `copy-${uniqueSuffix()}`;
      const created = await platform.request({
        method: 'POST',
        url: '/api/platform/sites',
        payload: { title: 'Members Studio', subdomain, template: 'demo' },
      });
      expect(created.statusCode).toBe(201);
      const host = `${subdomain}.localhost:3000`;
      const copy = t.client(host);
      expect((await copy.signIn(email, PASSWORD)).statusCode).toBe(200);
      const both = async (url: string) => [
        (await demo.request({ url })).json(),
        (await copy.request({ url })).json(),
      ];

      // Gift-card products: the same titles and amounts under new ids.
      const [demoGift, copyGift] = await both('/api/config/store/gift-card-products');
      const giftShape = (p: { title: string; denominations: unknown }) => [p.title, p.denominations];
      expect(demoGift.products.length).toBeGreaterThan(0);
      expect(copyGift.products.map(giftShape)).toEqual(demoGift.products.map(giftShape));
      expect(copyGift.products[0].id).not.toBe(demoGift.products[0].id);

      // Subscription plans, on the copies of their products.
      const [demoSubs, copySubs] = await both('/api/config/store/subscription-plans');
      expect(demoSubs.plans.length).toBeGreaterThan(0);
      expect(copySubs.plans.map((p: { plan: unknown }) => p.plan)).toEqual(
        demoSubs.plans.map((p: { plan: unknown }) => p.plan),
      );
      const copyProducts = (await copy.request({ url: '/api/config/store/products' })).json()
        .products as Product[];
      for (const { productId } of copySubs.plans) expect(copyProducts.map((p) => p.id)).toContain(productId);

      // Membership plans and member prices (on the copies' variants).
      const [, copyPlans] = await both('/api/memberships/plans');
      expect(copyPlans.plans.map((p: { name: string }) => p.name)).toEqual(demoPlans.map((p) => p.name));
      const [demoPrices, copyPrices] = await both('/api/memberships/member-prices');
      expect(demoPrices.memberPrices.length).toBeGreaterThan(0);
      expect(copyPrices.memberPrices.map((p: { priceCents: number }) => p.priceCents)).toEqual(
        demoPrices.memberPrices.map((p: { priceCents: number }) => p.priceCents),
      );
      const copyVariants = copyProducts.flatMap((p) => p.variants.map((v) => v.id));
      for (const price of copyPrices.memberPrices) expect(copyVariants).toContain(price.variantId);

      // The locked page stays locked in the copy, to the copy's own plan.
      const [, copyLocks] = await both('/api/config/member-areas');
      const copiedLock = copyLocks.pages.find((p: { slug: string }) => p.slug === 'about');
      expect(copiedLock).toMatchObject({ kind: 'plans', planIds: [copyPlans.plans[0].id] });
      const visitor = await t.app.inject({ url: '/about', headers: { host } });
      expect(visitor.body).toContain('This page is locked');

      // No customer's data: the demo's sold gift cards stay with the demo.
      const [demoCards, copyCards] = await both('/api/config/store/gift-cards');
      expect(demoCards.cards.length).toBeGreaterThan(0);
      expect(copyCards.cards).toEqual([]);
    } finally {
      await lock(demo, about.id, { kind: 'none' });
    }
  });

  it('leaves nothing behind when a step fails midway (no site, no rows, no files)', async () => {
    const { platform } = await owner();
    const before = await totals();
    const puts = vi.spyOn(LocalDiskStorage.prototype, 'put');
    vi.spyOn(t.app.folio.store, 'copySite').mockRejectedValueOnce(new Error('forced failure'));
    const subdomain = `broken-${uniqueSuffix()}`;
    const res = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Broken copy', subdomain, template: 'demo' },
    });
    expect(res.statusCode).toBe(500);
    expect(await totals()).toEqual(before);
    expect(
      (await t.app.inject({ url: '/', headers: { host: `${subdomain}.localhost:3000` } })).statusCode,
    ).toBe(404);
    // The media step had copied files before the failure; they are gone again.
    expect(puts.mock.calls.length).toBeGreaterThan(0);
    for (const [index, [key]] of puts.mock.calls.entries()) {
      const storage = puts.mock.contexts[index] as LocalDiskStorage;
      expect(await storage.get(key)).toBeNull();
    }
    // And the same address can be used at once.
    const again = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Second try', subdomain, template: 'demo' },
    });
    expect(again.statusCode).toBe(201);
  });
});
