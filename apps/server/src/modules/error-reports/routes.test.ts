import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { databaseKinds, makeTestApp, PLATFORM_HOST, type TestApp } from '../../testing/test-app.ts';

const record = (message: string, stack = 'Error: x') => ({
  event: 'JavascriptError',
  timestamp: 1700000000000,
  data: {
    websiteId: null,
    templateId: null,
    url: 'http://demo.localhost:3000/',
    userAgent: 'UA',
    app: 'site',
    message,
    stack,
    file: 'app.js',
    line: 1,
    column: 2,
  },
});

describe.each(databaseKinds)('browser error reports and trace items on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());

  it('DATA-034 DATA-035 stores a batch of error reports posted with the crumb header', async () => {
    const visitor = t.client();
    const res = await visitor.request({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      payload: [record('first'), record('second')],
    });
    expect(res.statusCode).toBe(204);
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const { errors } = (await owner.request({ url: '/api/config/site-errors' })).json();
    expect(errors.map((e: { message: string }) => e.message).sort()).toEqual(['first', 'second']);
    expect(errors[0]).toMatchObject({ file: 'app.js', line: 1, column: 2, userAgent: 'UA' });
  });

  it('refuses a report without the crumb, and more than 10 records at once', async () => {
    const visitor = t.client();
    const noCrumb = await visitor.request({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      payload: [record('x')],
      withCrumb: false,
    });
    expect(noCrumb.statusCode).toBe(403);
    const tooMany = await visitor.request({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      payload: Array.from({ length: 11 }, (_, i) => record(`e${i}`)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('At most 10 error reports at a time.');
  });

  it('DATA-042 stores trace items posted as a JSON list of pageUrl, type and data', async () => {
    const visitor = t.client();
    await visitor.request({ url: '/api/auth/crumb' });
    const res = await visitor.request({
      method: 'POST',
      url: `/api/events/Trace?crumb=${visitor.crumb}`,
      payload: { data: [{ pageUrl: '/', type: 'view', data: { n: 1 } }] },
      withCrumb: false,
    });
    expect(res.statusCode).toBe(204);
    const bad = await visitor.request({
      method: 'POST',
      url: '/api/events/Trace',
      payload: { data: [{ type: 'x' }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('DATA-042 decision 042: the owner reads the trace items (telemetry warnings) beside the errors, newest first', async () => {
    const visitor = t.client();
    await visitor.request({ url: '/api/auth/crumb' });
    const marker = `status-${Date.now()}`;
    const res = await visitor.request({
      method: 'POST',
      url: `/api/events/Trace?crumb=${visitor.crumb}`,
      payload: {
        data: [
          {
            pageUrl: 'http://demo.test/about',
            type: 'performance-warning',
            data: { message: 'XHR request DONE with unexpected status', status: 500, marker },
          },
        ],
      },
      withCrumb: false,
    });
    expect(res.statusCode).toBe(204);
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const { trace } = (await owner.request({ url: '/api/config/site-errors' })).json();
    expect(trace[0]).toMatchObject({
      pageUrl: 'http://demo.test/about',
      type: 'performance-warning',
      data: { message: 'XHR request DONE with unexpected status', status: 500, marker },
    });
    expect(typeof trace[0].createdAt).toBe('string');
  });

  it('only members of the site may read its errors', async () => {
    expect((await t.client().request({ url: '/api/config/site-errors' })).statusCode).toBe(401);
  });

  it('limits event posts per address to 60 a minute, with a clear 429', async () => {
    const visitor = t.client();
    const post = (remoteAddress: string) =>
      visitor.request({
        method: 'POST',
        url: '/api/events/Trace',
        payload: { data: [{ pageUrl: '/', type: 'view' }] },
        remoteAddress,
      });
    for (let i = 0; i < 60; i++) expect((await post('10.9.0.1')).statusCode).toBe(204);
    const limited = await post('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('10.9.0.2')).statusCode).toBe(204);
  });

  it('issue 15: the ingestion answer and the site errors list, whole (snapshot)', async () => {
    // A site of its own, so the list holds only this test's reports.
    const platform = t.client(PLATFORM_HOST);
    await platform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    const made = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Errors snapshot', subdomain: 'errors-snapshot', template: 'blank' },
    });
    expect(made.statusCode).toBe(201);
    const host = 'errors-snapshot.localhost:3000';

    const posted = await t.client(host).request({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      payload: [record('x is not defined', 'ReferenceError: x is not defined\n    at app.js:1:2')],
      remoteAddress: '10.15.0.1',
    });
    expect({ statusCode: posted.statusCode, body: posted.body }).toMatchInlineSnapshot(`
      {
        "body": "",
        "statusCode": 204,
      }
    `);

    const owner = t.client(host);
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
    const list = await owner.request({ url: '/api/config/site-errors' });
    expect(list.statusCode).toBe(200);
    expect(stable(list.json())).toMatchInlineSnapshot(`
      {
        "errors": [
          {
            "column": 2,
            "file": "app.js",
            "line": 1,
            "message": "x is not defined",
            "reportedAt": "<time>",
            "stack": "ReferenceError: x is not defined
          at app.js:1:2",
            "url": "http://demo.localhost:3000/",
            "userAgent": "UA",
          },
        ],
        "trace": [],
      }
    `);
  });
});
