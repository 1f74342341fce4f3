// Input shapes of the gallery collections API. Bodies are strict (a field the server does not take
// is refused); the rules about content (lengths, links, slugs, videos) are in slide-rules.ts, so
// their messages read as sentences and name the field they belong to.
import { text as storableText } from '@folio/core/text';
import { z } from 'zod';

const id = z.string().regex(/^[0-9a-f]{24}$/, 'must be an id');
/** Lengths are checked in slide-rules.ts with sentences of their own; this bound only stops floods. */
const text = storableText({ max: 10_000 });

export const collectionParams = z.object({ id });
export const itemParams = z.object({ id, itemId: id });

export const titleBody = z.strictObject({ title: text });

/** POST :id/items takes images from the library, or (with type 'video') one video. */
const addImagesBody = z.strictObject({
  mediaIds: z.array(id).min(1, 'choose at least one image'),
});

const addVideoBody = z.strictObject({
  type: z.literal('video'),
  videoUrl: text,
  mediaId: id.nullable().optional(),
  caption: text.optional(),
});

/**
 * One body of two kinds, told apart by `type` (as the config area sends them), so a wrong body is
 * named by the kind it meant to be, field by field, not as "matches neither".
 */
export const addItemBody = z
  .unknown()
  .transform((body, ctx) => {
    const isVideo = typeof body === 'object' && body !== null && 'type' in body;
    const result = (isVideo ? addVideoBody : addImagesBody).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  })
  .meta({
    description:
      'Image slides `{ mediaIds: string[] }`, or one video `{ type: "video", videoUrl, mediaId?, caption? }`.',
    // The OpenAPI document shows the two kinds (the check above is what validates).
    anyOf: [addVideoBody, addImagesBody].map((kind) => {
      const { $schema: _, ...json } = z.toJSONSchema(kind, { io: 'input', unrepresentable: 'any' });
      return json;
    }),
  });

export const itemPatchBody = z
  .strictObject({
    caption: text.optional(),
    alt: text.optional(),
    clickThroughUrl: text.optional(),
    slug: text.optional(),
    videoUrl: text.optional(),
    mediaId: id.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change.');

export const orderBody = z.strictObject({
  itemIds: z
    .array(id)
    .max(50, 'a gallery holds at most 50 images')
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a slide twice'),
});

// Answers (the shapes of @folio/core/gallery-api).
const focalPoint = z.object({ x: z.number(), y: z.number() });

const itemView = z.object({
  id: z.string(),
  slug: z.string(),
  type: z.enum(['image', 'video']),
  mediaId: z.string().nullable(),
  src: z.string(),
  width: z.number(),
  height: z.number(),
  focalPoint,
  alt: z.string(),
  caption: z.string(),
  clickThroughUrl: z.string(),
  videoUrl: z.string(),
});

const collectionSummary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  itemCount: z.number().int(),
  coverSrc: z.string().nullable(),
  updatedAt: z.string(),
});

const collectionView = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  items: z.array(itemView),
  updatedAt: z.string(),
});

export const galleryList = z.object({ galleries: z.array(collectionSummary) });
export const galleryAnswer = z.object({ gallery: collectionView });
