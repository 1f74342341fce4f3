// The server's one clock for time-driven work that browser journeys move (decision 073): scheduled
// collection items (issue 17) and renewals (issue 20). The system's clock, or — with
// FOLIO_TEST_CLOCK=on, refused off loopback and in deployments (config.ts) — a clock tests move forward.

/** What time it is for time-driven work: the system's, or a test's clock (never in production). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward (FOLIO_TEST_CLOCK, refused when NODE_ENV is production). */
export class TestClock implements Clock {
  #offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
  get offsetMs(): number {
    return this.#offsetMs;
  }
}
