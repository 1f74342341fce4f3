// The Heading's island (issue 19, docs/decisions/051), no React: a heading with "Shrink to fit"
// stays on one line at the largest whole-pixel size, down to 11 px (UI-055), at which it fits;
// it recomputes after resizes with a 100 ms debounce (UI-056). Nothing fits even at 11 px: the
// text wraps again at 11 px rather than being cut.
import { fitFontSize, TEXT_SHRINK_DEBOUNCE_MS, TEXT_SHRINK_MIN_FONT_PX } from '@folio/core/text-shrink';

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

export function enhance(element: HTMLElement): () => void {
  const heading = element.firstElementChild as HTMLElement | null;
  if (!heading) return () => {};
  fitHeading(heading);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fitHeading(heading), TEXT_SHRINK_DEBOUNCE_MS);
  };
  addEventListener('resize', onResize);
  // Web fonts change the width once they arrive.
  void document.fonts?.ready.then(() => fitHeading(heading));
  return () => {
    clearTimeout(timer);
    removeEventListener('resize', onResize);
  };
}
