import { z } from 'zod';

/** One row of the outbox as the config area lists it (never its text: it may hold links). */
export const outboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

/** GET /api/config/outbox: the site's newest 50 emails, and whether this server can send at all. */
export const outboxList = z.object({
  isSmtpConfigured: z.boolean(),
  emails: z.array(outboxEmail),
});
