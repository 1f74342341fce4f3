import type { Fields } from '@puckeditor/core';
import type { ImageProps } from './Image.tsx';

export const imageFields: Fields<Omit<ImageProps, 'puck'>> = {
  src: { type: 'text', label: 'Image address' },
  alt: { type: 'text', label: 'Description (for screen readers)' },
  caption: { type: 'text', label: 'Caption' },
  // Decision 053 (UI-069): a shape mask; square shapes, a tall arch, a wide pill.
  shape: {
    type: 'select',
    label: 'Shape',
    options: [
      { label: 'None (16:10)', value: 'none' },
      { label: 'Circle', value: 'circle' },
      { label: 'Hexagon', value: 'hexagon' },
      { label: 'Blob', value: 'blob' },
      { label: 'Arch (tall)', value: 'arch' },
      { label: 'Pill (wide)', value: 'pill' },
    ],
  },
};

export const imageDefaults: Omit<ImageProps, 'puck'> = { src: '', alt: '', caption: '', shape: 'none' };
