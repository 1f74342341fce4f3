// The Gallery block's island, no React. It reads the block data the server wrote (GAL-002..004)
// and adds what needs a browser: lazy images through the image queue (GAL-078, GAL-099), the
// lightbox (GAL-079..091, its own chunk, loaded on the first open), and for the slider designs
// (stacked, carousel, strip) the arrows, keys, swipes, autoplay, the linked thumbnails and the
// address of the current slide. Rules live in @folio/core (gallery-navigation, gallery-block);
// this file owns the DOM and the timers. GAL-020: nothing here calls the server.
import {
  autoplayAfterVideo,
  collectionAddress,
  createImageQueue,
  createResizeEmitter,
  findSlideIndex,
  GALLERY_CONSOLE_MESSAGES,
  GALLERY_KEYS,
  GALLERY_RESIZE_TIMEOUT_MS,
  type GalleryBlockData,
  imageQueueConcurrency,
  KEN_BURNS_ZOOM,
  keyAction,
  metaOverlayLayout,
  newSwipeDuration,
  newSwipeOptions,
  readGalleryBlockData,
  slideIdentifier,
  swipeDirection,
} from '@folio/core/gallery-block';
import {
  autoplayStep,
  carouselControls,
  carouselGroupCount,
  carouselSlidesPerRow,
  controlsDisabled,
  isMotionAllowed,
  isPausedByHover,
  linkedIndex,
  type MoveResult,
  nextSlide,
  previousSlide,
  setIndex,
} from '@folio/core/gallery-navigation';
import type { VideoProvider } from '@folio/core/video-embed';
import { lazyLoad, loadImage } from '../../runtime/image-loader.ts';
import type { LightboxItem } from '../../runtime/lightbox.ts';
import { enhanceVideo, forgetPlayer, type Player } from '../Video/island.ts';

/** What the block passes beside its data: the gallery attributes it sets (GAL-014). */
export interface GalleryIslandProps {
  loop: boolean;
  historyHash: boolean;
  autoplay: boolean;
  /** GAL-038: autoplay picks a random other slide. */
  randomize?: boolean;
  /** Milliseconds between autoplay steps (GAL-009, GAL-018). */
  timeout: number;
  transition: string | null;
  /** Seconds a step takes (stacked 1, strip 0.5). */
  speed: number | null;
  alignment: 'start' | 'middle' | 'end' | null;
}

export interface GalleryEnv {
  isMobile: boolean;
  prefersReducedMotion: boolean;
  /** The address the page was asked for, and the page context's itemId (a slide's own address). */
  location: { pathname: string; search: string };
  contextItemId: string | null;
  replaceAddress: (url: string) => void;
  /** Inside the editor's frame, click-throughs are announced instead of followed (GAL-033). */
  isInEditorFrame: boolean;
  loadLightbox: () => Promise<typeof import('../../runtime/lightbox.ts')>;
}

/**
 * The address the page was asked for. A gallery that writes its slide's address (GAL-034) leaves
 * the page's own address behind; galleries set up after that, on the same page, still need it.
 */
let written: { href: string; context: unknown; asked: { pathname: string; search: string } } | null = null;

function askedLocation(): { pathname: string; search: string } {
  if (written?.href === window.location.href && written.context === window.folio?.context)
    return written.asked;
  return { pathname: window.location.pathname, search: window.location.search };
}

function browserEnv(): GalleryEnv {
  const media = (query: string) => window.matchMedia?.(query).matches ?? false;
  let isInEditorFrame = false;
  try {
    isInEditorFrame = window.self !== window.top && window.parent.location.pathname.startsWith('/config');
  } catch {
    // A frame of another origin: not our editor.
  }
  return {
    isMobile: media('(max-width: 767px)') || media('(pointer: coarse)'),
    prefersReducedMotion: media('(prefers-reduced-motion: reduce)'),
    location: askedLocation(),
    contextItemId: window.folio?.context?.itemId ?? null,
    // GAL-034: replaced, never pushed: autoplay and arrows leave the Back button alone.
    replaceAddress: (url) => {
      const asked = askedLocation();
      window.history.replaceState(window.history.state, '', url);
      written = { href: window.location.href, context: window.folio?.context, asked };
    },
    isInEditorFrame,
    loadLightbox: () => import('../../runtime/lightbox.ts'),
  };
}

/**
 * GAL-036: several galleries of a page may show the same collection; the address's slide is
 * chosen in the first of them (in page order) that has it.
 */
function claimsItem(root: HTMLElement, itemId: string | null): number {
  if (!itemId) return -1;
  const galleries = root.ownerDocument.querySelectorAll<HTMLElement>('[data-gallery-block]');
  for (const gallery of galleries) {
    const found = findSlideIndex(slideRefs(slidesOf(gallery)), itemId);
    if (found >= 0) return gallery === root ? found : -1;
  }
  return -1;
}

export interface GalleryHandle {
  readonly index: number;
  readonly inMotion: boolean;
  next(): MoveResult | null;
  previous(): MoveResult | null;
  goTo(index: number): MoveResult | null;
  openLightbox(index: number, opener?: HTMLElement | null): Promise<void>;
  dispose(): void;
}

/** A design that moves: how many positions it has and how it shows one. Returns the motion's ms. */
interface Pager {
  count(): number;
  show(index: number, instant: boolean): number;
  /** The slide (not group) a position shows first, for the address and the thumbnails. */
  slideOf(position: number): number;
  positionOf(slide: number): number;
}

function slidesOf(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'));
}

function lightboxItems(slides: HTMLElement[]): { items: LightboxItem[]; slideIndexes: number[] } {
  const items: LightboxItem[] = [];
  const slideIndexes: number[] = [];
  slides.forEach((slide, i) => {
    if (slide.dataset.type !== 'image' || slide.dataset.clickThroughUrl || !slide.dataset.src) return;
    const [width, height] = (slide.dataset.imageDimensions ?? '').split('x').map(Number);
    items.push({
      src: slide.dataset.src,
      alt: slide.dataset.alt || slide.dataset.caption || '',
      caption: slide.dataset.caption ?? '',
      width: width || 0,
      height: height || 0,
      type: 'image',
    });
    slideIndexes.push(i);
  });
  return { items, slideIndexes };
}

/** Loads one lazy image and waits for its bytes, so the queue counts downloads, not requests. */
async function loadAndWait(image: Element): Promise<void> {
  const url = await loadImage(image);
  if (!url || !(image instanceof HTMLImageElement) || image.complete) return;
  await new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

export function setupGallery(
  root: HTMLElement,
  data: GalleryBlockData,
  props: GalleryIslandProps,
  env: GalleryEnv = browserEnv(),
): GalleryHandle {
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement | Window,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, handler as EventListener, options);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener, options));
  };
  const slides = slidesOf(root);
  const design = data.design;
  const viewport = root.querySelector<HTMLElement>('[data-gallery-viewport]');
  const track = root.querySelector<HTMLElement>('[data-gallery-track]');
  const previousButton = root.querySelector<HTMLButtonElement>('[data-gallery-control="previous"]');
  const nextButton = root.querySelector<HTMLButtonElement>('[data-gallery-control="next"]');
  const counter = root.querySelector<HTMLElement>('[data-gallery-counter]');
  // The CSS module's class for the current slide (the server names it on the root).
  const currentClass = root.dataset.currentClass || 'is-current';
  const thumbnails = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-thumbnail-index]'));
  // Read once: the address bar changes under the gallery as it moves.
  const pageAddress = collectionAddress(env.location, env.contextItemId);

  // ---- images: the queue (16 at once, 1 on phones) fed by the lazy loader ----
  const queue = createImageQueue(imageQueueConcurrency(env.isMobile));
  const load = (image: Element) => queue.add(() => loadAndWait(image));
  cleanups.push(lazyLoad(root.querySelectorAll('img[data-src]'), load));
  const preload = (slideIndexes: number[]) => {
    for (const i of slideIndexes) {
      const image = slides[i]?.querySelector('img[data-src]:not([data-loaded])');
      if (image) void load(image);
    }
  };

  // ---- videos: one player at a time; autoplay waits while one plays (GAL-042, GAL-070, GAL-071) ----
  let autoplayState = { autoplay: false, suspendedByVideo: false };
  const players = new Map<number, Player>();
  slides.forEach((slide, i) => {
    // GAL-072, GAL-073: a slide whose markup lacks what its loader needs is reported on the console only.
    if (slide.dataset.type === 'image' && slide.dataset.src && !slide.querySelector('img')) {
      console.error(GALLERY_CONSOLE_MESSAGES.imageLoaderMissing);
    }
    const src = slide.dataset.videoSrc;
    if (!src) {
      if (slide.dataset.type === 'video') console.error(GALLERY_CONSOLE_MESSAGES.videoLoaderMissing);
      return;
    }
    const player = enhanceVideo(
      slide,
      { src, provider: (slide.dataset.videoProvider as VideoProvider) || null },
      undefined,
      (state) => {
        autoplayState = autoplayAfterVideo(autoplayState, state === 'playing' ? 'video-play' : 'video-stop');
        autoplay.reschedule();
      },
    );
    if (player) {
      players.set(i, player);
      cleanups.push(() => forgetPlayer(player));
    } else console.error(GALLERY_CONSOLE_MESSAGES.videoLoaderMissing);
  });

  // ---- the lightbox (its own chunk) ----
  const openLightbox = async (slideIndex: number, opener?: HTMLElement | null) => {
    const { items, slideIndexes } = lightboxItems(slides);
    const at = slideIndexes.indexOf(slideIndex);
    if (at < 0) return;
    let module: Awaited<ReturnType<GalleryEnv['loadLightbox']>>;
    try {
      module = await env.loadLightbox();
    } catch {
      // GAL-074: console only; the page stays as it is.
      console.error(GALLERY_CONSOLE_MESSAGES.lightboxUnavailable);
      return;
    }
    autoplay.pause(true);
    module.openLightbox(items, at, {
      theme: module.lightboxTheme(data.lightboxTheme),
      loop: props.loop,
      isMobile: env.isMobile,
      returnFocusTo: opener ?? null,
      onIndexChange: (i) => {
        const slide = slideIndexes[i];
        if (slide !== undefined && pager) go(pager.positionOf(slide), true);
      },
      onStateChange: (state) => {
        if (state === 'destroyed') autoplay.pause(false);
      },
    });
  };

  // ---- clicks: click-throughs, the lightbox, stacked's click-to-advance ----
  listen(root, 'click', (event) => {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>('a[data-click-through]');
    if (link && root.contains(link)) {
      if (env.isInEditorFrame) {
        // GAL-033
        event.preventDefault();
        root.dispatchEvent(
          new CustomEvent('folio:link-bypass', { bubbles: true, detail: { url: link.getAttribute('href') } }),
        );
      }
      // GAL-032: otherwise the link navigates, as links do.
      return;
    }
    const item = target.closest<HTMLElement>('[data-lightbox-item]');
    const slide = target.closest<HTMLElement>('[data-slide]');
    if (item && slide && data.lightbox) {
      event.preventDefault();
      void openLightbox(Number(slide.dataset.index), item);
      return;
    }
    // GAL-059: a click on a stacked slide goes to the next one.
    if (design === 'stacked' && slide && !target.closest('[data-video-frame]')) next();
  });

  // ---- the slider designs ----
  let pager: Pager | null = null;
  let position = 0;
  /** How long the step a new-swipe release starts takes, when one does. */
  let releaseMs: number | null = null;
  let inMotion = false;
  let motionTimer: ReturnType<typeof setTimeout> | undefined;
  const isInstant = env.prefersReducedMotion;

  if (design === 'stacked' && track && viewport) {
    viewport.style.setProperty('--ken-burns-zoom', String(KEN_BURNS_ZOOM));
    viewport.style.setProperty('--ken-burns-time', `${Math.max(props.timeout, 4000)}ms`);
    const speedMs = (props.speed ?? 1) * 1000;
    pager = {
      count: () => slides.length,
      slideOf: (p) => p,
      positionOf: (s) => s,
      show(index, instant) {
        slides.forEach((slide, i) => {
          const isCurrent = i === index;
          slide.classList.toggle(currentClass, isCurrent);
          slide.setAttribute('aria-hidden', String(!isCurrent));
          // GAL-070, GAL-071: a slide left is inactive (its video back to the overlay), the current one active.
          slide.inert = !isCurrent;
          if (!isCurrent) players.get(i)?.returnToOverlay();
        });
        track.style.setProperty('--current', String(index));
        for (const slide of slides) slide.style.setProperty('--current', String(index));
        // autoHeight (GAL-059): the frame takes the current slide's shape.
        const [w, h] = (slides[index]?.dataset.imageDimensions ?? '').split('x').map(Number);
        if (w && h) root.style.setProperty('--frame-ratio', `${Math.min((h / w) * 100, 80)}%`);
        if (counter) counter.textContent = `${index + 1} / ${slides.length}`;
        fitCaption(slides[index]);
        preload([index, index + 1, index - 1].filter((i) => i >= 0 && i < slides.length));
        // A new-swipe released mid-way finishes in the time its remaining distance needs (GAL-066).
        const ms = instant || isInstant ? 0 : (releaseMs ?? speedMs);
        releaseMs = null;
        viewport.style.setProperty('--speed', `${ms}ms`);
        viewport.style.removeProperty('--drag');
        return ms;
      },
    };
  } else if (design === 'carousel' && track && viewport) {
    viewport.dataset.enhanced = '';
    const configured = Number(data.slidesPerRow) || 3;
    let perRow = carouselSlidesPerRow(configured, root.clientWidth);
    pager = {
      count: () => carouselGroupCount(slides.length, perRow),
      slideOf: (group) => group * perRow,
      positionOf: (slide) => Math.floor(slide / perRow),
      show(group, instant) {
        const first = slides[group * perRow];
        const offset = first ? first.offsetLeft - (slides[0]?.offsetLeft ?? 0) : 0;
        track.style.transform = `translateX(${-offset}px)`;
        slides.forEach((slide, i) => {
          const isShown = i >= group * perRow && i < (group + 1) * perRow;
          slide.inert = !isShown;
          if (!isShown) players.get(i)?.returnToOverlay();
        });
        preload(Array.from({ length: perRow * 2 }, (_, k) => group * perRow + k));
        return instant || isInstant ? 0 : 600;
      },
    };
    // GAL-031, GAL-047, GAL-048: a new width may change the slides per row.
    const emitter = createResizeEmitter({
      threshold: 1,
      axis: 'x',
      timeout: GALLERY_RESIZE_TIMEOUT_MS,
      read: () => ({ width: root.clientWidth, height: root.clientHeight }),
      onResize: ({ width }) => {
        if (!data || !pager) return;
        const first = pager.slideOf(position);
        perRow = carouselSlidesPerRow(configured, width);
        position = Math.min(pager.positionOf(first), pager.count() - 1);
        pager.show(position, true);
        updateControls();
      },
    });
    listen(window, 'resize', () => emitter.notify());
    listen(window, 'orientationchange' as keyof HTMLElementEventMap, () => emitter.notify());
    cleanups.push(() => emitter.dispose());
  } else if (design === 'strip' && track) {
    const alignment = props.alignment ?? 'middle';
    pager = {
      count: () => slides.length,
      slideOf: (p) => p,
      positionOf: (s) => s,
      show(index, instant) {
        const slide = slides[index];
        for (const s of slides) s.classList.toggle(currentClass, s === slide);
        if (slide) {
          const left =
            alignment === 'start'
              ? slide.offsetLeft - track.offsetLeft
              : alignment === 'end'
                ? slide.offsetLeft - track.offsetLeft - track.clientWidth + slide.offsetWidth
                : slide.offsetLeft - track.offsetLeft - (track.clientWidth - slide.offsetWidth) / 2;
          if (instant || isInstant) track.scrollLeft = left;
          else glide(track, left, (props.speed ?? 0.5) * 1000);
        }
        preload([index, index + 1, index + 2].filter((i) => i < slides.length));
        return instant || isInstant ? 0 : (props.speed ?? 0.5) * 1000;
      },
    };
  }

  /**
   * GAL-067: a caption taller than 90% of the frame scrolls, within 40% of it; a caption that
   * scrolls takes focus, so it can be scrolled from the keyboard too.
   */
  function fitCaption(slide: HTMLElement | undefined) {
    const caption = slide?.querySelector<HTMLElement>('figcaption');
    if (!caption || !viewport) return;
    const layout = metaOverlayLayout(caption.scrollHeight, viewport.clientHeight);
    if (layout.isScrollable) {
      caption.dataset.scrollable = '';
      caption.style.maxHeight = `${layout.maxHeight}px`;
      caption.tabIndex = 0;
    } else {
      delete caption.dataset.scrollable;
      caption.style.maxHeight = '';
      caption.removeAttribute('tabindex');
    }
  }

  function state() {
    return { index: position, count: pager?.count() ?? 0, loop: props.loop, inMotion };
  }

  function updateControls() {
    if (!pager) return;
    const count = pager.count();
    if (design === 'carousel') {
      const controls = carouselControls(position, count);
      for (const [button, disabled] of [
        [previousButton, controls.previousDisabled],
        [nextButton, controls.nextDisabled],
      ] as const) {
        if (!button) continue;
        button.hidden = controls.isHidden; // GAL-044
        button.disabled = !props.loop && disabled; // GAL-045
        button.classList.toggle('disabled', button.disabled);
      }
      return;
    }
    const disabled = controlsDisabled(state());
    for (const [button, isDisabled] of [
      [previousButton, disabled.previous],
      [nextButton, disabled.next],
    ] as const) {
      if (!button) continue;
      button.hidden = count <= 1;
      // GAL-029: the disabled class at the ends when loop is off.
      button.disabled = isDisabled;
      button.classList.toggle('disabled', isDisabled);
    }
    thumbnails.forEach((thumbnail, i) => {
      // GAL-030: the linked strip follows the main gallery.
      const isCurrent = i === linkedIndex(pager!.slideOf(position), thumbnails.length);
      thumbnail.setAttribute('aria-current', String(isCurrent));
      if (isCurrent) revealThumbnail(thumbnail);
    });
  }

  function writeAddress() {
    if (!props.historyHash || !pager) return;
    const slide = slides[pager.slideOf(position)];
    if (!slide?.dataset.slideId) return;
    // GAL-034, GAL-035: always the page's own address and one slide's url, never the last
    // address plus another (issue 14 item 12: autoplay grew /gallery/a/b/c…, a 404 on reload).
    env.replaceAddress(
      `${slideIdentifier(pageAddress.pathname, { id: slide.dataset.slideId, slug: slide.dataset.slideUrl })}${pageAddress.search}`,
    );
  }

  function go(target: number, instant = false): MoveResult | null {
    if (!pager) return null;
    const result = setIndex(state(), target);
    if (result.kind !== 'moved') return result;
    if (result.index === position) return result;
    position = result.index;
    const ms = pager.show(position, instant);
    if (ms > 0) {
      // GAL-023: further changes are refused until this one has finished.
      inMotion = true;
      root.dataset.inMotion = '';
      clearTimeout(motionTimer);
      motionTimer = setTimeout(() => {
        inMotion = false;
        delete root.dataset.inMotion;
      }, ms);
    }
    updateControls();
    writeAddress();
    autoplay.reschedule();
    return result;
  }

  function step(result: MoveResult): MoveResult {
    if (result.kind === 'moved') return go(result.index) ?? result;
    if (result.kind === 'reachedEnd' || result.kind === 'reachedBeginning') {
      // GAL-027, GAL-028
      root.dispatchEvent(new CustomEvent(result.kind, { detail: { index: result.index } }));
    }
    return result;
  }

  function next(): MoveResult | null {
    return pager ? step(nextSlide(state())) : null;
  }
  function previous(): MoveResult | null {
    return pager ? step(previousSlide(state())) : null;
  }

  // ---- autoplay (GAL-037..042) ----
  const autoplay = (() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isHovered = false;
    let hasFocus = false;
    let isHeld = false;
    autoplayState = {
      autoplay: Boolean(
        pager && props.autoplay && isMotionAllowed(env.location.search) && !env.prefersReducedMotion,
      ),
      suspendedByVideo: false,
    };
    const isRunning = () =>
      autoplayState.autoplay &&
      !isHeld &&
      !hasFocus &&
      !isPausedByHover({ isHovered, pauseOnMouseover: true, isMobile: env.isMobile });
    const reschedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!isRunning() || !pager) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!pager) return;
        const target = autoplayStep({ index: position, count: pager.count() }, props.randomize === true);
        if (go(target)?.kind !== 'moved') reschedule();
      }, props.timeout);
    };
    listen(root, 'mouseenter', () => {
      isHovered = true;
      reschedule();
    });
    listen(root, 'mouseleave', () => {
      isHovered = false;
      reschedule();
    });
    // Keyboard users get the same pause as the pointer: nothing moves under them.
    listen(root, 'focusin', () => {
      hasFocus = true;
      reschedule();
    });
    listen(root, 'focusout', (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      hasFocus = false;
      reschedule();
    });
    cleanups.push(() => clearTimeout(timer));
    return {
      reschedule,
      pause(held: boolean) {
        isHeld = held;
        reschedule();
      },
      get isRunning() {
        return timer !== undefined;
      },
    };
  })();

  // GAL-036: the slide the address names (?itemId=, or a slide's own address), if this gallery has it.
  const wanted = claimsItem(
    root,
    new URLSearchParams(env.location.search).get('itemId') ?? env.contextItemId,
  );
  if (pager) {
    // ---- arrows, keys (GAL-019) and swipes (GAL-063) ----
    if (previousButton) listen(previousButton, 'click', () => previous());
    if (nextButton) listen(nextButton, 'click', () => next());
    thumbnails.forEach((thumbnail, i) => {
      listen(thumbnail, 'click', () => go(pager!.positionOf(i)));
    });
    listen(root, 'keydown', (event) => {
      const action = keyAction(event, { keyboard: true, keys: GALLERY_KEYS });
      if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      if (action === 'previous') previous();
      else next();
    });
    if (viewport && design !== 'strip') {
      // GAL-063: a swipe of 50 px within 250 ms steps. With the new-swipe transition the slides
      // also follow the finger, and a release past the snap point (half the width) moves on.
      const isNewSwipe = design === 'stacked' && props.transition === 'new-swipe';
      const { boundaries, snapPoints } = newSwipeOptions();
      const snap = snapPoints === 'none' ? 1 : Number.parseFloat(snapPoints) / 100;
      let start: { x: number; y: number; t: number } | null = null;
      let dragged = 0;
      const isWide = () => (viewport.ownerDocument.defaultView?.innerWidth ?? 0) >= 768;
      listen(viewport, 'pointerdown', (event) => {
        if (event.pointerType === 'mouse' || inMotion) return;
        start = { x: event.clientX, y: event.clientY, t: event.timeStamp };
        dragged = 0;
      });
      listen(viewport, 'pointermove', (event) => {
        if (!start || !isNewSwipe) return;
        let dx = event.clientX - start.x;
        // Hard boundaries: nothing to pull in before the first slide or after the last.
        const ends = controlsDisabled(state());
        if (
          (dx > 0 && ends.previous && boundaries.start === 'hard') ||
          (dx < 0 && ends.next && boundaries.end === 'hard')
        )
          dx = 0;
        dragged = dx;
        viewport.dataset.dragging = '';
        viewport.style.setProperty('--drag', `${dx}px`);
      });
      listen(viewport, 'pointerup', (event) => {
        if (!start) return;
        const dx = event.clientX - start.x;
        let direction = swipeDirection({ dx, dy: event.clientY - start.y, dt: event.timeStamp - start.t });
        start = null;
        delete viewport.dataset.dragging;
        if (isNewSwipe) {
          const width = viewport.clientWidth || 1;
          if (!direction && Math.abs(dragged) >= width * snap) direction = dragged < 0 ? 'next' : 'previous';
          const moved = Math.min(1, Math.abs(dragged) / width);
          releaseMs = newSwipeDuration(direction ? 1 - moved : moved, isWide()) * 1000;
          if (!direction) {
            // Back to where it was, as fast as the distance needs.
            viewport.style.setProperty('--speed', `${releaseMs}ms`);
            viewport.style.removeProperty('--drag');
          }
        }
        if (direction === 'next') next();
        else if (direction === 'previous') previous();
        releaseMs = null;
      });
      listen(viewport, 'pointercancel', () => {
        start = null;
        delete viewport.dataset.dragging;
        viewport.style.removeProperty('--drag');
      });
    }
    if (design === 'strip' && track) {
      // A visitor scrolling the strip by hand moves the current slide with it.
      let settle: ReturnType<typeof setTimeout> | undefined;
      listen(track, 'scroll', () => {
        clearTimeout(settle);
        settle = setTimeout(() => {
          if (inMotion) return;
          // The slide nearest the strip's alignment point (its left edge, middle or right edge).
          const share = props.alignment === 'start' ? 0 : props.alignment === 'end' ? 1 : 0.5;
          const point = track.scrollLeft + track.clientWidth * share;
          let nearest = position;
          let best = Number.POSITIVE_INFINITY;
          slides.forEach((slide, i) => {
            const distance = Math.abs(
              slide.offsetLeft - track.offsetLeft + slide.offsetWidth * share - point,
            );
            if (distance < best) {
              best = distance;
              nearest = i;
            }
          });
          if (nearest !== position) {
            position = nearest;
            for (const s of slides) s.classList.toggle(currentClass, s === slides[nearest]);
            updateControls();
          }
        }, 150);
      });
      cleanups.push(() => clearTimeout(settle));
    }

    // ---- the address's slide (GAL-036), else the first ----
    if (wanted >= 0) {
      position = -1;
      go(pager.positionOf(wanted), true);
    } else {
      pager.show(0, true);
      updateControls();
      autoplay.reschedule();
    }
  } else if (data.lightbox) {
    // Grid-like designs: an address naming a slide opens it in the lightbox.
    if (wanted >= 0) {
      slides[wanted]?.scrollIntoView?.({ block: 'center' });
      void openLightbox(wanted, slides[wanted]?.querySelector<HTMLElement>('[data-lightbox-item]'));
    }
  }

  return {
    get index() {
      return pager ? pager.slideOf(position) : 0;
    },
    get inMotion() {
      return inMotion;
    },
    next,
    previous,
    goTo: (i: number) => (pager ? go(pager.positionOf(i)) : null),
    openLightbox,
    dispose() {
      clearTimeout(motionTimer);
      for (const cleanup of cleanups) cleanup();
    },
  };
}

/**
 * GAL-054: the strip moves to a slide in its speed (0.5 s), eased; a browser's smooth scrolling
 * takes whatever time it likes.
 */
function glide(track: HTMLElement, to: number, ms: number) {
  const view = track.ownerDocument.defaultView;
  const from = track.scrollLeft;
  if (!view?.requestAnimationFrame || ms <= 0 || from === to) {
    track.scrollLeft = to;
    return;
  }
  // scroll-snap would pull each frame back to a slide: off while gliding.
  track.style.scrollSnapType = 'none';
  track.style.scrollBehavior = 'auto';
  const begin = view.performance.now();
  const frame = (now: number) => {
    const t = Math.min(1, (now - begin) / ms);
    const eased = 1 - (1 - t) ** 3;
    track.scrollLeft = from + (to - from) * eased;
    if (t < 1) view.requestAnimationFrame(frame);
    else {
      track.style.scrollSnapType = '';
      track.style.scrollBehavior = '';
    }
  };
  view.requestAnimationFrame(frame);
}

/** Scrolls the thumbnail strip (only it, never the page) so the current thumbnail shows. */
function revealThumbnail(thumbnail: HTMLElement) {
  const strip = thumbnail.parentElement;
  if (!strip || strip.scrollWidth <= strip.clientWidth) return;
  const left = thumbnail.offsetLeft - strip.offsetLeft;
  if (left >= strip.scrollLeft && left + thumbnail.offsetWidth <= strip.scrollLeft + strip.clientWidth)
    return;
  strip.scrollTo?.({ left: left - (strip.clientWidth - thumbnail.offsetWidth) / 2, behavior: 'smooth' });
}

function slideRefs(slides: HTMLElement[]) {
  return slides.map((slide) => ({ id: slide.dataset.slideId ?? '', slug: slide.dataset.slideUrl }));
}

export function enhance(element: HTMLElement, props: GalleryIslandProps) {
  const root = element.querySelector<HTMLElement>('[data-gallery-block]');
  // GAL-002..004: broken data is reported on the console only; the server's markup stays.
  const data = readGalleryBlockData(root);
  if (!root || !data) return;
  try {
    setupGallery(root, data, props);
  } catch (error) {
    console.error('The gallery could not be set up', error);
  }
}
