import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestRedis } from '../testing/redis.ts';
import { connectRedis, Limiters } from './limiter.ts';

const redis = await startTestRedis(1);
afterAll(() => redis?.stop());

describe('the limiters', () => {
  it('issue 15 many servers: without Redis a counter counts in this process, a fixed window per key', async () => {
    const counter = new Limiters(undefined).counter('test', { max: 2, windowMs: 60_000 });
    expect([await counter.take('a'), await counter.take('a')]).toEqual([0, 0]);
    const wait = await counter.take('a');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await counter.take('b')).toBe(0);
  });

  it('issue 15 many servers: a server whose REDIS_URL does not answer stops at start with a clear message', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    await expect(connectRedis(`redis://127.0.0.1:${port}`, () => {})).rejects.toThrow(
      /^REDIS_URL: Redis did not answer \(.*ECONNREFUSED/,
    );
  });

  it.skipIf(!redis)(
    'issue 15 many servers: two servers’ counters on one Redis count against one limit',
    async () => {
      const [one, two] = await Promise.all([
        connectRedis(redis!.url, () => {}),
        connectRedis(redis!.url, () => {}),
      ]);
      try {
        const a = new Limiters(one).counter('shared-test', { max: 3, windowMs: 60_000 });
        const b = new Limiters(two).counter('shared-test', { max: 3, windowMs: 60_000 });
        const waits = [
          await a.take('k'),
          await b.take('k'),
          await a.take('k'),
          await b.take('k'),
          await a.take('k'),
        ];
        expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
        expect(waits[3]).toBeGreaterThan(0);
        expect(waits[4]).toBeGreaterThan(0);
      } finally {
        one.disconnect();
        two.disconnect();
      }
    },
  );
});
