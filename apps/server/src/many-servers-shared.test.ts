// Several Folio servers on one PostgreSQL (issue 15, many instances): limits and sign-in throttles
// count once for all servers when REDIS_URL is set; an editor event published through one server
// reaches the config tabs streaming from another; what one server knows of a site's store, the
// others learn too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit } from './modules/forms/test-helpers.ts';
import { startTestRedis, type TestRedis } from './testing/redis.ts';
import { makeTestServersOnPostgres, type TestApp, type TestClient } from './testing/test-app.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Without a redis-server binary (or TEST_REDIS_URL) the Redis tests are skipped; scripts/test.mjs
// says so, and under CI=true that fails the run.
const redis: TestRedis | undefined = hasPostgres ? await startTestRedis(2) : undefined;
afterAll(() => redis?.stop());

/** A client of `server` carrying the same cookies (the same browser) as `client`. */
function sameBrowser(server: TestApp, client: TestClient): TestClient {
  const copy = server.client(client.host);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  copy.remoteAddress = client.remoteAddress;
  return copy;
}

describe.skipIf(!hasPostgres || !redis)('two servers on one PostgreSQL and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const made = await makeTestServersOnPostgres(2, {
      REDIS_URL: redis!.url,
      FORM_RATE_LIMIT_PER_MINUTE: '2',
      FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5',
    });
    [a, b] = made.servers as [TestApp, TestApp];
    close = made.close;
  });
  afterAll(() => close?.());

  it('issue 15 many servers: a form flooded across A and B hits one shared limit per visitor and per address (FORM-044)', async () => {
    // One browser, 2 a minute: once through A, once through B, then refused by both.
    const onA = a.client();
    onA.remoteAddress = '10.15.0.1';
    expect((await submit(onA)).statusCode).toBe(200);
    const onB = sameBrowser(b, onA);
    expect((await submit(onB)).statusCode).toBe(200);
    for (const again of [onA, onB]) {
      const refused = await submit(again);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many submissions from this browser\. Please wait \d+ seconds/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    // One address, 5 a minute, each time a new browser, alternating servers: 5 pass in all.
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const visitor = (i % 2 ? b : a).client();
      visitor.remoteAddress = '10.15.0.2';
      const answer = await submit(visitor);
      answers.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json().message).toMatch(/^Too many requests/);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('issue 15 many servers: sign-in failures on one account through A and B share the slow-down (1 s, 2 s …)', async () => {
    const login = (server: TestApp, email: string, ip: string) => {
      const c = server.client();
      c.remoteAddress = ip;
      return c.request({
        method: 'POST',
        url: '/api/auth/Login',
        payload: { email, password: 'a wrong guess' },
      });
    };
    // Five strangers' failures, through A and B in turn: the account's free failures are used up.
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? b : a, 'owner@demo.test', `10.15.1.${i + 1}`)).statusCode).toBe(401);
    const slowed = await login(a, 'owner@demo.test', '10.15.1.9');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    // Waiting it out is enough; the next failure, through B, makes the wait 2 s on A too.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await login(b, 'owner@demo.test', '10.15.1.10')).statusCode).toBe(401);
    const longer = await login(a, 'owner@demo.test', '10.15.1.11');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    // Per address the limit stays hard and shared: 5 failures on one account, through A and B.
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? b : a, 'nobody@example.test', '10.15.2.1')).statusCode).toBe(401);
    const locked = await login(b, 'nobody@example.test', '10.15.2.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});

describe.skipIf(!hasPostgres)('two servers on one PostgreSQL: editor events and the store', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const made = await makeTestServersOnPostgres(2);
    [a, b] = made.servers as [TestApp, TestApp];
    close = made.close;
  });
  afterAll(() => close?.());

  it('issue 15 many servers: an editor event published through A reaches a config tab streaming from B within a second (AUTH-029)', async () => {
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = b.app.server.address() as AddressInfo;
    const owner = a.client();
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
    // The owner's session is in the database: the same browser opens the stream from B.
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: '/api/config/events', headers: { host: owner.host, cookie } },
          resolve,
        )
        .on('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    let received = '';
    const heard = new Promise<number>((resolve) => {
      stream.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
        if (received.includes('page.published')) resolve(Date.now());
      });
    });
    await new Promise<void>((resolve) => {
      // Wait for the stream's first bytes: B has subscribed.
      if (received) resolve();
      else stream.once('data', () => resolve());
    });

    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const about = pages.find((p: { slug: string }) => p.slug === 'about');
    const sentAt = Date.now();
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${about.id}/publish`,
      payload: {
        data: {
          root: { props: { title: 'About' } },
          content: [{ type: 'Heading', props: { id: 'h1', text: 'Through A', level: 'h1', align: 'left' } }],
        },
      },
    });
    expect(published.statusCode).toBe(200);
    const heardAt = await Promise.race([heard, new Promise<number>((r) => setTimeout(() => r(-1), 1500))]);
    expect(heardAt).toBeGreaterThan(0);
    expect(heardAt - sentAt).toBeLessThan(1000);
    const line = received.split('\n').find((l) => l.startsWith('data:') && l.includes('page.published'))!;
    expect(JSON.parse(line.slice(5))).toMatchObject({
      type: 'page.published',
      by: 'owner@demo.test',
      pageId: about.id,
      at: expect.any(String),
    });
    stream.destroy();
  });

  it('issue 15 many servers: a store emptied through A loses its cart link on B within a second, though B knew it had one', async () => {
    const visitorOfB = b.client();
    expect((await visitorOfB.request({ url: '/about' })).body).toContain('data-cart-badge');
    const owner = a.client();
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
    const { products } = (await owner.request({ url: '/api/config/store/products' })).json();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products as { id: string }[])
      expect(
        (await owner.request({ method: 'DELETE', url: `/api/config/store/products/${product.id}` }))
          .statusCode,
      ).toBe(204);
    const started = Date.now();
    let body = '';
    while (Date.now() - started < 1000) {
      body = (await visitorOfB.request({ url: '/about' })).body;
      if (!body.includes('data-cart-badge')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(body).toContain('<h1');
    expect(body).not.toContain('data-cart-badge');
  });
});
