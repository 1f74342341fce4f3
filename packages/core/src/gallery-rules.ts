// Gallery designs and defaults shared by the editor, the server render and the gallery island.

/** GAL-001 */
export const GALLERY_DESIGNS = [
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
  'strip',
  'stacked',
] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

/**
 * GAL-011: the widget design of a block design. autorows and strip are listed designs but not named
 * by the mapping; they map to themselves here rather than to base (docs/decisions/006).
 */
export function widgetDesignFor(blockDesign: string): string {
  switch (blockDesign) {
    case 'stacked':
      return 'base';
    case 'slider':
      return 'strip';
    case 'slideshow':
      return 'stacked';
    case 'grid':
    case 'autogrid':
    case 'autocolumns':
    case 'carousel':
    case 'list':
    case 'autorows':
    case 'strip':
      return blockDesign;
    default:
      return 'base';
  }
}

/** GAL-012: an unknown design name is an error. */
export function galleryDesign(name: string): GalleryDesign {
  if ((GALLERY_DESIGNS as readonly string[]).includes(name)) return name as GalleryDesign;
  throw new Error(
    `These are not the gallery designs you are looking for. (We could not find a design by the name ${name})`,
  );
}
