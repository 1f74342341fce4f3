import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_HOST, makeTestApp, type TestApp } from './testing/test-app.ts';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      logLevel: 'info',
      isHtmlCacheOn: true,
    });
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
  });

  it('lists every wrong value with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT: PORT must be a number');
    expect(problems).toContain('LOG_LEVEL: LOG_LEVEL must be one of');
    expect(problems).toContain('DATABASE_URL: DATABASE_URL must start with postgres://');
    expect(problems).toContain('PUBLIC_URL: PUBLIC_URL must be an absolute URL');
  });

  it('issue 15 many servers: REDIS_URL is optional (limits in-process) and must be a redis:// address', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must start with redis:// or rediss://',
    );
  });
});

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t?.close());

  it('GET /healthz answers 200 when the database answers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const c = t.client();
    const res = await c.request({
      method: 'POST',
      url: '/api/auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('answers a body over the size limit with 413', async () => {
    const c = t.client();
    const res = await c.request({
      method: 'POST',
      url: '/api/auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('too_large');
  });

  it('answers an unknown API call with 404 JSON', async () => {
    const res = await t.client().request({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'no_such_route', message: 'There is no such API call.' });
  });

  it('PAGE-001 an unknown page gets the site’s own 404 page', async () => {
    const res = await t.client().request({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Folio Demo');
    expect(res.body).toContain('Page not found');
  });

  it('serves a site at a custom domain recorded for it', async () => {
    const { addCustomDomain } = await import('./modules/sites/service.ts');
    const site = await t.app.folio.sites.find('demo.localhost');
    await addCustomDomain(t.app.folio.database.db, { host: 'www.quiet-rooms.test', websiteId: site!.id });
    const res = await t.app.inject({ url: '/about', headers: { host: 'www.quiet-rooms.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('A studio of four');
    // The cached copy is per host: each address keeps its own page context.
    const again = await t.app.inject({ url: '/about', headers: { host: 'www.quiet-rooms.test' } });
    expect(again.headers['x-folio-cache']).toBe('hit');
    const onDemo = await t.client().request({ url: '/about' });
    expect(onDemo.body).toContain('"baseUrl":"http://demo.localhost:3000"');
    expect(again.body).toContain('"baseUrl":"http://www.quiet-rooms.test"');
  });

  it('an unknown host gets the platform’s 404 page', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'nosuchsite.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('PAGE-018 serialises the page context into the published page', async () => {
    const res = await t.client().request({ url: '/' });
    expect(res.statusCode).toBe(200);
    const json = /<script type="application\/json" id="folio-context">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(json).toBeDefined();
    const context = JSON.parse(json!);
    for (const key of [
      'websiteSettings',
      'website',
      'websiteRoles',
      'authenticatedAccount',
      'collection',
      'item',
      'collectionId',
      'itemId',
      'pageType',
      'cookieSettings',
      'googleFonts',
      'typekitFonts',
      'showAnnouncementBar',
      'demoCollections',
    ]) {
      expect(context).toHaveProperty(key);
    }
    expect(context.pageType).toBe('page');
    expect(context.authenticatedAccount).toBeNull();
  });

  it('PAGE-019 PAGE-020 the page context’s website holds the spec’s fields and the store currency defaults to USD', async () => {
    const res = await t.client().request({ url: '/about' });
    const context = JSON.parse(/id="folio-context">([^<]*)</.exec(res.body)![1]!);
    expect(Object.keys(context.website)).toEqual(
      expect.arrayContaining([
        'baseUrl',
        'developerMode',
        'cloneable',
        'typekitId',
        'websiteType',
        'siteStatus',
      ]),
    );
    expect(context.website.baseUrl).toBe(`http://${DEMO_HOST}`);
    expect(context.websiteSettings.storeCurrency).toBe('USD');
    expect(context).toHaveProperty('templateId', 'demo');
  });

  it('caches published HTML for visitors and bypasses the cache for signed-in owners', async () => {
    const visitor = t.client();
    await visitor.request({ url: '/contact' });
    const second = await visitor.request({ url: '/contact' });
    expect(second.headers['x-folio-cache']).toBe('hit');

    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const asOwner = await owner.request({ url: '/contact' });
    expect(asOwner.headers['x-folio-cache']).toBe('miss');
    expect(asOwner.body).toContain('owner@demo.test');
  });
});

describe('the server behind an https proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { PUBLIC_URL: 'https://folio.example' });
  });
  afterAll(() => t?.close());

  it('marks the session cookie Secure under https', async () => {
    const c = t.client('demo.folio.example');
    const res = await c.request({
      method: 'POST',
      url: '/api/auth/Login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((x) => x.name === 'folio_session')!;
    expect(cookie.secure).toBe(true);
  });
});

describe('health when the database is gone', () => {
  it('GET /healthz answers 503 when the database does not answer', async () => {
    const t = await makeTestApp();
    await t.app.folio.database.close();
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'The database is not answering.' });
    await t.app.close();
  });
});

describe('a page that fails to render', () => {
  it('PAGE-002 answers 500 with the site’s own error page, never the internal message', async () => {
    const { connect } = await import('@folio/db');
    const { buildApp } = await import('./app.ts');
    const { loadSiteRenderer } = await import('./render/site-renderer.ts');
    const real = await loadSiteRenderer();
    const renderer = {
      ...real,
      renderSitePage: async (input: Parameters<typeof real.renderSitePage>[0]) => {
        if (input.kind === 'page' && input.pageTitle.startsWith('Contact'))
          throw new Error('secret internal detail');
        return real.renderSitePage(input);
      },
    };
    const database = await connect({ dataDir: 'memory://' });
    const app = await buildApp({
      config: loadConfig({ FOLIO_DEMO_PASSWORD: 'demo-password-123' }),
      database,
      renderer,
      logger: false,
    });
    try {
      const res = await app.inject({ url: '/contact', headers: { host: DEMO_HOST } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Something went wrong');
      expect(res.body).toContain('Folio Demo');
      expect(res.body).not.toContain('secret internal detail');
      const api = await app.inject({ url: '/api/nothing', headers: { host: DEMO_HOST } });
      expect(api.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
