// The accordion's rules (UI-018..UI-022) as pure functions over plain data.
export const ACCORDION_ANIMATION_MS = 250;

export interface AccordionState {
  isOpen: boolean[];
  /** Time (ms, same clock as `now`) before which clicks are ignored: an animation is running. */
  isAnimatingUntil: number;
}

export function initialAccordionState(count: number, isFirstItemExpanded: boolean): AccordionState {
  return {
    isOpen: Array.from({ length: count }, (_, i) => i === 0 && isFirstItemExpanded),
    isAnimatingUntil: 0,
  };
}

/** A click on item `index` at time `now`: toggles it, unless an animation is still running. */
export function toggleAccordionItem(
  state: AccordionState,
  input: { index: number; isMultipleOpen: boolean; now: number },
): AccordionState {
  if (input.now < state.isAnimatingUntil) return state;
  if (input.index < 0 || input.index >= state.isOpen.length) return state;
  const willOpen = !state.isOpen[input.index];
  const isOpen = state.isOpen.map((open, i) => {
    if (i === input.index) return willOpen;
    return willOpen && !input.isMultipleOpen ? false : open;
  });
  return { isOpen, isAnimatingUntil: input.now + ACCORDION_ANIMATION_MS };
}
