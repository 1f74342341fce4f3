import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_LINK, isSafeUrl, isValidLink, LINK_LIMITS, linkKind } from './links.ts';
import { MESSAGES } from './messages.ts';

/** A link of exactly `length` characters: the prefix padded with a filler. */
const padded = (prefix: string, length: number, fill = 'a', suffix = '') =>
  prefix + fill.repeat(length - prefix.length - suffix.length) + suffix;

describe('link helpers', () => {
  it('CORE-019 a tel link is under 50 characters', () => {
    expect(isValidLink(padded('tel:+', 49, '1'))).toBe(true);
    expect(isValidLink(padded('tel:+', 50, '1'))).toBe(false);
  });

  it('CORE-020 a tel link is a number of 4 or more digits, plus or minus allowed', () => {
    expect(isValidLink('tel:1234')).toBe(true);
    expect(isValidLink('tel:+44-1234-5678')).toBe(true);
    expect(isValidLink('tel:-1234')).toBe(true);
    expect(isValidLink('tel:123')).toBe(false);
    expect(isValidLink('tel:12a45')).toBe(false);
  });

  it('CORE-021 an sms link is under 1000 characters', () => {
    expect(isValidLink(padded('sms:', 999, '1'))).toBe(true);
    expect(isValidLink(padded('sms:', 1000, '1'))).toBe(false);
  });

  it('CORE-022 a mailto link is under 1000 characters', () => {
    expect(isValidLink(padded('mailto:', 999, 'a', '@example.com'))).toBe(true);
    expect(isValidLink(padded('mailto:', 1000, 'a', '@example.com'))).toBe(false);
  });

  it('CORE-023 a mailto link’s address has a domain with an extension', () => {
    expect(isValidLink('mailto:hello@demo.test')).toBe(true);
    expect(isValidLink('mailto:hello@demo.test?subject=Hi')).toBe(true);
    expect(isValidLink('mailto:hello@demo')).toBe(false);
    expect(isValidLink('mailto:hello')).toBe(false);
  });

  it('CORE-024 an anchor link is under 100 characters', () => {
    expect(isValidLink(padded('#', 99))).toBe(true);
    expect(isValidLink(padded('#', 100))).toBe(false);
  });

  it('CORE-025 a javascript link is under 250 characters', () => {
    expect(isValidLink(padded('javascript:', 249))).toBe(true);
    expect(isValidLink(padded('javascript:', 250))).toBe(false);
  });

  it('CORE-026 an ftp link is under 100 characters', () => {
    expect(isValidLink(padded('ftp://', 99))).toBe(true);
    expect(isValidLink(padded('ftp://', 100))).toBe(false);
  });

  it('CORE-027 an internal url is under 150 characters', () => {
    expect(isValidLink(padded('/', 149))).toBe(true);
    expect(isValidLink(padded('/', 150))).toBe(false);
  });

  it('every length rule accepts its boundary and rejects one past it', () => {
    const prefixes = {
      anchor: '#',
      javascript: 'javascript:',
      ftp: 'ftp://',
      internal: '/',
      sms: 'sms:',
    } as const;
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(prefixes) as (keyof typeof prefixes)[])), (kind) => {
        const limit = LINK_LIMITS[kind];
        expect(isValidLink(padded(prefixes[kind], limit - 1, '1'))).toBe(true);
        expect(isValidLink(padded(prefixes[kind], limit, '1'))).toBe(false);
      }),
    );
  });

  it('CORE-028 an internal content link is /pages/ and a 24-character id', () => {
    const id = '0123456789abcdef01234567';
    expect(CONTENT_LINK.test(`/pages/${id}`)).toBe(true);
    expect(isValidLink(`/pages/${id}`)).toBe(true);
    expect(isValidLink(`/pages/${id}0`)).toBe(false);
  });

  it('CORE-029 a file link starts with /s/', () => {
    expect(linkKind('/s/menu.pdf')).toBe('file');
    expect(isValidLink('/s/menu.pdf')).toBe(true);
    expect(linkKind('/about')).toBe('internal');
  });

  it('issue 14 item 10: no backslash or control character, which browsers turn into another host', () => {
    for (const url of [
      '/\\evil.example/x',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil',
      'https://a.example/\\x',
    ]) {
      expect([url, isSafeUrl(url)]).toEqual([url, false]);
    }
    for (const url of [
      '/about',
      '/s/menu.pdf',
      'https://example.com/a?b=c',
      'mailto:a@b.example?subject=Hi there',
    ]) {
      expect([url, isSafeUrl(url)]).toEqual([url, true]);
    }
  });

  it('CORE-030 CORE-031 CORE-032 the catalogue holds the link messages', () => {
    expect(MESSAGES.linksFormattedAs).toBe('Links must be formatted as {host} or {host}');
    expect(MESSAGES.notValidPageUrl).toBe('{val} is not a valid page URL');
    expect(MESSAGES.notExpectedOption).toBe('{val} is not one of the expected options');
  });
});
