// Every config-area endpoint, called by people who may not use it: each answers 401 or 403 and
// nothing changes.
import { WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, PLATFORM_HOST, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  isWrite: boolean;
};

describe('the config API refuses everyone without the right role on the site', () => {
  let t: TestApp;
  let calls: Call[];
  let before: string;

  const snapshot = async (owner: TestClient) => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const details = await Promise.all(
      pages.map(
        async (p: { id: string }) => (await owner.request({ url: `/api/config/pages/${p.id}` })).json().page,
      ),
    );
    return JSON.stringify(details);
  };

  async function memberOfOtherSite(role: number): Promise<TestClient> {
    const email = `other-${role}@example.test`;
    const account = await ensureAccount(t.app.folio.database.db, email, 'other-password');
    const platform = t.client(PLATFORM_HOST);
    await platform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'other-password' },
    });
    const created = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Other', subdomain: `other-site-${role}`, template: 'blank' },
    });
    const otherSiteId = created.json().site.id;
    await upsertRole(t.app.folio.database.db, { accountId: account.id, websiteId: otherSiteId, role });
    // Signed in on the demo site's host with a session for that host, but no role on it.
    const client = t.client();
    await client.request({ url: '/api/auth/crumb' });
    const login = await client.signIn(email, 'other-password');
    expect(login.statusCode).toBe(403);
    return client;
  }

  beforeAll(async () => {
    t = await makeTestApp();
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const id = pages[1].id;
    const data = { root: { props: {} }, content: [] };
    calls = [
      { method: 'GET', url: '/api/config/site', isWrite: false },
      { method: 'GET', url: '/api/config/pages', isWrite: false },
      { method: 'GET', url: `/api/config/pages/${id}`, isWrite: false },
      { method: 'GET', url: '/api/config/site-errors', isWrite: false },
      { method: 'POST', url: '/api/config/pages', payload: { title: 'Intruder' }, isWrite: true },
      { method: 'PATCH', url: `/api/config/pages/${id}`, payload: { title: 'Renamed' }, isWrite: true },
      { method: 'PUT', url: `/api/config/pages/${id}/draft`, payload: { data }, isWrite: true },
      { method: 'POST', url: `/api/config/pages/${id}/publish`, payload: { data }, isWrite: true },
      {
        method: 'PUT',
        url: '/api/config/pages/order',
        payload: { ids: pages.map((p: { id: string }) => p.id).reverse() },
        isWrite: true,
      },
      { method: 'DELETE', url: `/api/config/pages/${id}`, isWrite: true },
    ];
    before = await snapshot(owner);
  });
  afterAll(() => t?.close());

  it('no session: 401 everywhere', async () => {
    const anonymous = t.client();
    for (const call of calls) {
      const res = await anonymous.request(call);
      expect([call.url, res.statusCode]).toEqual([call.url, 401]);
    }
  });

  it('AUTH-014 a viewer may read but every write answers 403', async () => {
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    for (const call of calls) {
      const res = await viewer.request(call);
      expect([call.url, res.statusCode]).toEqual([call.url, call.isWrite ? 403 : 200]);
    }
  });

  it('an editor of another site cannot sign in here, so: 401 everywhere', async () => {
    const editor = await memberOfOtherSite(WebsiteRole.editor);
    for (const call of calls) {
      const res = await editor.request(call);
      expect([call.url, res.statusCode]).toEqual([call.url, 401]);
    }
  });

  it('an admin of another site: refused everywhere, and nothing changed', async () => {
    const admin = await memberOfOtherSite(WebsiteRole.admin);
    for (const call of calls) {
      const res = await admin.request(call);
      expect([401, 403]).toContain(res.statusCode);
    }
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    expect(await snapshot(owner)).toBe(before);
  });
});
