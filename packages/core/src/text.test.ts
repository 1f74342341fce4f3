import { describe, expect, it } from 'vitest';
import {
  boundedInt,
  isoTimestamp,
  isStorableText,
  jsonValue,
  MAX_INT32,
  queryInt,
  stripUnstorable,
  text,
  timestampMs,
  truncateText,
  unstorablePath,
} from './text.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the shared text schema (issue 14 item 6)', () => {
  it('issue 14 item 6: refuses NUL and lone surrogates with a message; a pair is fine', () => {
    const title = text({ max: 20 });
    expect(messageOf(title.safeParse('a\u0000b'))).toBe(
      'must not contain NUL characters or broken Unicode (a lone surrogate)',
    );
    expect(title.safeParse('a\uD800').success).toBe(false);
    expect(title.safeParse('\uDC00a').success).toBe(false);
    expect(title.parse('a😀b')).toBe('a😀b');
    expect(isStorableText('😀')).toBe(true);
  });

  it('bounds the length, trims when asked, and says so in its own words', () => {
    const title = text({ max: 5, min: 1, trim: true, tooShort: 'Give it a title.', tooLong: 'Too long.' });
    expect(title.parse('  abc  ')).toBe('abc');
    expect(messageOf(title.safeParse('   '))).toBe('Give it a title.');
    expect(messageOf(title.safeParse('abcdef'))).toBe('Too long.');
    expect(messageOf(title.safeParse(5))).toBe('must be text');
    expect(messageOf(title.safeParse(undefined))).toBe('is required');
  });

  it('strips and truncates for telemetry, never cutting a surrogate pair', () => {
    const field = text({ max: 3, onUnstorable: 'strip', onTooLong: 'truncate' });
    expect(field.parse('a\u0000\uD800bcd')).toBe('a\uFFFDb');
    expect(truncateText('ab😀', 3)).toBe('ab');
    expect(stripUnstorable('x\uDC00')).toBe('x\uFFFD');
  });

  it('issue 14 item 6: integers stay inside an integer column', () => {
    expect(boundedInt().safeParse(MAX_INT32).success).toBe(true);
    expect(boundedInt().safeParse(2 ** 31).success).toBe(false);
    expect(boundedInt({ min: 0 }).safeParse(-1).success).toBe(false);
    expect(boundedInt().safeParse(0.5).success).toBe(false);
    expect(() => boundedInt({ max: 2 ** 31 })).toThrow();
    expect(queryInt({ min: 0, default: 7 }).parse(undefined)).toBe(7);
    expect(queryInt({ min: 0 }).parse('12')).toBe(12);
    expect(queryInt({ min: 0 }).safeParse('99999999999999999999').success).toBe(false);
    expect(queryInt({ min: 0 }).safeParse('1e3').success).toBe(false);
  });

  it('issue 14 item 6: times between 1970 and 9999', () => {
    expect(timestampMs().safeParse(1_700_000_000_000).success).toBe(true);
    expect(timestampMs().safeParse(8.64e15 + 1).success).toBe(false);
    expect(timestampMs().safeParse(-1).success).toBe(false);
    expect(isoTimestamp().safeParse('2030-01-31T12:00:00Z').success).toBe(true);
    for (const bad of ['+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00Z', '2030-13-01T00:00:00Z'])
      expect(isoTimestamp().safeParse(bad).success).toBe(false);
  });

  it('finds unstorable text anywhere in JSON, keys included, and bounds its size', () => {
    expect(unstorablePath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a[1].c');
    expect(unstorablePath(Object.fromEntries([['k\uD800', 1]]))).toBe('k\uD800');
    expect(unstorablePath({ a: ['fine'] })).toBeNull();
    const value = jsonValue({ maxBytes: 10 });
    expect(messageOf(value.safeParse({ a: 'x'.repeat(20) }))).toBe('must be at most 10 bytes');
    expect(messageOf(jsonValue({ maxBytes: 100 }).safeParse({ a: '\u0000' }))).toMatch(
      /^a must not contain NUL/,
    );
    expect(
      jsonValue({ maxBytes: 100, onUnstorable: 'strip' }).parse(
        Object.fromEntries([['a\u0000', ['\uD800']]]),
      ),
    ).toEqual({
      a: ['\uFFFD'],
    });
  });
});
