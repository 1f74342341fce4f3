// Counters for limits and throttles (issue 15, many instances). With REDIS_URL they live in Redis,
// so every Folio server counts against one limit; without it, in this process (one server). Both
// are rate-limiter-flexible's fixed windows, one API. While Redis does not answer, the counters
// fall back to this process's memory rather than failing the request.
import { Redis as IORedis, type Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface WindowLimit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface Counter {
  /** Counts one attempt: 0 when it may go ahead, else the seconds until the key's window ends. */
  take(key: string): Promise<number>;
  /** Counts one, allowed or not. */
  add(key: string): Promise<void>;
  /** How many were counted in the key's window, and the milliseconds it has left. */
  peek(key: string): Promise<{ count: number; msLeft: number }>;
  /** Starts the key's window afresh with `count` already counted, lasting `seconds`. */
  set(key: string, count: number, seconds: number): Promise<void>;
  forget(key: string): Promise<void>;
}

export class Limiters {
  readonly #names = new Set<string>();

  /** `redis`: the shared client (REDIS_URL), or none for in-process counters. */
  constructor(readonly redis: Redis | undefined) {}

  get isShared(): boolean {
    return Boolean(this.redis);
  }

  /** A counter of `limit.max` attempts per key per window; `name` keeps its keys apart from others'. */
  counter(name: string, limit: WindowLimit): Counter {
    if (this.#names.has(name)) throw new Error(`The counter ${name} exists already`);
    this.#names.add(name);
    const options = {
      keyPrefix: `folio:${name}`,
      points: limit.max,
      duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
    };
    const limiter: RateLimiterAbstract = this.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    return {
      take: async (key) => {
        try {
          await limiter.consume(key);
          return 0;
        } catch (refused) {
          if (refused instanceof RateLimiterRes) return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
          throw refused;
        }
      },
      add: async (key) => {
        await limiter.penalty(key);
      },
      peek: async (key) => {
        const found = await limiter.get(key);
        if (!found || found.msBeforeNext <= 0) return { count: 0, msLeft: 0 };
        return { count: found.consumedPoints, msLeft: found.msBeforeNext };
      },
      set: async (key, count, seconds) => {
        await limiter.set(key, count, seconds);
      },
      forget: async (key) => {
        await limiter.delete(key);
      },
    };
  }
}

/** Opens the shared Redis (REDIS_URL); fails at start, plainly, when it does not answer. */
export async function connectRedis(
  url: string,
  log: (message: string, error: unknown) => void,
): Promise<Redis> {
  const client = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  let lastError = '';
  client.on('error', (error: Error) => {
    // Reported once per kind of failure, not at every reconnection attempt.
    if (error.message !== lastError)
      log('Redis (REDIS_URL) failed; limits count in this process meanwhile', error);
    lastError = error.message;
  });
  client.on('ready', () => {
    lastError = '';
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL: Redis did not answer (${lastError || (error as Error).message})`);
  }
  return client;
}
