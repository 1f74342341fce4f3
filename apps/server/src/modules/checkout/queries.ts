// The test gateway's ledger (test_gateway_charges), the one table the checkout owns. The only file
// of the module that touches tables.
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { testGatewayCharges, paymentEvents } = schema;
export type ChargeRow = typeof testGatewayCharges.$inferSelect;

/** Records a charge unless one with its idempotency key exists; answers the one that counts. */
export async function recordCharge(
  db: Db,
  values: Omit<typeof testGatewayCharges.$inferInsert, 'refundedCents' | 'createdAt'>,
): Promise<ChargeRow | undefined> {
  await db
    .insert(testGatewayCharges)
    .values(values)
    .onConflictDoNothing({ target: testGatewayCharges.idempotencyKey });
  const [row] = await db
    .select()
    .from(testGatewayCharges)
    .where(eq(testGatewayCharges.idempotencyKey, values.idempotencyKey));
  return row;
}

export async function refundCharge(db: Db, id: string, amountCents: number): Promise<string | undefined> {
  const [row] = await db
    .update(testGatewayCharges)
    .set({
      refundedCents: sql`least(${testGatewayCharges.amountCents}, ${testGatewayCharges.refundedCents} + ${amountCents})`,
    })
    .where(eq(testGatewayCharges.id, id))
    .returning({ id: testGatewayCharges.id });
  return row?.id;
}

export async function chargeById(db: Db, id: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, id));
  return row;
}

/** Issue 20: moves a test payment on from one of `from` (a conditional UPDATE: once). */
export async function moveCharge(
  db: Db,
  id: string,
  from: ChargeRow['status'][],
  to: { status: ChargeRow['status']; declineCode?: string },
): Promise<boolean> {
  const rows = await db
    .update(testGatewayCharges)
    .set(to)
    .where(and(eq(testGatewayCharges.id, id), inArray(testGatewayCharges.status, from)))
    .returning({ id: testGatewayCharges.id });
  return rows.length > 0;
}

export async function findCharge(db: Db, idempotencyKey: string): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(testGatewayCharges)
    .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * Issue 20 (decision 060): notes a webhook event as received, in the transaction that applies it.
 * False when it was received before (a redelivery): the caller then applies nothing.
 */
export async function recordPaymentEvent(
  db: Db,
  values: { id: string; type: string; orderId: string | null; outcome: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function setPaymentEventOutcome(db: Db, id: string, orderId: string | null, outcome: string) {
  await db.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.id, id));
}

export async function findPaymentEvent(db: Db, id: string) {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  return row;
}

// Issue 20 (decision 063): the test gateway's saved cards (a token and the last four digits).
export async function saveTestCard(
  db: Db,
  values: typeof schema.testGatewayCards.$inferInsert,
): Promise<void> {
  await db.insert(schema.testGatewayCards).values(values);
}

export async function testCard(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(schema.testGatewayCards)
    .where(eq(schema.testGatewayCards.token, token));
  return row;
}
