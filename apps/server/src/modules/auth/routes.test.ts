import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { DEMO_PASSWORD, databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(databaseKinds)('sign-in to the config area on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());

  it('issue 15: the sign-in, me, options and crumb answers, whole (snapshot)', async () => {
    const c = t.client();
    const signIn = await c.signIn('owner@demo.test');
    expect(signIn.statusCode).toBe(200);
    expect(stable(signIn.json())).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "owner@demo.test",
          "id": "<id>",
        },
        "canEdit": true,
        "permissions": [
          1,
          2,
          10,
          11,
          12,
          13,
          20,
          21,
          22,
          30,
          31,
          40,
          41,
          42,
          50,
          51,
          60,
          70,
          71,
          80,
          99,
        ],
        "role": 1,
        "roleName": "admin",
      }
    `);
    const me = await c.request({ url: '/api/auth/me' });
    expect(stable(me.json())).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "owner@demo.test",
          "id": "<id>",
        },
        "canEdit": true,
        "permissions": [
          1,
          2,
          10,
          11,
          12,
          13,
          20,
          21,
          22,
          30,
          31,
          40,
          41,
          42,
          50,
          51,
          60,
          70,
          71,
          80,
          99,
        ],
        "role": 1,
        "roleName": "admin",
      }
    `);
    const viewer = await t.client().signIn('viewer@demo.test');
    expect(stable(viewer.json())).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "viewer@demo.test",
          "id": "<id>",
        },
        "canEdit": false,
        "permissions": [
          1,
        ],
        "role": 10,
        "roleName": "viewer",
      }
    `);
    const options = await t.client().request({ url: '/api/auth/options' });
    expect(stable(options.json())).toMatchInlineSnapshot(`
      {
        "resetUrl": "http://localhost:3000/forgot-password",
        "signUpUrl": "http://localhost:3000/#signup-title",
      }
    `);
    const crumb = await t.client().request({ url: '/api/auth/crumb' });
    const { crumb: value } = crumb.json();
    expect(stable(crumb.json(), { replace: { [value]: '<crumb>' } })).toMatchInlineSnapshot(`
      {
        "crumb": "<crumb>",
      }
    `);
  });

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
    expect(signup.statusCode).toBe(202);
    const res = await t.client().signIn(`stranger-${kind}@example.test`, 'long-enough-pw');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has no access to this site.');
  });
  // Last: they leave the demo owner's account slowed down for browsers that never signed in to it.
  it('issue 14 item 9: failures from ten addresses slow the account down (1 s, 2 s … at most 60 s) but never lock its owner out', async () => {
    const login = (c: ReturnType<TestApp['client']>, email: string, password: string, ip: string) =>
      c.request({ method: 'POST', url: '/api/auth/Login', payload: { email, password }, remoteAddress: ip });
    // The owner signed in from this browser before: it carries the account's folio_device tag.
    const ownersBrowser = t.client();
    const first = await login(ownersBrowser, 'owner@demo.test', DEMO_PASSWORD, '10.9.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((c) => c.name === 'folio_device')).toMatchObject({ httpOnly: true });
    // Strangers on ten addresses guess, each as often as they are let.
    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      for (let n = 0; n < 3; n++)
        answers.push((await login(t.client(), 'owner@demo.test', 'guess', `10.1.0.${i + 1}`)).statusCode);
    expect(answers).toContain(401);
    expect(answers).toContain(429);
    // A new browser is asked to wait seconds, never the old 15 minutes.
    const stranger = await login(t.client(), 'owner@demo.test', 'guess', '10.1.1.1');
    expect(stranger.statusCode).toBe(429);
    const retryAfter = Number(stranger.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(stranger.json().message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ seconds?\./);
    // The owner's own browser signs in at once.
    const owner = await login(ownersBrowser, 'owner@demo.test', DEMO_PASSWORD, '10.9.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('issue 14 item 9: the per-address limits stay: 5 failures on one account, 20 on any accounts, from one address', async () => {
    const pair = t.client();
    for (let i = 0; i < 5; i++) {
      const res = await pair.request({
        method: 'POST',
        url: '/api/auth/Login',
        payload: { email: 'pair@example.test', password: 'guess' },
        remoteAddress: '10.4.0.1',
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await pair.request({
      method: 'POST',
      url: '/api/auth/Login',
      payload: { email: 'pair@example.test', password: 'guess' },
      remoteAddress: '10.4.0.1',
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
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
});
