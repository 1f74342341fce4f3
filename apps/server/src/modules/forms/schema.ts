import { z } from 'zod';

const id = z.string().max(100);

/** FORM-004..008: the body of SaveFormSubmission. Unknown keys are dropped, not refused. */
export const saveSubmissionBody = z.object({
  key: z.string({ error: 'key is required' }).min(1).max(200),
  formId: id,
  collectionId: id.nullish(),
  objectName: z.string().max(200).nullish(),
  isOverlayForm: z.boolean().nullish(),
  submitButtonText: z.string().max(200).nullish(),
  /** FORM-005: the JSON of the field values keyed by field id. */
  form: z.string({ error: 'form is required' }).max(200_000, 'The form is too large.'),
  captchaKey: z.string().max(5000).nullish(),
  pageTitle: z.string().max(500).nullish(),
  pageId: id.nullish(),
  contentSource: z.enum(['i', 'c']).nullish(),
  pagePath: z.string().max(2000).nullish(),
  intraPageEvent: z.record(z.string(), z.unknown()).nullish(),
});

export const formIdParams = z.object({ formId: id });
export const submissionParams = z.object({ formId: id, id: z.string().regex(/^[0-9a-f]{24}$/) });
export const listQuery = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const renderCensusBody = z.object({ formId: id }).passthrough();
