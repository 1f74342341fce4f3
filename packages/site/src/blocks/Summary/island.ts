// The Summary carousel's arrows (docs/decisions/038), no React: the row scrolls by itself (CSS
// scroll-snap, Tab moves through the items); the arrows scroll it a view at a time, are shown
// only when the row overflows, and say when they are at its ends. List and grid have no island.
function isMotionReduced(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function enhance(element: HTMLElement): void {
  const track = element.querySelector<HTMLElement>('[data-summary-track]');
  const controls = element.querySelector<HTMLElement>('[data-summary-controls]');
  if (!track || !controls) return;
  const buttons = Array.from(controls.querySelectorAll<HTMLButtonElement>('[data-summary-step]'));
  const update = () => {
    const max = track.scrollWidth - track.clientWidth;
    controls.hidden = max <= 1;
    for (const button of buttons) {
      const step = Number(button.dataset.summaryStep);
      // aria-disabled, not disabled: a button that keeps focus at the row's end (Enter held).
      const isAtEnd = step < 0 ? track.scrollLeft <= 1 : track.scrollLeft >= max - 1;
      button.setAttribute('aria-disabled', String(isAtEnd));
    }
  };
  for (const button of buttons)
    button.addEventListener('click', () => {
      const step = Number(button.dataset.summaryStep);
      track.scrollBy({
        left: step * Math.max(track.clientWidth * 0.9, 1),
        behavior: isMotionReduced() ? 'auto' : 'smooth',
      });
    });
  track.addEventListener('scroll', update, { passive: true });
  if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(track);
  update();
}
