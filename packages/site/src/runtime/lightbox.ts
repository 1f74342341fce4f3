// The full-screen lightbox of published galleries (GAL-079..091). Plain DOM, no React: a gallery
// island loads this chunk when a visitor opens an image, so it stays a few KB.
import { IMAGE_WIDTHS } from '@folio/core/media-api';
import { sizedUrl } from './image-loader.ts';
import styles from './lightbox.module.css';

export interface LightboxItem {
  /** The image's address without a width, '/s/{id}/{name}'; a video's poster. */
  src: string;
  alt: string;
  /** Plain text, shown as text (never HTML). */
  caption: string;
  /** The original's size in pixels; 0 when unknown. */
  width: number;
  height: number;
  type?: 'image' | 'video';
  /** https player address for a video item */
  videoSrc?: string;
}

export type LightboxState = 'open' | 'content-visible' | 'closing' | 'destroyed';

export interface LightboxOptions {
  theme?: 'light' | 'dark';
  /** Whether next at the last item goes to the first (and back); true by default, never on mobile. */
  loop?: boolean;
  /** Default: matchMedia('(max-width: 767px)') when the lightbox opens. */
  isMobile?: boolean;
  onIndexChange?: (index: number) => void;
  onStateChange?: (state: LightboxState) => void;
  /** Where focus goes on close; by default the element that had focus when the lightbox opened. */
  returnFocusTo?: HTMLElement | null;
}

export interface LightboxHandle {
  readonly element: HTMLElement;
  readonly index: number;
  readonly state: LightboxState;
  next(): void;
  previous(): void;
  goTo(i: number): void;
  close(): void;
}

export const LIGHTBOX = {
  /** GAL-085 */
  overlayFadeMs: 350,
  /** GAL-086 */
  contentFadeMs: 600,
  /** GAL-087 */
  keyThrottleMs: 200,
  /** GAL-088: clicks this close to the stage's left or right edge do nothing. */
  edgeFraction: 0.02,
  /** GAL-089: px round the content on desktop; phones use the screen's width (lightbox.module.css). */
  padding: 100,
} as const;

export const LIGHTBOX_TEXT = {
  dialog: 'Image viewer',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  showCaption: 'Show caption',
  hideCaption: 'Hide caption',
  video: 'Video',
} as const;

const MOBILE_QUERY = '(max-width: 767px)';
/** The width the big image asks for when the original is at least this wide. */
const PREFERRED_WIDTH = 1500;

const icon = (path: string) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" aria-hidden="true"><path d="${path}" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const CLOSE_ICON = icon('M6 6l12 12M18 6L6 18');
const PREVIOUS_ICON = icon('M15 5l-7 7 7 7');
const NEXT_ICON = icon('M9 5l7 7-7 7');

/** GAL-091: the light theme only when asked for by name; anything else is dark. */
export function lightboxTheme(value: unknown): 'light' | 'dark' {
  return value === 'light' ? 'light' : 'dark';
}

/**
 * GAL-088: what a click at x (px from the stage's left edge) on a stage `width` wide does: the left
 * half goes back, the right half forward, and the outer 2 % on either side does nothing.
 */
export function clickZone(x: number, width: number): 'previous' | 'next' | null {
  if (!(width > 0) || !(x >= 0) || x > width) return null;
  const edge = width * LIGHTBOX.edgeFraction;
  if (x < edge || x > width - edge) return null;
  return x < width / 2 ? 'previous' : 'next';
}

/**
 * The big image's addresses: the image service's widths up to the first that covers the original,
 * src at 1500w (or the original's size when smaller), and sizes bounded by the screen's height so a
 * portrait image does not fetch a width only a landscape one needs.
 */
export function lightboxImageSources(item: Pick<LightboxItem, 'src' | 'width' | 'height'>) {
  const ascending = [...IMAGE_WIDTHS].sort((a, b) => a - b);
  const cover = item.width > 0 ? ascending.findIndex((w) => w >= item.width) : -1;
  const widths = cover === -1 ? ascending : ascending.slice(0, cover + 1);
  const wanted = Math.min(PREFERRED_WIDTH, item.width > 0 ? item.width : PREFERRED_WIDTH);
  const srcWidth = widths.find((w) => w >= wanted) ?? widths.at(-1)!;
  const ratio = aspectRatio(item);
  // In the order an element takes them (Object.assign keeps it), so the browser picks a width once.
  return {
    sizes: ratio ? `min(100vw, ${Math.ceil(ratio * 100)}vh)` : '100vw',
    srcset: widths.map((w) => `${sizedUrl(item.src, w, 'queryString')} ${w}w`).join(', '),
    src: sizedUrl(item.src, srcWidth, 'queryString'),
  };
}

function aspectRatio(item: Pick<LightboxItem, 'width' | 'height'>): number | null {
  return item.width > 0 && item.height > 0 ? item.width / item.height : null;
}

/** Only an https player is embedded; anything else (javascript:, http:) falls back to the poster. */
function videoAddress(item: LightboxItem): string | null {
  if (item.type !== 'video' || !item.videoSrc) return null;
  try {
    const url = new URL(item.videoSrc);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function iconButton(className: string, label: string, svg: string): HTMLButtonElement {
  const button = el('button', { type: 'button', className: `${styles.button} ${className}`, innerHTML: svg });
  button.setAttribute('aria-label', label);
  return button;
}

/** Forces a style recalculation so that a class added next starts a CSS transition. */
function restartTransition(element: HTMLElement) {
  void element.offsetWidth;
}

let lightboxCount = 0;

export function openLightbox(
  items: LightboxItem[],
  index: number,
  options: LightboxOptions = {},
): LightboxHandle {
  if (items.length === 0) throw new RangeError('openLightbox needs at least one item');
  const isMobile = options.isMobile ?? (typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches);
  // GAL-090
  const canLoop = (options.loop ?? true) && !isMobile && items.length > 1;
  const last = items.length - 1;
  const clamp = (i: number) => Math.min(last, Math.max(0, Math.trunc(Number.isFinite(i) ? i : 0)));
  const active = document.activeElement;
  const opener =
    options.returnFocusTo ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  const ids = `folio-lightbox-${++lightboxCount}`;

  let current = clamp(index);
  let state: LightboxState = 'open';
  let isCaptionShown = false;
  let lastKeyStepAt = Number.NEGATIVE_INFINITY;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const preloaded = new Set<string>();

  const root = el('div', {
    className: [styles.root, styles[lightboxTheme(options.theme)], isMobile ? styles.mobile : '']
      .filter(Boolean)
      .join(' '),
    tabIndex: -1,
  });
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', LIGHTBOX_TEXT.dialog);
  // GAL-085, GAL-086, GAL-089: the stylesheet reads its durations and padding from these.
  root.style.setProperty('--lightbox-overlay-fade', `${LIGHTBOX.overlayFadeMs}ms`);
  root.style.setProperty('--lightbox-content-fade', `${LIGHTBOX.contentFadeMs}ms`);
  root.style.setProperty('--lightbox-padding', `${LIGHTBOX.padding}px`);

  const frame = el('div', { className: styles.frame });
  const closeButton = iconButton(styles.close!, LIGHTBOX_TEXT.close, CLOSE_ICON);
  const previousButton = iconButton(styles.previous!, LIGHTBOX_TEXT.previous, PREVIOUS_ICON);
  const nextButton = iconButton(styles.next!, LIGHTBOX_TEXT.next, NEXT_ICON);
  const counter = el('p', { className: styles.counter });
  counter.setAttribute('aria-hidden', 'true');
  const status = el('p', { className: styles.status });
  status.setAttribute('aria-live', 'polite');
  const captionToggle = el('button', { type: 'button', className: styles.captionToggle });
  captionToggle.setAttribute('aria-controls', `${ids}-caption`);
  const isSingle = items.length === 1;
  previousButton.hidden = isSingle;
  nextButton.hidden = isSingle;
  counter.hidden = isSingle;
  root.append(frame, counter, status, closeButton, previousButton, nextButton);
  // GAL-082: the toggle exists on mobile only; on desktop the caption sits under the image.
  if (isMobile) root.append(captionToggle);

  let content = el('figure');
  let stage = el('div');

  function setState(next: LightboxState) {
    state = next;
    options.onStateChange?.(next);
  }

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  function preload(i: number) {
    const item = items[i];
    if (!item || item.type === 'video') return;
    const sources = lightboxImageSources(item);
    if (preloaded.has(sources.src)) return;
    preloaded.add(sources.src);
    Object.assign(new Image(), sources);
  }

  /** GAL-083: the item's content (an image, or a video player) and its meta (the caption). */
  function renderItem(): HTMLElement {
    const item = items[current]!;
    const player = videoAddress(item);
    const ratio = aspectRatio(item) ?? (player ? 16 / 9 : 3 / 2);
    const figure = el('figure', { className: styles.content });
    const box = el('div', { className: styles.stage });
    box.style.setProperty('--lightbox-ratio', String(ratio));
    // Images are not blown up past the original; a player scales to the room there is.
    box.style.setProperty('--lightbox-natural-width', !player && item.width > 0 ? `${item.width}px` : '100%');
    if (player) {
      const frameElement = el('iframe', {
        className: styles.media,
        src: player,
        title: item.alt || LIGHTBOX_TEXT.video,
        allow: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
        allowFullscreen: true,
        referrerPolicy: 'strict-origin-when-cross-origin',
      });
      box.append(frameElement);
    } else {
      const img = el('img', { className: styles.media, alt: item.alt, decoding: 'async', draggable: false });
      if (item.width > 0 && item.height > 0) {
        img.width = item.width;
        img.height = item.height;
      }
      Object.assign(img, lightboxImageSources(item));
      box.append(img);
    }
    figure.append(box);
    const caption = item.caption?.trim() ?? '';
    if (caption) {
      figure.classList.add(styles.hasCaption!);
      const meta = el('figcaption', { className: styles.meta, id: `${ids}-caption` }, caption);
      meta.hidden = isMobile && !isCaptionShown;
      figure.append(meta);
    }
    captionToggle.hidden = !caption;
    captionToggle.textContent = isCaptionShown ? LIGHTBOX_TEXT.hideCaption : LIGHTBOX_TEXT.showCaption;
    captionToggle.setAttribute('aria-expanded', String(isCaptionShown));
    stage = box;
    return figure;
  }

  function showContent() {
    if (state !== 'content-visible') return;
    restartTransition(content);
    content.classList.add(styles.isContentVisible!);
  }

  function render() {
    const figure = renderItem();
    content.replaceWith(figure);
    content = figure;
    if (!figure.isConnected) frame.append(figure);
    const total = items.length;
    counter.textContent = isSingle ? '' : `${current + 1} / ${total}`;
    const item = items[current]!;
    status.textContent = isSingle ? '' : `${current + 1} of ${total}${item.alt ? `: ${item.alt}` : ''}`;
    // GAL-081: with no loop there is nothing before the first or after the last.
    const focused = document.activeElement;
    previousButton.disabled = !canLoop && current === 0;
    nextButton.disabled = !canLoop && current === last;
    // A button that has just been disabled would drop focus to the page.
    if (focused instanceof HTMLButtonElement && focused.disabled) {
      (focused === previousButton ? nextButton : previousButton).focus();
    }
    showContent();
    for (const neighbour of [current - 1, current + 1]) {
      preload(canLoop ? (neighbour + total) % total : neighbour);
    }
  }

  function goTo(i: number) {
    if (state === 'closing' || state === 'destroyed') return;
    const target = clamp(i);
    if (target === current) return;
    current = target;
    render();
    options.onIndexChange?.(current);
  }

  function step(by: 1 | -1) {
    const target = current + by;
    if (target < 0 || target > last) {
      if (canLoop) goTo((target + items.length) % items.length);
      return;
    }
    goTo(target);
  }

  function focusables(): HTMLElement[] {
    return [...root.querySelectorAll<HTMLElement>('button, iframe')].filter(
      (node) => !(node as HTMLButtonElement).disabled && !node.closest('[hidden]'),
    );
  }

  function trapTab(event: KeyboardEvent) {
    const list = focusables();
    const first = list[0];
    const final = list.at(-1);
    if (!first || !final) return;
    const active = document.activeElement;
    const isInside = active instanceof Node && root.contains(active) && active !== root;
    if (event.shiftKey && (!isInside || active === first)) {
      event.preventDefault();
      final.focus();
    } else if (!event.shiftKey && (!isInside || active === final)) {
      event.preventDefault();
      first.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Tab') {
      trapTab(event);
      return;
    }
    if (state === 'closing') return;
    if (event.key === 'Escape') {
      // Stopped here so the page's own Escape shortcut (login-shortcuts) does not also run.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!by || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    // GAL-087: one step per 200 ms, however fast the keys come (or repeat while held).
    const now = Date.now();
    if (now - lastKeyStepAt < LIGHTBOX.keyThrottleMs) return;
    lastKeyStepAt = now;
    step(by);
  }

  /**
   * Focus that leaves the dialog (Shift+Tab out of an embedded player, say) is brought back, unless
   * another modal took it (the system-error overlay sits above everything).
   */
  function onFocusIn(event: FocusEvent) {
    const target = event.target;
    if (state === 'destroyed' || !(target instanceof Element) || root.contains(target)) return;
    if (target.closest('[aria-modal="true"], dialog[open]')) return;
    closeButton.focus();
  }

  function onClick(event: MouseEvent) {
    if (state !== 'content-visible' && state !== 'open') return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('button')) return;
    // GAL-088: the stage steps by the half clicked; the caption and counter do nothing.
    if (stage.contains(target)) {
      const box = stage.getBoundingClientRect();
      const zone = clickZone(event.clientX - box.left, box.width);
      if (zone) step(zone === 'next' ? 1 : -1);
      return;
    }
    if (target.closest(`.${styles.meta}, .${styles.counter}`)) return;
    close();
  }

  function toggleCaption() {
    isCaptionShown = !isCaptionShown;
    const meta = content.querySelector<HTMLElement>(`.${styles.meta}`);
    if (meta) meta.hidden = !isCaptionShown;
    captionToggle.textContent = isCaptionShown ? LIGHTBOX_TEXT.hideCaption : LIGHTBOX_TEXT.showCaption;
    captionToggle.setAttribute('aria-expanded', String(isCaptionShown));
  }

  // Scroll lock: overflow on the body reaches the viewport (html sets none); the padding keeps the
  // page from shifting where the scrollbar was.
  const body = document.body;
  const bodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const viewportWidth = document.documentElement.clientWidth;
  const scrollbarWidth = viewportWidth > 0 ? window.innerWidth - viewportWidth : 0;

  function destroy() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    root.remove();
    body.style.overflow = bodyStyle.overflow;
    body.style.paddingRight = bodyStyle.paddingRight;
    if (opener?.isConnected) opener.focus();
    setState('destroyed');
  }

  function close() {
    if (state === 'closing' || state === 'destroyed') return;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    // GAL-084: the overlay and its content fade out, then everything goes.
    root.classList.remove(styles.isVisible!);
    setState('closing');
    later(LIGHTBOX.overlayFadeMs, destroy);
  }

  closeButton.addEventListener('click', close);
  previousButton.addEventListener('click', () => step(-1));
  nextButton.addEventListener('click', () => step(1));
  captionToggle.addEventListener('click', toggleCaption);
  root.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);

  render();
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  body.append(root);
  restartTransition(root);
  root.classList.add(styles.isVisible!);
  closeButton.focus({ preventScroll: true });
  setState('open');
  later(LIGHTBOX.overlayFadeMs, () => {
    setState('content-visible');
    showContent();
  });

  return {
    element: root,
    get index() {
      return current;
    },
    get state() {
      return state;
    },
    next: () => step(1),
    previous: () => step(-1),
    goTo,
    close,
  };
}

/**
 * Opens the lightbox from a click, or Enter/Space, on an element matching itemSelector inside root
 * (GAL-079, 080); the item index is the element's position among root's matches (or its
 * data-index). Items with a non-empty data-click-through-url are left alone (their link is
 * followed), as are clicks with a modifier key (open in a new tab) or one a caller already
 * prevented. Returns a detach function; it leaves an open lightbox open.
 */
export function attachLightbox(
  root: HTMLElement,
  itemSelector: string,
  items: () => LightboxItem[],
  options: LightboxOptions | (() => LightboxOptions) = {},
): () => void {
  let lightbox: LightboxHandle | null = null;

  function itemOf(target: EventTarget | null): { element: HTMLElement; index: number } | null {
    if (!(target instanceof Element)) return null;
    const element = target.closest<HTMLElement>(itemSelector);
    if (!element || !root.contains(element) || element.dataset.clickThroughUrl?.trim()) return null;
    const dataIndex = element.dataset.index?.trim() ?? '';
    const index = /^\d+$/.test(dataIndex)
      ? Number(dataIndex)
      : [...root.querySelectorAll(itemSelector)].indexOf(element);
    return index < 0 ? null : { element, index };
  }

  function open(found: { element: HTMLElement; index: number }) {
    if (lightbox && lightbox.state !== 'destroyed') return;
    const list = items();
    if (found.index >= list.length) return;
    const chosen = typeof options === 'function' ? options() : options;
    lightbox = openLightbox(list, found.index, {
      ...chosen,
      returnFocusTo: chosen.returnFocusTo ?? found.element,
    });
  }

  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const found = itemOf(event.target);
    if (!found) return;
    event.preventDefault();
    open(found);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.repeat || (event.key !== 'Enter' && event.key !== ' ')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const found = itemOf(event.target);
    // GAL-080: the focused item itself, not a control inside it.
    if (!found || found.element !== event.target) return;
    // Also keeps Space from scrolling the page, and a button from clicking (opening) a second time.
    event.preventDefault();
    open(found);
  }

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
