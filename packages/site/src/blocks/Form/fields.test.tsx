import { describe, expect, it } from 'vitest';
import { formFields, withFieldIds } from './fields.tsx';

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

  it('EDIT-043 the builder’s settings are grouped by its numbered sections', () => {
    const labels = Object.values(formFields).map((f) => (f as { label?: string }).label ?? '');
    expect(labels.filter((l) => l.startsWith('1 · Build')).length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.startsWith('2 · Storage')).length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.startsWith('3 · Advanced')).length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.startsWith('4 · CAPTCHA')).length).toBe(1);
    expect(labels.filter((l) => l.startsWith('5 · Disclaimer')).length).toBe(1);
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
