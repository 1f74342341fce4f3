// The scroll tween of published sites (issue 19, docs/decisions/053, UI-060, UI-062..067): a
// small frame-by-frame tween with easeOutSine, a page scroll built on it that brings an element
// 30 px below the top of the window, and scroll-end detection. Plain TypeScript, its own chunk:
// the runtime loads it only on a page with an in-page link (anchor-links.ts).

/** UI-064: the default tween lasts 300 ms. */
export const TWEEN_DEFAULT_MS = 300;
/** UI-062: a clamp's bounds when the caller leaves them out, in ms. */
export const TWEEN_CLAMP_DEFAULT_MS = 50;
/** UI-065: scrolling into view leaves 30 px above the element. */
export const SCROLL_OFFSET_PX = 30;
/** UI-060: scrolling has ended when no scroll event came for 300 ms. */
export const SCROLL_END_TIMEOUT_MS = 300;

/** UI-066 */
export const TWEEN_DURATION_ERROR = '[Tween] Duration is not a finite number.';
/** UI-067 */
export const TWEEN_FUNCTION_ERROR = '[Tween] The first argument of a tween must be a function.';

/** UI-063: easeOutSine, fast at first and settling gently. */
export function easeOutSine(t: number): number {
  return Math.sin((t * Math.PI) / 2);
}

export interface TweenOptions {
  /** In ms; 300 by default (UI-064). */
  duration?: number;
  /**
   * UI-062: bounds the duration. A bound left out is 50 ms; with no clamp at all the duration is
   * as given (decision 053: this is how the spec's 50/50 clamp and its 300 ms default combine).
   */
  clamp?: { min?: number; max?: number };
  /** The clock and the frame scheduler (tests give fake ones). */
  now?: () => number;
  frame?: (callback: () => void) => number;
  cancelFrame?: (handle: number) => void;
}

export interface Tween {
  /** Stops at the current step; `done` then resolves false. */
  cancel(): void;
  /** True once the last step (progress 1) ran, false when cancelled first. */
  done: Promise<boolean>;
}

/** The tween's duration: finite (UI-066), clamped when a clamp is asked for (UI-062). */
export function tweenDuration(duration: unknown = TWEEN_DEFAULT_MS, clamp?: TweenOptions['clamp']): number {
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new Error(TWEEN_DURATION_ERROR);
  if (!clamp) return Math.max(0, duration);
  const min = clamp.min ?? TWEEN_CLAMP_DEFAULT_MS;
  const max = clamp.max ?? TWEEN_CLAMP_DEFAULT_MS;
  return Math.min(Math.max(duration, min), Math.max(min, max));
}

/**
 * Calls `step` with the eased progress (0 … 1) on every animation frame for `duration` ms, the
 * last call with exactly 1. A duration of 0 calls it once with 1.
 */
export function tween(step: (progress: number) => void, options: TweenOptions = {}): Tween {
  if (typeof step !== 'function') throw new TypeError(TWEEN_FUNCTION_ERROR);
  const duration = tweenDuration(options.duration ?? TWEEN_DEFAULT_MS, options.clamp);
  const now = options.now ?? (() => performance.now());
  const frame = options.frame ?? ((callback: () => void) => requestAnimationFrame(callback));
  const cancelFrame = options.cancelFrame ?? ((handle: number) => cancelAnimationFrame(handle));
  let finish: (completed: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let handle = 0;
  let isOver = false;
  const start = now();
  const tick = () => {
    if (isOver) return;
    const elapsed = now() - start;
    const t = duration === 0 ? 1 : Math.min(1, elapsed / duration);
    step(t === 1 ? 1 : easeOutSine(t));
    if (t === 1) {
      isOver = true;
      finish(true);
    } else handle = frame(tick);
  };
  if (duration === 0) tick();
  else handle = frame(tick);
  return {
    cancel() {
      if (isOver) return;
      isOver = true;
      cancelFrame(handle);
      finish(false);
    },
    done,
  };
}

/**
 * UI-060: resolves once `target` has had no scroll event for 300 ms (from now: a page that does
 * not scroll at all ends after 300 ms).
 */
export function whenScrollEnds(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  timeout = SCROLL_END_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(end, timeout);
    function onScroll() {
      clearTimeout(timer);
      timer = setTimeout(end, timeout);
    }
    function end() {
      target.removeEventListener('scroll', onScroll);
      resolve();
    }
    target.addEventListener('scroll', onScroll, { passive: true });
  });
}

/** Where the window's scroll must be for `element` to sit 30 px below its top (UI-065). */
export function scrollTargetOf(element: Element | null, win: Window = window): number {
  const doc = win.document.documentElement;
  const highest = Math.max(0, doc.scrollHeight - win.innerHeight);
  if (!element) return 0;
  const y = element.getBoundingClientRect().top + win.scrollY - SCROLL_OFFSET_PX;
  return Math.round(Math.min(highest, Math.max(0, y)));
}

export interface ScrollOptions {
  /** Jump at once (prefers-reduced-motion). */
  isInstant?: boolean;
  win?: Window;
  tweenOptions?: Omit<TweenOptions, 'duration' | 'clamp'>;
}

/**
 * Scrolls the window so that `element` (null: the top of the page) is 30 px below the top of the
 * window. The duration grows with the distance, 300 ms for a window's height or more, clamped to
 * 50 ms at least; the target is measured again at every step (an image loading above it moves
 * it). A wheel, touch or key of the visitor's stops the tween where it is. Resolves when the
 * scrolling has ended (UI-060).
 */
export async function scrollToElement(element: Element | null, options: ScrollOptions = {}): Promise<void> {
  const win = options.win ?? window;
  const from = win.scrollY;
  const distance = Math.abs(scrollTargetOf(element, win) - from);
  const ended = whenScrollEnds(win);
  if (options.isInstant || distance === 0) {
    win.scrollTo({ top: scrollTargetOf(element, win), behavior: 'instant' });
    return ended;
  }
  const duration = (distance / Math.max(1, win.innerHeight)) * TWEEN_DEFAULT_MS;
  const running = tween(
    (progress) => {
      const to = scrollTargetOf(element, win);
      win.scrollTo({ top: from + (to - from) * progress, behavior: 'instant' });
    },
    { ...options.tweenOptions, duration, clamp: { max: TWEEN_DEFAULT_MS } },
  );
  const stop = () => running.cancel();
  const interruptions = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of interruptions) win.addEventListener(type, stop, { passive: true, once: true });
  await running.done;
  for (const type of interruptions) win.removeEventListener(type, stop);
  return ended;
}
