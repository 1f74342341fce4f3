import type { DonationBlockProps } from '@folio/core/donations';
import type { Fields } from '@puckeditor/core';

const yesNo = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

export const donationFields: Fields<DonationBlockProps> = {
  campaignName: { type: 'text', label: 'Campaign name' },
  description: { type: 'textarea', label: 'Description' },
  suggestedAmounts: {
    type: 'array',
    label: 'Suggested amounts (up to 6)',
    arrayFields: { amount: { type: 'number', label: 'Amount', min: 1, max: 10000 } },
    defaultItemProps: { amount: 25 },
    getItemSummary: (item) => (item.amount ? String(item.amount) : 'Amount'),
  },
  allowRecurring: { type: 'radio', label: 'Offer monthly giving', options: yesNo },
  askForNote: { type: 'radio', label: 'Ask for a note', options: yesNo },
  buttonText: { type: 'text', label: 'Button text' },
};

export const donationDefaults: DonationBlockProps = {
  campaignName: 'Support the studio',
  description: 'Your gift keeps the studio open to students and visiting artists.',
  suggestedAmounts: [{ amount: 10 }, { amount: 25 }, { amount: 50 }, { amount: 100 }],
  allowRecurring: true,
  askForNote: true,
  buttonText: 'Donate',
};
