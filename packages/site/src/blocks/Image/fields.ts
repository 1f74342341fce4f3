import type { Fields } from '@puckeditor/core';
import type { ImageProps } from './Image.tsx';

export const imageFields: Fields<ImageProps> = {
  src: { type: 'text', label: 'Image address' },
  alt: { type: 'text', label: 'Description (for screen readers)' },
  caption: { type: 'text', label: 'Caption' },
};

export const imageDefaults: ImageProps = { src: '/s/demo/studio-light.svg', alt: '', caption: '' };
