// The announcement bar's whole script (issue 19, UI-054): a classic script in <head>, loaded only
// on pages that show the bar (no inline script: the page's CSP admits none). Before the body paints
// it hides a bar the visitor already closed — the message's version is the script's data-version,
// the closed one is in local storage — so a returning visitor sees no flash and no shift; then one
// click listener on the document closes the bar and remembers it. Imports nothing (it must stay one
// small file the build does not split).
(() => {
  const KEY = 'folio-announcement-dismissed';
  const version = (document.currentScript as HTMLScriptElement | null)?.dataset.version;
  try {
    if (version && localStorage.getItem(KEY) === version)
      document.documentElement.classList.add('fab-dismissed');
  } catch {
    // Storage refused (private mode, blocked): the bar shows, and closing it lasts for this page.
  }
  document.addEventListener('click', (event) => {
    // PAGE-031: a signed-in member's "Preview announcement bar" shows the bar (off or closed).
    if ((event.target as Element | null)?.closest?.('[data-owner-open="announcement"]')) {
      const shown = document.querySelector<HTMLElement>('[data-announcement-bar]');
      if (!shown) return;
      document.documentElement.classList.remove('fab-dismissed');
      shown.hidden = false;
      shown.querySelector<HTMLElement>('[data-announcement-close]')?.focus();
      return;
    }
    const button = (event.target as Element | null)?.closest?.('[data-announcement-close]');
    const bar = button?.closest<HTMLElement>('[data-announcement-bar]');
    if (!bar) return;
    if (!bar.hasAttribute('data-preview'))
      try {
        localStorage.setItem(KEY, bar.dataset.announcementBar ?? '');
      } catch {
        // As above: closed for this page only.
      }
    bar.hidden = true;
    // The button is gone: keyboard focus goes on to the page, not back to the top of the document.
    const next = document.querySelector<HTMLElement>('header a[href], header button, #main');
    if (next && next.id === 'main' && !next.hasAttribute('tabindex')) next.tabIndex = -1;
    next?.focus();
  });
})();
