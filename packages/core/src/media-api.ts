// Shapes of the media API (apps/server/src/modules/media/CONTEXT.md), shared by the server and
// the config area.

/** GAL-098: the widths the image service makes. */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Uploads may be at most this many decimal megabytes (CORE-050). */
export const MEDIA_MAX_MB = 20;

/** The image types uploads accept (checked by content on the server). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export interface MediaView {
  id: string;
  fileName: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  /** Fractions of the width and height, 0..1; the centre by default. */
  focalPoint: { x: number; y: number };
  alt: string;
  /** '/s/{id}/{fileName}'; add '?format=750w' for a width of IMAGE_WIDTHS. */
  url: string;
  createdAt: string;
}
