import type { Fields } from '@puckeditor/core';
import { alignOptions } from '../field-options.ts';
import type { ButtonProps } from './Button.tsx';

export const buttonFields: Fields<Omit<ButtonProps, 'id'>> = {
  buttonText: { type: 'text', label: 'Button text' },
  clickthroughUrl: { type: 'text', label: 'Link (page address, web address, #anchor, mailto: or tel:)' },
  alignment: { type: 'radio', label: 'Alignment', options: alignOptions },
  size: {
    type: 'radio',
    label: 'Size',
    options: [
      { label: 'Small', value: 'small' },
      { label: 'Medium', value: 'medium' },
      { label: 'Large', value: 'large' },
    ],
  },
  newWindow: {
    type: 'radio',
    label: 'Open in a new window',
    options: [
      { label: 'No', value: false },
      { label: 'Yes', value: true },
    ],
  },
};

export const buttonDefaults: Omit<ButtonProps, 'id'> = {
  buttonText: 'Learn more',
  clickthroughUrl: '/',
  alignment: 'left',
  size: 'medium',
  newWindow: false,
};
