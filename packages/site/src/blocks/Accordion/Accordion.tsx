import { useId, useState } from 'react';
import styles from './Accordion.module.css';
import { initialAccordionState, toggleAccordionItem } from './accordion-state.ts';

export interface AccordionItem {
  title: string;
  body: string;
}

export interface AccordionProps {
  /** Puck's block id: element ids come from it, so the server and the browser agree when hydrating. */
  id?: string;
  items: AccordionItem[];
  isMultipleOpen: boolean;
  isFirstItemExpanded: boolean;
}

/**
 * Question-and-answer items that open and close (UI-018..UI-022). The server renders the buttons
 * and regions complete; the island adds the clicks.
 */
export function Accordion({
  id,
  items = [],
  isMultipleOpen = false,
  isFirstItemExpanded = false,
}: AccordionProps) {
  const [state, setState] = useState(() => initialAccordionState(items.length, isFirstItemExpanded));
  const reactId = useId();
  const baseId = `accordion-${id ?? reactId}`;
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const isOpen = state.isOpen[index] ?? false;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its position; open state is kept by index.
          <div className={styles.item} key={index}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() =>
                  setState((s) => toggleAccordionItem(s, { index, isMultipleOpen, now: Date.now() }))
                }
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className={styles.panel} aria-hidden={!isOpen}>
              <div className={styles.panelInner}>
                <p className={styles.body}>{item.body}</p>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
