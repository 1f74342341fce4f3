// A fixed-window count of attempts per key, for actions that cost the server (a password hash) or
// send email: sign-up per address and per email, resending a verification link. In-process, as the
// login throttle is.
export class AttemptLimiter {
  readonly #windows = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt: 0 when it may go ahead, else the seconds until the key's window ends. */
  take(key: string, limit: { max: number; windowMs: number }): number {
    const at = this.now();
    let window = this.#windows.get(key);
    if (!window || at - window.startedAt >= limit.windowMs) {
      if (this.#windows.size > 100_000) this.#windows.clear();
      window = { count: 0, startedAt: at };
      this.#windows.set(key, window);
    }
    if (window.count >= limit.max)
      return Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000));
    window.count += 1;
    return 0;
  }
}
