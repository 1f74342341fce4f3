// A page's search and sharing settings (issue 16 part 5): SEO title, meta description, social
// image (a media id of the site) and "hide from search engines". Stored in the page's Puck data
// as `root.props.seo`, so they are drafted and published with the page (docs/decisions/020).
// Shared by the page codec (validation on save), the renderer and the config area.
import { z } from 'zod';
import { text } from './text.ts';

export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
/** What search engines usually show before cutting: the editor warns past these. */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 160;

export const pageSeoSchema = z.strictObject({
  title: text({
    max: SEO_TITLE_MAX,
    trim: true,
    tooLong: `An SEO title is at most ${SEO_TITLE_MAX} characters.`,
  }).default(''),
  description: text({
    max: SEO_DESCRIPTION_MAX,
    trim: true,
    tooLong: `A description is at most ${SEO_DESCRIPTION_MAX} characters.`,
  }).default(''),
  socialImageMediaId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'The social image must be an image of the media library.')
    .nullable()
    .default(null),
  hideFromSearch: z.boolean().default(false),
});

export type PageSeo = z.output<typeof pageSeoSchema>;

export const EMPTY_PAGE_SEO: PageSeo = {
  title: '',
  description: '',
  socialImageMediaId: null,
  hideFromSearch: false,
};

/** A page's SEO settings from its root props (the defaults when absent or, in old rows, unreadable). */
export function pageSeoOf(rootProps: unknown): PageSeo {
  const seo = (rootProps as { seo?: unknown } | null | undefined)?.seo;
  if (seo === undefined || seo === null) return EMPTY_PAGE_SEO;
  const parsed = pageSeoSchema.safeParse(seo);
  return parsed.success ? parsed.data : EMPTY_PAGE_SEO;
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

/** PAGE-022: the site types, as the settings store them (site-settings-api's WebsiteType). */
export { WebsiteType } from './site-settings-api.ts';
