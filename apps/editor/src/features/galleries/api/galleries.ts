// The gallery collections API of the config area (apps/server/src/modules/galleries/CONTEXT.md).
import type {
  GalleryCollectionSummary,
  GalleryCollectionView,
  GalleryItemPatch,
} from '@folio/core/gallery-api';
import { ApiError, apiRequest } from '../../../api-client.ts';

export const GALLERIES_PATH = '/api/config/galleries';

const at = (id: string) => `${GALLERIES_PATH}/${encodeURIComponent(id)}`;
const slideAt = (id: string, itemId: string) => `${at(id)}/items/${encodeURIComponent(itemId)}`;
type One = { gallery: GalleryCollectionView };

export const listGalleries = () =>
  apiRequest<{ galleries: GalleryCollectionSummary[] }>(GALLERIES_PATH).then((r) => r.galleries);

export const fetchGallery = (id: string) => apiRequest<One>(at(id)).then((r) => r.gallery);

export const createGallery = (title: string) =>
  apiRequest<One>(GALLERIES_PATH, { method: 'POST', body: { title } }).then((r) => r.gallery);

export const renameGallery = (id: string, title: string) =>
  apiRequest<One>(at(id), { method: 'PATCH', body: { title } }).then((r) => r.gallery);

export const deleteGallery = (id: string) => apiRequest<void>(at(id), { method: 'DELETE' });

export const addImages = (id: string, mediaIds: string[]) =>
  apiRequest<One>(`${at(id)}/items`, { method: 'POST', body: { mediaIds } }).then((r) => r.gallery);

export const addVideo = (id: string, video: { videoUrl: string; caption?: string }) =>
  apiRequest<One>(`${at(id)}/items`, { method: 'POST', body: { type: 'video', ...video } }).then(
    (r) => r.gallery,
  );

export const updateSlide = (id: string, itemId: string, patch: GalleryItemPatch) =>
  apiRequest<One>(slideAt(id, itemId), { method: 'PATCH', body: patch }).then((r) => r.gallery);

export const removeSlide = (id: string, itemId: string) =>
  apiRequest<One>(slideAt(id, itemId), { method: 'DELETE' }).then((r) => r.gallery);

export const reorderSlides = (id: string, itemIds: string[]) =>
  apiRequest<One>(`${at(id)}/order`, { method: 'PUT', body: { itemIds } }).then((r) => r.gallery);

export const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Something went wrong');

/** The slide field a refusal is about (the server's stable codes), or null for the whole form. */
export function fieldOf(e: unknown): SlideField | null {
  if (!(e instanceof ApiError)) return null;
  return FIELD_BY_CODE[e.code] ?? null;
}

export type SlideField = 'caption' | 'alt' | 'clickThroughUrl' | 'slug' | 'videoUrl';

const FIELD_BY_CODE: Record<string, SlideField> = {
  invalid_caption: 'caption',
  invalid_alt: 'alt',
  invalid_click_through_url: 'clickThroughUrl',
  invalid_slug: 'slug',
  slug_taken: 'slug',
  invalid_video: 'videoUrl',
};

/** A thumbnail at one of the image service's widths (GAL-098). */
export const thumbnailOf = (src: string, width: 100 | 300 | 750) => `${src}?format=${width}w`;
