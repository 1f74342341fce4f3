// A page's search and sharing settings (issue 16 part 5): SEO title, meta description, social
// image (a media id of the site) and "hide from search engines". Stored in the page's Puck data
// as `root.props.seo`, so they are drafted and published with the page (docs/decisions/020).
// Shared by the page codec (validation on save), the renderer and the config area.
// The plain part (limits, defaults, reading, titles) is page-seo-shape.ts, re-exported here.
import { z } from 'zod';
import { SEO_DESCRIPTION_MAX, SEO_MEDIA_ID, SEO_TITLE_MAX } from './page-seo-shape.ts';
import { text } from './text.ts';

export * from './page-seo-shape.ts';

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
    .regex(SEO_MEDIA_ID, 'The social image must be an image of the media library.')
    .nullable()
    .default(null),
  hideFromSearch: z.boolean().default(false),
});

export type PageSeo = z.output<typeof pageSeoSchema>;

/** PAGE-022: the site types, as the settings store them (site-settings-api's WebsiteType). */
export { WebsiteType } from './site-settings-api.ts';
