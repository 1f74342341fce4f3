import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  EMAIL_EXAMPLE,
  emailProblem,
  generateSku,
  isUsZip,
  isValidSku,
  MAX_SKU_LENGTH,
} from './validation.ts';

const NOT_VALID = `Email is not valid. Email addresses should follow the format ${EMAIL_EXAMPLE}.`;

describe('validation rules', () => {
  it('CORE-010 a US zip code is exactly 5 digits', () => {
    expect(isUsZip('12345')).toBe(true);
    for (const bad of ['1234', '123456', '1234a', '12345-6789', ' 12345', ''])
      expect(isUsZip(bad)).toBe(false);
  });

  it('CORE-011 a SKU is at most 60 characters', () => {
    expect(isValidSku('A'.repeat(MAX_SKU_LENGTH))).toBe(true);
    expect(isValidSku('A'.repeat(MAX_SKU_LENGTH + 1))).toBe(false);
  });

  it('CORE-012 a generated SKU is SQ followed by 7 digits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 7,
          maxLength: 7,
        }),
        (draws) => {
          let i = 0;
          const sku = generateSku(() => draws[i++]!);
          expect(sku).toMatch(/^SQ\d{7}$/);
          expect(isValidSku(sku)).toBe(true);
        },
      ),
    );
    expect(generateSku()).toMatch(/^SQ\d{7}$/);
  });

  it('CORE-013 an empty email that is not required is valid', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem(undefined)).toBeNull();
    expect(emailProblem('', { isRequired: true })).toBe(NOT_VALID);
  });

  it('CORE-014 a non-empty email is 3 to 256 characters', () => {
    const local = 'a'.repeat(256 - '@example.com'.length);
    expect(emailProblem(`${local}@example.com`)).toBeNull();
    expect(emailProblem(`a${local}@example.com`)).toBe(NOT_VALID);
    expect(emailProblem(42)).toBe(NOT_VALID);
  });

  it('CORE-015 an email must end in an extension of 2 to 4 letters', () => {
    expect(emailProblem('a@b.co')).toBeNull();
    expect(emailProblem('ann@example.info')).toBeNull();
    for (const bad of ['a@b.c', 'a@b.museum', 'a@b', 'ab.com', 'a b@c.com', 'a@b.c0m'])
      expect(emailProblem(bad)).toBe(NOT_VALID);
  });

  it('CORE-016 an invalid email gives the spec’s message', () => {
    expect(emailProblem('nope')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
  });

  it('CORE-017 CORE-018 the catalogue holds the email messages', () => {
    expect(MESSAGES.enterValidEmail).toBe('Please enter a valid email');
    expect(MESSAGES.emailsFormattedAs).toBe('Emails must be formatted as {email}');
  });
});
