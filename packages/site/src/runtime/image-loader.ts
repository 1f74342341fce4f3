// The image loader galleries and image blocks use (GAL-092..105): it reads an image's loading
// configuration, picks the smallest of the image service's widths that fills the element at the
// screen's pixel density, places the picture by its focal point, and loads lazily within 200 px
// of the viewport.
import { IMAGE_WIDTHS } from '@folio/core/media-api';

export type CropMode = 'cover' | 'contain' | 'none';
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';
export type SizeFormat = 'queryString' | 'filename';

/** GAL-092: the whole configuration, with every field. */
export interface ImageLoadingConfig {
  /** The original's size, 'WxH' in the markup. */
  dimensions: { width: number; height: number } | null;
  fixedRatio: boolean;
  /** GAL-093 */
  focalPoint: { x: number; y: number };
  /** true: now; false: never; 'viewport': when it comes near the viewport. */
  load: true | false | 'viewport';
  forceImageUpdate: boolean;
  /** GAL-094 */
  cropMode: CropMode;
  /** GAL-095: scales the width asked for; at least 0. */
  sizeAdjustment: number;
  /** GAL-096 */
  sizeFormat: SizeFormat;
  source: string | null;
  stretch: boolean;
  useBgImage: boolean;
  useAdvancedPositioning: boolean;
  /** Honour the browser's data saver (ask for half the pixels). */
  allowSaveData: boolean;
  dprMax: number;
  dprMin: number;
  /** GAL-097 */
  fitAlignment: FitAlignment;
}

export const IMAGE_WARNINGS = {
  /** GAL-103 */
  noSource: 'Invalid or missing image source.',
  /** GAL-104 */
  notAnImage: 'Element is not a valid image element.',
  /** GAL-105 */
  noParent: 'Image element has no parentNode.',
} as const;

/** GAL-099 */
export const LAZY_MARGIN_PX = 200;
/** GAL-102: how long the loader waits for the element to be laid out. */
export const LAYOUT_TRIES = 100;
export const LAYOUT_TRY_MS = 10;

const CROP_MODES: readonly CropMode[] = ['cover', 'contain', 'none'];
const ALIGNMENTS: readonly FitAlignment[] = ['top', 'left', 'center', 'right', 'bottom'];

function fraction(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : value === 'true' || value === '';
}

/** Reads the configuration from an element's data attributes, defaults filled in. */
export function readImageConfig(data: Record<string, string | undefined>): ImageLoadingConfig {
  const dims = /^(\d+)x(\d+)$/.exec(data.imageDimensions ?? '');
  const [fx, fy] = (data.imageFocalPoint ?? '').split(',');
  const adjustment = Number(data.sizeAdjustment);
  const load =
    data.load === 'false'
      ? false
      : data.load === 'viewport'
        ? 'viewport'
        : data.load === 'true'
          ? true
          : 'viewport';
  const dprMin = Number(data.dprMin);
  const dprMax = Number(data.dprMax);
  return {
    dimensions: dims ? { width: Number(dims[1]), height: Number(dims[2]) } : null,
    fixedRatio: flag(data.fixedRatio, false),
    focalPoint: { x: fraction(fx, 0.5), y: fraction(fy, 0.5) },
    load,
    forceImageUpdate: flag(data.forceImageUpdate, false),
    cropMode: CROP_MODES.includes(data.cropMode as CropMode) ? (data.cropMode as CropMode) : 'none',
    sizeAdjustment:
      Number.isFinite(adjustment) && adjustment >= 0 && data.sizeAdjustment !== '' ? adjustment : 1,
    sizeFormat: data.sizeFormat === 'filename' ? 'filename' : 'queryString',
    source: data.src?.trim() || null,
    stretch: flag(data.stretch, false),
    useBgImage: flag(data.useBgImage, false),
    useAdvancedPositioning: flag(data.useAdvancedPositioning, false),
    allowSaveData: flag(data.allowSaveData, true),
    dprMin: Number.isFinite(dprMin) && dprMin > 0 ? dprMin : 1,
    dprMax: Number.isFinite(dprMax) && dprMax > 0 ? dprMax : 3,
    fitAlignment: ALIGNMENTS.includes(data.fitAlignment as FitAlignment)
      ? (data.fitAlignment as FitAlignment)
      : 'center',
  };
}

/**
 * The image service width to ask for: the element's width times the pixel density (kept within
 * dprMin..dprMax, halved under data saving) times sizeAdjustment, rounded up to the next of the
 * spec's widths (GAL-098), or the largest.
 */
export function chooseWidth(
  displayWidth: number,
  config: Pick<ImageLoadingConfig, 'sizeAdjustment' | 'dprMin' | 'dprMax' | 'allowSaveData'>,
  env: { devicePixelRatio: number; saveData: boolean },
): number {
  const dpr = Math.min(config.dprMax, Math.max(config.dprMin, env.devicePixelRatio || 1));
  const saving = config.allowSaveData && env.saveData ? 0.5 : 1;
  const wanted = displayWidth * dpr * config.sizeAdjustment * saving;
  const ascending = [...IMAGE_WIDTHS].sort((a, b) => a - b);
  return ascending.find((w) => w >= wanted) ?? ascending.at(-1)!;
}

/** The address of a width: '?format=750w' (queryString) or '…/750w/name.jpg' (filename). */
export function sizedUrl(source: string, width: number, format: SizeFormat): string {
  if (format === 'filename') {
    const slash = source.lastIndexOf('/');
    return `${source.slice(0, slash + 1)}${width}w/${source.slice(slash + 1)}`;
  }
  return `${source}${source.includes('?') ? '&' : '?'}format=${width}w`;
}

/** CSS placement of the picture in its box: object-fit and the focal point or the alignment. */
export function placement(config: Pick<ImageLoadingConfig, 'cropMode' | 'focalPoint' | 'fitAlignment'>) {
  if (config.cropMode === 'cover') {
    return {
      objectFit: 'cover',
      objectPosition: `${Math.round(config.focalPoint.x * 100)}% ${Math.round(config.focalPoint.y * 100)}%`,
    };
  }
  if (config.cropMode === 'contain') {
    const position = {
      top: '50% 0%',
      bottom: '50% 100%',
      left: '0% 50%',
      right: '100% 50%',
      center: '50% 50%',
    }[config.fitAlignment];
    return { objectFit: 'contain', objectPosition: position };
  }
  return { objectFit: '', objectPosition: '' };
}

export interface LoaderEnv {
  devicePixelRatio: number;
  saveData: boolean;
  warn: (message: string) => void;
  wait: (ms: number) => Promise<void>;
}

function browserEnv(): LoaderEnv {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    devicePixelRatio: window.devicePixelRatio || 1,
    saveData: Boolean(connection?.saveData),
    warn: (message) => console.warn(message),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * Loads one image: checks the element, waits (up to 100 × 10 ms) for its box to have a width,
 * then sets the sized source and the placement. Resolves with the address set, or null.
 */
export async function loadImage(element: Element, env: LoaderEnv = browserEnv()): Promise<string | null> {
  if (!(element instanceof HTMLImageElement)) {
    env.warn(IMAGE_WARNINGS.notAnImage);
    return null;
  }
  if (!element.parentNode) {
    env.warn(IMAGE_WARNINGS.noParent);
    return null;
  }
  const config = readImageConfig({ ...element.dataset });
  if (!config.source) {
    env.warn(IMAGE_WARNINGS.noSource);
    return null;
  }
  let width = element.getBoundingClientRect().width;
  for (let tries = 0; width === 0 && tries < LAYOUT_TRIES; tries++) {
    await env.wait(LAYOUT_TRY_MS);
    width = element.getBoundingClientRect().width;
  }
  // Not laid out (hidden): the natural width of the original, at most the middle size.
  const displayWidth = width || Math.min(config.dimensions?.width ?? 750, 750);
  const url = sizedUrl(config.source, chooseWidth(displayWidth, config, env), config.sizeFormat);
  if (config.forceImageUpdate || element.getAttribute('src') !== url) element.src = url;
  const { objectFit, objectPosition } = placement(config);
  element.style.objectFit = objectFit;
  element.style.objectPosition = objectPosition;
  element.dataset.loaded = '';
  return url;
}

/**
 * GAL-099..101: watches lazy images and loads each within 200 px of the viewport, then stops
 * watching it; without IntersectionObserver, loads them all at once. Returns a stopper.
 */
export function lazyLoad(
  images: Iterable<Element>,
  load: (element: Element) => unknown = (element) => loadImage(element),
  /** null where the browser has no IntersectionObserver. */
  Observer: typeof IntersectionObserver | null = globalThis.IntersectionObserver ?? null,
): () => void {
  const list = [...images];
  if (!Observer) {
    for (const element of list) void load(element);
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void load(entry.target);
      }
    },
    { rootMargin: `${LAZY_MARGIN_PX}px` },
  );
  for (const element of list) observer.observe(element);
  return () => observer.disconnect();
}
