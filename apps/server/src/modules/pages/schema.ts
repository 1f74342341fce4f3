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

// Answers.

/** GET /api/config/site: the site the config area is open on, and what the person may do there. */
export const configSite = z.object({
  website: z.object({
    id: z.string(),
    subdomain: z.string(),
    title: z.string(),
    /** The site's address as the browser reached it. */
    baseUrl: z.string(),
    /** The site profile's description, the default of every page's (issue 16 part 5). */
    description: z.string(),
    /** PAGE-023: the site's status, and what the config area says of it (null: nothing). */
    siteStatus: z.number().int(),
    statusNotice: z.string().nullable(),
  }),
  role: z.number().int(),
  roleName: z.string(),
  canEdit: z.boolean(),
  permissions: z.array(z.number().int()),
});

export const pageSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  navOrder: z.number().int(),
  isHome: z.boolean(),
  showInNavigation: z.boolean(),
  hasUnpublishedChanges: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});

const pageData = z
  .unknown()
  .meta({ description: 'Puck Data (root, content, zones): see docs/CONTRACTS.md.' });
export const pageDetail = pageSummary.extend({
  draft: pageData,
  /** Null until the page is first published. */
  published: pageData,
});

export const pageList = z.object({ pages: z.array(pageSummary) });
export const pageAnswer = z.object({ page: pageDetail });
