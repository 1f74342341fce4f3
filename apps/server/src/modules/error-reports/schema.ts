import { boundedInt, jsonValue, text, timestampMs } from '@folio/core/text';
import { z } from 'zod';

/**
 * Browser telemetry is anonymous: text PostgreSQL cannot store is cleaned and long text cut, so
 * one odd character does not lose a report; what is not text, or out of range, is refused.
 */
const telemetry = (max: number) => text({ max, onUnstorable: 'strip', onTooLong: 'truncate' });

/** Issue 14 item 7: the most one trace item's data may hold, as JSON. */
export const MAX_TRACE_DATA_BYTES = 4096;

/** DATA-036, DATA-037: one error-report record. */
const errorRecord = z
  .object({
    event: telemetry(100),
    timestamp: timestampMs(),
    data: z
      .object({
        websiteId: telemetry(64).nullable(),
        templateId: telemetry(64).nullable(),
        url: telemetry(2000),
        userAgent: telemetry(500),
        app: telemetry(50),
        message: telemetry(1000),
        stack: telemetry(5000),
        file: telemetry(2000),
        line: boundedInt({ min: 0 }),
        column: boundedInt({ min: 0 }),
      })
      .strict(),
  })
  .strict();

/** DATA-034, DATA-041: a batch of at most 10 records. */
export const errorReportBody = z.array(errorRecord).min(1).max(10, 'At most 10 error reports at a time.');

/** DATA-042 */
export const traceBody = z
  .object({
    data: z
      .array(
        z
          .object({
            pageUrl: telemetry(2000),
            type: text({ max: 100, min: 1, onUnstorable: 'strip' }),
            data: jsonValue({ maxBytes: MAX_TRACE_DATA_BYTES, onUnstorable: 'strip' }).optional(),
          })
          .strict(),
      )
      .max(500, 'At most 500 trace items at a time.'),
  })
  .strict();

// Answers.
/** GET /api/config/site-errors: the site's newest error reports and trace items, for the "Site errors" screen. */
export const siteErrorsList = z.object({
  errors: z.array(
    z.object({
      message: z.string(),
      file: z.string(),
      line: z.number().int(),
      column: z.number().int(),
      url: z.string(),
      userAgent: z.string(),
      stack: z.string(),
      reportedAt: z.date(),
    }),
  ),
  /** Decision 042: the newest trace items (telemetry warnings of visitors' pages, DATA-042). */
  trace: z.array(
    z.object({
      pageUrl: z.string(),
      type: z.string(),
      data: z.unknown(),
      createdAt: z.date(),
    }),
  ),
});
