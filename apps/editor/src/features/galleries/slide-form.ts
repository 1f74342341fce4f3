// The slide form: its fields as the owner types them, what changed since the last save, and the
// checks made before sending (the server checks again and has the last word).
import type { GalleryItemPatch, GalleryItemView } from '@folio/core/gallery-api';
import { GALLERY_SIZE_LIMIT } from '@folio/core/gallery-api';
import type { SlideField } from './api/galleries.ts';

export const CAPTION_MAX = 2000;
export const ALT_MAX = 500;

export type SlideDraft = Record<SlideField, string>;
export type SlideProblems = Partial<Record<SlideField, string>>;

export const draftOf = (item: GalleryItemView): SlideDraft => ({
  caption: item.caption,
  alt: item.alt,
  clickThroughUrl: item.clickThroughUrl,
  slug: item.slug,
  videoUrl: item.videoUrl,
});

/** Only the fields the owner changed (a video address only for a video slide). */
export function patchOf(item: GalleryItemView, draft: SlideDraft): GalleryItemPatch {
  const saved = draftOf(item);
  const patch: GalleryItemPatch = {};
  if (draft.caption !== saved.caption) patch.caption = draft.caption;
  if (draft.alt.trim() !== saved.alt) patch.alt = draft.alt.trim();
  if (draft.clickThroughUrl.trim() !== saved.clickThroughUrl)
    patch.clickThroughUrl = draft.clickThroughUrl.trim();
  if (draft.slug.trim() !== saved.slug) patch.slug = draft.slug.trim();
  if (item.type === 'video' && draft.videoUrl.trim() !== saved.videoUrl)
    patch.videoUrl = draft.videoUrl.trim();
  return patch;
}

/** What can be told before sending: lengths and an empty slide URL. */
export function draftProblems(draft: SlideDraft): SlideProblems {
  const problems: SlideProblems = {};
  if (draft.caption.length > CAPTION_MAX)
    problems.caption = `A caption can be at most 2,000 characters (this one has ${draft.caption.length.toLocaleString('en-US')}).`;
  if (draft.alt.length > ALT_MAX)
    problems.alt = `Alt text can be at most ${ALT_MAX} characters (this one has ${draft.alt.length}).`;
  if (!draft.slug.trim()) problems.slug = 'Give the slide a URL: lowercase letters, digits and hyphens.';
  return problems;
}

/** The sentence shown when chosen images do not fit (EDIT-022). */
export function roomProblem(itemCount: number, adding: number): string | null {
  const room = GALLERY_SIZE_LIMIT - itemCount;
  if (adding <= room) return null;
  const rest =
    room <= 0
      ? 'This one is full: remove a slide to make room.'
      : `This one has ${itemCount}, so you can add ${room} more.`;
  return `A gallery can have at most ${GALLERY_SIZE_LIMIT} images. ${rest}`;
}
