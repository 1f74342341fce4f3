// The visitor's side of a form (FORM-001..048), without React: read the values, check them with the
// rules of @folio/core, get a submission key, save, and show the outcome.

import { FIELD_SUMMARY_PARTS, textareaCounter } from '@folio/core/form-fields';
import {
  type FieldValue,
  FORM_MESSAGES,
  type FormDefinition,
  type FormField,
  type FormValues,
  failureMessageForStatus,
  fieldProblem,
  valueFields,
} from '@folio/core/forms';
import { track, trackFormRender } from '../../runtime/track-queue.ts';
import { storeRequest } from '../../store/store-request.ts';
import type { Captcha } from './captcha.ts';

export interface FormIslandProps extends Omit<FormDefinition, 'notificationEmails'> {
  formId: string;
}

export interface Answer {
  status: number;
  data: Record<string, unknown>;
}

/** POSTs JSON with the crumb; a crumbFail answer is retried once with the new crumb cookie. */
export function postJson(url: string, body: unknown, doc: Document = document): Promise<Answer> {
  return storeRequest<Record<string, unknown>>('POST', url, body ?? {}, doc);
}

type Field = FormIslandProps['fields'][number];

function controls(root: Element, field: Field) {
  return Array.from(root.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(field.id)}"]`));
}

/** FORM-011..018: one field's value from the page, in the shape the rules and the server expect. */
export function readFieldValue(form: HTMLFormElement, field: Field): FieldValue | undefined {
  const box = form.querySelector(`[data-field-id="${CSS.escape(field.id)}"]`);
  if (!box || field.type === 'section') return undefined;
  if (field.type === 'hidden') return (box as HTMLInputElement).value;
  const parts = FIELD_SUMMARY_PARTS[field.type as keyof typeof FIELD_SUMMARY_PARTS];
  if (parts) {
    const values: string[] = parts.map(() => '');
    for (const input of controls(box, field)) values[Number(input.dataset.part)] = input.value.trim();
    return values;
  }
  if (field.type === 'checkbox')
    return controls(box, field)
      .filter((c) => c.checked)
      .map((c) => c.value);
  if (field.type === 'radio') return controls(box, field).find((c) => c.checked)?.value ?? '';
  if (field.type === 'likert') {
    const answers: Record<string, number> = {};
    for (const input of box.querySelectorAll<HTMLInputElement>('input[data-statement]:checked'))
      answers[input.dataset.statement!] = Number(input.value);
    return answers;
  }
  const input = box.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea, select');
  return input?.value ?? '';
}

export function readValues(form: HTMLFormElement, props: Pick<FormIslandProps, 'fields'>): FormValues {
  const values: FormValues = {};
  for (const field of valueFields(props)) {
    const value = readFieldValue(form, field);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** The page fields of the payload (FORM-007, FORM-008). */
function pageFields(doc: Document, form: HTMLFormElement) {
  const context = (
    window as { folio?: { context?: { collectionId?: string | null; itemId?: string | null } | null } }
  ).folio?.context;
  return {
    pageTitle: doc.title,
    pageId: context?.itemId ?? context?.collectionId ?? null,
    contentSource: context?.itemId ? 'i' : 'c',
    pagePath: doc.location?.pathname ?? '/',
    // Intra-page event fields: where on the page the form sits and when it was sent.
    intraPageEvent: {
      formIndex: Array.from(doc.querySelectorAll('form[data-form-id]')).indexOf(form),
      sentAt: Date.now(),
    },
  };
}

export interface FormFlowOptions {
  /** The site event a successful submission sends (decision 042): form-submit unless named. */
  submittedEvent?: string;
  post?: typeof postJson;
  /** FORM-023: leaving the page; replaceable in tests. */
  navigate?: (url: string) => void;
  /** FORM-030: the form's captcha; absent when the form has none. */
  captcha?: Captcha;
}

/** Wires one rendered form. Returns the submit function (the submit event calls it too). */
export function enhanceForm(root: HTMLElement, props: FormIslandProps, options: FormFlowOptions = {}) {
  const form = root.querySelector<HTMLFormElement>('form[data-form-id]');
  if (!form) throw new Error('The form is missing from its block.');
  const post = options.post ?? postJson;
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const messages = Array.from(form.querySelectorAll<HTMLElement>('[data-form-message]'));
  const success = root.querySelector<HTMLElement>('[data-form-success]')!;
  const doc = root.ownerDocument;
  let state: 'idle' | 'submitting' = 'idle';

  const box = (id: string) => form.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(id)}"]`);

  function setFieldError(field: Field, message: string | null) {
    const el = box(field.id);
    const error = el?.querySelector<HTMLElement>('[data-field-error]');
    if (!el || !error) return;
    error.textContent = message ?? '';
    error.hidden = !message;
    for (const c of el.querySelectorAll('input, textarea, select')) {
      if (message) c.setAttribute('aria-invalid', 'true');
      else c.removeAttribute('aria-invalid');
    }
  }

  function clearErrors() {
    for (const field of props.fields) setFieldError(field, null);
    for (const slot of messages) {
      slot.hidden = true;
      slot.textContent = '';
    }
  }

  /**
   * FORM-047, FORM-048: the problem is told once, where the visitor is (docs/decisions/
   * 014-form-error-banner.md): above the submit button, unless that button is still below the
   * viewport (the visitor sent the form from a field higher up): then at the top of the form.
   */
  function messageSlot(): HTMLElement | null {
    const top = messages.find((m) => m.dataset.formMessage === 'top') ?? null;
    const bottom = messages.find((m) => m.dataset.formMessage === 'bottom') ?? null;
    if (!top || !bottom) return top ?? bottom;
    const viewportHeight = doc.defaultView?.innerHeight ?? Number.POSITIVE_INFINITY;
    return submit.getBoundingClientRect().top >= viewportHeight ? top : bottom;
  }

  /** FORM-026..028, FORM-032, FORM-037..041, FORM-047, FORM-048 */
  function showFailure(general: string | null, fieldErrors: Record<string, string> = {}) {
    let first: HTMLElement | null = null;
    for (const field of props.fields) {
      const message = fieldErrors[field.id] ?? null;
      setFieldError(field, message);
      if (message && !first)
        first = box(field.id)?.querySelector<HTMLElement>('input, textarea, select') ?? null;
    }
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    const slot = messageSlot();
    // Field errors say what is wrong on each field; the one message says where to look (FORM-032,
    // FORM-038 in the banner's words). A newsletter's single field needs no pointer (FORM-039).
    const text = hasFieldErrors
      ? props.isNewsletter
        ? null
        : slot?.dataset.formMessage === 'top'
          ? FORM_MESSAGES.bannerTop
          : FORM_MESSAGES.bannerBottom
      : (general ?? FORM_MESSAGES.unknown);
    if (slot) {
      slot.textContent = text ?? '';
      slot.hidden = !text;
    }
    state = 'idle';
    form!.removeAttribute('aria-busy');
    submit.textContent = props.submitButtonText;
    submit.disabled = false;
    if (options.captcha) {
      options.captcha.reset();
      submit.disabled = true;
    }
    // FORM-028: focus goes to the first field in error, or else to the message.
    (first ?? (text ? slot : null))?.focus?.();
  }

  // FORM-027: submit, disabled after a failure on a captcha form, comes back with a new solution.
  options.captcha?.subscribe((isDone) => {
    if (isDone && state === 'idle') submit.disabled = false;
  });

  // FORM-034..036: the live textarea counter.
  for (const field of props.fields.filter((f) => f.type === 'textarea')) {
    const el = box(field.id);
    const textarea = el?.querySelector('textarea');
    const counter = el?.querySelector<HTMLElement>('[data-counter]');
    if (!textarea || !counter) continue;
    const update = () => {
      const state = textareaCounter(textarea.value, field.maxLength);
      if (!state) return;
      counter.textContent = state.label;
      counter.dataset.over = String(state.isOver);
      setFieldError(field, state.message);
    };
    textarea.addEventListener('input', update);
    update();
  }

  async function run(): Promise<void> {
    if (state === 'submitting') return; // FORM-020
    clearErrors();
    let values: FormValues;
    try {
      values = readValues(form!, props);
    } catch {
      return showFailure(FORM_MESSAGES.cannotParse); // FORM-009
    }
    if (!props.disableValidation) {
      const problems: Record<string, string> = {};
      for (const field of valueFields(props)) {
        const problem = fieldProblem(field as FormField, values[field.id]);
        if (problem) problems[field.id] = problem;
      }
      if (Object.keys(problems).length) return showFailure(FORM_MESSAGES.invalidFields, problems); // FORM-032
    }
    const captchaKey = options.captcha?.value();
    if (options.captcha && !captchaKey) return showFailure(FORM_MESSAGES.captchaIncomplete); // FORM-030

    state = 'submitting'; // FORM-019, FORM-021, FORM-022
    form!.setAttribute('aria-busy', 'true');
    submit.disabled = true;
    submit.textContent = FORM_MESSAGES.submitting;

    let key: string | undefined;
    try {
      const answer = await post('/api/form/FormSubmissionKey', {});
      key = typeof answer.data.key === 'string' ? answer.data.key : undefined;
    } catch {
      key = undefined;
    }
    if (!key) return showFailure(FORM_MESSAGES.noKey); // FORM-002

    let answer: Answer;
    try {
      answer = await post('/api/form/SaveFormSubmission', {
        key,
        formId: props.formId,
        collectionId: null,
        objectName: null,
        isOverlayForm: props.isOverlayForm,
        submitButtonText: props.submitButtonText,
        form: JSON.stringify(values),
        ...(captchaKey ? { captchaKey } : {}),
        ...pageFields(doc, form!),
      });
    } catch {
      return showFailure(FORM_MESSAGES.serverError);
    }
    if (answer.status >= 200 && answer.status < 300) {
      // Decision 042: a submission is a site event, counted beside the form's renders.
      track(
        { site: { event: options.submittedEvent ?? 'form-submit', objectId: props.formId } },
        doc.defaultView ?? undefined,
      );
      // Decision 058: the block around the form (the popup overlay) learns of the sign-up.
      root.dispatchEvent(
        new CustomEvent('folio-form-submitted', { bubbles: true, detail: { formId: props.formId } }),
      );
      state = 'idle';
      form!.removeAttribute('aria-busy');
      if (props.successRedirectUrl) {
        (options.navigate ?? ((url) => doc.location.assign(url)))(props.successRedirectUrl); // FORM-023
        return;
      }
      form!.hidden = true; // FORM-024, FORM-025
      success.textContent = props.successMessage;
      if (props.postSubmitHtml) {
        // FORM-025: the owner's post-submit content, scripts run (as a tracking snippet needs).
        const content = doc.createElement('div');
        content.innerHTML = props.postSubmitHtml;
        for (const inert of content.querySelectorAll('script')) {
          const script = doc.createElement('script');
          for (const { name, value } of inert.attributes) script.setAttribute(name, value);
          script.text = inert.text;
          inert.replaceWith(script);
        }
        success.append(content);
      }
      success.hidden = false;
      success.focus();
      return;
    }
    // FORM-010, FORM-037..045
    const errors =
      answer.data.errors && typeof answer.data.errors === 'object'
        ? (answer.data.errors as Record<string, string>)
        : undefined;
    const byStatus = failureMessageForStatus(answer.status);
    if (byStatus) return showFailure(byStatus);
    if (answer.status === 400 && errors && Object.keys(errors).length) return showFailure(null, errors);
    const text = typeof answer.data.error === 'string' && answer.data.error ? answer.data.error : null;
    const message = typeof answer.data.message === 'string' ? answer.data.message : null;
    return showFailure(text && message ? message : (text ?? FORM_MESSAGES.unknown));
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  return {
    submit: run,
    get state() {
      return state;
    },
  };
}

/**
 * TRACK-017: the form-render census, through the visitor-tracking collector (decision 042): by
 * beacon with the visitor cookie when consent keeps one, and not on pages tracking skips.
 */
export const recordFormRender = (formId: string, view?: Window) => trackFormRender(formId, view);
