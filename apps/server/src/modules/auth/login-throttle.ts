// Counts failed sign-ins. Per address the limits are hard (429 for the rest of 15 minutes): an
// address trying one account (5), one address trying any accounts (20: one machine guessing at
// many). Per account, failures from anywhere only slow sign-in down (issue 14 item 9): past 5, the
// next try waits 1, 2, 4 … up to 60 seconds after the last failure, so strangers spread over many
// addresses cannot lock the owner out; and a browser that has signed in to the account before (it
// carries the account's tag in the folio_device cookie) is not slowed at all. In-process: one
// instance; REDIS_URL-backed counters come with the shared rate-limit work.
import { createHmac, randomBytes } from 'node:crypto';

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { pair: 5, address: 20 } as const;
/** Failures on one account, from anywhere, before unknown browsers are slowed down. */
const ACCOUNT_FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 60;
/** Accounts a browser is remembered for (several people may share a computer). */
const MAX_DEVICE_TAGS = 5;

export const DEVICE_COOKIE = 'folio_device';

interface Entry {
  failures: number;
  firstAt: number;
  lastAt: number;
}

export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();
  /** Signs device tags; new at each start, so after a restart browsers are unknown again. */
  readonly #deviceKey = randomBytes(32);

  constructor(private readonly now: () => number = Date.now) {}

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && this.now() - entry.firstAt > WINDOW_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #count(key: string): void {
    const entry = this.#live(key);
    if (entry) {
      entry.failures += 1;
      entry.lastAt = this.now();
    } else this.#entries.set(key, { failures: 1, firstAt: this.now(), lastAt: this.now() });
  }

  #tag(account: string): string {
    return createHmac('sha256', this.#deviceKey)
      .update(account.toLowerCase())
      .digest('base64url')
      .slice(0, 22);
  }

  /** Whether the folio_device cookie says this browser signed in to the account before. */
  isKnownDevice(cookie: string | undefined, account: string): boolean {
    return Boolean(cookie) && cookie!.split('.').includes(this.#tag(account));
  }

  /** The folio_device cookie after a successful sign-in to the account. */
  rememberDevice(cookie: string | undefined, account: string): string {
    const tag = this.#tag(account);
    const others = (cookie ?? '').split('.').filter((t) => /^[\w-]{22}$/.test(t) && t !== tag);
    return [tag, ...others].slice(0, MAX_DEVICE_TAGS).join('.');
  }

  /** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterSeconds(ip: string, account: string, opts: { isKnownDevice?: boolean } = {}): number {
    const a = account.toLowerCase();
    let wait = 0;
    for (const [key, limit] of [
      [`p\u0000${ip}\u0000${a}`, LIMITS.pair],
      [`i\u0000${ip}`, LIMITS.address],
    ] as const) {
      const entry = this.#live(key);
      if (entry && entry.failures >= limit)
        wait = Math.max(wait, Math.ceil((WINDOW_MS - (this.now() - entry.firstAt)) / 1000));
    }
    const spread = this.#live(`a\u0000${a}`);
    if (!opts.isKnownDevice && spread && spread.failures >= ACCOUNT_FREE_FAILURES) {
      const delay = Math.min(MAX_DELAY_SECONDS, 2 ** (spread.failures - ACCOUNT_FREE_FAILURES));
      wait = Math.max(wait, Math.ceil(delay - (this.now() - spread.lastAt) / 1000));
    }
    return wait;
  }

  recordFailure(ip: string, account: string): void {
    const a = account.toLowerCase();
    this.#count(`p\u0000${ip}\u0000${a}`);
    this.#count(`a\u0000${a}`);
    this.#count(`i\u0000${ip}`);
    if (this.#entries.size > 300_000) this.#entries.clear();
  }

  /** A right password clears the address's count for that account; the address's overall count stays. */
  recordSuccess(ip: string, account: string): void {
    this.#entries.delete(`p\u0000${ip}\u0000${account.toLowerCase()}`);
  }
}
