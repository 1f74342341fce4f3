import { ENTRANCE_MESSAGE, fitFontSize, headingProblem, TEXT_SHRINK_MESSAGE } from '@folio/core/text-shrink';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Heading } from './Heading.tsx';
import { enhance, enter } from './island.ts';

// jsdom lays nothing out: a heading whose line is 20 px per px of font size, in a box `width` wide.
let width = 600;
function mount(): HTMLElement {
  const wrapper = document.createElement('div');
  const heading = document.createElement('h2');
  heading.textContent = 'A very long heading';
  heading.style.fontSize = '';
  Object.defineProperty(heading, 'clientWidth', { get: () => width });
  Object.defineProperty(heading, 'scrollWidth', {
    get: () => Math.max(width, 20 * (Number.parseFloat(heading.style.fontSize) || 40)),
  });
  wrapper.append(heading);
  document.body.append(wrapper);
  return wrapper;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.textContent = '';
  width = 600;
});

describe('text shrink (decision 051)', () => {
  it('UI-055 text shrink does not go below a font size of 11', () => {
    expect(fitFontSize(40, (size) => size * 20 <= 600)).toBe(30);
    expect(fitFontSize(40, () => false)).toBe(11);
    expect(fitFontSize(40, () => true)).toBe(40);
    width = 100; // 11 px × 20 = 220 > 100: nothing fits
    const wrapper = mount();
    enhance(wrapper, { shrinkToFit: true, entrance: 'none' });
    const heading = wrapper.firstElementChild as HTMLElement;
    expect(heading.style.fontSize).toBe('11px');
    expect(heading.style.whiteSpace).toBe('normal');
  });

  it('UI-056 text shrink recomputes on resize with a debounce of 100 ms', () => {
    vi.useFakeTimers();
    const wrapper = mount();
    const heading = wrapper.firstElementChild as HTMLElement;
    // jsdom has no cascade for font sizes: the heading's own size is 40 px.
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ fontSize: '40px' } as CSSStyleDeclaration);
    const stop = enhance(wrapper, { shrinkToFit: true, entrance: 'none' });
    const first = heading.style.fontSize;
    expect(first).toBe('30px'); // 30 × 20 = 600
    width = 300;
    dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(50);
    dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    expect(heading.style.fontSize).toBe(first);
    vi.advanceTimersByTime(1);
    expect(heading.style.fontSize).toBe('15px');
    expect(heading.dataset.shrunk).toBe(heading.style.fontSize.replace('px', ''));
    stop();
    vi.restoreAllMocks();
  });

  it('issue 19: only a heading with Shrink to fit is an island; a non-boolean is refused', () => {
    const plain = renderToStaticMarkup(createElement(Heading, { text: 'Hi', level: 'h2', align: 'left' }));
    const shrunk = renderToStaticMarkup(
      createElement(Heading, { text: 'Hi', level: 'h2', align: 'left', shrinkToFit: true }),
    );
    expect(plain).not.toContain('data-island');
    expect(shrunk).toContain('data-island="Heading"');
    expect(headingProblem({ shrinkToFit: 'yes' })).toBe(TEXT_SHRINK_MESSAGE);
    expect(headingProblem({ shrinkToFit: true })).toBeNull();
    expect(headingProblem({})).toBeNull();
  });

  it('UI-068 UI-061 an entrance observes the thresholds 0, 0.1, 0.25, 0.5 and 1 and, below the fold, shows the heading over 0.3 s once a tenth is in view', () => {
    let report: (ratio: number) => void = () => {};
    let thresholds: number[] = [];
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: { intersectionRatio: number }[]) => void,
          options: { threshold: number[] },
        ) {
          thresholds = options.threshold;
          report = (ratio) => callback([{ intersectionRatio: ratio }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const heading = document.createElement('h2');
    const stop = enter(heading, 'rise');
    expect(thresholds).toEqual([0, 0.1, 0.25, 0.5, 1]);
    report(0); // below the fold at first: hidden, lowered
    expect(heading.style.opacity).toBe('0');
    expect(heading.style.transform).toBe('translateY(1rem)');
    report(0.05);
    expect(heading.dataset.entrance).toBe('waiting');
    report(0.1);
    expect(heading.dataset.entrance).toBe('shown');
    expect(heading.style.opacity).toBe('');
    expect(heading.style.transition).toContain('opacity 0.3s');
    stop();

    const inView = document.createElement('h2');
    enter(inView, 'fade');
    report(1); // already in view: never hidden
    expect(inView.style.opacity).toBe('');
    expect(inView.dataset.entrance).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('issue 19: with reduced motion a heading never hides or moves', () => {
    let observed = false;
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {
          observed = true;
        }
        disconnect() {}
      },
    );
    const heading = document.createElement('h2');
    enter(heading, 'fade');
    expect(observed).toBe(false);
    expect(heading.style.opacity).toBe('');
    expect(headingProblem({ entrance: 'spin' })).toBe(ENTRANCE_MESSAGE);
    expect(headingProblem({ entrance: 'rise' })).toBeNull();
    vi.unstubAllGlobals();
  });
});
