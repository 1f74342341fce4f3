// The Heading's island (issue 19, docs/decisions/051), no React.
// Shrink to fit: the heading stays on one line at the largest whole-pixel size, down to 11 px
// (UI-055), at which it fits; it recomputes after resizes with a 100 ms debounce (UI-056). If
// nothing fits even at 11 px the text wraps again at 11 px rather than being cut.
// Entrance: a heading below the fold fades (or rises) in over 0.3 s (UI-061) once a tenth of it is
// in view (UI-068's thresholds); one already in view, or any with reduced motion, stays as it is.
import {
  ANIMATION_DURATION_S,
  ANIMATION_REVEAL_RATIO,
  ANIMATION_VISIBILITY_THRESHOLDS,
  fitFontSize,
  type HeadingIslandProps,
  TEXT_SHRINK_DEBOUNCE_MS,
  TEXT_SHRINK_MIN_FONT_PX,
} from '@folio/core/text-shrink';

export function fitHeading(heading: HTMLElement): number {
  heading.style.fontSize = '';
  heading.style.whiteSpace = 'nowrap';
  const start = Number.parseFloat(getComputedStyle(heading).fontSize) || TEXT_SHRINK_MIN_FONT_PX;
  const fits = (size: number) => {
    heading.style.fontSize = `${size}px`;
    return heading.scrollWidth <= heading.clientWidth;
  };
  const size = fitFontSize(start, fits);
  heading.style.fontSize = `${size}px`;
  if (!fits(size)) heading.style.whiteSpace = 'normal';
  heading.dataset.shrunk = String(size);
  return size;
}

/** Fits now, after fonts load and 100 ms after resizes of `view`; the answer undoes it all. */
export function shrink(heading: HTMLElement, view: Window = window): () => void {
  fitHeading(heading);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fitHeading(heading), TEXT_SHRINK_DEBOUNCE_MS);
  };
  view.addEventListener('resize', onResize);
  // Web fonts change the width once they arrive.
  void heading.ownerDocument.fonts?.ready.then(() => fitHeading(heading));
  return () => {
    clearTimeout(timer);
    view.removeEventListener('resize', onResize);
    heading.style.fontSize = '';
    heading.style.whiteSpace = '';
    delete heading.dataset.shrunk;
  };
}

function isMotionReduced(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Hides a heading out of view at first and shows it, moving, once a tenth of it is in view. */
export function enter(heading: HTMLElement, entrance: HeadingIslandProps['entrance']): () => void {
  if (entrance === 'none' || isMotionReduced() || typeof IntersectionObserver !== 'function') return () => {};
  let isFirst = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const ratio = Math.max(...entries.map((e) => e.intersectionRatio));
      if (isFirst) {
        isFirst = false;
        if (ratio >= ANIMATION_REVEAL_RATIO) return observer.disconnect();
        heading.style.opacity = '0';
        if (entrance === 'rise') heading.style.transform = 'translateY(1rem)';
        heading.dataset.entrance = 'waiting';
        return;
      }
      if (ratio < ANIMATION_REVEAL_RATIO) return;
      observer.disconnect();
      heading.style.transition = `opacity ${ANIMATION_DURATION_S}s ease-out, transform ${ANIMATION_DURATION_S}s ease-out`;
      heading.style.opacity = '';
      heading.style.transform = '';
      heading.dataset.entrance = 'shown';
    },
    { threshold: [...ANIMATION_VISIBILITY_THRESHOLDS] },
  );
  observer.observe(heading);
  return () => observer.disconnect();
}

export function enhance(element: HTMLElement, props: Partial<HeadingIslandProps> = {}): () => void {
  const heading = element.firstElementChild as HTMLElement | null;
  if (!heading) return () => {};
  const stops = [props.shrinkToFit ? shrink(heading) : () => {}, enter(heading, props.entrance ?? 'none')];
  return () => {
    for (const stop of stops) stop();
  };
}
