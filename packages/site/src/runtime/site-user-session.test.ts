import { describe, expect, it } from 'vitest';
import type { DataRequestEnvironment } from './data-request.ts';
import { dataRequest } from './data-request.ts';
import { createSiteUserSession } from './site-user-session.ts';

function fakeServer(replies: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const env: DataRequestEnvironment = {
    fetch: (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return replies.shift()!;
    }) as typeof fetch,
    document,
    siteOrigin: 'http://demo.localhost:3000',
    sleep: async () => {},
    showSystemError: () => {},
  };
  const storage = new Map<string, string>();
  const session = createSiteUserSession({
    request: (r) => dataRequest(r, env),
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
  });
  return { calls, session };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('a site user’s session in the browser', () => {
  it('AUTH-022 after sign-in, the xsrf token goes in X-SiteUser-XSRF-Token', async () => {
    const { calls, session } = fakeServer([
      json(200, { xsrfToken: 'xsrf-123', account: { id: '1', email: 'a@b.co' } }),
      json(200, { account: { id: '1', email: 'a@b.co' } }),
    ]);
    await session.signIn({ email: 'a@b.co', password: 'pw', rememberMe: true });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      email: 'a@b.co',
      password: 'pw',
      rememberMe: true,
    });
    await session.account();
    expect((calls[1]!.init.headers as Record<string, string>)['X-SiteUser-XSRF-Token']).toBe('xsrf-123');
  });

  it('AUTH-023 AUTH-024 sign-out is a DELETE with cloneCart, retried once after a crumbFail', async () => {
    const { calls, session } = fakeServer([
      json(403, { crumbFail: true }),
      new Response(null, { status: 204 }),
    ]);
    await session.signOut(true);
    expect(calls.map((c) => [c.init.method, c.url.split('&crumb')[0]])).toEqual([
      ['DELETE', '/api/site-users/account/session?cloneCart=true'],
      ['DELETE', '/api/site-users/account/session?cloneCart=true'],
    ]);
  });
});
