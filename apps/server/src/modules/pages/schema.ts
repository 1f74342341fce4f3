import { text } from '@folio/core/text';
import { z } from 'zod';

const title = text({
  max: 120,
  min: 1,
  trim: true,
  tooShort: 'Give the page a title.',
  tooLong: 'A page title is at most 120 characters.',
});
const slug = text({ max: 80, trim: true, tooLong: 'A page address is at most 80 characters.' });

export const pageIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'A page id is 24 hexadecimal characters.'),
});
export const createPageBody = z.object({ title, slug: slug.optional() }).strict();
export const updatePageBody = z
  .object({ title: title.optional(), slug: slug.optional(), showInNavigation: z.boolean().optional() })
  .strict();
export const pageDataBody = z
  .object({ data: z.unknown().refine((v) => v !== undefined, 'data is required') })
  .strict();
export const publishBody = z.object({ data: z.unknown().optional() }).strict();
export const orderBody = z
  .object({ ids: z.array(z.string().regex(/^[0-9a-f]{24}$/)).max(1000, 'A site holds at most 1000 pages.') })
  .strict();
