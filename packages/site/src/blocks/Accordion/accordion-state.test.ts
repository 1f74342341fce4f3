import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCORDION_ANIMATION_MS, initialAccordionState, toggleAccordionItem } from './accordion-state.ts';

function click(state: ReturnType<typeof initialAccordionState>, index: number, isMultipleOpen = false) {
  return toggleAccordionItem(state, { index, isMultipleOpen, now: Date.now() });
}

describe('accordion rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('UI-018 a click toggles an item open, and a later click closes it', () => {
    let state = initialAccordionState(3, false);
    expect(state.isOpen).toEqual([false, false, false]);
    state = click(state, 1);
    expect(state.isOpen).toEqual([false, true, false]);
    vi.advanceTimersByTime(ACCORDION_ANIMATION_MS);
    state = click(state, 1);
    expect(state.isOpen).toEqual([false, false, false]);
  });

  it('UI-019 clicks during the 250 ms animation are ignored', () => {
    let state = click(initialAccordionState(2, false), 0);
    vi.advanceTimersByTime(ACCORDION_ANIMATION_MS - 1);
    const during = click(state, 0);
    expect(during).toBe(state);
    expect(click(state, 1, true)).toBe(state);
    vi.advanceTimersByTime(1);
    state = click(state, 0);
    expect(state.isOpen).toEqual([false, false]);
  });

  it('UI-020 with multiple-open off, opening an item closes the others', () => {
    let state = click(initialAccordionState(3, false), 0);
    vi.advanceTimersByTime(ACCORDION_ANIMATION_MS);
    state = click(state, 2);
    expect(state.isOpen).toEqual([false, false, true]);
  });

  it('UI-020 with multiple-open on, items open independently', () => {
    let state = click(initialAccordionState(3, false), 0, true);
    vi.advanceTimersByTime(ACCORDION_ANIMATION_MS);
    state = click(state, 2, true);
    expect(state.isOpen).toEqual([true, false, true]);
  });

  it('UI-021 the first item starts expanded when the flag is set, and only then', () => {
    expect(initialAccordionState(3, true).isOpen).toEqual([true, false, false]);
    expect(initialAccordionState(3, false).isOpen).toEqual([false, false, false]);
    expect(initialAccordionState(0, true).isOpen).toEqual([]);
  });

  it('UI-022 the animation lasts 250 ms', () => {
    expect(ACCORDION_ANIMATION_MS).toBe(250);
    const state = click(initialAccordionState(1, false), 0);
    expect(state.isAnimatingUntil).toBe(Date.now() + 250);
  });

  it('ignores a click on an item that does not exist', () => {
    const state = initialAccordionState(2, false);
    expect(click(state, 5)).toBe(state);
  });
});
