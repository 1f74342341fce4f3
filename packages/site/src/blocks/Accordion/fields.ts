import type { Fields } from '@puckeditor/core';
import type { AccordionProps } from './Accordion.tsx';

export const accordionFields: Fields<AccordionProps> = {
  items: {
    type: 'array',
    label: 'Items',
    arrayFields: {
      title: { type: 'text', label: 'Title' },
      body: { type: 'textarea', label: 'Text' },
    },
    defaultItemProps: { title: 'A question', body: 'Its answer.' },
    getItemSummary: (item) => item.title || 'Item',
  },
  isMultipleOpen: {
    type: 'radio',
    label: 'Several items open at once',
    options: [
      { label: 'No', value: false },
      { label: 'Yes', value: true },
    ],
  },
  isFirstItemExpanded: {
    type: 'radio',
    label: 'First item starts open',
    options: [
      { label: 'No', value: false },
      { label: 'Yes', value: true },
    ],
  },
};

export const accordionDefaults: AccordionProps = {
  items: [
    { title: 'A question', body: 'Its answer.' },
    { title: 'Another question', body: 'Another answer.' },
  ],
  isMultipleOpen: false,
  isFirstItemExpanded: false,
};
