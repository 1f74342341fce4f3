import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, MessageFormatError } from './messages.ts';

describe('message formatting', () => {
  it('CORE-052 named placeholders are replaced by their values', () => {
    const placeholders = [
      'subtotal',
      'email',
      'n',
      'fileName',
      'maxSize',
      'fileTypeMessage',
      'tagType',
      'val',
      'host',
      'fontName',
      'status',
      'type',
    ];
    const pattern = placeholders.map((p) => `${p}={${p}}`).join(' ');
    const values = Object.fromEntries(placeholders.map((p) => [p, `<${p}>`]));
    expect(formatMessage(pattern, values)).toBe(placeholders.map((p) => `${p}=<${p}>`).join(' '));
    expect(formatMessage(MESSAGES.notValidPageUrl, { val: '/nope' })).toBe('/nope is not a valid page URL');
  });

  it('CORE-053 plural forms', () => {
    expect(formatMessage(MESSAGES.zapierCount, { count: 1 })).toBe('1 Zap');
    expect(formatMessage(MESSAGES.zapierCount, { count: 3 })).toBe('3 Zaps');
    expect(formatMessage('{n, plural, =0 {none} one {one} other {#}}', { n: 0 })).toBe('none');
  });

  it('CORE-054 a parse error reads "Expected X but Y found."', () => {
    expect(() => formatMessage('Hello {name', {})).toThrow(
      new MessageFormatError('Expected "}" but end of input found.'),
    );
    expect(() => formatMessage('{n, plural, one {x}}', { n: 1 })).toThrow(
      /^Expected an "other" option but .+ found\.$/,
    );
    expect(() => formatMessage('{n, wrong}', { n: 1 })).toThrow(/^Expected .+ but "w" found\.$/);
  });

  it('CORE-055 a plural with an invalid key lists the valid keys', () => {
    expect(() => formatMessage('{n, plural, single {x} other {y}}', { n: 1 })).toThrow(
      'Invalid key "single" for argument "n". Valid plural keys for this locale are "one" and "other", and explicit keys like "=0".',
    );
  });
});
