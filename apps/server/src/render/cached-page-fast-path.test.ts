import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomDomain, findWebsiteBySubdomain, setPrimaryDomain } from '../modules/sites/service.ts';
import { makeTestApp, type TestApp } from '../testing/test-app.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: `demo.localhost:${port}`, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('cached pages served before Fastify', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  it('answers a repeat visit with the very bytes and headers of the first, and a crumb cookie', async () => {
    const first = await get(port, '/about');
    expect(first.status).toBe(200);
    expect(first.headers['x-folio-cache']).toBe('miss');
    const second = await get(port, '/about');
    expect(second.headers['x-folio-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(String(second.headers['set-cookie'])).toMatch(
      /^crumb=[\w-]{16}\.[\w-]{22}; Path=\/; SameSite=Lax$/,
    );

    const crumb = String(second.headers['set-cookie']).split(';')[0]!;
    const withCrumb = await get(port, '/about', { cookie: crumb });
    expect(withCrumb.headers['set-cookie']).toBeUndefined();
    const head = await get(port, '/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('keeps the 404 status of a cached not-found page', async () => {
    await get(port, '/missing-page');
    const again = await get(port, '/missing-page');
    expect(again.headers['x-folio-cache']).toBe('hit');
    expect(again.status).toBe(404);
  });

  it('lets signed-in visitors through to a fresh render', async () => {
    await get(port, '/contact');
    const signedIn = await get(port, '/contact', { cookie: 'folio_session=not-a-real-session' });
    expect(signedIn.headers['x-folio-cache']).toBe('miss');
  });

  it('issue 16: with a primary domain set, a page cached on the platform address is not served from the cache but sent on (301)', async () => {
    await get(port, '/about');
    expect((await get(port, '/about')).headers['x-folio-cache']).toBe('hit');
    const db = t.app.folio.database.db;
    const site = (await findWebsiteBySubdomain(db, 'demo'))!;
    await addCustomDomain(db, { host: 'www.cached-rooms.com', websiteId: site.id });
    await setPrimaryDomain(db, site.id, 'www.cached-rooms.com');
    t.app.folio.sites.forget();
    try {
      // Asked twice: the first look-up refills the site directory, the second would find the cache.
      for (let i = 0; i < 2; i++) {
        const moved = await get(port, '/about');
        expect(moved.status).toBe(301);
        expect(moved.headers.location).toBe(`http://www.cached-rooms.com:3000/about`);
      }
    } finally {
      await setPrimaryDomain(db, site.id, null);
      t.app.folio.sites.forget();
    }
    expect((await get(port, '/about')).status).toBe(200);
  });
});
