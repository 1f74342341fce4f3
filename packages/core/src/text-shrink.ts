// Text shrink (issue 19, docs/decisions/051): a Heading block with "Shrink to fit" keeps its text
// on one line and takes the largest whole-pixel font size, from its own size down to 11 px, at
// which the line fits its container. Pure rules shared by the page codec (refused on save), the
// browser island and the tests.

/** UI-055: text shrink does not go below a font size of 11 (px). */
export const TEXT_SHRINK_MIN_FONT_PX = 11;
/** UI-056: text shrink recomputes on resize with a debounce of 100 ms. */
export const TEXT_SHRINK_DEBOUNCE_MS = 100;

export const TEXT_SHRINK_MESSAGE = 'Shrink to fit must be yes or no.';

/**
 * The largest whole-pixel size from `startPx` down to UI-055's minimum at which `fits(size)` holds
 * (a binary search: few layouts); the minimum when nothing fits, `startPx` when it already fits.
 */
export function fitFontSize(startPx: number, fits: (sizePx: number) => boolean): number {
  const top = Math.max(TEXT_SHRINK_MIN_FONT_PX, Math.floor(startPx));
  if (fits(top)) return top;
  let low = TEXT_SHRINK_MIN_FONT_PX;
  let high = top - 1;
  let best = TEXT_SHRINK_MIN_FONT_PX;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) {
      best = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return best;
}

/** The Heading block's props refused on save: shrinkToFit a boolean, entrance one of the three. */
export function headingProblem(props: Record<string, unknown>): string | null {
  if ('shrinkToFit' in props && props.shrinkToFit !== undefined && typeof props.shrinkToFit !== 'boolean')
    return TEXT_SHRINK_MESSAGE;
  if (
    'entrance' in props &&
    props.entrance !== undefined &&
    !HEADING_ENTRANCES.includes(props.entrance as never)
  )
    return ENTRANCE_MESSAGE;
  return null;
}

/** UI-061: the default animation duration, in seconds. */
export const ANIMATION_DURATION_S = 0.3;
/** UI-068: the visibility thresholds an animation observes. */
export const ANIMATION_VISIBILITY_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
/** Decision 051: a heading animates in once a tenth of it is in view (the second threshold). */
export const ANIMATION_REVEAL_RATIO = ANIMATION_VISIBILITY_THRESHOLDS[1];

/** Decision 051: how a Heading enters when scrolled into view. */
export const HEADING_ENTRANCES = ['none', 'fade', 'rise'] as const;
export type HeadingEntrance = (typeof HEADING_ENTRANCES)[number];
export const ENTRANCE_MESSAGE = 'Entrance must be none, fade or rise.';

/** The Heading's island props: only what the browser needs. */
export interface HeadingIslandProps {
  shrinkToFit: boolean;
  entrance: HeadingEntrance;
}
