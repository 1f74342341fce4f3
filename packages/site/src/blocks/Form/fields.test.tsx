import { describe, expect, it } from 'vitest';
import { FORM_BUILDER_SECTIONS, formFields, withFieldIds } from './fields.tsx';

describe('the Form block’s builder fields', () => {
  it('EDIT-041 each field can set description, placeholder, required, options, currencySymbol, showCountryCode, underline, key, value and a textarea maxLength', () => {
    const field = formFields.fields as { type: string; arrayFields: Record<string, unknown> };
    expect(field.type).toBe('array');
    expect(Object.keys(field.arrayFields)).toEqual(
      expect.arrayContaining([
        'description',
        'placeholder',
        'required',
        'options',
        'currencySymbol',
        'showCountryCode',
        'underline',
        'key',
        'value',
        'maxLength',
      ]),
    );
  });

  it('EDIT-043 the builder’s settings come in its numbered sections’ order, with labels in plain words', () => {
    const order = Object.keys(formFields).map(
      (key) => FORM_BUILDER_SECTIONS[key as keyof typeof FORM_BUILDER_SECTIONS],
    );
    expect(order.every((n) => n !== undefined)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(new Set(order)).toEqual(new Set([1, 2, 3, 4, 5]));
    const labels = Object.values(formFields).map((f) => (f as { label?: string }).label ?? '');
    // Issue 16: no "2 · Storage: …" — the owner reads what a setting does.
    expect(labels.filter((l) => /^\d ·/.test(l))).toEqual([]);
    expect(formFields.notificationEmails?.label).toMatch(/^Email each submission to/);
  });

  it('every field gets a stable, unique id, kept once given', () => {
    const given = withFieldIds([
      { id: '', type: 'text', title: 'A' },
      { id: 'abcdefabcdefabcdefabcdef', type: 'email', title: 'B' },
      { id: 'abcdefabcdefabcdefabcdef', type: 'email', title: 'C (a copy)' },
    ]);
    expect(given[0]!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(given[1]!.id).toBe('abcdefabcdefabcdefabcdef');
    expect(given[2]!.id).not.toBe('abcdefabcdefabcdefabcdef');
    expect(withFieldIds(given)).toEqual(given);
  });
});
