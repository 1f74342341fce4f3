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
