// The coupons table (store-settings owns it; the store's other settings live in the site's
// settings, written through the sites module). The only file of the module that touches tables.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const { coupons } = schema;
export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Pick<
  CouponRow,
  'code' | 'kind' | 'amount' | 'minimumCents' | 'expiresAt' | 'usageLimit'
>;

export function couponsOfSite(db: Db, websiteId: string): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.websiteId, websiteId)).orderBy(asc(coupons.code));
}

export function couponsByCodes(db: Db, websiteId: string, codes: string[]): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), inArray(coupons.code, codes)));
}

export async function updateCoupon(
  db: Db,
  websiteId: string,
  id: string,
  values: CouponValues,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
    .returning();
  return row;
}

export async function insertCoupon(db: Db, websiteId: string, values: CouponValues): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({ id: newId(), websiteId, ...values })
    .returning();
  return row!;
}

export async function deleteCoupon(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Counts one use of a coupon while it has uses left; false when it is used up. */
export async function useCoupon(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        sql`(${coupons.usageLimit} is null or ${coupons.timesUsed} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return used.length > 0;
}

/** Gives back one use of the site's coupon `code`. */
export async function giveBackUse(db: Db, websiteId: string, code: string): Promise<void> {
  await db
    .update(coupons)
    .set({ timesUsed: sql`greatest(0, ${coupons.timesUsed} - 1)` })
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, code)));
}

export async function insertCouponRows(db: Db, rows: CouponRow[]): Promise<void> {
  if (rows.length) await db.insert(coupons).values(rows);
}
