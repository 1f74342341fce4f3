import { text } from '@folio/core/text';
import { z } from 'zod';
import { linkToken } from '../auth/schema.ts';

export const createSiteBody = z
  .object({
    title: text({
      max: 120,
      min: 1,
      trim: true,
      tooShort: 'Give the site a title.',
      tooLong: 'A site title is at most 120 characters.',
    }),
    subdomain: text({ max: 63, min: 1, trim: true, tooShort: 'Choose an address for the site.' }).transform(
      (s) => s.toLowerCase(),
    ),
    template: z
      .enum(['blank', 'demo'], { message: 'Choose Blank or Copy of the demo site.' })
      .default('blank'),
  })
  .strict();

export const siteIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'That site does not exist.') });

export const tokenParams = z.object({ token: linkToken });
