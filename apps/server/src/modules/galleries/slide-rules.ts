// The rules of gallery collections and their slides, as pure functions over plain data: slugs,
// the limits' messages, and what a caption, alt text, click-through URL or video may be.
import { GALLERY_COLLECTION_LIMIT, GALLERY_SIZE_LIMIT } from '@folio/core/gallery-api';
import { isSafeUrl } from '@folio/core/links';
import { parseVideoEmbed } from '@folio/core/video-embed';

export const TITLE_MAX = 200;
export const CAPTION_MAX = 2000;
export const ALT_MAX = 500;
export const SLUG_MAX = 80;
export const CLICK_THROUGH_MAX = 2000;
export const VIDEO_URL_MAX = 5000;

export const GALLERY_MESSAGES = {
  /** EDIT-021 */
  tooManyCollections: `A site can have at most ${GALLERY_COLLECTION_LIMIT} galleries.`,
  /** EDIT-022 */
  galleryFull: `A gallery can have at most ${GALLERY_SIZE_LIMIT} images.`,
  titleMissing: 'Give the gallery a title.',
  titleTooLong: `A gallery title can be at most ${TITLE_MAX} characters.`,
  captionTooLong: `A caption can be at most ${CAPTION_MAX.toLocaleString('en-US')} characters.`,
  altTooLong: `Alt text can be at most ${ALT_MAX} characters.`,
  slugInvalid: `A slide URL uses lowercase letters, digits and single hyphens, up to ${SLUG_MAX} characters.`,
  clickThroughInvalid:
    'A click-through URL must be a web address (https://…), a path on this site (/about), an email link (mailto:) or a phone link (tel:).',
  videoOnly: 'Only a video slide has a video address.',
  imageNeeded: 'An image slide needs an image: choose one from the library.',
  collectionNotFound: 'That gallery no longer exists.',
  slideNotFound: 'That slide is no longer in the gallery.',
  mediaNotFound: 'That image is no longer in the library.',
  orderMismatch: 'The gallery has changed since it was loaded. Reload it and try again.',
} as const;

export const slugTaken = (slug: string) => `Another slide in this gallery already uses the URL “${slug}”.`;

/** Lowercase words joined by single hyphens, from a title, caption or file name (its extension dropped). */
export function slugFrom(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX - 4)
    .replace(/-+$/, '');
}

export const fileStem = (fileName: string) => fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');

/** `base`, or `base-2`, `base-3`… : the first not in `taken` (which it is then added to). */
export function uniqueSlug(base: string, taken: Set<string>, fallback: string): string {
  const root = base || fallback;
  let slug = root;
  for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
  taken.add(slug);
  return slug;
}

export function slugProblem(slug: string): string | null {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= SLUG_MAX
    ? null
    : GALLERY_MESSAGES.slugInvalid;
}

export function titleProblem(title: string): string | null {
  if (!title.trim()) return GALLERY_MESSAGES.titleMissing;
  return title.trim().length > TITLE_MAX ? GALLERY_MESSAGES.titleTooLong : null;
}

/**
 * GAL-032: where a click on a slide may go. The same links as a published page's buttons: site
 * paths, anchors, content links, files, http(s), mailto and tel; never javascript:, and never a
 * protocol-relative or schemeless address that a browser would read differently.
 */
export function clickThroughProblem(url: string): string | null {
  const isFollowable = url.length <= CLICK_THROUGH_MAX && !/\s/.test(url) && isSafeUrl(url);
  return isFollowable ? null : GALLERY_MESSAGES.clickThroughInvalid;
}

/** GAL-112: null when a pasted address or embed code is a usable video, else 'Invalid video embed.' */
export function videoProblem(videoUrl: string): string | null {
  // Nothing that long is a video address or a player's embed code.
  const embed = parseVideoEmbed(videoUrl.length > VIDEO_URL_MAX ? '' : videoUrl);
  return embed.type === 'invalid' ? embed.message : null;
}

/** The size a video slide without a poster reports: the embed's own, else 16:9 (GAL-119). */
export function videoSize(videoUrl: string): { width: number; height: number } {
  const embed = parseVideoEmbed(videoUrl);
  if (embed.type !== 'invalid' && embed.width && embed.height)
    return { width: embed.width, height: embed.height };
  return { width: 1600, height: 900 };
}

/** The first problem of a slide's text fields, with the field it belongs to. */
export function slideTextProblem(patch: {
  caption?: string;
  alt?: string;
  clickThroughUrl?: string;
  slug?: string;
}): { field: string; message: string } | null {
  if (patch.caption !== undefined && patch.caption.length > CAPTION_MAX)
    return { field: 'caption', message: GALLERY_MESSAGES.captionTooLong };
  if (patch.alt !== undefined && patch.alt.length > ALT_MAX)
    return { field: 'alt', message: GALLERY_MESSAGES.altTooLong };
  if (patch.clickThroughUrl !== undefined) {
    const message = clickThroughProblem(patch.clickThroughUrl);
    if (message) return { field: 'clickThroughUrl', message };
  }
  if (patch.slug !== undefined) {
    const message = slugProblem(patch.slug);
    if (message) return { field: 'slug', message };
  }
  return null;
}
