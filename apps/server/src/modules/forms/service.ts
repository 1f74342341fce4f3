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
import type { Db } from '@folio/db';
import type * as schema from '@folio/db/schema';
import { AppError, invalid, notFound } from '../../errors.ts';
import type { SiteRenderer } from '../../render/site-renderer.ts';
import type { CaptchaService } from '../captcha/service.ts';
import * as nq from '../newsletter/queries.ts';
import type { PagesService } from '../pages/service.ts';
import * as q from './queries.ts';

const KEY_TTL_MS = 60 * 60 * 1000;

export interface LiveForm {
  formId: string;
  name: string;
  pageId: string;
  pageTitle: string;
  definition: FormDefinition;
}

export class FormsService {
  readonly #formsOfPage = new WeakMap<object, ReturnType<SiteRenderer['extractForms']>>();
  /**
   * The definition last stored per form (website:form), so a submission rewrites the form's row
   * only when its page was published anew: concurrent submissions then never wait on that row.
   */
  readonly #storedDefinitions = new Map<string, FormDefinition>();
  readonly #batcher: q.SubmissionBatcher;

  constructor(
    private readonly db: Db,
    private readonly pages: PagesService,
    private readonly extractForms: SiteRenderer['extractForms'],
    private readonly captcha: CaptchaService,
    /** Signs submission keys (derived from the server's secret). */
    private readonly keySecret: string,
    /** Called after a submission is committed (the outbox sends its notifications). */
    private readonly onSubmitted: () => void = () => undefined,
  ) {
    this.#batcher = new q.SubmissionBatcher(db);
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

  async findLiveForm(websiteId: string, formId: string): Promise<LiveForm | undefined> {
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
    site: { id: string; title: string; settings: schema.WebsiteSettingsRow };
    key: string;
    formId: string;
    formJson: string;
    captchaKey?: string | null;
    /** The site's address as the visitor used it: the base of a newsletter's unsubscribe link. */
    baseUrl: string;
    page: Record<string, unknown>;
  }): Promise<{ id: string }> {
    const form = await this.findLiveForm(input.site.id, input.formId);
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
    const id =
      key &&
      (await q.saveSubmission(this.db, this.#batcher, key, {
        websiteId: input.site.id,
        formId: form.formId,
        values,
        page: stripUnstorableDeep(input.page) as Record<string, unknown>,
        form: isStored ? undefined : { pageId: form.pageId, name: form.name, definition: form.definition },
        emails: notificationEmails(input.site.title, form, values),
      }));
    if (id && !isStored) {
      if (this.#storedDefinitions.size > 10_000) this.#storedDefinitions.clear();
      this.#storedDefinitions.set(snapshotKey, form.definition);
    }
    if (!id) {
      throw invalid(MESSAGES.errorProcessingFormSubmissionPleaseReload, 'invalid_submission_key');
    }
    this.onSubmitted();
    return { id };
  }

  /** A newsletter sign-up: the address joins the site's list and gets a welcome with its unsubscribe link. */
  async #subscribe(
    input: { site: { id: string; title: string }; key: string; baseUrl: string },
    form: LiveForm,
    values: FormValues,
  ): Promise<{ id: string }> {
    const email = String(values.email ?? '')
      .trim()
      .toLowerCase();
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    const token = randomBytes(24).toString('base64url');
    const link = `${input.baseUrl}/newsletter/unsubscribe?token=${token}`;
    const key = this.#checkKey(input.site.id, input.key);
    const id =
      key &&
      (await nq.saveSubscriber(this.db, key, {
        websiteId: input.site.id,
        formId: form.formId,
        email,
        name,
        unsubscribeTokenHash: hashKey(token),
        welcome: {
          to: email,
          subject: `You are subscribed to ${input.site.title}`,
          text: `${name ? `Hello ${name},\n\n` : ''}Thank you for signing up to news from ${input.site.title}.\n\nTo stop receiving these emails, open this link:\n${link}\n`,
        },
      }));
    if (!id) throw invalid(MESSAGES.errorProcessingFormSubmissionPleaseReload, 'invalid_submission_key');
    this.onSubmitted();
    return { id };
  }

  /** Forgets used keys once they have expired (the `forms.prune-keys` job, every 10 minutes). */
  pruneUsedKeys(): Promise<number> {
    return q.pruneUsedKeys(this.db);
  }

  /** POST /api/census/form-render: counts a form shown to a visitor. */
  async countRender(websiteId: string, formId: string): Promise<void> {
    const form = await this.findLiveForm(websiteId, formId);
    if (!form) throw notFound(FORM_MESSAGES.notConfigured, 'form_not_configured');
    await q.countRender(this.db, {
      websiteId,
      formId,
      pageId: form.pageId,
      name: form.name,
      definition: form.definition,
    });
  }
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
