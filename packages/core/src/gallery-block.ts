// The Gallery block's rules (GAL-002..019, GAL-034..036, GAL-042, GAL-046, GAL-049..078): its data,
// its attributes and design options, and the small timing and layout rules the server render and
// the gallery island share. Pure, except the resize emitter and the image queue, which own a timer
// and a promise chain but touch no DOM.

import { type GalleryDesign, galleryDesign } from './gallery-rules.ts';

/** GAL-003, GAL-004, GAL-072..074: written to the console only, never shown to visitors. */
export const GALLERY_CONSOLE_MESSAGES = {
  /** GAL-003 */
  decode: 'Error decoding gallery block data.',
  /** GAL-004 */
  evaluate: 'Error evaluating gallery block data.',
  /** GAL-072 */
  videoLoaderMissing: 'VideoLoader not found',
  /** GAL-073 */
  imageLoaderMissing: 'Loader2 not found',
  /** GAL-074 */
  lightboxUnavailable: 'lightboxify is not available in this tier!',
} as const;

// ---------------------------------------------------------------------------------------------
// Block data

/** The attribute a server-rendered gallery carries its block data in, as JSON (GAL-002). */
export const GALLERY_BLOCK_DATA_ATTRIBUTE = 'data-gallery-block';

/** GAL-006 */
export type ImageAspectRatio = 'Auto' | number;
/** GAL-007 */
export type LightboxTheme = 'light' | 'dark';
/** GAL-010 */
export const ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ActiveAlignment = (typeof ACTIVE_ALIGNMENTS)[number];

/**
 * GAL-005: a Gallery block's settings. The spec names the fields but gives few types or defaults;
 * the ones it does not give are Folio's choice (see DEFAULT_GALLERY_BLOCK_DATA).
 */
export interface GalleryBlockData {
  design: GalleryDesign;
  /** GAL-006: 'Auto' keeps each image's own shape; a number is width / height. */
  imageAspectRatio: ImageAspectRatio;
  slidesPerRow: number;
  lightbox: boolean;
  mixedContent: boolean;
  /** px */
  columnWidth: number;
  /** px (percent for the carousel, GAL-046) */
  gutter: number;
  /** Percent of the row the image takes in the list design. */
  listImageSize: number;
  /** GAL-007 */
  lightboxTheme: LightboxTheme;
  'thumbnails-per-row': number;
  'thumbnail-strip-height': number;
  'thumbnail-strip-margin': number;
  /** GAL-008 */
  thumbnails: boolean;
  autoplay: boolean;
  /** GAL-009: seconds; autoplayTimeoutMs gives milliseconds. */
  'autoplay-duration': number;
  /** GAL-010 */
  'active-alignment': ActiveAlignment;
  'square-thumbs': boolean;
  'auto-crop': boolean;
  vSize: number;
  /** Percent height of the slider (GAL-069). */
  aspectRatio: number;
  padding: number;
  /** Where the caption sits; the spec names no values, so any non-empty name is kept. */
  'meta-position': string;
}

/**
 * The defaults of missing fields. Those taken from the spec: carousel slidesPerRow 3 (GAL-046),
 * columnWidth 250 (GAL-049, GAL-050), autoplay every 5 s (GAL-018), strip vSize 10 (GAL-054),
 * slider aspect ratio 50 (GAL-069), grid padding 20 (GAL-053). The rest are Folio's choice.
 */
export const DEFAULT_GALLERY_BLOCK_DATA: Readonly<GalleryBlockData> = Object.freeze({
  design: 'grid',
  imageAspectRatio: 'Auto',
  slidesPerRow: 3,
  lightbox: false,
  mixedContent: false,
  columnWidth: 250,
  gutter: 20,
  listImageSize: 50,
  lightboxTheme: 'dark',
  'thumbnails-per-row': 5,
  'thumbnail-strip-height': 10,
  'thumbnail-strip-margin': 10,
  thumbnails: true,
  autoplay: false,
  'autoplay-duration': 5,
  'active-alignment': 'center',
  'square-thumbs': false,
  'auto-crop': true,
  vSize: 10,
  aspectRatio: 50,
  padding: 20,
  'meta-position': 'bottom',
});

// The rules are written out rather than given to zod: this module is part of the gallery island,
// which a visitor downloads, and zod would triple its size.
type FieldRule<T> = (value: unknown) => T;

/** A number, or a string holding one (editor inputs and data attributes often give strings). */
function numberRule(isValid: (n: number) => boolean, expected: string): FieldRule<number> {
  return (value) => {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : Number.NaN;
    if (!Number.isFinite(n) || !isValid(n)) throw new Error(`expected ${expected}`);
    return n;
  };
}
const positive = numberRule((n) => n > 0, 'a positive number');
const nonNegative = numberRule((n) => n >= 0, 'a number of 0 or more');
const count = numberRule((n) => Number.isInteger(n) && n >= 1, 'a whole number of 1 or more');
const boolean: FieldRule<boolean> = (value) => {
  if (typeof value !== 'boolean') throw new Error('expected true or false');
  return value;
};
const nonEmptyString: FieldRule<string> = (value) => {
  if (typeof value !== 'string' || value === '') throw new Error('expected a name');
  return value;
};

const FIELD_RULES: { [K in keyof GalleryBlockData]: FieldRule<GalleryBlockData[K]> } = {
  design: (value) => galleryDesign(nonEmptyString(value)),
  // GAL-006
  imageAspectRatio: (value) =>
    value === 'Auto' || value === 'auto'
      ? 'Auto'
      : numberRule((n) => n > 0, "'Auto' or a positive number")(value),
  slidesPerRow: count,
  lightbox: boolean,
  mixedContent: boolean,
  columnWidth: positive,
  gutter: nonNegative,
  listImageSize: positive,
  // GAL-007: anything but 'light' is the dark theme.
  lightboxTheme: (value) => (value === 'light' ? 'light' : 'dark'),
  'thumbnails-per-row': count,
  'thumbnail-strip-height': nonNegative,
  'thumbnail-strip-margin': nonNegative,
  // GAL-008
  thumbnails: boolean,
  autoplay: boolean,
  // GAL-009
  'autoplay-duration': positive,
  // GAL-010
  'active-alignment': (value) => {
    if (!(ACTIVE_ALIGNMENTS as readonly unknown[]).includes(value))
      throw new Error('expected left, center or right');
    return value as ActiveAlignment;
  },
  'square-thumbs': boolean,
  'auto-crop': boolean,
  vSize: nonNegative,
  aspectRatio: positive,
  padding: nonNegative,
  'meta-position': nonEmptyString,
};

/**
 * GAL-005..010, GAL-012: block data with every field, defaults filled in. A null field counts as
 * missing; unknown fields are dropped. Throws on data that is not an object, a field of the wrong
 * type, or an unknown design (galleryDesign's own error).
 */
export function normalizeGalleryBlockData(raw: unknown): GalleryBlockData {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new Error('Invalid gallery block data: expected an object.');
  }
  const given = raw as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(FIELD_RULES) as [keyof GalleryBlockData, FieldRule<unknown>][]) {
    const value = given[field];
    if (value === undefined || value === null) {
      data[field] = DEFAULT_GALLERY_BLOCK_DATA[field];
      continue;
    }
    try {
      data[field] = rule(value);
    } catch (error) {
      if (field === 'design') throw error;
      throw new Error(`Invalid gallery block data: ${field}: ${(error as Error).message}.`);
    }
  }
  return data as unknown as GalleryBlockData;
}

/** GAL-009, GAL-018: the autoplay step in milliseconds (the default 5 s is 5000 ms). */
export function autoplayTimeoutMs(data: Pick<GalleryBlockData, 'autoplay-duration'>): number {
  return Math.round(data['autoplay-duration'] * 1000);
}

/**
 * GAL-002..004: the block data of a gallery element: its data-gallery-block attribute as JSON, or,
 * without that attribute, the node data. Bad data is logged on the console only and gives null, so
 * the caller renders nothing; this never throws.
 */
export function readGalleryBlockData(
  element: { getAttribute(name: string): string | null } | null,
  nodeData?: unknown,
  log: Pick<Console, 'error'> = console,
): GalleryBlockData | null {
  let raw: unknown = nodeData;
  try {
    const attribute = element?.getAttribute(GALLERY_BLOCK_DATA_ATTRIBUTE) ?? null;
    if (attribute !== null) raw = JSON.parse(attribute);
  } catch {
    log.error(GALLERY_CONSOLE_MESSAGES.decode);
    return null;
  }
  try {
    return normalizeGalleryBlockData(raw);
  } catch {
    log.error(GALLERY_CONSOLE_MESSAGES.evaluate);
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Keyboard

/** GAL-019: the arrow keys' codes. */
export const GALLERY_KEYS = { previous: 37, next: 39 } as const;

// Browsers that give `key` but no `keyCode` (or a 0) are matched through the codes of their keys.
const KEY_CODES: Record<string, number> = { ArrowLeft: 37, Left: 37, ArrowRight: 39, Right: 39 };

/**
 * GAL-019: what a key press does: with keyboard on, the previous key (37, ArrowLeft by default)
 * goes back and the next key (39, ArrowRight) forward; null for any other key or keyboard off.
 */
export function keyAction(
  event: { keyCode?: number; key?: string },
  attrs: { keyboard: boolean; keys: { previous: number; next: number } },
): 'previous' | 'next' | null {
  if (!attrs.keyboard) return null;
  const codes = [event.keyCode, event.key === undefined ? undefined : KEY_CODES[event.key]];
  if (codes.includes(attrs.keys.previous)) return 'previous';
  if (codes.includes(attrs.keys.next)) return 'next';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Design options

/** GAL-049 */
export interface AutogridOptions {
  columnWidth: number;
  gutter: number;
}
/** GAL-050 */
export type AutocolumnsOptions = AutogridOptions;
/** GAL-052 */
export interface AutorowsOptions {
  rowHeight: number;
  gutter: number;
}
/** GAL-053 */
export interface GridOptions {
  perRow: number;
  padding: number;
}
/** GAL-046 */
export interface CarouselOptions {
  /** Percent of the row. */
  gutter: number;
  slidesPerRow: number;
}
/** GAL-055 */
export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;
export type StripAlignment = (typeof STRIP_ALIGNMENTS)[number];
/** GAL-054 */
export interface StripOptions {
  /** Seconds. */
  speed: number;
  preload: number;
  alignment: StripAlignment;
  vSize: number;
}
/** GAL-060 */
export const STACKED_TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const;
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number];
/** GAL-059 */
export interface StackedOptions {
  /** Seconds. */
  speed: number;
  preload: number;
  /** What a click on a slide does; the spec names only 'next'. */
  clickBehavior: string;
  autoHeight: boolean;
  transition: StackedTransition;
}
export type ListOptions = Record<string, never>;

export interface GalleryDesignOptions {
  grid: GridOptions;
  autogrid: AutogridOptions;
  autocolumns: AutocolumnsOptions;
  autorows: AutorowsOptions;
  carousel: CarouselOptions;
  list: ListOptions;
  strip: StripOptions;
  stacked: StackedOptions;
}

/** GAL-049 */
export const AUTOGRID_DEFAULTS: Readonly<AutogridOptions> = Object.freeze({ columnWidth: 250, gutter: 0 });
/** GAL-050 */
export const AUTOCOLUMNS_DEFAULTS: Readonly<AutocolumnsOptions> = Object.freeze({
  columnWidth: 250,
  gutter: 0,
});
/** GAL-052 */
export const AUTOROWS_DEFAULTS: Readonly<AutorowsOptions> = Object.freeze({ rowHeight: 250, gutter: 20 });
/** GAL-053 */
export const GRID_DEFAULTS: Readonly<GridOptions> = Object.freeze({ perRow: 4, padding: 20 });
/** GAL-046 */
export const CAROUSEL_DEFAULTS: Readonly<CarouselOptions> = Object.freeze({ gutter: 1, slidesPerRow: 3 });
/** GAL-054 */
export const STRIP_DEFAULTS: Readonly<StripOptions> = Object.freeze({
  speed: 0.5,
  preload: 1,
  alignment: 'middle',
  vSize: 10,
});
/** GAL-059, GAL-060 */
export const STACKED_DEFAULTS: Readonly<StackedOptions> = Object.freeze({
  speed: 1,
  preload: 1,
  clickBehavior: 'next',
  autoHeight: true,
  transition: 'fade',
});

type NumberRule = 'positive' | 'non-negative' | 'whole';
const RULE_WORDS: Record<NumberRule, string> = {
  positive: 'a positive number',
  'non-negative': 'a number of 0 or more',
  whole: 'a whole number of 0 or more',
};

/** A design option that must be a number; a numeric string is parsed, null or absent is the default. */
function numberOption(
  design: GalleryDesign,
  given: Record<string, unknown>,
  key: string,
  fallback: number,
  rule: NumberRule,
): number {
  const value = given[key];
  if (value === undefined || value === null) return fallback;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  const isValid =
    Number.isFinite(n) && (rule === 'positive' ? n > 0 : n >= 0) && (rule !== 'whole' || Number.isInteger(n));
  if (!isValid)
    throw new Error(`The ${design} ${key} must be ${RULE_WORDS[rule]} (got ${JSON.stringify(value)}).`);
  return n;
}

function booleanOption(
  design: GalleryDesign,
  given: Record<string, unknown>,
  key: string,
  fallback: boolean,
) {
  const value = given[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean')
    throw new Error(`The ${design} ${key} must be true or false (got ${JSON.stringify(value)}).`);
  return value;
}

/**
 * GAL-046, GAL-049..054, GAL-059: a design's options, the given ones over its defaults. Numbers
 * may come as numeric strings (GAL-051); a value of the wrong kind throws an Error naming the
 * design and the option. Options a design does not have are dropped.
 */
export function designOptionsFor<D extends GalleryDesign>(
  design: D,
  given: Record<string, unknown> = {},
): GalleryDesignOptions[D] {
  return readDesignOptions(galleryDesign(design), given) as GalleryDesignOptions[D];
}

function readDesignOptions(
  name: GalleryDesign,
  given: Record<string, unknown>,
): GalleryDesignOptions[GalleryDesign] {
  const num = (key: string, fallback: number, rule: NumberRule) =>
    numberOption(name, given, key, fallback, rule);
  switch (name) {
    case 'autogrid':
    case 'autocolumns': {
      const defaults = name === 'autogrid' ? AUTOGRID_DEFAULTS : AUTOCOLUMNS_DEFAULTS;
      return {
        columnWidth: num('columnWidth', defaults.columnWidth, 'positive'),
        gutter: num('gutter', defaults.gutter, 'non-negative'),
      };
    }
    case 'autorows':
      return {
        rowHeight: num('rowHeight', AUTOROWS_DEFAULTS.rowHeight, 'positive'),
        gutter: num('gutter', AUTOROWS_DEFAULTS.gutter, 'non-negative'),
      };
    case 'grid':
      return {
        perRow: Math.max(1, num('perRow', GRID_DEFAULTS.perRow, 'whole')),
        padding: num('padding', GRID_DEFAULTS.padding, 'non-negative'),
      };
    case 'carousel':
      return {
        gutter: num('gutter', CAROUSEL_DEFAULTS.gutter, 'non-negative'),
        slidesPerRow: Math.max(1, num('slidesPerRow', CAROUSEL_DEFAULTS.slidesPerRow, 'whole')),
      };
    case 'strip':
      return {
        speed: num('speed', STRIP_DEFAULTS.speed, 'non-negative'),
        preload: num('preload', STRIP_DEFAULTS.preload, 'whole'),
        alignment: given.alignment == null ? STRIP_DEFAULTS.alignment : stripAlignment(given.alignment),
        vSize: num('vSize', STRIP_DEFAULTS.vSize, 'non-negative'),
      };
    case 'stacked': {
      const click = given.clickBehavior;
      if (click != null && (typeof click !== 'string' || !click))
        throw new Error(`The stacked clickBehavior must be a name (got ${JSON.stringify(click)}).`);
      const transition = given.transition;
      if (transition != null && typeof transition !== 'string')
        throw new Error(`The stacked transition must be a name (got ${JSON.stringify(transition)}).`);
      return {
        speed: num('speed', STACKED_DEFAULTS.speed, 'non-negative'),
        preload: num('preload', STACKED_DEFAULTS.preload, 'whole'),
        clickBehavior: typeof click === 'string' ? click : STACKED_DEFAULTS.clickBehavior,
        autoHeight: booleanOption(name, given, 'autoHeight', STACKED_DEFAULTS.autoHeight),
        transition: stackedTransition(typeof transition === 'string' ? transition : undefined),
      };
    }
    case 'list':
      return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Strip

/** GAL-055 */
export function isStripAlignment(value: unknown): value is StripAlignment {
  return (STRIP_ALIGNMENTS as readonly unknown[]).includes(value);
}

/** GAL-056: left, center and right are start, middle and end; anything unknown is middle. */
export function stripAlignment(value: unknown): StripAlignment {
  if (isStripAlignment(value)) return value;
  if (value === 'left') return 'start';
  if (value === 'right') return 'end';
  return 'middle';
}

/** GAL-057: width / height of a strip thumbnail. */
export const THUMBNAIL_ASPECT = 16 / 9;
/** GAL-058 */
export const MAX_THUMBNAIL_PADDING = 5;

/** GAL-058: the thumbnail padding, 0..5 (a value that is not a number is 0). */
export function thumbnailPadding(padding: number): number {
  if (Number.isNaN(padding)) return 0;
  return Math.min(MAX_THUMBNAIL_PADDING, Math.max(0, padding));
}

// ---------------------------------------------------------------------------------------------
// Stacked and its transitions

/** GAL-060, GAL-061: the transition of a name; none given is fade, an unknown name throws. */
export function stackedTransition(name?: string): StackedTransition {
  if (name === undefined || name === '') return STACKED_DEFAULTS.transition;
  if ((STACKED_TRANSITIONS as readonly string[]).includes(name)) return name as StackedTransition;
  throw new Error(`Could not find transition named ${name}`);
}

/** GAL-062: how far ken-burns zooms a slide. */
export const KEN_BURNS_ZOOM = 1.075;

/** GAL-063 */
export const SWIPE_DISTANCE_PX = 50;
/** GAL-063 */
export const SWIPE_TIME_MS = 250;

/**
 * GAL-063: a pointer move of at least 50 px within 250 ms is a swipe; leftward shows the next
 * slide, rightward the previous. A move more vertical than horizontal is a scroll, not a swipe.
 */
export function swipeDirection(move: { dx: number; dy?: number; dt: number }): 'next' | 'previous' | null {
  const { dx, dy = 0, dt } = move;
  if (!(dt >= 0 && dt <= SWIPE_TIME_MS)) return null;
  if (!(Math.abs(dx) >= SWIPE_DISTANCE_PX) || Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** GAL-064 */
export const NEW_SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type NewSwipeBoundary = (typeof NEW_SWIPE_BOUNDARIES)[number];
/** GAL-065 */
export type NewSwipeSnapPoints = `${number}%` | 'none';

export interface NewSwipeOptions {
  /** GAL-064: what happens past the first (start) and the last (end) slide. */
  boundaries: { start: NewSwipeBoundary; end: NewSwipeBoundary };
  /** GAL-065 */
  snapPoints: NewSwipeSnapPoints;
}

/** The spec gives no defaults for new-swipe: hard ends and a snap at half a slide are Folio's. */
export const NEW_SWIPE_DEFAULTS: Readonly<NewSwipeOptions> = Object.freeze({
  boundaries: Object.freeze({ start: 'hard', end: 'hard' }),
  snapPoints: '50%',
});

function boundary(side: 'start' | 'end', value: unknown): NewSwipeBoundary {
  if (value === undefined) return NEW_SWIPE_DEFAULTS.boundaries[side];
  if ((NEW_SWIPE_BOUNDARIES as readonly unknown[]).includes(value)) return value as NewSwipeBoundary;
  throw new Error(
    `The new-swipe ${side} boundary must be none, hard or inertial (got ${JSON.stringify(value)}).`,
  );
}

/**
 * GAL-064, GAL-065: new-swipe options over their defaults. boundaries is { start, end } or one
 * value for both; snapPoints is a percentage from 0% to 100%, or 'none'. Anything else throws.
 */
export function newSwipeOptions(given: { boundaries?: unknown; snapPoints?: unknown } = {}): NewSwipeOptions {
  const b = given.boundaries;
  const sides: { start?: unknown; end?: unknown } =
    b === undefined
      ? {}
      : typeof b === 'object' && b !== null
        ? (b as { start?: unknown; end?: unknown })
        : { start: b, end: b };
  const snap = given.snapPoints;
  let snapPoints: NewSwipeSnapPoints = NEW_SWIPE_DEFAULTS.snapPoints;
  if (snap !== undefined) {
    const match = typeof snap === 'string' ? /^(\d+(?:\.\d+)?)%$/.exec(snap.trim()) : null;
    if (snap === 'none') snapPoints = 'none';
    else if (match && Number(match[1]) <= 100) snapPoints = `${Number(match[1])}%`;
    else
      throw new Error(
        `The new-swipe snapPoints must be a percentage such as '50%' or 'none' (got ${JSON.stringify(snap)}).`,
      );
  }
  return {
    boundaries: { start: boundary('start', sides.start), end: boundary('end', sides.end) },
    snapPoints,
  };
}

/** GAL-066: seconds. */
export const NEW_SWIPE_DURATION = { min: 0.2, wideMin: 0.3, max: 0.5 } as const;

/**
 * GAL-066: how long the new-swipe animation runs after a touch: the longest time for a whole slide
 * still to go, in proportion for less, never under 0.2 s (0.3 s on wide screens).
 */
export function newSwipeDuration(fractionRemaining: number, isWide: boolean): number {
  const min = isWide ? NEW_SWIPE_DURATION.wideMin : NEW_SWIPE_DURATION.min;
  const fraction = Number.isNaN(fractionRemaining) ? 1 : Math.abs(fractionRemaining);
  return Math.min(NEW_SWIPE_DURATION.max, Math.max(min, NEW_SWIPE_DURATION.max * fraction));
}

// ---------------------------------------------------------------------------------------------
// Layout

/** GAL-067 */
export const META_SCROLL_THRESHOLD = 0.9;
/** GAL-067 */
export const META_MAX_HEIGHT = 0.4;

/**
 * GAL-067: a caption taller than 90% of its container becomes scrollable. The spec leaves open
 * what its 40% cap applies to; Folio reads it as the caption overlay's own height: a scrollable
 * caption gets a max-height of 40% of the container (in px), so most of the slide stays visible.
 * Below the threshold the caption keeps its height (maxHeight null). A container of no height
 * (not laid out yet) never makes a caption scrollable.
 */
export function metaOverlayLayout(
  metaHeight: number,
  containerHeight: number,
): { isScrollable: boolean; maxHeight: number | null } {
  if (!(containerHeight > 0) || !(metaHeight > containerHeight * META_SCROLL_THRESHOLD))
    return { isScrollable: false, maxHeight: null };
  return { isScrollable: true, maxHeight: containerHeight * META_MAX_HEIGHT };
}

/** GAL-068: the placeholder's padding-bottom percent for Auto images. */
export const AUTO_PLACEHOLDER_ASPECT_RATIO = 65;

/**
 * GAL-068: the placeholder's height as a percent of its width: 65 for Auto, else 100 divided by the
 * columns (fewer than one column counts as one).
 */
export function placeholderAspectRatio(imageAspectRatio: ImageAspectRatio, columns: number): number {
  if (imageAspectRatio === 'Auto') return AUTO_PLACEHOLDER_ASPECT_RATIO;
  return 100 / (columns >= 1 ? columns : 1);
}

// ---------------------------------------------------------------------------------------------
// Resize emitter and image queue

/** GAL-077 */
export const RESIZE_EMITTER_TIMEOUT_MS = 300;
/** GAL-077: the timeout galleries give their resize emitter. */
export const GALLERY_RESIZE_TIMEOUT_MS = 100;

export interface ElementSize {
  width: number;
  height: number;
}

export interface ResizeEmitter {
  /** Call on each window resize; the check runs once resizing has paused for the timeout. */
  notify(): void;
  /** Cancels a pending check; later notifications are ignored. */
  dispose(): void;
}

/**
 * GAL-075..077: reports a size change along one axis of more than `threshold` px since the last
 * report (at first, since creation), once resize events have paused for `timeout` ms.
 */
export function createResizeEmitter(options: {
  threshold: number;
  axis?: 'x' | 'y';
  timeout?: number;
  read: () => ElementSize;
  onResize: (size: ElementSize) => void;
}): ResizeEmitter {
  const { threshold, axis = 'x', timeout = RESIZE_EMITTER_TIMEOUT_MS, read, onResize } = options;
  if (typeof threshold !== 'number' || !Number.isFinite(threshold))
    throw new Error('The resize emitter threshold must be a number.');
  if (axis !== 'x' && axis !== 'y') throw new Error('The resize emitter axis must be x or y.');
  if (typeof timeout !== 'number' || !(timeout >= 0))
    throw new Error('The resize emitter timeout must be a number of 0 or more.');
  const dimension = axis === 'x' ? 'width' : 'height';
  let last = read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isDisposed = false;
  return {
    notify() {
      if (isDisposed) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const size = read();
        if (Math.abs(size[dimension] - last[dimension]) <= threshold) return;
        last = size;
        onResize(size);
      }, timeout);
    },
    dispose() {
      isDisposed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** GAL-078 */
export const IMAGE_QUEUE_CONCURRENCY = { desktop: 16, mobile: 1 } as const;

/** GAL-078: how many images load at once. */
export function imageQueueConcurrency(isMobile: boolean): number {
  return isMobile ? IMAGE_QUEUE_CONCURRENCY.mobile : IMAGE_QUEUE_CONCURRENCY.desktop;
}

export interface ImageQueue {
  /**
   * Runs the task when a place is free. Resolves once it has finished, whether it succeeded or
   * failed: a task reports its own failure (a broken image), and one failure never stops the queue.
   */
  add(task: () => Promise<unknown>): Promise<void>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
}

/** GAL-078: a first-in, first-out queue running at most `concurrency` tasks at once. */
export function createImageQueue(concurrency: number): ImageQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`The image queue concurrency must be a whole number of 1 or more (got ${concurrency}).`);
  const waiting: (() => void)[] = [];
  let running = 0;
  const next = () => {
    while (running < concurrency && waiting.length > 0) waiting.shift()?.();
  };
  return {
    add(task) {
      return new Promise<void>((resolve) => {
        waiting.push(() => {
          running += 1;
          new Promise((settle) => settle(task()))
            .catch(() => undefined)
            .then(() => {
              running -= 1;
              resolve();
              next();
            });
        });
        next();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Address history

export interface SlideRef {
  id: string;
  /** The slide's url within its collection. */
  slug?: string;
}

/**
 * GAL-035: the slide's address: the collection's url with a trailing slash ensured, then the
 * slide's url (slug), or its id when it has none.
 */
export function slideIdentifier(collectionUrl: string, slide: SlideRef): string {
  const base = collectionUrl.endsWith('/') ? collectionUrl : `${collectionUrl}/`;
  return base + encodeURIComponent(slide.slug || slide.id);
}

/**
 * GAL-035: the page's own address (the collection's url) and the query to keep, from the address
 * the page was asked for. The server answers a slide's address only as its page's address plus one
 * segment, and then names that segment as the context's itemId: so with a context itemId the last
 * segment goes. ?itemId= leaves the query (the slide's address replaces it).
 */
export function collectionAddress(
  asked: { pathname: string; search: string },
  contextItemId: string | null,
): { pathname: string; search: string } {
  let pathname = asked.pathname || '/';
  if (contextItemId) {
    const segments = pathname.split('/').filter(Boolean);
    segments.pop();
    pathname = `/${segments.join('/')}`;
  }
  const params = new URLSearchParams(asked.search);
  params.delete('itemId');
  const search = params.toString();
  return { pathname, search: search ? `?${search}` : '' };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The last non-empty path segment of an address, without its query or fragment. */
function lastSegment(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return decodeSegment(segments[segments.length - 1] ?? '');
}

/**
 * GAL-036: the index of the slide an itemId names (by id or slug, or a whole slide identifier by its
 * last segment), or -1 when none does.
 */
export function findSlideIndex(slides: readonly SlideRef[], itemId: string | null): number {
  if (!itemId) return -1;
  const matches = (key: string) => (slide: SlideRef) =>
    slide.id === key || (!!slide.slug && slide.slug === key);
  const exact = slides.findIndex(matches(itemId));
  if (exact >= 0) return exact;
  const segment = lastSegment(itemId);
  return segment ? slides.findIndex(matches(segment)) : -1;
}

/**
 * GAL-036: the itemId the page was opened with: the ?itemId= parameter, else the one segment after
 * the collection's path (/gallery/sunset for the collection /gallery); null when neither.
 * collectionPath may also be the collection's full url.
 */
export function itemIdFromLocation(
  loc: { search: string; pathname: string },
  collectionPath: string,
): string | null {
  const fromQuery = new URLSearchParams(loc.search).get('itemId');
  if (fromQuery) return fromQuery;
  const base = new URL(collectionPath, 'http://folio.invalid').pathname.replace(/\/+$/, '');
  if (!loc.pathname.startsWith(`${base}/`)) return null;
  const rest = loc.pathname.slice(base.length + 1).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return null;
  return decodeSegment(rest);
}

// ---------------------------------------------------------------------------------------------
// Autoplay and video

export interface AutoplayVideoState {
  autoplay: boolean;
  /** Autoplay was on and a playing video turned it off. */
  suspendedByVideo: boolean;
}

/** GAL-042: a playing video turns autoplay off; when it stops, autoplay comes back if it was on. */
export function autoplayAfterVideo(
  state: AutoplayVideoState,
  event: 'video-play' | 'video-stop',
): AutoplayVideoState {
  if (event === 'video-play')
    return { autoplay: false, suspendedByVideo: state.suspendedByVideo || state.autoplay };
  if (state.suspendedByVideo) return { autoplay: true, suspendedByVideo: false };
  return { ...state };
}
