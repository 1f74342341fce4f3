import { describe, expect, it } from 'vitest';
import {
  displayValue,
  FORM_MESSAGES,
  type FormField,
  failureMessageForStatus,
  fieldProblem,
  formProblems,
  valueFields,
} from './forms.ts';

const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id: `f-${type}`,
  type,
  title: type[0]!.toUpperCase() + type.slice(1),
  ...extra,
});

describe('form messages', () => {
  it('FORM-042 FORM-043 FORM-044 FORM-045 the message for each failed status', () => {
    expect(failureMessageForStatus(401)).toBe('Unable to submit form. Please try again later.');
    expect(failureMessageForStatus(404)).toBe('This form has not been configured yet.');
    expect(failureMessageForStatus(429)).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    expect(failureMessageForStatus(500)).toBe('Unable to send form. Please try again later.');
    // A 400 carries its own errors; other statuses fall to the answer's error or the unknown message.
    expect(failureMessageForStatus(400)).toBeNull();
    expect(failureMessageForStatus(418)).toBeNull();
  });

  it('FORM-047 FORM-048 the bottom banner is the top banner with scroll up in place of scroll down', () => {
    expect(FORM_MESSAGES.bannerTop).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(FORM_MESSAGES.bannerBottom).toBe(FORM_MESSAGES.bannerTop.replace('scroll down', 'scroll up'));
  });
});

describe('form field rules', () => {
  it('FORM-011 FORM-012 sections carry no value; every other field does', () => {
    const fields = [field('text'), field('section'), field('email'), field('likert')];
    expect(valueFields({ fields }).map((f) => f.type)).toEqual(['text', 'email', 'likert']);
    expect(fieldProblem(field('section', { required: true }), undefined)).toBeNull();
  });

  it('FORM-033 email fields use the email rule of core, with its message', () => {
    const email = field('email', { required: true });
    expect(fieldProblem(email, 'someone@example.com')).toBeNull();
    expect(fieldProblem(email, 'not an email')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(fieldProblem(email, '')).toBe('Email is required.');
    expect(fieldProblem(field('email'), '')).toBeNull();
  });

  it('FORM-035 a textarea past its maximum gets the character-limit message', () => {
    const message = field('textarea', { maxLength: 5 });
    expect(fieldProblem(message, 'hello')).toBeNull();
    expect(fieldProblem(message, 'hello!')).toBe('You have exceeded the character limit.');
  });

  it('FORM-036 a textarea maximum of zero means no limit', () => {
    expect(fieldProblem(field('textarea', { maxLength: 0 }), 'x'.repeat(400))).toBeNull();
  });

  it('FORM-013 FORM-016 FORM-017 compound values are checked part by part', () => {
    const name = field('name', { required: true });
    expect(fieldProblem(name, ['Ada', 'Lovelace'])).toBeNull();
    expect(fieldProblem(name, ['Ada', ''])).toBe('Name needs a first and a last name.');
    expect(fieldProblem(name, ['Ada'])).toBe('Name is not filled in correctly.');

    const date = field('date');
    expect(fieldProblem(date, ['2', '29', '2024'])).toBeNull();
    expect(fieldProblem(date, ['2', '30', '2024'])).toBe('Date is not a valid date.');
    expect(fieldProblem(date, ['', '', ''])).toBeNull();

    const time = field('time');
    expect(fieldProblem(time, ['9', '30', '', 'AM'])).toBeNull();
    expect(fieldProblem(time, ['13', '30', '', 'PM'])).toBe('Time is not a valid time.');

    expect(fieldProblem(field('phone'), ['1', '555', '123', '4567'])).toBeNull();
    expect(fieldProblem(field('phone'), ['1', '555', 'abc', '4567'])).toBe('Phone can only contain numbers.');
  });

  it('FORM-018 likert answers are statement → -2 … 2; a required one needs every statement', () => {
    const likert = field('likert', { options: ['Fast', 'Clear'], required: true });
    expect(fieldProblem(likert, { Fast: 2, Clear: -2 })).toBeNull();
    expect(fieldProblem(likert, { Fast: 3, Clear: 0 })).toBe('Likert is not filled in correctly.');
    expect(fieldProblem(likert, { Other: 1 })).toBe('Likert is not filled in correctly.');
    expect(fieldProblem(likert, { Fast: 1 })).toBe('Likert needs an answer for every statement.');
  });

  it('choices must be listed ones; numbers, websites and handles have their own rules', () => {
    const select = field('select', { options: ['Hello', 'Booking'] });
    expect(fieldProblem(select, 'Booking')).toBeNull();
    expect(fieldProblem(select, 'Spam')).toBe('Select must be one of the listed choices.');
    const checkbox = field('checkbox', { options: ['A', 'B'] });
    expect(fieldProblem(checkbox, ['A', 'B'])).toBeNull();
    expect(fieldProblem(checkbox, ['A', 'C'])).toBe('Checkbox must be one of the listed choices.');
    expect(fieldProblem(checkbox, 'A')).toBe('Checkbox is not filled in correctly.');
    expect(fieldProblem(field('number'), '-12.5')).toBeNull();
    expect(fieldProblem(field('currency'), '1,200.00')).toBeNull();
    expect(fieldProblem(field('number'), 'twelve')).toBe('Number must be a number.');
    expect(fieldProblem(field('website'), 'example.com')).toBeNull();
    expect(fieldProblem(field('website'), 'not a site')).toBe(
      'Website must be a web address, like example.com.',
    );
    expect(fieldProblem(field('twitter'), '@folio')).toBeNull();
    expect(fieldProblem(field('twitter'), 'has spaces')).toBe(
      'Twitter must be a Twitter handle, like @example.',
    );
  });

  it('a value of the wrong shape is refused, never thrown on', () => {
    expect(fieldProblem(field('text'), ['a'])).toBe('Text is not filled in correctly.');
    expect(fieldProblem(field('text'), { a: 1 })).toBe('Text is not filled in correctly.');
    expect(fieldProblem(field('text'), 'x'.repeat(5001))).toBe('Text is too long.');
    // Found by the server's fuzz test: parts that are not strings.
    expect(fieldProblem(field('name'), [0] as never)).toBe('Name is not filled in correctly.');
    expect(fieldProblem(field('name'), [0, 1] as never)).toBe('Name is not filled in correctly.');
    expect(fieldProblem(field('checkbox', { options: ['A'] }), [null] as never)).toBe(
      'Checkbox must be one of the listed choices.',
    );
    expect(formProblems({ fields: [field('text', { required: true })] }, 'not an object')).toEqual({
      'f-text': 'Text is required.',
    });
    expect(formProblems({ fields: [field('text', { required: true })] }, null)).toEqual({
      'f-text': 'Text is required.',
    });
  });

  it('FORM-037 problems are keyed by field id, the shape of a 400’s errors', () => {
    const fields = [field('text', { required: true }), field('email'), field('section')];
    expect(formProblems({ fields }, { 'f-text': 'Hi', 'f-email': 'bad' })).toEqual({
      'f-email': 'Email is not valid. Email addresses should follow the format name@example.com.',
    });
  });
});

describe('display values', () => {
  it('joins compound parts, lists and likert answers into one readable line', () => {
    expect(displayValue(field('name'), ['Ada', 'Lovelace'])).toBe('Ada Lovelace');
    expect(displayValue(field('address'), ['1 Main St', '', 'Springfield', 'IL', '62701', 'USA'])).toBe(
      '1 Main St, Springfield, IL, 62701, USA',
    );
    expect(displayValue(field('date'), ['2', '29', '2024'])).toBe('2/29/2024');
    expect(displayValue(field('time'), ['9', '05', '', 'AM'])).toBe('9:05 AM');
    expect(displayValue(field('checkbox'), ['A', 'B'])).toBe('A, B');
    expect(displayValue(field('likert'), { Fast: 2, Clear: -1 })).toBe(
      'Fast: Strongly Agree; Clear: Disagree',
    );
    expect(displayValue(field('text'), undefined)).toBe('');
  });
});
