// The escape-key manager of published pages (always on, with the runtime). Whatever is open takes
// Escape first: the last layer opened through openEscapeLayer (the phone menu, the error overlay),
// then any other open dialog, lightbox or popover, which closes itself (a native <dialog> cancels
// on Escape). Only when nothing is open does Escape reach the page's
// own shortcut, the escape-key login (AUTH-002, AUTH-003). Issue 14 item 13: Escape in the shop's
// Quick view closed it and also left the site for the sign-in.

/** Open things that handle Escape themselves; while one is there, the page's shortcut waits. */
const OPEN_OVERLAY = 'dialog[open], [aria-modal="true"], [data-escape-layer]';

type CloseLayer = () => void;
const layers: CloseLayer[] = [];

/**
 * Registers something open (a panel, a popover) that Escape closes. Returns the function to call
 * when it closes by other means; the manager removes it itself when Escape closed it.
 */
export function openEscapeLayer(close: CloseLayer): () => void {
  layers.push(close);
  return () => {
    const at = layers.lastIndexOf(close);
    if (at >= 0) layers.splice(at, 1);
  };
}

export function isEscapeKey(event: Pick<KeyboardEvent, 'key' | 'keyCode'>): boolean {
  return event.key === 'Escape' || event.key === 'Esc' || event.keyCode === 27;
}

function hasOpenPopover(doc: Document): boolean {
  try {
    return doc.querySelector(':popover-open') !== null;
  } catch {
    // A browser without popovers has none open.
    return false;
  }
}

/** Whether anything open would take an Escape pressed now. */
export function hasOpenLayer(doc: Document = document): boolean {
  if (layers.length > 0) return true;
  for (const overlay of doc.querySelectorAll(OPEN_OVERLAY))
    if (!(overlay instanceof HTMLElement && overlay.hidden)) return true;
  return hasOpenPopover(doc);
}

/**
 * Listens for Escape on the window, after every element's own handlers (bubbling): a key an open
 * layer already handled (defaultPrevented) or stopped never reaches `fallback`.
 */
export function installEscapeKeyManager(view: Window, fallback: (event: KeyboardEvent) => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isEscapeKey(event) || event.defaultPrevented) return;
    const top = layers.pop();
    if (top) {
      event.preventDefault();
      top();
      return;
    }
    if (hasOpenLayer(view.document)) return;
    fallback(event);
  };
  view.addEventListener('keydown', onKeyDown);
  return () => view.removeEventListener('keydown', onKeyDown);
}
