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
export const renderCensusBody = z.object({ formId: id }).passthrough();
