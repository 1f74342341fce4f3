// Store settings (kept in the site's settings) and coupons (their own table: uses are counted).
import { type CouponView, normalizeCouponCode, type StoreSettings, storeSettingsOf } from '@folio/core';
import { type Db, isUniqueViolation, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../errors.ts';
import type { Website } from '../sites/service.ts';
import type { StoreContext } from './cart.ts';

const { coupons, websites } = schema;

export function storeContextOf(site: Website): StoreContext {
  return {
    websiteId: site.id,
    currencyCode: site.settings.storeCurrency,
    settings: storeSettingsOf(site.settings.store),
  };
}

export async function saveStoreSettings(
  db: Db,
  websiteId: string,
  input: { storeCurrency: string; settings: StoreSettings },
): Promise<void> {
  const patch = JSON.stringify({ storeCurrency: input.storeCurrency, store: input.settings });
  await db
    .update(websites)
    .set({ settings: sql`${websites.settings} || ${patch}::jsonb` })
    .where(eq(websites.id, websiteId));
}

export interface CouponInput {
  code: string;
  kind: 'percentage' | 'fixed';
  amount: number;
  minimumCents: number;
  expiresAt: string | null;
  usageLimit: number | null;
}

function couponView(row: typeof coupons.$inferSelect): CouponView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    minimumCents: row.minimumCents,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
  };
}

export async function listCoupons(db: Db, websiteId: string): Promise<CouponView[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.websiteId, websiteId))
    .orderBy(asc(coupons.code));
  return rows.map(couponView);
}

export async function saveCoupon(
  db: Db,
  websiteId: string,
  id: string | null,
  input: CouponInput,
): Promise<CouponView> {
  const values = {
    code: normalizeCouponCode(input.code),
    kind: input.kind,
    amount: input.amount,
    minimumCents: input.minimumCents,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    usageLimit: input.usageLimit,
  };
  try {
    const [row] = id
      ? await db
          .update(coupons)
          .set(values)
          .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
          .returning()
      : await db
          .insert(coupons)
          .values({ id: newId(), websiteId, ...values })
          .returning();
    if (!row) throw notFound('That coupon no longer exists.', 'coupon_not_found');
    return couponView(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(`There is already a coupon ${values.code}.`, 'coupon_code_taken');
    throw error;
  }
}

export async function deleteCoupon(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Issue 14 item 19: a copied site's coupons, each with its uses counted again from zero. */
export async function copyCoupons(input: { from: string; to: string; tx: Db }): Promise<void> {
  const rows = await input.tx.select().from(coupons).where(eq(coupons.websiteId, input.from));
  if (rows.length === 0) return;
  await input.tx
    .insert(coupons)
    .values(rows.map((row) => ({ ...row, id: newId(), websiteId: input.to, timesUsed: 0 })));
}
