// Carts: found by the hash of the visitor's cookie token, priced on every read from the catalogue
// (prices, stock) and the store settings (coupons, shipping, tax).
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
  unitPriceCents,
} from '@folio/core';
import { MAX_LINE_QUANTITY } from '@folio/core/store-schemas';
import type { Db } from '@folio/db';
import { conflict, notFound } from '../../errors.ts';
import * as catalogue from '../catalogue/service.ts';
import * as memberships from '../memberships/service.ts';
import type { StoreContext } from '../store-settings/service.ts';
import * as storeSettings from '../store-settings/service.ts';
import * as q from './queries.ts';

export type CartRow = q.CartRow;
export type { StoreContext } from '../store-settings/service.ts';
export { MAX_LINE_QUANTITY };

export const CART_COOKIE = 'folio_cart';

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
  return q.openCartByHash(db, websiteId, hashToken(token));
}

/** The cart of a token (bought or not), locked for the caller's transaction: the checkout's start. */
export function lockCart(tx: Db, websiteId: string, token: string): Promise<CartRow | undefined> {
  return q.lockCartByHash(tx, websiteId, hashToken(token));
}

/** The cart is bought: the order it became is noted (in the checkout's transaction). */
export async function markPurchased(tx: Db, cartId: string, orderId: string): Promise<void> {
  await q.updateCart(tx, cartId, { isPurchased: true, orderId });
}

export async function createCart(db: Db, websiteId: string): Promise<{ row: CartRow; token: string }> {
  const token = newCartToken();
  return { row: await q.insertCart(db, websiteId, hashToken(token)), token };
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
  overrides: {
    location?: ShippingLocation | null;
    shippingOptionId?: string | null;
    /** Issue 20 (decision 068): the signed-in site user, who pays member prices of plans they hold. */
    siteUserId?: string | undefined;
  } = {},
): Promise<PricedCart> {
  // The cart's lines, then their variants and products (cascades remove lines whose variant is
  // deleted; products hidden since are dropped below).
  const lines = row ? await q.entriesOf(db, row.id) : [];
  const catalogueRows = await catalogue.variantsWithProducts(
    db,
    store.websiteId,
    lines.map((l) => l.variantId),
  );
  const byVariant = new Map(catalogueRows.map((c) => [c.v.id, c]));
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
      url: `${catalogue.PRODUCT_PATH}${p.slug}`,
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
  const memberPrices = await memberships.memberUnitPrices(db, store.websiteId, overrides.siteUserId, entries);
  for (const entry of entries) {
    const memberPrice = memberPrices.get(entry.variantId);
    if (memberPrice !== undefined)
      Object.assign(entry, { unitPriceCents: memberPrice, totalCents: memberPrice * entry.quantity });
  }
  const found = row ? await storeSettings.couponsByCode(db, store.websiteId, row.couponCodes) : [];
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
  const rows = await catalogue.visibleProductVariants(db, store.websiteId, item.productId);
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
  const existing = (await q.entriesOf(db, cart.id)).find((e) => e.variantId === chosen.v.id);
  const total = (existing?.quantity ?? 0) + item.quantity;
  if (total > MAX_LINE_QUANTITY)
    throw conflict(`At most ${MAX_LINE_QUANTITY} of one item fit in a cart.`, 'quantity_limit');
  if (!isVariantAvailable(chosen.v, total))
    throw conflict(
      soldOutMessage(chosen.p.title, chosen.v.qtyInStock - (existing?.quantity ?? 0)),
      'sold_out',
    );
  await q.addToEntry(db, cart.id, chosen.v.id, item.quantity);
  await touch(db, cart.id);
}

/** Sets an entry's quantity; 0 removes it (SHOP-015). */
export async function setQuantity(db: Db, cart: CartRow, entryId: string, quantity: number): Promise<void> {
  if (quantity === 0) return removeEntry(db, cart, entryId);
  const entry = await q.entry(db, cart.id, entryId);
  const [found] = entry ? await catalogue.variantsWithProducts(db, cart.websiteId, [entry.variantId]) : [];
  if (!entry || !found) throw notFound('That item is no longer in your cart.', 'entry_not_found');
  if (!isVariantAvailable(found.v, quantity))
    throw conflict(soldOutMessage(found.p.title, found.v.qtyInStock), 'sold_out');
  await q.setEntryQuantity(db, entryId, quantity);
  await touch(db, cart.id);
}

export async function removeEntry(db: Db, cart: CartRow, entryId: string): Promise<void> {
  if (!(await q.deleteEntry(db, cart.id, entryId)))
    throw notFound('That item is no longer in your cart.', 'entry_not_found');
  await touch(db, cart.id);
}

/** One code per order: a new code replaces the cart's code. */
export async function setCoupon(db: Db, cart: CartRow, code: string | null): Promise<CartRow> {
  const codes = code === null ? [] : [normalizeCouponCode(code)];
  return (await q.updateCart(db, cart.id, { couponCodes: codes, updatedAt: new Date() })) ?? cart;
}

export async function setShipping(
  db: Db,
  cart: CartRow,
  location: ShippingLocation,
  shippingOptionId: string | null,
): Promise<CartRow> {
  const row = await q.updateCart(db, cart.id, {
    shippingLocation: location,
    selectedShippingOptionId: shippingOptionId,
    updatedAt: new Date(),
  });
  return row ?? cart;
}

async function touch(db: Db, cartId: string) {
  await q.updateCart(db, cartId, { updatedAt: new Date() });
}

/** Carts left alone this long are deleted (the cookie lasts as long). */
export const ABANDONED_CART_MS = 90 * 24 * 60 * 60 * 1000;

/** Deletes carts nobody bought from and nobody touched for 90 days; returns how many. */
export function pruneAbandonedCarts(db: Db, now = Date.now()): Promise<number> {
  return q.deleteAbandoned(db, new Date(now - ABANDONED_CART_MS));
}
