// FORM issue: submissions are limited per visitor as well as per address (the address limit,
// @fastify/rate-limit on the route, is higher: many visitors can share one address). A visitor
// is known by the crumb cookie the site gave their browser. Counted by the shared limiters
// (issue 15: in Redis with REDIS_URL, so a visitor's submissions count once across servers).
import { AppError } from '../../errors.ts';
import type { Counter, Limiters } from '../../plugins/limiter.ts';

export class VisitorLimit {
  readonly #counter: Counter;

  constructor(limiters: Limiters, perMinute: number) {
    this.#counter = limiters.counter('form-visitor', { max: perMinute, windowMs: 60_000 });
  }

  /** Counts one request of `visitor`; throws 429 past the limit within the minute. */
  async take(visitor: string | undefined): Promise<void> {
    if (!visitor) return; // no crumb: the crumb check refuses the request anyway
    const retryAfter = await this.#counter.take(visitor);
    if (retryAfter > 0)
      throw new AppError({
        kind: 'rate_limited',
        code: 'rate_limited',
        message: `Too many submissions from this browser. Please wait ${retryAfter} seconds and try again.`,
        extra: { retryAfter },
      });
  }
}
