// The always-on part of tooltips (decision 045): one listener for the first hover or focus of an
// element with `data-tooltip`; only then is tooltip.ts downloaded. A page without one loads none.
type TooltipModule = typeof import('./tooltip.ts');

export function installTooltips(
  doc: Document = document,
  load: () => Promise<TooltipModule> = () => import('./tooltip.ts'),
): void {
  let latest: Event | null = null;
  let isLoading = false;
  // Until the chunk is here, the latest hover or focus is kept: it is what the tooltips start from.
  const listen = (event: Event) => {
    latest = event;
    const target = event.target;
    if (isLoading || !(target instanceof Element) || !target.closest('[data-tooltip]')) return;
    isLoading = true;
    void load().then((m) => {
      doc.removeEventListener('pointerover', listen);
      doc.removeEventListener('focusin', listen);
      m.startTooltips(doc, latest ?? event);
    });
  };
  doc.addEventListener('pointerover', listen);
  doc.addEventListener('focusin', listen);
}
