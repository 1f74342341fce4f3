// Counts failed sign-ins. Per address the limits are hard (429 for the rest of 15 minutes): an
// address trying one account (5), one address trying any accounts (20: one machine guessing at
// many). Per account, failures from anywhere only slow sign-in down (issue 14 item 9): past 5, the
// next try waits 1, 2, 4 … up to 60 seconds after the last failure, so strangers spread over many
// addresses cannot lock the owner out; and a browser that has signed in to the account before (it
// carries the account's tag in the folio_device cookie) is not slowed at all. The counts are the
// shared limiters' (issue 15: in Redis with REDIS_URL, so every server sees the same failures).
import { createHmac, randomBytes } from 'node:crypto';
import { Limiters } from '../../plugins/limiter.ts';

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { pair: 5, address: 20 } as const;
/** Failures on one account, from anywhere, before unknown browsers are slowed down. */
const ACCOUNT_FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 60;
/** Accounts a browser is remembered for (several people may share a computer). */
const MAX_DEVICE_TAGS = 5;

export const DEVICE_COOKIE = 'folio_device';

export class LoginThrottle {
  readonly #pair;
  readonly #address;
  readonly #account;
  /** Per account: present while unknown browsers must wait, lasting the wait. */
  readonly #accountWait;
  /** Signs device tags: from the servers' shared secret, so a tag one server gave, all know. */
  readonly #deviceKey: Buffer;

  constructor(options: { limiters?: Limiters; deviceKey?: Buffer } = {}) {
    const limiters = options.limiters ?? new Limiters(undefined);
    const window = { windowMs: WINDOW_MS };
    this.#pair = limiters.counter('login-pair', { ...window, max: LIMITS.pair });
    this.#address = limiters.counter('login-address', { ...window, max: LIMITS.address });
    this.#account = limiters.counter('login-account', { ...window, max: ACCOUNT_FREE_FAILURES });
    this.#accountWait = limiters.counter('login-account-wait', { windowMs: 1000, max: 1 });
    this.#deviceKey = options.deviceKey ?? randomBytes(32);
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
  async retryAfterSeconds(
    ip: string,
    account: string,
    opts: { isKnownDevice?: boolean } = {},
  ): Promise<number> {
    const a = account.toLowerCase();
    let wait = 0;
    for (const [counter, key, limit] of [
      [this.#pair, `${ip}\u0000${a}`, LIMITS.pair],
      [this.#address, ip, LIMITS.address],
    ] as const) {
      const { count, msLeft } = await counter.peek(key);
      if (count >= limit) wait = Math.max(wait, Math.ceil(msLeft / 1000));
    }
    if (!opts.isKnownDevice) {
      const slowed = await this.#accountWait.peek(a);
      if (slowed.count > 0) wait = Math.max(wait, Math.ceil(slowed.msLeft / 1000));
    }
    return wait;
  }

  async recordFailure(ip: string, account: string): Promise<void> {
    const a = account.toLowerCase();
    await Promise.all([this.#pair.add(`${ip}\u0000${a}`), this.#address.add(ip), this.#account.add(a)]);
    const { count } = await this.#account.peek(a);
    if (count >= ACCOUNT_FREE_FAILURES)
      await this.#accountWait.set(a, 1, Math.min(MAX_DELAY_SECONDS, 2 ** (count - ACCOUNT_FREE_FAILURES)));
  }

  /** A right password clears the address's count for that account; the address's overall count stays. */
  async recordSuccess(ip: string, account: string): Promise<void> {
    await this.#pair.forget(`${ip}\u0000${account.toLowerCase()}`);
  }
}
