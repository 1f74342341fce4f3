// What PostgreSQL can store as text and in jsonb, without zod: browser code (the email check of
// every form) imports this, and the schemas in text.ts build on it.

export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text and in jsonb (no NUL, no lone surrogate). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
