import type { Fields } from '@puckeditor/core';
import type { ImageProps } from './Image.tsx';

export const imageFields: Fields<Omit<ImageProps, 'puck'>> = {
  src: { type: 'text', label: 'Image address' },
  alt: { type: 'text', label: 'Description (for screen readers)' },
  caption: { type: 'text', label: 'Caption' },
};

export const imageDefaults: Omit<ImageProps, 'puck'> = { src: '', alt: '', caption: '' };
