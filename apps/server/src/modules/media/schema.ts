// Shapes of the media API, in and out (CONTEXT.md). The upload's body is multipart, read part by
// part in the handler (@fastify/multipart), so only its answer is declared here.
import { text } from '@folio/core/text';
import { z } from 'zod';

export const idParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be an id') });

const fraction = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');
export const patchBody = z
  .strictObject({
    focalPoint: z.strictObject({ x: fraction, y: fraction }).optional(),
    alt: text({ max: 500 }).optional(),
  })
  .refine((b) => b.focalPoint !== undefined || b.alt !== undefined, 'send focalPoint or alt');

// The image service (site host). Anything is taken here: a wrong id or width answers as before
// (404 page, or 400 in plain text naming the widths), not as a JSON input error.
export const servedParams = z.object({ id: z.string(), fileName: z.string() });
export const servedWidthParams = servedParams.extend({ width: z.string() });
export const servedQuery = z.looseObject({
  format: z.unknown().optional().meta({ description: 'A width of the spec, such as 750w (GAL-098).' }),
});

// Answers.
export const mediaView = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  focalPoint: z.object({ x: z.number(), y: z.number() }),
  alt: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

export const mediaList = z.object({ media: z.array(mediaView) });
export const mediaAnswer = z.object({ media: mediaView });
