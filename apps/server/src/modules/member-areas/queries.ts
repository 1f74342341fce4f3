// The locks of member areas (issue 20, decision 066): one row per locked page.
import type { Db } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq } from 'drizzle-orm';

const { memberAreaLocks } = schema;

export type LockRow = typeof memberAreaLocks.$inferSelect;

export function locksOfSite(db: Db, websiteId: string): Promise<LockRow[]> {
  return db.select().from(memberAreaLocks).where(eq(memberAreaLocks.websiteId, websiteId));
}

export async function upsertLock(
  db: Db,
  input: {
    websiteId: string;
    pageId: string;
    kind: LockRow['kind'];
    planIds: string[];
    passwordHash: string | null;
  },
): Promise<void> {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(memberAreaLocks)
    .values(values)
    .onConflictDoUpdate({
      target: memberAreaLocks.pageId,
      set: {
        kind: values.kind,
        planIds: values.planIds,
        passwordHash: values.passwordHash,
        updatedAt: values.updatedAt,
      },
    });
}

export async function deleteLock(db: Db, websiteId: string, pageId: string): Promise<void> {
  await db
    .delete(memberAreaLocks)
    .where(and(eq(memberAreaLocks.websiteId, websiteId), eq(memberAreaLocks.pageId, pageId)));
}

/** A site copy: the locks of the copied pages (their plans remapped to the copies' plans). */
export async function copyLocks(input: { from: string; to: string; tx: Db; ids: Map<string, string> }) {
  const rows = await input.tx
    .select()
    .from(schema.memberAreaLocks)
    .where(eq(schema.memberAreaLocks.websiteId, input.from));
  const copies = rows.flatMap((row) => {
    const pageId = input.ids.get(row.pageId);
    if (!pageId) return [];
    const planIds = row.planIds.flatMap((id) => (input.ids.has(id) ? [input.ids.get(id)!] : []));
    return [{ ...row, pageId, websiteId: input.to, planIds }];
  });
  if (copies.length > 0) await input.tx.insert(schema.memberAreaLocks).values(copies);
}
