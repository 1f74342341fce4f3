// Counts failed sign-ins per client address and email; after too many, sign-in answers 429 for a while.
// In-process: one instance. REDIS_URL-backed counters come with the shared rate-limit work.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

interface Entry {
  failures: number;
  firstAt: number;
}

export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  #key(ip: string, email: string) {
    return `${ip}\u0000${email.toLowerCase()}`;
  }

  /** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterSeconds(ip: string, email: string): number {
    const entry = this.#entries.get(this.#key(ip, email));
    if (!entry) return 0;
    const age = this.now() - entry.firstAt;
    if (age > WINDOW_MS) {
      this.#entries.delete(this.#key(ip, email));
      return 0;
    }
    return entry.failures >= MAX_FAILURES ? Math.ceil((WINDOW_MS - age) / 1000) : 0;
  }

  recordFailure(ip: string, email: string): void {
    const key = this.#key(ip, email);
    const entry = this.#entries.get(key);
    if (!entry || this.now() - entry.firstAt > WINDOW_MS)
      this.#entries.set(key, { failures: 1, firstAt: this.now() });
    else entry.failures += 1;
    if (this.#entries.size > 100_000) this.#entries.clear();
  }

  recordSuccess(ip: string, email: string): void {
    this.#entries.delete(this.#key(ip, email));
  }
}
