import { describe, expect, it } from 'vitest';
import { addDays, dateOf, instantOf, offsetAt, startOfDay, wallTimeOf } from './zoned-time.ts';

describe('zoned time (issue 17: event times in the site’s time zone)', () => {
  it('issue 17: a wall time in Paris is the instant an hour (winter) or two (summer) earlier in UTC', () => {
    expect(instantOf('2026-01-15T18:00', 'Europe/Paris').instant.toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
    expect(instantOf('2026-07-15T18:00', 'Europe/Paris').instant.toISOString()).toBe(
      '2026-07-15T16:00:00.000Z',
    );
    expect(wallTimeOf('2026-07-15T16:00:00.000Z', 'Europe/Paris')).toBe('2026-07-15T18:00');
    expect(offsetAt(Date.parse('2026-07-15T16:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });

  it('issue 17: DST edges — a time in the spring gap moves forward; a time in the autumn overlap is the earlier one', () => {
    // Paris skips 02:00–03:00 on 29 March 2026.
    const gap = instantOf('2026-03-29T02:30', 'Europe/Paris');
    expect(gap.shifted).toBe(true);
    expect(gap.instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeOf(gap.instant, 'Europe/Paris')).toBe('2026-03-29T03:30');
    // Paris has 02:30 twice on 25 October 2026: the first (still summer time, +02:00).
    const overlap = instantOf('2026-10-25T02:30', 'Europe/Paris');
    expect(overlap.shifted).toBe(false);
    expect(overlap.instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // New York: 8 March 2026 skips 02:00–03:00; 1 November 2026 repeats 01:00–02:00.
    expect(instantOf('2026-03-08T02:15', 'America/New_York').instant.toISOString()).toBe(
      '2026-03-08T07:15:00.000Z',
    );
    expect(instantOf('2026-11-01T01:30', 'America/New_York').instant.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(instantOf('2026-11-01T03:00', 'America/New_York').instant.toISOString()).toBe(
      '2026-11-01T08:00:00.000Z',
    );
  });

  it('issue 17: days are calendar days — a 25-hour day ends at the next midnight, not 24 hours later', () => {
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    const start = startOfDay('2026-10-25', 'Europe/Paris');
    const next = startOfDay(addDays('2026-10-25', 1), 'Europe/Paris');
    expect((next.getTime() - start.getTime()) / 3_600_000).toBe(25);
    expect(dateOf(new Date(next.getTime() - 1), 'Europe/Paris')).toBe('2026-10-25');
    expect(() => instantOf('2026-02-30T10:00', 'UTC')).toThrow(RangeError);
  });
});
