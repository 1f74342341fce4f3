import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import styles from './lightbox.module.css';
import {
  attachLightbox,
  clickZone,
  LIGHTBOX,
  type LightboxHandle,
  type LightboxItem,
  type LightboxOptions,
  type LightboxState,
  lightboxImageSources,
  lightboxTheme,
  openLightbox,
} from './lightbox.ts';

function anItem(overrides: Partial<LightboxItem> = {}): LightboxItem {
  return { src: '/s/m1/photo.jpg', alt: 'A photo', caption: '', width: 3000, height: 2000, ...overrides };
}

function someItems(count: number): LightboxItem[] {
  return Array.from({ length: count }, (_, i) =>
    anItem({ src: `/s/m${i + 1}/photo-${i + 1}.jpg`, alt: `Photo ${i + 1}`, caption: `Caption ${i + 1}` }),
  );
}

const opened: LightboxHandle[] = [];

function open(items: LightboxItem[], index = 0, options: LightboxOptions = {}) {
  const handle = openLightbox(items, index, { isMobile: false, ...options });
  opened.push(handle);
  return handle;
}

function button(root: HTMLElement, name: string) {
  return [...root.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
}

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget | null = null) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (target ?? document.activeElement ?? document).dispatchEvent(event);
  return event;
}

function clickAt(target: Element, clientX: number) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const handle of opened.splice(0)) handle.close();
  vi.runAllTimers();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('clickZone', () => {
  it('GAL-088 the left half steps back and the right half forward', () => {
    expect(clickZone(20, 1000)).toBe('previous');
    expect(clickZone(499, 1000)).toBe('previous');
    expect(clickZone(500, 1000)).toBe('next');
    expect(clickZone(980, 1000)).toBe('next');
  });

  it('GAL-088 a click within 2 percent of either edge does nothing', () => {
    expect(clickZone(0, 1000)).toBeNull();
    expect(clickZone(19.9, 1000)).toBeNull();
    expect(clickZone(980.1, 1000)).toBeNull();
    expect(clickZone(1000, 1000)).toBeNull();
  });

  it('a click off the stage or on a stage with no width does nothing', () => {
    expect(clickZone(-5, 1000)).toBeNull();
    expect(clickZone(1005, 1000)).toBeNull();
    expect(clickZone(0, 0)).toBeNull();
    expect(clickZone(Number.NaN, 1000)).toBeNull();
  });
});

describe('lightboxTheme', () => {
  it("GAL-091 'light' gives the light theme, anything else dark", () => {
    expect(lightboxTheme('light')).toBe('light');
    for (const value of ['dark', 'Light', '', undefined, null, 1]) expect(lightboxTheme(value)).toBe('dark');
  });

  it('GAL-091 the viewer carries the theme class', () => {
    expect(open(someItems(2), 0, { theme: 'light' }).element.classList).toContain(styles.light);
    expect(open(someItems(2)).element.classList).toContain(styles.dark);
  });
});

describe('lightboxImageSources', () => {
  it('asks for 1500w with every width up to the original in the srcset', () => {
    const sources = lightboxImageSources(anItem({ width: 3000, height: 2000 }));
    expect(sources.src).toBe('/s/m1/photo.jpg?format=1500w');
    expect(sources.srcset.split(', ')).toEqual(
      [100, 300, 500, 750, 1000, 1500, 2500].map((w) => `/s/m1/photo.jpg?format=${w}w ${w}w`),
    );
    expect(sources.sizes).toBe('min(100vw, 150vh)');
  });

  it('stops at the first width that covers a small original', () => {
    const sources = lightboxImageSources(anItem({ width: 800, height: 1000 }));
    expect(sources.src).toBe('/s/m1/photo.jpg?format=1000w');
    expect(sources.srcset).not.toContain('1500w');
    expect(sources.sizes).toBe('min(100vw, 80vh)');
  });

  it('offers every width when the size is unknown', () => {
    const sources = lightboxImageSources(anItem({ width: 0, height: 0 }));
    expect(sources.src).toBe('/s/m1/photo.jpg?format=1500w');
    expect(sources.srcset).toContain('2500w');
    expect(sources.sizes).toBe('100vw');
  });
});

describe('openLightbox', () => {
  it('is a modal dialog that takes focus and locks the page scroll', () => {
    document.body.style.overflow = 'auto';
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const lightbox = open(someItems(3));
    const root = lightbox.element;
    expect(root.getAttribute('role')).toBe('dialog');
    expect(root.getAttribute('aria-modal')).toBe('true');
    expect(root.getAttribute('aria-label')).toBe('Image viewer');
    expect(document.activeElement).toBe(button(root, 'Close'));
    expect(document.body.style.overflow).toBe('hidden');

    lightbox.close();
    vi.advanceTimersByTime(LIGHTBOX.overlayFadeMs);
    expect(document.body.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to returnFocusTo when given', () => {
    const target = document.body.appendChild(document.createElement('a'));
    target.href = '#gallery';
    const lightbox = open(someItems(2), 0, { returnFocusTo: target });
    lightbox.close();
    vi.runAllTimers();
    expect(document.activeElement).toBe(target);
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    const root = open(someItems(3), 1).element;
    const close = button(root, 'Close')!;
    const next = button(root, 'Next image')!;
    next.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(next);
  });

  it('GAL-081 has close, previous and next controls that work', () => {
    const onIndexChange = vi.fn();
    const lightbox = open(someItems(3), 0, { onIndexChange });
    const root = lightbox.element;
    button(root, 'Next image')!.click();
    expect(lightbox.index).toBe(1);
    button(root, 'Previous image')!.click();
    expect(lightbox.index).toBe(0);
    expect(onIndexChange.mock.calls).toEqual([[1], [0]]);
    button(root, 'Close')!.click();
    expect(lightbox.state).toBe('closing');
  });

  it('GAL-081 without loop, previous is disabled at the first item and next at the last', () => {
    const lightbox = open(someItems(3), 0, { loop: false });
    const root = lightbox.element;
    expect(button(root, 'Previous image')!.disabled).toBe(true);
    expect(button(root, 'Next image')!.disabled).toBe(false);
    lightbox.goTo(2);
    expect(button(root, 'Previous image')!.disabled).toBe(false);
    expect(button(root, 'Next image')!.disabled).toBe(true);
    lightbox.next();
    expect(lightbox.index).toBe(2);
  });

  it('moves focus to previous when next is disabled under it', () => {
    const lightbox = open(someItems(2), 0, { loop: false });
    const next = button(lightbox.element, 'Next image')!;
    next.focus();
    next.click();
    expect(lightbox.index).toBe(1);
    expect(document.activeElement).toBe(button(lightbox.element, 'Previous image'));
  });

  it('loops on desktop by default', () => {
    const lightbox = open(someItems(3), 2);
    lightbox.next();
    expect(lightbox.index).toBe(0);
    lightbox.previous();
    expect(lightbox.index).toBe(2);
  });

  it('GAL-090 does not loop on mobile even when loop is on', () => {
    const lightbox = open(someItems(3), 2, { isMobile: true, loop: true });
    expect(button(lightbox.element, 'Next image')!.disabled).toBe(true);
    lightbox.next();
    expect(lightbox.index).toBe(2);
    lightbox.goTo(0);
    lightbox.previous();
    expect(lightbox.index).toBe(0);
  });

  it('shows no previous, next or counter for a single item', () => {
    const root = open([anItem()]).element;
    expect(button(root, 'Previous image')!.hidden).toBe(true);
    expect(button(root, 'Next image')!.hidden).toBe(true);
    expect(root.textContent).not.toContain('1 / 1');
  });

  it('shows where the visitor is: 2 / 3', () => {
    const lightbox = open(someItems(3), 1);
    expect(lightbox.element.textContent).toContain('2 / 3');
  });

  it('GAL-083 an image item shows the image with its alt and the caption as text', () => {
    const items = [anItem({ alt: 'Harbour at dawn', caption: 'Shot <b>at</b> 6am\nfrom the pier' })];
    const root = open(items).element;
    const img = root.querySelector('img')!;
    expect(img.alt).toBe('Harbour at dawn');
    expect(img.getAttribute('src')).toBe('/s/m1/photo.jpg?format=1500w');
    expect(img.getAttribute('srcset')).toContain('/s/m1/photo.jpg?format=2500w 2500w');
    const caption = root.querySelector('figcaption')!;
    expect(caption.textContent).toBe('Shot <b>at</b> 6am\nfrom the pier');
    expect(caption.querySelector('b')).toBeNull();
    expect(caption.hidden).toBe(false);
  });

  it('GAL-083 a video item shows a titled player', () => {
    // happy-dom loads no iframe pages and prints a NotSupportedError for this one; it is harmless.
    const video = anItem({
      type: 'video',
      alt: 'Studio tour',
      videoSrc: 'https://player.vimeo.com/video/1',
    });
    const root = open([video]).element;
    const iframe = root.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://player.vimeo.com/video/1');
    expect(iframe.title).toBe('Studio tour');
    expect(root.querySelector('img')).toBeNull();
  });

  it('embeds only an https player; other addresses show the poster image', () => {
    const video = anItem({ type: 'video', videoSrc: 'javascript:alert(1)' });
    const root = open([video]).element;
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/s/m1/photo.jpg?format=1500w');
  });

  it('GAL-082 on mobile a toggle shows and hides the caption', () => {
    const root = open(someItems(2), 0, { isMobile: true }).element;
    const toggle = button(root, 'Show caption')!;
    const caption = root.querySelector('figcaption')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(caption.id);
    expect(caption.hidden).toBe(true);

    toggle.click();
    expect(toggle.textContent).toBe('Hide caption');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(caption.hidden).toBe(false);

    button(root, 'Next image')!.click();
    expect(root.querySelector('figcaption')!.hidden).toBe(false);
  });

  it('GAL-082 on mobile an item without a caption has no toggle, and desktop has none at all', () => {
    const mobile = open([anItem({ caption: '' }), anItem()], 0, { isMobile: true }).element;
    expect(button(mobile, 'Show caption')!.hidden).toBe(true);
    const desktop = open(someItems(2)).element;
    expect(button(desktop, 'Show caption')).toBeUndefined();
  });

  it('GAL-084 goes open, content visible, closing, destroyed', () => {
    const states: LightboxState[] = [];
    const lightbox = open(someItems(2), 0, { onStateChange: (state) => states.push(state) });
    expect(states).toEqual(['open']);
    expect(lightbox.state).toBe('open');
    vi.advanceTimersByTime(LIGHTBOX.overlayFadeMs);
    expect(lightbox.state).toBe('content-visible');

    lightbox.close();
    expect(lightbox.state).toBe('closing');
    expect(lightbox.element.classList).not.toContain(styles.isVisible);
    expect(lightbox.element.isConnected).toBe(true);
    vi.advanceTimersByTime(LIGHTBOX.overlayFadeMs);
    expect(states).toEqual(['open', 'content-visible', 'closing', 'destroyed']);
    expect(lightbox.element.isConnected).toBe(false);
  });

  it('GAL-084 a destroyed lightbox no longer listens to keys', () => {
    const onIndexChange = vi.fn();
    const lightbox = open(someItems(3), 0, { onIndexChange });
    lightbox.close();
    vi.runAllTimers();
    press('ArrowRight', {}, document);
    const escapeKey = press('Escape', {}, document);
    expect(onIndexChange).not.toHaveBeenCalled();
    expect(escapeKey.defaultPrevented).toBe(false);
  });

  it('GAL-085 GAL-086 the overlay fades in 0.35 s, then the content in 0.6 s', () => {
    const lightbox = open(someItems(2));
    const root = lightbox.element;
    expect(root.style.getPropertyValue('--lightbox-overlay-fade')).toBe('350ms');
    expect(root.style.getPropertyValue('--lightbox-content-fade')).toBe('600ms');
    expect(root.classList).toContain(styles.isVisible);
    const content = root.querySelector('figure')!;
    expect(content.classList).not.toContain(styles.isContentVisible);
    vi.advanceTimersByTime(LIGHTBOX.overlayFadeMs - 1);
    expect(content.classList).not.toContain(styles.isContentVisible);
    vi.advanceTimersByTime(1);
    expect(content.classList).toContain(styles.isContentVisible);
  });

  it('GAL-086 a new item fades in as content', () => {
    const lightbox = open(someItems(2));
    vi.advanceTimersByTime(LIGHTBOX.overlayFadeMs);
    lightbox.next();
    const content = lightbox.element.querySelector('figure')!;
    expect(content.querySelector('img')!.alt).toBe('Photo 2');
    expect(content.classList).toContain(styles.isContentVisible);
  });

  it('GAL-087 arrow keys step at most once per 200 ms', () => {
    const lightbox = open(someItems(5), 0);
    press('ArrowRight');
    press('ArrowRight');
    vi.advanceTimersByTime(LIGHTBOX.keyThrottleMs - 1);
    press('ArrowRight');
    expect(lightbox.index).toBe(1);
    vi.advanceTimersByTime(1);
    press('ArrowRight');
    expect(lightbox.index).toBe(2);
    vi.advanceTimersByTime(LIGHTBOX.keyThrottleMs);
    press('ArrowLeft');
    expect(lightbox.index).toBe(1);
  });

  it('GAL-087 Escape closes', () => {
    const lightbox = open(someItems(2));
    const escapeKey = press('Escape');
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(lightbox.state).toBe('closing');
  });

  it('GAL-088 a click on the stage steps by the half clicked, but not at its edges', () => {
    const lightbox = open(someItems(5), 2);
    const stageAt = () => {
      const img = lightbox.element.querySelector('img')!;
      vi.spyOn(img.parentElement!, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 100, y: 0, width: 1000, height: 600 }),
      );
      return img;
    };
    clickAt(stageAt(), 900);
    expect(lightbox.index).toBe(3);
    clickAt(stageAt(), 300);
    expect(lightbox.index).toBe(2);
    clickAt(stageAt(), 105);
    clickAt(stageAt(), 1095);
    expect(lightbox.index).toBe(2);
    expect(lightbox.state).not.toBe('closing');
  });

  it('GAL-088 a click on the backdrop closes, one on the caption does not', () => {
    const lightbox = open(someItems(2));
    clickAt(lightbox.element.querySelector('figcaption')!, 10);
    expect(lightbox.state).toBe('open');
    clickAt(lightbox.element.querySelector('figure')!.parentElement!, 10);
    expect(lightbox.state).toBe('closing');
  });

  it('GAL-089 keeps 100 px round the content', () => {
    const root = open(someItems(2)).element;
    expect(root.style.getPropertyValue('--lightbox-padding')).toBe('100px');
  });

  it('refuses an empty list and clamps the index it opens at', () => {
    expect(() => openLightbox([], 0)).toThrow(RangeError);
    expect(open(someItems(3), 7).index).toBe(2);
  });
});

describe('attachLightbox', () => {
  function aGallery(count: number) {
    const gallery = document.body.appendChild(document.createElement('div'));
    const buttons = Array.from({ length: count }, (_, i) => {
      const item = gallery.appendChild(document.createElement('button'));
      item.type = 'button';
      item.className = 'item';
      item.textContent = `Photo ${i + 1}`;
      return item;
    });
    return { gallery, buttons };
  }

  function attach(gallery: HTMLElement, items: LightboxItem[], options: LightboxOptions = {}) {
    const onStateChange = vi.fn();
    const detach = attachLightbox(
      gallery,
      '.item',
      () => items,
      () => ({
        isMobile: false,
        onStateChange,
        ...options,
      }),
    );
    const current = () => document.querySelector<HTMLElement>('[role="dialog"]');
    return { detach, current, onStateChange };
  }

  afterEach(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>('[aria-label="Close"]')) close.click();
  });

  it('GAL-079 a click on a gallery item opens the lightbox at that item', () => {
    const { gallery, buttons } = aGallery(3);
    const { current } = attach(gallery, someItems(3));
    buttons[1]!.click();
    expect(current()!.querySelector('img')!.alt).toBe('Photo 2');
  });

  it('GAL-079 the item index comes from data-index when the item has one', () => {
    const { gallery, buttons } = aGallery(2);
    buttons[0]!.dataset.index = '2';
    const { current } = attach(gallery, someItems(3));
    buttons[0]!.click();
    expect(current()!.querySelector('img')!.alt).toBe('Photo 3');
  });

  it('GAL-080 Enter on a focused item opens the lightbox at that item', () => {
    const { gallery, buttons } = aGallery(3);
    const { current } = attach(gallery, someItems(3));
    buttons[2]!.focus();
    const enter = press('Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(current()!.querySelector('img')!.alt).toBe('Photo 3');
  });

  it('GAL-080 Space on a focused item opens the lightbox without scrolling the page', () => {
    const { gallery, buttons } = aGallery(3);
    const { current } = attach(gallery, someItems(3));
    buttons[0]!.focus();
    const space = press(' ');
    expect(space.defaultPrevented).toBe(true);
    expect(current()!.querySelector('img')!.alt).toBe('Photo 1');
  });

  it('opens one lightbox at a time, and again once the first has gone', () => {
    const { gallery, buttons } = aGallery(2);
    const { current, onStateChange } = attach(gallery, someItems(2));
    buttons[0]!.click();
    buttons[1]!.click();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    button(current()!, 'Close')!.click();
    vi.runAllTimers();
    expect(document.activeElement).toBe(buttons[0]);
    buttons[1]!.click();
    expect(current()!.querySelector('img')!.alt).toBe('Photo 2');
    expect(onStateChange).toHaveBeenLastCalledWith('open');
  });

  it('leaves click-through items, modified clicks and other keys alone', () => {
    const { gallery, buttons } = aGallery(2);
    buttons[0]!.dataset.clickThroughUrl = '/shop';
    const { current } = attach(gallery, someItems(2));
    buttons[0]!.click();
    buttons[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true }));
    buttons[1]!.focus();
    press('a');
    expect(current()).toBeNull();
  });

  it('stops listening once detached', () => {
    const { gallery, buttons } = aGallery(2);
    const { detach, current } = attach(gallery, someItems(2));
    detach();
    buttons[0]!.click();
    expect(current()).toBeNull();
  });
});
