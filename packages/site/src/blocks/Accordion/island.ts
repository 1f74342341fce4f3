// The accordion's island (UI-018..UI-022), plain DOM: the server renders the buttons and regions
// complete (Accordion.tsx); this adds the clicks. It needs no client state beyond which items are
// open, so no React (decision 057: the home page's 68 KB of React was this block's).

import type { AccordionProps } from './Accordion.tsx';
import { type AccordionState, initialAccordionState, toggleAccordionItem } from './accordion-state.ts';

export function enhance(element: HTMLElement, props: Partial<AccordionProps>): void {
  const buttons = Array.from(element.querySelectorAll<HTMLButtonElement>('button[aria-controls]'));
  const panel = (button: HTMLButtonElement) =>
    element.querySelector(`[id="${button.getAttribute('aria-controls')}"]`);
  // The state starts from the markup (the server's first-item flag), not from the props alone.
  let state: AccordionState = {
    ...initialAccordionState(buttons.length, false),
    isOpen: buttons.map((button) => button.getAttribute('aria-expanded') === 'true'),
  };
  for (const [index, button] of buttons.entries())
    button.addEventListener('click', () => {
      const next = toggleAccordionItem(state, {
        index,
        isMultipleOpen: Boolean(props.isMultipleOpen),
        now: Date.now(),
      });
      if (next === state) return;
      state = next;
      for (const [i, each] of buttons.entries()) {
        const isOpen = state.isOpen[i] ?? false;
        each.setAttribute('aria-expanded', String(isOpen));
        panel(each)?.setAttribute('aria-hidden', String(!isOpen));
      }
    });
}
