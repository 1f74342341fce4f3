import { GALLERY_DESIGNS } from '@folio/core/gallery-rules';
import type { Fields } from '@puckeditor/core';
import { DESIGN_LABELS, type GalleryProps } from './Gallery.tsx';

const yesNo = [
  { label: 'On', value: true },
  { label: 'Off', value: false },
];

/**
 * Empty number fields take the design's default (GAL-046, GAL-049..054). The editor replaces
 * collectionId's field with a picker of the site's galleries.
 */
export const galleryFields: Fields<Omit<GalleryProps, 'puck'>> = {
  collectionId: { type: 'text', label: 'Gallery' },
  design: {
    type: 'select',
    label: 'Design',
    options: GALLERY_DESIGNS.map((value) => ({ label: DESIGN_LABELS[value], value })),
  },
  imageAspectRatio: {
    type: 'select',
    label: 'Image shape',
    options: [
      { label: 'Auto', value: 'Auto' },
      { label: 'Square', value: 1 },
      { label: 'Landscape 3:2', value: 1.5 },
      { label: 'Landscape 4:3', value: 4 / 3 },
      { label: 'Wide 16:9', value: 16 / 9 },
      { label: 'Portrait 2:3', value: 2 / 3 },
      { label: 'Portrait 4:5', value: 0.8 },
    ],
  },
  slidesPerRow: { type: 'number', label: 'Images per row (grid, carousel)', min: 1, max: 8 },
  columnWidth: { type: 'number', label: 'Column width, px (auto grid, masonry)', min: 50, max: 1000 },
  rowHeight: { type: 'number', label: 'Row height, px (justified rows)', min: 50, max: 1000 },
  gutter: { type: 'number', label: 'Space between images (carousel: percent)', min: 0, max: 100 },
  padding: { type: 'number', label: 'Grid padding, px', min: 0, max: 100 },
  listImageSize: { type: 'number', label: 'List image width, percent', min: 20, max: 80 },
  'meta-position': {
    type: 'radio',
    label: 'Captions',
    options: [
      { label: 'Below', value: 'below' },
      { label: 'Over the image', value: 'overlay' },
      { label: 'Hidden', value: 'none' },
    ],
  },
  lightbox: { type: 'radio', label: 'Open images in a lightbox', options: yesNo },
  lightboxTheme: {
    type: 'radio',
    label: 'Lightbox colours',
    options: [
      { label: 'Dark', value: 'dark' },
      { label: 'Light', value: 'light' },
    ],
  },
  transition: {
    type: 'select',
    label: 'Slideshow transition',
    options: [
      { label: 'Fade', value: 'fade' },
      { label: 'Ken Burns', value: 'ken-burns' },
      { label: 'Slide', value: 'scroll' },
      { label: 'Swipe', value: 'swipe' },
      { label: 'Swipe with touch', value: 'new-swipe' },
    ],
  },
  thumbnails: { type: 'radio', label: 'Thumbnails under the slideshow', options: yesNo },
  loop: { type: 'radio', label: 'Loop back to the first image', options: yesNo },
  autoplay: { type: 'radio', label: 'Play automatically', options: yesNo },
  autoplayRandom: {
    type: 'radio',
    label: 'Order when playing',
    options: [
      { label: 'In order', value: false },
      { label: 'Random', value: true },
    ],
  },
  'autoplay-duration': { type: 'number', label: 'Seconds per image', min: 1, max: 60 },
  'active-alignment': {
    type: 'radio',
    label: 'Strip: current image at',
    options: [
      { label: 'Left', value: 'left' },
      { label: 'Centre', value: 'center' },
      { label: 'Right', value: 'right' },
    ],
  },
  historyHash: { type: 'radio', label: 'Each image has its own address', options: yesNo },
};

export const galleryDefaults: Omit<GalleryProps, 'puck'> = {
  collectionId: '',
  design: 'grid',
  imageAspectRatio: 'Auto',
  listImageSize: 50,
  'meta-position': 'below',
  lightbox: true,
  lightboxTheme: 'dark',
  transition: 'fade',
  thumbnails: false,
  loop: false,
  autoplay: false,
  autoplayRandom: false,
  'autoplay-duration': 5,
  'active-alignment': 'center',
  historyHash: false,
};

const MOTION: (keyof GalleryProps)[] = ['loop', 'autoplay', 'autoplayRandom', 'autoplay-duration'];
const BY_DESIGN: Record<GalleryProps['design'], (keyof GalleryProps)[]> = {
  grid: ['imageAspectRatio', 'slidesPerRow', 'padding', 'meta-position'],
  autogrid: ['imageAspectRatio', 'columnWidth', 'gutter', 'meta-position'],
  autocolumns: ['columnWidth', 'gutter', 'meta-position'],
  autorows: ['rowHeight', 'gutter'],
  carousel: ['imageAspectRatio', 'slidesPerRow', 'gutter', 'meta-position', ...MOTION],
  list: ['listImageSize'],
  strip: ['active-alignment', ...MOTION],
  stacked: ['imageAspectRatio', 'transition', 'thumbnails', 'meta-position', ...MOTION, 'historyHash'],
};

/**
 * The fields the editor shows for a block: those its design uses (a masonry has no slides per
 * row), the lightbox colours only with the lightbox on, the seconds only with autoplay on.
 */
export function galleryFieldNames(props: Partial<GalleryProps>): (keyof GalleryProps)[] {
  const design = props.design && props.design in BY_DESIGN ? props.design : 'grid';
  return (['collectionId', 'design', ...BY_DESIGN[design], 'lightbox', 'lightboxTheme'] as const).filter(
    (name) =>
      ((name !== 'autoplay-duration' && name !== 'autoplayRandom') || props.autoplay === true) &&
      (name !== 'lightboxTheme' || props.lightbox !== false),
  ) as (keyof GalleryProps)[];
}
