import { fitFontSize, headingProblem, TEXT_SHRINK_MESSAGE } from '@folio/core/text-shrink';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Heading } from './Heading.tsx';
import { enhance } from './island.ts';

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
    enhance(wrapper);
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
    const stop = enhance(wrapper);
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
});
