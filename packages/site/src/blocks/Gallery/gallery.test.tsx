// The Gallery block as a visitor's browser meets it (GAL-001..107): the server's markup rendered
// with renderToString, put into the page, and the island run over it with a fake environment.
import { readFileSync } from 'node:fs';
import type { GalleryCollectionView, GalleryItemView } from '@folio/core/gallery-api';
import { readGalleryBlockData } from '@folio/core/gallery-block';
import { GALLERY_DESIGNS, type GalleryDesign } from '@folio/core/gallery-rules';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import lightboxStyles from '../../runtime/lightbox.module.css';
import * as lightboxModule from '../../runtime/lightbox.ts';
import { galleryDefaults } from './fields.ts';
import { Gallery, type GalleryProps } from './Gallery.tsx';
import { GalleryContext } from './gallery-context.ts';
import {
  enhance,
  type GalleryEnv,
  type GalleryHandle,
  type GalleryIslandProps,
  setupGallery,
} from './island.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIDEO_INDEX = 5;

function anImage(n: number, overrides: Partial<GalleryItemView> = {}): GalleryItemView {
  return {
    id: `item-${n}`,
    slug: `photo-${n}`,
    type: 'image',
    mediaId: `m${n}`,
    src: `/s/m${n}/photo-${n}.jpg`,
    width: 1200,
    height: 800,
    focalPoint: { x: 0.25, y: 0.75 },
    alt: `Photo ${n}`,
    caption: `Caption ${n}`,
    clickThroughUrl: '',
    videoUrl: '',
    ...overrides,
  };
}

function aVideo(n: number): GalleryItemView {
  return anImage(n, { type: 'video', slug: `clip-${n}`, alt: '', caption: `Clip ${n}`, videoUrl: YOUTUBE });
}

/** Five image slides and a video slide (index 5), unless items are given. */
function aCollection(items?: GalleryItemView[]): GalleryCollectionView {
  return {
    id: 'col-1',
    title: 'Holiday',
    slug: 'holiday',
    items: items ?? [1, 2, 3, 4, 5].map((n) => anImage(n)).concat(aVideo(6)),
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

function galleryProps(overrides: Partial<GalleryProps> = {}): GalleryProps {
  return { ...galleryDefaults, collectionId: 'col-1', design: 'stacked', lightbox: false, ...overrides };
}

function renderGallery(props: GalleryProps, collection = aCollection()): string {
  return renderToString(
    <GalleryContext.Provider value={{ [collection.id]: collection }}>
      <Gallery {...props} />
    </GalleryContext.Provider>,
  );
}

interface Mounted {
  /** The Island wrapper (data-island, data-props). */
  island: HTMLElement;
  /** The gallery's own element (data-gallery-block). */
  root: HTMLElement;
  /** The island's props, read from data-props as the real enhance gets them. */
  islandProps: GalleryIslandProps;
  slides: HTMLElement[];
}

function mount(props: GalleryProps, collection = aCollection()): Mounted {
  const container = document.createElement('div');
  container.innerHTML = renderGallery(props, collection);
  document.body.append(container);
  const island = container.querySelector<HTMLElement>('[data-island="Gallery"]')!;
  const root = island.querySelector<HTMLElement>('[data-gallery-block]')!;
  return {
    island,
    root,
    islandProps: JSON.parse(island.dataset.props ?? '{}') as GalleryIslandProps,
    slides: Array.from(root.querySelectorAll<HTMLElement>('[data-slide]')),
  };
}

function anEnv(overrides: Partial<GalleryEnv> = {}): GalleryEnv {
  return {
    isMobile: false,
    prefersReducedMotion: true,
    location: { pathname: '/page', search: '' },
    contextItemId: null,
    replaceAddress: vi.fn(),
    isInEditorFrame: false,
    loadLightbox: () => Promise.resolve(lightboxModule),
    ...overrides,
  };
}

const handles: GalleryHandle[] = [];

function start(mounted: Mounted, env: GalleryEnv = anEnv()): GalleryHandle {
  const data = readGalleryBlockData(mounted.root);
  if (!data) throw new Error('the rendered gallery has no readable block data');
  const handle = setupGallery(mounted.root, data, mounted.islandProps, env);
  handles.push(handle);
  return handle;
}

/** Mounts a gallery and runs its island. */
function aGallery(
  props: Partial<GalleryProps> = {},
  env: Partial<GalleryEnv> = {},
  collection?: GalleryCollectionView,
) {
  const mounted = mount(galleryProps(props), collection);
  const environment = anEnv(env);
  return { ...mounted, env: environment, handle: start(mounted, environment) };
}

async function flushMicrotasks(rounds = 20) {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

function control(root: HTMLElement, direction: 'previous' | 'next') {
  return root.querySelector<HTMLButtonElement>(`[data-gallery-control="${direction}"]`)!;
}

function isCurrent(root: HTMLElement, slide: HTMLElement) {
  return slide.classList.contains(root.dataset.currentClass!);
}

function click(target: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  target.dispatchEvent(event);
  return event;
}

function dialog() {
  return document.querySelector<HTMLElement>('[role="dialog"]');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const handle of handles.splice(0)) handle.dispose();
  // A lightbox left open keeps document listeners: close it and let it fade out.
  dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the Gallery block on the server', () => {
  it('GAL-001 GAL-005 each of the eight designs renders every slide, with all 22 block data fields', () => {
    expect([...GALLERY_DESIGNS].sort()).toEqual(
      ['autocolumns', 'autogrid', 'autorows', 'carousel', 'grid', 'list', 'stacked', 'strip'].sort(),
    );
    for (const design of GALLERY_DESIGNS) {
      const { root, slides } = mount(galleryProps({ design }));
      expect(root.dataset.design).toBe(design);
      expect(slides.map((slide) => slide.dataset.slideId)).toEqual([
        'item-1',
        'item-2',
        'item-3',
        'item-4',
        'item-5',
        'item-6',
      ]);
      const data = JSON.parse(root.getAttribute('data-gallery-block')!) as Record<string, unknown>;
      expect(Object.keys(data).sort()).toEqual(
        [
          'design',
          'imageAspectRatio',
          'slidesPerRow',
          'lightbox',
          'mixedContent',
          'columnWidth',
          'gutter',
          'listImageSize',
          'lightboxTheme',
          'thumbnails-per-row',
          'thumbnail-strip-height',
          'thumbnail-strip-margin',
          'thumbnails',
          'autoplay',
          'autoplay-duration',
          'active-alignment',
          'square-thumbs',
          'auto-crop',
          'vSize',
          'aspectRatio',
          'padding',
          'meta-position',
        ].sort(),
      );
      expect(data.design).toBe(design);
      document.body.innerHTML = '';
    }
  });

  it('GAL-013 each slide carries its type, id, url, click-through url, WxH dimensions, x,y focal point and source', () => {
    const items = [
      anImage(1, {
        clickThroughUrl: 'https://example.com/shop',
        width: 1600,
        height: 900,
        focalPoint: { x: 0.3, y: 0.6 },
      }),
      anImage(2),
      aVideo(3),
    ];
    const { slides } = mount(galleryProps({ design: 'grid' }), aCollection(items));
    const names = [
      'data-type',
      'data-slide-id',
      'data-slide-url',
      'data-click-through-url',
      'data-image-dimensions',
      'data-image-focal-point',
      'data-src',
    ];
    expect(slides.map((slide) => names.map((name) => slide.getAttribute(name)))).toEqual([
      ['image', 'item-1', 'photo-1', 'https://example.com/shop', '1600x900', '0.3,0.6', '/s/m1/photo-1.jpg'],
      ['image', 'item-2', 'photo-2', '', '1200x800', '0.25,0.75', '/s/m2/photo-2.jpg'],
      ['video', 'item-3', 'clip-3', '', '1200x800', '0.25,0.75', '/s/m3/photo-3.jpg'],
    ]);
  });

  it('GAL-107 a gallery without slides says "No images" in the editor and renders nothing for visitors', () => {
    const empty = aCollection([]);
    expect(renderGallery(galleryProps({ puck: { isEditing: true } }), empty)).toContain('No images');
    expect(renderGallery(galleryProps(), empty)).toBe('');
  });
});

describe('issue 14 item 17: valid, named markup', () => {
  it('issue 14 item 17: every gallery <img> has a src (lazy ones a placeholder), in every design', () => {
    for (const design of GALLERY_DESIGNS) {
      const html = renderGallery(galleryProps({ design, thumbnails: true }));
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const images = Array.from(doc.querySelectorAll('img'));
      expect(images.length).toBeGreaterThan(0);
      for (const img of images) expect(img.getAttribute('src'), `${design}: ${img.outerHTML}`).toBeTruthy();
      // Lazy images keep their real address for the image loader.
      for (const img of doc.querySelectorAll('img[data-src]'))
        expect(img.getAttribute('src')).toMatch(/^data:image\/gif;base64,|\?format=\d+w$/);
    }
  });

  it('issue 14 item 17: galleries of one collection in different designs have distinct landmark names', () => {
    const names = GALLERY_DESIGNS.map((design) => {
      const doc = new DOMParser().parseFromString(renderGallery(galleryProps({ design })), 'text/html');
      return doc.querySelector('section')!.getAttribute('aria-label');
    });
    expect(new Set(names).size).toBe(GALLERY_DESIGNS.length);
    expect(names[0]).toContain(aCollection().title);
  });
});

describe('reading the block data in the browser', () => {
  it('GAL-002 enhance reads the data-gallery-block JSON and sets the gallery up', () => {
    const { island, root } = mount(galleryProps());
    expect(control(root, 'next').hidden).toBe(true);
    enhance(island, JSON.parse(island.dataset.props!) as GalleryIslandProps);
    expect(control(root, 'next').hidden).toBe(false);
    expect(control(root, 'previous').disabled).toBe(true);
  });

  it("GAL-003 data that is not JSON logs 'Error decoding gallery block data.' on the console only", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island, root } = mount(galleryProps());
    root.setAttribute('data-gallery-block', '{"design": "stacked",');
    const before = island.innerHTML;
    expect(() => enhance(island, JSON.parse(island.dataset.props!) as GalleryIslandProps)).not.toThrow();
    expect(error).toHaveBeenCalledWith('Error decoding gallery block data.');
    expect(island.innerHTML).toBe(before);
    expect(control(root, 'next').hidden).toBe(true);
  });

  it("GAL-004 JSON with a field of the wrong kind logs 'Error evaluating gallery block data.' on the console only", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island, root } = mount(galleryProps());
    root.setAttribute('data-gallery-block', JSON.stringify({ design: 'stacked', lightbox: 'yes' }));
    const before = island.innerHTML;
    expect(() => enhance(island, JSON.parse(island.dataset.props!) as GalleryIslandProps)).not.toThrow();
    expect(error).toHaveBeenCalledWith('Error evaluating gallery block data.');
    expect(error).not.toHaveBeenCalledWith('Error decoding gallery block data.');
    expect(island.innerHTML).toBe(before);
    expect(control(root, 'next').hidden).toBe(true);
  });
});

describe('moving through a slider', () => {
  it('GAL-016 GAL-017 a slideshow with the default settings starts at the first slide and cannot go back', () => {
    const { root, slides, handle } = aGallery();
    expect(handle.index).toBe(0);
    expect(root.querySelector('[data-gallery-counter]')!.textContent).toBe('1 / 6');
    expect(slides.map((slide) => isCurrent(root, slide))).toEqual([true, false, false, false, false, false]);
    expect(control(root, 'previous').disabled).toBe(true);
    expect(control(root, 'previous').classList).toContain('disabled');
    expect(control(root, 'next').disabled).toBe(false);
    // Loop off: previous at the first slide stays there.
    expect(handle.previous()).toEqual({ kind: 'reachedBeginning', index: 0 });
    expect(handle.index).toBe(0);
  });

  it('GAL-023 a move is refused while the transition runs, and allowed once its speed has passed', () => {
    const { root, handle } = aGallery({}, { prefersReducedMotion: false });
    expect(handle.next()).toEqual({ kind: 'moved', index: 1 });
    expect(handle.inMotion).toBe(true);
    expect(handle.next()).toEqual({ kind: 'refused', reason: 'in-motion' });
    expect(handle.index).toBe(1);
    vi.advanceTimersByTime(999);
    expect(handle.next()?.kind).toBe('refused');
    vi.advanceTimersByTime(1);
    expect(handle.inMotion).toBe(false);
    expect(handle.next()).toEqual({ kind: 'moved', index: 2 });
    expect(root.querySelector('[data-gallery-counter]')!.textContent).toBe('3 / 6');
  });

  it('GAL-063 GAL-064 GAL-066 new-swipe: the slides follow a finger (not past a hard end), a release steps in 0.2–0.5 s or springs back', () => {
    const { root, handle } = aGallery({ transition: 'new-swipe' }, { prefersReducedMotion: false });
    const viewport = root.querySelector<HTMLElement>('[data-gallery-viewport]')!;
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 400 });
    const pointer = (type: string, clientX: number) =>
      viewport.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerType: 'touch', clientX, clientY: 100 }),
      );
    // At the first slide with loop off the start boundary is hard: pulling right moves nothing.
    pointer('pointerdown', 100);
    pointer('pointermove', 180);
    expect(viewport.style.getPropertyValue('--drag')).toBe('0px');
    pointer('pointerup', 180);
    expect(handle.index).toBe(0);
    // A short pull left (under 50 px) follows the finger, then springs back.
    pointer('pointerdown', 300);
    pointer('pointermove', 270);
    expect(viewport.style.getPropertyValue('--drag')).toBe('-30px');
    expect(viewport.dataset.dragging).toBe('');
    pointer('pointerup', 270);
    expect(handle.index).toBe(0);
    expect(viewport.style.getPropertyValue('--drag')).toBe('');
    // happy-dom's window is 1024 px wide: a wide screen, where the shortest animation is 0.3 s.
    expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    expect(viewport.style.getPropertyValue('--speed')).toBe('300ms');
    // A swipe of 100 px (a quarter of the width) steps on; the rest of the way takes 0.375 s.
    pointer('pointerdown', 300);
    pointer('pointermove', 200);
    pointer('pointerup', 200);
    expect(handle.index).toBe(1);
    expect(viewport.style.getPropertyValue('--speed')).toBe('375ms');
    expect(viewport.dataset.dragging).toBeUndefined();
  });

  it('GAL-019 the left and right arrow keys (codes 37 and 39) step back and forward', () => {
    const { root, handle } = aGallery();
    const press = (init: KeyboardEventInit) =>
      root.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    press({ key: 'ArrowRight' });
    expect(handle.index).toBe(1);
    press({ key: 'ArrowRight' });
    expect(handle.index).toBe(2);
    press({ key: 'ArrowLeft' });
    expect(handle.index).toBe(1);
    press({ keyCode: 39 });
    expect(handle.index).toBe(2);
    press({ keyCode: 37 });
    expect(handle.index).toBe(1);
    press({ key: 'ArrowDown', keyCode: 40 });
    expect(handle.index).toBe(1);
  });

  it('GAL-030 the thumbnails follow the slideshow, and a thumbnail moves it', () => {
    const { root, slides, handle } = aGallery({ thumbnails: true });
    const thumbnails = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-thumbnail-index]'));
    const current = () => thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-current'));
    expect(thumbnails).toHaveLength(6);
    expect(current()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    handle.next();
    expect(current()).toEqual(['false', 'true', 'false', 'false', 'false', 'false']);
    click(thumbnails[4]!);
    expect(handle.index).toBe(4);
    expect(isCurrent(root, slides[4]!)).toBe(true);
    expect(current()).toEqual(['false', 'false', 'false', 'false', 'true', 'false']);
  });

  it('GAL-031 GAL-047 a carousel narrowed below 480 px shows 2 slides per row after the 100 ms resize timeout', () => {
    const mounted = mount(galleryProps({ design: 'carousel' }));
    let width = 1000;
    Object.defineProperty(mounted.root, 'clientWidth', { configurable: true, get: () => width });
    const handle = start(mounted);
    // 3 per row: two groups, the second starting at slide 3.
    expect(handle.next()).toEqual({ kind: 'moved', index: 1 });
    expect(handle.index).toBe(3);
    expect(control(mounted.root, 'next').disabled).toBe(true);
    handle.previous();
    width = 400;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    // Not yet: still 3 per row.
    handle.next();
    expect(handle.index).toBe(3);
    handle.previous();
    vi.advanceTimersByTime(1);
    // 2 per row: three groups.
    expect(control(mounted.root, 'next').disabled).toBe(false);
    handle.next();
    expect(handle.index).toBe(2);
    handle.next();
    expect(handle.index).toBe(4);
    expect(control(mounted.root, 'next').disabled).toBe(true);
    expect(mounted.slides.map((slide) => slide.inert)).toEqual([true, true, true, true, false, false]);
  });

  it('GAL-031 GAL-048 a carousel of 4 per row shows 3 below 724 px, also on an orientation change', () => {
    const mounted = mount(galleryProps({ design: 'carousel', slidesPerRow: 4 }));
    let width = 1000;
    Object.defineProperty(mounted.root, 'clientWidth', { configurable: true, get: () => width });
    const handle = start(mounted);
    handle.next();
    expect(handle.index).toBe(4);
    handle.previous();
    width = 600;
    window.dispatchEvent(new Event('orientationchange'));
    vi.advanceTimersByTime(100);
    handle.next();
    expect(handle.index).toBe(3);
  });
});

describe('click-through links', () => {
  const linked = () =>
    aCollection([anImage(1, { clickThroughUrl: 'https://example.com/shop' }), anImage(2), anImage(3)]);

  it('GAL-032 a slide with a click-through url is a link to it, and a click follows it', () => {
    const { slides } = aGallery({ design: 'grid' }, {}, linked());
    const link = slides[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/shop');
    // What the page saw once the gallery had its turn; then the test stops the navigation itself.
    let wasPrevented: boolean | null = null;
    document.addEventListener(
      'click',
      (event) => {
        wasPrevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    const bypassed = vi.fn();
    document.addEventListener('folio:link-bypass', bypassed);
    click(link.querySelector('img')!);
    expect(wasPrevented).toBe(false);
    expect(bypassed).not.toHaveBeenCalled();
    document.removeEventListener('folio:link-bypass', bypassed);
  });

  it('GAL-033 inside the editor frame a click-through fires folio:link-bypass with the url instead', () => {
    const bypassed: string[] = [];
    const onBypass = (event: Event) => bypassed.push((event as CustomEvent<{ url: string }>).detail.url);
    document.addEventListener('folio:link-bypass', onBypass);
    const { slides } = aGallery({ design: 'grid' }, { isInEditorFrame: true }, linked());
    const event = click(slides[0]!.querySelector('img')!);
    expect(event.defaultPrevented).toBe(true);
    expect(bypassed).toEqual(['https://example.com/shop']);
    document.removeEventListener('folio:link-bypass', onBypass);
  });
});

describe('the address of the current slide', () => {
  it('GAL-034 GAL-035 with history on, each move writes the page path, a slash and the slide url', () => {
    const { handle, env } = aGallery(
      { historyHash: true },
      { location: { pathname: '/page', search: '?ref=mail' } },
    );
    handle.next();
    expect(env.replaceAddress).toHaveBeenLastCalledWith('/page/photo-2?ref=mail');
    handle.goTo(VIDEO_INDEX);
    expect(env.replaceAddress).toHaveBeenLastCalledWith('/page/clip-6?ref=mail');
  });

  it('GAL-035 a path with a trailing slash gets no second one; a slide without a url uses its id', () => {
    const items = [anImage(1), anImage(2, { slug: '' })];
    const { handle, env } = aGallery(
      { historyHash: true },
      { location: { pathname: '/page/', search: '' } },
      aCollection(items),
    );
    handle.next();
    expect(env.replaceAddress).toHaveBeenLastCalledWith('/page/item-2');
  });

  it('GAL-034 without history the address is left alone', () => {
    const { handle, env } = aGallery({ historyHash: false });
    handle.next();
    expect(env.replaceAddress).not.toHaveBeenCalled();
  });

  it('GAL-036 GAL-035 an itemId in the query starts on its slide; the address keeps the rest of the query', () => {
    const { root, slides, handle, env } = aGallery(
      { historyHash: true },
      { location: { pathname: '/page', search: '?itemId=photo-3&ref=mail' } },
    );
    expect(handle.index).toBe(2);
    expect(isCurrent(root, slides[2]!)).toBe(true);
    expect(root.querySelector('[data-gallery-counter]')!.textContent).toBe('3 / 6');
    expect(env.replaceAddress).toHaveBeenLastCalledWith('/page/photo-3?ref=mail');
    handle.next();
    expect(env.replaceAddress).toHaveBeenLastCalledWith('/page/photo-4?ref=mail');
  });

  it("GAL-036 the page context's itemId starts on its slide too", () => {
    const { handle, env } = aGallery(
      { historyHash: true },
      { location: { pathname: '/page/photo-4', search: '' }, contextItemId: 'photo-4' },
    );
    expect(handle.index).toBe(3);
    handle.next();
    expect(env.replaceAddress).toHaveBeenLastCalledWith('/page/photo-5');
  });
});

describe('issue 14 item 12: autoplay with slide addresses keeps one slide segment', () => {
  /** An environment whose address bar follows replaceAddress, as a browser's does. */
  function aBrowserLikeEnv(start: string, contextItemId: string | null) {
    const url = new URL(start, 'http://demo.localhost');
    const location = { pathname: url.pathname, search: url.search };
    const written: string[] = [];
    const env = anEnv({
      prefersReducedMotion: false,
      location,
      contextItemId,
      replaceAddress: (address: string) => {
        const next = new URL(address, url);
        location.pathname = next.pathname;
        location.search = next.search;
        written.push(address);
      },
    });
    return { env, written };
  }

  it.each([
    ['/page', null, '/page'],
    ['/page?nomotion=false', null, '/page'],
    ['/page/photo-2', 'photo-2', '/page'],
  ] as const)(
    'GAL-035 GAL-037 autoplay from %s (itemId %s) writes %s and one slide, step after step',
    (asked, itemId, page) => {
      const { env, written } = aBrowserLikeEnv(asked, itemId);
      const mounted = mount(
        galleryProps({ autoplay: true, 'autoplay-duration': 2, historyHash: true, loop: true }),
      );
      const handle = start(mounted, env);
      vi.advanceTimersByTime(2000 * 8);
      expect(written.length).toBeGreaterThanOrEqual(6);
      const search = new URL(asked, 'http://x').searchParams.toString();
      for (const address of written) {
        const url = new URL(address, 'http://demo.localhost');
        expect(url.search).toBe(search ? `?${search}` : '');
        const rest = url.pathname.slice(page.length);
        expect(url.pathname.startsWith(`${page}/`), address).toBe(true);
        expect(rest.split('/').filter(Boolean), address).toHaveLength(1);
        // The segment names a slide of the gallery, which the server answers (GAL-036).
        expect(mounted.slides.map((s) => s.dataset.slideUrl)).toContain(rest.slice(1));
      }
      expect(env.location.pathname).toBe(`${page}/${mounted.slides[handle.index]!.dataset.slideUrl}`);
    },
  );

  it('GAL-034 GAL-036 in the page itself: the address is replaced, never pushed, and a reload of it starts on its slide', () => {
    window.history.replaceState(null, '', '/page');
    const lengthBefore = window.history.length;
    const push = vi.spyOn(window.history, 'pushState');
    const props = galleryProps({ autoplay: true, 'autoplay-duration': 2, historyHash: true, loop: true });
    const first = mount(props);
    const matchMedia = vi.spyOn(window, 'matchMedia');
    matchMedia.mockReturnValue({ matches: false } as MediaQueryList);
    enhance(first.island, first.islandProps);
    vi.advanceTimersByTime(2000 * 4);
    expect(window.location.pathname).toBe('/page/photo-5');
    expect(push).not.toHaveBeenCalled();
    expect(window.history.length).toBe(lengthBefore);
    first.island.parentElement!.remove();

    // The reload: the server names the slide in the page context (itemId) for /page/photo-5.
    window.folio = { context: { itemId: 'photo-5' } } as typeof window.folio;
    const again = mount(galleryProps({ historyHash: true, loop: true }));
    enhance(again.island, again.islandProps);
    expect(isCurrent(again.root, again.slides[4]!)).toBe(true);
    again.root.querySelector<HTMLButtonElement>('[data-gallery-control="next"]')!.click();
    expect(window.location.pathname).toBe('/page/clip-6');
    window.folio = undefined;
    window.history.replaceState(null, '', '/');
  });
});

describe('autoplay', () => {
  const autoplaying = (env: Partial<GalleryEnv> = {}) =>
    aGallery({ autoplay: true, 'autoplay-duration': 2 }, { prefersReducedMotion: false, ...env });

  it('GAL-037 autoplay moves to the next slide every timeout', () => {
    const { handle } = autoplaying();
    vi.advanceTimersByTime(1999);
    expect(handle.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(handle.index).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(handle.index).toBe(2);
  });

  it('GAL-038 with random order on, autoplay goes to a random slide other than the current one', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.7);
    const mounted = mount(galleryProps({ autoplay: true, autoplayRandom: true, 'autoplay-duration': 2 }));
    expect(mounted.islandProps.randomize).toBe(true);
    const handle = start(mounted, anEnv({ prefersReducedMotion: false }));
    vi.advanceTimersByTime(2000);
    // 6 slides, from slide 0: 0.7 of the 5 others is the fourth of them, slide 4 (not 1, as in order).
    expect(handle.index).toBe(4);
    random.mockReturnValue(0);
    vi.advanceTimersByTime(3000);
    expect(handle.index).toBe(0);
    random.mockRestore();
  });

  it('GAL-039 the pointer over the gallery pauses autoplay; leaving resumes it', () => {
    const { root, handle } = autoplaying();
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(10_000);
    expect(handle.index).toBe(0);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(2000);
    expect(handle.index).toBe(1);
  });

  it('GAL-040 on mobile the pointer does not pause autoplay', () => {
    const { root, handle } = autoplaying({ isMobile: true });
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(2000);
    expect(handle.index).toBe(1);
  });

  it('GAL-041 ?nomotion=true turns autoplay off', () => {
    const { handle } = autoplaying({ location: { pathname: '/page', search: '?nomotion=true' } });
    vi.advanceTimersByTime(10_000);
    expect(handle.index).toBe(0);
  });

  it('GAL-042 a video playing stops autoplay; back at its overlay, autoplay runs again', () => {
    const { slides, handle } = autoplaying();
    handle.goTo(VIDEO_INDEX);
    vi.advanceTimersByTime(1000);
    click(slides[VIDEO_INDEX]!.querySelector('[data-video-play]')!);
    expect(slides[VIDEO_INDEX]!.dataset.state).toBe('playing');
    // The player takes focus, and autoplay also waits while focus is in the gallery: move it out,
    // so that only the video holds autoplay.
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    vi.advanceTimersByTime(10_000);
    expect(handle.index).toBe(VIDEO_INDEX);
    handle.previous();
    expect(slides[VIDEO_INDEX]!.dataset.state).toBe('overlay');
    vi.advanceTimersByTime(2000);
    expect(handle.index).toBe(VIDEO_INDEX);
  });
});

describe('video slides', () => {
  it('GAL-070 GAL-071 a slide left returns its video to the overlay and goes inert; back, it is active again', () => {
    const { slides, handle } = aGallery();
    const video = slides[VIDEO_INDEX]!;
    expect(video.inert).toBe(true);
    handle.goTo(VIDEO_INDEX);
    expect(video.inert).toBe(false);
    click(video.querySelector('[data-video-play]')!);
    expect(video.dataset.state).toBe('playing');
    expect(video.querySelector('iframe')).not.toBeNull();
    handle.previous();
    expect(video.dataset.state).toBe('overlay');
    expect(video.querySelector<HTMLButtonElement>('[data-video-play]')!.hidden).toBe(false);
    expect(video.inert).toBe(true);
    handle.next();
    expect(video.inert).toBe(false);
  });

  it("GAL-072 a video slide without its play button logs 'VideoLoader not found' on the console only", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mounted = mount(galleryProps());
    mounted.slides[VIDEO_INDEX]!.querySelector('[data-video-play]')!.remove();
    const handle = start(mounted);
    expect(error).toHaveBeenCalledWith('VideoLoader not found');
    expect(error).not.toHaveBeenCalledWith('Loader2 not found');
    expect(handle.next()?.kind).toBe('moved');
  });

  it("GAL-072 a video slide with no player to load (an unusable embed) logs 'VideoLoader not found' too", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const items = [anImage(1), { ...aVideo(2), videoUrl: 'not a video' }];
    const mounted = mount(galleryProps(), aCollection(items));
    expect(mounted.slides[1]!.dataset.type).toBe('video');
    expect(mounted.slides[1]!.querySelector('[data-video-play]')).toBeNull();
    const handle = start(mounted);
    expect(error).toHaveBeenCalledWith('VideoLoader not found');
    expect(handle.next()?.kind).toBe('moved');
  });

  it("GAL-073 an image slide without its image logs 'Loader2 not found' on the console only", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mounted = mount(galleryProps());
    for (const image of mounted.slides[1]!.querySelectorAll('img, noscript')) image.remove();
    const handle = start(mounted);
    expect(error).toHaveBeenCalledWith('Loader2 not found');
    expect(error).not.toHaveBeenCalledWith('VideoLoader not found');
    expect(handle.next()?.kind).toBe('moved');
  });
});

describe('the lightbox', () => {
  it('GAL-079 a click on a grid item opens the image viewer at that item', async () => {
    const { slides } = aGallery({ design: 'grid', lightbox: true });
    const event = click(slides[2]!.querySelector('[data-lightbox-item]')!);
    expect(event.defaultPrevented).toBe(true);
    await flushMicrotasks();
    const viewer = dialog()!;
    expect(viewer.getAttribute('aria-label')).toBe('Image viewer');
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    // The five images are the viewer's items (the video slide is not one); the third is shown.
    expect(viewer.textContent).toContain('3 / 5');
    expect(viewer.querySelector('figure img')!.getAttribute('src')).toContain('/s/m3/photo-3.jpg');
    expect(viewer.querySelector('figcaption')!.textContent).toBe('Caption 3');
  });

  it("GAL-091 lightboxTheme 'light' gives the viewer the light theme; otherwise it is dark", async () => {
    const light = aGallery({ design: 'grid', lightbox: true, lightboxTheme: 'light' });
    await light.handle.openLightbox(0);
    expect(dialog()!.classList).toContain(lightboxStyles.light);
    expect(dialog()!.classList).not.toContain(lightboxStyles.dark);
    dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    vi.runOnlyPendingTimers();
    expect(dialog()).toBeNull();

    const dark = aGallery({ design: 'grid', lightbox: true, lightboxTheme: 'dark' });
    await dark.handle.openLightbox(0);
    expect(dialog()!.classList).toContain(lightboxStyles.dark);
    expect(dialog()!.classList).not.toContain(lightboxStyles.light);
  });

  it("GAL-074 where the lightbox cannot load, opening it logs 'lightboxify is not available in this tier!' only", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { slides } = aGallery(
      { design: 'grid', lightbox: true },
      { loadLightbox: () => Promise.reject(new Error('chunk failed')) },
    );
    click(slides[1]!.querySelector('[data-lightbox-item]')!);
    await flushMicrotasks();
    expect(error).toHaveBeenCalledWith('lightboxify is not available in this tier!');
    expect(dialog()).toBeNull();
  });
});

describe('requests', () => {
  it('GAL-020 moving, autoplay, videos and the lightbox make no request; the island imports no data layer', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('no requests')));
    vi.stubGlobal('fetch', fetchSpy);
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { root, slides, handle } = aGallery(
      { lightbox: true, thumbnails: true, autoplay: true, 'autoplay-duration': 1, historyHash: true },
      { prefersReducedMotion: false },
    );
    vi.advanceTimersByTime(3000);
    handle.next();
    vi.advanceTimersByTime(1000);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    click(root.querySelectorAll('[data-thumbnail-index]')[VIDEO_INDEX]!);
    vi.advanceTimersByTime(1000);
    click(slides[VIDEO_INDEX]!.querySelector('[data-video-play]')!);
    await handle.openLightbox(1);
    expect(dialog()).not.toBeNull();
    dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Next image"]')!.click();
    vi.advanceTimersByTime(1000);
    await flushMicrotasks();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();

    for (const file of [
      './island.ts',
      '../Video/island.ts',
      '../../runtime/lightbox.ts',
      '../../runtime/image-loader.ts',
    ]) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/data-request/);
      expect(source, file).not.toMatch(/\bfetch\(|XMLHttpRequest/);
    }
  });
});

describe('the image queue', () => {
  /** Images that report a width (laid out) and stay loading until they get a 'load' event. */
  function slowImages() {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 200));
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
  }
  const twenty = () => aCollection(Array.from({ length: 20 }, (_, i) => anImage(i + 1)));
  const loading = (root: HTMLElement) =>
    Array.from(root.querySelectorAll<HTMLImageElement>('img[data-src]:not([src^="data:"])'));

  it('GAL-078 a desktop loads 16 images at a time', async () => {
    slowImages();
    const { root } = aGallery({ design: 'grid' }, { isMobile: false }, twenty());
    await flushMicrotasks();
    expect(loading(root)).toHaveLength(16);
    loading(root)[0]!.dispatchEvent(new Event('load'));
    await flushMicrotasks();
    expect(loading(root)).toHaveLength(17);
  });

  it('GAL-078 a phone loads 1 image at a time', async () => {
    slowImages();
    const { root } = aGallery({ design: 'grid' }, { isMobile: true }, twenty());
    await flushMicrotasks();
    expect(loading(root)).toHaveLength(1);
    loading(root)[0]!.dispatchEvent(new Event('load'));
    await flushMicrotasks();
    expect(loading(root)).toHaveLength(2);
  });
});

describe('designs', () => {
  it.each(GALLERY_DESIGNS.map((design) => [design] as [GalleryDesign]))(
    'GAL-001 the %s design sets up without errors',
    (design) => {
      const error = vi.spyOn(console, 'error');
      const { handle } = aGallery({ design });
      expect(handle.index).toBe(0);
      expect(error).not.toHaveBeenCalled();
    },
  );
});
