// FORM issue: submissions are limited per visitor as well as per address (the address limit,
// @fastify/rate-limit on the route, is higher: many visitors can share one address). A visitor
// is known by the crumb cookie the site gave their browser.
import { AppError } from '../../errors.ts';

const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

export class VisitorLimit {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts one request of `visitor`; throws 429 past the limit within the minute. */
  take(visitor: string | undefined, now = Date.now()): void {
    if (!visitor) return; // no crumb: the crumb check refuses the request anyway
    let window = this.#windows.get(visitor);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.#windows.size >= MAX_TRACKED) this.#forgetOld(now);
      window = { start: now, count: 0 };
      this.#windows.set(visitor, window);
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
      throw new AppError({
        kind: 'rate_limited',
        code: 'rate_limited',
        message: `Too many submissions from this browser. Please wait ${retryAfter} seconds and try again.`,
        extra: { retryAfter },
      });
    }
  }

  #forgetOld(now: number): void {
    for (const [key, window] of this.#windows) if (now - window.start >= WINDOW_MS) this.#windows.delete(key);
    if (this.#windows.size >= MAX_TRACKED) this.#windows.clear();
  }
}
