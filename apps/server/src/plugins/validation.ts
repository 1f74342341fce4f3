import type { z } from 'zod';
import { invalid } from '../errors.ts';

/** Parses input with a zod schema; a failure becomes one 400 naming every wrong field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join(' ');
  throw invalid(message, 'invalid_input');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL can store: no NUL characters, no lone surrogates (jsonb refuses both, which
 * would turn a visitor's odd input into a server error). Applied to everything a visitor sends.
 */
export function storableText(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(storableText);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [storableText(k) as string, storableText(v)]),
    );
  return value;
}
