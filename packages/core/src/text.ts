// The one text and number schema of every input that reaches the database: text PostgreSQL can
// store (no NUL, no lone surrogate), bounded in length, and integers and times inside the range
// of the columns they go to. Owner and API input is refused with a message; anonymous telemetry
// may be cleaned instead (`onUnstorable: 'strip'`), so one odd character does not lose a report.
// The plain part (what is storable, cleaning, bounds) is storable-text.ts, re-exported here.
import { z } from 'zod';
import {
  isStorableText,
  jsonSize,
  MAX_INT32,
  MAX_TIMESTAMP_MS,
  MIN_INT32,
  stripUnstorable,
  stripUnstorableDeep,
  truncateText,
  UNSTORABLE_TEXT_MESSAGE,
  unstorablePath,
} from './storable-text.ts';

export * from './storable-text.ts';

export interface TextOptions {
  max: number;
  min?: number;
  /** Trim white space before the length checks. */
  trim?: boolean;
  /** 'reject' (the default) answers 400; 'strip' cleans the text (anonymous telemetry only). */
  onUnstorable?: 'reject' | 'strip';
  /** 'reject' (the default) answers 400; 'truncate' cuts the text at `max` (telemetry only). */
  onTooLong?: 'reject' | 'truncate';
  tooShort?: string;
  tooLong?: string;
}

/** A string input: storable, and between `min` and `max` characters. */
export function text(options: TextOptions) {
  const { max, min = 0, trim = false, onUnstorable = 'reject', onTooLong = 'reject' } = options;
  const tooLong = options.tooLong ?? `must be at most ${max} characters`;
  const tooShort =
    options.tooShort ?? (min <= 1 ? 'must not be empty' : `must be at least ${min} characters`);
  // A bound on what is even looked at, so a megabyte string is refused before any regex runs.
  const base = z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .max(onTooLong === 'truncate' ? max * 4 : max * 2, tooLong);
  const storable =
    onUnstorable === 'strip'
      ? base.transform(stripUnstorable)
      : base.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
  return storable
    .transform((v) => (trim ? v.trim() : v))
    .transform((v) => (onTooLong === 'truncate' ? truncateText(v, max) : v))
    .pipe(z.string().min(min, tooShort).max(max, tooLong));
}

export interface IntOptions {
  min?: number;
  max?: number;
  message?: string;
}

/** A whole number inside a PostgreSQL integer column (or the tighter range given). */
export function boundedInt(options: IntOptions = {}) {
  const { min = MIN_INT32, max = MAX_INT32 } = options;
  if (max > MAX_INT32 || min < MIN_INT32) throw new Error('boundedInt: the range must fit an integer column');
  return z
    .number({ error: 'must be a number' })
    .int(options.message ?? 'must be a whole number')
    .min(min, options.message ?? `must be ${min} or more`)
    .max(max, options.message ?? `must be at most ${max}`);
}

/** The same from a query string or form field ("12"), with an optional default. */
export function queryInt(options: IntOptions & { default?: number } = {}) {
  const parsed = z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v.trim()) ? Number(v) : v),
    boundedInt(options),
  );
  return options.default === undefined ? parsed : parsed.optional().transform((v) => v ?? options.default!);
}

/** A moment as milliseconds since 1970, between 1970 and the year 9999. */
export function timestampMs() {
  return z
    .number({ error: 'must be a time in milliseconds' })
    .min(0, 'must be after 1970')
    .max(MAX_TIMESTAMP_MS, 'must be before the year 10000');
}

/** A moment as an ISO 8601 date and time with an offset, between the years 1970 and 9999. */
export function isoTimestamp() {
  return z.iso
    .datetime({ offset: true, error: 'must be a date and time such as 2030-01-31T12:00:00Z' })
    .refine((v) => {
      const ms = Date.parse(v);
      return Number.isFinite(ms) && ms >= 0 && ms <= MAX_TIMESTAMP_MS;
    }, 'must be between the years 1970 and 9999');
}

/** Any JSON value whose strings are storable, at most `maxBytes` long as JSON. */
export function jsonValue(options: { maxBytes: number; onUnstorable?: 'reject' | 'strip' }) {
  const { maxBytes, onUnstorable = 'reject' } = options;
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const size = jsonSize(value);
      if (size === null) ctx.addIssue({ code: 'custom', message: 'must be plain JSON' });
      else if (size > maxBytes)
        ctx.addIssue({ code: 'custom', message: `must be at most ${maxBytes} bytes` });
      else if (onUnstorable === 'reject') {
        const at = unstorablePath(value);
        if (at !== null)
          ctx.addIssue({ code: 'custom', message: `${at ? `${at} ` : ''}${UNSTORABLE_TEXT_MESSAGE}` });
      }
    })
    .transform((value) => (onUnstorable === 'strip' ? stripUnstorableDeep(value) : value));
}
