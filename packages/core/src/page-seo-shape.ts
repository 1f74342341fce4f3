// A page's search and sharing settings without their schema (issue 16 part 5): the limits, the
// defaults, reading them from a page's root props, and the title and description they give. No zod
// here: the page editor's Page panel reads them before the editor is ready (docs/decisions/029).
// The schema (validation on save) is in page-seo.ts, which re-exports all of this; page-seo.test.ts
// holds `pageSeoOf` to the schema's answer.
import type { PageSeo } from './page-seo.ts';
import { isStorableText } from './storable-text.ts';

export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
/** What search engines usually show before cutting: the editor warns past these. */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 160;

/** A social image: a media id of the site (24 hex digits). */
export const SEO_MEDIA_ID = /^[0-9a-f]{24}$/;

export const EMPTY_PAGE_SEO: PageSeo = {
  title: '',
  description: '',
  socialImageMediaId: null,
  hideFromSearch: false,
};

const SEO_KEYS = new Set(['title', 'description', 'socialImageMediaId', 'hideFromSearch']);

/** A text of the schema (`text({ max, trim: true })`, '' when absent), or null when it refuses it. */
function seoText(value: unknown, max: number): string | null {
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > max * 2 || !isStorableText(value)) return null;
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : null;
}

/**
 * A page's SEO settings from its root props (the defaults when absent or, in old rows, unreadable).
 * It accepts exactly what `pageSeoSchema` accepts and answers what it answers, without building
 * the schema.
 */
export function pageSeoOf(rootProps: unknown): PageSeo {
  const seo = (rootProps as { seo?: unknown } | null | undefined)?.seo;
  if (seo === undefined || seo === null) return EMPTY_PAGE_SEO;
  if (typeof seo !== 'object' || Array.isArray(seo)) return EMPTY_PAGE_SEO;
  const stored = seo as Record<string, unknown>;
  if (Object.keys(stored).some((key) => !SEO_KEYS.has(key))) return EMPTY_PAGE_SEO;
  const title = seoText(stored.title, SEO_TITLE_MAX);
  const description = seoText(stored.description, SEO_DESCRIPTION_MAX);
  const { socialImageMediaId = null, hideFromSearch = false } = stored;
  if (title === null || description === null) return EMPTY_PAGE_SEO;
  if (
    socialImageMediaId !== null &&
    !(typeof socialImageMediaId === 'string' && SEO_MEDIA_ID.test(socialImageMediaId))
  )
    return EMPTY_PAGE_SEO;
  if (typeof hideFromSearch !== 'boolean') return EMPTY_PAGE_SEO;
  return { title, description, socialImageMediaId, hideFromSearch };
}

/** The title a page shows in search results and its tab: the SEO title, else "Page — Site". */
export function seoTitleOf(input: {
  seo: PageSeo;
  pageTitle: string;
  siteTitle: string;
  isHome: boolean;
}): string {
  if (input.seo.title) return input.seo.title;
  return input.isHome || !input.pageTitle ? input.siteTitle : `${input.pageTitle} — ${input.siteTitle}`;
}

/** The description: the page's own, else the site's (Settings → profile). */
export function seoDescriptionOf(seo: PageSeo, siteDescription: string): string {
  return seo.description || siteDescription;
}
