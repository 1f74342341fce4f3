// The shape every starting template shares (issue 16 part 6): what the platform home shows of it,
// and how its source site is seeded. A new site from a template is a copy of that source site,
// made in one transaction (docs/decisions/026).
import type { HeaderFooterInput } from '@folio/core/header-footer';
import type { SiteDesign } from '@folio/core/site-design';
import type { SiteProfile } from '@folio/core/site-profile';
import type { Db } from '@folio/db';
import type { GalleryService } from '../../modules/galleries/service.ts';
import type { MediaService } from '../../modules/media/service.ts';
import type { PagesService } from '../../modules/pages/service.ts';
import type { SampleImage } from '../sample-images.ts';
import type { TemplatePage } from '../templates.ts';

export const TEMPLATE_IDS = ['studio', 'portfolio', 'shop', 'cafe'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface TemplateSeedContext {
  db: Db;
  pages: PagesService;
  media: MediaService;
  galleries: GalleryService;
  websiteId: string;
}

/** What a template's seed leaves for the site's settings, once its pages and images have ids. */
export interface TemplateSettings {
  design: SiteDesign;
  profile: Partial<SiteProfile>;
  headerFooter: HeaderFooterInput;
  /** Other settings of the source (member accounts…). */
  extra?: { memberAccounts?: boolean };
}

export interface SiteTemplate {
  id: TemplateId;
  /** The card's name on the platform home ("Portfolio"). */
  name: string;
  /** One line under it: who would pick it. */
  summary: string;
  /** The source site's title (a copy takes the title its owner typed). */
  title: string;
  /** Seeds the source site's content; answers its settings. */
  seed(ctx: TemplateSeedContext): Promise<TemplateSettings>;
}

/** Uploads the pictures with their alt text; answers media ids and addresses by file name. */
export async function uploadImages(ctx: TemplateSeedContext, images: SampleImage[]) {
  const byName = new Map<string, { id: string; url: string; caption: string; alt: string }>();
  for (const image of images) {
    const uploaded = await ctx.media.upload(ctx.websiteId, image.fileName, image.data);
    await ctx.media.update(ctx.websiteId, uploaded.id, { alt: image.alt });
    byName.set(image.fileName, {
      id: uploaded.id,
      url: uploaded.url,
      caption: image.caption,
      alt: image.alt,
    });
  }
  const of = (fileName: string) => {
    const found = byName.get(fileName);
    if (!found) throw new Error(`template image ${fileName} was not drawn`);
    return found;
  };
  return of;
}

/** Creates and publishes the pages in order; answers their ids by slug. */
export async function createPages(ctx: TemplateSeedContext, list: TemplatePage[]) {
  const ids = new Map<string, string>();
  for (const page of list) {
    const created = await ctx.pages.create({
      websiteId: ctx.websiteId,
      title: page.title,
      slug: page.slug,
      data: page.data,
    });
    await ctx.pages.publish({ websiteId: ctx.websiteId, id: created.id, accountId: null });
    ids.set(page.slug, created.id);
  }
  return (slug: string) => {
    const id = ids.get(slug);
    if (!id) throw new Error(`template page /${slug} was not created`);
    return id;
  };
}

/** A collection of uploaded pictures with their captions; answers its id. */
export async function createCollection(
  ctx: TemplateSeedContext,
  title: string,
  pictures: { id: string; caption: string }[],
): Promise<string> {
  const created = await ctx.galleries.createCollection(ctx.websiteId, title);
  const filled = await ctx.galleries.addImages(
    ctx.websiteId,
    created.id,
    pictures.map((p) => p.id),
  );
  const captions = new Map(pictures.map((p) => [p.id, p.caption]));
  for (const item of filled.items) {
    const caption = item.mediaId ? captions.get(item.mediaId) : undefined;
    if (caption) await ctx.galleries.updateItem(ctx.websiteId, created.id, item.id, { caption });
  }
  return created.id;
}

/** An Image block showing an uploaded picture (resized on request to the spec's widths). */
export function imageBlock(id: string, picture: { url: string; alt: string }, caption = '') {
  return { type: 'Image', props: { id, src: picture.url, alt: picture.alt, caption } };
}

export function columns(id: string, left: unknown[], right: unknown[], ratio = '1:1') {
  return { type: 'Columns', props: { id, ratio, left, right } };
}
