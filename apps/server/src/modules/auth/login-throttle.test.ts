import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('the login throttle', () => {
  // The in-process counters read the clock and forget on timers: the tests move both.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('issue 14 item 9: failures on one account from many addresses make unknown browsers wait 1, 2, 4 … 60 s after the last failure, never 15 minutes', async () => {
    const throttle = new LoginThrottle();
    const waits: number[] = [];
    for (let i = 0; i < 13; i++) {
      const ip = `10.0.0.${i}`;
      const wait = await throttle.retryAfterSeconds(ip, 'owner@example.test');
      waits.push(wait);
      vi.advanceTimersByTime(wait * 1000);
      await throttle.recordFailure(ip, 'owner@example.test');
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60]);
    // Waiting out the delay is enough: nothing is locked for the rest of the window.
    vi.advanceTimersByTime(60_000);
    expect(await throttle.retryAfterSeconds('10.0.1.1', 'owner@example.test')).toBe(0);
  });

  it('issue 14 item 9: a browser that signed in to the account before is not slowed by strangers’ failures', async () => {
    const throttle = new LoginThrottle();
    const cookie = throttle.rememberDevice(undefined, 'Owner@Example.test');
    for (let i = 0; i < 30; i++) await throttle.recordFailure(`10.0.0.${i}`, 'owner@example.test');
    expect(await throttle.retryAfterSeconds('10.9.9.9', 'owner@example.test')).toBeGreaterThan(0);
    expect(throttle.isKnownDevice(cookie, 'owner@example.test')).toBe(true);
    expect(
      await throttle.retryAfterSeconds('10.9.9.9', 'owner@example.test', {
        isKnownDevice: throttle.isKnownDevice(cookie, 'owner@example.test'),
      }),
    ).toBe(0);
    // The tag is for that account only, and a forged one is not known.
    expect(throttle.isKnownDevice(cookie, 'other@example.test')).toBe(false);
    expect(throttle.isKnownDevice('x'.repeat(22), 'owner@example.test')).toBe(false);
    // A known browser's own address is still limited: 5 failures on the account from it.
    for (let i = 0; i < 5; i++) await throttle.recordFailure('10.9.9.9', 'owner@example.test');
    expect(await throttle.retryAfterSeconds('10.9.9.9', 'owner@example.test', { isKnownDevice: true })).toBe(
      900,
    );
  });

  it('remembers up to five accounts per browser', () => {
    const throttle = new LoginThrottle();
    let cookie: string | undefined;
    for (let i = 0; i < 7; i++) cookie = throttle.rememberDevice(cookie, `person-${i}@example.test`);
    expect(cookie!.split('.')).toHaveLength(5);
    expect(throttle.isKnownDevice(cookie, 'person-6@example.test')).toBe(true);
    expect(throttle.isKnownDevice(cookie, 'person-0@example.test')).toBe(false);
  });
});
