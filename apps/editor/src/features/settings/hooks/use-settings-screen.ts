// The logic every "one thing of the site, beside a live preview" settings screen shares (cookie
// banner, announcement bar, popup overlay): the form with the shared schema as resolver, problems
// by field, the preview address following the form a moment after the last change, saving with
// its notice or error, and the guard on leaving with unsaved changes.
import { zodResolver } from '@hookform/resolvers/zod';
import type { MouseEvent } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, get, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../api/site-settings.ts';

const PREVIEW_DELAY_MS = 300;

/** The home page with unsaved settings in `param` (base64url JSON), which the page route reads. */
export function previewAddress(param: string, value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const encoded = btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  // noredirect: a signed-in owner is not sent from the site to the config area (AUTH-011).
  return `/?noredirect&${param}=${encoded}`;
}

const problemAt = (errors: FieldErrors, key: string): string | undefined =>
  (get(errors, key) as { message?: string } | undefined)?.message;

export function useSettingsScreen<T extends FieldValues>(options: {
  defaults: T;
  schema: z.ZodType;
  /** The preview address of values the schema accepted (parsed), or of the saved defaults. */
  previewOf: (values: T) => string;
  /** The values the preview is made from: the form's, before the schema checks them. */
  previewInput?: (values: T) => unknown;
  /** Saves; answers the values the form then holds and the notice to show. */
  save: (values: T) => Promise<{ values: T; notice: string }>;
  /** Asked before leaving with unsaved changes. */
  leaveMessage: string;
}) {
  const form = useForm<T>({
    defaultValues: options.defaults as DefaultValues<T>,
    resolver: zodResolver(options.schema as never) as never,
  });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const values = form.watch();
  const isDirty = form.formState.isDirty;
  const problem = (key: keyof T & string) => problemAt(form.formState.errors, key);

  // The preview follows the form, a moment after the last change, with what the server would accept.
  const { previewOf, previewInput, schema } = options;
  const wanted = useMemo(() => {
    const parsed = schema.safeParse(previewInput ? previewInput(values) : values);
    return parsed.success ? previewOf(parsed.data as T) : null;
  }, [values, previewOf, previewInput, schema]);
  const [previewSrc, setPreviewSrc] = useState(() => previewOf(options.defaults));
  useEffect(() => {
    if (!wanted || wanted === previewSrc) return;
    const timer = setTimeout(() => setPreviewSrc(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, previewSrc]);

  const onValid = async (input: T) => {
    setError(null);
    setNotice('');
    setIsSaving(true);
    try {
      const saved = await options.save(input);
      form.reset(saved.values);
      setNotice(saved.notice);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setIsSaving(false);
    }
  };

  return {
    form,
    values,
    problem,
    error,
    notice,
    isSaving,
    previewSrc,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) =>
      void form.handleSubmit(onValid as never, () => setError('Some fields need attention before saving.'))(
        event,
      ),
    /** The "All settings" link's click: asks first when there are unsaved changes. */
    confirmLeave: (event: MouseEvent) => {
      if (isDirty && !window.confirm(options.leaveMessage)) event.preventDefault();
    },
  };
}
