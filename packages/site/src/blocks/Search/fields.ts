import type { Fields } from '@puckeditor/core';
import type { SearchProps } from './Search.tsx';

export const searchFields: Fields<SearchProps> = {
  placeholder: { type: 'text', label: 'Placeholder' },
  buttonText: { type: 'text', label: 'Button text' },
};

export const searchDefaults: SearchProps = { placeholder: 'Search this site', buttonText: 'Search' };
