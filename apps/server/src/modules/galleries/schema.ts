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
export const addImagesBody = z.strictObject({
  mediaIds: z.array(id).min(1, 'choose at least one image'),
});

export const addVideoBody = z.strictObject({
  type: z.literal('video'),
  videoUrl: text,
  mediaId: id.nullable().optional(),
  caption: text.optional(),
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
