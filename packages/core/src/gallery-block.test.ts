import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOCOLUMNS_DEFAULTS,
  AUTOGRID_DEFAULTS,
  AUTOROWS_DEFAULTS,
  autoplayAfterVideo,
  autoplayTimeoutMs,
  CAROUSEL_DEFAULTS,
  collectionAddress,
  createImageQueue,
  createResizeEmitter,
  DEFAULT_GALLERY_BLOCK_DATA,
  designOptionsFor,
  type ElementSize,
  findSlideIndex,
  GALLERY_CONSOLE_MESSAGES,
  GALLERY_KEYS,
  GALLERY_RESIZE_TIMEOUT_MS,
  GRID_DEFAULTS,
  imageQueueConcurrency,
  isStripAlignment,
  itemIdFromLocation,
  KEN_BURNS_ZOOM,
  keyAction,
  metaOverlayLayout,
  newSwipeDuration,
  newSwipeOptions,
  normalizeGalleryBlockData,
  placeholderAspectRatio,
  readGalleryBlockData,
  STACKED_DEFAULTS,
  STACKED_TRANSITIONS,
  STRIP_ALIGNMENTS,
  STRIP_DEFAULTS,
  SWIPE_DISTANCE_PX,
  SWIPE_TIME_MS,
  slideIdentifier,
  stackedTransition,
  stripAlignment,
  swipeDirection,
  THUMBNAIL_ASPECT,
  thumbnailPadding,
} from './gallery-block.ts';

/** An element carrying the given data-gallery-block attribute (or none). */
const anElement = (attribute: string | null) => ({
  getAttribute: (name: string) => (name === 'data-gallery-block' ? attribute : null),
});
const aLog = () => ({ error: vi.fn() });

/** GAL-005: the block data's fields, spelled as stored (some with hyphens). */
const GALLERY_BLOCK_FIELDS = [
  'design',
  'imageAspectRatio',
  'slidesPerRow',
  'lightbox',
  'mixedContent',
  'columnWidth',
  'gutter',
  'listImageSize',
  'lightboxTheme',
  'thumbnails-per-row',
  'thumbnail-strip-height',
  'thumbnail-strip-margin',
  'thumbnails',
  'autoplay',
  'autoplay-duration',
  'active-alignment',
  'square-thumbs',
  'auto-crop',
  'vSize',
  'aspectRatio',
  'padding',
  'meta-position',
];

describe('gallery block data', () => {
  it('GAL-005 the block data has exactly the spec’s 22 fields', () => {
    expect(GALLERY_BLOCK_FIELDS).toHaveLength(22);
    expect(Object.keys(DEFAULT_GALLERY_BLOCK_DATA).sort()).toEqual([...GALLERY_BLOCK_FIELDS].sort());
    const data = normalizeGalleryBlockData({ design: 'carousel', somethingElse: 1 });
    expect(Object.keys(data).sort()).toEqual([...GALLERY_BLOCK_FIELDS].sort());
  });

  it('fills missing and null fields with the defaults and keeps given ones', () => {
    expect(normalizeGalleryBlockData({})).toEqual(DEFAULT_GALLERY_BLOCK_DATA);
    const data = normalizeGalleryBlockData({ design: 'list', gutter: null, 'thumbnails-per-row': 8 });
    expect(data.design).toBe('list');
    expect(data.gutter).toBe(DEFAULT_GALLERY_BLOCK_DATA.gutter);
    expect(data['thumbnails-per-row']).toBe(8);
  });

  it('GAL-012 an unknown design is galleryDesign’s error', () => {
    expect(() => normalizeGalleryBlockData({ design: 'mosaic' })).toThrow(
      'These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)',
    );
  });

  it('GAL-006 imageAspectRatio is Auto or a positive number; a numeric string is parsed', () => {
    expect(normalizeGalleryBlockData({ imageAspectRatio: 'Auto' }).imageAspectRatio).toBe('Auto');
    expect(normalizeGalleryBlockData({ imageAspectRatio: 1.5 }).imageAspectRatio).toBe(1.5);
    expect(normalizeGalleryBlockData({ imageAspectRatio: '0.75' }).imageAspectRatio).toBe(0.75);
    for (const bad of ['wide', 0, -1, '', true, {}])
      expect(() => normalizeGalleryBlockData({ imageAspectRatio: bad })).toThrow();
  });

  it('GAL-007 lightboxTheme is light only for "light"; anything else is dark', () => {
    expect(normalizeGalleryBlockData({ lightboxTheme: 'light' }).lightboxTheme).toBe('light');
    for (const other of ['dark', 'Light', 'blue', 3, undefined])
      expect(normalizeGalleryBlockData({ lightboxTheme: other }).lightboxTheme).toBe('dark');
  });

  it('GAL-008 thumbnails is a boolean', () => {
    expect(normalizeGalleryBlockData({ thumbnails: false }).thumbnails).toBe(false);
    expect(normalizeGalleryBlockData({}).thumbnails).toBe(true);
    expect(() => normalizeGalleryBlockData({ thumbnails: 'yes' })).toThrow();
  });

  it('GAL-009 GAL-018 autoplay-duration is in seconds; the default 5 s is 5000 ms', () => {
    expect(DEFAULT_GALLERY_BLOCK_DATA['autoplay-duration']).toBe(5);
    expect(autoplayTimeoutMs(normalizeGalleryBlockData({}))).toBe(5000);
    expect(autoplayTimeoutMs(normalizeGalleryBlockData({ 'autoplay-duration': 2.5 }))).toBe(2500);
    expect(autoplayTimeoutMs(normalizeGalleryBlockData({ 'autoplay-duration': '3' }))).toBe(3000);
    expect(() => normalizeGalleryBlockData({ 'autoplay-duration': 0 })).toThrow();
  });

  it('GAL-010 active-alignment is left, center or right', () => {
    for (const alignment of ['left', 'center', 'right'])
      expect(normalizeGalleryBlockData({ 'active-alignment': alignment })['active-alignment']).toBe(
        alignment,
      );
    expect(() => normalizeGalleryBlockData({ 'active-alignment': 'middle' })).toThrow();
  });

  it('rejects data that is not an object, and numbers that are not numbers', () => {
    for (const bad of [null, undefined, 'grid', 3, [], [{ design: 'grid' }]])
      expect(() => normalizeGalleryBlockData(bad)).toThrow();
    expect(() => normalizeGalleryBlockData({ gutter: 'wide' })).toThrow('gutter');
    expect(normalizeGalleryBlockData({ gutter: '12' }).gutter).toBe(12);
  });
});

describe('reading gallery block data', () => {
  it('GAL-002 reads the data attribute as JSON, before the node data', () => {
    const log = aLog();
    const element = anElement(JSON.stringify({ design: 'strip', thumbnails: false }));
    const data = readGalleryBlockData(element, { design: 'grid' }, log);
    expect(data).toMatchObject({ design: 'strip', thumbnails: false });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('GAL-002 without the attribute, reads the node data', () => {
    const log = aLog();
    expect(readGalleryBlockData(anElement(null), { design: 'carousel' }, log)?.design).toBe('carousel');
    expect(readGalleryBlockData(null, { design: 'list' }, log)?.design).toBe('list');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('GAL-003 JSON that cannot be decoded logs only the decoding message and gives null', () => {
    for (const broken of ['{design:', '', 'undefined']) {
      const log = aLog();
      expect(readGalleryBlockData(anElement(broken), { design: 'grid' }, log)).toBeNull();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledWith('Error decoding gallery block data.');
    }
  });

  it('GAL-004 data that cannot be evaluated logs only the evaluating message and gives null', () => {
    const cases: [string | null, unknown][] = [
      ['"grid"', undefined],
      ['[1,2]', undefined],
      ['null', undefined],
      ['{"design":"mosaic"}', undefined],
      ['{"thumbnails":"yes"}', undefined],
      [null, 42],
      [null, undefined],
    ];
    for (const [attribute, nodeData] of cases) {
      const log = aLog();
      expect(readGalleryBlockData(anElement(attribute), nodeData, log)).toBeNull();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error).toHaveBeenCalledWith('Error evaluating gallery block data.');
    }
  });

  it('never throws, even when the element itself fails', () => {
    const log = aLog();
    const hostile = {
      getAttribute: () => {
        throw new Error('detached');
      },
    };
    expect(() => readGalleryBlockData(hostile, {}, log)).not.toThrow();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null)), fc.anything(), (attribute, nodeData) => {
        const result = readGalleryBlockData(anElement(attribute), nodeData, { error: () => {} });
        return result === null || GALLERY_BLOCK_FIELDS.every((field) => field in result);
      }),
    );
  });

  it('the console messages are the spec’s texts', () => {
    expect(GALLERY_CONSOLE_MESSAGES).toEqual({
      decode: 'Error decoding gallery block data.',
      evaluate: 'Error evaluating gallery block data.',
      videoLoaderMissing: 'VideoLoader not found',
      imageLoaderMissing: 'Loader2 not found',
      lightboxUnavailable: 'lightboxify is not available in this tier!',
    });
  });
});

describe('gallery keys', () => {
  it('GAL-019 with keyboard on, 37 / ArrowLeft is previous and 39 / ArrowRight is next', () => {
    expect(GALLERY_KEYS).toEqual({ previous: 37, next: 39 });
    const attrs = { keyboard: true, keys: GALLERY_KEYS };
    expect(keyAction({ keyCode: 37 }, attrs)).toBe('previous');
    expect(keyAction({ keyCode: 39 }, attrs)).toBe('next');
    expect(keyAction({ key: 'ArrowLeft' }, attrs)).toBe('previous');
    expect(keyAction({ key: 'ArrowRight', keyCode: 0 }, attrs)).toBe('next');
    expect(keyAction({ keyCode: 13, key: 'Enter' }, attrs)).toBeNull();
    expect(keyAction({}, attrs)).toBeNull();
  });

  it('GAL-019 with keyboard off, arrow keys do nothing', () => {
    const attrs = { keyboard: false, keys: GALLERY_KEYS };
    expect(keyAction({ keyCode: 37, key: 'ArrowLeft' }, attrs)).toBeNull();
    expect(keyAction({ keyCode: 39, key: 'ArrowRight' }, attrs)).toBeNull();
  });

  it('uses the configured key codes', () => {
    const attrs = { keyboard: true, keys: { previous: 65, next: 68 } };
    expect(keyAction({ keyCode: 65 }, attrs)).toBe('previous');
    expect(keyAction({ keyCode: 68 }, attrs)).toBe('next');
    expect(keyAction({ keyCode: 37 }, attrs)).toBeNull();
  });
});

describe('design options', () => {
  it('GAL-049 autogrid defaults are columnWidth 250 and gutter 0', () => {
    expect(designOptionsFor('autogrid')).toEqual({ columnWidth: 250, gutter: 0 });
    expect(AUTOGRID_DEFAULTS).toEqual({ columnWidth: 250, gutter: 0 });
  });

  it('GAL-050 autocolumns defaults are columnWidth 250 and gutter 0', () => {
    expect(designOptionsFor('autocolumns')).toEqual({ columnWidth: 250, gutter: 0 });
    expect(AUTOCOLUMNS_DEFAULTS).toEqual({ columnWidth: 250, gutter: 0 });
  });

  it('GAL-051 autocolumns columnWidth must be a positive number; a numeric string is parsed', () => {
    expect(designOptionsFor('autocolumns', { columnWidth: 180 }).columnWidth).toBe(180);
    expect(designOptionsFor('autocolumns', { columnWidth: '320' }).columnWidth).toBe(320);
    expect(designOptionsFor('autocolumns', { columnWidth: ' 12.5 ' }).columnWidth).toBe(12.5);
    for (const bad of [0, -10, 'wide', '', Number.NaN, Number.POSITIVE_INFINITY, true, {}])
      expect(() => designOptionsFor('autocolumns', { columnWidth: bad })).toThrow(
        /autocolumns columnWidth must be a positive number/,
      );
  });

  it('GAL-052 autorows defaults are rowHeight 250 and gutter 20', () => {
    expect(designOptionsFor('autorows')).toEqual({ rowHeight: 250, gutter: 20 });
    expect(AUTOROWS_DEFAULTS).toEqual({ rowHeight: 250, gutter: 20 });
  });

  it('GAL-053 grid defaults are perRow 4 and padding 20', () => {
    expect(designOptionsFor('grid')).toEqual({ perRow: 4, padding: 20 });
    expect(GRID_DEFAULTS).toEqual({ perRow: 4, padding: 20 });
  });

  it('GAL-046 carousel defaults are gutter 1 percent and slidesPerRow 3', () => {
    expect(designOptionsFor('carousel')).toEqual({ gutter: 1, slidesPerRow: 3 });
    expect(CAROUSEL_DEFAULTS).toEqual({ gutter: 1, slidesPerRow: 3 });
  });

  it('GAL-054 strip defaults are speed 0.5 s, preload 1, alignment middle and vSize 10', () => {
    expect(designOptionsFor('strip')).toEqual({ speed: 0.5, preload: 1, alignment: 'middle', vSize: 10 });
    expect(STRIP_DEFAULTS).toEqual({ speed: 0.5, preload: 1, alignment: 'middle', vSize: 10 });
  });

  it('GAL-059 stacked defaults are speed 1, preload 1, click behaviour next and autoHeight true', () => {
    expect(designOptionsFor('stacked')).toEqual({
      speed: 1,
      preload: 1,
      clickBehavior: 'next',
      autoHeight: true,
      transition: 'fade',
    });
    expect(STACKED_DEFAULTS).toMatchObject({ speed: 1, preload: 1, clickBehavior: 'next', autoHeight: true });
  });

  it('list has no options', () => {
    expect(designOptionsFor('list', { gutter: 3 })).toEqual({});
  });

  it('given options override the defaults; unknown ones are dropped; null keeps the default', () => {
    expect(designOptionsFor('grid', { perRow: '3', padding: 0, colour: 'red' })).toEqual({
      perRow: 3,
      padding: 0,
    });
    expect(designOptionsFor('autorows', { rowHeight: null })).toEqual(AUTOROWS_DEFAULTS);
    expect(designOptionsFor('strip', { alignment: 'left' }).alignment).toBe('start');
    expect(designOptionsFor('stacked', { transition: 'ken-burns', autoHeight: false })).toMatchObject({
      transition: 'ken-burns',
      autoHeight: false,
    });
  });

  it('a value of the wrong kind throws an error naming the design and the option', () => {
    expect(() => designOptionsFor('grid', { perRow: 2.5 })).toThrow(/grid perRow must be a whole number/);
    expect(() => designOptionsFor('autorows', { gutter: -1 })).toThrow(/autorows gutter/);
    expect(() => designOptionsFor('stacked', { autoHeight: 'yes' })).toThrow(/stacked autoHeight/);
    expect(() => designOptionsFor('stacked', { transition: 'wipe' })).toThrow(
      'Could not find transition named wipe',
    );
  });

  it('GAL-012 an unknown design has no options', () => {
    expect(() => designOptionsFor('mosaic' as 'grid')).toThrow(
      /We could not find a design by the name mosaic/,
    );
  });

  it('defaults are not shared with the options returned', () => {
    const options = designOptionsFor('grid');
    options.perRow = 9;
    expect(designOptionsFor('grid').perRow).toBe(4);
    expect(GRID_DEFAULTS.perRow).toBe(4);
  });
});

describe('strip', () => {
  it('GAL-055 strip alignment must be start, middle or end', () => {
    expect(STRIP_ALIGNMENTS).toEqual(['start', 'middle', 'end']);
    for (const alignment of STRIP_ALIGNMENTS) expect(isStripAlignment(alignment)).toBe(true);
    for (const other of ['left', 'center', 'top', '', null, 1]) expect(isStripAlignment(other)).toBe(false);
  });

  it('GAL-056 left, center and right map to start, middle and end; any other value to middle', () => {
    expect(stripAlignment('left')).toBe('start');
    expect(stripAlignment('center')).toBe('middle');
    expect(stripAlignment('right')).toBe('end');
    for (const kept of STRIP_ALIGNMENTS) expect(stripAlignment(kept)).toBe(kept);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const known: Record<string, string> = {
          left: 'start',
          center: 'middle',
          right: 'end',
          start: 'start',
          middle: 'middle',
          end: 'end',
        };
        const expected = typeof value === 'string' && Object.hasOwn(known, value) ? known[value] : 'middle';
        return stripAlignment(value) === expected;
      }),
    );
  });

  it('GAL-057 the thumbnail aspect is 16:9', () => {
    expect(THUMBNAIL_ASPECT).toBeCloseTo(16 / 9);
    expect(320 / THUMBNAIL_ASPECT).toBeCloseTo(180);
  });

  it('GAL-058 the thumbnail padding is capped at 5 and never negative', () => {
    expect(thumbnailPadding(3)).toBe(3);
    expect(thumbnailPadding(5)).toBe(5);
    expect(thumbnailPadding(12)).toBe(5);
    expect(thumbnailPadding(-2)).toBe(0);
    expect(thumbnailPadding(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.double(), (n) => {
        const padding = thumbnailPadding(n);
        return padding >= 0 && padding <= 5;
      }),
    );
  });
});

describe('stacked transitions', () => {
  it('GAL-060 the transitions, with fade the default', () => {
    expect(STACKED_TRANSITIONS).toEqual(['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']);
    expect(stackedTransition()).toBe('fade');
    expect(stackedTransition('')).toBe('fade');
    for (const name of STACKED_TRANSITIONS) expect(stackedTransition(name)).toBe(name);
  });

  it('GAL-061 an unknown transition throws with its name', () => {
    expect(() => stackedTransition('dissolve')).toThrow(
      new Error('Could not find transition named dissolve'),
    );
  });

  it('GAL-062 the ken-burns zoom is 1.075', () => {
    expect(KEN_BURNS_ZOOM).toBe(1.075);
  });

  it('GAL-063 a swipe counts when the pointer moves 50 px within 250 ms', () => {
    expect(SWIPE_DISTANCE_PX).toBe(50);
    expect(SWIPE_TIME_MS).toBe(250);
    expect(swipeDirection({ dx: -50, dt: 250 })).toBe('next');
    expect(swipeDirection({ dx: 50, dt: 250 })).toBe('previous');
    expect(swipeDirection({ dx: -120, dy: 10, dt: 80 })).toBe('next');
    expect(swipeDirection({ dx: -49, dt: 100 })).toBeNull();
    expect(swipeDirection({ dx: -200, dt: 251 })).toBeNull();
  });

  it('a mostly vertical move is a scroll, not a swipe', () => {
    expect(swipeDirection({ dx: -60, dy: 200, dt: 100 })).toBeNull();
  });

  it('GAL-063 any move counts as a swipe exactly when it is 50 px or more within 250 ms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 0, max: 1000 }),
        (dx, dt) =>
          (swipeDirection({ dx, dt }) !== null) === (Math.abs(dx) >= 50 && dt <= 250) &&
          (swipeDirection({ dx, dt }) !== 'next' || dx < 0),
      ),
    );
  });

  it('GAL-064 new-swipe boundaries must each be none, hard or inertial', () => {
    expect(newSwipeOptions({ boundaries: { start: 'none', end: 'inertial' } }).boundaries).toEqual({
      start: 'none',
      end: 'inertial',
    });
    expect(newSwipeOptions({ boundaries: 'inertial' }).boundaries).toEqual({
      start: 'inertial',
      end: 'inertial',
    });
    expect(newSwipeOptions().boundaries).toEqual({ start: 'hard', end: 'hard' });
    expect(() => newSwipeOptions({ boundaries: { start: 'soft' } })).toThrow(
      /new-swipe start boundary must be none, hard or inertial/,
    );
    expect(() => newSwipeOptions({ boundaries: { end: 3 } })).toThrow(/end boundary/);
  });

  it('GAL-065 new-swipe snapPoints must be a percentage string or none', () => {
    expect(newSwipeOptions({ snapPoints: '50%' }).snapPoints).toBe('50%');
    expect(newSwipeOptions({ snapPoints: '12.5%' }).snapPoints).toBe('12.5%');
    expect(newSwipeOptions({ snapPoints: 'none' }).snapPoints).toBe('none');
    for (const bad of ['50', 50, '%', '150%', '-5%', 'half', null])
      expect(() => newSwipeOptions({ snapPoints: bad })).toThrow(/snapPoints must be a percentage/);
  });

  it('GAL-066 the new-swipe animation lasts 0.2 to 0.5 s, 0.3 to 0.5 s on wide screens', () => {
    expect(newSwipeDuration(1, false)).toBe(0.5);
    expect(newSwipeDuration(0, false)).toBe(0.2);
    expect(newSwipeDuration(0, true)).toBe(0.3);
    expect(newSwipeDuration(0.8, true)).toBeCloseTo(0.4);
    expect(newSwipeDuration(3, false)).toBe(0.5);
    fc.assert(
      fc.property(fc.double(), fc.boolean(), (fraction, isWide) => {
        const duration = newSwipeDuration(fraction, isWide);
        return duration >= (isWide ? 0.3 : 0.2) && duration <= 0.5;
      }),
    );
  });
});

describe('layout', () => {
  it('GAL-067 the caption scrolls above 90 percent of the container, capped at 40 percent of it', () => {
    expect(metaOverlayLayout(450, 500)).toEqual({ isScrollable: false, maxHeight: null });
    expect(metaOverlayLayout(451, 500)).toEqual({ isScrollable: true, maxHeight: 200 });
    expect(metaOverlayLayout(100, 500)).toEqual({ isScrollable: false, maxHeight: null });
    expect(metaOverlayLayout(100, 0)).toEqual({ isScrollable: false, maxHeight: null });
  });

  it('GAL-068 the placeholder aspect ratio is 65 for Auto, else 100 divided by the columns', () => {
    expect(placeholderAspectRatio('Auto', 3)).toBe(65);
    expect(placeholderAspectRatio(1.5, 4)).toBe(25);
    expect(placeholderAspectRatio(1, 1)).toBe(100);
    expect(placeholderAspectRatio(1, 0)).toBe(100);
  });
});

describe('resize emitter', () => {
  let size: ElementSize;
  const read = () => ({ ...size });

  beforeEach(() => {
    vi.useFakeTimers();
    size = { width: 800, height: 600 };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GAL-075 the threshold must be a number', () => {
    for (const threshold of ['10', Number.NaN, Number.POSITIVE_INFINITY, undefined])
      expect(() => createResizeEmitter({ threshold: threshold as number, read, onResize: () => {} })).toThrow(
        new Error('The resize emitter threshold must be a number.'),
      );
    expect(() => createResizeEmitter({ threshold: 0, read, onResize: () => {} })).not.toThrow();
  });

  it('GAL-076 the axis must be x or y', () => {
    expect(() => createResizeEmitter({ threshold: 10, axis: 'z' as 'x', read, onResize: () => {} })).toThrow(
      new Error('The resize emitter axis must be x or y.'),
    );
    expect(() => createResizeEmitter({ threshold: 10, axis: 'y', read, onResize: () => {} })).not.toThrow();
  });

  it('GAL-077 the timeout defaults to 300 ms, and resizes within it are one check', () => {
    const onResize = vi.fn();
    const emitter = createResizeEmitter({ threshold: 10, read, onResize });
    size = { width: 700, height: 600 };
    emitter.notify();
    vi.advanceTimersByTime(200);
    emitter.notify();
    vi.advanceTimersByTime(299);
    expect(onResize).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResize).toHaveBeenCalledTimes(1);
    expect(onResize).toHaveBeenCalledWith({ width: 700, height: 600 });
  });

  it('GAL-077 galleries use 100 ms', () => {
    expect(GALLERY_RESIZE_TIMEOUT_MS).toBe(100);
    const onResize = vi.fn();
    const emitter = createResizeEmitter({
      threshold: 10,
      timeout: GALLERY_RESIZE_TIMEOUT_MS,
      read,
      onResize,
    });
    size = { width: 500, height: 600 };
    emitter.notify();
    vi.advanceTimersByTime(100);
    expect(onResize).toHaveBeenCalledTimes(1);
  });

  it('reports only changes along its axis larger than the threshold since the last report', () => {
    const onResize = vi.fn();
    const emitter = createResizeEmitter({ threshold: 20, read, onResize });
    const resizeTo = (width: number, height: number) => {
      size = { width, height };
      emitter.notify();
      vi.runAllTimers();
    };
    resizeTo(810, 300);
    resizeTo(820, 300);
    expect(onResize).not.toHaveBeenCalled();
    resizeTo(821, 300);
    expect(onResize).toHaveBeenLastCalledWith({ width: 821, height: 300 });
    resizeTo(835, 300);
    expect(onResize).toHaveBeenCalledTimes(1);
    resizeTo(800, 300);
    expect(onResize).toHaveBeenCalledTimes(2);
  });

  it('on the y axis, watches the height', () => {
    const onResize = vi.fn();
    const emitter = createResizeEmitter({ threshold: 5, axis: 'y', read, onResize });
    size = { width: 100, height: 600 };
    emitter.notify();
    vi.runAllTimers();
    expect(onResize).not.toHaveBeenCalled();
    size = { width: 100, height: 610 };
    emitter.notify();
    vi.runAllTimers();
    expect(onResize).toHaveBeenCalledWith({ width: 100, height: 610 });
  });

  it('reports nothing after dispose', () => {
    const onResize = vi.fn();
    const emitter = createResizeEmitter({ threshold: 0, read, onResize });
    size = { width: 10, height: 10 };
    emitter.notify();
    emitter.dispose();
    emitter.notify();
    vi.runAllTimers();
    expect(onResize).not.toHaveBeenCalled();
  });
});

describe('image queue', () => {
  /** A task whose promise the test settles, counting how many run at once. */
  const tracker = () => {
    let running = 0;
    let peak = 0;
    const settlers: (() => void)[] = [];
    const task =
      (shouldFail = false) =>
      () =>
        new Promise<void>((resolve, reject) => {
          running += 1;
          peak = Math.max(peak, running);
          settlers.push(() => {
            running -= 1;
            if (shouldFail) reject(new Error('broken image'));
            else resolve();
          });
        });
    return { task, settlers, peak: () => peak, running: () => running };
  };
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('GAL-078 loads 16 images at a time on desktop and 1 on mobile', () => {
    expect(imageQueueConcurrency(false)).toBe(16);
    expect(imageQueueConcurrency(true)).toBe(1);
  });

  it('GAL-078 never runs more than its concurrency at once, and runs every task', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 30 }),
        async (limit, count) => {
          const t = tracker();
          const queue = createImageQueue(limit);
          const done = Array.from({ length: count }, () => queue.add(t.task()));
          await flush();
          while (t.settlers.length > 0) {
            expect(t.running()).toBeLessThanOrEqual(limit);
            t.settlers.shift()?.();
            await flush();
          }
          await Promise.all(done);
          expect(t.peak()).toBe(Math.min(limit, count));
          expect(queue.running).toBe(0);
          expect(queue.waiting).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a failing task does not stop the queue, and its add still resolves', async () => {
    const queue = createImageQueue(1);
    const order: string[] = [];
    const first = queue.add(async () => {
      order.push('broken');
      throw new Error('broken image');
    });
    const second = queue.add(() => {
      throw new Error('thrown at once');
    });
    const third = queue.add(async () => {
      order.push('fine');
    });
    await expect(Promise.all([first, second, third])).resolves.toEqual([undefined, undefined, undefined]);
    expect(order).toEqual(['broken', 'fine']);
  });

  it('on mobile, the second image waits for the first', async () => {
    const t = tracker();
    const queue = createImageQueue(imageQueueConcurrency(true));
    queue.add(t.task(true));
    queue.add(t.task());
    await flush();
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(1);
    t.settlers.shift()?.();
    await flush();
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => createImageQueue(0)).toThrow(/concurrency/);
    expect(() => createImageQueue(1.5)).toThrow(/concurrency/);
  });
});

describe('address history', () => {
  const slides = [{ id: 'a1' }, { id: 'b2', slug: 'sunset' }, { id: 'c3', slug: 'harbour-at-night' }];

  it('GAL-035 the identifier is the collection url, a trailing slash ensured, then the slide url or id', () => {
    expect(slideIdentifier('https://example.com/gallery', { id: 'b2', slug: 'sunset' })).toBe(
      'https://example.com/gallery/sunset',
    );
    expect(slideIdentifier('https://example.com/gallery/', { id: 'b2', slug: 'sunset' })).toBe(
      'https://example.com/gallery/sunset',
    );
    expect(slideIdentifier('https://example.com/gallery', { id: 'a1' })).toBe(
      'https://example.com/gallery/a1',
    );
    expect(slideIdentifier('https://example.com/gallery', { id: 'a1', slug: '' })).toBe(
      'https://example.com/gallery/a1',
    );
  });

  it('GAL-036 an itemId selects the slide with that id or slug, or -1', () => {
    expect(findSlideIndex(slides, 'a1')).toBe(0);
    expect(findSlideIndex(slides, 'sunset')).toBe(1);
    expect(findSlideIndex(slides, 'c3')).toBe(2);
    expect(findSlideIndex(slides, 'nope')).toBe(-1);
    expect(findSlideIndex(slides, null)).toBe(-1);
    expect(findSlideIndex(slides, '')).toBe(-1);
  });

  it('GAL-036 a whole slide identifier selects its slide by the last segment', () => {
    for (const slide of slides) {
      const identifier = slideIdentifier('https://example.com/gallery', slide);
      expect(findSlideIndex(slides, identifier)).toBe(slides.indexOf(slide));
    }
    expect(findSlideIndex(slides, 'https://example.com/gallery/sunset/?x=1')).toBe(1);
    expect(findSlideIndex(slides, 'https://example.com/gallery/')).toBe(-1);
  });

  it('GAL-036 the itemId in the address: ?itemId= first, else the segment after the collection', () => {
    expect(itemIdFromLocation({ search: '?itemId=sunset', pathname: '/gallery/a1' }, '/gallery')).toBe(
      'sunset',
    );
    expect(itemIdFromLocation({ search: '', pathname: '/gallery/sunset' }, '/gallery')).toBe('sunset');
    expect(itemIdFromLocation({ search: '', pathname: '/gallery/sunset/' }, '/gallery/')).toBe('sunset');
    expect(itemIdFromLocation({ search: '', pathname: '/gallery/caf%C3%A9' }, '/gallery')).toBe('café');
    expect(
      itemIdFromLocation({ search: '', pathname: '/gallery/sunset' }, 'https://example.com/gallery'),
    ).toBe('sunset');
    expect(itemIdFromLocation({ search: '', pathname: '/gallery' }, '/gallery')).toBeNull();
    expect(itemIdFromLocation({ search: '', pathname: '/gallery/a/b' }, '/gallery')).toBeNull();
    expect(itemIdFromLocation({ search: '', pathname: '/galleryx/sunset' }, '/gallery')).toBeNull();
    expect(itemIdFromLocation({ search: '?itemId=', pathname: '/other' }, '/gallery')).toBeNull();
  });

  it('issue 14 item 12: GAL-035 the page address is the asked one, less the slide segment the server named', () => {
    expect(collectionAddress({ pathname: '/gallery', search: '' }, null)).toEqual({
      pathname: '/gallery',
      search: '',
    });
    expect(
      collectionAddress({ pathname: '/gallery/pine-fog', search: '?nomotion=true' }, 'pine-fog'),
    ).toEqual({ pathname: '/gallery', search: '?nomotion=true' });
    // An encoded segment goes as well as a plain one (the context holds it decoded).
    expect(collectionAddress({ pathname: '/gallery/caf%C3%A9/', search: '' }, 'café').pathname).toBe(
      '/gallery',
    );
    // The home page's slides: /pine-fog is the page / and a slide.
    expect(collectionAddress({ pathname: '/pine-fog', search: '' }, 'pine-fog').pathname).toBe('/');
    expect(collectionAddress({ pathname: '/gallery', search: '?itemId=x&ref=mail' }, null)).toEqual({
      pathname: '/gallery',
      search: '?ref=mail',
    });
  });

  it('GAL-035 GAL-036 a slide’s identifier, opened as the address, selects that slide', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (ids, pick) => {
          const list = ids.map((id) => ({ id }));
          const wanted = pick % list.length;
          const address = new URL(slideIdentifier('https://example.com/gallery', list[wanted]!));
          const itemId = itemIdFromLocation(address, '/gallery');
          return findSlideIndex(list, itemId) === wanted;
        },
      ),
    );
  });
});

describe('autoplay and video', () => {
  it('GAL-042 a playing video turns autoplay off, and stopping restores it', () => {
    const playing = autoplayAfterVideo({ autoplay: true, suspendedByVideo: false }, 'video-play');
    expect(playing).toEqual({ autoplay: false, suspendedByVideo: true });
    expect(autoplayAfterVideo(playing, 'video-stop')).toEqual({ autoplay: true, suspendedByVideo: false });
  });

  it('GAL-042 stopping a video does not turn on autoplay that was off', () => {
    const playing = autoplayAfterVideo({ autoplay: false, suspendedByVideo: false }, 'video-play');
    expect(playing).toEqual({ autoplay: false, suspendedByVideo: false });
    expect(autoplayAfterVideo(playing, 'video-stop')).toEqual({ autoplay: false, suspendedByVideo: false });
  });

  it('a second play while suspended still restores autoplay on stop', () => {
    const once = autoplayAfterVideo({ autoplay: true, suspendedByVideo: false }, 'video-play');
    const twice = autoplayAfterVideo(once, 'video-play');
    expect(autoplayAfterVideo(twice, 'video-stop').autoplay).toBe(true);
  });
});
