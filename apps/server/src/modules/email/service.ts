// The email outbox: rows written in the same transaction as what caused them (a form submission).
// Each new row gets a delivery job in that transaction too (a trigger, migration 0012), and the job
// runner delivers it by nodemailer over SMTP_URL, retrying with backoff; after its last attempt the
// row is marked failed with its last error. Without SMTP_URL, email stays pending and the config
// area shows it (and the links of account emails go to the server log).
import type { Db } from '@folio/db';
import nodemailer, { type Transporter } from 'nodemailer';
import { exponentialBackoff, type JobContext, type JobRunner } from '../jobs/service.ts';
import * as q from './queries.ts';

export type { NewEmail } from './queries.ts';
/** The delivery job of every outbox row (its key is `email.deliver:<row id>`). */
export const DELIVER_JOB = 'email.deliver';
const MAX_ATTEMPTS = 5;
const ACCOUNT_LINK = /https?:\/\/\S+\/(?:verify-email|invitations)\/[A-Za-z0-9_-]{43}/;

export class OutboxSender {
  readonly #transport: Transporter | null;
  readonly #from: string;
  readonly #log: (msg: string, err?: unknown) => void;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobRunner,
    opts: {
      smtpUrl: string | undefined;
      from: string;
      transport?: Transporter;
      log?: (msg: string, err?: unknown) => void;
    },
  ) {
    this.#transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
    this.#from = opts.from;
    this.#log = opts.log ?? (() => undefined);
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

  /**
   * Delivers what is due now, without waiting for the runner's next look; resolves with how many
   * were sent. Without SMTP, the links of account emails (address checks, password links,
   * invitations) go to the server log instead, so an install without email can still be used; their
   * tokens are secrets the operator sees.
   */
  async flush(): Promise<number> {
    if (!this.#transport) {
      await this.#logAccountLinks();
      return 0;
    }
    return (await this.jobs.runDue([DELIVER_JOB])).done;
  }

  readonly #logged = new Set<string>();

  async #logAccountLinks(): Promise<void> {
    const recent = await q.recentPending(this.db);
    for (const mail of recent) {
      const link = ACCOUNT_LINK.exec(mail.text)?.[0];
      if (!link || this.#logged.has(mail.id)) continue;
      if (this.#logged.size > 1000) this.#logged.clear();
      this.#logged.add(mail.id);
      this.#log(`No SMTP_URL, so "${mail.subject}" to ${mail.to} waits in the outbox. Its link: ${link}`);
    }
  }

  async #deliver(emailId: string, context: JobContext): Promise<void> {
    const mail = await q.findEmail(this.db, emailId);
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
      await q.recordAttempt(
        this.db,
        emailId,
        context.attempt,
        String((error as Error).message ?? error).slice(0, 500),
      );
      throw error;
    }
    await q.markSent(this.db, emailId, context.attempt);
  }

  async #markFailed(emailId: string, lastError: string, attempts: number): Promise<void> {
    await q.markFailed(this.db, emailId, attempts, lastError);
  }

  /** Closes the SMTP connections (the job runner has stopped first). */
  stop(): void {
    this.#transport?.close();
  }
}

/**
 * Puts emails in the outbox (one, or several in one statement), inside the caller's transaction
 * when given one (each delivery job is added by the outbox's trigger in the same transaction).
 * websiteId is null for the platform's own mail (sign-up, address checks); a site's mail carries
 * the site's id, so its config area lists them (the outbox list never shows an email's text, which
 * holds links).
 */
export function enqueue(db: Db, mail: q.NewEmail | q.NewEmail[]): Promise<void> {
  return q.insertEmails(db, Array.isArray(mail) ? mail : [mail]);
}

/** The newest outbox rows of a site, for the config area. */
export function latestEmails(db: Db, websiteId: string) {
  return q.latestEmails(db, websiteId);
}
