import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, makeTestApp, PLATFORM_HOST, type TestApp, type TestClient } from '../testing/test-app.ts';
import { isStateChange, type RouteSummary } from './request-context.ts';
import { isPlainRequestTarget } from './request-origin.ts';

/** Sends one request over a real socket, the request target exactly as given (no normalising). */
function rawRequest(input: {
  port: number;
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: string;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...input.headers, 'content-length': String(Buffer.byteLength(input.body ?? '')) };
    const req = httpRequest(
      { host: '127.0.0.1', port: input.port, method: input.method, path: input.target, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(input.body);
  });
}

/** A concrete path for a route pattern: each parameter gets a well-formed value. */
function concretePath(url: string): string {
  return url
    .replace(/:formId\b/g, 'contact')
    .replace(/:token\b/g, 'token')
    .replace(/:[A-Za-z]+/g, '0123456789abcdef01234567')
    .replace(/\*/g, 'x');
}

/** The path with its first letter percent-escaped: `/api/…` becomes `/%61pi/…`. */
function disguised(path: string): string {
  return `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;
}

const isPlatformRoute = (url: string) =>
  url.startsWith('/api/platform/') ||
  ['/login', '/logout', '/signup', '/forgot-password'].includes(url) ||
  url.startsWith('/sites') ||
  url.startsWith('/admin/') ||
  url.startsWith('/verify-email/') ||
  url.startsWith('/invitations/');

/**
 * Routes a server, not a browser, calls: no cookie, no crumb; the sender's signature takes the
 * crumb's place, and a request without one is refused with 400 (checkout/webhooks.ts).
 */
const SIGNED_BY_SENDER = new Set(['/api/commerce/webhooks/stripe']);

describe('request targets, the crumb and cross-site state changes', () => {
  let t: TestApp;
  let port: number;
  let siteOwner: TestClient;
  let platformOwner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    siteOwner = t.client(DEMO_HOST);
    expect((await siteOwner.signIn('owner@demo.test')).statusCode).toBe(200);
    platformOwner = t.client(PLATFORM_HOST);
    await platformOwner.request({ url: '/' });
    const login = await platformOwner.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    expect(login.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it('issue 14 item 2: no write route succeeds without a crumb, by an escaped path or an absolute-form target', async () => {
    // Routes that end the session go last, so every other route is tried signed in.
    const endsSession = (r: RouteSummary) => /logout|session/i.test(r.url);
    const writes: RouteSummary[] = t.app.routeList
      .filter((r) => isStateChange(r.method))
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    // The list comes from the app itself; these are known members, so an empty list cannot pass.
    expect(writes).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/config/pages' },
        { method: 'PUT', url: '/api/config/pages/:id/draft' },
        { method: 'PATCH', url: '/api/config/permissions/members/:accountId' },
        { method: 'POST', url: '/sites' },
      ]),
    );
    expect(writes.length).toBeGreaterThan(50);
    const succeeded: string[] = [];
    for (const route of writes) {
      const client = isPlatformRoute(route.url) ? platformOwner : siteOwner;
      const path = concretePath(route.url);
      const headers = {
        host: client.host,
        cookie: cookieHeader(client),
        'content-type': 'application/json',
      };
      const body = JSON.stringify({ title: 'Forged', email: 'x@example.test', name: 'Forged' });
      for (const target of [disguised(path), `http://${client.host}${path}`]) {
        const answer = await rawRequest({ port, method: route.method, target, headers, body }).catch((e) => {
          throw new Error(`${route.method} ${target}: ${e.message}`);
        });
        if (answer.status !== 400) succeeded.push(`${route.method} ${target} → ${answer.status}`);
      }
      // The plain path without a crumb: refused by the crumb check, whatever the route (a route
      // signed by its sender refuses it for the missing signature).
      const plain = await rawRequest({ port, method: route.method, target: path, headers, body });
      const refusal = SIGNED_BY_SENDER.has(route.url) ? 400 : 403;
      if (plain.status !== refusal) succeeded.push(`${route.method} ${path} → ${plain.status}`);
    }
    expect(succeeded).toEqual([]);
  });

  it('issue 14 item 2: POST /%61pi/config/pages without a crumb answers 400 and creates nothing', async () => {
    const before = (await siteOwner.request({ url: '/api/config/pages' })).json().pages.length;
    const answer = await rawRequest({
      port,
      method: 'POST',
      target: '/%61pi/config/pages',
      headers: { host: DEMO_HOST, cookie: cookieHeader(siteOwner), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Forged page' }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_request_target' });
    expect((await siteOwner.request({ url: '/api/config/pages' })).json().pages.length).toBe(before);
    // The same call with the crumb on its plain path works, so the refusal above is the target's.
    const made = await siteOwner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Real page' },
    });
    expect(made.statusCode).toBe(201);
  });

  it('issue 14 item 2: a GET by an absolute-form target answers 400 JSON, not a page', async () => {
    const answer = await rawRequest({
      port,
      method: 'GET',
      target: `http://${DEMO_HOST}/`,
      headers: { host: DEMO_HOST },
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'invalid_request_target' });
  });

  it('issue 14 item 2: a state change that another site sent is refused even with the crumb', async () => {
    const payload = { title: 'Cross-site page' };
    const crossSite = await siteOwner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({
      error: 'cross_site_request',
      message: expect.stringContaining('came from another website'),
    });
    // Another site of the platform is "same-site" to the browser: refused too.
    const sameSite = await siteOwner.request({
      method: 'POST',
      url: '/api/commerce/cart/items',
      payload: {},
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.statusCode).toBe(403);
    for (const origin of ['http://evil.example', 'http://other.localhost:3000', 'null']) {
      const answer = await siteOwner.request({
        method: 'POST',
        url: '/api/config/pages',
        payload,
        headers: { origin },
      });
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json().error).toBe('cross_site_request');
    }
  });

  it('issue 14 item 2: the same state change from the site itself, or with no browser headers, works', async () => {
    const own = `http://${DEMO_HOST}`;
    const fromPage = await siteOwner.request({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      payload: { formId: 'nope' },
      headers: { 'sec-fetch-site': 'same-origin', origin: own },
    });
    expect(fromPage.statusCode).not.toBe(403);
    const serverToServer = await siteOwner.request({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      payload: { formId: 'nope' },
    });
    expect(serverToServer.statusCode).toBe(fromPage.statusCode);
  });

  it('issue 14 item 2: the platform’s HTML forms refuse a cross-site post', async () => {
    const answer = await platformOwner.request({
      method: 'POST',
      url: '/sites',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({
        title: 'Forged',
        subdomain: 'forged-site',
        crumb: platformOwner.crumb ?? '',
      }).toString(),
      withCrumb: false,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('plain request targets', () => {
  it('issue 14 item 2: accepts what browsers send and refuses disguised paths', () => {
    for (const target of ['/', '/api/config/pages', '/gallery/%C3%A9t%C3%A9', '/shop?q=%61b', '/a/b.c/d']) {
      expect(isPlainRequestTarget(target), target).toBe(true);
    }
    for (const target of [
      'http://demo.localhost/api/config/pages',
      '*',
      '//evil.example/api',
      '/%61pi/config/pages',
      '/api/%63onfig/pages',
      '/api%2Fconfig/pages',
      '/api/config/../config/pages',
      '/api/./config',
      '/api\\config',
      '/%2e%2e/api',
      '',
    ]) {
      expect(isPlainRequestTarget(target), target).toBe(false);
    }
  });
});

describe('the config API answers only the config area', () => {
  let t: TestApp;
  let owner: TestClient;
  const own = `http://${DEMO_HOST}`;
  const fromConfigArea = {
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    origin: own,
    referer: `${own}/config/pages`,
    'x-folio-config': '1',
  };

  beforeAll(async () => {
    t = await makeTestApp();
    owner = t.client();
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('issue 14 item 5: a call from the config area’s own code works', async () => {
    expect((await owner.request({ url: '/api/config/site', headers: fromConfigArea })).statusCode).toBe(200);
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'From the editor' },
      headers: fromConfigArea,
    });
    expect(made.statusCode).toBe(201);
    // An address the owner typed (no referrer) may read, as a CSV download does.
    const typed = await owner.request({ url: '/api/config/pages', headers: { 'sec-fetch-site': 'none' } });
    expect(typed.statusCode).toBe(200);
  });

  it('issue 14 item 5: a published page’s script or form calling the config API is refused', async () => {
    const fromPage = { ...fromConfigArea, referer: `${own}/contact` };
    const read = await owner.request({ url: '/api/config/permissions', headers: fromPage });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({
      error: 'not_config_area',
      message: expect.stringContaining('answers only the config area (/config/)'),
    });
    const change = await owner.request({
      method: 'PATCH',
      url: '/api/config/permissions/members/0123456789abcdef01234567',
      payload: { role: 1 },
      headers: fromPage,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toBe('not_config_area');
    // Its referrer hidden (fetch's referrerPolicy: 'no-referrer'): refused too.
    const { referer: _hidden, ...noReferrer } = fromPage;
    expect((await owner.request({ url: '/api/config/site', headers: noReferrer })).statusCode).toBe(403);
    // A change without the config area's header (an HTML form, a plain fetch): refused.
    const { 'x-folio-config': _header, ...noHeader } = fromConfigArea;
    const posted = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Posted by a form' },
      headers: noHeader,
    });
    expect(posted.statusCode).toBe(403);
    // Another site's page: refused whatever it claims.
    const other = {
      ...fromConfigArea,
      'sec-fetch-site': 'same-site',
      referer: 'http://evil.localhost:3000/config/',
    };
    expect((await owner.request({ url: '/api/config/site', headers: other })).statusCode).toBe(403);
    const pages = (await owner.request({ url: '/api/config/pages' })).json().pages as { title: string }[];
    expect(pages.map((p) => p.title)).not.toContain('Posted by a form');
  });

  it('issue 14 item 5: the site’s public API still answers its published pages', async () => {
    const fromPage = { 'sec-fetch-site': 'same-origin', origin: own, referer: `${own}/shop` };
    const cart = await owner.request({ url: '/api/commerce/cart', headers: fromPage });
    expect(cart.statusCode).toBe(200);
  });
});
