import { queryInt, text } from '@folio/core/text';
import { z } from 'zod';

const id = text({ max: 100 });
/** Visitor text about the page: cleaned rather than refused, like the values (FORM-005). */
const visitorText = (max: number) => text({ max, onUnstorable: 'strip' });

/** FORM-004..008: the body of SaveFormSubmission. Unknown keys are dropped, not refused. */
export const saveSubmissionBody = z.object({
  key: text({ max: 200, min: 1, tooShort: 'key is required' }),
  formId: id,
  collectionId: id.nullish(),
  objectName: visitorText(200).nullish(),
  isOverlayForm: z.boolean().nullish(),
  submitButtonText: visitorText(200).nullish(),
  /** FORM-005: the JSON of the field values keyed by field id. */
  form: z.string({ error: 'form is required' }).max(200_000, 'The form is too large.'),
  captchaKey: text({ max: 5000 }).nullish(),
  pageTitle: visitorText(500).nullish(),
  pageId: id.nullish(),
  contentSource: z.enum(['i', 'c']).nullish(),
  pagePath: visitorText(2000).nullish(),
  intraPageEvent: z.record(z.string(), z.unknown()).nullish(),
});

export const formIdParams = z.object({ formId: id });
export const submissionParams = z.object({ formId: id, id: z.string().regex(/^[0-9a-f]{24}$/) });
export const listQuery = z.object({
  q: text({ max: 200 }).optional(),
  limit: queryInt({ min: 1, max: 500, default: 100 }),
  offset: queryInt({ min: 0, default: 0 }),
});

// Answers.
export const keyAnswer = z.object({ key: z.string() });
/** FORM-003: the answer once the submission is stored (its refusals are the shared error answer). */
export const submissionAnswer = z.object({ success: z.literal(true), submissionId: z.string() });

/** An ALTCHA challenge (altcha-lib's v2 Challenge), signed: the widget gets it whole. */
export const captchaChallenge = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
    codeChallenge: z
      .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
      .optional(),
  })
  .meta({ description: 'An ALTCHA challenge for the captcha widget (FORM-030).' });

/** The inbox's list: live forms (newsletters apart), then stored ones with submissions. */
export const formList = z.object({
  forms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The page the form is on; '' for a form no longer published. */
      pageTitle: z.string(),
      isLive: z.boolean(),
      submissionCount: z.number().int(),
      renderCount: z.number().int(),
      latestAt: z.date().nullable(),
    }),
  ),
});

export const submissionPage = z.object({
  form: z.object({
    id: z.string(),
    name: z.string(),
    isLive: z.boolean(),
    fields: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })),
  }),
  /** How many submissions match the search (all of the form's without one). */
  total: z.number().int(),
  submissions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.date(),
      /** What the visitor's browser said of the page (title, path, …), cleaned. */
      page: z.record(z.string(), z.unknown()),
      /** Display text per field id. */
      values: z.record(z.string(), z.string()),
    }),
  ),
});

/** Submissions per day (UTC), the last 30 days up to today, zeros included. */
export const formStats = z.object({
  perDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

export const submissionsCsv = z.string().meta({
  description: 'text/csv: Submitted, one column per field, Page (RFC 4180, UTF-8 with BOM).',
});
