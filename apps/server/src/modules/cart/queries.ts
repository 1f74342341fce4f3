// The carts' tables: carts and cart_entries. The only file of the module that touches them.
import type { ShippingLocation } from '@folio/core';
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, lt, sql } from 'drizzle-orm';

const { carts, cartEntries } = schema;
export type CartRow = typeof carts.$inferSelect;
export type EntryRow = typeof cartEntries.$inferSelect;

export async function openCartByHash(db: Db, websiteId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.tokenHash, tokenHash), eq(carts.websiteId, websiteId), eq(carts.isPurchased, false)));
  return row;
}

/** The cart of a token hash, locked for the caller's transaction (bought or not). */
export async function lockCartByHash(db: Db, websiteId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.tokenHash, tokenHash), eq(carts.websiteId, websiteId)))
    .for('update');
  return row;
}

export async function insertCart(db: Db, websiteId: string, tokenHash: string): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ id: newId(), websiteId, tokenHash }).returning();
  return row!;
}

export function entriesOf(db: Db, cartId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(cartEntries)
    .where(eq(cartEntries.cartId, cartId))
    .orderBy(asc(cartEntries.addedAt));
}

export async function entry(db: Db, cartId: string, entryId: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(cartEntries)
    .where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.id, entryId)));
  return row;
}

export async function addToEntry(db: Db, cartId: string, variantId: string, quantity: number): Promise<void> {
  await db
    .insert(cartEntries)
    .values({ id: newId(), cartId, variantId, quantity })
    .onConflictDoUpdate({
      target: [cartEntries.cartId, cartEntries.variantId],
      set: { quantity: sql`${cartEntries.quantity} + excluded.quantity` },
    });
}

export async function setEntryQuantity(db: Db, entryId: string, quantity: number): Promise<void> {
  await db.update(cartEntries).set({ quantity }).where(eq(cartEntries.id, entryId));
}

export async function deleteEntry(db: Db, cartId: string, entryId: string): Promise<boolean> {
  const rows = await db
    .delete(cartEntries)
    .where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.id, entryId)))
    .returning({ id: cartEntries.id });
  return rows.length > 0;
}

export async function updateCart(
  db: Db,
  cartId: string,
  values: Partial<Pick<CartRow, 'couponCodes' | 'selectedShippingOptionId' | 'isPurchased' | 'orderId'>> & {
    shippingLocation?: ShippingLocation;
    updatedAt?: Date;
  },
): Promise<CartRow | undefined> {
  const [row] = await db.update(carts).set(values).where(eq(carts.id, cartId)).returning();
  return row;
}

export async function deleteAbandoned(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(carts)
    .where(and(eq(carts.isPurchased, false), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return gone.length;
}
