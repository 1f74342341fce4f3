// The scroll tween (decision 053) with fake timers: easing, durations, the clamp, the two errors,
// scroll-end detection and the scroll into view 30 px below the top.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  easeOutSine,
  SCROLL_END_TIMEOUT_MS,
  SCROLL_OFFSET_PX,
  scrollTargetOf,
  scrollToElement,
  TWEEN_DURATION_ERROR,
  TWEEN_FUNCTION_ERROR,
  tween,
  tweenDuration,
  whenScrollEnds,
} from './scroll-tween.ts';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });
});
afterEach(() => vi.useRealTimers());

/** A window of 800 px over a 3000 px page, its scrolls recorded, each firing a scroll event. */
function fakeWindow(scrollY = 0) {
  const target = new EventTarget();
  const win = Object.assign(target, {
    scrollY,
    innerHeight: 800,
    document: { documentElement: { scrollHeight: 3000 } },
    scrolls: [] as number[],
    scrollTo({ top }: { top: number }) {
      win.scrollY = top;
      win.scrolls.push(Math.round(top));
      target.dispatchEvent(new Event('scroll'));
    },
  });
  return win;
}
/** An element whose top is `pageY` on the page, wherever the window is scrolled. */
function elementAt(pageY: number, win: { scrollY: number }) {
  return { getBoundingClientRect: () => ({ top: pageY - win.scrollY }) } as unknown as Element;
}

describe('scroll tween (decision 053)', () => {
  it('UI-063 eases with easeOutSine', () => {
    expect(easeOutSine(0)).toBe(0);
    expect(easeOutSine(0.5)).toBeCloseTo(Math.SQRT1_2, 10);
    expect(easeOutSine(1)).toBe(1);
    const steps: number[] = [];
    tween((p) => steps.push(p));
    vi.advanceTimersByTime(150);
    // Half the time gone, seven tenths of the way (within one frame of 16 ms).
    expect(steps.at(-1)!).toBeGreaterThan(easeOutSine(134 / 300));
    expect(steps.at(-1)!).toBeLessThanOrEqual(easeOutSine(0.5));
  });

  it('UI-064 the default tween lasts 300 ms and ends with exactly 1', async () => {
    const steps: number[] = [];
    const running = tween((p) => steps.push(p));
    let isDone: boolean | undefined;
    void running.done.then((completed) => {
      isDone = completed;
    });
    vi.advanceTimersByTime(290);
    await Promise.resolve();
    expect(isDone).toBeUndefined();
    expect(steps.at(-1)!).toBeLessThan(1);
    vi.advanceTimersByTime(30);
    await Promise.resolve();
    expect(isDone).toBe(true);
    expect(steps.at(-1)).toBe(1);
    expect(steps.length).toBeGreaterThan(10);
    // Monotonic: it never steps back.
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('UI-062 clamps the duration only when a clamp is asked for, its bounds 50 ms when left out', async () => {
    expect(tweenDuration()).toBe(300);
    expect(tweenDuration(120)).toBe(120);
    expect(tweenDuration(800, {})).toBe(50);
    expect(tweenDuration(10, {})).toBe(50);
    expect(tweenDuration(10, { max: 300 })).toBe(50);
    expect(tweenDuration(1000, { max: 300 })).toBe(300);
    expect(tweenDuration(200, { min: 100, max: 300 })).toBe(200);
    const steps: number[] = [];
    const running = tween((p) => steps.push(p), { duration: 800, clamp: {} });
    vi.advanceTimersByTime(70);
    expect(await running.done).toBe(true);
    expect(steps.at(-1)).toBe(1);
  });

  it("UI-066 a duration that is not a finite number fails with '[Tween] Duration is not a finite number.'", () => {
    expect(TWEEN_DURATION_ERROR).toBe('[Tween] Duration is not a finite number.');
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, '300' as unknown as number])
      expect(() => tween(() => {}, { duration }), String(duration)).toThrow(TWEEN_DURATION_ERROR);
  });

  it('UI-067 the first argument of a tween must be a function', () => {
    for (const bad of [undefined, 'step', 1, {}])
      expect(() => tween(bad as never), String(bad)).toThrow(new TypeError(TWEEN_FUNCTION_ERROR));
    expect(TWEEN_FUNCTION_ERROR).toMatch(/first argument of a tween must be a function/);
  });

  it('issue 19: a cancelled tween takes no more steps and its done answers false', async () => {
    const steps: number[] = [];
    const running = tween((p) => steps.push(p));
    vi.advanceTimersByTime(100);
    running.cancel();
    const taken = steps.length;
    vi.advanceTimersByTime(400);
    expect(steps.length).toBe(taken);
    expect(await running.done).toBe(false);
  });

  it('UI-060 scrolling has ended once no scroll event came for 300 ms', async () => {
    expect(SCROLL_END_TIMEOUT_MS).toBe(300);
    const win = fakeWindow();
    let hasEnded = false;
    void whenScrollEnds(win as unknown as Window).then(() => {
      hasEnded = true;
    });
    vi.advanceTimersByTime(200);
    win.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(299);
    await Promise.resolve();
    expect(hasEnded).toBe(false);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(hasEnded).toBe(true);
  });

  it('UI-065 an element is brought 30 px below the top of the window, within the page', () => {
    expect(SCROLL_OFFSET_PX).toBe(30);
    const win = fakeWindow(100);
    expect(scrollTargetOf(elementAt(900, win), win as unknown as Window)).toBe(870);
    expect(scrollTargetOf(elementAt(10, win), win as unknown as Window)).toBe(0);
    // The page ends at 3000: the window cannot go past 2200.
    expect(scrollTargetOf(elementAt(2900, win), win as unknown as Window)).toBe(2200);
    expect(scrollTargetOf(null, win as unknown as Window)).toBe(0);
  });

  it('UI-064 UI-065 a scroll of a window height or more tweens for 300 ms in many steps to 30 px above the element, then ends', async () => {
    const win = fakeWindow(0);
    let hasEnded = false;
    void scrollToElement(elementAt(1830, win), { win: win as unknown as Window }).then(() => {
      hasEnded = true;
    });
    vi.advanceTimersByTime(150);
    expect(win.scrollY).toBeGreaterThan(0);
    expect(win.scrollY).toBeLessThan(1800);
    vi.advanceTimersByTime(170);
    expect(win.scrollY).toBe(1800);
    expect(win.scrolls.length).toBeGreaterThan(10);
    await vi.advanceTimersByTimeAsync(SCROLL_END_TIMEOUT_MS + 20);
    expect(hasEnded).toBe(true);
  });

  it('UI-062 a short scroll is quicker, never under 50 ms', async () => {
    const win = fakeWindow(0);
    void scrollToElement(elementAt(60, win), { win: win as unknown as Window });
    vi.advanceTimersByTime(40);
    expect(win.scrollY).toBeLessThan(30);
    vi.advanceTimersByTime(30);
    expect(win.scrollY).toBe(30);
  });

  it('issue 19: with reduced motion the window jumps in one scroll', async () => {
    const win = fakeWindow(0);
    void scrollToElement(elementAt(1830, win), { win: win as unknown as Window, isInstant: true });
    expect(win.scrolls).toEqual([1800]);
  });

  it('issue 19: a wheel turn of the visitor stops the tween where it is', async () => {
    const win = fakeWindow(0);
    void scrollToElement(elementAt(1830, win), { win: win as unknown as Window });
    vi.advanceTimersByTime(100);
    win.dispatchEvent(new Event('wheel'));
    const stoppedAt = win.scrollY;
    vi.advanceTimersByTime(400);
    expect(win.scrollY).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(1800);
  });
});
