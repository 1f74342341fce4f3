// The popup overlay's script (issue 19, PAGE-005, UI-049..UI-053, TRACK-018): a module script
// (deferred: it never blocks rendering), loaded only on pages that carry the popup. After the
// page's load event it reads the popup's settings from the <dialog>'s data attributes and the
// visitor's state from local storage; if the rules let it show, it arms the trigger (a delay, a
// scroll depth or exit intent) and opens the dialog with showModal(). Escape and the close button
// close it; focus goes back where it was. Closing and signing up are stored and counted.
import {
  closedState,
  POPUP_STORAGE_KEYS,
  type PopupRuleSettings,
  type PopupStoredState,
  shouldShowPopup,
  submittedState,
} from '@folio/core/popup-overlay-rules';
import { trackOverlay } from '../runtime/track-queue.ts';

function read(): PopupStoredState {
  try {
    return {
      dateClosed: localStorage.getItem(POPUP_STORAGE_KEYS.dateClosed),
      version: localStorage.getItem(POPUP_STORAGE_KEYS.version),
      submitted: localStorage.getItem(POPUP_STORAGE_KEYS.submitted),
    };
  } catch {
    return { dateClosed: null, version: null, submitted: null };
  }
}

function write(state: PopupStoredState): void {
  try {
    for (const key of ['dateClosed', 'version', 'submitted'] as const) {
      const value = state[key];
      if (value === null) localStorage.removeItem(POPUP_STORAGE_KEYS[key]);
      else localStorage.setItem(POPUP_STORAGE_KEYS[key], value);
    }
  } catch {
    // Storage refused (private mode, blocked): the popup may show again on the next page.
  }
}

function start(dialog: HTMLDialogElement): void {
  const data = dialog.dataset;
  const preview = data.preview !== undefined;
  const settings: PopupRuleSettings = {
    version: Number(data.version),
    displayFrequency: Number(data.frequency),
    showUntilSignup: data.untilSignup === 'true',
  };
  const overlayId = `popup-v${settings.version}`;
  if (!preview) {
    if (data.mobile === 'false' && matchMedia('(max-width: 767px)').matches) return;
    if (!shouldShowPopup(read(), settings, Date.now())) return;
  }

  let returnTo: HTMLElement | null = null;
  let signedUp = false;
  let armed = true;
  const cleanups: (() => void)[] = [];
  const open = () => {
    if (!armed || dialog.open) return;
    armed = false;
    for (const cleanup of cleanups) cleanup();
    returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Focus inside, on the close button (the dialog is named by its heading): Escape and Enter both close.
    dialog.querySelector<HTMLElement>('[data-popup-close]')?.focus();
    if (!preview) trackOverlay(overlayId, 'shown');
  };

  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-popup-close]')) dialog.close();
    else if (target.closest('[data-popup-submit]')) {
      signedUp = true;
      if (!preview) {
        write(submittedState(settings, Date.now()));
        trackOverlay(overlayId, 'clicked');
      }
    }
  });
  // Escape fires cancel, then close; the close button calls close(): one place stores and counts.
  dialog.addEventListener('close', () => {
    if (!preview && !signedUp) {
      write(closedState(settings, Date.now(), read()));
      trackOverlay(overlayId, 'closed');
    }
    if (returnTo?.isConnected) returnTo.focus();
  });

  if (preview) return; // open from the server, nothing to arm
  if (data.trigger === 'DELAY') {
    const timer = window.setTimeout(open, Number(data.delay) * 1000);
    cleanups.push(() => clearTimeout(timer));
  } else if (data.trigger === 'SCROLL') {
    const threshold = Number(data.scroll);
    const onScroll = () => {
      const root = document.documentElement;
      const seen = ((window.scrollY + window.innerHeight) / Math.max(root.scrollHeight, 1)) * 100;
      if (seen >= threshold) open();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    cleanups.push(() => window.removeEventListener('scroll', onScroll));
    onScroll();
  } else if (data.trigger === 'EXIT') {
    // Exit intent: the pointer leaves the page through its top edge (toward the tabs). Touch
    // screens have no such moment; there the popup does not open (decision 048).
    const onOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) open();
    };
    document.addEventListener('mouseout', onOut);
    cleanups.push(() => document.removeEventListener('mouseout', onOut));
  }
}

function boot(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-popup-overlay]');
  if (dialog && typeof dialog.showModal === 'function') start(dialog);
}

if (document.readyState === 'complete') boot();
else window.addEventListener('load', boot, { once: true });
