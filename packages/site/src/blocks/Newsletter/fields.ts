import type { Fields } from '@puckeditor/core';
import type { NewsletterProps } from './Newsletter.tsx';

const yesNo = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

export const newsletterFields: Fields<NewsletterProps> = {
  title: { type: 'text', label: 'Heading' },
  description: { type: 'textarea', label: 'Description' },
  askName: { type: 'radio', label: 'Ask for a name', options: yesNo },
  buttonText: { type: 'text', label: 'Button text' },
  successMessage: { type: 'textarea', label: 'Message after signing up' },
};

export const newsletterDefaults: NewsletterProps = {
  title: 'Subscribe',
  description: 'Sign up to hear about new work and studio news.',
  buttonText: 'Sign up',
  successMessage: 'Thank you for signing up.',
  askName: false,
};
