import { describe, expect, it } from 'vitest';
import { groupSiteErrors, groupTraceItems, type SiteError, traceMessage } from './site-errors.ts';

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

  it('DATA-042 decision 042: trace items group by type and message (data.message), newest first', () => {
    const item = (type: string, data: unknown, createdAt: string) => ({
      pageUrl: '/',
      type,
      data,
      createdAt,
    });
    const groups = groupTraceItems([
      item('performance-warning', { message: 'Metric settings request timeout' }, '2026-01-01T00:00:00Z'),
      item('analytics-warning', { message: 'Unable to store analyticsId' }, '2026-01-02T00:00:00Z'),
      item('performance-warning', { message: 'Metric settings request timeout' }, '2026-01-03T00:00:00Z'),
      item('view', { n: 1 }, '2026-01-00T00:00:00Z'),
    ]);
    expect(groups.map((g) => [g.type, g.message, g.count])).toEqual([
      ['performance-warning', 'Metric settings request timeout', 2],
      ['analytics-warning', 'Unable to store analyticsId', 1],
      ['view', '{"n":1}', 1],
    ]);
    expect(traceMessage(item('x', null, ''))).toBe('');
  });
});
