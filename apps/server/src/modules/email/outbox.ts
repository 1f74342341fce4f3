// The email outbox: rows written in the same transaction as what caused them (a form submission).
// Each new row gets a delivery job in that transaction too (a trigger, migration 0010), and the job
// runner delivers it by nodemailer over SMTP_URL, retrying with backoff; after its last attempt the
// row is marked failed with its last error. Without SMTP_URL, email stays pending and the config
// area shows it.
import { type Db, schema } from '@folio/db';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { exponentialBackoff, type JobContext, type JobRunner } from '../jobs/service.ts';

const { emailOutbox } = schema;
/** The delivery job of every outbox row (its key is `email.deliver:<row id>`). */
export const DELIVER_JOB = 'email.deliver';
const MAX_ATTEMPTS = 5;

export class OutboxSender {
  readonly #transport: Transporter | null;
  readonly #from: string;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobRunner,
    opts: { smtpUrl: string | undefined; from: string; transport?: Transporter },
  ) {
    this.#transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
    this.#from = opts.from;
    // A server without SMTP leaves the delivery jobs queued, for a server that has it.
    if (this.#transport) {
      jobs.handle(DELIVER_JOB, (payload, context) => this.#deliver(String(payload.emailId), context), {
        maxAttempts: MAX_ATTEMPTS,
        // A minute, then 2, 4 and 8: an SMTP server down for a quarter of an hour loses nothing.
        backoffMs: exponentialBackoff(60_000),
        leaseMs: 2 * 60_000,
        onDead: (payload, lastError, attempts) =>
          this.#markFailed(String(payload.emailId), lastError, attempts),
      });
    }
  }

  get isConfigured(): boolean {
    return this.#transport !== null;
  }

  /** Delivers what is due now, without waiting for the runner's next look; resolves with how many were sent. */
  async flush(): Promise<number> {
    if (!this.#transport) return 0;
    return (await this.jobs.runDue([DELIVER_JOB])).done;
  }

  async #deliver(emailId: string, context: JobContext): Promise<void> {
    const [mail] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
    // Sent already, or gone with its site: nothing to do, and nothing to retry.
    if (mail?.status !== 'pending') return;
    try {
      await this.#transport!.sendMail({
        from: this.#from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    } catch (error) {
      await this.db
        .update(emailOutbox)
        .set({
          attempts: context.attempt,
          lastError: String((error as Error).message ?? error).slice(0, 500),
        })
        .where(eq(emailOutbox.id, emailId));
      throw error;
    }
    await this.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: context.attempt })
      .where(eq(emailOutbox.id, emailId));
  }

  async #markFailed(emailId: string, lastError: string, attempts: number): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts, lastError: lastError.slice(0, 500) })
      .where(sql`${emailOutbox.id} = ${emailId} and ${emailOutbox.status} = 'pending'`);
  }

  /** Closes the SMTP connections (the job runner has stopped first). */
  stop(): void {
    this.#transport?.close();
  }
}

/** The newest outbox rows of a site, for the config area. */
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
