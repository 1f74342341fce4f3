// The navigation drawer's focus (issue 16 part 1): while it is open under the drawer step (1024 px,
// 1280 px on the Pages screen) the rest of the shell is `inert` (set by the shell on its main
// column) and Tab cycles inside the drawer; Escape closes it and gives focus back to the Menu
// button, as does closing it after a page choice; growing the window past the step closes it.
// The inert attribute does the hard part (pointer, screen reader and focus), so no library.
import { type RefObject, useCallback, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);
}

export function useDrawerFocus({
  isOpen,
  drawer,
  menuButton,
  close,
}: {
  isOpen: boolean;
  drawer: RefObject<HTMLElement | null>;
  menuButton: RefObject<HTMLElement | null>;
  close: () => void;
}): () => void {
  const isFocusToReturn = useRef(false);
  /** The Menu button takes focus once the drawer has closed (and the shell is no longer inert). */
  const returnFocusToMenu = useCallback(() => {
    isFocusToReturn.current = true;
  }, []);

  useEffect(() => {
    if (!isOpen) {
      if (isFocusToReturn.current) menuButton.current?.focus();
      isFocusToReturn.current = false;
      return;
    }
    const root = drawer.current;
    if (!root) return;
    focusablesIn(root)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Capture, and preventDefault: the page editor's Escape (AUTH-006) leaves a handled key alone.
        event.preventDefault();
        isFocusToReturn.current = true;
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const isInside = active instanceof Node && root.contains(active);
      if (!isInside || (event.shiftKey ? active === first : active === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    // Past the drawer step the column is no drawer: close it rather than leave the shell inert.
    const onResize = () => {
      if (menuButton.current && !menuButton.current.checkVisibility()) close();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      window.removeEventListener('resize', onResize);
    };
  }, [isOpen, drawer, menuButton, close]);

  return returnFocusToMenu;
}
