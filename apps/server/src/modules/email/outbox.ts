// The email outbox: rows written in the same transaction as what caused them (a form submission),
// delivered afterwards by nodemailer over SMTP_URL. Without SMTP_URL, email stays pending and the
// config area shows it.
import { type Db, newId, schema } from '@folio/db';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';

const { emailOutbox } = schema;
const MAX_ATTEMPTS = 5;
const BATCH = 20;
const POLL_MS = 5_000;
const ACCOUNT_LINK = /https?:\/\/\S+\/(?:verify-email|invitations)\/[A-Za-z0-9_-]{43}/;

export class OutboxSender {
  readonly #transport: Transporter | null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;

  readonly #from: string;
  readonly #log: (msg: string, err?: unknown) => void;

  constructor(
    private readonly db: Db,
    opts: { smtpUrl: string | undefined; from: string; log?: (msg: string, err?: unknown) => void },
  ) {
    this.#transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
    this.#from = opts.from;
    this.#log = opts.log ?? (() => undefined);
  }

  get isConfigured(): boolean {
    return this.#transport !== null;
  }

  start(): void {
    if (!this.#transport || this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), POLL_MS);
    this.#timer.unref();
  }

  /**
   * Sends what is pending now (one run at a time); resolves with how many were sent. Without SMTP,
   * the links of account emails (address checks, password links, invitations) go to the server log
   * instead, so an install without email can still be used; their tokens are secrets the operator sees.
   */
  flush(): Promise<number> {
    if (!this.#transport) return this.#logAccountLinks().then(() => 0);
    this.#running ??= this.#send().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  readonly #logged = new Set<string>();

  async #logAccountLinks(): Promise<void> {
    const recent = await this.db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.createdAt, new Date(Date.now() - 60_000))))
      .orderBy(sql`${emailOutbox.createdAt} desc`)
      .limit(100);
    for (const mail of recent) {
      const link = ACCOUNT_LINK.exec(mail.text)?.[0];
      if (!link || this.#logged.has(mail.id)) continue;
      if (this.#logged.size > 1000) this.#logged.clear();
      this.#logged.add(mail.id);
      this.#log(`No SMTP_URL, so "${mail.subject}" to ${mail.to} waits in the outbox. Its link: ${link}`);
    }
  }

  async #send(): Promise<number> {
    const pending = await this.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(BATCH);
    let sent = 0;
    for (const mail of pending) {
      try {
        await this.#transport!.sendMail({
          from: this.#from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        await this.db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
          .where(eq(emailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await this.db
          .update(emailOutbox)
          .set({
            attempts,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(eq(emailOutbox.id, mail.id));
        this.#log(`email to ${mail.to} failed (attempt ${attempts})`, error);
      }
    }
    return sent;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
    this.#transport?.close();
  }
}

/**
 * Puts one email in the outbox, inside the caller's transaction when given one. websiteId is null
 * for the platform's own mail (sign-up, address checks); a site's invitations carry the site's id, so
 * its config area lists them (the outbox list never shows an email's text, which holds the link).
 */
export async function enqueueEmail(
  db: Db,
  mail: { websiteId: string | null; to: string; subject: string; text: string },
): Promise<void> {
  await db.insert(emailOutbox).values({ id: newId(), ...mail });
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
