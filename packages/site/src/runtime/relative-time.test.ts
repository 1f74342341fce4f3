import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELATIVE_TIME_REFRESH_MS, relativeWords, startRelativeTimes } from './relative-time.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.textContent = '';
});

function dated(iso: string, full: string): HTMLTimeElement {
  const el = document.createElement('time');
  el.dateTime = iso;
  el.title = full;
  el.dataset.relative = '';
  el.textContent = full;
  document.body.append(el);
  return el;
}

describe('relative time (decision 051)', () => {
  it("UI-058 under 1 s reads 'just now'", () => {
    expect(relativeWords(0, 'en')).toBe('just now');
    expect(relativeWords(0.999, 'en-GB')).toBe('just now');
    expect(relativeWords(1, 'en')).not.toBe('just now');
  });

  it("UI-059 under 60 s reads 'about N seconds ago'", () => {
    expect(relativeWords(1, 'en')).toBe('about 1 seconds ago');
    expect(relativeWords(42.7, 'en')).toBe('about 42 seconds ago');
    expect(relativeWords(59.9, 'en')).toBe('about 59 seconds ago');
    expect(relativeWords(60, 'en')).toBe('1 minute ago');
  });

  it("issue 19: from a minute on, Intl's words in the site's language; a week or more reads as the full date", () => {
    expect(relativeWords(3 * 3600, 'en')).toBe('3 hours ago');
    expect(relativeWords(2 * 86400 + 5, 'en')).toBe('2 days ago');
    expect(relativeWords(86400, 'en')).toBe('yesterday');
    expect(relativeWords(2 * 86400, 'de')).toBe('vorgestern');
    expect(relativeWords(3 * 86400, 'fr')).toBe('il y a 3 jours');
    expect(relativeWords(7 * 86400, 'en')).toBeNull();
    expect(relativeWords(Number.NaN, 'en')).toBeNull();
  });

  it('UI-057 a relative time refreshes every 5000 ms, and the full date stays its title', () => {
    vi.useFakeTimers();
    const start = Date.parse('2026-11-24T10:00:00Z');
    vi.setSystemTime(start);
    document.documentElement.lang = 'en';
    const fresh = dated('2026-11-24T10:00:00Z', '24 November 2026');
    const old = dated('2026-10-01T10:00:00Z', '1 October 2026');
    const stop = startRelativeTimes(document);
    expect(fresh.textContent).toBe('just now');
    expect(fresh.title).toBe('24 November 2026');
    expect(old.textContent).toBe('1 October 2026');
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1);
    expect(fresh.textContent).toBe('just now');
    vi.advanceTimersByTime(1);
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(fresh.textContent).toBe('about 5 seconds ago');
    vi.advanceTimersByTime(5000);
    expect(fresh.textContent).toBe('about 10 seconds ago');
    stop();
    vi.advanceTimersByTime(5000);
    expect(fresh.textContent).toBe('about 10 seconds ago');
  });

  it('issue 19: a page with only old dates sets no timer', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-24T10:00:00Z'));
    dated('2026-01-01T00:00:00Z', '1 January 2026');
    startRelativeTimes(document);
    expect(vi.getTimerCount()).toBe(0);
  });
});
