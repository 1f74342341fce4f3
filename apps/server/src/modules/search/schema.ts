// The search module's shapes: a document another module asks it to index, and the visitor's query.
import {
  SEARCH_KINDS,
  SEARCH_MAX_PAGE,
  SEARCH_QUERY_MAX,
  withoutControlCharacters,
} from '@folio/core/site-search';
import { stripUnstorable, text } from '@folio/core/text';
import { z } from 'zod';
import { BODY_MAX } from './document-text.ts';

/** A document to index (`SearchService.index`): ids checked, text bounded. */
export const searchDocumentInput = z.strictObject({
  websiteId: z.string().regex(/^[0-9a-f]{24}$/),
  kind: z.enum(SEARCH_KINDS),
  /** The id of the page, product, slide or item in its own module. */
  refId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** A site path, e.g. '/blog/first-post'. */
  url: z.string().regex(/^\/[^\s<>"'`\\]{0,500}$/),
  title: text({ max: 500, trim: true, onUnstorable: 'strip', onTooLong: 'truncate' }),
  excerpt: text({ max: 2000, trim: true, onUnstorable: 'strip', onTooLong: 'truncate' }).default(''),
  body: text({ max: BODY_MAX, onUnstorable: 'strip', onTooLong: 'truncate' }).default(''),
});
export type SearchDocumentInput = z.input<typeof searchDocumentInput>;

/** `/search?q=…&page=…`: a query (cut to SEARCH_QUERY_MAX) and a page number from 1. */
export const searchQuery = z.object({
  q: z
    .union([z.string(), z.array(z.string())])
    .optional()
    // Control characters (NUL among them) become spaces; a lone surrogate, left by the cut or sent,
    // becomes U+FFFD: PostgreSQL takes neither.
    .transform((value) =>
      stripUnstorable(
        withoutControlCharacters(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''))
          .trim()
          .slice(0, SEARCH_QUERY_MAX),
      ).trim(),
    ),
  page: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => {
      const n = Number(Array.isArray(value) ? value[0] : value);
      return Number.isInteger(n) && n >= 1 ? Math.min(n, SEARCH_MAX_PAGE) : 1;
    }),
});
export type SearchQuery = z.output<typeof searchQuery>;
