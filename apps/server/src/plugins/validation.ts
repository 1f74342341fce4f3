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
