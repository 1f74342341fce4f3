// Form field rules shared by the form builder, the visitor's browser and the server.

/** EDIT-040: the field types the form builder can set. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** FORM-013..017: the parts a compound field is summarised by. */
export const FIELD_SUMMARY_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const satisfies Partial<Record<FormFieldType, readonly string[]>>;

/** FORM-018 */
export const LIKERT_SCALE = new Map<number, string>([
  [-2, 'Strongly Disagree'],
  [-1, 'Disagree'],
  [0, 'Neutral'],
  [1, 'Agree'],
  [2, 'Strongly Agree'],
]);

export const TEXTAREA_LIMIT_MESSAGE = 'You have exceeded the character limit.';

/**
 * The textarea counter: 'count / max', and whether the limit is exceeded. A maximum of zero or
 * one that is not a number means no counter (null).
 */
export function textareaCounter(
  text: string,
  max: unknown,
): { label: string; isOver: boolean; message: string | null } | null {
  const limit = typeof max === 'string' && max.trim() !== '' ? Number(max) : max;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) return null;
  const count = [...text].length;
  const isOver = count > limit;
  return { label: `${count} / ${limit}`, isOver, message: isOver ? TEXTAREA_LIMIT_MESSAGE : null };
}
