import { DEFAULT_COLOR_THEMES } from '@folio/core/site-design-css';
import type { Fields } from '@puckeditor/core';

export const sectionFields: Fields<{ colorTheme: string; spacing: string; content: [] }> = {
  colorTheme: {
    type: 'select',
    label: 'Colour theme',
    options: [
      { label: 'Site default', value: '' },
      ...DEFAULT_COLOR_THEMES.map((theme) => ({ label: theme.name, value: theme.id })),
    ],
  },
  spacing: {
    type: 'select',
    label: 'Space around',
    options: [
      { label: 'Compact', value: 'compact' },
      { label: 'Regular', value: 'regular' },
      { label: 'Airy', value: 'airy' },
    ],
  },
  content: { type: 'slot', disallow: ['Section'] },
};

export const sectionDefaults = { colorTheme: '', spacing: 'regular', content: [] };
