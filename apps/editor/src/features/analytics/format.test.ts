import { describe, expect, it } from 'vitest';
import {
  addDays,
  countryName,
  daysBetween,
  describeChange,
  formatDuration,
  formatPercent,
} from './format.ts';

describe('issue 18 part 4: how the Analytics screen writes its figures', () => {
  it('issue 18: changes against the previous period are words and arrows, rates in points, and say which way is better', () => {
    expect(describeChange(120, 100, { kind: 'count', isUpGood: true })).toEqual({
      text: 'Up 20%',
      tone: 'good',
      arrow: '▲',
    });
    expect(describeChange(80, 100, { kind: 'count', isUpGood: true })).toEqual({
      text: 'Down 20%',
      tone: 'bad',
      arrow: '▼',
    });
    expect(describeChange(0.35, 0.4, { kind: 'rate', isUpGood: false })).toEqual({
      text: 'Down 5 pts',
      tone: 'good',
      arrow: '▼',
    });
    expect(describeChange(5, 0, { kind: 'count', isUpGood: true }).text).toBe('Up from none');
    expect(describeChange(1500, 100, { kind: 'count', isUpGood: true }).text).toBe('Up 15×');
    expect(describeChange(3, 3, { kind: 'count', isUpGood: true })).toEqual({
      text: 'No change',
      tone: 'same',
      arrow: '',
    });
    expect(describeChange(null, 0.5, { kind: 'rate', isUpGood: true }).text).toBe('No earlier figure');
  });

  it('issue 18: durations, percentages, countries and UTC days', () => {
    expect(formatDuration(45_000)).toBe('45s');
    expect(formatDuration(80_400)).toBe('1m 20s');
    expect(formatDuration(null)).toBe('–');
    expect(formatPercent(0.75, 0)).toBe('75%');
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(null)).toBe('–');
    expect(countryName('JP')).toBe('Japan');
    expect(countryName('')).toBe('Unknown');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
  });
});
