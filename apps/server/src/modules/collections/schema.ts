// Zod shapes in and out of the collections API (issue 17 part 1).
import { COLLECTION_KINDS, ITEM_STATUSES, MAX_PAGE_SIZE } from '@folio/core/collections';
import { CATEGORY_MAX_LENGTH, COLLECTION_VIEWS, TAG_MAX_LENGTH } from '@folio/core/editor-rules';
import { pageSeoSchema } from '@folio/core/page-seo';
import { text } from '@folio/core/text';
import { z } from 'zod';

const hexId = z.string().regex(/^[0-9a-f]{24}$/, 'An id is 24 hexadecimal characters.');
const categoryId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'A category id is letters, digits, _ and -.');

const collectionTitle = text({
  max: 120,
  min: 1,
  trim: true,
  tooShort: 'Give the collection a title.',
  tooLong: 'A collection title is at most 120 characters.',
});
const itemTitle = text({
  max: 200,
  min: 1,
  trim: true,
  tooShort: 'Give the item a title.',
  tooLong: 'An item title is at most 200 characters.',
});

export const collectionParams = z.object({ id: hexId });
export const itemParams = z.object({ id: hexId, itemId: hexId });

export const createCollectionBody = z
  .object({
    kind: z.enum(COLLECTION_KINDS),
    title: collectionTitle,
    slug: text({ max: 80, trim: true }).optional(),
  })
  .strict();

export const updateCollectionBody = z
  .object({
    title: collectionTitle.optional(),
    view: z.enum(COLLECTION_VIEWS).optional(),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    urlFormat: text({ max: 60, trim: true }).optional(),
  })
  .strict();

export const cloneCollectionBody = z.object({ title: collectionTitle }).strict();

const categoryName = text({
  max: CATEGORY_MAX_LENGTH,
  min: 1,
  trim: true,
  tooShort: 'Give the category a name.',
  tooLong: `A category is at most ${CATEGORY_MAX_LENGTH} characters long.`,
});

export const categoryBody = z
  .object({
    name: categoryName,
    parentId: categoryId.nullable().optional(),
  })
  .strict();

export const categoryParams = z.object({ id: hexId, categoryId });
export const updateCategoryBody = z
  .object({
    name: categoryName.optional(),
    parentId: categoryId.nullable().optional(),
  })
  .strict();

const tag = text({
  max: TAG_MAX_LENGTH,
  min: 1,
  trim: true,
  tooLong: `A tag is at most ${TAG_MAX_LENGTH} characters long.`,
});
/** An existing tag, looked up by name: storable text too (a NUL would fail the query, not miss). */
const existingTag = text({ max: TAG_MAX_LENGTH, min: 1 });
export const renameTagBody = z.object({ from: existingTag, to: tag }).strict();
export const removeTagBody = z.object({ name: existingTag }).strict();
export const tagList = z.object({ tags: z.array(z.object({ name: z.string(), count: z.number().int() })) });

const isoDate = z.iso.datetime({ offset: true });

const addressPart = text({ max: 120, trim: true }).optional();
/** 'YYYY-MM-DDTHH:mm' in the site's time zone, or 'YYYY-MM-DD' for an all-day event. */
const localTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/,
    'must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)',
  );

export const eventDetails = z
  .object({
    /** Instants (UTC or with an offset). */
    startsAt: isoDate.nullable().optional(),
    endsAt: isoDate.nullable().optional(),
    /** Or wall times in the site's time zone (what the editor sends); these win over instants. */
    startsLocal: localTime.nullable().optional(),
    endsLocal: localTime.nullable().optional(),
    isAllDay: z.boolean().optional(),
    location: text({ max: 300, trim: true }).optional(),
    /** Field by field, for the map block (issue 19) once it exists. */
    address: z
      .strictObject({
        venue: addressPart,
        street: addressPart,
        city: addressPart,
        region: addressPart,
        postalCode: text({ max: 20, trim: true }).optional(),
        country: addressPart,
      })
      .optional(),
  })
  .strict();

/** SEO fields like a page's (issue 16 part 5). */
export const itemSeo = pageSeoSchema;

export const createItemBody = z.object({ title: itemTitle }).strict();

export const updateItemBody = z
  .object({
    title: itemTitle.optional(),
    urlId: text({ max: 200, trim: true }).optional(),
    excerpt: text({ max: 1000, trim: true }).optional(),
    body: z.unknown().optional(),
    featuredMediaId: hexId.nullable().optional(),
    authorAccountId: z
      .string()
      .regex(/^[0-9a-zA-Z_-]{1,40}$/)
      .nullable()
      .optional(),
    tags: z.array(tag).max(50, 'An item has at most 50 tags.').optional(),
    categoryIds: z.array(categoryId).max(50).optional(),
    seo: itemSeo.optional(),
    details: eventDetails.optional(),
  })
  .strict();

export const statusBody = z
  .object({
    status: z.enum(ITEM_STATUSES),
    /** For 'scheduled': when it publishes itself (in the past: at once). */
    publishOn: isoDate.optional(),
  })
  .strict();

export const itemListQuery = z.object({ status: z.enum(ITEM_STATUSES).optional() });
export const orderBody = z.object({ ids: z.array(hexId).max(250) }).strict();

// Answers.

export const collectionView = z.object({
  id: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  /** CORE-040 */
  collectionType: z.number().int(),
  title: z.string(),
  pageId: z.string(),
  slug: z.string(),
  view: z.enum(COLLECTION_VIEWS),
  pageSize: z.number().int(),
  urlFormat: z.string(),
  isDemo: z.boolean(),
  isUserOrderable: z.boolean(),
  itemCount: z.number().int(),
  categories: z.array(z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() })),
});

export const itemSummary = z.object({
  /** EDIT-004 */
  id: z.string(),
  recordType: z.number().int(),
  title: z.string(),
  collectionId: z.string(),
  urlId: z.string(),
  /** The item's address on the site, e.g. /blog/my-post. */
  url: z.string(),
  /** CORE-037 */
  visibility: z.number().int(),
  status: z.enum([...ITEM_STATUSES, 'deleted']),
  /** EDIT-010..013 */
  workflowLabel: z.enum(['Available', 'Scheduled', 'Hidden', 'Unsupported']),
  /** EDIT-014, plus "Published" */
  statusLabel: z.string(),
  publishOn: z.string().nullable(),
  excerpt: z.string(),
  featuredMediaId: z.string().nullable(),
  authorAccountId: z.string().nullable(),
  authorName: z.string().nullable(),
  tags: z.array(z.string()),
  categoryIds: z.array(z.string()),
  position: z.number().int(),
  updatedAt: z.string(),
});

export const itemDetail = itemSummary.extend({
  body: z.unknown().meta({ description: 'Puck Data of the item body (see docs/CONTRACTS.md).' }),
  seo: z.record(z.string(), z.unknown()),
  details: z.record(z.string(), z.unknown()),
});

export const collectionList = z.object({ collections: z.array(collectionView) });
export const collectionAnswer = z.object({ collection: collectionView });
export const itemList = z.object({ items: z.array(itemSummary) });
export const itemAnswer = z.object({ item: itemDetail });
export const authorList = z.object({
  authors: z.array(z.object({ accountId: z.string(), name: z.string() })),
});
/** EDIT-009: the campaign draft made from an item (the newsletter module's campaign). */
export { campaignAnswer as newsletterDraftAnswer } from '../newsletter/service.ts';
