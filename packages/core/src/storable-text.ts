// What PostgreSQL can store as text and in jsonb, and the bounds of its columns, without zod: browser
// code (the email check of every form, the page editor) imports this, and the schemas in text.ts
// build on it (and re-export it).

export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text and in jsonb (no NUL, no lone surrogate). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_INT32 = 2 ** 31 - 1;
export const MIN_INT32 = -(2 ** 31);
/** Milliseconds since 1970 of 9999-12-31T23:59:59.999Z: the last time a 4-digit ISO year names. */
export const MAX_TIMESTAMP_MS = 253_402_300_799_999;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode (a lone surrogate)';

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** The string without NUL characters, each lone surrogate replaced by U+FFFD. */
export function stripUnstorable(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');
}

/** A JSON-like value with every string (keys too) made storable. */
export function stripUnstorableDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripUnstorable(value);
  if (Array.isArray(value)) return value.map(stripUnstorableDeep);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [stripUnstorable(k), stripUnstorableDeep(v)]),
    );
  return value;
}

/**
 * The path of the first string (value or key) PostgreSQL cannot store inside a JSON-like value,
 * '' for the value itself, or null when all of it is storable.
 */
export function unstorablePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorablePath(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return at;
      const found = unstorablePath(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/** At most `max` UTF-16 units, never cutting a surrogate pair in half. */
export function truncateText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.charCodeAt(max - 1);
  return value.slice(0, cut >= 0xd800 && cut <= 0xdbff ? max - 1 : max);
}

/** Bytes of the value as UTF-8 JSON, or null when it is not JSON (a cycle, a BigInt). */
export function jsonSize(value: unknown): number | null {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? 0 : new TextEncoder().encode(json).length;
  } catch {
    return null;
  }
}
