import { z } from 'zod';
import { linkToken } from '../auth/schema.ts';

export const createSiteBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give the site a title.')
      .max(120, 'A site title is at most 120 characters.'),
    subdomain: z.string().trim().toLowerCase().min(1, 'Choose an address for the site.'),
    template: z
      .enum(['blank', 'demo'], { message: 'Choose Blank or Copy of the demo site.' })
      .default('blank'),
  })
  .strict();

export const siteIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'That site does not exist.') });

export const tokenParams = z.object({ token: linkToken });
