import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount } from '../../testing/accounts.ts';
import { stable } from '../../testing/snapshot.ts';
import { databaseKinds, makeTestApp, type TestApp, uniqueSuffix } from '../../testing/test-app.ts';

describe.each(databaseKinds)('site users on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());

  it('AUTH-021 AUTH-022 a site user signs in for an xsrf token that later calls must carry', async () => {
    const member = t.client();
    expect(
      (
        await member.request({
          method: 'POST',
          url: '/api/site-users/account',
          payload: { email: 'member@example.test', password: 'member-password' },
        })
      ).statusCode,
    ).toBe(201);
    const signIn = await member.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email: 'member@example.test', password: 'member-password', rememberMe: true },
    });
    expect(signIn.statusCode).toBe(200);
    const { xsrfToken } = signIn.json();
    expect(xsrfToken).toMatch(/^[\w-]{20,}$/);
    const cookie = signIn.cookies.find((c) => c.name === 'folio_member')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.expires).toBeInstanceOf(Date);

    const without = await member.request({ url: '/api/site-users/account' });
    expect(without.statusCode).toBe(403);
    expect(without.json().error).toBe('xsrf_fail');
    const withToken = await member.request({
      url: '/api/site-users/account',
      headers: { 'x-siteuser-xsrf-token': xsrfToken },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().account.email).toBe('member@example.test');
  });

  it('issue 15: the site-user account answers, whole (snapshot)', async () => {
    const member = t.client();
    const email = `snap-${uniqueSuffix()}@example.test`;
    const replace = { [email]: '<email>' };
    const signUp = await member.request({
      method: 'POST',
      url: '/api/site-users/account',
      payload: { email, password: 'member-password' },
    });
    expect(signUp.statusCode).toBe(201);
    expect(stable(signUp.json(), { replace })).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "<email>",
          "id": "<id>",
        },
      }
    `);
    const signIn = await member.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email, password: 'member-password' },
    });
    const { xsrfToken } = signIn.json();
    expect(stable(signIn.json(), { replace: { ...replace, [xsrfToken]: '<xsrf>' } })).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "<email>",
          "id": "<id>",
        },
        "xsrfToken": "<xsrf>",
      }
    `);
    const account = await member.request({
      url: '/api/site-users/account',
      headers: { 'x-siteuser-xsrf-token': xsrfToken },
    });
    expect(stable(account.json(), { replace })).toMatchInlineSnapshot(`
      {
        "account": {
          "email": "<email>",
          "id": "<id>",
        },
      }
    `);
  });

  it('a wrong password says nothing about the email; site users are not platform accounts', async () => {
    const wrong = await t.client().request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email: 'member@example.test', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email or password is incorrect.');
    const owner = await t.client().request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    expect(owner.statusCode).toBe(401);
  });

  it('AUTH-023 DELETE signs the site user out and takes cloneCart', async () => {
    const member = t.client();
    const { xsrfToken } = (
      await member.request({
        method: 'POST',
        url: '/api/site-users/account/session',
        payload: { email: 'member@example.test', password: 'member-password' },
      })
    ).json();
    const out = await member.request({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=true',
    });
    expect(out.statusCode).toBe(204);
    const after = await member.request({
      url: '/api/site-users/account',
      headers: { 'x-siteuser-xsrf-token': xsrfToken },
    });
    expect(after.statusCode).toBe(401);
    const bad = await member.request({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=maybe',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('AUTH-023 sign-out keeps the browser’s cart with cloneCart=true and clears it without (decision 059)', async () => {
    const signedIn = async () => {
      const member = t.client();
      await member.request({
        method: 'POST',
        url: '/api/site-users/account/session',
        payload: { email: 'member@example.test', password: 'member-password' },
      });
      member.cookies.set('folio_cart', 'cart-token-of-this-browser');
      return member;
    };
    const keeper = await signedIn();
    const kept = await keeper.request({
      method: 'DELETE',
      url: '/api/site-users/account/session?cloneCart=true',
    });
    expect(kept.statusCode).toBe(204);
    expect(kept.cookies.map((c) => c.name)).not.toContain('folio_cart');
    expect(keeper.cookies.get('folio_cart')).toBe('cart-token-of-this-browser');

    for (const query of ['', '?cloneCart=false']) {
      const leaver = await signedIn();
      const out = await leaver.request({ method: 'DELETE', url: `/api/site-users/account/session${query}` });
      expect(out.statusCode).toBe(204);
      expect(leaver.cookies.has('folio_cart')).toBe(false);
      expect(leaver.cookies.has('folio_member')).toBe(false);
    }
  });

  it('issue 14 item 11: with member accounts off, every site-user call answers 404 as an unknown API call does', async () => {
    const maker = await confirmedAccount(t, `maker-${uniqueSuffix()}@example.test`, 'maker-password');
    const subdomain = `no-members-${uniqueSuffix()}`;
    const created = await maker.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'No members', subdomain, template: 'blank' },
    });
    expect(created.statusCode).toBe(201);
    const visitor = t.client(`${subdomain}.localhost:3000`);
    const unknown = await visitor.request({ url: '/api/site-users/no-such-call' });
    const calls = [
      {
        method: 'POST',
        url: '/api/site-users/account',
        payload: { email: 'm@example.test', password: 'member-password' },
      },
      {
        method: 'POST',
        url: '/api/site-users/account/session',
        payload: { email: 'm@example.test', password: 'member-password' },
      },
      { method: 'DELETE', url: '/api/site-users/account/session' },
      { method: 'GET', url: '/api/site-users/account' },
    ] as const;
    for (const call of calls) {
      const res = await visitor.request(call);
      expect([call.method, call.url, res.statusCode]).toEqual([call.method, call.url, 404]);
      expect(res.json()).toEqual(unknown.json());
    }
  });

  it('issue 15: with member accounts off, a call with a wrong input is still a 404, not a 400', async () => {
    const maker = await confirmedAccount(t, `maker-${uniqueSuffix()}@example.test`, 'maker-password');
    const subdomain = `no-members-${uniqueSuffix()}`;
    const created = await maker.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'No members', subdomain, template: 'blank' },
    });
    expect(created.statusCode).toBe(201);
    const visitor = t.client(`${subdomain}.localhost:3000`);
    const calls = [
      { method: 'POST', url: '/api/site-users/account', payload: { email: 'not an email', extra: 1 } },
      { method: 'POST', url: '/api/site-users/account/session', payload: { rememberMe: 'yes' } },
      { method: 'DELETE', url: '/api/site-users/account/session?cloneCart=maybe' },
    ] as const;
    for (const call of calls) {
      const res = await visitor.request(call);
      expect([call.url, res.statusCode, res.json().error]).toEqual([call.url, 404, 'no_such_route']);
    }
    // Where member accounts are on, the same inputs name every wrong field.
    const wrong = await t.client().request(calls[0]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Unknown field: extra.');
  });

  it('issue 14 item 11: site-user sign-up refuses the most common passwords and says why', async () => {
    const res = await t.client().request({
      method: 'POST',
      url: '/api/site-users/account',
      payload: { email: `member-${uniqueSuffix()}@example.test`, password: 'baseball1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('This password is one of the most common passwords');
  });

  it('issue 14 item 8: site-user sign-up is limited per client address (10 in 15 minutes)', async () => {
    const signUp = (ip: string) =>
      t.client().request({
        method: 'POST',
        url: '/api/site-users/account',
        payload: { email: `burst-${uniqueSuffix()}@example.test`, password: 'member-password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await signUp('10.5.0.1')).statusCode).toBe(201);
    const limited = await signUp('10.5.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp('10.5.0.2')).statusCode).toBe(201);
  });
});
