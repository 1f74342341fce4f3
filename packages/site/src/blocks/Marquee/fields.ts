import {
  MARQUEE_BOUNDS,
  MARQUEE_DEFAULTS,
  MARQUEE_MAX_ITEMS,
  type MarqueeItem,
  type MarqueeSettings,
} from '@folio/core/marquee-block';
import type { Fields } from '@puckeditor/core';

export type MarqueeFieldProps = MarqueeSettings & { items: MarqueeItem[] };

/** UI-023: the spec's props, numbers bounded (the server refuses others on save). */
export const marqueeFields: Fields<MarqueeFieldProps> = {
  items: {
    type: 'array',
    label: 'Text',
    arrayFields: { text: { type: 'text', label: 'Text' } },
    defaultItemProps: { text: 'New text' },
    getItemSummary: (item) => item.text || 'Text',
    min: 1,
    max: MARQUEE_MAX_ITEMS,
  },
  waveFrequency: { type: 'number', label: 'Wave frequency (1–10)', ...MARQUEE_BOUNDS.waveFrequency },
  waveIntensity: {
    type: 'number',
    label: 'Wave intensity (0 = straight)',
    ...MARQUEE_BOUNDS.waveIntensity,
  },
  animationDirection: {
    type: 'radio',
    label: 'Direction',
    options: [
      { label: 'Left', value: 'left' },
      { label: 'Right', value: 'right' },
    ],
  },
  animationSpeed: { type: 'number', label: 'Speed (1–10)', ...MARQUEE_BOUNDS.animationSpeed },
  pausedOnHover: {
    type: 'radio',
    label: 'Pause on hover',
    options: [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ],
  },
};

export const marqueeDefaults: MarqueeFieldProps = {
  items: [{ text: 'Open every day' }, { text: 'Fresh flowers' }, { text: 'Free delivery in town' }],
  ...MARQUEE_DEFAULTS,
};
