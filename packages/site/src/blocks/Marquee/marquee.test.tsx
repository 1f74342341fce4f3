// Issue 19 (docs/decisions/047): the Marquee's rules, its server markup and its island.
import {
  MARQUEE_DEFAULTS,
  MARQUEE_MESSAGES,
  marqueeProblem,
  marqueeRegionWidth,
  marqueeSegmentLength,
  marqueeSettingsOf,
} from '@folio/core/marquee-block';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blocks } from '../registry.ts';
import { enhance } from './island.ts';
import { Marquee } from './Marquee.tsx';

const items = [{ text: 'Open every day' }, { text: 'Fresh <b>flowers</b>' }];

function mount(props: Record<string, unknown>) {
  document.body.innerHTML = renderToString(<Marquee items={items} {...props} />);
  const island = document.querySelector<HTMLElement>('[data-island="Marquee"]')!;
  const root = island.querySelector<HTMLElement>('[data-marquee]')!;
  return { island, root, props: JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown> };
}

describe('the Marquee block (issue 19)', () => {
  it('UI-023 has the props waveFrequency, waveIntensity, animationDirection (left or right), animationSpeed and pausedOnHover', () => {
    expect(Object.keys(blocks.Marquee.fields).sort()).toEqual(
      [
        'animationDirection',
        'animationSpeed',
        'items',
        'pausedOnHover',
        'waveFrequency',
        'waveIntensity',
      ].sort(),
    );
    const direction = blocks.Marquee.fields.animationDirection as { options: { value: unknown }[] };
    expect(direction.options.map((o) => o.value)).toEqual(['left', 'right']);
    expect(marqueeSettingsOf({})).toEqual(MARQUEE_DEFAULTS);
    // Out of range or odd values are refused on save, with the reason.
    expect(marqueeProblem({ waveFrequency: 0 })).toBe(MARQUEE_MESSAGES.waveFrequency);
    expect(marqueeProblem({ waveFrequency: 11 })).toBe(MARQUEE_MESSAGES.waveFrequency);
    expect(marqueeProblem({ waveIntensity: -1 })).toBe(MARQUEE_MESSAGES.waveIntensity);
    expect(marqueeProblem({ waveIntensity: 2.5 })).toBe(MARQUEE_MESSAGES.waveIntensity);
    expect(marqueeProblem({ animationSpeed: 99 })).toBe(MARQUEE_MESSAGES.animationSpeed);
    expect(marqueeProblem({ animationDirection: 'up' })).toBe(MARQUEE_MESSAGES.animationDirection);
    expect(marqueeProblem({ pausedOnHover: 'yes' })).toBe(MARQUEE_MESSAGES.pausedOnHover);
    expect(marqueeProblem({ items: [] })).toBe(MARQUEE_MESSAGES.items);
    expect(marqueeProblem({ items: [{ text: 'x'.repeat(201) }] })).toBe(MARQUEE_MESSAGES.text);
    expect(marqueeProblem({ items, ...MARQUEE_DEFAULTS, waveFrequency: '10', waveIntensity: 0 })).toBeNull();
  });

  it('UI-023 renders the text once for screen readers, escaped, with an aria-hidden copy to scroll', () => {
    const html = renderToString(<Marquee items={items} />);
    expect(html).toContain('Fresh &lt;b&gt;flowers&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    document.body.innerHTML = html;
    const lists = document.querySelectorAll('[data-marquee] ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]!.getAttribute('aria-hidden')).toBeNull();
    expect(lists[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(Array.from(lists[0]!.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      'Open every day',
      'Fresh <b>flowers</b>',
    ]);
    // No text, no block.
    expect(renderToString(<Marquee items={[{ text: '  ' }]} />)).toBe('');
  });

  it('UI-024 is focusable (so keyboard focus pauses it as hovering does) only when pausedOnHover', () => {
    expect(mount({ pausedOnHover: true }).root.getAttribute('tabindex')).toBe('0');
    expect(mount({ pausedOnHover: true }).root.hasAttribute('data-paused-on-hover')).toBe(true);
    expect(mount({ pausedOnHover: false }).root.hasAttribute('tabindex')).toBe(false);
    expect(mount({ pausedOnHover: false }).root.hasAttribute('data-paused-on-hover')).toBe(false);
  });

  it('UI-025 lays out in a region at least 50 wide', () => {
    expect(marqueeRegionWidth(0)).toBe(50);
    expect(marqueeRegionWidth(49.5)).toBe(50);
    expect(marqueeRegionWidth(Number.NaN)).toBe(50);
    expect(marqueeRegionWidth(320)).toBe(320);
  });

  it('UI-026 the path segment length is 250 to 1000, scaled by the wave frequency', () => {
    expect(marqueeSegmentLength(1)).toBe(1000);
    expect(marqueeSegmentLength(10)).toBe(250);
    const lengths = Array.from({ length: 10 }, (_, i) => marqueeSegmentLength(i + 1));
    for (let i = 1; i < lengths.length; i++) expect(lengths[i]!).toBeLessThan(lengths[i - 1]!);
    expect(marqueeSegmentLength(-5)).toBe(1000);
    expect(marqueeSegmentLength(50)).toBe(250);
    for (const length of lengths) expect(length >= 250 && length <= 1000).toBe(true);
  });

  describe('the island', () => {
    let resize: (() => void) | null = null;
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            resize = callback;
          }
          observe() {}
        },
      );
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('UI-027 rerenders after a resize with a debounce of 1000 ms', () => {
      const { island, root, props } = mount({ waveIntensity: 0 });
      let width = 600;
      Object.defineProperty(root, 'clientWidth', { get: () => width });
      enhance(island, props);
      expect(root.dataset.mode).toBe('straight');
      root.dataset.mode = 'old';
      width = 900;
      resize?.();
      vi.advanceTimersByTime(600);
      resize?.();
      vi.advanceTimersByTime(999);
      expect(root.dataset.mode).toBe('old');
      vi.advanceTimersByTime(1);
      expect(root.dataset.mode).toBe('straight');
    });

    it('UI-026 draws the text along a wave (aria-hidden SVG textPath, text as text) when it has an intensity', () => {
      const { island, root, props } = mount({ waveIntensity: 5, waveFrequency: 10 });
      Object.defineProperty(root, 'clientWidth', { get: () => 800 });
      enhance(island, props);
      expect(root.dataset.mode).toBe('wave');
      const svg = root.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      const paths = root.querySelectorAll('textPath');
      expect(paths.length).toBeGreaterThanOrEqual(2);
      expect(paths[0]!.textContent).toBe('Open every day • Fresh <b>flowers</b>');
      expect(paths[1]!.textContent).toBe('•');
      expect(root.querySelector('svg b')).toBeNull();
      // Copies start whole segments (250 long at frequency 10) apart: the loop has no jump.
      expect(Number.parseFloat(root.style.getPropertyValue('--marquee-distance')) % 250).toBe(0);
      // The server's list stays, once, for screen readers.
      expect(root.querySelectorAll('ul:not([aria-hidden])')).toHaveLength(1);
    });

    it('with prefers-reduced-motion it draws nothing: the text stands still', () => {
      vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {} }));
      const { island, root, props } = mount({ waveIntensity: 5 });
      enhance(island, props);
      expect(root.dataset.mode).toBe('still');
      expect(root.querySelector('svg')).toBeNull();
    });
  });
});
