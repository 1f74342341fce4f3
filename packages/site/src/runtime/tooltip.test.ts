import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeTooltip, startTooltips, TOOLTIP, type TooltipHandle } from './tooltip.ts';
import { installTooltips } from './tooltip-install.ts';

const css = readFileSync(join(import.meta.dirname, 'tooltip.module.css'), 'utf8');

let handle: TooltipHandle | null = null;

function page() {
  document.body.innerHTML = `
    <button id="next" aria-label="Next image" data-tooltip="">→</button>
    <a id="insta" href="https://instagram.com/demo" data-tooltip="Instagram"><svg aria-hidden="true"></svg></a>
    <button id="plain">Plain</button>`;
  handle = startTooltips(document);
  return {
    next: document.getElementById('next') as HTMLButtonElement,
    insta: document.getElementById('insta') as HTMLAnchorElement,
    plain: document.getElementById('plain') as HTMLButtonElement,
  };
}

function pointer(type: string, target: Element, init: Partial<PointerEventInit> = {}) {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, pointerType: 'mouse', clientX: 100, clientY: 100, ...init }),
  );
}

const tip = () => handle!.element;
const isShown = () => !tip().hidden && tip().dataset.state === 'visible';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  handle?.stop();
  handle = null;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('tooltips', () => {
  it("UI-013 a tooltip shows after 1200 ms of the mouse resting on its element, saying the element's name", () => {
    const { next } = page();
    pointer('pointerover', next);
    vi.advanceTimersByTime(1199);
    expect(isShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isShown()).toBe(true);
    expect(tip().textContent).toBe('Next image');
    expect(tip().getAttribute('role')).toBe('tooltip');
    // Its words are already the button's name: no description repeats them.
    expect(next.hasAttribute('aria-describedby')).toBe(false);
  });

  it('UI-013 leaving before 1200 ms shows nothing; leaving after hides it', () => {
    const { next, plain } = page();
    pointer('pointerover', next);
    vi.advanceTimersByTime(600);
    pointer('pointerout', next, { relatedTarget: plain });
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect(isShown()).toBe(false);
    pointer('pointerover', next);
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect(isShown()).toBe(true);
    pointer('pointerout', next, { relatedTarget: plain });
    expect(isShown()).toBe(false);
  });

  it('UI-013 keyboard focus shows it after 1200 ms; Escape hides it and is kept from the page', () => {
    const { insta } = page();
    insta.focus();
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect(isShown()).toBe(true);
    expect(tip().textContent).toBe('Instagram');
    const seenByPage = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    window.addEventListener('keydown', seenByPage);
    insta.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    window.removeEventListener('keydown', seenByPage);
    expect(isShown()).toBe(false);
    expect(seenByPage).toHaveReturnedWith(true);
    insta.blur();
  });

  it('a tooltip saying more than the name describes its element while shown', () => {
    const { insta } = page();
    insta.setAttribute('aria-label', 'Our account');
    pointer('pointerover', insta);
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect(insta.getAttribute('aria-describedby')).toBe(tip().id);
    pointer('pointerdown', insta);
    expect(insta.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is not shown on touch, nor for the focus a tap gives', () => {
    const { next } = page();
    pointer('pointerover', next, { pointerType: 'touch' });
    pointer('pointerdown', next, { pointerType: 'touch' });
    next.focus();
    vi.advanceTimersByTime(TOOLTIP.delayMs * 2);
    expect(isShown()).toBe(false);
  });

  it('UI-014 UI-016 a tooltip is 250 wide at most and fades over 0.3 s', () => {
    expect(TOOLTIP).toMatchObject({ width: 250, animationSeconds: 0.3 });
    const rule = css.match(/\n\.tooltip \{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toContain('max-width: 250px;');
    expect(rule).toContain('transition: opacity 0.3s ease;');
  });

  it('UI-015 a tooltip sits 15 px right of and below the mouse', () => {
    expect(TOOLTIP.mouseOffset).toBe(15);
    expect(placeTooltip({ x: 100, y: 100 }, { width: 80, height: 24 }, { width: 1440, height: 900 })).toEqual(
      {
        x: 115,
        y: 115,
      },
    );
    const { next } = page();
    pointer('pointerover', next, { clientX: 300, clientY: 200 });
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect([tip().style.left, tip().style.top]).toEqual(['315px', '215px']);
  });

  it('UI-017 a tooltip keeps 20 px from the window edge, going above the mouse near the bottom', () => {
    expect(TOOLTIP.edgeMargin).toBe(20);
    const view = { width: 390, height: 844 };
    expect(placeTooltip({ x: 380, y: 100 }, { width: 250, height: 24 }, view)).toEqual({ x: 120, y: 115 });
    expect(placeTooltip({ x: 0, y: 0 }, { width: 250, height: 24 }, view)).toEqual({ x: 20, y: 20 });
    expect(placeTooltip({ x: 100, y: 830 }, { width: 100, height: 24 }, view)).toEqual({ x: 115, y: 791 });
  });

  it('the text is text, never markup', () => {
    const { insta } = page();
    insta.dataset.tooltip = '<img src=x onerror=alert(1)>';
    pointer('pointerover', insta);
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect(tip().querySelector('img')).toBeNull();
    expect(tip().textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('the tooltip loader', () => {
  it('loads tooltip.ts only on the first hover or focus of an element with data-tooltip, and hands it the latest event', async () => {
    document.body.innerHTML = '<button id="a">A</button><button id="b" data-tooltip="Bee">B</button>';
    const start = vi.fn();
    let arrive: (m: never) => void = () => {};
    const load = vi.fn(() => new Promise<never>((resolve) => (arrive = resolve)));
    installTooltips(document, load);
    document.getElementById('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.getElementById('b')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const later = new Event('pointerover', { bubbles: true });
    document.getElementById('a')!.dispatchEvent(later);
    arrive({ startTooltips: start } as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(document, later);
  });

  it('a trigger that has keyboard focus when the chunk arrives gets its tooltip', () => {
    document.body.innerHTML = '<button id="b" data-tooltip="Bee">B</button>';
    document.getElementById('b')!.focus();
    handle = startTooltips(document, new Event('focusin'));
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect(isShown()).toBe(true);
    expect(tip().textContent).toBe('Bee');
  });
});
