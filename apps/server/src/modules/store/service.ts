// The store as the app and the site's renderer see it: one service over the store's modules
// (catalogue, cart, checkout, orders, store-settings). It holds what they share (the database, the
// payment gateway, the signing secret, Stripe's publishable key and the hooks that keep cached pages
// right when the catalogue, stock or settings change) and answers the store's site pages for render.
// It owns no table: every read and write goes through the owning module's service.
import type { ProductView } from '@folio/core';
import type { IdMap } from '@folio/core/site-copy';
import type { Db } from '@folio/db';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import * as cart from '../cart/service.ts';
import * as catalogue from '../catalogue/service.ts';
import type { CheckoutDeps, PaymentGateway } from '../checkout/service.ts';
import * as checkout from '../checkout/service.ts';
import * as giftCards from '../gift-cards/service.ts';
import * as orders from '../orders/service.ts';
import type { Website } from '../sites/service.ts';
import * as sites from '../sites/service.ts';
import * as storeSettings from '../store-settings/service.ts';
import * as subscriptions from '../subscriptions/service.ts';

export { CART_COOKIE, isCartToken } from '../cart/service.ts';
export { PRODUCT_PATH } from '../catalogue/service.ts';
export { type PaymentGateway, StripeGateway, TestGateway } from '../checkout/service.ts';

/** How often abandoned orders and carts are swept (one `store.sweep` job per period, app.ts). */
export const SWEEP_MS = 5 * 60 * 1000;

/** The store's page types, at these paths unless a page of the site has the same address. */
const STORE_PATHS: Record<string, 'cart' | 'checkout'> = { '/cart': 'cart', '/checkout': 'checkout' };
const ORDER_PATH = /^\/commerce\/orders\/([0-9a-f]{24})$/;
const REVIEW_PATH = /^\/commerce\/review\/([\w.-]{1,1000})$/;

export class StoreService {
  /** Per site: whether it has a visible product (the header's cart link), until the catalogue changes. */
  readonly #hasStore = new Map<string, boolean>();

  constructor(
    readonly db: Db,
    readonly gateway: PaymentGateway,
    readonly secret: string,
    /** Stripe.js's key, given to the checkout page when Stripe takes payments. */
    readonly stripePublishableKey: string | null,
    private readonly hooks: {
      /** Cached pages of the site are stale (product lists, sold-out labels). */
      invalidatePages: (websiteId: string) => void;
      /** The site's settings changed (the site directory caches them). */
      forgetSite: () => void;
      flushOutbox: () => void;
      /** A site's public origin (its receipts' links when the sweep, not a request, marks an order paid). */
      siteOrigin: (site: Website) => string;
      log: (message: string, error: unknown) => void;
    },
  ) {}

  /**
   * Issue 14 item 19: the catalogue (products, variants, digital files) and coupons of `from`,
   * copied to `to` in the caller's transaction. Store settings live in the site's settings (the
   * sites module copies them). Orders, carts and reviews belong to the buyers: never copied.
   */
  async copySite(input: { from: string; to: string; tx: Db; ids: IdMap }): Promise<void> {
    await catalogue.copyCatalogue(input);
    await storeSettings.copyCoupons(input);
  }

  catalogueChanged(websiteId: string): void {
    this.#hasStore.delete(websiteId);
    this.hooks.invalidatePages(websiteId);
  }

  /** Another server changed the site (issue 15, the change feed): whether it has a store is asked afresh. */
  forgetHere(websiteId?: string): void {
    if (websiteId) this.#hasStore.delete(websiteId);
    else this.#hasStore.clear();
  }

  settingsChanged(websiteId: string): void {
    this.hooks.forgetSite();
    this.hooks.invalidatePages(websiteId);
  }

  emailQueued(): void {
    this.hooks.flushOutbox();
  }

  async hasStore(websiteId: string): Promise<boolean> {
    const known = this.#hasStore.get(websiteId);
    if (known !== undefined) return known;
    const has = await catalogue.hasVisibleProduct(this.db, websiteId);
    if (this.#hasStore.size > 10_000) this.#hasStore.clear();
    this.#hasStore.set(websiteId, has);
    return has;
  }

  /** Whether the checkout page loads Stripe.js (the page's content security policy allows it). */
  get hasStripe(): boolean {
    return this.gateway.name === 'stripe' && Boolean(this.stripePublishableKey);
  }

  async visibleProducts(websiteId: string): Promise<ProductView[]> {
    const products = await catalogue.listProducts(this.db, websiteId, { visibleOnly: true });
    return subscriptions.withPlans(this.db, websiteId, products);
  }

  async visibleProduct(websiteId: string, slug: string): Promise<ProductView | undefined> {
    const product = await catalogue.findProduct(this.db, websiteId, { slug });
    return product?.isVisible ? (await subscriptions.withPlans(this.db, websiteId, [product]))[0] : undefined;
  }

  /** Issue 20 (decision 063): /checkout of a cart holding a subscription goes to its own checkout. */
  subscribeRedirect(site: Website, pathname: string, cartToken: string | undefined): Promise<string | null> {
    if (pathname !== '/checkout' || !cart.isCartToken(cartToken)) return Promise.resolve(null);
    return subscriptions.subscribeRedirect(this.db, storeSettings.storeContextOf(site), cartToken);
  }

  /** The quick-view census: counts a look at a visible product; its title, or null when there is none. */
  recordQuickView(websiteId: string, productId: string): Promise<string | null> {
    return catalogue.recordQuickView(this.db, websiteId, productId);
  }

  /** The store part of a page's data: the currency and measurement system of the site. */
  #base(site: Website) {
    const context = storeSettings.storeContextOf(site);
    return { currencyCode: context.currencyCode, measurementSystem: context.settings.measurementSystem };
  }

  /** What a page with a ProductList block shows: the visible catalogue. */
  async listing(site: Website) {
    return { ...this.#base(site), products: await this.visibleProducts(site.id) };
  }

  /**
   * The store's own pages (render's one way in): a product page, the cart and checkout, the page
   * of /commerce/goto-checkout without a cart, a review request, an order confirmed. Null when the
   * path is none of them, or names nothing (then the site's 404).
   */
  async page(site: Website, url: URL) {
    const path = url.pathname.replace(/\/+$/, '');
    const base = this.#base(site);
    if (path.startsWith(catalogue.PRODUCT_PATH)) {
      const slug = decodeURIComponent(path.slice(catalogue.PRODUCT_PATH.length));
      const product = /^[a-z0-9-]{1,80}$/.test(slug) ? await this.visibleProduct(site.id, slug) : undefined;
      if (!product) return null;
      const reviews = await catalogue.reviewSummary(this.db, site.id, product.id);
      return { kind: 'product' as const, title: product.title, store: { ...base, product, reviews } };
    }
    const storeKind = STORE_PATHS[path];
    if (storeKind === 'cart' || storeKind === 'checkout') {
      const { checkoutMinimumCents, instalments } = storeSettings.storeContextOf(site).settings;
      return {
        kind: storeKind,
        store: {
          ...base,
          checkout: {
            checkoutMinimumCents,
            instalments,
            paymentProvider: this.gateway.name,
            stripePublishableKey: this.stripePublishableKey,
          },
        },
      };
    }
    if (path === '/commerce/goto-checkout') return { kind: 'checkout-unavailable' as const };
    const gift = await giftCards.sitePage(this.db, { id: site.id, currencyCode: base.currencyCode }, url);
    if (gift)
      return {
        ...gift,
        store: {
          ...base,
          giftCard: gift.giftCard && {
            ...gift.giftCard,
            paymentProvider: this.gateway.name,
            stripePublishableKey: this.stripePublishableKey,
          },
        },
      };
    const reviewMatch = REVIEW_PATH.exec(path);
    if (reviewMatch) {
      const review = await catalogue.reviewRequest(this.db, this.secret, site.id, reviewMatch[1]!);
      return review
        ? {
            kind: 'product-review' as const,
            title: 'Write a review',
            isPersonal: true,
            store: { ...base, review },
          }
        : null;
    }
    const orderMatch = ORDER_PATH.exec(path);
    if (orderMatch) {
      const token = url.searchParams.get('token') ?? '';
      const order = await orders.orderPage(this.db, this.secret, site.id, orderMatch[1]!, token);
      return order ? { kind: 'order-confirmed' as const, isPersonal: true, store: { ...base, order } } : null;
    }
    return null;
  }

  /** The file behind a digital product's download link (404 when the link is wrong or expired). */
  async download(websiteId: string, token: string) {
    const read = orders.readDownloadToken(this.secret, token);
    if ('problem' in read)
      throw notFound(
        read.problem === 'expired'
          ? 'This download link has expired. Open your order page for a new one.'
          : 'This download link is not valid.',
        `download_${read.problem}`,
      );
    const order = await orders.findOrder(this.db, websiteId, read.orderId);
    if (!order || (order.status !== 'paid' && order.status !== 'fulfilled'))
      throw notFound('This download link is not valid.', 'download_invalid');
    const file = await catalogue.readDigitalFile(this.db, websiteId, read.productId);
    if (!file)
      throw notFound('The seller has not added this file yet. Please contact them.', 'download_missing');
    return file;
  }

  checkoutDeps(request: FastifyRequest, site: Website): CheckoutDeps {
    return {
      db: this.db,
      gateway: this.gateway,
      secret: this.secret,
      origin: `${request.protocol}://${request.host}`,
      siteTitle: site.title,
      onStockChange: () => this.catalogueChanged(site.id),
      onEmailQueued: () => this.hooks.flushOutbox(),
      log: (error) => request.log.error({ err: error }, 'the payment gateway failed'),
    };
  }

  /** A site's title and public origin, for a receipt queued without a request of the site (sweep, webhook). */
  async receiptSiteOf(
    websiteId: string,
    /** The caller's transaction, when it holds one (PGlite has one connection). */
    db: Db = this.db,
  ): Promise<{ title: string; origin: string } | undefined> {
    const site = await sites.findWebsiteById(db, websiteId);
    return site && { title: site.title, origin: this.hooks.siteOrigin(site) };
  }

  /**
   * Settles abandoned pending orders (paid when the gateway charged them, else released) and deletes
   * abandoned carts: the `store.sweep` job.
   */
  async sweepStale(): Promise<void> {
    const settle = checkout.settleStaleOrders({
      db: this.db,
      gateway: this.gateway,
      secret: this.secret,
      siteOf: (websiteId) => this.receiptSiteOf(websiteId),
      onStockChange: (websiteId) => this.catalogueChanged(websiteId),
      onEmailQueued: () => this.hooks.flushOutbox(),
      log: (error) => this.hooks.log('the payment gateway did not answer the sweep', error),
    });
    await Promise.all([settle, cart.pruneAbandonedCarts(this.db)]);
    // Decision 075: gift-card purchases left pending (a bank's challenge never answered).
    await giftCards.settleStalePurchases({
      db: this.db,
      gateway: this.gateway,
      siteOf: (websiteId) => this.receiptSiteOf(websiteId),
      onEmailQueued: () => this.hooks.flushOutbox(),
      log: (error) => this.hooks.log('the payment gateway did not answer the gift-card sweep', error),
    });
  }
}
