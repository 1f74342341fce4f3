// Counts failed sign-ins and, past a limit, answers 429 for a while. Three counters: an address
// trying one account (5), one account tried from anywhere (10: a spread-out guess at one password),
// one address trying any accounts (20: one machine guessing at many). In-process: one instance;
// REDIS_URL-backed counters come with the shared rate-limit work.
const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { pair: 5, account: 10, address: 20 } as const;

interface Entry {
  failures: number;
  firstAt: number;
}

export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  #keys(ip: string, account: string) {
    const a = account.toLowerCase();
    return [
      [`p\u0000${ip}\u0000${a}`, LIMITS.pair],
      [`a\u0000${a}`, LIMITS.account],
      [`i\u0000${ip}`, LIMITS.address],
    ] as const;
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && this.now() - entry.firstAt > WINDOW_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterSeconds(ip: string, account: string): number {
    let wait = 0;
    for (const [key, limit] of this.#keys(ip, account)) {
      const entry = this.#live(key);
      if (entry && entry.failures >= limit)
        wait = Math.max(wait, Math.ceil((WINDOW_MS - (this.now() - entry.firstAt)) / 1000));
    }
    return wait;
  }

  recordFailure(ip: string, account: string): void {
    for (const [key] of this.#keys(ip, account)) {
      const entry = this.#live(key);
      if (entry) entry.failures += 1;
      else this.#entries.set(key, { failures: 1, firstAt: this.now() });
    }
    if (this.#entries.size > 300_000) this.#entries.clear();
  }

  /** A right password clears the address's count for that account; the address's overall count stays. */
  recordSuccess(ip: string, account: string): void {
    const [pair] = this.#keys(ip, account);
    this.#entries.delete(pair[0]);
  }
}
