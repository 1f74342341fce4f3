// The tables of paid membership: plans, memberships (site user ↔ plan) and member prices.
import { FIRST_RENEWAL_GRACE_MS } from '@folio/core/member-pricing';
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';

const { membershipPlans, memberships, memberPrices } = schema;

export type PlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MemberPriceRow = typeof memberPrices.$inferSelect;
export type PlanPrice = PlanRow['prices'][number];

export function listPlans(db: Db, websiteId: string, input: { visibleOnly: boolean }): Promise<PlanRow[]> {
  return db
    .select()
    .from(membershipPlans)
    .where(
      input.visibleOnly
        ? and(eq(membershipPlans.websiteId, websiteId), eq(membershipPlans.isVisible, true))
        : eq(membershipPlans.websiteId, websiteId),
    )
    .orderBy(asc(membershipPlans.position), asc(membershipPlans.createdAt));
}

export async function findPlan(db: Db, websiteId: string, planId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.websiteId, websiteId), eq(membershipPlans.id, planId)));
  return row;
}

export interface PlanFields {
  name: string;
  description: string;
  benefits: string[];
  prices: PlanPrice[];
  isVisible: boolean;
}

export async function insertPlan(db: Db, websiteId: string, fields: PlanFields): Promise<PlanRow> {
  const [last] = await db
    .select({ n: count() })
    .from(membershipPlans)
    .where(eq(membershipPlans.websiteId, websiteId));
  const [row] = await db
    .insert(membershipPlans)
    .values({ id: newId(), websiteId, position: last?.n ?? 0, ...fields })
    .returning();
  return row!;
}

export async function updatePlan(
  db: Db,
  websiteId: string,
  planId: string,
  fields: PlanFields,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(membershipPlans)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(membershipPlans.websiteId, websiteId), eq(membershipPlans.id, planId)))
    .returning();
  return row;
}

/** Per plan, how many memberships give access now. */
export async function currentMemberCounts(
  db: Db,
  websiteId: string,
  now: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ planId: memberships.planId, n: count() })
    .from(memberships)
    .where(and(eq(memberships.websiteId, websiteId), currentAt(now)))
    .groupBy(memberships.planId);
  return new Map(rows.map((r) => [r.planId, r.n]));
}

/**
 * Active or cancelled, and the paid period not over (a one-payment plan has no end); or (decision
 * 073's grace, as `isMembershipCurrent`) active and renewing itself, its renewal not tried yet (a day
 * at most) or a retry waiting.
 */
function currentAt(now: Date) {
  const firstTryUntil = new Date(now.getTime() - FIRST_RENEWAL_GRACE_MS);
  return or(
    and(
      inArray(memberships.status, ['active', 'cancelled']),
      or(isNull(memberships.currentPeriodEnd), gt(memberships.currentPeriodEnd, now)),
    ),
    and(
      eq(memberships.status, 'active'),
      sql`${memberships.billingPeriod} is not null`,
      sql`${memberships.savedPaymentMethod} is not null`,
      or(sql`${memberships.renewalRetryAt} is not null`, gt(memberships.currentPeriodEnd, firstTryUntil)),
    ),
  );
}

export async function heldPlanIds(
  db: Db,
  websiteId: string,
  siteUserId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .select({ planId: memberships.planId })
    .from(memberships)
    .where(and(eq(memberships.websiteId, websiteId), eq(memberships.siteUserId, siteUserId), currentAt(now)));
  return rows.map((r) => r.planId);
}

/** A site user's memberships that were ever granted, with their plan's name, newest first. */
export function membershipsOfUser(db: Db, websiteId: string, siteUserId: string) {
  return db
    .select({ membership: memberships, planName: membershipPlans.name })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(
      and(
        eq(memberships.websiteId, websiteId),
        eq(memberships.siteUserId, siteUserId),
        sql`${memberships.grantedAt} is not null`,
      ),
    )
    .orderBy(sql`${memberships.grantedAt} desc`);
}

/** The row of a site user and plan, locked for the caller's transaction. */
export async function lockMembership(
  tx: Db,
  siteUserId: string,
  planId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.siteUserId, siteUserId), eq(memberships.planId, planId)))
    .for('update');
  return row;
}

export async function insertMembership(
  tx: Db,
  values: Omit<typeof memberships.$inferInsert, 'id'>,
): Promise<MembershipRow> {
  const [row] = await tx
    .insert(memberships)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function updateMembership(
  db: Db,
  id: string,
  values: Partial<typeof memberships.$inferInsert>,
  /** Only when the row still has this status (a race lost leaves it alone). */
  whenStatus?: MembershipRow['status'],
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .update(memberships)
    .set(values)
    .where(
      whenStatus ? and(eq(memberships.id, id), eq(memberships.status, whenStatus)) : eq(memberships.id, id),
    )
    .returning();
  return row;
}

export async function findMembership(
  db: Db,
  websiteId: string,
  siteUserId: string,
  id: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.websiteId, websiteId),
        eq(memberships.siteUserId, siteUserId),
        eq(memberships.id, id),
      ),
    );
  return row;
}

export async function membershipById(db: Db, id: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row;
}

/**
 * Renewing memberships whose paid period ended by `now` (decision 070: the renewal runner's list):
 * active, recurring, a saved card, and no retry waiting; with their plan's name.
 */
export function dueForRenewal(db: Db, now: Date, limit: number) {
  return db
    .select({ membership: memberships, planName: membershipPlans.name })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(
      and(
        eq(memberships.status, 'active'),
        sql`${memberships.billingPeriod} is not null`,
        sql`${memberships.savedPaymentMethod} is not null`,
        sql`${memberships.currentPeriodEnd} <= ${now}`,
        or(isNull(memberships.renewalRetryAt), sql`${memberships.renewalRetryAt} <= ${now}`),
      ),
    )
    .orderBy(asc(memberships.currentPeriodEnd))
    .limit(limit);
}

/** The period that ended at `periodEnd` is paid: the next one, once (a second call finds it moved on). */
export async function renewedPeriod(
  db: Db,
  id: string,
  periodEnd: Date,
  values: { currentPeriodEnd: Date; paymentId: string },
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .update(memberships)
    .set({ ...values, renewalAttempts: 0, renewalRetryAt: null })
    .where(and(eq(memberships.id, id), eq(memberships.currentPeriodEnd, periodEnd)))
    .returning();
  return row;
}

export function listMemberPrices(db: Db, websiteId: string): Promise<MemberPriceRow[]> {
  return db.select().from(memberPrices).where(eq(memberPrices.websiteId, websiteId));
}

export function memberPricesOf(db: Db, websiteId: string, variantIds: string[]): Promise<MemberPriceRow[]> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(memberPrices)
    .where(and(eq(memberPrices.websiteId, websiteId), inArray(memberPrices.variantId, variantIds)));
}

export async function upsertMemberPrice(db: Db, row: MemberPriceRow): Promise<MemberPriceRow> {
  const [saved] = await db
    .insert(memberPrices)
    .values(row)
    .onConflictDoUpdate({
      target: memberPrices.variantId,
      set: { priceCents: row.priceCents, planId: row.planId },
    })
    .returning();
  return saved!;
}

export async function deleteMemberPrice(db: Db, websiteId: string, variantId: string): Promise<void> {
  await db
    .delete(memberPrices)
    .where(and(eq(memberPrices.websiteId, websiteId), eq(memberPrices.variantId, variantId)));
}

/** A site copy: the plans under new ids, then the member prices of the copied variants. */
export async function copyPlansAndPrices(input: {
  from: string;
  to: string;
  tx: Db;
  ids: Map<string, string>;
}) {
  const { tx, ids } = input;
  const plans = await tx
    .select()
    .from(schema.membershipPlans)
    .where(eq(schema.membershipPlans.websiteId, input.from));
  if (plans.length > 0)
    await tx.insert(schema.membershipPlans).values(
      plans.map((plan) => {
        const id = newId();
        ids.set(plan.id, id);
        return { ...plan, id, websiteId: input.to };
      }),
    );
  const prices = await tx
    .select()
    .from(schema.memberPrices)
    .where(eq(schema.memberPrices.websiteId, input.from));
  const copies = prices.flatMap((price) => {
    const variantId = ids.get(price.variantId);
    if (!variantId) return [];
    return [
      {
        ...price,
        variantId,
        websiteId: input.to,
        planId: price.planId ? (ids.get(price.planId) ?? null) : null,
      },
    ];
  });
  if (copies.length > 0) await tx.insert(schema.memberPrices).values(copies);
}

/** Decision 076: joins still pending since before `before` (the sweep's list). */
export function stalePending(db: Db, before: Date, limit = 100): Promise<MembershipRow[]> {
  return db
    .select()
    .from(memberships)
    .where(and(eq(memberships.status, 'pending'), lt(memberships.createdAt, before)))
    .orderBy(asc(memberships.createdAt))
    .limit(limit);
}
