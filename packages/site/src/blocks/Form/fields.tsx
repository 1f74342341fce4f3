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

export const formFields: Fields<FormProps> = {
  title: { type: 'text', label: 'Heading' },
  fields: {
    type: 'array',
    label: '1 · Build: fields',
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
      maxLength: { type: 'number', label: 'Paragraph: most characters (0 = no limit)', min: 0 },
      currencySymbol: { type: 'text', label: 'Currency symbol' },
      showCountryCode: { type: 'radio', label: 'Phone: show country code', options: yesNo },
      underline: { type: 'radio', label: 'Underline style', options: yesNo },
      key: { type: 'text', label: 'Hidden: key' },
      value: { type: 'text', label: 'Hidden: value' },
    },
    defaultItemProps: { id: '', type: 'text', title: 'New field', required: false },
    getItemSummary: (item: FormBlockField) =>
      `${item.title || 'Field'} · ${TYPE_LABELS[item.type] ?? item.type}`,
  },
  submitButtonText: { type: 'text', label: '1 · Build: submit button text' },
  notificationEmails: { type: 'text', label: '2 · Storage: email each submission to (comma-separated)' },
  successMessage: { type: 'textarea', label: '3 · Advanced: message after submitting' },
  postSubmitHtml: { type: 'textarea', label: '3 · Advanced: post-submit HTML (shown and run after it)' },
  successRedirectUrl: { type: 'text', label: '3 · Advanced: go to this address instead (optional)' },
  isOverlayForm: { type: 'radio', label: '3 · Advanced: overlay form', options: yesNo },
  disableValidation: { type: 'radio', label: '3 · Advanced: skip checks in the browser', options: yesNo },
  captcha: { type: 'radio', label: '4 · CAPTCHA', options: yesNo },
  disclaimer: { type: 'textarea', label: '5 · Disclaimer (shown above the button)' },
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
