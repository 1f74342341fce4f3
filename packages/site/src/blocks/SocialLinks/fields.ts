import { SOCIAL_LINKS_DEFAULTS, type SocialLinksSettings } from '@folio/core/social-blocks';
import type { Fields } from '@puckeditor/core';

/** Issue 19 (docs/decisions/054): how the site's social accounts look; the accounts are in Settings. */
export const socialLinksFields: Fields<SocialLinksSettings> = {
  size: {
    type: 'radio',
    label: 'Icon size',
    options: [
      { label: 'Small', value: 'small' },
      { label: 'Medium', value: 'medium' },
      { label: 'Large', value: 'large' },
    ],
  },
  shape: {
    type: 'radio',
    label: 'Style',
    options: [
      { label: 'Plain', value: 'plain' },
      { label: 'Solid', value: 'solid' },
      { label: 'Outline', value: 'outline' },
    ],
  },
  colour: {
    type: 'select',
    label: 'Colour (from the site’s theme)',
    options: [
      { label: 'Ink', value: 'ink' },
      { label: 'Text', value: 'text' },
      { label: 'Muted', value: 'muted' },
      { label: 'Accent', value: 'accent' },
    ],
  },
  alignment: {
    type: 'radio',
    label: 'Alignment',
    options: [
      { label: 'Left', value: 'left' },
      { label: 'Center', value: 'center' },
      { label: 'Right', value: 'right' },
    ],
  },
  newTab: {
    type: 'radio',
    label: 'Open in a new tab',
    options: [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ],
  },
};

export const socialLinksDefaults: SocialLinksSettings = { ...SOCIAL_LINKS_DEFAULTS };
