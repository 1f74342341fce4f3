// Store settings (currency, measurement, minimum, shipping options, tax rules, instalments: kept in
// the site's settings and written through the sites module) and coupons (their own table: uses are
// counted by the checkout through useCoupon and releaseCouponUse).
import {
  type Coupon,
  type CouponView,
  normalizeCouponCode,
  type StoreSettings,
  storeSettingsOf,
} from '@folio/core';
import { type Db, isUniqueViolation, newId } from '@folio/db';
import { conflict, notFound } from '../../errors.ts';
import type { Website } from '../sites/service.ts';
import * as sites from '../sites/service.ts';
import * as q from './queries.ts';

/** What pricing a cart needs of the site: its id, currency and store settings. */
export interface StoreContext {
  websiteId: string;
  currencyCode: string;
  settings: StoreSettings;
}

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
  await sites.updateStoreSettings(db, websiteId, {
    storeCurrency: input.storeCurrency,
    store: input.settings,
  });
}

export interface CouponInput {
  code: string;
  kind: 'percentage' | 'fixed';
  amount: number;
  minimumCents: number;
  expiresAt: string | null;
  usageLimit: number | null;
}

function couponView(row: q.CouponRow): CouponView {
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
  return (await q.couponsOfSite(db, websiteId)).map(couponView);
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
    const row = id
      ? await q.updateCoupon(db, websiteId, id, values)
      : await q.insertCoupon(db, websiteId, values);
    if (!row) throw notFound('That coupon no longer exists.', 'coupon_not_found');
    return couponView(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(`There is already a coupon ${values.code}.`, 'coupon_code_taken');
    throw error;
  }
}

export const deleteCoupon = q.deleteCoupon;

/** The site's coupons for the given codes (any case), with their ids (for counting uses). */
export async function couponsByCode(
  db: Db,
  websiteId: string,
  codes: string[],
): Promise<(Coupon & { id: string })[]> {
  const normalized = codes.map(normalizeCouponCode).filter((c) => c !== '');
  if (normalized.length === 0) return [];
  return (await q.couponsByCodes(db, websiteId, normalized)).map(couponView);
}

/** Counts one use of a coupon in the caller's transaction; false when it is used up. */
export const useCoupon = q.useCoupon;
/** Gives back the use a released order held, in the caller's transaction. */
export const releaseCouponUse = q.giveBackUse;

/** Issue 14 item 19: a copied site's coupons, each with its uses counted again from zero. */
export async function copyCoupons(input: { from: string; to: string; tx: Db }): Promise<void> {
  const rows = await q.couponsOfSite(input.tx, input.from);
  await q.insertCouponRows(
    input.tx,
    rows.map((row) => ({ ...row, id: newId(), websiteId: input.to, timesUsed: 0 })),
  );
}
