import {
  SUMMARY_DEFAULTS,
  SUMMARY_MAX_ITEMS,
  SUMMARY_MIN_ITEMS,
  type SummarySettings,
} from '@folio/core/summary-block';
import type { Fields } from '@puckeditor/core';

const shown = [
  { label: 'Show', value: true },
  { label: 'Hide', value: false },
];

/** The editor replaces collectionId's field with a picker of the site's collections. */
export const summaryFields: Fields<SummarySettings & { collectionId: string }> = {
  collectionId: { type: 'text', label: 'Collection' },
  heading: { type: 'text', label: 'Heading' },
  count: { type: 'number', label: 'Number of items', min: SUMMARY_MIN_ITEMS, max: SUMMARY_MAX_ITEMS },
  layout: {
    type: 'radio',
    label: 'Layout',
    options: [
      { label: 'List', value: 'list' },
      { label: 'Grid', value: 'grid' },
      { label: 'Carousel', value: 'carousel' },
    ],
  },
  showImage: { type: 'radio', label: 'Image', options: shown },
  showTitle: { type: 'radio', label: 'Title', options: shown },
  showExcerpt: { type: 'radio', label: 'Excerpt', options: shown },
  showDate: { type: 'radio', label: 'Date', options: shown },
  showReadMore: { type: 'radio', label: '“Read more” link', options: shown },
};

export const summaryDefaults: SummarySettings & { collectionId: string } = {
  collectionId: '',
  ...SUMMARY_DEFAULTS,
};
