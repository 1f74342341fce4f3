import type { Fields } from '@puckeditor/core';
import type { VideoProps } from './Video.tsx';

export const videoFields: Fields<Omit<VideoProps, 'puck'>> = {
  embed: { type: 'textarea', label: 'Video address or embed code (YouTube, Vimeo, Instagram, or an iframe)' },
  mode: {
    type: 'select',
    label: 'Sizing',
    options: [
      { label: 'Natural shape', value: 'none' },
      { label: 'Fit inside (letterbox)', value: 'fit' },
      { label: 'Fill (crop to 16:9)', value: 'fill' },
    ],
  },
  featuredImage: { type: 'text', label: 'Cover image address (optional)' },
  caption: { type: 'text', label: 'Caption' },
};

export const videoDefaults: Omit<VideoProps, 'puck'> = {
  embed: '',
  mode: 'none',
  featuredImage: '',
  caption: '',
};
