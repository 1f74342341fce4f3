// What the store's routes and the site's renderer share: the database, the payment gateway, the
// signing secret, and the hooks that keep cached pages right when the catalogue or stock changes.
import type { ProductView } from '@folio/core';
import type { IdMap } from '@folio/core/site-copy';
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import type { Website } from '../sites/service.ts';
import { pruneAbandonedCarts } from './cart.ts';
import * as catalogue from './catalogue.ts';
import { type CheckoutDeps, releaseStaleOrders } from './checkout.ts';
import { readDownloadToken } from './emails.ts';
import { findOrder } from './orders.ts';
import type { PaymentGateway } from './payments.ts';
import { copyCoupons } from './settings.ts';

/** How often abandoned orders and carts are swept (one `store.sweep` job per period, app.ts). */
export const SWEEP_MS = 5 * 60 * 1000;

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
    },
  ) {}

  /**
   * Issue 14 item 19: the catalogue (products, variants, digital files) and coupons of `from`,
   * copied to `to` in the caller's transaction. Store settings live in the site's settings (the
   * sites module copies them). Orders, carts and reviews belong to the buyers: never copied.
   */
  async copySite(input: { from: string; to: string; tx: Db; ids: IdMap }): Promise<void> {
    await catalogue.copyCatalogue(input);
    await copyCoupons(input);
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
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.products)
      .where(and(eq(schema.products.websiteId, websiteId), eq(schema.products.isVisible, true)));
    const has = (row?.n ?? 0) > 0;
    if (this.#hasStore.size > 10_000) this.#hasStore.clear();
    this.#hasStore.set(websiteId, has);
    return has;
  }

  visibleProducts(websiteId: string): Promise<ProductView[]> {
    return catalogue.listProducts(this.db, websiteId, { visibleOnly: true });
  }

  async visibleProduct(websiteId: string, slug: string): Promise<ProductView | undefined> {
    const product = await catalogue.findProduct(this.db, websiteId, { slug });
    return product?.isVisible ? product : undefined;
  }

  /** The quick-view census: counts a look at a visible product. */
  async recordQuickView(websiteId: string, productId: string): Promise<boolean> {
    const rows = await this.db
      .update(schema.products)
      .set({ quickViews: sql`${schema.products.quickViews} + 1` })
      .where(
        and(
          eq(schema.products.websiteId, websiteId),
          eq(schema.products.id, productId),
          eq(schema.products.isVisible, true),
        ),
      )
      .returning({ id: schema.products.id });
    return rows.length > 0;
  }

  /** The file behind a digital product's download link (404 when the link is wrong or expired). */
  async download(websiteId: string, token: string) {
    const read = readDownloadToken(this.secret, token);
    if ('problem' in read)
      throw notFound(
        read.problem === 'expired'
          ? 'This download link has expired. Open your order page for a new one.'
          : 'This download link is not valid.',
        `download_${read.problem}`,
      );
    const order = await findOrder(this.db, websiteId, read.orderId);
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

  /** Releases abandoned pending orders and deletes abandoned carts (the `store.sweep` job). */
  async sweepStale(): Promise<void> {
    await Promise.all([releaseStaleOrders(this.db), pruneAbandonedCarts(this.db)]);
  }
}
