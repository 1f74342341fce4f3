// The gift cards' tables (gift_card_products, gift_cards, gift_card_ledger). The only file of the
// module that touches tables.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';

const { giftCardProducts, giftCards, giftCardLedger } = schema;
export type GiftCardProductRow = typeof giftCardProducts.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type LedgerRow = typeof giftCardLedger.$inferSelect;

export function listProducts(db: Db, websiteId: string) {
  return db
    .select()
    .from(giftCardProducts)
    .where(eq(giftCardProducts.websiteId, websiteId))
    .orderBy(giftCardProducts.createdAt, giftCardProducts.id);
}

export async function findProduct(db: Db, websiteId: string, id: string) {
  const [row] = await db
    .select()
    .from(giftCardProducts)
    .where(and(eq(giftCardProducts.websiteId, websiteId), eq(giftCardProducts.id, id)));
  return row;
}

export async function insertProduct(db: Db, values: typeof giftCardProducts.$inferInsert) {
  const [row] = await db.insert(giftCardProducts).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: Db,
  websiteId: string,
  id: string,
  values: Partial<typeof giftCardProducts.$inferInsert>,
) {
  const [row] = await db
    .update(giftCardProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(giftCardProducts.websiteId, websiteId), eq(giftCardProducts.id, id)))
    .returning();
  return row;
}

export async function deleteProduct(db: Db, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(giftCardProducts)
    .where(and(eq(giftCardProducts.websiteId, websiteId), eq(giftCardProducts.id, id)))
    .returning({ id: giftCardProducts.id });
  return rows.length > 0;
}

export async function insertCard(db: Db, values: typeof giftCards.$inferInsert) {
  const [row] = await db.insert(giftCards).values(values).returning();
  return row!;
}

export async function findCard(db: Db, websiteId: string, id: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.id, id)));
  return row;
}

export async function cardByHash(db: Db, websiteId: string, codeHash: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.codeHash, codeHash)));
  return row;
}

/** Locks the card row for the rest of the transaction (redemptions of one card queue here). */
export async function lockCardByHash(db: Db, websiteId: string, codeHash: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.codeHash, codeHash)))
    .for('update');
  return row;
}

/**
 * Takes `cents` off an active card's balance, only if the balance still holds them (the
 * conditional UPDATE: two redemptions can never both take the last of a balance).
 */
export async function takeBalance(db: Db, id: string, cents: number) {
  const [row] = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}` })
    .where(
      and(eq(giftCards.id, id), eq(giftCards.status, 'active'), sql`${giftCards.balanceCents} >= ${cents}`),
    )
    .returning();
  return row;
}

export async function giveBalance(db: Db, id: string, cents: number) {
  await db
    .update(giftCards)
    .set({
      balanceCents: sql`least(${giftCards.initialCents}, ${giftCards.balanceCents} + ${cents})`,
    })
    .where(eq(giftCards.id, id));
}

/** Activates a pending card with its code: false when it was activated (or voided) before. */
export async function activate(
  db: Db,
  id: string,
  values: { codeHash: string; codeLast4: string; paymentId: string | null },
) {
  const [row] = await db
    .update(giftCards)
    .set({ ...values, status: 'active', activatedAt: new Date() })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')))
    .returning();
  return row;
}

export async function voidCard(db: Db, websiteId: string, id: string) {
  const [row] = await db
    .update(giftCards)
    .set({ status: 'void', voidedAt: new Date() })
    .where(and(eq(giftCards.websiteId, websiteId), eq(giftCards.id, id), eq(giftCards.status, 'active')))
    .returning();
  return row;
}

/** Decision 075: a bought card's payment waits for the buyer's authentication; the row keeps its id. */
export async function attachPayment(db: Db, id: string, paymentId: string) {
  await db
    .update(giftCards)
    .set({ paymentId })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')));
}

/** Decision 075: bought cards still pending since before `before` (the sweep settles them). */
export function stalePurchases(db: Db, before: Date, limit = 200) {
  return db
    .select()
    .from(giftCards)
    .where(
      and(eq(giftCards.status, 'pending'), eq(giftCards.source, 'purchase'), lt(giftCards.createdAt, before)),
    )
    .limit(limit);
}

export async function deletePending(db: Db, id: string) {
  await db.delete(giftCards).where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')));
}

/** The site's cards, newest first; `search` matches the last four of the code or an address. */
export function listCards(db: Db, websiteId: string, search: string, limit: number) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const base = and(eq(giftCards.websiteId, websiteId), sql`${giftCards.status} <> 'pending'`);
  return db
    .select()
    .from(giftCards)
    .where(
      search
        ? and(
            base,
            or(
              ilike(giftCards.codeLast4, like),
              ilike(giftCards.recipientEmail, like),
              ilike(giftCards.buyerEmail, like),
              ilike(giftCards.buyerName, like),
            ),
          )
        : base,
    )
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(limit);
}

export async function addLedger(
  db: Db,
  values: Omit<typeof giftCardLedger.$inferInsert, 'id' | 'createdAt'>,
): Promise<boolean> {
  const rows = await db
    .insert(giftCardLedger)
    .values({ id: newId(), ...values })
    .onConflictDoNothing()
    .returning({ id: giftCardLedger.id });
  return rows.length > 0;
}

export function ledgerOfOrder(db: Db, orderId: string) {
  return db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, orderId));
}

export function ledgerOfCard(db: Db, giftCardId: string) {
  return db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(giftCardLedger.createdAt, giftCardLedger.id);
}

/** Whether any card has this code (codes are unique across sites, by the unique index). */
export async function cardByHashAnySite(db: Db, codeHash: string) {
  const [row] = await db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.codeHash, codeHash));
  return row;
}

/** Issue 20 (decision 072): locks a card by id for the rest of the transaction. */
export async function lockCardById(db: Db, id: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return row;
}

/** Issue 20 (decision 072): the card's code's last four, by id. */
export async function cardLast4(db: Db, id: string) {
  const [row] = await db
    .select({ codeLast4: giftCards.codeLast4 })
    .from(giftCards)
    .where(eq(giftCards.id, id));
  return row?.codeLast4 ?? null;
}

/** Issue 20 (decision 072): raises an order's one 'refund' row of a card to `amountCents`. */
export async function setLedgerAmount(db: Db, id: string, amountCents: number) {
  await db.update(giftCardLedger).set({ amountCents }).where(eq(giftCardLedger.id, id));
}

/** A site copy (issue 14 item 19): the gift-card products under new ids; no card or ledger row. */
export async function copyProducts(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  const rows = await input.tx
    .select()
    .from(giftCardProducts)
    .where(eq(giftCardProducts.websiteId, input.from));
  if (rows.length === 0) return;
  await input.tx.insert(giftCardProducts).values(
    rows.map((row) => {
      const id = newId();
      input.ids.set(row.id, id);
      return { ...row, id, websiteId: input.to };
    }),
  );
}
