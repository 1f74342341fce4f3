// The header's folders (layout/SiteHeader.tsx, issue 16): each is a button that discloses a list of
// links (aria-expanded). A click or Enter/Space on the button opens or closes it; opening one
// closes the others; a click elsewhere or focus leaving the folder closes it. While open it is a
// layer of the escape-key manager, so Escape closes it (before the phone menu around it, and before
// the login shortcut) and gives focus back to its button.
import { openEscapeLayer } from './escape-key.ts';

export function installNavFolders(doc: Document = document): void {
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>('[data-folder-button]')];
  if (buttons.length === 0) return;
  const releases = new Map<HTMLButtonElement, () => void>();
  const close = (button: HTMLButtonElement) => {
    button.setAttribute('aria-expanded', 'false');
    releases.get(button)?.();
    releases.delete(button);
  };
  const open = (button: HTMLButtonElement) => {
    for (const other of buttons) if (other !== button && releases.has(other)) close(other);
    button.setAttribute('aria-expanded', 'true');
    releases.set(
      button,
      openEscapeLayer(() => {
        releases.delete(button);
        button.setAttribute('aria-expanded', 'false');
        button.focus();
      }),
    );
  };
  for (const button of buttons) {
    button.addEventListener('click', () =>
      button.getAttribute('aria-expanded') === 'true' ? close(button) : open(button),
    );
    const folder = button.closest<HTMLElement>('[data-folder]');
    folder?.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !folder.contains(next) && releases.has(button)) close(button);
    });
  }
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    for (const button of [...releases.keys()]) {
      const folder = button.closest('[data-folder]');
      if (!folder || !target || !folder.contains(target) || target.closest('a')) close(button);
    }
  });
}
