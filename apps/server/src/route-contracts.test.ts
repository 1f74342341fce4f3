// Issue 15 part 2: every API route declares its request and response schemas, the OpenAPI
// document generated from them lists every route, and only a site's admins may read it.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './testing/test-app.ts';

interface Declared {
  method: string;
  url: string;
  hasResponse: boolean;
  hasParams: boolean;
  isHidden: boolean;
}

describe('issue 15 part 2: route contracts', () => {
  let t: TestApp;
  const routes: Declared[] = [];

  beforeAll(async () => {
    t = await makeTestApp(
      'pglite',
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          const schema = route.schema as { response?: object; params?: object; hide?: boolean } | undefined;
          for (const method of methods) {
            if (method === 'HEAD') continue;
            routes.push({
              method,
              url: route.url,
              hasResponse: !!schema?.response,
              hasParams: !!schema?.params,
              isHidden: !!schema?.hide,
            });
          }
        },
      },
    );
  });
  afterAll(() => t?.close());

  const apiRoutes = () => routes.filter((r) => r.url.startsWith('/api/'));

  it('issue 15: every /api/ route declares a response schema', () => {
    expect(apiRoutes().length).toBeGreaterThan(50);
    const missing = apiRoutes()
      .filter((r) => !r.hasResponse)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('issue 15: every route with a path parameter declares its params; /healthz declares its answer', () => {
    const withParams = routes.filter((r) => r.url.includes('/:'));
    expect(withParams.length).toBeGreaterThan(20);
    expect(withParams.filter((r) => !r.hasParams).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(routes.find((r) => r.url === '/healthz' && r.method === 'GET')?.hasResponse).toBe(true);
  });

  it('issue 15: the OpenAPI document lists every /api/ route with its answers, for admins only', async () => {
    const anonymous = await t.client().request({ url: '/api/docs/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect((await viewer.request({ url: '/api/docs/openapi.json' })).statusCode).toBe(403);

    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const res = await owner.request({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const route of apiRoutes().filter((r) => !r.isHidden)) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} in the OpenAPI document`).toBeDefined();
      const success = Object.entries(operation!.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, `${route.method} ${route.url} declares a success answer`).toBeGreaterThan(0);
      for (const [status, answer] of success)
        if (status !== '204') expect(answer.content, `${route.method} ${route.url} ${status}`).toBeDefined();
    }
  });
});
