import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(databaseKinds)('sign-in to the config area on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());

  it('signs in with an HttpOnly, SameSite=Lax session cookie and rotates the session', async () => {
    const c = t.client();
    const first = await c.signIn('owner@demo.test');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      account: { email: 'owner@demo.test' },
      role: 1,
      roleName: 'admin',
      canEdit: true,
    });
    const cookie = first.cookies.find((x) => x.name === 'folio_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const firstToken = cookie.value;

    const second = await c.signIn('owner@demo.test');
    const secondToken = second.cookies.find((x) => x.name === 'folio_session')!.value;
    expect(secondToken).not.toBe(firstToken);

    // The replaced session no longer works.
    const stale = t.client();
    await stale.request({ url: '/api/auth/crumb' });
    stale.cookies.set('folio_session', firstToken);
    expect((await stale.request({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await c.request({ url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const wrong = await t.client().signIn('owner@demo.test', 'not-the-password');
    const unknown = await t.client().signIn('nobody@demo.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'invalid_credentials',
      message: 'Email or password is incorrect.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 429 after repeated failures, even with the right password', async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++)
      expect((await c.signIn('viewer@demo.test', 'wrong-password')).statusCode).toBe(401);
    const limited = await c.signIn('viewer@demo.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failures per account from any address, and per address over any accounts', async () => {
    const account = `spread-${Date.now()}@example.test`;
    for (let i = 0; i < 10; i++) {
      const c = t.client();
      const res = await c.request({
        method: 'POST',
        url: '/api/auth/Login',
        payload: { email: account, password: 'guess' },
        remoteAddress: `10.1.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const fromElsewhere = await t.client().request({
      method: 'POST',
      url: '/api/auth/Login',
      payload: { email: account, password: 'guess' },
      remoteAddress: '10.1.1.1',
    });
    expect(fromElsewhere.statusCode).toBe(429);

    const machine = t.client();
    for (let i = 0; i < 20; i++) {
      const res = await machine.request({
        method: 'POST',
        url: '/api/auth/Login',
        payload: { email: `many-${i}@example.test`, password: 'guess' },
        remoteAddress: '10.2.0.1',
      });
      expect(res.statusCode).toBe(401);
    }
    const another = await machine.request({
      method: 'POST',
      url: '/api/auth/Login',
      payload: { email: 'many-new@example.test', password: 'guess' },
      remoteAddress: '10.2.0.1',
    });
    expect(another.statusCode).toBe(429);
    expect(another.json().message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes\./);
    // Another address is not affected.
    const other = await t.client().request({
      method: 'POST',
      url: '/api/auth/Login',
      payload: { email: 'many-new@example.test', password: 'guess' },
      remoteAddress: '10.3.0.1',
    });
    expect(other.statusCode).toBe(401);
  });

  it('refuses a state-changing call without the crumb, sending a fresh one (crumbFail)', async () => {
    const c = t.client();
    const res = await c.request({
      method: 'POST',
      url: '/api/auth/Login',
      payload: { email: 'owner@demo.test', password: 'x' },
      withCrumb: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'crumb_fail', crumbFail: true });
    expect(res.cookies.find((x) => x.name === 'crumb')?.value).toMatch(/^[\w-]{16}\.[\w-]{22}$/);
  });

  it('binds the crumb to the session: a crumb from another session is refused, and sign-in issues a new one', async () => {
    const a = t.client();
    const b = t.client();
    await a.signIn('owner@demo.test');
    const before = b.crumb;
    await b.signIn('owner@demo.test');
    expect(b.crumb).not.toBe(before);
    // B's browser made to carry A's crumb (cookie and header alike) is refused.
    b.cookies.set('crumb', a.crumb!);
    const res = await b.request({ method: 'POST', url: '/api/auth/Logout' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ crumbFail: true });
    // With the fresh crumb the server sent, the same call succeeds.
    expect((await b.request({ method: 'POST', url: '/api/auth/Logout' })).statusCode).toBe(204);
  });

  it('AUTH-018 signs out: the session ends and its cookie is cleared', async () => {
    const c = t.client();
    await c.signIn('owner@demo.test');
    const out = await c.request({ method: 'POST', url: '/api/auth/Logout' });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((x) => x.name === 'folio_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    expect((await c.request({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('an account without a role on the site cannot sign in there', async () => {
    const platform = t.client('localhost:3000');
    const signup = await platform.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email: `stranger-${kind}@example.test`, password: 'long-enough-pw' },
    });
    expect(signup.statusCode).toBe(201);
    const res = await t.client().signIn(`stranger-${kind}@example.test`, 'long-enough-pw');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has no access to this site.');
  });
});
