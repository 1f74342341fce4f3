import { type ImageShape, MASK_HEIGHT_PERCENT } from '@folio/core/shape-mask';
import { useIsEagerMedia } from '../eager-media.ts';
import styles from './Image.module.css';

export interface ImageProps {
  id?: string;
  src: string;
  alt: string;
  caption: string;
  /** Decision 053 (UI-069): the picture's shape mask, 'none' by default. */
  shape?: ImageShape;
  /** Given by Puck: while editing, an empty image shows a placeholder instead of nothing. */
  puck?: { isEditing?: boolean };
}

/** The spec's image widths (2500 … 100); the server resizes to these on request. */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

/** One candidate per spec width, as `<src>?format=<w>w`; none for SVG and data: images. */
export function imageSrcSet(src: string): string | undefined {
  if (!src || /\.svg(\?|$)/i.test(src) || src.startsWith('data:')) return undefined;
  const joiner = src.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.map((w) => `${src}${joiner}format=${w}w ${w}w`).join(', ');
}

/**
 * src, srcSet and sizes of a responsive image: sizes only with a srcset, since HTML allows sizes
 * (and React's preload link its imagesizes) only beside one; an SVG or data: image has neither.
 */
export function responsiveImage(
  src: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}

// The content column is at most 70rem (1120px) wide; below 800px images span the screen.
export const IMAGE_SIZES = '(max-width: 800px) 100vw, 1120px';

/** The shape written to markup: a known mask, else none (undefined). */
export function maskOf(shape: unknown): Exclude<ImageShape, 'none'> | undefined {
  return typeof shape === 'string' && Object.hasOwn(MASK_HEIGHT_PERCENT, shape)
    ? (shape as Exclude<ImageShape, 'none'>)
    : undefined;
}

export function Image({ id, src, alt, caption, shape, puck }: ImageProps) {
  const isEager = useIsEagerMedia(id);
  if (!src) return puck?.isEditing ? <div className={styles.placeholder}>Choose an image</div> : null;
  // Decision 053: a shape is CSS only (Image.module.css): its height by UI-069, its clip or mask.
  return (
    <figure className={styles.figure} data-shape={maskOf(shape)}>
      <img
        className={styles.image}
        {...responsiveImage(src, IMAGE_SIZES)}
        alt={alt}
        {...(isEager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        decoding="async"
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
