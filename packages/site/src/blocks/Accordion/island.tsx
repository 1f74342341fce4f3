import { hydrateRoot } from 'react-dom/client';
import { Accordion, type AccordionProps } from './Accordion.tsx';

export function hydrate(element: HTMLElement, props: AccordionProps) {
  hydrateRoot(element, <Accordion {...props} />);
}
