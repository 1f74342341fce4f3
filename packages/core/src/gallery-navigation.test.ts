import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoplayStep,
  carouselControls,
  carouselGroupCount,
  carouselSlidesPerRow,
  controlsDisabled,
  type GalleryState,
  isMotionAllowed,
  isPausedByHover,
  linkedIndex,
  nextSlide,
  normalizeIndex,
  previousSlide,
  setIndex,
} from './gallery-navigation.ts';

const gallery = (extra: Partial<GalleryState> = {}): GalleryState => ({
  index: 0,
  count: 5,
  loop: false,
  inMotion: false,
  ...extra,
});

describe('gallery navigation', () => {
  it('GAL-021 a negative index wraps around from the end', () => {
    expect(normalizeIndex(-1, 5)).toBe(4);
    expect(normalizeIndex(-6, 5)).toBe(4);
  });

  it('GAL-022 an index above the count wraps by modulo, for any whole number', () => {
    expect(normalizeIndex(7, 5)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 200 }), (i, n) => {
        const r = normalizeIndex(i, n);
        return r >= 0 && r < n && (((i - r) % n) + n) % n === 0;
      }),
    );
  });

  it('GAL-023 a change is refused while a transition runs', () => {
    expect(setIndex(gallery({ inMotion: true }), 2)).toEqual({ kind: 'refused', reason: 'in-motion' });
    expect(setIndex(gallery(), 2)).toEqual({ kind: 'moved', index: 2 });
  });

  it('GAL-024 a change is refused while a linked gallery moves at another index', () => {
    expect(setIndex(gallery(), 2, [{ index: 3, inMotion: true }])).toEqual({
      kind: 'refused',
      reason: 'linked-in-motion',
    });
    expect(setIndex(gallery(), 2, [{ index: 2, inMotion: true }])).toEqual({ kind: 'moved', index: 2 });
    expect(setIndex(gallery(), 2, [{ index: 3, inMotion: false }])).toEqual({ kind: 'moved', index: 2 });
  });

  it('GAL-025 GAL-026 with loop on, next from the last goes to the first and previous from the first to the last', () => {
    expect(nextSlide(gallery({ loop: true, index: 4 }))).toEqual({ kind: 'moved', index: 0 });
    expect(previousSlide(gallery({ loop: true, index: 0 }))).toEqual({ kind: 'moved', index: 4 });
  });

  it('GAL-027 GAL-028 with loop off, the ends fire reachedEnd and reachedBeginning and stay', () => {
    expect(nextSlide(gallery({ index: 4 }))).toEqual({ kind: 'reachedEnd', index: 4 });
    expect(previousSlide(gallery({ index: 0 }))).toEqual({ kind: 'reachedBeginning', index: 0 });
    expect(nextSlide(gallery({ index: 1 }))).toEqual({ kind: 'moved', index: 2 });
  });

  it('GAL-029 with loop off, previous is disabled at the first slide and next at the last', () => {
    expect(controlsDisabled(gallery({ index: 0 }))).toEqual({ previous: true, next: false });
    expect(controlsDisabled(gallery({ index: 4 }))).toEqual({ previous: false, next: true });
    expect(controlsDisabled(gallery({ index: 4, loop: true }))).toEqual({ previous: false, next: false });
  });

  it('GAL-030 a linked thumbnail strip follows the main gallery’s index', () => {
    expect(linkedIndex(3, 5)).toBe(3);
    expect(linkedIndex(7, 5)).toBe(2);
  });

  it('GAL-037 GAL-038 autoplay goes to the next slide, or with randomize to a random other one', () => {
    expect(autoplayStep({ index: 4, count: 5 }, false)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (count, i, r) => {
          const index = i % count;
          const to = autoplayStep({ index, count }, true, () => r);
          return to !== index && to >= 0 && to < count;
        },
      ),
    );
  });

  it('GAL-039 GAL-040 hovering pauses autoplay, except on mobile', () => {
    expect(isPausedByHover({ isHovered: true, pauseOnMouseover: true, isMobile: false })).toBe(true);
    expect(isPausedByHover({ isHovered: true, pauseOnMouseover: true, isMobile: true })).toBe(false);
    expect(isPausedByHover({ isHovered: true, pauseOnMouseover: false, isMobile: false })).toBe(false);
  });

  it('GAL-041 nomotion=true in the address turns autoplay off', () => {
    expect(isMotionAllowed('?nomotion=true')).toBe(false);
    expect(isMotionAllowed('?nomotion=false')).toBe(true);
    expect(isMotionAllowed('')).toBe(true);
  });

  it('GAL-043 GAL-044 GAL-045 carousel groups: the ceiling of slides per row, arrows hidden when all fit, disabled at the ends', () => {
    expect(carouselGroupCount(7, 3)).toBe(3);
    expect(carouselGroupCount(6, 3)).toBe(2);
    expect(carouselControls(0, 1)).toMatchObject({ isHidden: true });
    expect(carouselControls(0, 3)).toEqual({ isHidden: false, previousDisabled: true, nextDisabled: false });
    expect(carouselControls(2, 3)).toEqual({ isHidden: false, previousDisabled: false, nextDisabled: true });
  });

  it('GAL-047 GAL-048 the carousel shows 2 per row below 480 px and at most 3 below 724 px', () => {
    expect(carouselSlidesPerRow(4, 400)).toBe(2);
    expect(carouselSlidesPerRow(4, 600)).toBe(3);
    expect(carouselSlidesPerRow(2, 600)).toBe(2);
    expect(carouselSlidesPerRow(5, 1200)).toBe(5);
  });
});
