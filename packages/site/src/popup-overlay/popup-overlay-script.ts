// The popup overlay's script (issue 19, PAGE-005, UI-049..UI-053, TRACK-018): a module script
// (deferred: it never blocks rendering), loaded only on pages that carry the popup. After the
// page's load event it reads the popup's settings from the <dialog>'s data attributes and the
// visitor's state from local storage; if the rules let it show, it arms the trigger (a delay, a
// scroll depth or exit intent) and opens the dialog with showModal(). Escape and the close button
// close it; focus goes back where it was. Closing and signing up are stored and counted.
// Decision 058: a newsletter sign-up inside is wired, when the popup first opens, by the Newsletter
// block's own island (its chunk, shared with the block's); a successful sign-up counts as submitted
// (UI-051). PAGE-031: a signed-in member's "Preview popup" opens it as a preview (stores nothing).
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

type NewsletterIsland = typeof import('../blocks/Newsletter/island.ts');

/** The sign-up's element, wired once by the Newsletter block's island (a visitor's real sign-up). */
function wireSignup(dialog: HTMLDialogElement, island: Promise<NewsletterIsland> | null): Promise<void> {
  const signup = dialog.querySelector<HTMLElement>('[data-popup-signup]');
  if (!signup || !island || signup.dataset.wired !== undefined) return Promise.resolve();
  signup.dataset.wired = '';
  return island.then(
    (m) => m.enhance(signup, JSON.parse(signup.dataset.props ?? '{}')),
    (error: unknown) => console.error('The popup’s sign-up could not be loaded', error),
  );
}

/** A preview's sign-up sends nothing: it shows what a visitor would see after signing up. */
function fakeSignup(dialog: HTMLDialogElement): void {
  const form = dialog.querySelector<HTMLFormElement>('[data-popup-signup] form');
  form?.addEventListener('submit', (event) => {
    // Before the island is wired, a submit must not reach the page's address (the email in a GET).
    event.preventDefault();
    if (!dialog.dataset.previewing && dialog.dataset.preview === undefined) return;
    // Registered before the island's own listener: a preview never sends.
    event.stopImmediatePropagation();
    const success = dialog.querySelector<HTMLElement>('[data-popup-signup] [data-form-success]');
    const props = JSON.parse(dialog.querySelector<HTMLElement>('[data-popup-signup]')?.dataset.props ?? '{}');
    if (!success) return;
    form.hidden = true;
    success.textContent = String(props.successMessage ?? '');
    success.hidden = false;
    success.focus();
  });
}

function start(dialog: HTMLDialogElement): void {
  const data = dialog.dataset;
  const preview = data.preview !== undefined;
  const isOwnerPreview = data.ownerPreview !== undefined;
  const settings: PopupRuleSettings = {
    version: Number(data.version),
    displayFrequency: Number(data.frequency),
    showUntilSignup: data.untilSignup === 'true',
  };
  const overlayId = `popup-v${settings.version}`;
  // Previews (the config area's, a member's) send no sign-up; a visitor's loads the island.
  let island: Promise<NewsletterIsland> | null = null;
  const loadIsland = () => {
    if (!island && dialog.querySelector('[data-popup-signup]'))
      island = import('../blocks/Newsletter/island.ts');
    return island;
  };
  let previewing = preview;
  const isQuiet = () => previewing;

  let returnTo: HTMLElement | null = null;
  let signedUp = false;
  let armed = !preview && !isOwnerPreview;
  const cleanups: (() => void)[] = [];
  const show = () => {
    returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Focus inside, on the close button (the dialog is named by its heading): Escape and Enter both close.
    dialog.querySelector<HTMLElement>('[data-popup-close]')?.focus();
  };
  const open = () => {
    if (!armed || dialog.open) return;
    armed = false;
    for (const cleanup of cleanups) cleanup();
    // The sign-up is wired before the dialog shows, so no submit can reach the page's address.
    void wireSignup(dialog, loadIsland()).then(() => {
      if (dialog.open) return;
      show();
      trackOverlay(overlayId, 'shown');
    });
  };

  fakeSignup(dialog);
  // PAGE-031: the member's control opens the popup as a preview: nothing stored, nothing counted.
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-owner-open="popup"]') || dialog.open) return;
    previewing = true;
    data.previewing = 'true';
    show();
  });

  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-popup-close]')) dialog.close();
    else if (target.closest('[data-popup-submit]')) {
      signedUp = true;
      if (!isQuiet()) {
        write(submittedState(settings, Date.now()));
        trackOverlay(overlayId, 'clicked');
      }
    }
  });
  // UI-051: the Newsletter island's sign-up succeeded (submit-flow's folio-form-submitted).
  dialog.addEventListener('folio-form-submitted', () => {
    signedUp = true;
    if (!isQuiet()) {
      write(submittedState(settings, Date.now()));
      trackOverlay(overlayId, 'submitted');
    }
  });
  // Escape fires cancel, then close; the close button calls close(): one place stores and counts.
  dialog.addEventListener('close', () => {
    if (!isQuiet() && !signedUp) {
      write(closedState(settings, Date.now(), read()));
      trackOverlay(overlayId, 'closed');
    }
    if (previewing && !preview) {
      previewing = false;
      delete data.previewing;
    }
    if (returnTo?.isConnected) returnTo.focus();
  });

  if (!armed) return; // a preview: open from the server, or opened by the member's control
  if (data.mobile === 'false' && matchMedia('(max-width: 767px)').matches) return;
  if (!shouldShowPopup(read(), settings, Date.now())) return;
  // The sign-up's chunk comes while the trigger waits (only for visitors the popup may open for).
  loadIsland();
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
