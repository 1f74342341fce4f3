// Tooltips of published sites (UI-013..UI-017, decision 045): an element with `data-tooltip`
// (its text, or empty to say the element's aria-label) shows one after 1200 ms of a mouse resting
// on it or of keyboard focus; 250 wide at most, 15 px from the mouse, fading over 0.3 s, kept 20 px
// inside the window. Escape dismisses it; touch never shows it. Plain DOM, text only. Its own
// chunk, loaded by tooltip-install.ts on the first hover or focus of such an element.

import { isEscapeKey } from './escape-key.ts';
import styles from './tooltip.module.css';

export const TOOLTIP = {
  delayMs: 1200,
  width: 250,
  mouseOffset: 15,
  animationSeconds: 0.3,
  edgeMargin: 20,
} as const;

export const TOOLTIP_SELECTOR = '[data-tooltip]';

/** A focus that follows a touch this soon is the touch's, not the keyboard's. */
const TOUCH_FOCUS_MS = 1000;

export interface Point {
  x: number;
  y: number;
}

/**
 * UI-015, UI-017: where a tooltip of this size goes for a mouse at `at` (or under an element's
 * box for keyboard focus), kept 20 px inside a window of this size; above the point when below
 * would leave the window.
 */
export function placeTooltip(
  at: Point,
  size: { width: number; height: number },
  view: { width: number; height: number },
  below: number = at.y + TOOLTIP.mouseOffset,
  above: number = at.y - TOOLTIP.mouseOffset,
): Point {
  const margin = TOOLTIP.edgeMargin;
  const maxX = view.width - margin - size.width;
  const x = Math.max(margin, Math.min(at.x + TOOLTIP.mouseOffset, maxX));
  let y = below;
  if (y + size.height > view.height - margin) y = above - size.height;
  y = Math.max(margin, Math.min(y, view.height - margin - size.height));
  return { x, y };
}

function tooltipText(trigger: Element): string {
  return (trigger.getAttribute('data-tooltip') || trigger.getAttribute('aria-label') || '').trim();
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export interface TooltipHandle {
  /** The tooltip element (one per page). */
  element: HTMLElement;
  /** The trigger whose tooltip shows now, if any. */
  readonly shownFor: Element | null;
  stop(): void;
}

/**
 * Starts the page's tooltips; `first` is the latest hover or focus before this chunk arrived,
 * handled as if heard.
 */
export function startTooltips(doc: Document = document, first?: Event): TooltipHandle {
  const view = doc.defaultView ?? window;
  const tip = doc.createElement('div');
  tip.className = styles.tooltip ?? '';
  tip.id = 'folio-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  doc.body.append(tip);

  let pending: ReturnType<typeof setTimeout> | undefined;
  let trigger: Element | null = null;
  let shownFor: Element | null = null;
  let mouse: Point | null = null;
  let touchedAt = Number.NEGATIVE_INFINITY;

  function triggerOf(target: EventTarget | null): Element | null {
    return target instanceof Element ? target.closest(TOOLTIP_SELECTOR) : null;
  }

  function position() {
    if (!trigger) return;
    const size = { width: tip.offsetWidth, height: tip.offsetHeight };
    const window = { width: view.innerWidth, height: view.innerHeight };
    if (mouse) {
      const at = placeTooltip(mouse, size, window);
      tip.style.left = `${at.x}px`;
      tip.style.top = `${at.y}px`;
      return;
    }
    // Keyboard focus: under the element, from its left edge, or above it when there is no room.
    const box = trigger.getBoundingClientRect();
    const at = placeTooltip(
      { x: box.left - TOOLTIP.mouseOffset, y: box.bottom },
      size,
      window,
      box.bottom + TOOLTIP.mouseOffset,
      box.top - TOOLTIP.mouseOffset,
    );
    tip.style.left = `${at.x}px`;
    tip.style.top = `${at.y}px`;
  }

  function show() {
    pending = undefined;
    if (!trigger?.isConnected) return;
    const text = tooltipText(trigger);
    if (!text) return;
    tip.textContent = text;
    tip.hidden = false;
    delete tip.dataset.state;
    position();
    // The fade (UI-016) starts from the hidden state's opacity on the next frame.
    void tip.offsetWidth;
    tip.dataset.state = 'visible';
    shownFor = trigger;
    // Only a tooltip that says more than the element's name describes it.
    if (text !== trigger.getAttribute('aria-label')) trigger.setAttribute('aria-describedby', tip.id);
  }

  /** UI-013: shown after 1200 ms. */
  function schedule(next: Element, at: Point | null) {
    if (next === trigger && (pending || shownFor)) {
      mouse = at ?? mouse;
      return;
    }
    hide();
    trigger = next;
    mouse = at;
    pending = setTimeout(show, TOOLTIP.delayMs);
  }

  function hide() {
    clearTimeout(pending);
    pending = undefined;
    if (shownFor?.getAttribute('aria-describedby') === tip.id) shownFor.removeAttribute('aria-describedby');
    shownFor = null;
    trigger = null;
    tip.hidden = true;
    delete tip.dataset.state;
  }

  function onPointerOver(event: PointerEvent) {
    const next = triggerOf(event.target);
    if (!next) return;
    // Not shown on touch.
    if (event.pointerType === 'touch') return;
    schedule(next, { x: event.clientX, y: event.clientY });
  }

  function onPointerMove(event: PointerEvent) {
    if (!trigger || !mouse || event.pointerType === 'touch') return;
    mouse = { x: event.clientX, y: event.clientY };
    if (shownFor) position();
  }

  function onPointerOut(event: PointerEvent) {
    if (!trigger || !mouse) return;
    const to = event.relatedTarget;
    if (to instanceof Node && trigger.contains(to)) return;
    hide();
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'touch') touchedAt = event.timeStamp || performance.now();
    hide();
  }

  function onFocusIn(event: FocusEvent) {
    const next = triggerOf(event.target);
    if (!next) return;
    const now = event.timeStamp || performance.now();
    if (now - touchedAt < TOUCH_FOCUS_MS) return;
    if (!isFocusVisible(event.target as Element)) return;
    schedule(next, null);
  }

  function onFocusOut(event: FocusEvent) {
    if (trigger && !mouse && triggerOf(event.target) === trigger) hide();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!isEscapeKey(event) || (!shownFor && !pending)) return;
    // A shown tooltip takes this Escape: the page's own Escape shortcut waits for the next.
    if (shownFor) event.preventDefault();
    hide();
  }

  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointermove', onPointerMove, { passive: true });
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('pointerdown', onPointerDown, { capture: true });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);
  view.addEventListener('scroll', hide, { passive: true });

  // What happened before this chunk arrived: the mouse's latest hover, else the focus as it is now.
  if (first?.type === 'pointerover') onPointerOver(first as PointerEvent);
  const active = doc.activeElement;
  const focused = triggerOf(active);
  if (!trigger && focused && isFocusVisible(active as Element)) schedule(focused, null);

  return {
    element: tip,
    get shownFor() {
      return shownFor;
    },
    stop() {
      hide();
      doc.removeEventListener('pointerover', onPointerOver);
      doc.removeEventListener('pointermove', onPointerMove);
      doc.removeEventListener('pointerout', onPointerOut);
      doc.removeEventListener('pointerdown', onPointerDown, { capture: true });
      doc.removeEventListener('focusin', onFocusIn);
      doc.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('keydown', onKeyDown);
      view.removeEventListener('scroll', hide);
      tip.remove();
    },
  };
}
