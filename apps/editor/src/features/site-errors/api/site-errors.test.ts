import { describe, expect, it } from 'vitest';
import { groupSiteErrors, type SiteError } from './site-errors.ts';

const anError = (message: string, reportedAt: string): SiteError => ({
  message,
  reportedAt,
  file: 'app.js',
  line: 1,
  column: 1,
  url: '/',
  userAgent: 'UA',
  stack: '',
});

describe('site errors for the owner', () => {
  it('groups by message, newest first', () => {
    const groups = groupSiteErrors([
      anError('a', '2026-01-01T00:00:00Z'),
      anError('b', '2026-01-03T00:00:00Z'),
      anError('a', '2026-01-04T00:00:00Z'),
    ]);
    expect(groups.map((g) => [g.message, g.count, g.latest.reportedAt])).toEqual([
      ['a', 2, '2026-01-04T00:00:00Z'],
      ['b', 1, '2026-01-03T00:00:00Z'],
    ]);
  });
});
