import type { Fields } from '@puckeditor/core';
import { alignOptions } from '../field-options.ts';
import type { HeadingProps } from './Heading.tsx';

export const headingFields: Fields<HeadingProps> = {
  text: { type: 'text', label: 'Text' },
  level: {
    type: 'select',
    label: 'Level',
    options: [
      { label: 'Title (H1)', value: 'h1' },
      { label: 'Heading (H2)', value: 'h2' },
      { label: 'Subheading (H3)', value: 'h3' },
      { label: 'Small heading (H4)', value: 'h4' },
    ],
  },
  align: { type: 'radio', label: 'Alignment', options: alignOptions },
  // Issue 19 (decision 051): one line, shrunk to fit (down to 11 px) on narrow screens.
  shrinkToFit: {
    type: 'radio',
    label: 'Shrink to fit',
    options: [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ],
  },
  // Issue 19 (decision 051): enters when scrolled into view; never with reduced motion.
  entrance: {
    type: 'radio',
    label: 'Entrance',
    options: [
      { label: 'None', value: 'none' },
      { label: 'Fade in', value: 'fade' },
      { label: 'Rise', value: 'rise' },
    ],
  },
};

export const headingDefaults: HeadingProps = {
  text: 'Heading',
  level: 'h2',
  align: 'left',
  shrinkToFit: false,
  entrance: 'none',
};
