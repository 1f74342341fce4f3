import type { Fields } from '@puckeditor/core';
import type { SpacerProps } from './Spacer.tsx';

export const spacerFields: Fields<SpacerProps> = {
  height: { type: 'number', label: 'Height (px)', min: 0, max: 400 },
};

export const spacerDefaults: SpacerProps = { height: 34 };
