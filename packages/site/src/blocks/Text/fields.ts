import type { Fields } from '@puckeditor/core';

export const textFields: Fields<{ content: string }> = {
  content: { type: 'richtext', label: 'Text' },
};

export const textDefaults = { content: '<p>Write something worth reading.</p>' };
