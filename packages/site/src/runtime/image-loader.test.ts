import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseWidth,
  IMAGE_WARNINGS,
  LAZY_MARGIN_PX,
  lazyLoad,
  loadImage,
  placement,
  readImageConfig,
  sizedUrl,
} from './image-loader.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function env(extra: Partial<Parameters<typeof loadImage>[1]> = {}) {
  const warnings: string[] = [];
  const waits: number[] = [];
  return {
    warnings,
    waits,
    env: {
      devicePixelRatio: 2,
      saveData: false,
      warn: (m: string) => warnings.push(m),
      wait: async (ms: number) => {
        waits.push(ms);
      },
      ...extra,
    },
  };
}

function image(attributes: Record<string, string>, width = 0) {
  const img = document.createElement('img');
  for (const [k, v] of Object.entries(attributes)) img.setAttribute(k, v);
  img.getBoundingClientRect = () => ({ width }) as DOMRect;
  document.body.append(img);
  return img;
}

describe('the image loader', () => {
  it('GAL-092 GAL-093 GAL-094 GAL-095 GAL-096 GAL-097 reads every configuration field with its default', () => {
    const defaults = readImageConfig({});
    expect(Object.keys(defaults).sort()).toEqual(
      [
        'dimensions',
        'fixedRatio',
        'focalPoint',
        'load',
        'forceImageUpdate',
        'cropMode',
        'sizeAdjustment',
        'sizeFormat',
        'source',
        'stretch',
        'useBgImage',
        'useAdvancedPositioning',
        'allowSaveData',
        'dprMax',
        'dprMin',
        'fitAlignment',
      ].sort(),
    );
    expect(defaults).toMatchObject({
      focalPoint: { x: 0.5, y: 0.5 },
      cropMode: 'none',
      sizeAdjustment: 1,
      sizeFormat: 'queryString',
      fitAlignment: 'center',
      dimensions: null,
    });
    const set = readImageConfig({
      imageDimensions: '1600x900',
      imageFocalPoint: '0.2,0.8',
      cropMode: 'cover',
      sizeAdjustment: '0.5',
      sizeFormat: 'filename',
      fitAlignment: 'top',
      src: '/s/abc/x.jpg',
    });
    expect(set).toMatchObject({
      dimensions: { width: 1600, height: 900 },
      focalPoint: { x: 0.2, y: 0.8 },
      cropMode: 'cover',
      sizeAdjustment: 0.5,
      sizeFormat: 'filename',
      fitAlignment: 'top',
      source: '/s/abc/x.jpg',
    });
    // Out-of-range values fall back to the defaults.
    expect(
      readImageConfig({
        imageFocalPoint: '2,-1',
        cropMode: 'stretch',
        sizeAdjustment: '-1',
        fitAlignment: 'middle',
      }),
    ).toMatchObject({
      focalPoint: { x: 0.5, y: 0.5 },
      cropMode: 'none',
      sizeAdjustment: 1,
      fitAlignment: 'center',
    });
  });

  it('asks for the smallest service width that fills the box at the pixel density, within dprMin..dprMax, halved when saving data', () => {
    const config = { sizeAdjustment: 1, dprMin: 1, dprMax: 2, allowSaveData: true };
    expect(chooseWidth(300, config, { devicePixelRatio: 1, saveData: false })).toBe(300);
    expect(chooseWidth(301, config, { devicePixelRatio: 1, saveData: false })).toBe(500);
    expect(chooseWidth(400, config, { devicePixelRatio: 3, saveData: false })).toBe(1000);
    expect(chooseWidth(400, config, { devicePixelRatio: 2, saveData: true })).toBe(500);
    expect(chooseWidth(4000, config, { devicePixelRatio: 2, saveData: false })).toBe(2500);
    expect(
      chooseWidth(400, { ...config, sizeAdjustment: 0.25 }, { devicePixelRatio: 1, saveData: false }),
    ).toBe(100);
  });

  it('GAL-096 sized addresses as a query string or in the file name', () => {
    expect(sizedUrl('/s/a/x.jpg', 750, 'queryString')).toBe('/s/a/x.jpg?format=750w');
    expect(sizedUrl('/s/a/x.jpg?v=2', 750, 'queryString')).toBe('/s/a/x.jpg?v=2&format=750w');
    expect(sizedUrl('/s/a/x.jpg', 750, 'filename')).toBe('/s/a/750w/x.jpg');
  });

  it('GAL-093 GAL-094 GAL-097 places a cover crop by its focal point and a contained one by its alignment', () => {
    expect(
      placement({ cropMode: 'cover', focalPoint: { x: 0.25, y: 0.75 }, fitAlignment: 'center' }),
    ).toEqual({
      objectFit: 'cover',
      objectPosition: '25% 75%',
    });
    expect(placement({ cropMode: 'contain', focalPoint: { x: 0.5, y: 0.5 }, fitAlignment: 'top' })).toEqual({
      objectFit: 'contain',
      objectPosition: '50% 0%',
    });
    expect(
      placement({ cropMode: 'none', focalPoint: { x: 0.5, y: 0.5 }, fitAlignment: 'left' }).objectFit,
    ).toBe('');
  });

  it('loads the sized source into a laid-out image and marks it loaded', async () => {
    const img = image(
      { 'data-src': '/s/a/x.jpg', 'data-crop-mode': 'cover', 'data-image-focal-point': '0.1,0.9' },
      360,
    );
    const { env: e } = env();
    expect(await loadImage(img, e)).toBe('/s/a/x.jpg?format=750w');
    expect(img.getAttribute('src')).toBe('/s/a/x.jpg?format=750w');
    expect(img.style.objectPosition).toBe('10% 90%');
    expect(img.dataset.loaded).toBe('');
  });

  it('GAL-102 waits up to 100 tries of 10 ms for the box to get a width', async () => {
    const img = image({ 'data-src': '/s/a/x.jpg', 'data-image-dimensions': '400x300' });
    const { env: e, waits } = env({ devicePixelRatio: 1 });
    await loadImage(img, e);
    expect(waits).toHaveLength(100);
    expect(new Set(waits)).toEqual(new Set([10]));
    // Never laid out: sized from the original's width.
    expect(img.getAttribute('src')).toBe('/s/a/x.jpg?format=500w');
  });

  it('GAL-103 GAL-104 GAL-105 warns on the console for no source, a non-image and an image without a parent', async () => {
    const { env: e, warnings } = env();
    expect(await loadImage(image({}, 100), e)).toBeNull();
    expect(await loadImage(document.createElement('div'), e)).toBeNull();
    const orphan = document.createElement('img');
    orphan.dataset.src = '/s/a/x.jpg';
    expect(await loadImage(orphan, e)).toBeNull();
    expect(warnings).toEqual([IMAGE_WARNINGS.noSource, IMAGE_WARNINGS.notAnImage, IMAGE_WARNINGS.noParent]);
    expect(IMAGE_WARNINGS).toEqual({
      noSource: 'Invalid or missing image source.',
      notAnImage: 'Element is not a valid image element.',
      noParent: 'Image element has no parentNode.',
    });
  });

  it('GAL-099 GAL-100 watches lazy images with a 200 px margin and stops watching each once it loads', () => {
    const observed: Element[] = [];
    const unobserved: Element[] = [];
    let callback: IntersectionObserverCallback = () => undefined;
    let margin = '';
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
        callback = cb;
        margin = options.rootMargin ?? '';
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve(el: Element) {
        unobserved.push(el);
      }
      disconnect() {}
    }
    const a = image({ 'data-src': '/a.jpg' });
    const b = image({ 'data-src': '/b.jpg' });
    const load = vi.fn();
    lazyLoad([a, b], load, FakeObserver as unknown as typeof IntersectionObserver);
    expect(margin).toBe(`${LAZY_MARGIN_PX}px`);
    expect(observed).toEqual([a, b]);
    expect(load).not.toHaveBeenCalled();
    callback(
      [
        { target: a, isIntersecting: true },
        { target: b, isIntersecting: false },
      ] as unknown as IntersectionObserverEntry[],
      {} as IntersectionObserver,
    );
    expect(load.mock.calls.map((c) => c[0])).toEqual([a]);
    expect(unobserved).toEqual([a]);
  });

  it('GAL-101 without IntersectionObserver every lazy image loads at once', () => {
    const a = image({ 'data-src': '/a.jpg' });
    const b = image({ 'data-src': '/b.jpg' });
    const load = vi.fn();
    lazyLoad([a, b], load, null);
    expect(load.mock.calls.map((c) => c[0])).toEqual([a, b]);
  });
});
