// The header's phone menu (layout/SiteHeader.tsx): the button opens and closes the list and says
// so (aria-expanded; CSS turns its words and icon to "Close"); the backdrop, a link or Escape close
// it. Escape is the menu's then, so it does not also reach the page's login shortcut.
export function installPhoneMenu(doc: Document = document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = doc.querySelector<HTMLElement>('[data-menu-panel]');
  if (!button || !panel) return;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => button.setAttribute('aria-expanded', String(open));
  button.addEventListener('click', () => setOpen(!isOpen()));
  panel.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-menu-backdrop], a')) setOpen(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.focus();
  });
}
