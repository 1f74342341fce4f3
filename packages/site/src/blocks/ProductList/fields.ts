import type { Fields } from '@puckeditor/core';
import type { ProductListProps } from './ProductList.tsx';

export const productListFields: Fields<Omit<ProductListProps, 'puck'>> = {
  heading: { type: 'text', label: 'Heading' },
  columns: {
    type: 'radio',
    label: 'Columns',
    options: [
      { label: '2', value: 2 },
      { label: '3', value: 3 },
      { label: '4', value: 4 },
    ],
  },
};

export const productListDefaults: Omit<ProductListProps, 'puck'> = { heading: 'Shop', columns: 3 };
