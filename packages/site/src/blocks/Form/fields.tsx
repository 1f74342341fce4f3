import { FORM_FIELD_TYPES } from '@folio/core';
import type { Fields } from '@puckeditor/core';
import type { FormBlockField, FormProps } from './Form.tsx';

const TYPE_LABELS: Record<(typeof FORM_FIELD_TYPES)[number], string> = {
  text: 'Text',
  textarea: 'Paragraph (textarea)',
  email: 'Email',
  currency: 'Currency',
  number: 'Number',
  website: 'Website',
  password: 'Password',
  twitter: 'Twitter',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section heading',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  likert: 'Likert scale',
  hidden: 'Hidden',
};

const yesNo = [
  { label: 'No', value: false },
  { label: 'Yes', value: true },
];

/** A new 24-hex field id: the key of the field's value in every submission. */
export function newFieldId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Gives every field a stable id, keeping the ids it has; duplicates (copied fields) get new ones. */
export function withFieldIds(fields: FormBlockField[] = []): FormBlockField[] {
  const seen = new Set<string>();
  return fields.map((field) => {
    const id = field.id && /^[0-9a-f]{24}$/.test(field.id) && !seen.has(field.id) ? field.id : newFieldId();
    seen.add(id);
    return field.id === id ? field : { ...field, id };
  });
}

/**
 * EDIT-043: the builder's sections, numbered in their order (build 1, storage 2, advanced 3,
 * captcha 4, disclaimer 5). The fields below follow this order; their labels speak the owner's
 * language ("Email each submission to") instead of showing the section numbers (issue 16).
 */
export const FORM_BUILDER_SECTIONS: Partial<Record<keyof FormProps, 1 | 2 | 3 | 4 | 5>> = {
  title: 1,
  fields: 1,
  submitButtonText: 1,
  notificationEmails: 2,
  successMessage: 3,
  postSubmitHtml: 3,
  successRedirectUrl: 3,
  isOverlayForm: 3,
  disableValidation: 3,
  captcha: 4,
  disclaimer: 5,
};

export const formFields: Fields<FormProps> = {
  title: { type: 'text', label: 'Heading' },
  fields: {
    type: 'array',
    label: 'Form fields',
    arrayFields: {
      // Given by withFieldIds, never typed: a custom field that shows nothing.
      id: { type: 'custom', render: () => <></> },
      type: {
        type: 'select',
        label: 'Type',
        options: FORM_FIELD_TYPES.map((t) => ({ label: TYPE_LABELS[t], value: t })),
      },
      title: { type: 'text', label: 'Label' },
      description: { type: 'textarea', label: 'Description' },
      placeholder: { type: 'text', label: 'Placeholder' },
      required: { type: 'radio', label: 'Required', options: yesNo },
      options: { type: 'textarea', label: 'Options or statements (one per line)' },
      maxLength: { type: 'number', label: 'Paragraph: longest answer, in characters (0 = no limit)', min: 0 },
      currencySymbol: { type: 'text', label: 'Currency symbol' },
      showCountryCode: { type: 'radio', label: 'Phone: show country code', options: yesNo },
      underline: { type: 'radio', label: 'Underline style', options: yesNo },
      key: { type: 'text', label: 'Hidden field: name' },
      value: { type: 'text', label: 'Hidden field: value' },
    },
    defaultItemProps: { id: '', type: 'text', title: 'New field', required: false },
    getItemSummary: (item: FormBlockField) =>
      `${item.title || 'Field'} · ${TYPE_LABELS[item.type] ?? item.type}`,
  },
  submitButtonText: { type: 'text', label: 'Submit button text' },
  notificationEmails: { type: 'text', label: 'Email each submission to (addresses separated by commas)' },
  successMessage: { type: 'textarea', label: 'Message shown after sending' },
  postSubmitHtml: {
    type: 'textarea',
    label: 'Code shown after sending (post-submit HTML, runs on your site)',
  },
  successRedirectUrl: { type: 'text', label: 'Or go to this address after sending (optional)' },
  isOverlayForm: { type: 'radio', label: 'Show the form over the page (overlay)', options: yesNo },
  disableValidation: { type: 'radio', label: 'Skip checking the answers before sending', options: yesNo },
  captcha: { type: 'radio', label: 'Ask visitors to prove they are not a robot (CAPTCHA)', options: yesNo },
  disclaimer: { type: 'textarea', label: 'Disclaimer (shown above the button)' },
};

export const formDefaults: FormProps = {
  title: 'Get in touch',
  fields: [
    { id: '', type: 'name', title: 'Name', required: true },
    { id: '', type: 'email', title: 'Email', required: true },
    { id: '', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
  ],
  submitButtonText: 'Send',
  successMessage: 'Thank you — we will be in touch soon.',
  successRedirectUrl: '',
  postSubmitHtml: '',
  notificationEmails: '',
  captcha: false,
  isOverlayForm: false,
  disableValidation: false,
  disclaimer: '',
};
