// Forms: the definition an owner builds, the values a visitor sends, and the one set of rules that
// checks them in the browser (FORM-031) and again on the server. docs/decisions/008 records the
// choices the spec leaves open (field messages, value shapes).
import { FIELD_SUMMARY_PARTS, type FormFieldType, LIKERT_SCALE, textareaCounter } from './form-fields.ts';
import { emailProblem } from './validation.ts';

export interface FormField {
  /** The field's item id: the key of its value in the submission's `form` JSON (FORM-005). */
  id: string;
  type: FormFieldType;
  title: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** radio, checkbox, select: the choices; likert: the statements. */
  options?: string[];
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  /** hidden: the key and value sent. */
  key?: string;
  value?: string;
  /** textarea: at most this many characters; 0 or absent means no limit (FORM-036). */
  maxLength?: number;
}

export interface FormDefinition {
  fields: FormField[];
  submitButtonText: string;
  /** FORM-024: shown in place of the form after a successful submission. */
  successMessage: string;
  /** FORM-023: where the visitor goes after a successful submission; empty for none. */
  successRedirectUrl: string;
  /** FORM-025: the post-submit content, HTML shown (and its scripts run) after the message. */
  postSubmitHtml: string;
  notificationEmails: string[];
  captcha: boolean;
  isOverlayForm: boolean;
  /** FORM-031: client validation is skipped when set (the server still checks). */
  disableValidation: boolean;
  isNewsletter: boolean;
}

/** Compound fields send their parts in summary order; checkbox a list; likert statement → -2…2. */
export type FieldValue = string | string[] | Record<string, number>;
export type FormValues = Record<string, FieldValue>;

export const FORM_MESSAGES = {
  /** FORM-002 */
  noKey: 'Could not get a form submission key, please try again later.',
  /** FORM-009 */
  cannotParse: 'Could not parse the form fields, please check your entries.',
  /** FORM-030 */
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  /** FORM-032 */
  invalidFields: 'One or more fields is invalid, please check your entries.',
  /** FORM-038 */
  errorAbove: 'error above',
  /** FORM-041 */
  unknown: 'Unknown error, please try again later.',
  /** FORM-042 */
  unauthorized: 'Unable to submit form. Please try again later.',
  /** FORM-043 */
  notConfigured: 'This form has not been configured yet.',
  /** FORM-044 */
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  /** FORM-045 */
  serverError: 'Unable to send form. Please try again later.',
  /** FORM-047 */
  bannerTop: 'Your form has encountered a problem. Please scroll down to review.',
  /** FORM-048 */
  bannerBottom: 'Your form has encountered a problem. Please scroll up to review.',
  /** FORM-022 */
  submitting: 'Submitting…',
  /** FORM-055 */
  recaptchaNotSetUp: 'ReCaptcha has not been set up!',
} as const;

/** FORM-042..045: the message for a failed save's status; null when the answer's own errors apply. */
export function failureMessageForStatus(status: number): string | null {
  if (status === 401) return FORM_MESSAGES.unauthorized;
  if (status === 404) return FORM_MESSAGES.notConfigured;
  if (status === 429) return FORM_MESSAGES.rateLimited;
  if (status === 500) return FORM_MESSAGES.serverError;
  return null;
}

/** FORM-011, FORM-012: the fields that carry a value (sections carry none). */
export function valueFields(definition: Pick<FormDefinition, 'fields'>): FormField[] {
  return definition.fields.filter((f) => f.type !== 'section');
}

const MAX_TEXT = 5000;
const NUMBER = /^-?\d+(\.\d+)?$/;
const WEBSITE = /^(https?:\/\/)?[^\s/$.?#]+\.[^\s]{2,}$/i;
const TWITTER = /^@?\w{1,15}$/;
const PHONE_PART = /^\d*$/;

// A value sent as JSON null is blank too (typeof null is 'object': Object.keys(null) would throw).
const isBlank = (v: FieldValue | undefined | null): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.every((p) => typeof p === 'string' && p.trim() === '')) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

function partsProblem(field: FormField, value: FieldValue): string | null {
  const parts = FIELD_SUMMARY_PARTS[field.type as keyof typeof FIELD_SUMMARY_PARTS];
  if (!Array.isArray(value) || value.length !== parts.length || value.some((p) => typeof p !== 'string'))
    return `${field.title} is not filled in correctly.`;
  if (value.some((p) => p.length > 500)) return `${field.title} is too long.`;
  const [a = '', b = '', c = ''] = value;
  switch (field.type) {
    case 'name':
      return field.required && (a.trim() === '' || b.trim() === '')
        ? `${field.title} needs a first and a last name.`
        : null;
    case 'date': {
      if (value.every((p) => p === '')) return null;
      const [month, day, year] = [Number(a), Number(b), Number(c)];
      const date = new Date(Date.UTC(year, month - 1, day));
      const isReal =
        Number.isInteger(month) &&
        Number.isInteger(day) &&
        Number.isInteger(year) &&
        year >= 1000 &&
        year <= 9999 &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day;
      return isReal ? null : `${field.title} is not a valid date.`;
    }
    case 'time': {
      if (value.every((p) => p === '')) return null;
      const [hour, minute, second] = [Number(a), Number(b), Number(c || '0')];
      const ampm = value[3] ?? '';
      const isReal =
        Number.isInteger(hour) &&
        hour >= 1 &&
        hour <= 12 &&
        Number.isInteger(minute) &&
        minute >= 0 &&
        minute <= 59 &&
        Number.isInteger(second) &&
        second >= 0 &&
        second <= 59 &&
        (ampm === 'AM' || ampm === 'PM');
      return isReal ? null : `${field.title} is not a valid time.`;
    }
    case 'phone':
      return value.every((p) => PHONE_PART.test(p.trim()))
        ? null
        : `${field.title} can only contain numbers.`;
    default:
      return null;
  }
}

/**
 * The problem with one field's value, or null. The same function runs in the visitor's browser
 * and on the server, so both refuse the same things with the same words.
 */
export function fieldProblem(field: FormField, value: FieldValue | undefined): string | null {
  if (field.type === 'section') return null;
  if (isBlank(value)) return field.required ? `${field.title} is required.` : null;
  const v = value as FieldValue;
  switch (field.type) {
    case 'name':
    case 'phone':
    case 'address':
    case 'date':
    case 'time':
      return partsProblem(field, v);
    case 'checkbox':
      if (!Array.isArray(v)) return `${field.title} is not filled in correctly.`;
      return v.every((choice) => field.options?.includes(choice))
        ? null
        : `${field.title} must be one of the listed choices.`;
    case 'likert': {
      if (typeof v !== 'object' || Array.isArray(v)) return `${field.title} is not filled in correctly.`;
      const entries = Object.entries(v);
      const isValid = entries.every(
        ([statement, n]) => field.options?.includes(statement) && LIKERT_SCALE.has(n),
      );
      if (!isValid) return `${field.title} is not filled in correctly.`;
      return field.required && entries.length < (field.options?.length ?? 0)
        ? `${field.title} needs an answer for every statement.`
        : null;
    }
    default:
      break;
  }
  if (typeof v !== 'string') return `${field.title} is not filled in correctly.`;
  if (v.length > MAX_TEXT) return `${field.title} is too long.`;
  switch (field.type) {
    case 'email':
      return emailProblem(v.trim(), { isRequired: field.required });
    case 'number':
    case 'currency':
      return NUMBER.test(v.trim().replace(/,/g, '')) ? null : `${field.title} must be a number.`;
    case 'website':
      return WEBSITE.test(v.trim()) ? null : `${field.title} must be a web address, like example.com.`;
    case 'twitter':
      return TWITTER.test(v.trim()) ? null : `${field.title} must be a Twitter handle, like @example.`;
    case 'radio':
    case 'select':
      return field.options?.includes(v) ? null : `${field.title} must be one of the listed choices.`;
    case 'textarea':
      return textareaCounter(v, field.maxLength)?.message ?? null;
    default:
      return null;
  }
}

/** Every field's problem, keyed by field id (the shape of a 400's `errors`, FORM-037). */
export function formProblems(
  definition: Pick<FormDefinition, 'fields'>,
  values: unknown,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const map = values && typeof values === 'object' && !Array.isArray(values) ? (values as FormValues) : {};
  for (const field of valueFields(definition)) {
    const problem = fieldProblem(field, map[field.id]);
    if (problem) problems[field.id] = problem;
  }
  return problems;
}

/** A human-readable line for one stored value (inbox, CSV export, notification email). */
export function displayValue(field: FormField, value: FieldValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (field.type === 'checkbox') return value.join(', ');
    if (field.type === 'date') return value.some(Boolean) ? `${value[0]}/${value[1]}/${value[2]}` : '';
    if (field.type === 'time')
      return value.some(Boolean)
        ? `${value[0]}:${value[1]}${value[2] ? `:${value[2]}` : ''} ${value[3]}`
        : '';
    return value.filter((p) => p.trim() !== '').join(field.type === 'address' ? ', ' : ' ');
  }
  return Object.entries(value)
    .map(([statement, n]) => `${statement}: ${LIKERT_SCALE.get(n) ?? n}`)
    .join('; ');
}
