// The media library's JSON calls (apps/server/src/modules/media/CONTEXT.md); uploads are in
// upload-media.ts, as they need XMLHttpRequest for progress.
import type { MediaView } from '@folio/core/media-api';
import { ApiError, apiRequest } from '../../../api-client.ts';
import type { FocalPoint } from '../focal-point.ts';

export const MEDIA_PATH = '/api/config/media';

export const fetchMedia = () => apiRequest<{ media: MediaView[] }>(MEDIA_PATH).then((r) => r.media);

export const updateMedia = (id: string, changes: { focalPoint?: FocalPoint; alt?: string }) =>
  apiRequest<{ media: MediaView }>(`${MEDIA_PATH}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  }).then((r) => r.media);

export const deleteMedia = (id: string) =>
  apiRequest<void>(`${MEDIA_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Something went wrong');

/** The image at one of the widths the image service makes (GAL-098). */
export const imageAt = (media: MediaView, width: 300 | 750) => `${media.url}?format=${width}w`;
