// How a gallery moves between slides (GAL-021..030, GAL-037..048): index rules, loop ends,
// linked galleries, autoplay steps and carousel groups. Pure: the gallery island owns the DOM
// and the timers, and asks these what to do.

export interface GalleryState {
  /** The slide shown. */
  index: number;
  count: number;
  loop: boolean;
  /** A transition is running. */
  inMotion: boolean;
}

export type MoveResult =
  | { kind: 'moved'; index: number }
  | { kind: 'refused'; reason: 'in-motion' | 'linked-in-motion' | 'empty' }
  | { kind: 'reachedEnd' | 'reachedBeginning'; index: number };

/** GAL-021, GAL-022: any index onto 0..count-1; negatives wrap from the end, larger ones by modulo. */
export function normalizeIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/**
 * GAL-023, GAL-024: changing the index is refused while this gallery moves, and while a linked
 * gallery moves at another index.
 */
export function setIndex(
  state: GalleryState,
  index: number,
  linked: readonly Pick<GalleryState, 'index' | 'inMotion'>[] = [],
): MoveResult {
  if (state.count <= 0) return { kind: 'refused', reason: 'empty' };
  if (state.inMotion) return { kind: 'refused', reason: 'in-motion' };
  const target = normalizeIndex(index, state.count);
  if (linked.some((g) => g.inMotion && g.index !== target))
    return { kind: 'refused', reason: 'linked-in-motion' };
  return { kind: 'moved', index: target };
}

/** GAL-025, GAL-027: next wraps to the first with loop on; without, it stays and reaches the end. */
export function nextSlide(
  state: GalleryState,
  linked: readonly Pick<GalleryState, 'index' | 'inMotion'>[] = [],
): MoveResult {
  if (!state.loop && state.index >= state.count - 1) return { kind: 'reachedEnd', index: state.index };
  return setIndex(state, state.index + 1, linked);
}

/** GAL-026, GAL-028 */
export function previousSlide(
  state: GalleryState,
  linked: readonly Pick<GalleryState, 'index' | 'inMotion'>[] = [],
): MoveResult {
  if (!state.loop && state.index <= 0) return { kind: 'reachedBeginning', index: state.index };
  return setIndex(state, state.index - 1, linked);
}

/** GAL-029: with loop off, previous is disabled on the first slide and next on the last. */
export function controlsDisabled(state: Pick<GalleryState, 'index' | 'count' | 'loop'>) {
  if (state.loop) return { previous: false, next: false };
  return { previous: state.index <= 0, next: state.index >= state.count - 1 };
}

/** GAL-030: the index a linked gallery (a thumbnail strip) shows for the main one's index. */
export function linkedIndex(mainIndex: number, linkedCount: number): number {
  return normalizeIndex(mainIndex, linkedCount);
}

/**
 * GAL-037, GAL-038: the index autoplay goes to next: the following slide, or with randomize a
 * random one other than the current. `random` returns [0, 1) like Math.random.
 */
export function autoplayStep(
  state: Pick<GalleryState, 'index' | 'count'>,
  randomize: boolean,
  random: () => number = Math.random,
): number {
  if (state.count <= 1) return 0;
  if (!randomize) return normalizeIndex(state.index + 1, state.count);
  // A random pick among the other slides: skip over the current one.
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999_999) : 0;
  const pick = Math.min(state.count - 2, Math.floor(unit * (state.count - 1)));
  return pick >= state.index ? pick + 1 : pick;
}

/** GAL-039, GAL-040: hovering pauses autoplay when pauseOnMouseover, except on mobile. */
export function isPausedByHover(input: { isHovered: boolean; pauseOnMouseover: boolean; isMobile: boolean }) {
  return input.isHovered && input.pauseOnMouseover && !input.isMobile;
}

/** GAL-041: ?nomotion=true in the address turns autoplay off. */
export function isMotionAllowed(search: string): boolean {
  return new URLSearchParams(search).get('nomotion') !== 'true';
}

/** GAL-046..048: the carousel's slides per row for a container width. */
export function carouselSlidesPerRow(configured: number, width: number): number {
  if (width < 480) return Math.min(configured, 2);
  if (width < 724) return Math.min(configured, 3);
  return configured;
}

/** GAL-043: how many groups the carousel pages through. */
export function carouselGroupCount(slideCount: number, slidesPerRow: number): number {
  return Math.ceil(slideCount / Math.max(1, slidesPerRow));
}

/**
 * GAL-044, GAL-045: the carousel's arrows: hidden when every slide fits, else previous disabled
 * on the first group and next on the last.
 */
export function carouselControls(group: number, groupCount: number) {
  if (groupCount <= 1) return { isHidden: true, previousDisabled: true, nextDisabled: true };
  return { isHidden: false, previousDisabled: group <= 0, nextDisabled: group >= groupCount - 1 };
}
