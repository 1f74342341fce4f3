// The outbox table: the only file of the email module that touches it.
import { type Db, newId } from '@folio/db';
import * as schema from '@folio/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';

const { emailOutbox } = schema;

export interface NewEmail {
  websiteId: string | null;
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
}

export async function insertEmails(db: Db, mails: NewEmail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(emailOutbox).values(mails.map((mail) => ({ id: newId(), ...mail })));
}

/** Pending rows of the last minute (their links go to the log when there is no SMTP). */
export function recentPending(db: Db) {
  return db
    .select({ id: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.createdAt, new Date(Date.now() - 60_000))))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(100);
}

export async function findEmail(db: Db, id: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return mail;
}

export async function recordAttempt(db: Db, id: string, attempts: number, lastError: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ attempts, lastError: lastError.slice(0, 500) })
    .where(eq(emailOutbox.id, id));
}

export async function markSent(db: Db, id: string, attempts: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts })
    .where(eq(emailOutbox.id, id));
}

/** Marks a row failed, unless it was sent meanwhile. */
export async function markFailed(db: Db, id: string, attempts: number, lastError: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', attempts, lastError: lastError.slice(0, 500) })
    .where(sql`${emailOutbox.id} = ${id} and ${emailOutbox.status} = 'pending'`);
}

export function latestEmails(db: Db, websiteId: string) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.websiteId, websiteId))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(50);
}
