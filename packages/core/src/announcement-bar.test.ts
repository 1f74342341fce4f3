// Issue 19 (UI-054): the announcement bar's shared schema, link rule and version.
import { describe, expect, it } from 'vitest';
import {
  announcementBarOf,
  announcementBarSchema,
  announcementVersion,
  isAnnouncementLink,
} from './announcement-bar.ts';

describe('UI-054 the announcement bar settings', () => {
  it('UI-054 a link is an https address or a path of the site, nothing else', () => {
    for (const ok of ['/shop', '/', '/about?x=1#top', 'https://example.com', 'https://example.com/a?b=c'])
      expect(isAnnouncementLink(ok), ok).toBe(true);
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'mailto:a@b.c',
      'shop',
      '/with space',
      'https://',
      'data:text/html,x',
    ])
      expect(isAnnouncementLink(bad), bad).toBe(false);
  });

  it('UI-054 the schema trims, bounds and pairs the link text with its address', () => {
    expect(
      announcementBarSchema.parse({ enabled: true, text: '  Hi  ', linkLabel: ' Go ', linkUrl: ' /shop ' }),
    ).toEqual({ enabled: true, text: 'Hi', linkLabel: 'Go', linkUrl: '/shop' });
    // Off, an empty message may be kept.
    expect(
      announcementBarSchema.safeParse({ enabled: false, text: '', linkLabel: '', linkUrl: '' }).success,
    ).toBe(true);
    const problems = (input: object) =>
      announcementBarSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems({ enabled: true, text: '', linkLabel: '', linkUrl: '' })).toEqual([
      'text: must not be empty while the bar is on',
    ]);
    expect(problems({ enabled: true, text: 'x'.repeat(161), linkLabel: '', linkUrl: '' })).toEqual([
      'text: must be at most 160 characters',
    ]);
    expect(problems({ enabled: true, text: 'Hi', linkLabel: 'Go', linkUrl: '' })).toEqual([
      'linkUrl: must not be empty when there is a link text',
    ]);
  });

  it('UI-054 rows from before issue 19, or not valid, read as off', () => {
    expect(announcementBarOf({})).toEqual({ enabled: false, text: '', linkLabel: '', linkUrl: '' });
    expect(announcementBarOf({ announcementBar: { enabled: true, text: '' } }).enabled).toBe(false);
  });

  it('UI-054 the version changes with the message and link, and only with them', () => {
    const bar = { text: 'Open studio', linkLabel: 'About', linkUrl: '/about' };
    expect(announcementVersion(bar)).toMatch(/^[0-9a-f]{8}$/);
    expect(announcementVersion({ ...bar })).toBe(announcementVersion(bar));
    expect(announcementVersion({ ...bar, text: 'Open studio!' })).not.toBe(announcementVersion(bar));
    expect(announcementVersion({ ...bar, linkUrl: '/shop' })).not.toBe(announcementVersion(bar));
  });
});
