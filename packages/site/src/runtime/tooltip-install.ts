// The always-on part of tooltips (decision 045): one listener for the first hover or focus of an
// element with `data-tooltip`; only then is tooltip.ts downloaded. A page without one loads none.
type TooltipModule = typeof import('./tooltip.ts');

export function installTooltips(
  doc: Document = document,
  load: () => Promise<TooltipModule> = () => import('./tooltip.ts'),
): void {
  const first = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-tooltip]')) return;
    doc.removeEventListener('pointerover', first);
    doc.removeEventListener('focusin', first);
    void load().then((m) => void m.startTooltips(doc, event));
  };
  doc.addEventListener('pointerover', first);
  doc.addEventListener('focusin', first);
}
