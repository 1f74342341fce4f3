// Issue 20 part 3 (SHOP-005, PAGE-011; docs/decisions/069): donations. A campaign is a published
// page with a Donation block; the donate page (/checkout/donate?donatePageId=) takes the gift, the
// checkout's payment gateway charges it (idempotency key `donation-<id>`), and the paid gift and
// its receipt are written in one transaction, once. Monthly gifts keep what a renewal needs
// (next_charge_at, saved_payment_method); the subscriptions engine charges them (see CONTEXT.md).
import { emailProblem, formatMoney } from '@folio/core';
import {
  campaignOfBlock,
  DONATE_PATH,
  DONATION_NAME_MAX,
  DONATION_NOTE_MAX,
  DONATION_PATH_PREFIX,
  type DonatePageView,
  type DonationCampaign,
  type DonationFrequency,
  donationAmountProblem,
  donationPhrase,
  findDonationBlock,
  PAGE_ID_PATTERN,
  parseDonationAmount,
} from '@folio/core/donations';
import { siteProfileOf } from '@folio/core/site-profile';
import { type Db, newId } from '@folio/db';
import { AppError } from '../../errors.ts';
import { isLinkToken, linkToken } from '../../signed-links.ts';
import {
  chargePresent,
  isPaymentReturnToken,
  type NextAction,
  type PaymentGateway,
  type PresentResult,
  paymentReturn,
  paymentUnavailable,
  type SavedPaymentMethod,
  settleAfterAction,
  takePaymentIntent,
} from '../checkout/service.ts';
import * as email from '../email/service.ts';
import type { PagesService } from '../pages/service.ts';
import { findWebsiteById, type Website } from '../sites/service.ts';
import { storeContextOf } from '../store-settings/service.ts';
import type { RenewalItem, RenewalSource } from '../subscriptions/service.ts';
import * as q from './queries.ts';
import type { DonateBody, DonationsSummary } from './schema.ts';

export type DonationRow = q.DonationRow;

/** What a gift's submit (or its confirm) answers: the thank-you page, or the donor's next action. */
export interface DonateAnswer {
  donation: { id: string; amountCents: number; currencyCode: string; frequency: DonationFrequency };
  redirect?: string;
  requiresAction?: NextAction;
  confirmToken?: string;
}

const THANKS_PATH = new RegExp(`^${DONATION_PATH_PREFIX}([0-9a-f]{24})$`);
const RECENT_LIMIT = 100;

export interface DonationsDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Signs the thank-you page's link. */
  secret: string;
  pages: Pick<PagesService, 'publishedPages'>;
  /** Stripe.js's key for the donate page's card field, when Stripe takes payments. */
  stripePublishableKey: string | null;
  flushOutbox: () => void;
  /** A site's public origin, for the receipt of a gift the sweep (not a request) finds paid. */
  siteOrigin?: (site: Website) => string;
  log?: (message: string, error: unknown) => void;
}

/** Pending gifts older than this are settled by the sweep (as the store's pending orders). */
export const PENDING_DONATION_TTL_MS = 30 * 60 * 1000;

export function donationToken(secret: string, id: string): string {
  return linkToken(secret, 'donation', id);
}

export function donationPath(secret: string, id: string): string {
  return `${DONATION_PATH_PREFIX}${id}?token=${donationToken(secret, id)}`;
}

/** Decision 070: the receipt's link to stop a monthly gift. */
export function stopToken(secret: string, id: string): string {
  return linkToken(secret, 'donation-stop', id);
}

export function stopPath(secret: string, id: string): string {
  return `${DONATION_PATH_PREFIX}${id}/stop?token=${stopToken(secret, id)}`;
}

export function isStopToken(secret: string, id: string, token: string): boolean {
  return isLinkToken(secret, 'donation-stop', id, token);
}

/** The same day next month (the last day of a shorter month), UTC. */
export function nextMonth(from: Date): Date {
  const next = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, from.getUTCHours(), from.getUTCMinutes()),
  );
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

function donateInvalid(errors: Record<string, string>): never {
  throw new AppError({
    kind: 'invalid',
    code: 'donation_invalid',
    message: Object.values(errors)[0] ?? 'Check the form.',
    extra: { errors },
  });
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The receipt: the amount, the campaign, the site's business details (decision 069). */
export function receiptEmail(
  row: DonationRow,
  site: Website,
  origin: string,
  secret: string,
  /** A month's renewal: its monthly gift (the stop link) and the next gift's date. */
  monthly?: { giftId: string; nextChargeAt: Date | null },
) {
  const business = siteProfileOf(site.settings).business;
  const from = business.name.trim() || site.title;
  const amount = formatMoney(row.amountCents, row.currency);
  const lines = [
    `Thank you${row.donorName ? `, ${row.donorName}` : ''}.`,
    '',
    `${from} received your ${row.frequency === 'monthly' ? 'monthly ' : ''}donation of ${amount} to ${row.campaign} on ${longDate(row.paidAt ?? new Date())}.`,
  ];
  const next = monthly ? monthly.nextChargeAt : row.nextChargeAt;
  if (row.frequency === 'monthly' && next)
    lines.push(
      `You give ${donationPhrase(row.amountCents, row.currency, 'monthly')}. The next gift is due on ${longDate(next)}.`,
      `Stop my monthly gift: ${origin}${stopPath(secret, monthly?.giftId ?? row.id)}`,
    );
  lines.push('', `Amount: ${amount}`, `Receipt number: ${row.id}`);
  if (row.paymentId) lines.push(`Payment reference: ${row.paymentId}`);
  if (row.note) lines.push(`Your note: ${row.note}`);
  lines.push('', from);
  for (const part of [business.address, business.email, business.phone])
    if (part.trim()) lines.push(part.trim());
  lines.push('', `This receipt online: ${origin}${donationPath(secret, row.id)}`);
  return {
    subject: `Receipt for your donation to ${row.campaign}`,
    text: lines.join('\n'),
    replyTo: business.email.trim() || null,
  };
}

export class DonationsService {
  constructor(private readonly deps: DonationsDeps) {}

  /** The campaign of a published page with a Donation block, or null. */
  async campaign(site: Website, pageId: string): Promise<DonationCampaign | null> {
    if (!PAGE_ID_PATTERN.test(pageId)) return null;
    const page = (await this.deps.pages.publishedPages(site.id)).find((p) => p.id === pageId);
    const block = page ? findDonationBlock(page.data) : null;
    if (!page || !block) return null;
    return campaignOfBlock(page.id, block, storeContextOf(site).currencyCode);
  }

  /**
   * PAGE-011: the donate page (`/checkout/donate`) and a gift's thank-you page
   * (`/commerce/donations/:id?token=`) for render; null for any other path.
   */
  async page(
    site: Website,
    url: URL,
  ): Promise<{
    kind: 'donate';
    title: string;
    donate: DonatePageView;
    isPersonal: true;
    status: number;
  } | null> {
    const path = url.pathname.replace(/\/+$/, '');
    if (path === DONATE_PATH) {
      const pageId = url.searchParams.get('donatePageId') ?? '';
      if (pageId.trim() === '') return this.#unavailable('missing');
      const campaign = await this.campaign(site, pageId);
      if (!campaign) return this.#unavailable('unknown');
      const currencyCode = storeContextOf(site).currencyCode;
      const asked = Number(url.searchParams.get('amount'));
      const amountCents =
        Number.isSafeInteger(asked) && donationAmountProblem(asked, currencyCode) === null ? asked : null;
      const frequency: DonationFrequency =
        campaign.allowRecurring && url.searchParams.get('frequency') === 'monthly' ? 'monthly' : 'once';
      return {
        kind: 'donate',
        title: `Donate to ${campaign.name}`,
        isPersonal: true,
        status: 200,
        donate: {
          state: 'form',
          campaign,
          currencyCode,
          paymentProvider: this.deps.gateway.name,
          stripePublishableKey: this.deps.gateway.name === 'stripe' ? this.deps.stripePublishableKey : null,
          chosen: { amountCents, frequency },
        },
      };
    }
    const match = THANKS_PATH.exec(path);
    if (!match) return null;
    const row = await q.findDonation(this.deps.db, site.id, match[1]!);
    if (
      row?.status !== 'paid' ||
      !isLinkToken(this.deps.secret, 'donation', row.id, url.searchParams.get('token') ?? '')
    )
      return null;
    const page = (await this.deps.pages.publishedPages(site.id)).find((p) => p.id === row.pageId);
    return {
      kind: 'donate',
      title: 'Thank you',
      isPersonal: true,
      status: 200,
      donate: {
        state: 'thanks',
        businessName: siteProfileOf(site.settings).business.name.trim() || site.title,
        donation: {
          id: row.id,
          campaign: row.campaign,
          amountCents: row.amountCents,
          currencyCode: row.currency,
          frequency: row.frequency,
          donorName: row.donorName,
          email: row.email,
          paidAt: (row.paidAt ?? row.createdAt).toISOString(),
          nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
          campaignPath: page ? `/${page.slug}` : null,
        },
      },
    };
  }

  #unavailable(reason: 'missing' | 'unknown') {
    return {
      kind: 'donate' as const,
      title: 'Donate',
      isPersonal: true as const,
      // A link without its query is a bad request; a campaign that went away, gone (decision 069).
      status: reason === 'missing' ? 400 : 410,
      donate: { state: 'unavailable' as const, reason },
    };
  }

  /**
   * Takes a gift: checks it, writes it pending (once per submit), charges it outside any
   * transaction with `donation-<id>` as idempotency key, then marks it paid and queues its receipt
   * in one transaction, only if this call paid it. A decline removes the pending row (402).
   */
  async donate(
    site: Website,
    origin: string,
    body: DonateBody,
    log: (error: unknown) => void,
  ): Promise<DonateAnswer> {
    const currencyCode = storeContextOf(site).currencyCode;
    const campaign = await this.campaign(site, body.pageId);
    if (!campaign)
      throw new AppError({
        kind: 'conflict',
        code: 'campaign_unavailable',
        message: 'This campaign is no longer taking donations.',
      });
    const errors: Record<string, string> = {};
    let amountCents: number | null = null;
    if (body.customAmount !== undefined && body.amountCents !== undefined)
      errors.amount = 'Choose one amount: a suggested one or your own.';
    else if (body.customAmount !== undefined) {
      const parsed = parseDonationAmount(body.customAmount, currencyCode);
      if ('problem' in parsed) errors.amount = parsed.problem;
      else amountCents = parsed.cents;
    } else {
      const problem = donationAmountProblem(body.amountCents ?? null, currencyCode);
      if (problem) errors.amount = problem;
      else amountCents = body.amountCents!;
    }
    if (body.frequency === 'monthly' && !campaign.allowRecurring)
      errors.frequency = 'This campaign takes one-time donations only.';
    const name = body.name.trim();
    if (name === '') errors.name = 'Enter your name.';
    else if (name.length > DONATION_NAME_MAX)
      errors.name = `A name is at most ${DONATION_NAME_MAX} characters.`;
    const mail = body.email.trim();
    const emailIssue = emailProblem(mail, { isRequired: true });
    if (emailIssue) errors.email = emailIssue;
    const note = campaign.askForNote ? body.note.trim() : '';
    if (note.length > DONATION_NOTE_MAX) errors.note = `A note is at most ${DONATION_NOTE_MAX} characters.`;
    if (Object.keys(errors).length > 0 || amountCents === null) donateInvalid(errors);

    const { db, gateway } = this.deps;
    const row = await q.insertPending(db, {
      id: newId(),
      websiteId: site.id,
      attemptId: body.attemptId,
      pageId: campaign.pageId,
      campaign: campaign.name,
      amountCents,
      currency: currencyCode,
      frequency: body.frequency,
      donorName: name,
      email: mail,
      note,
      paymentProvider: gateway.name,
    });
    if (row.status !== 'pending') return this.#answer(row);
    const pending = row;
    // The same submit again while its payment waits for the donor: the payment as it is now.
    if (pending.paymentId) return this.#settle(pending, site, origin, log);
    const { returnTo } = this.#return(pending);
    const request = {
      amountCents: pending.amountCents,
      currencyCode: pending.currency,
      idempotencyKey: `donation-${pending.id}`,
      description: `${site.title}: donation to ${pending.campaign}`,
      websiteId: site.id,
      returnTo,
    };
    // Decision 070: a monthly gift saves the card and pays the first month with it (the donor
    // present), for the renewals to charge off-session; a one-off gift is authorised and captured.
    // Either may first ask the donor to authenticate (decision 074).
    const charge = async (): Promise<{ result: PresentResult; saved: SavedPaymentMethod | null }> => {
      if (pending.frequency !== 'monthly')
        return { result: await chargePresent(gateway, { ...request, payment: body.payment }), saved: null };
      const kept = await gateway.savePaymentMethod({ payment: body.payment, email: pending.email });
      if (!kept.ok) return { result: kept, saved: null };
      const intent = await gateway.chargeSavedMethod({ ...request, method: kept.method });
      return { result: await takePaymentIntent(gateway, intent, request.idempotencyKey), saved: kept.method };
    };
    const { result, saved } = await charge().catch(paymentUnavailable(log));
    return this.#advance(pending, result, saved, site, origin);
  }

  /**
   * Decision 074: the donate page's confirm after the donor's action (the test challenge page, or
   * Stripe.js's handleNextAction): the gift named by the signed token, its payment read from the
   * gateway, never from the browser.
   */
  async confirm(
    site: Website,
    origin: string,
    input: { id: string; token: string },
    log: (error: unknown) => void,
  ): Promise<DonateAnswer> {
    const row = isPaymentReturnToken(this.deps.secret, 'donation', input.id, input.token)
      ? await q.findDonation(this.deps.db, site.id, input.id)
      : undefined;
    if (!row || (row.status === 'pending' && !row.paymentId))
      throw new AppError({
        kind: 'conflict',
        code: 'nothing_to_confirm',
        message: 'This payment was not completed, so nothing was charged. Please donate again.',
      });
    if (row.status !== 'pending') return this.#answer(row);
    return this.#settle(row, site, origin, log);
  }

  /** The gift's payment, waiting for the donor, as the gateway has it now. */
  async #settle(row: DonationRow, site: Website, origin: string, log: (error: unknown) => void) {
    const result = await settleAfterAction(this.deps.gateway, row.paymentId!, `donation-${row.id}`).catch(
      paymentUnavailable(log),
    );
    const saved = row.savedPaymentMethod ? (JSON.parse(row.savedPaymentMethod) as SavedPaymentMethod) : null;
    return this.#advance(row, result, saved, site, origin);
  }

  /** Takes a pending gift on: the donor's action to take, refused (the row goes), or paid once. */
  async #advance(
    row: DonationRow,
    result: PresentResult,
    saved: SavedPaymentMethod | null,
    site: Website,
    origin: string,
  ): Promise<DonateAnswer> {
    if (result.ok === 'action') {
      await q.attachPayment(this.deps.db, row.id, {
        paymentId: result.paymentId,
        savedPaymentMethod: saved ? JSON.stringify(saved) : null,
      });
      return {
        donation: this.#summary(row),
        requiresAction: result.action,
        confirmToken: this.#return(row).token,
      };
    }
    if (!result.ok) {
      await q.deletePending(this.deps.db, row.id);
      throw new AppError({
        kind: 'payment_required',
        code: result.code === 'authentication_failed' ? result.code : 'payment_declined',
        message: result.message,
      });
    }
    const paid = await this.#markPaid(row, result.paymentId, site, origin, saved);
    return this.#answer(paid ?? row);
  }

  #return(row: DonationRow) {
    return paymentReturn(this.deps.secret, 'donation', row.id, `${DONATE_PATH}?donatePageId=${row.pageId}`);
  }

  #summary(row: DonationRow) {
    return { id: row.id, amountCents: row.amountCents, currencyCode: row.currency, frequency: row.frequency };
  }

  #answer(row: DonationRow): DonateAnswer {
    return { donation: this.#summary(row), redirect: donationPath(this.deps.secret, row.id) };
  }

  /**
   * Pending → paid and the receipt queued, in one transaction; only the call that found it pending
   * queues the receipt (the browser's retry and the sweep may race). Undefined when it was paid.
   */
  async #markPaid(
    row: DonationRow,
    paymentId: string,
    site: Website,
    origin: string,
    saved: SavedPaymentMethod | null = null,
  ) {
    const paid = await this.deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const now = new Date();
      const updated = await q.markPaid(tx, row.id, {
        paymentId,
        nextChargeAt: row.frequency === 'monthly' ? nextMonth(now) : null,
        now,
        savedPaymentMethod: saved ? JSON.stringify(saved) : null,
      });
      if (updated)
        await email.enqueue(tx, {
          websiteId: site.id,
          to: updated.email,
          ...receiptEmail(updated, site, origin, this.deps.secret),
        });
      return updated;
    });
    if (paid) this.deps.flushOutbox();
    return paid;
  }

  /**
   * The `donations.sweep` job: gifts left pending (the server stopped after charging, or the
   * visitor left while the payment was unconfirmed). The gateway is asked by the gift's key: a
   * charged gift is marked paid with its receipt, never dropped; one it did not charge is deleted.
   * When the gateway cannot answer, the gift waits for the next sweep.
   */
  async settleStale(now = Date.now()): Promise<{ paid: number; dropped: number }> {
    const { db, gateway } = this.deps;
    const settled = { paid: 0, dropped: 0 };
    for (const row of await q.stalePending(db, new Date(now - PENDING_DONATION_TTL_MS))) {
      let charge: { paymentId: string } | null = null;
      if (row.paymentProvider === gateway.name) {
        try {
          const found = await gateway.findCharge(`donation-${row.id}`);
          // Authorised before the server stopped: take it now (decision 061's reconciliation).
          const taken =
            found?.status === 'requires_capture'
              ? await gateway.capture(found.paymentId, `donation-${row.id}-capture`)
              : null;
          charge = found && (taken === null || taken.ok) ? found : null;
        } catch (error) {
          this.deps.log?.('the payment gateway did not answer the donations sweep', error);
          continue;
        }
      }
      if (!charge) {
        // An intent still waiting for the donor is let go of (decision 074).
        if (row.paymentId && row.paymentProvider === gateway.name)
          await gateway.cancel(row.paymentId, `donation-${row.id}-cancel`).catch(() => undefined);
        await q.deletePending(db, row.id);
        settled.dropped++;
        continue;
      }
      const site = await findWebsiteById(db, row.websiteId);
      if (!site) continue;
      const origin = this.deps.siteOrigin?.(site) ?? '';
      if (await this.#markPaid(row, charge.paymentId, site, origin)) settled.paid++;
    }
    return settled;
  }

  // ---- decision 070: monthly renewals, charged by the subscriptions module's runner ----

  /** Monthly gifts due by `now` (or due for a retry). */
  renewalDue(now: Date, limit = 100) {
    return q.renewalDue(this.deps.db, now, limit);
  }

  /**
   * A month was charged: its gift row (paid, `renewal_of` the monthly gift, attempt id
   * `renewal-<gift>-<period>`, so once per month) and its receipt in one transaction, and the
   * monthly gift's next charge a month on. A second call for the same month changes nothing.
   */
  async recordRenewal(giftId: string, period: Date, paymentId: string, now = new Date()) {
    const db = this.deps.db;
    const gift = await q.findDonationById(db, giftId);
    if (!gift) return undefined;
    const site = await findWebsiteById(db, gift.websiteId);
    if (!site) return undefined;
    const origin = this.deps.siteOrigin?.(site) ?? '';
    const recorded = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const next = nextMonth(period);
      const moved = await q.advanceMonthly(tx, gift.id, period, next);
      if (!moved) return undefined;
      const row = await q.insertRenewal(tx, {
        id: newId(),
        websiteId: gift.websiteId,
        attemptId: `renewal-${gift.id}-${period.toISOString()}`,
        pageId: gift.pageId,
        campaign: gift.campaign,
        amountCents: gift.amountCents,
        currency: gift.currency,
        frequency: 'monthly',
        donorName: gift.donorName,
        email: gift.email,
        note: gift.note,
        status: 'paid',
        paymentProvider: gift.paymentProvider,
        paymentId,
        paidAt: now,
        renewalOf: gift.id,
      });
      if (row)
        await email.enqueue(tx, {
          websiteId: gift.websiteId,
          to: row.email,
          ...receiptEmail(row, site, origin, this.deps.secret, {
            giftId: gift.id,
            nextChargeAt: moved.stoppedAt ? null : next,
          }),
        });
      return row;
    });
    if (recorded) this.deps.flushOutbox();
    return recorded;
  }

  /** The donor (by the receipt's link) or the last failed retry stops the monthly gift. */
  async stopRenewal(giftId: string, now = new Date()) {
    return q.updateMonthly(this.deps.db, giftId, {
      stoppedAt: now,
      nextChargeAt: null,
      renewalRetryAt: null,
    });
  }

  /** The stop page's gift: a monthly gift (not a month's renewal), by its signed link. */
  async monthlyGiftByLink(site: Website, id: string, token: string) {
    if (!isStopToken(this.deps.secret, id, token)) return undefined;
    const row = await q.findDonation(this.deps.db, site.id, id);
    return row && row.frequency === 'monthly' && row.status === 'paid' && !row.renewalOf ? row : undefined;
  }

  /** The renewal runner's source of monthly gifts (app.ts passes it to the `subscriptions.renew` job). */
  renewalSource(): RenewalSource {
    return {
      kind: 'donation',
      due: async (now, limit) => {
        const items: RenewalItem[] = [];
        for (const row of await this.renewalDue(now, limit)) {
          if (!row.nextChargeAt || !row.savedPaymentMethod) continue;
          items.push({
            id: row.id,
            websiteId: row.websiteId,
            period: row.nextChargeAt.toISOString(),
            amountCents: row.amountCents,
            currency: row.currency,
            method: JSON.parse(row.savedPaymentMethod) as SavedPaymentMethod,
            email: row.email,
            what: `your monthly gift to ${row.campaign}`,
            failedAttempts: row.renewalAttempts,
            managePath: stopPath(this.deps.secret, row.id),
          });
        }
        return items;
      },
      paid: async (item, paymentId, now) => {
        await this.recordRenewal(item.id, new Date(item.period), paymentId, now);
      },
      failed: async (item, attempts, retryAt) => {
        await q.updateMonthly(this.deps.db, item.id, { renewalAttempts: attempts, renewalRetryAt: retryAt });
      },
      ended: async (item, now) => {
        await this.stopRenewal(item.id, now);
      },
      endedSentence: (item) =>
        `We have stopped ${item.what}. Thank you for your support; you can give again on our site.`,
    };
  }

  /** The owner's view: the total raised, per campaign totals and the latest gifts. */
  async summary(site: Website): Promise<DonationsSummary> {
    const { db } = this.deps;
    const currencyCode = storeContextOf(site).currencyCode;
    const [campaigns, recent, pages] = await Promise.all([
      q.totalsByCampaign(db, site.id),
      q.recentPaid(db, site.id, RECENT_LIMIT),
      this.deps.pages.publishedPages(site.id),
    ]);
    const pageIds = new Set(pages.map((p) => p.id));
    const inCurrency = campaigns.filter((c) => c.currency === currencyCode);
    return {
      currencyCode,
      totalRaisedCents: inCurrency.reduce((sum, c) => sum + c.totalCents, 0),
      donationCount: inCurrency.reduce((sum, c) => sum + c.count, 0),
      monthlyCount: inCurrency.reduce((sum, c) => sum + c.monthlyCount, 0),
      campaigns: campaigns.map((c) => ({
        pageId: c.pageId,
        campaign: c.campaign,
        currencyCode: c.currency,
        totalCents: c.totalCents,
        count: c.count,
        monthlyCount: c.monthlyCount,
        pageExists: pageIds.has(c.pageId),
      })),
      donations: recent.map((row) => ({
        id: row.id,
        pageId: row.pageId,
        campaign: row.campaign,
        amountCents: row.amountCents,
        currencyCode: row.currency,
        frequency: row.frequency,
        donorName: row.donorName,
        email: row.email,
        note: row.note,
        paidAt: row.paidAt?.toISOString() ?? null,
        nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
      })),
    };
  }
}
