import { DEFAULT_COLOR_THEMES } from '@folio/core/site-design-css';
import type { Fields } from '@puckeditor/core';

export const sectionFields: Fields<{ colorTheme: string; spacing: string; anchor: string; content: [] }> = {
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
  // Decision 053: a link to #<anchor> (a button, a navigation link) scrolls to this section.
  anchor: { type: 'text', label: 'Anchor (link to it as #anchor)' },
  content: { type: 'slot', disallow: ['Section'] },
};

export const sectionDefaults = { colorTheme: '', spacing: 'regular', anchor: '', content: [] };
