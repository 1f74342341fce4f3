import { describe, expect, it } from 'vitest';
import { FIELD_SUMMARY_PARTS, FORM_FIELD_TYPES, LIKERT_SCALE, textareaCounter } from './form-fields.ts';

describe('form field rules', () => {
  it('EDIT-040 the form builder’s field types', () => {
    expect(FORM_FIELD_TYPES).toEqual([
      'text',
      'textarea',
      'email',
      'currency',
      'number',
      'website',
      'password',
      'twitter',
      'date',
      'time',
      'name',
      'address',
      'phone',
      'section',
      'radio',
      'checkbox',
      'select',
      'likert',
      'hidden',
    ]);
  });

  it('FORM-013 FORM-014 FORM-015 FORM-016 FORM-017 compound fields and their summary parts', () => {
    expect(FIELD_SUMMARY_PARTS.name).toEqual(['First', 'Last']);
    expect(FIELD_SUMMARY_PARTS.phone).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
    expect(FIELD_SUMMARY_PARTS.address).toEqual(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
    expect(FIELD_SUMMARY_PARTS.date).toEqual(['Month', 'Day', 'Year']);
    expect(FIELD_SUMMARY_PARTS.time).toEqual(['Hour', 'Minute', 'Second', 'Ampm']);
  });

  it('FORM-018 the Likert scale', () => {
    expect([...LIKERT_SCALE]).toEqual([
      [-2, 'Strongly Disagree'],
      [-1, 'Disagree'],
      [0, 'Neutral'],
      [1, 'Agree'],
      [2, 'Strongly Agree'],
    ]);
  });

  it('the textarea counter reads "count / max", flags an overflow, and a zero or non-numeric max means none', () => {
    expect(textareaCounter('hello', 10)).toEqual({ label: '5 / 10', isOver: false, message: null });
    expect(textareaCounter('hello', '3')).toEqual({
      label: '5 / 3',
      isOver: true,
      message: 'You have exceeded the character limit.',
    });
    expect(textareaCounter('hello', 0)).toBeNull();
    expect(textareaCounter('hello', 'lots')).toBeNull();
    expect(textareaCounter('hello', undefined)).toBeNull();
  });
});
