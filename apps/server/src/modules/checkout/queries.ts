// The test gateway's ledger (test_gateway_charges), the one table the checkout owns. The only file
// of the module that touches tables.
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { eq, sql } from 'drizzle-orm';

const { testGatewayCharges } = schema;
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

export async function findCharge(db: Db, idempotencyKey: string): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(testGatewayCharges)
    .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
  return row;
}
