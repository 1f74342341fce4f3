// Shapes of the gallery collections API (apps/server/src/modules/galleries/CONTEXT.md), shared by
// the server, the site's Gallery block and the config area.

/** Limits of the spec (CORE limits; 000 §limits): image-gallery collections per site, slides each. */
export const GALLERY_COLLECTION_LIMIT = 20;
export const GALLERY_SIZE_LIMIT = 50;

/** A slide of a gallery collection (GAL-013 is how the site writes it into the page). */
export interface GalleryItemView {
  id: string;
  /** The slide's url: a slug unique within its collection, made from the caption or file name. */
  slug: string;
  type: 'image' | 'video';
  /** The media library image shown (for a video, its poster); null for a video without one. */
  mediaId: string | null;
  /** '/s/{id}/{fileName}' of that image, or '' when none. */
  src: string;
  width: number;
  height: number;
  /** Fractions 0..1 (the media item's focal point). */
  focalPoint: { x: number; y: number };
  alt: string;
  caption: string;
  /** Where a click on the slide goes (GAL-032); '' for none. */
  clickThroughUrl: string;
  /** For a video slide: the pasted embed code or video address (read by @folio/core/video-embed). */
  videoUrl: string;
}

export interface GalleryCollectionSummary {
  id: string;
  title: string;
  slug: string;
  itemCount: number;
  /** The first image's address, for the list; null when the collection has none. */
  coverSrc: string | null;
  updatedAt: string;
}

export interface GalleryCollectionView {
  id: string;
  title: string;
  slug: string;
  items: GalleryItemView[];
  updatedAt: string;
}

/** Editable fields of a slide (PATCH /api/config/galleries/:id/items/:itemId). */
export interface GalleryItemPatch {
  caption?: string;
  alt?: string;
  clickThroughUrl?: string;
  slug?: string;
  videoUrl?: string;
  mediaId?: string | null;
}
