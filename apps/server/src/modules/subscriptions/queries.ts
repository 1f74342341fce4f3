// Subscriptions' tables (subscription_plans, subscriptions, subscription_renewals): the only file
// of the module that touches them.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';

const { subscriptionPlans, subscriptions, subscriptionRenewals, renewalCharges } = schema;
const { subscriptionFirstPayments } = schema;

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type RenewalRow = typeof subscriptionRenewals.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id'>;

export async function plansOf(db: Db, websiteId: string, productIds?: string[]): Promise<PlanRow[]> {
  if (productIds && productIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.websiteId, websiteId),
        productIds ? inArray(subscriptionPlans.productId, productIds) : undefined,
      ),
    );
}

export async function upsertPlan(db: Db, row: Omit<PlanRow, 'updatedAt'>): Promise<PlanRow> {
  const [saved] = await db
    .insert(subscriptionPlans)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptionPlans.productId,
      set: {
        billingPeriodValue: row.billingPeriodValue,
        billingPeriodUnit: row.billingPeriodUnit,
        numBillingCycles: row.numBillingCycles,
        updatedAt: new Date(),
      },
    })
    .returning();
  return saved!;
}

export async function deletePlan(db: Db, websiteId: string, productId: string): Promise<void> {
  await db
    .delete(subscriptionPlans)
    .where(and(eq(subscriptionPlans.websiteId, websiteId), eq(subscriptionPlans.productId, productId)));
}

/** Inserts the subscription unless its first order made one already; answers the one that counts. */
export async function insertSubscription(
  db: Db,
  values: NewSubscription,
): Promise<{ row: SubscriptionRow; isNew: boolean }> {
  const inserted = await db
    .insert(subscriptions)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: subscriptions.firstOrderId })
    .returning({ id: subscriptions.id });
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.firstOrderId, values.firstOrderId));
  return { row: row!, isNew: inserted.length > 0 };
}

export async function findSubscription(
  db: Db,
  websiteId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id)));
  return row;
}

export function listOfSite(db: Db, websiteId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.websiteId, websiteId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(500);
}

export function listOfCustomer(
  db: Db,
  websiteId: string,
  customer: { siteUserId: string; email: string },
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.websiteId, websiteId),
        or(
          eq(subscriptions.siteUserId, customer.siteUserId),
          and(isNull(subscriptions.siteUserId), eq(subscriptions.email, customer.email)),
        ),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(100);
}

export async function updateSubscription(
  db: Db,
  id: string,
  set: Partial<Omit<SubscriptionRow, 'id' | 'websiteId'>>,
  /** Only when the row still is in one of these states. */
  fromStatuses?: SubscriptionRow['status'][],
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set(set)
    .where(
      and(eq(subscriptions.id, id), fromStatuses ? inArray(subscriptions.status, fromStatuses) : undefined),
    )
    .returning();
  return row;
}

/** Ids of the subscriptions whose renewal (or retry) is due and that no runner holds. */
export async function dueIds(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.nextChargeAt, now),
        or(isNull(subscriptions.claimedUntil), lt(subscriptions.claimedUntil, now)),
      ),
    )
    .orderBy(subscriptions.nextChargeAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes a due subscription for one runner (a conditional UPDATE: of two runners, one gets the row).
 * Answers it, or nothing when another runner holds it or it is no longer due.
 */
export async function claim(
  db: Db,
  id: string,
  now: Date,
  until: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(subscriptions.id, id),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.nextChargeAt, now),
        or(isNull(subscriptions.claimedUntil), lt(subscriptions.claimedUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** The renewal row of (subscription, period), made on first sight (the unique key holds one). */
export async function renewalOf(db: Db, sub: SubscriptionRow, period: number): Promise<RenewalRow> {
  await db
    .insert(subscriptionRenewals)
    .values({
      id: newId(),
      subscriptionId: sub.id,
      websiteId: sub.websiteId,
      period,
      status: 'pending',
      amountCents: sub.amountCents,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(subscriptionRenewals)
    .where(and(eq(subscriptionRenewals.subscriptionId, sub.id), eq(subscriptionRenewals.period, period)));
  return row!;
}

export async function updateRenewal(
  db: Db,
  id: string,
  set: Partial<Pick<RenewalRow, 'status' | 'attempts' | 'paymentId' | 'orderId' | 'declineCode'>>,
): Promise<void> {
  await db
    .update(subscriptionRenewals)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptionRenewals.id, id));
}

export function renewalsOf(db: Db, subscriptionId: string): Promise<RenewalRow[]> {
  return db
    .select()
    .from(subscriptionRenewals)
    .where(eq(subscriptionRenewals.subscriptionId, subscriptionId))
    .orderBy(subscriptionRenewals.period);
}

// ---- decision 070: the periods of memberships and monthly gifts the same runner charges ----

export type RenewalChargeRow = typeof renewalCharges.$inferSelect;

/**
 * The period's row, made once (unique by kind, thing and period), claimed by this runner until
 * `until` unless another holds it: undefined when another runner has it.
 */
export async function claimRenewalCharge(
  db: Db,
  key: {
    kind: RenewalChargeRow['kind'];
    thingId: string;
    period: string;
    websiteId: string;
    amountCents: number;
  },
  now: Date,
  until: Date,
): Promise<RenewalChargeRow | undefined> {
  await db
    .insert(renewalCharges)
    .values({ id: newId(), ...key, status: 'pending' })
    .onConflictDoNothing({ target: [renewalCharges.kind, renewalCharges.thingId, renewalCharges.period] });
  const [row] = await db
    .update(renewalCharges)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(renewalCharges.kind, key.kind),
        eq(renewalCharges.thingId, key.thingId),
        eq(renewalCharges.period, key.period),
        or(isNull(renewalCharges.claimedUntil), lt(renewalCharges.claimedUntil, now)),
      ),
    )
    .returning();
  return row;
}

export async function updateRenewalCharge(
  db: Db,
  id: string,
  values: Partial<
    Pick<RenewalChargeRow, 'status' | 'attempts' | 'paymentId' | 'declineCode' | 'claimedUntil'>
  >,
): Promise<void> {
  await db.update(renewalCharges).set(values).where(eq(renewalCharges.id, id));
}

/** A site copy: each copied product's plan (the catalogue copied the products first). */
export async function copyPlans(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  const rows = await input.tx
    .select()
    .from(schema.subscriptionPlans)
    .where(eq(schema.subscriptionPlans.websiteId, input.from));
  const copies = rows.flatMap((row) => {
    const productId = input.ids.get(row.productId);
    return productId ? [{ ...row, productId, websiteId: input.to }] : [];
  });
  if (copies.length > 0) await input.tx.insert(schema.subscriptionPlans).values(copies);
}

// Issue 20 (decision 077): a first period waiting for its holder's authentication.

export type FirstPaymentRow = typeof subscriptionFirstPayments.$inferSelect;

/** Keeps the first method saved for this order (a repeated submit meets the charge made with it). */
export async function holdFirstPayment(
  db: Db,
  values: Omit<FirstPaymentRow, 'createdAt'>,
): Promise<FirstPaymentRow> {
  await db.insert(subscriptionFirstPayments).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(subscriptionFirstPayments)
    .where(eq(subscriptionFirstPayments.orderId, values.orderId));
  return row!;
}

export async function firstPaymentOf(db: Db, orderId: string): Promise<FirstPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionFirstPayments)
    .where(eq(subscriptionFirstPayments.orderId, orderId));
  return row;
}

export async function dropFirstPayment(db: Db, orderId: string): Promise<void> {
  await db.delete(subscriptionFirstPayments).where(eq(subscriptionFirstPayments.orderId, orderId));
}

/** Decision 077: first payments whose order has no subscription yet (waiting, or paid by the sweep). */
export function firstPaymentsWithoutSubscription(db: Db, limit = 100): Promise<FirstPaymentRow[]> {
  return db
    .select({
      orderId: subscriptionFirstPayments.orderId,
      websiteId: subscriptionFirstPayments.websiteId,
      paymentMethod: subscriptionFirstPayments.paymentMethod,
      siteUserId: subscriptionFirstPayments.siteUserId,
      createdAt: subscriptionFirstPayments.createdAt,
    })
    .from(subscriptionFirstPayments)
    .leftJoin(subscriptions, eq(subscriptions.firstOrderId, subscriptionFirstPayments.orderId))
    .where(isNull(subscriptions.id))
    .orderBy(subscriptionFirstPayments.createdAt)
    .limit(limit);
}
