// Field validation shared by the browser and the server (CORE-010..018).
import { MESSAGES } from './message-catalogue.ts';
import { isStorableText } from './storable-text.ts';

/** CORE-010 */
export function isUsZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** CORE-011 */
export const MAX_SKU_LENGTH = 60;

export function isValidSku(sku: string): boolean {
  return sku.length > 0 && sku.length <= MAX_SKU_LENGTH;
}

/** CORE-012: 'SQ' and 7 digits; `random` returns [0, 1) like Math.random. */
export function generateSku(random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < 7; i++) digits += Math.min(9, Math.floor(random() * 10));
  return `SQ${digits}`;
}

/** The example address that fills {email} in the messages (the spec leaves it open). */
export const EMAIL_EXAMPLE = 'name@example.com';
// CORE-015: something@something.ext, where the extension is 2 to 4 letters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/**
 * CORE-013..016: null when the value is acceptable, else the message to show. An empty email is
 * fine unless the field is required.
 */
export function emailProblem(value: unknown, options: { isRequired?: boolean } = {}): string | null {
  const isEmpty = value === undefined || value === null || value === '';
  if (isEmpty && !options.isRequired) return null;
  // Issue 14 item 6: no NUL or lone surrogate, which PostgreSQL refuses or silently replaces.
  const isValid =
    typeof value === 'string' &&
    value.length >= 3 &&
    value.length <= 256 &&
    EMAIL_PATTERN.test(value) &&
    isStorableText(value);
  // A plain placeholder: no need to load the ICU formatter into every form for one value.
  return isValid ? null : MESSAGES.emailNotValid.replace('{email}', EMAIL_EXAMPLE);
}
