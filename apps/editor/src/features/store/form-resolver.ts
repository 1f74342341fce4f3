// react-hook-form's resolver for the store's forms. A form holds what the owner typed (strings:
// "12.50", "US, CA"); the form's own converter (product-form.ts, settings-form.ts) checks it in the
// owner's words and turns it into the API body; then the body is checked with the SAME zod schema
// the server uses (@folio/core/store-schemas, through @hookform/resolvers/zod), so what the
// server would refuse is named at its field with the server's message, before any request.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Resolver,
  type ResolverOptions,
} from 'react-hook-form';

/** Problems by field key: 'title', 'variant.0.price', 'shipping.1.countries', … */
export type FormProblems = Record<string, string>;

/** The nested errors object react-hook-form keeps, from problems keyed 'a.0.b'. */
export function errorsOf<T extends FieldValues = FieldValues>(problems: FormProblems): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(problems)) {
    const parts = key.split('.');
    let at = errors;
    for (const part of parts.slice(0, -1)) {
      at[part] ??= {};
      at = at[part] as Record<string, unknown>;
    }
    at[parts.at(-1)!] = { type: 'invalid', message };
  }
  return errors as FieldErrors<T>;
}

/** The problems in a nested errors object, keyed by their path ('' for the whole form). */
export function problemsOf(errors: FieldErrors, prefix = ''): FormProblems {
  const problems: FormProblems = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref' || value === null || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message, type } = value as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && typeof type === 'string') problems[path] = message;
    else Object.assign(problems, problemsOf(value as FieldErrors, path));
  }
  return problems;
}

/** The problem of one field key in react-hook-form's errors. */
export const problemAt = (errors: FieldErrors, key: string): string | undefined =>
  (get(errors, key) as { message?: string } | undefined)?.message;

type Schema = Parameters<typeof zodResolver>[0];

/**
 * A resolver: `toBody` checks the typed values and builds the API body; the schema then checks
 * the body. `keyOf` names the form field for a path of the body ('variants.0.weightGrams' →
 * 'variant.0.weight'). The submit handler receives the body exactly as built.
 */
export function draftResolver<Draft extends FieldValues, Body>(
  toBody: (draft: Draft) => { body: Body | null; problems: FormProblems },
  schema: Schema,
  keyOf: (path: string) => string,
): Resolver<Draft, unknown, Body> {
  const checkBody = zodResolver(schema, undefined, { raw: true });
  return async (draft) => {
    const { body, problems } = toBody(draft);
    if (!body) return { values: {}, errors: errorsOf<Draft>(problems) };
    const checked = await checkBody(body as FieldValues, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as ResolverOptions<FieldValues>);
    const found = problemsOf(checked.errors);
    if (Object.keys(found).length === 0) return { values: body, errors: {} };
    const mapped: FormProblems = {};
    for (const [path, message] of Object.entries(found)) mapped[keyOf(path)] ??= message;
    return { values: {}, errors: errorsOf<Draft>(mapped) };
  };
}
