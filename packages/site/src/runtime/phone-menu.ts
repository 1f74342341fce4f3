// The header's phone menu (layout/SiteHeader.tsx): the button opens and closes the list and says
// so (aria-expanded; CSS turns its words and icon to "Close"); the backdrop, a link or Escape close
// it. While open it is a layer of the escape-key manager, so Escape closes it before anything else
// (the page's login shortcut included) and gives focus back to the button.
import { openEscapeLayer } from './escape-key.ts';

export function installPhoneMenu(doc: Document = document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = doc.querySelector<HTMLElement>('[data-menu-panel]');
  if (!button || !panel) return;
  let releaseEscape: (() => void) | null = null;
  const open = () => {
    button.setAttribute('aria-expanded', 'true');
    releaseEscape = openEscapeLayer(() => {
      releaseEscape = null;
      close();
      button.focus();
    });
  };
  const close = () => {
    button.setAttribute('aria-expanded', 'false');
    releaseEscape?.();
    releaseEscape = null;
  };
  button.addEventListener('click', () =>
    button.getAttribute('aria-expanded') === 'true' ? close() : open(),
  );
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-menu-backdrop], a')) close();
  });
}
