import type { Fields } from '@puckeditor/core';

export const columnsFields: Fields<{ ratio: string; left: []; right: [] }> = {
  ratio: {
    type: 'select',
    label: 'Column widths',
    options: [
      { label: 'Equal', value: '1:1' },
      { label: 'Wide left', value: '2:1' },
      { label: 'Wide right', value: '1:2' },
    ],
  },
  left: { type: 'slot', disallow: ['Columns'] },
  right: { type: 'slot', disallow: ['Columns'] },
};

export const columnsDefaults = { ratio: '1:1', left: [], right: [] };
