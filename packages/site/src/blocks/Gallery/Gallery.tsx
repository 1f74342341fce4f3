// The Gallery block (GAL-001..069): a collection from the config area shown in one of eight
// designs. The server writes every slide with its data attributes (GAL-013) and the block's data as
// JSON (GAL-002); the island (island.ts) adds the motion: arrows, keys, autoplay, swipes, the
// lightbox, lazy images and the address of the current slide.

import type { GalleryItemView } from '@folio/core/gallery-api';
import {
  autoplayTimeoutMs,
  designOptionsFor,
  type GalleryBlockData,
  normalizeGalleryBlockData,
  placeholderAspectRatio,
  stripAlignment,
  THUMBNAIL_ASPECT,
  thumbnailPadding,
} from '@folio/core/gallery-block';
import { GALLERY_DESIGNS, type GalleryDesign } from '@folio/core/gallery-rules';
import { parseVideoEmbed } from '@folio/core/video-embed';
import type { CSSProperties, ReactNode } from 'react';
import { Island } from '../../islands/Island.tsx';
import { useIsEagerMedia } from '../eager-media.ts';
import { imageSrcSet } from '../Image/Image.tsx';
import videoStyles from '../Video/Video.module.css';
import styles from './Gallery.module.css';
import { useGalleryCollection } from './gallery-context.ts';

export interface GalleryProps {
  id?: string;
  collectionId: string;
  design: GalleryDesign;
  /** 'Auto' or width ÷ height (GAL-006). */
  imageAspectRatio: 'Auto' | number;
  /** Grid columns and carousel slides per row. */
  slidesPerRow?: number;
  columnWidth?: number;
  rowHeight?: number;
  /** Space between images, px (the carousel's is a percentage); empty for the design's default. */
  gutter?: number;
  padding?: number;
  /** The list design's image width, percent of the row. */
  listImageSize: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark';
  thumbnails: boolean;
  autoplay: boolean;
  /** GAL-038: autoplay goes to a random other slide instead of the next. */
  autoplayRandom?: boolean;
  'autoplay-duration': number;
  'active-alignment': 'left' | 'center' | 'right';
  'meta-position': 'below' | 'overlay' | 'none';
  transition: string;
  loop: boolean;
  /** GAL-034: the address bar follows the current slide. */
  historyHash: boolean;
  puck?: { isEditing?: boolean };
}

const SLIDER_DESIGNS: readonly GalleryDesign[] = ['stacked', 'carousel', 'strip'];

/** The block data the island reads (GAL-002, GAL-005), from the block's props. */
export function galleryBlockData(props: GalleryProps): GalleryBlockData {
  return normalizeGalleryBlockData({
    design: props.design,
    imageAspectRatio: props.imageAspectRatio,
    slidesPerRow: props.slidesPerRow,
    lightbox: props.lightbox,
    columnWidth: props.columnWidth,
    gutter: props.gutter,
    listImageSize: props.listImageSize,
    lightboxTheme: props.lightboxTheme,
    thumbnails: props.thumbnails,
    autoplay: props.autoplay,
    'autoplay-duration': props['autoplay-duration'],
    'active-alignment': props['active-alignment'],
    padding: props.padding,
    'meta-position': props['meta-position'],
  });
}

function ratioOf(value: GalleryProps['imageAspectRatio']): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function dimensionsOf(item: GalleryItemView): string {
  return `${item.width}x${item.height}`;
}

/** The designs' names, in the editor's Design field and in each gallery's landmark name. */
export const DESIGN_LABELS: Record<(typeof GALLERY_DESIGNS)[number], string> = {
  grid: 'Grid',
  autogrid: 'Grid, columns by width',
  autocolumns: 'Masonry columns',
  autorows: 'Justified rows',
  carousel: 'Carousel',
  list: 'List with captions',
  strip: 'Strip',
  stacked: 'Slideshow',
};

interface SlideImageProps {
  item: GalleryItemView;
  /** eager: the likely LCP; native: the editor's canvas, where no island runs; lazy: the image loader. */
  isEager: boolean | 'native';
  sizes: string;
  /** Crop to the box (cover, at the focal point), or show the whole image. */
  crop: 'cover' | 'contain' | 'none';
}

/**
 * One image. Eager ones carry src and srcset; the others carry data-src and the image loader sets
 * a source sized to the box once they come within 200 px of the viewport (GAL-099). A noscript copy
 * keeps them visible without JavaScript.
 */
/**
 * The src of an image the loader has yet to fill: HTML wants every <img> to have one, and a 1×1
 * transparent GIF costs no request (the loader replaces it near the viewport; CSS hides it till then).
 */
export const PLACEHOLDER_SRC =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function SlideImage({ item, isEager, sizes, crop }: SlideImageProps) {
  if (!item.src) return <span className={styles.noImage} />;
  const position = `${Math.round(item.focalPoint.x * 100)}% ${Math.round(item.focalPoint.y * 100)}%`;
  const style: CSSProperties = crop === 'cover' ? { objectPosition: position } : {};
  const alt = item.alt || item.caption;
  if (isEager) {
    return (
      <img
        className={styles.image}
        src={`${item.src}?format=1000w`}
        srcSet={imageSrcSet(item.src)}
        sizes={sizes}
        width={item.width || undefined}
        height={item.height || undefined}
        alt={alt}
        style={style}
        decoding="async"
        {...(isEager === 'native' ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
        data-loaded=""
      />
    );
  }
  return (
    <>
      <img
        className={styles.image}
        src={PLACEHOLDER_SRC}
        data-src={item.src}
        data-image-dimensions={dimensionsOf(item)}
        data-image-focal-point={`${item.focalPoint.x},${item.focalPoint.y}`}
        data-crop-mode={crop}
        data-load="viewport"
        width={item.width || undefined}
        height={item.height || undefined}
        alt={alt}
        style={style}
      />
      <noscript>
        <img
          className={styles.image}
          src={`${item.src}?format=750w`}
          alt={alt}
          width={item.width || undefined}
          height={item.height || undefined}
          style={style}
          loading="lazy"
        />
      </noscript>
    </>
  );
}

/** A video slide: its poster and the Video block's play button; the island puts the player in place (GAL-070). */
function VideoSlideMedia({ item, children }: { item: GalleryItemView; children: ReactNode }) {
  return (
    <div className={styles.videoFrame} data-video-frame="">
      <button
        type="button"
        className={videoStyles.overlay}
        data-video-play=""
        aria-label={`Play video: ${item.caption || 'video'}`}
      >
        {children}
        <span className={videoStyles.playIcon} aria-hidden="true" />
      </button>
    </div>
  );
}

interface SlideProps {
  item: GalleryItemView;
  index: number;
  isEager: boolean | 'native';
  sizes: string;
  crop: 'cover' | 'contain' | 'none';
  hasLightbox: boolean;
  metaPosition: GalleryProps['meta-position'];
  style?: CSSProperties;
  className?: string;
}

function Slide({
  item,
  index,
  isEager,
  sizes,
  crop,
  hasLightbox,
  metaPosition,
  style,
  className,
}: SlideProps) {
  const video = item.type === 'video' ? parseVideoEmbed(item.videoUrl) : null;
  const image = <SlideImage item={item} isEager={isEager} sizes={sizes} crop={crop} />;
  const label = item.alt || item.caption || `Image ${index + 1}`;
  let media: ReactNode;
  if (video && video.type !== 'invalid') {
    media = <VideoSlideMedia item={item}>{image}</VideoSlideMedia>;
  } else if (item.clickThroughUrl) {
    // GAL-032: the slide is a link.
    media = (
      <a className={styles.item} href={item.clickThroughUrl} data-click-through="">
        {image}
      </a>
    );
  } else if (hasLightbox) {
    // GAL-079, GAL-080: a button, so a click, Enter and Space open the lightbox.
    media = (
      <button
        type="button"
        className={styles.item}
        data-lightbox-item=""
        aria-label={`Open ${label} in the viewer`}
      >
        {image}
      </button>
    );
  } else {
    media = <div className={styles.item}>{image}</div>;
  }
  const caption =
    metaPosition !== 'none' && item.caption ? (
      <figcaption className={styles.caption}>{item.caption}</figcaption>
    ) : null;
  return (
    <figure
      className={[styles.slide, className].filter(Boolean).join(' ')}
      style={style}
      data-slide=""
      data-index={index}
      data-type={item.type}
      data-slide-id={item.id}
      data-slide-url={item.slug}
      data-click-through-url={item.clickThroughUrl}
      data-image-dimensions={dimensionsOf(item)}
      data-image-focal-point={`${item.focalPoint.x},${item.focalPoint.y}`}
      data-src={item.src}
      data-caption={item.caption}
      data-alt={item.alt}
      {...(video && video.type !== 'invalid'
        ? { 'data-video-src': video.src, 'data-video-provider': video.providerName }
        : {})}
    >
      {media}
      {caption}
    </figure>
  );
}

function Arrow({ direction, label }: { direction: 'previous' | 'next'; label: string }) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${direction === 'previous' ? styles.arrowPrevious : styles.arrowNext}`}
      data-gallery-control={direction}
      aria-label={label}
      data-tooltip=""
      hidden
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

export function Gallery(props: GalleryProps) {
  const { collectionId, puck } = props;
  const collection = useGalleryCollection(collectionId);
  const isEager = useIsEagerMedia(props.id);
  if (!collection) {
    return puck?.isEditing ? (
      <div className={styles.placeholder}>
        {collectionId ? 'This gallery was deleted' : 'Choose a gallery'}
      </div>
    ) : null;
  }
  if (collection.items.length === 0) {
    // GAL-107
    return puck?.isEditing ? <div className={styles.placeholder}>No images</div> : null;
  }
  const design = (GALLERY_DESIGNS as readonly string[]).includes(props.design) ? props.design : 'grid';
  const data = galleryBlockData({ ...props, design });
  const options = designOptionsFor(design, {
    ...(props.gutter === undefined || props.gutter === null ? {} : { gutter: props.gutter }),
    ...(props.columnWidth ? { columnWidth: props.columnWidth } : {}),
    ...(props.rowHeight ? { rowHeight: props.rowHeight } : {}),
    ...(props.slidesPerRow ? { perRow: props.slidesPerRow, slidesPerRow: props.slidesPerRow } : {}),
    ...(props.padding === undefined || props.padding === null ? {} : { padding: props.padding }),
    ...(design === 'stacked' ? { transition: props.transition || 'fade' } : {}),
    ...(design === 'strip' ? { alignment: stripAlignment(props['active-alignment']) } : {}),
  }) as Record<string, unknown>;
  const eager = (isFirstShown: boolean): boolean | 'native' =>
    puck?.isEditing ? 'native' : isEager && isFirstShown;
  const items = collection.items;
  const ratio = ratioOf(props.imageAspectRatio);
  const metaPosition = props['meta-position'] ?? 'below';
  const attributes = {
    loop: props.loop,
    historyHash: props.historyHash,
    autoplay: props.autoplay,
    randomize: props.autoplayRandom === true,
    timeout: autoplayTimeoutMs(data),
    transition: options.transition ?? null,
    speed: options.speed ?? null,
    alignment: options.alignment ?? null,
  };
  const aspectOf = (item: GalleryItemView) => (item.width && item.height ? item.width / item.height : 1.5);
  /** Every slide of the collection, the first `eagerCount` loading at once on the page's first gallery. */
  const slides = (
    eagerCount: number,
    sizes: string | ((item: GalleryItemView) => string),
    crop: SlideProps['crop'],
    each: (item: GalleryItemView, i: number) => Partial<SlideProps> = () => ({}),
  ) =>
    items.map((item, i) => (
      <Slide
        key={item.id}
        item={item}
        index={i}
        hasLightbox={props.lightbox}
        metaPosition={metaPosition}
        isEager={eager(i < eagerCount)}
        sizes={typeof sizes === 'string' ? sizes : sizes(item)}
        crop={crop}
        {...each(item, i)}
      />
    ));
  let body: ReactNode;
  const style: Record<string, string | number> = {};

  // Sizes come from designOptionsFor, which fills in each design's defaults (GAL-046, 049..054, 059).
  switch (design) {
    case 'grid': {
      const perRow = Number(options.perRow);
      style['--per-row'] = perRow;
      style['--gap'] = `${Number(options.padding)}px`;
      style['--ratio'] = ratio ?? 1;
      body = (
        <div className={styles.grid}>
          {slides(perRow, `(max-width: 640px) 50vw, ${Math.round(1120 / perRow)}px`, 'cover')}
        </div>
      );
      break;
    }
    case 'autogrid':
    case 'autocolumns': {
      style['--column-width'] = `${Number(options.columnWidth)}px`;
      style['--gap'] = `${Number(options.gutter)}px`;
      style['--ratio'] = ratio ?? 1;
      body = (
        <div className={design === 'autogrid' ? styles.autogrid : styles.autocolumns}>
          {slides(4, '(max-width: 640px) 50vw, 360px', design === 'autogrid' ? 'cover' : 'none')}
        </div>
      );
      break;
    }
    case 'autorows': {
      const rowHeight = Number(options.rowHeight);
      style['--row-height'] = `${rowHeight}px`;
      style['--gap'] = `${Number(options.gutter)}px`;
      body = (
        <div className={styles.autorows}>
          {slides(
            4,
            (item) => `${Math.round(rowHeight * aspectOf(item) * 1.4)}px`,
            'cover',
            (item) => ({ style: { ['--aspect' as string]: Math.round(aspectOf(item) * 1000) / 1000 } }),
          )}
          <span className={styles.rowFiller} aria-hidden="true" />
        </div>
      );
      break;
    }
    case 'list': {
      style['--list-image'] = `${Math.min(80, Math.max(20, props.listImageSize || 50))}%`;
      body = <div className={styles.list}>{slides(1, '(max-width: 640px) 100vw, 600px', 'none')}</div>;
      break;
    }
    case 'carousel': {
      const perRow = Number(options.slidesPerRow);
      style['--per-row'] = perRow;
      style['--per-row-medium'] = Math.min(perRow, 3);
      style['--per-row-small'] = Math.min(perRow, 2);
      style['--gap'] = `${Number(options.gutter)}%`;
      style['--ratio'] = ratio ?? 4 / 3;
      body = (
        <div className={styles.carouselViewport} data-gallery-viewport="">
          <div className={styles.carouselTrack} data-gallery-track="">
            {slides(perRow, `(max-width: 480px) 50vw, ${Math.round(1120 / perRow)}px`, 'cover')}
          </div>
          <Arrow direction="previous" label="Previous images" />
          <Arrow direction="next" label="Next images" />
        </div>
      );
      break;
    }
    case 'strip': {
      style['--speed'] = `${Number(options.speed)}s`;
      body = (
        <div className={styles.stripViewport} data-gallery-viewport="">
          <div className={styles.stripTrack} data-gallery-track="" data-alignment={String(options.alignment)}>
            {slides(2, '(max-width: 640px) 80vw, 720px', 'none', (item, i) => ({
              metaPosition: 'none',
              style: { ['--aspect' as string]: aspectOf(item) },
              ...(i === 0 ? { className: styles.isCurrent } : {}),
            }))}
          </div>
          <Arrow direction="previous" label="Previous image" />
          <Arrow direction="next" label="Next image" />
        </div>
      );
      break;
    }
    case 'stacked': {
      const first = items[0]!;
      // GAL-068, GAL-069: the frame's height before a slide decides it.
      const frameRatio = ratio
        ? 100 / ratio
        : first.width && first.height
          ? (first.height / first.width) * 100
          : placeholderAspectRatio('Auto', 1);
      style['--frame-ratio'] = `${Math.min(frameRatio, 80)}%`;
      style['--speed'] = `${Number(options.speed)}s`;
      const padding = thumbnailPadding(5);
      body = (
        <>
          <div
            className={styles.stackedViewport}
            data-gallery-viewport=""
            data-transition={String(options.transition)}
            aria-live="polite"
          >
            <div className={styles.stackedTrack} data-gallery-track="">
              {slides(1, '(max-width: 1120px) 100vw, 1120px', ratio ? 'cover' : 'contain', (item, i) => ({
                metaPosition: metaPosition === 'none' ? 'none' : 'overlay',
                className: i === 0 ? styles.isCurrent : undefined,
                style: { ['--aspect' as string]: aspectOf(item), ['--i' as string]: i },
              }))}
            </div>
            <Arrow direction="previous" label="Previous image" />
            <Arrow direction="next" label="Next image" />
            <p className={styles.counter} data-gallery-counter="" aria-hidden="true">
              1 / {items.length}
            </p>
          </div>
          {props.thumbnails ? (
            // GAL-030: the linked thumbnail strip.
            <div
              className={styles.thumbnails}
              data-gallery-thumbnails=""
              style={{
                ['--thumb-gap' as string]: `${padding}px`,
                ['--thumb-ratio' as string]: THUMBNAIL_ASPECT,
              }}
            >
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  className={styles.thumbnail}
                  data-thumbnail-index={i}
                  aria-label={`Show image ${i + 1}${item.caption ? `: ${item.caption}` : ''}`}
                  aria-current={i === 0 ? 'true' : undefined}
                >
                  {item.src ? (
                    <img
                      {...(puck?.isEditing
                        ? { src: `${item.src}?format=300w`, loading: 'lazy' as const }
                        : { src: PLACEHOLDER_SRC })}
                      data-src={item.src}
                      data-image-dimensions={dimensionsOf(item)}
                      data-image-focal-point={`${item.focalPoint.x},${item.focalPoint.y}`}
                      data-crop-mode="cover"
                      alt=""
                      style={{
                        objectPosition: `${Math.round(item.focalPoint.x * 100)}% ${Math.round(item.focalPoint.y * 100)}%`,
                      }}
                    />
                  ) : null}
                </button>
              ))}
            </div>
          ) : null}
        </>
      );
      break;
    }
  }

  const isSlider = SLIDER_DESIGNS.includes(design);
  return (
    <Island name="Gallery" props={attributes}>
      <section
        className={styles.gallery}
        style={style as CSSProperties}
        data-gallery-block={JSON.stringify(data)}
        data-design={design}
        data-current-class={styles.isCurrent}
        // Landmarks need distinct names: one collection often shows in several designs on a page.
        aria-label={`${collection.title} (${DESIGN_LABELS[design]})`}
        aria-roledescription={isSlider ? 'carousel' : undefined}
        tabIndex={isSlider ? 0 : undefined}
      >
        {body}
      </section>
    </Island>
  );
}
