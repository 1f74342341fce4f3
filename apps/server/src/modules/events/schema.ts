import { z } from 'zod';

const short = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((s) => s.slice(0, max));

/** DATA-036, DATA-037: one error-report record. */
const errorRecord = z
  .object({
    event: z.string().max(100),
    timestamp: z.number().finite(),
    data: z
      .object({
        websiteId: z.string().max(64).nullable(),
        templateId: z.string().max(64).nullable(),
        url: short(2000),
        userAgent: short(500),
        app: z.string().max(50),
        message: short(1000),
        stack: short(5000),
        file: short(2000),
        line: z.number().int().min(0),
        column: z.number().int().min(0),
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
          .object({ pageUrl: short(2000), type: z.string().min(1).max(100), data: z.unknown().optional() })
          .strict(),
      )
      .max(500, 'At most 500 trace items at a time.'),
  })
  .strict();
