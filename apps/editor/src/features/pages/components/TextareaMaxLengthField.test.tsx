// Issue 19 (EDIT-042, EDIT-065..071, docs/decisions/056): the Form block's "Longest answer" in the
// page editor's builder, behind the site's form-textarea-maxlength toggle read from
// GET /api/config/features. Puck's store is stood in for (the selected Form block); the journey
// e2e/feature-flags.spec.ts drives the real editor.
import { editorConfig } from '@folio/site/editor';
import type { ArrayField, CustomField } from '@puckeditor/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { forgetFeatureWarnings } from '../../toggles/api/features.ts';
import { withTextareaMaxLength } from './form-builder-config.tsx';

const selected = {
  props: {
    fields: [
      { id: 'a', type: 'text', title: 'Name' },
      { id: 'b', type: 'textarea', title: 'Message', maxLength: 500 },
    ],
  },
};
vi.mock('@puckeditor/core', async (original) => ({
  ...(await original<typeof import('@puckeditor/core')>()),
  createUsePuck: () => (select: (state: unknown) => unknown) => select({ selectedItem: selected }),
}));

const config = withTextareaMaxLength(editorConfig);
const field = (config.components.Form!.fields!.fields as ArrayField).arrayFields.maxLength as CustomField<
  number | undefined
>;

let answer: () => Promise<Response>;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  forgetFeatureWarnings();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toMatch(/^\/api\/config\/features/);
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const features = (value: unknown) => () =>
  Promise.resolve(Response.json({ features: { 'form-textarea-maxlength': value } }));

function open(index: number, value: number | undefined = 500) {
  const onChange = vi.fn();
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      {field.render({ name: `fields[${index}].maxLength`, id: 'x', value, onChange, field } as never)}
    </QueryClientProvider>,
  );
  return { onChange, client };
}

const settle = () => act(async () => {});
const NOT_LOADED = ['Feature form-textarea-maxlength: The underlying Praetor configuration is not loaded'];
/** Waits for the message (the answer is read after a few turns). */
const logs = (message: string) =>
  waitFor(() => expect(warn).toHaveBeenCalledWith(`Feature form-textarea-maxlength: ${message}`));

describe('issue 19: the form builder’s textarea maxLength behind a feature toggle', () => {
  it('EDIT-042 EDIT-065 EDIT-066 with the toggle "true", a Paragraph field gets "Longest answer", and a change is the number', async () => {
    answer = features({ type: 'string', value: 'true' });
    const { onChange } = open(1);
    const input = (await screen.findByRole('spinbutton', {
      name: 'Longest answer, in characters (empty: no limit)',
    })) as HTMLInputElement;
    expect(input.value).toBe('500');
    fireEvent.change(input, { target: { value: '40' } });
    expect(onChange).toHaveBeenLastCalledWith(40);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(warn.mock.calls).toEqual([NOT_LOADED]);
  });

  it('EDIT-042 a field of another type never gets it, the toggle on or not', async () => {
    answer = features({ type: 'string', value: 'true' });
    open(0);
    await settle();
    await settle();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('EDIT-065 any variant but the string "true" is off', async () => {
    answer = features({ type: 'string', value: 'false' });
    open(1);
    await settle();
    await settle();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(warn.mock.calls).toEqual([NOT_LOADED]);
  });

  it('EDIT-067 EDIT-071 read before the configuration arrives: off, with the message logged; on once it arrives', async () => {
    let arrive: (response: Response) => void = () => {};
    answer = () => new Promise((resolve) => (arrive = resolve));
    open(1);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Feature form-textarea-maxlength: The underlying Praetor configuration is not loaded',
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () =>
      arrive(Response.json({ features: { 'form-textarea-maxlength': { type: 'string', value: 'true' } } })),
    );
    expect(await screen.findByRole('spinbutton')).toBeTruthy();
  });

  it('EDIT-068 EDIT-071 a feature the answer does not hold: off, with its message', async () => {
    answer = () => Promise.resolve(Response.json({ features: {} }));
    open(1);
    await logs('The specified feature does not exist');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('EDIT-069 EDIT-071 a feature of another type: off, with its message', async () => {
    answer = features({ type: 'number', value: 1 });
    open(1);
    await logs('The specified feature is not a string');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('EDIT-070 EDIT-071 a broken server-side definition: off, with its message', async () => {
    answer = features({ type: 'invalid' });
    open(1);
    await logs('The specified feature has an invalid server-side definition');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('EDIT-071 a failed request: the default (off), never an error on the screen', async () => {
    answer = () =>
      Promise.resolve(Response.json({ error: 'boom', message: 'Something went wrong' }, { status: 500 }));
    open(1);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await logs('The underlying Praetor configuration is not loaded');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
