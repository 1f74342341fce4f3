// Carts: found by the hash of the visitor's cookie token, priced on every read from the catalogue.
import { createHash, randomBytes } from 'node:crypto';
import {
  type Cart,
  type CartEntry,
  type CartPricing,
  type Coupon,
  fromMinorUnits,
  isVariantAvailable,
  normalizeCouponCode,
  priceCart,
  type ShippingLocation,
  type StoreSettings,
  unitPriceCents,
} from '@folio/core';
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../errors.ts';
import { PRODUCT_PATH } from './catalogue.ts';

const { carts, cartEntries, coupons } = schema;
export type CartRow = typeof carts.$inferSelect;

export const CART_COOKIE = 'folio_cart';

import { MAX_LINE_QUANTITY } from '@folio/core/store-schemas';

export { MAX_LINE_QUANTITY };

export interface StoreContext {
  websiteId: string;
  currencyCode: string;
  settings: StoreSettings;
}

export function newCartToken(): string {
  return randomBytes(16).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isCartToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
}

/** The cart of a token when it is this site's and not yet bought. */
export async function findOpenCart(
  db: Db,
  websiteId: string,
  token: string | undefined,
): Promise<CartRow | undefined> {
  if (!isCartToken(token)) return undefined;
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.tokenHash, hashToken(token)),
        eq(carts.websiteId, websiteId),
        eq(carts.isPurchased, false),
      ),
    );
  return row;
}

export async function createCart(db: Db, websiteId: string): Promise<{ row: CartRow; token: string }> {
  const token = newCartToken();
  const [row] = await db
    .insert(carts)
    .values({ id: newId(), websiteId, tokenHash: hashToken(token) })
    .returning();
  return { row: row!, token };
}

export async function couponsByCode(
  db: Db,
  websiteId: string,
  codes: string[],
): Promise<(Coupon & { id: string })[]> {
  const normalized = codes.map(normalizeCouponCode).filter((c) => c !== '');
  if (normalized.length === 0) return [];
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), inArray(coupons.code, normalized)));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    amount: r.amount,
    minimumCents: r.minimumCents,
    expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
    usageLimit: r.usageLimit,
    timesUsed: r.timesUsed,
  }));
}

export interface PricedCart {
  row: CartRow | null;
  entries: CartEntry[];
  pricing: CartPricing;
  /** Coupons found for the cart's codes, with their ids (for counting uses). */
  coupons: (Coupon & { id: string })[];
}

/** Prices a cart from the catalogue; entries whose product left the site are dropped. */
export async function priceCartRow(
  db: Db,
  store: StoreContext,
  row: CartRow | null,
  overrides: { location?: ShippingLocation | null; shippingOptionId?: string | null } = {},
): Promise<PricedCart> {
  // One query: the cart's lines with their variants and products (cascades remove lines whose
  // variant is deleted; products hidden since are dropped below).
  const rows = row
    ? await db
        .select({ line: cartEntries, v: schema.productVariants, p: schema.products })
        .from(cartEntries)
        .innerJoin(schema.productVariants, eq(schema.productVariants.id, cartEntries.variantId))
        .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
        .where(and(eq(cartEntries.cartId, row.id), eq(schema.products.websiteId, store.websiteId)))
        .orderBy(asc(cartEntries.addedAt))
    : [];
  const lines = rows.map((r) => r.line);
  const catalogue = rows;
  const byVariant = new Map(catalogue.map((c) => [c.v.id, c]));
  const entries: CartEntry[] = [];
  for (const line of lines) {
    const found = byVariant.get(line.variantId);
    if (!found?.p.isVisible) continue;
    const { v, p } = found;
    const unit = unitPriceCents({ price: v.priceCents, salePrice: v.salePriceCents, onSale: v.onSale });
    entries.push({
      id: line.id,
      productId: p.id,
      variantId: v.id,
      title: p.title,
      url: `${PRODUCT_PATH}${p.slug}`,
      image: p.images[0] ?? null,
      productType: p.productType,
      optionValues: v.optionValues,
      sku: v.sku,
      quantity: line.quantity,
      unitPriceCents: unit,
      totalCents: unit * line.quantity,
      available: v.unlimited ? null : v.qtyInStock,
    });
  }
  const found = row ? await couponsByCode(db, store.websiteId, row.couponCodes) : [];
  const location = overrides.location !== undefined ? overrides.location : (row?.shippingLocation ?? null);
  const pricing = priceCart(
    {
      lines: entries.map((e) => ({
        unitPriceCents: e.unitPriceCents,
        quantity: e.quantity,
        weightGrams: byVariant.get(e.variantId)?.v.weightGrams ?? 0,
        productType: e.productType,
      })),
      couponCodes: row?.couponCodes ?? [],
      coupons: found,
      shippingOptions: store.settings.shippingOptions,
      selectedShippingOptionId:
        overrides.shippingOptionId !== undefined
          ? overrides.shippingOptionId
          : (row?.selectedShippingOptionId ?? null),
      taxRules: store.settings.taxRules,
      location,
      measurementSystem: store.settings.measurementSystem,
      now: new Date(),
    },
    store.currencyCode,
  );
  return { row, entries, pricing, coupons: found };
}

/** SHOP-007..014: the spec's cart shape. */
export function cartView(store: StoreContext, priced: PricedCart, orderId = ''): Cart {
  const { row, entries, pricing } = priced;
  return {
    id: row?.id ?? '',
    websiteId: store.websiteId,
    orderId: row?.orderId ?? orderId,
    created: row ? row.createdAt.getTime() : Date.now(),
    isPurchased: row?.isPurchased ?? false,
    entries,
    shippingOptions: pricing.shippingOptions,
    applicableTaxRules: pricing.applicableTaxRules,
    coupons: row?.couponCodes ?? [],
    validCoupons: pricing.validCoupons.map(
      ({ code, kind, amount, minimumCents, expiresAt, usageLimit, timesUsed }) => ({
        code,
        kind,
        amount,
        minimumCents,
        expiresAt,
        usageLimit,
        timesUsed,
      }),
    ),
    invalidCoupons: pricing.invalidCoupons,
    selectedShippingOption: pricing.selectedShippingOption ?? {},
    shippingLocation: row?.shippingLocation ?? {},
    subtotalCents: pricing.subtotalCents,
    taxCents: pricing.taxCents,
    shippingCostCents: pricing.shippingCostCents,
    discountCents: pricing.discountCents,
    grandTotalCents: pricing.grandTotalCents,
    totalQuantity: pricing.totalQuantity,
    subtotalAmount: fromMinorUnits(pricing.subtotalCents, store.currencyCode),
    hasDigital: pricing.hasDigital,
    purelyDigital: pricing.purelyDigital,
    requiresShipping: pricing.requiresShipping,
    currencyCode: store.currencyCode,
  };
}

function soldOutMessage(title: string, available: number): string {
  return available <= 0 ? `"${title}" is sold out.` : `Only ${available} of "${title}" left.`;
}

/** Adds a quantity of a variant; refuses more than the stock holds (checkout checks again). */
export async function addItem(
  db: Db,
  store: StoreContext,
  cart: CartRow,
  item: { productId: string; variantId?: string; quantity: number },
): Promise<void> {
  // The product's variants, each with what this cart already holds of it: one query.
  const rows = await db
    .select({ v: schema.productVariants, p: schema.products, inCart: cartEntries.quantity })
    .from(schema.productVariants)
    .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .leftJoin(
      cartEntries,
      and(eq(cartEntries.variantId, schema.productVariants.id), eq(cartEntries.cartId, cart.id)),
    )
    .where(
      and(
        eq(schema.products.websiteId, store.websiteId),
        eq(schema.products.id, item.productId),
        eq(schema.products.isVisible, true),
      ),
    )
    .orderBy(asc(schema.productVariants.position));
  if (rows.length === 0) throw notFound('That product is no longer in the store.', 'product_not_found');
  const chosen = item.variantId
    ? rows.find((r) => r.v.id === item.variantId)
    : rows.length === 1
      ? rows[0]
      : undefined;
  if (!chosen)
    throw notFound(
      item.variantId ? 'That option of the product no longer exists.' : 'Choose an option first.',
      'variant_not_found',
    );
  const existing = chosen.inCart === null ? undefined : { quantity: chosen.inCart };
  const total = (existing?.quantity ?? 0) + item.quantity;
  if (total > MAX_LINE_QUANTITY)
    throw conflict(`At most ${MAX_LINE_QUANTITY} of one item fit in a cart.`, 'quantity_limit');
  if (!isVariantAvailable(chosen.v, total))
    throw conflict(
      soldOutMessage(chosen.p.title, chosen.v.qtyInStock - (existing?.quantity ?? 0)),
      'sold_out',
    );
  await db
    .insert(cartEntries)
    .values({ id: newId(), cartId: cart.id, variantId: chosen.v.id, quantity: item.quantity })
    .onConflictDoUpdate({
      target: [cartEntries.cartId, cartEntries.variantId],
      set: { quantity: sql`${cartEntries.quantity} + excluded.quantity` },
    });
  await touch(db, cart.id);
}

/** Sets an entry's quantity; 0 removes it (SHOP-015). */
export async function setQuantity(db: Db, cart: CartRow, entryId: string, quantity: number): Promise<void> {
  if (quantity === 0) return removeEntry(db, cart, entryId);
  const [entry] = await db
    .select({ e: cartEntries, v: schema.productVariants, title: schema.products.title })
    .from(cartEntries)
    .innerJoin(schema.productVariants, eq(schema.productVariants.id, cartEntries.variantId))
    .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .where(and(eq(cartEntries.cartId, cart.id), eq(cartEntries.id, entryId)));
  if (!entry) throw notFound('That item is no longer in your cart.', 'entry_not_found');
  if (!isVariantAvailable(entry.v, quantity))
    throw conflict(soldOutMessage(entry.title, entry.v.qtyInStock), 'sold_out');
  await db.update(cartEntries).set({ quantity }).where(eq(cartEntries.id, entryId));
  await touch(db, cart.id);
}

export async function removeEntry(db: Db, cart: CartRow, entryId: string): Promise<void> {
  const rows = await db
    .delete(cartEntries)
    .where(and(eq(cartEntries.cartId, cart.id), eq(cartEntries.id, entryId)))
    .returning({ id: cartEntries.id });
  if (rows.length === 0) throw notFound('That item is no longer in your cart.', 'entry_not_found');
  await touch(db, cart.id);
}

/** One code per order: a new code replaces the cart's code. */
export async function setCoupon(db: Db, cart: CartRow, code: string | null): Promise<CartRow> {
  const codes = code === null ? [] : [normalizeCouponCode(code)];
  const [row] = await db
    .update(carts)
    .set({ couponCodes: codes, updatedAt: new Date() })
    .where(eq(carts.id, cart.id))
    .returning();
  return row ?? cart;
}

export async function setShipping(
  db: Db,
  cart: CartRow,
  location: ShippingLocation,
  shippingOptionId: string | null,
): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ shippingLocation: location, selectedShippingOptionId: shippingOptionId, updatedAt: new Date() })
    .where(eq(carts.id, cart.id))
    .returning();
  return row ?? cart;
}

async function touch(db: Db, cartId: string) {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Carts left alone this long are deleted (the cookie lasts as long). */
export const ABANDONED_CART_MS = 90 * 24 * 60 * 60 * 1000;

/** Deletes carts nobody bought from and nobody touched for 90 days; returns how many. */
export async function pruneAbandonedCarts(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(carts)
    .where(and(eq(carts.isPurchased, false), lt(carts.updatedAt, new Date(now - ABANDONED_CART_MS))))
    .returning({ id: carts.id });
  return gone.length;
}
