// Forms on published sites: submission keys, checking and storing submissions (with their
// notification emails, in one transaction), and the owner's inbox.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  displayValue,
  emailProblem,
  FORM_MESSAGES,
  type FormDefinition,
  type FormValues,
  formProblems,
  MESSAGES,
  valueFields,
} from '@folio/core';
import { stripUnstorableDeep } from '@folio/core/text';
import { type Db, newId } from '@folio/db';
import { AppError, invalid, notFound } from '../../errors.ts';
import { toCsv } from '../../plugins/csv.ts';
import type { SiteRenderer } from '../../render/site-renderer.ts';
import type { CaptchaService } from '../captcha/service.ts';
import * as email from '../email/service.ts';
import * as headerFooter from '../header-footer/service.ts';
import * as newsletter from '../newsletter/service.ts';
import type { PagesService } from '../pages/service.ts';
import { HOUR_MS, type Quota, takeQuota } from '../quotas/service.ts';
import * as siteSettings from '../site-settings/service.ts';
import * as q from './queries.ts';
import { type Saved, type SaveOutcome, SubmissionBatcher } from './submission-batcher.ts';

const KEY_TTL_MS = 60 * 60 * 1000;

export interface LiveForm {
  formId: string;
  name: string;
  /** The page the form is on; null for a sign-up in the site's footer (on every page). */
  pageId: string | null;
  pageTitle: string;
  definition: FormDefinition;
}

/** A site as the forms visitors send find their form: its pages' blocks, and its footer's. */
export interface FormSite {
  id: string;
  settings: { headerFooter?: unknown; popupOverlay?: Record<string, unknown> };
}

export class FormsService {
  readonly #formsOfPage = new WeakMap<object, ReturnType<SiteRenderer['extractForms']>>();
  /**
   * The definition last stored per form (website:form), so a submission rewrites the form's row
   * only when its page was published anew: concurrent submissions then never wait on that row.
   */
  readonly #storedDefinitions = new Map<string, FormDefinition>();
  readonly #batcher: SubmissionBatcher;
  readonly #quota: Quota;

  constructor(
    private readonly db: Db,
    private readonly pages: PagesService,
    private readonly extractForms: SiteRenderer['extractForms'],
    private readonly captcha: CaptchaService,
    /** Signs submission keys (derived from the server's secret). */
    private readonly keySecret: string,
    /** Form submissions and newsletter sign-ups one site stores an hour, from all its visitors. */
    submissionsPerSitePerHour: number,
    /** Called after a submission is committed (the outbox sends its notifications). */
    private readonly onSubmitted: () => void = () => undefined,
  ) {
    this.#quota = { kind: 'form-submissions', limit: submissionsPerSitePerHour, windowMs: HOUR_MS };
    this.#batcher = new SubmissionBatcher(async (items) => {
      const outcomes = new Map<string, SaveOutcome>();
      const fitting = await this.#withinQuota(items, outcomes);
      if (fitting.length === 0) return outcomes;
      const saved = await this.db.transaction((tx) => storeAll(tx as unknown as Db, fitting));
      for (const { id } of fitting) outcomes.set(id, saved.has(id) ? 'saved' : 'used-key');
      return outcomes;
    });
  }

  /**
   * The part of a batch that fits each site's hourly quota (one count per site and batch, shared
   * by every server on the database); the rest are marked over quota in `outcomes`.
   */
  async #withinQuota(items: q.QueuedSubmission[], outcomes: Map<string, SaveOutcome>) {
    const bySite = new Map<string, q.QueuedSubmission[]>();
    for (const item of items) {
      const ofSite = bySite.get(item.input.websiteId);
      if (ofSite) ofSite.push(item);
      else bySite.set(item.input.websiteId, [item]);
    }
    const fitting: q.QueuedSubmission[] = [];
    for (const [websiteId, ofSite] of bySite) {
      const granted = await takeQuota(this.db, { websiteId, quota: this.#quota, amount: ofSite.length });
      fitting.push(...ofSite.slice(0, granted));
      for (const item of ofSite.slice(granted)) outcomes.set(item.id, 'over-quota');
    }
    return fitting;
  }

  /** The published forms of a site, as visitors see them. */
  async liveForms(websiteId: string): Promise<LiveForm[]> {
    const pages = await this.pages.publishedPages(websiteId);
    return pages.flatMap((page) => {
      const key = (page.data ?? {}) as object;
      let found = this.#formsOfPage.get(key);
      if (!found) {
        found = this.extractForms(page.data);
        this.#formsOfPage.set(key, found);
      }
      return found.map((f) => ({ ...f, pageId: page.id, pageTitle: page.title }));
    });
  }

  /**
   * The form a visitor's request names: a Form or Newsletter block of a published page or, issue 16
   * part 3, a newsletter sign-up in the site's footer (found through the header-footer service), or
   * the popup overlay's (decision 058, through the site-settings service).
   */
  async findLiveForm(site: FormSite, formId: string): Promise<LiveForm | undefined> {
    const onPage = (await this.liveForms(site.id)).find((f) => f.formId === formId);
    return (
      onPage ??
      this.#footerForms(site).find((f) => f.formId === formId) ??
      this.#popupForms(site).find((f) => f.formId === formId)
    );
  }

  /** Decision 058: the newsletter sign-up inside the site's popup overlay, while it is on. */
  #popupForms(site: FormSite): LiveForm[] {
    const data = siteSettings.popupSignupOfSite(site);
    return data
      ? this.extractForms(data).map((f) => ({ ...f, pageId: null, pageTitle: 'Popup overlay' }))
      : [];
  }

  /** The site's footer's newsletter sign-ups, kept per footer object (the same while it is unchanged). */
  #footerForms(site: FormSite): LiveForm[] {
    const footer = headerFooter.footerOfSite(site);
    let found = this.#formsOfPage.get(footer);
    if (!found) {
      found = this.extractForms(footer);
      this.#formsOfPage.set(footer, found);
    }
    return found.map((f) => ({ ...f, pageId: null, pageTitle: 'Footer' }));
  }

  /** A form of a published page (the owner's inbox: a footer's sign-ups go to the newsletter list). */
  async #pageForm(websiteId: string, formId: string): Promise<LiveForm | undefined> {
    return (await this.liveForms(websiteId)).find((f) => f.formId === formId);
  }

  /**
   * FORM-001: a single-use key, good for an hour, for one site. Signed rather than stored: asking
   * for a key costs no write; its one use is recorded with the submission it allows.
   */
  issueKey(websiteId: string, now = Date.now()): string {
    const nonce = randomBytes(18).toString('base64url');
    const expires = Math.floor((now + KEY_TTL_MS) / 1000).toString(36);
    return `${nonce}.${expires}.${this.#sign(websiteId, nonce, expires)}`;
  }

  /** The key's hash and expiry when this server signed it for this site and it is still good. */
  #checkKey(websiteId: string, key: string): q.UsedKey | null {
    const [nonce, expires, signature, extra] = key.split('.');
    if (!nonce || !expires || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.#sign(websiteId, nonce, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = new Date(Number.parseInt(expires, 36) * 1000);
    if (!(expiresAt.getTime() > Date.now())) return null;
    return { keyHash: hashKey(key), expiresAt };
  }

  #sign(websiteId: string, nonce: string, expires: string): string {
    return createHmac('sha256', this.keySecret)
      .update(`${websiteId}:${nonce}:${expires}`)
      .digest('base64url');
  }

  /**
   * Checks a submission with the same rules as the browser and stores it; the answer goes back
   * only after the transaction has committed.
   */
  async submit(input: {
    site: {
      id: string;
      title: string;
      settings: {
        recaptchaSiteKey?: string | null;
        recaptchaSecretKey?: string | null;
        headerFooter?: unknown;
      };
    };
    key: string;
    formId: string;
    formJson: string;
    captchaKey?: string | null;
    /** The site's address as the visitor used it: the base of a newsletter's unsubscribe link. */
    baseUrl: string;
    page: Record<string, unknown>;
  }): Promise<{ id: string }> {
    const form = await this.findLiveForm(input.site, input.formId);
    if (!form) throw notFound(FORM_MESSAGES.notConfigured, 'form_not_configured');
    let raw: unknown;
    try {
      raw = JSON.parse(input.formJson);
    } catch {
      throw invalid(FORM_MESSAGES.cannotParse, 'form_unparsable');
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      throw invalid(FORM_MESSAGES.cannotParse, 'form_unparsable');
    const values = stripUnstorableDeep(keepKnownValues(form.definition, raw as FormValues)) as FormValues;
    const problems = formProblems(form.definition, values);
    if (Object.keys(problems).length) {
      throw new AppError({
        kind: 'invalid',
        code: 'invalid_fields',
        message: FORM_MESSAGES.invalidFields,
        extra: { errors: problems },
      });
    }
    if (form.definition.captcha) {
      // FORM-030: a captcha form needs a solved captcha, checked here whatever the browser said.
      const { recaptchaSiteKey, recaptchaSecretKey } = input.site.settings;
      const recaptcha = recaptchaSiteKey && recaptchaSecretKey ? { secretKey: recaptchaSecretKey } : null;
      const check = await this.captcha.check(input.captchaKey, recaptcha);
      if (!check.ok) throw invalid(FORM_MESSAGES.captchaIncomplete, `captcha_${check.reason}`);
    }
    if (form.definition.isNewsletter) return this.#subscribe(input, form, values);
    const snapshotKey = `${input.site.id}:${form.formId}`;
    const isStored = this.#storedDefinitions.get(snapshotKey) === form.definition;
    const key = this.#checkKey(input.site.id, input.key);
    const submission: q.NewSubmission = {
      websiteId: input.site.id,
      formId: form.formId,
      values,
      page: stripUnstorableDeep(input.page) as Record<string, unknown>,
      form: isStored ? undefined : { pageId: form.pageId, name: form.name, definition: form.definition },
      emails: notificationEmails(input.site.title, form, values),
    };
    const saved = key && (await this.#save(key, submission));
    if (saved && saved.outcome === 'over-quota') throw overQuota();
    if (!saved || saved.outcome !== 'saved') {
      throw invalid(MESSAGES.errorProcessingFormSubmissionPleaseReload, 'invalid_submission_key');
    }
    if (!isStored) {
      if (this.#storedDefinitions.size > 10_000) this.#storedDefinitions.clear();
      this.#storedDefinitions.set(snapshotKey, form.definition);
    }
    this.onSubmitted();
    return { id: saved.id };
  }

  /**
   * One submission: with the form's snapshot (a form seen for the first time, or republished) in a
   * transaction of its own; without, through the batcher.
   */
  async #save(key: q.UsedKey, input: q.NewSubmission): Promise<Saved> {
    const form = input.form;
    if (!form) return this.#batcher.save(key, input);
    const id = newId();
    if (!(await this.#takeOne(input.websiteId))) return { id, outcome: 'over-quota' };
    return this.db.transaction(async (tx) => {
      const saved = await storeAll(tx as unknown as Db, [{ id, key, input }]);
      if (!saved.has(id)) return { id, outcome: 'used-key' };
      await q.storeForm(tx as unknown as Db, { websiteId: input.websiteId, formId: input.formId, form });
      return { id, outcome: 'saved' };
    });
  }

  async #takeOne(websiteId: string): Promise<boolean> {
    return (await takeQuota(this.db, { websiteId, quota: this.#quota, amount: 1 })) === 1;
  }

  /**
   * A newsletter sign-up: in one transaction, the key's use is recorded and, only if it was unused,
   * the address joins the site's list with a welcome queued (newsletter's service).
   */
  async #subscribe(
    input: { site: { id: string; title: string }; key: string; baseUrl: string },
    form: LiveForm,
    values: FormValues,
  ): Promise<{ id: string }> {
    const address = String(values.email ?? '')
      .trim()
      .toLowerCase();
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    const key = this.#checkKey(input.site.id, input.key);
    if (key && !(await this.#takeOne(input.site.id))) throw overQuota();
    const id =
      key &&
      (await this.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await q.useKey(tx, input.site.id, key))) return null;
        return newsletter.subscribe(tx, {
          websiteId: input.site.id,
          siteTitle: input.site.title,
          formId: form.formId,
          email: address,
          name,
          baseUrl: input.baseUrl,
        });
      }));
    if (!id) throw invalid(MESSAGES.errorProcessingFormSubmissionPleaseReload, 'invalid_submission_key');
    this.onSubmitted();
    return { id };
  }

  /** Forgets used keys once they have expired (the `forms.prune-keys` job, every 10 minutes). */
  pruneUsedKeys(): Promise<number> {
    return q.pruneUsedKeys(this.db);
  }

  /**
   * TRACK-017 (POST /api/census/form-render, module analytics): counts a form shown to a visitor in
   * the form's lifetime total (the inbox's renderCount; the per-day counts are analytics' events)
   * and answers the form's name, which the analytics event is labelled with.
   */
  async countRender(site: FormSite, formId: string): Promise<string> {
    const form = await this.findLiveForm(site, formId);
    if (!form) throw notFound(FORM_MESSAGES.notConfigured, 'form_not_configured');
    await q.countRender(this.db, {
      websiteId: site.id,
      formId,
      pageId: form.pageId,
      name: form.name,
      definition: form.definition,
    });
    return form.name;
  }

  // The owner's inbox.

  /** A form by id: live (on a published page) or, failing that, as stored with its submissions. */
  async #inboxForm(websiteId: string, formId: string) {
    const live = await this.#pageForm(websiteId, formId);
    if (live) return { id: formId, name: live.name, definition: live.definition, isLive: true };
    const stored = await q.findStoredForm(this.db, websiteId, formId);
    if (!stored) throw notFound('That form does not exist.', 'form_not_found');
    return { id: formId, name: stored.name, definition: stored.definition as FormDefinition, isLive: false };
  }

  /** The inbox's list: live forms (newsletters have their own list), then gone ones with submissions. */
  async inboxForms(websiteId: string) {
    const [live, stored] = await Promise.all([this.liveForms(websiteId), q.listForms(this.db, websiteId)]);
    const byId = new Map(stored.map((s) => [s.id, s]));
    const list = live
      .filter((f) => !f.definition.isNewsletter)
      .map((f) => ({
        id: f.formId,
        name: f.name,
        pageTitle: f.pageTitle,
        isLive: true,
        submissionCount: byId.get(f.formId)?.submissionCount ?? 0,
        renderCount: byId.get(f.formId)?.renderCount ?? 0,
        latestAt: byId.get(f.formId)?.latestAt ?? null,
      }));
    for (const s of stored) {
      if (live.some((f) => f.formId === s.id) || s.submissionCount === 0) continue;
      list.push({
        id: s.id,
        name: s.name,
        pageTitle: '',
        isLive: false,
        submissionCount: s.submissionCount,
        renderCount: s.renderCount,
        latestAt: s.latestAt,
      });
    }
    return list;
  }

  /** One page of a form's submissions, newest first, each value as display text. */
  async submissionPage(input: {
    websiteId: string;
    formId: string;
    q?: string;
    limit: number;
    offset: number;
  }) {
    const form = await this.#inboxForm(input.websiteId, input.formId);
    const fields = valueFields(form.definition);
    const [rows, total] = await Promise.all([
      q.listSubmissions(this.db, input),
      q.countSubmissions(this.db, input.websiteId, input.formId, input.q),
    ]);
    return {
      form: {
        id: form.id,
        name: form.name,
        isLive: form.isLive,
        fields: fields.map((f) => ({ id: f.id, title: f.title, type: f.type })),
      },
      total,
      submissions: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        page: row.page,
        values: Object.fromEntries(fields.map((f) => [f.id, displayValue(f, row.values[f.id] as never)])),
      })),
    };
  }

  /** Submissions per day for the inbox chart, the last 30 days. */
  async perDay(websiteId: string, formId: string) {
    await this.#inboxForm(websiteId, formId);
    return q.perDay(this.db, websiteId, formId, 30);
  }

  /** Every submission of a form as a CSV file, and the file's name. */
  async submissionsCsv(websiteId: string, formId: string): Promise<{ filename: string; csv: string }> {
    const form = await this.#inboxForm(websiteId, formId);
    const fields = valueFields(form.definition);
    const rows = await q.listSubmissions(this.db, { websiteId, formId, limit: 100_000, offset: 0 });
    const csv = toCsv(
      ['Submitted', ...fields.map((f) => f.title || f.type), 'Page'],
      rows.map((row) => [
        row.createdAt.toISOString(),
        ...fields.map((f) => displayValue(f, row.values[f.id] as never)),
        String(row.page.path ?? ''),
      ]),
    );
    return { filename: `${form.name.replace(/[^\w -]+/g, '').trim() || 'form'} submissions.csv`, csv };
  }

  async deleteSubmission(websiteId: string, formId: string, id: string): Promise<void> {
    if (!(await q.deleteSubmission(this.db, websiteId, formId, id)))
      throw notFound('That submission no longer exists.', 'submission_not_found');
  }
}

/**
 * Stores submissions whose key is unused and queues their notification emails, in the caller's
 * transaction: a refused key stores nothing and sends nothing. Answers the ids stored.
 */
async function storeAll(tx: Db, items: q.QueuedSubmission[]): Promise<Set<string>> {
  const saved = await q.saveSubmissions(tx, items);
  await email.enqueue(
    tx,
    items
      .filter((item) => saved.has(item.id))
      .flatMap(({ input }) => input.emails.map((mail) => ({ websiteId: input.websiteId, ...mail }))),
  );
  return saved;
}

/** 429 once a site has stored its hour's worth of submissions; its visitors are told to come back. */
function overQuota(): AppError {
  return new AppError({
    kind: 'rate_limited',
    code: 'site_submission_quota',
    message: 'This site is receiving too many submissions right now. Please try again in an hour.',
  });
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Only the form's own fields are kept; a hidden field keeps the owner's value, not the browser's. */
function keepKnownValues(definition: FormDefinition, values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const field of valueFields(definition)) {
    if (field.type === 'hidden') kept[field.id] = field.value ?? '';
    else if (Object.hasOwn(values, field.id)) kept[field.id] = values[field.id]!;
  }
  return kept;
}

function notificationEmails(siteTitle: string, form: LiveForm, values: FormValues) {
  const lines = valueFields(form.definition).map(
    (field) => `${field.title || field.type}: ${displayValue(field, values[field.id]) || '—'}`,
  );
  const replyField = valueFields(form.definition).find(
    (f) =>
      f.type === 'email' &&
      typeof values[f.id] === 'string' &&
      !emailProblem(values[f.id], { isRequired: true }),
  );
  const text = `A new submission to “${form.name}” on ${siteTitle} (page “${form.pageTitle}”):\n\n${lines.join('\n')}\n`;
  return form.definition.notificationEmails
    .filter((to) => !emailProblem(to, { isRequired: true }))
    .slice(0, 10)
    .map((to) => ({
      to,
      subject: `New form submission: ${form.name} — ${siteTitle}`,
      text,
      replyTo: replyField ? (values[replyField.id] as string) : null,
    }));
}
