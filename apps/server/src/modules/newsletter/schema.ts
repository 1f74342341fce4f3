import { queryInt, text } from '@folio/core/text';
import { z } from 'zod';

export const unsubscribeBody = z.object({ token: text({ max: 200, min: 1 }) });
export const listQuery = z.object({
  q: text({ max: 200 }).optional(),
  limit: queryInt({ min: 1, max: 500, default: 100 }),
  offset: queryInt({ min: 0, default: 0 }),
});
export const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

// Answers.
export const unsubscribeAnswer = z.object({ email: z.string() });

export const subscriberView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(['subscribed', 'unsubscribed']),
  /** The Newsletter block the address came through. */
  formId: z.string(),
  createdAt: z.date(),
  unsubscribedAt: z.date().nullable(),
});

/** GET /api/config/newsletter/subscribers: counts over the whole (searched) list, one page of it. */
export const subscriberList = z.object({
  total: z.number().int(),
  subscribed: z.number().int(),
  subscribers: z.array(subscriberView),
});

/** The CSV file (text/csv, a UTF-8 byte-order mark first), not JSON. */
export const subscribersCsv = z.string().meta({
  description: 'text/csv: Email, Name, Status, Signed up, Unsubscribed (RFC 4180, UTF-8 with BOM).',
});

// Campaigns (issue 17): drafts of newsletters, e.g. made from a blog post (EDIT-009).

/** An address a campaign links to: the site's own (a path) or a web address. */
const link = text({ max: 2000, min: 1, trim: true }).refine(
  (url) => /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url),
  'must be a web address (https://…) or a path of the site (/…)',
);

/** A campaign's body: plain blocks, text only (never HTML), rendered by the sender later. */
export const campaignBlock = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heading'), text: text({ max: 200, trim: true }) }),
  z.strictObject({ kind: z.literal('text'), text: text({ max: 5000, trim: true }) }),
  z.strictObject({ kind: z.literal('image'), url: link, alt: text({ max: 300, trim: true }) }),
  z.strictObject({
    kind: z.literal('button'),
    label: text({ max: 80, min: 1, trim: true }),
    url: link,
  }),
]);
export type CampaignBlock = z.output<typeof campaignBlock>;

export const campaignSubject = text({
  max: 200,
  min: 1,
  trim: true,
  tooShort: 'Give the email a subject.',
  tooLong: 'A subject is at most 200 characters.',
});
export const campaignPreheader = text({
  max: 200,
  trim: true,
  tooLong: 'The preview text is at most 200 characters.',
});

export const campaignPatch = z.strictObject({
  subject: campaignSubject.optional(),
  preheader: campaignPreheader.optional(),
  blocks: z.array(campaignBlock).max(30, 'A campaign holds at most 30 blocks.').optional(),
});

/** A block as answered (plain strings: an answer is not parsed again). */
const campaignBlockOut = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('image'), url: z.string(), alt: z.string() }),
  z.object({ kind: z.literal('button'), label: z.string(), url: z.string() }),
]);

export const campaignView = z.object({
  id: z.string(),
  /** Only drafts for now: sending is not built yet. */
  status: z.literal('draft'),
  subject: z.string(),
  preheader: z.string(),
  blocks: z.array(campaignBlockOut),
  sourceItemId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignView = z.infer<typeof campaignView>;

export const campaignList = z.object({ campaigns: z.array(campaignView) });
export const campaignAnswer = z.object({ campaign: campaignView });
