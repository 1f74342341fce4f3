// Every config-area endpoint, called by people who may not use it: each answers 401 or 403 and
// nothing changes.
import { WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, PLATFORM_HOST, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { changeMember } from '../access/service.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  isWrite: boolean;
  /** Reads only admins may make (the Permissions screen, the editor event stream). */
  isAdminOnly?: boolean;
  /** Reads that need a permission a viewer lacks (form submissions, newsletter). */
  isViewerRefused?: boolean;
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
    const access = (await owner.request({ url: '/api/config/permissions' })).json();
    return JSON.stringify({ details, access });
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
    const ownerId = (await owner.signIn('owner@demo.test')).json().account.id;
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
      { method: 'GET', url: '/api/config/permissions', isWrite: false, isAdminOnly: true },
      { method: 'GET', url: '/api/config/events', isWrite: false, isAdminOnly: true },
      {
        method: 'POST',
        url: '/api/config/permissions/invitations',
        payload: { email: 'intruder@example.test', role: WebsiteRole.admin },
        isWrite: true,
      },
      {
        method: 'PATCH',
        url: `/api/config/permissions/members/${ownerId}`,
        payload: { role: WebsiteRole.viewer },
        isWrite: true,
      },
      { method: 'DELETE', url: `/api/config/permissions/members/${ownerId}`, isWrite: true },
      { method: 'GET', url: '/api/config/forms', isWrite: false, isViewerRefused: true },
      {
        method: 'GET',
        url: '/api/config/forms/contact-form/submissions',
        isWrite: false,
        isViewerRefused: true,
      },
      {
        method: 'GET',
        url: '/api/config/forms/contact-form/submissions.csv',
        isWrite: false,
        isViewerRefused: true,
      },
      { method: 'GET', url: '/api/config/forms/contact-form/stats', isWrite: false, isViewerRefused: true },
      { method: 'GET', url: '/api/config/outbox', isWrite: false, isViewerRefused: true },
      {
        method: 'DELETE',
        url: '/api/config/forms/contact-form/submissions/0123456789abcdef01234567',
        isWrite: true,
      },
      { method: 'GET', url: '/api/config/newsletter/subscribers', isWrite: false, isViewerRefused: true },
      { method: 'GET', url: '/api/config/newsletter/subscribers.csv', isWrite: false, isViewerRefused: true },
      { method: 'DELETE', url: '/api/config/newsletter/subscribers/0123456789abcdef01234567', isWrite: true },
      { method: 'GET', url: '/api/config/media', isWrite: false, isViewerRefused: true },
      { method: 'POST', url: '/api/config/media', payload: {}, isWrite: true },
      {
        method: 'PATCH',
        url: '/api/config/media/0123456789abcdef01234567',
        payload: { alt: 'x' },
        isWrite: true,
      },
      { method: 'DELETE', url: '/api/config/media/0123456789abcdef01234567', isWrite: true },
      { method: 'GET', url: '/api/config/galleries', isWrite: false, isViewerRefused: true },
      { method: 'POST', url: '/api/config/galleries', payload: { title: 'Intruder' }, isWrite: true },
      {
        method: 'GET',
        url: '/api/config/galleries/0123456789abcdef01234567',
        isWrite: false,
        isViewerRefused: true,
      },
      {
        method: 'PATCH',
        url: '/api/config/galleries/0123456789abcdef01234567',
        payload: { title: 'Intruder' },
        isWrite: true,
      },
      { method: 'DELETE', url: '/api/config/galleries/0123456789abcdef01234567', isWrite: true },
      {
        method: 'POST',
        url: '/api/config/galleries/0123456789abcdef01234567/items',
        payload: { mediaIds: ['0123456789abcdef01234567'] },
        isWrite: true,
      },
      {
        method: 'PATCH',
        url: '/api/config/galleries/0123456789abcdef01234567/items/0123456789abcdef01234567',
        payload: { caption: 'x' },
        isWrite: true,
      },
      {
        method: 'DELETE',
        url: '/api/config/galleries/0123456789abcdef01234567/items/0123456789abcdef01234567',
        isWrite: true,
      },
      {
        method: 'PUT',
        url: '/api/config/galleries/0123456789abcdef01234567/order',
        payload: { itemIds: [] },
        isWrite: true,
      },
      { method: 'GET', url: '/api/config/store/products', isWrite: false, isViewerRefused: true },
      { method: 'POST', url: '/api/config/store/products', payload: { title: 'Intruder' }, isWrite: true },
      {
        method: 'PUT',
        url: '/api/config/store/products/0123456789abcdef01234567',
        payload: { title: 'Intruder' },
        isWrite: true,
      },
      { method: 'DELETE', url: '/api/config/store/products/0123456789abcdef01234567', isWrite: true },
      {
        method: 'PUT',
        url: '/api/config/store/products/0123456789abcdef01234567/file',
        payload: { fileName: 'a', data: 'YQ==' },
        isWrite: true,
      },
      { method: 'GET', url: '/api/config/store/inventory', isWrite: false, isViewerRefused: true },
      { method: 'GET', url: '/api/config/store/reviews', isWrite: false, isViewerRefused: true },
      { method: 'DELETE', url: '/api/config/store/reviews/0123456789abcdef01234567', isWrite: true },
      {
        method: 'PATCH',
        url: '/api/config/store/variants/0123456789abcdef01234567',
        payload: { qtyInStock: 1 },
        isWrite: true,
      },
      { method: 'GET', url: '/api/config/store/orders', isWrite: false, isViewerRefused: true },
      {
        method: 'GET',
        url: '/api/config/store/orders/0123456789abcdef01234567',
        isWrite: false,
        isViewerRefused: true,
      },
      { method: 'POST', url: '/api/config/store/orders/0123456789abcdef01234567/fulfil', isWrite: true },
      { method: 'POST', url: '/api/config/store/orders/0123456789abcdef01234567/refund', isWrite: true },
      {
        method: 'POST',
        url: '/api/config/store/orders/0123456789abcdef01234567/notes',
        payload: { text: 'x' },
        isWrite: true,
      },
      { method: 'GET', url: '/api/config/store/sales', isWrite: false, isViewerRefused: true },
      { method: 'GET', url: '/api/config/store/settings', isWrite: false, isViewerRefused: true },
      { method: 'PUT', url: '/api/config/store/settings', payload: { storeCurrency: 'EUR' }, isWrite: true },
      {
        method: 'POST',
        url: '/api/config/store/coupons',
        payload: { code: 'X', kind: 'fixed', amount: 1 },
        isWrite: true,
      },
      {
        method: 'PUT',
        url: '/api/config/store/coupons/0123456789abcdef01234567',
        payload: { code: 'X', kind: 'fixed', amount: 1 },
        isWrite: true,
      },
      { method: 'DELETE', url: '/api/config/store/coupons/0123456789abcdef01234567', isWrite: true },
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

  it('AUTH-014 AUTH-028 a viewer may read pages but every write and every admin-only read answers 403', async () => {
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    for (const call of calls) {
      const res = await viewer.request(call);
      const isRefused = call.isWrite || call.isAdminOnly || call.isViewerRefused;
      expect([call.url, res.statusCode]).toEqual([call.url, isRefused ? 403 : 200]);
    }
  });

  it('AUTH-028 an editor of this site may change pages but not who has access', async () => {
    const editor = t.client();
    const email = 'matrix-editor@example.test';
    const account = await ensureAccount(t.app.folio.database.db, email, 'editor-password');
    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    await upsertRole(t.app.folio.database.db, {
      accountId: account.id,
      websiteId: siteId,
      role: WebsiteRole.editor,
    });
    await editor.signIn(email, 'editor-password');
    for (const call of calls.filter((c) => c.url.includes('/permissions') || c.url.endsWith('/events'))) {
      const res = await editor.request(call);
      expect([call.url, res.statusCode]).toEqual([call.url, 403]);
    }
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const after = JSON.parse(await snapshot(owner));
    expect(
      after.access.members.map((m: { email: string; role: number }) => [m.email, m.role]),
    ).toContainEqual(['owner@demo.test', WebsiteRole.admin]);
    expect(after.access.invitations).toEqual([]);
    await changeMember(t.app.folio.database.db, { websiteId: siteId, accountId: account.id, role: null });
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
