import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Permission, WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';

const HOME_DATA = { root: { props: { title: 'Home' } }, content: [] };

describe.each(databaseKinds)('the Permissions screen API on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    ownerId = (await owner.signIn('owner@demo.test')).json().account.id;
  });
  afterAll(() => t?.close());

  const access = async () => (await owner.request({ url: '/api/config/permissions' })).json();

  it('lists the members with their roles and every role an admin can hand out', async () => {
    const list = await access();
    expect(list.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'owner@demo.test',
          role: 1,
          roleLabel: 'Administrator',
          isYou: true,
        }),
        expect.objectContaining({ email: 'viewer@demo.test', role: 10, roleLabel: 'Viewer', isYou: false }),
      ]),
    );
    expect(list.roles.map((r: { role: number }) => r.role)).toEqual(Object.values(WebsiteRole));
  });

  it('an invitation by email becomes a role when that person signs up and signs in', async () => {
    const email = `Invitee-${uniqueSuffix()}@Example.test`;
    const invited = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email, role: WebsiteRole.editor },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitation).toMatchObject({
      email: email.toLowerCase(),
      role: 4,
      roleName: 'editor',
    });
    expect((await access()).invitations.map((i: { email: string }) => i.email)).toContain(
      email.toLowerCase(),
    );

    // Re-inviting changes the role of the one invitation.
    const again = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email, role: WebsiteRole.viewer },
    });
    expect(again.json().invitation.id).toBe(invited.json().invitation.id);
    const changed = await owner.request({
      method: 'PATCH',
      url: `/api/config/permissions/invitations/${invited.json().invitation.id}`,
      payload: { role: WebsiteRole.editor },
    });
    expect(changed.json().invitation.role).toBe(4);

    const platform = t.client(PLATFORM_HOST);
    const signUp = await platform.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email, password: 'invitee-password' },
    });
    expect(signUp.statusCode).toBe(201);
    const invitee = t.client();
    const login = await invitee.signIn(email, 'invitee-password');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 4, canEdit: true });
    const { pages } = (await invitee.request({ url: '/api/config/pages' })).json();
    const saved = await invitee.request({
      method: 'PUT',
      url: `/api/config/pages/${pages[0].id}/draft`,
      payload: { data: HOME_DATA },
    });
    expect(saved.statusCode).toBe(200);
    const list = await access();
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m: { email: string }) => m.email)).toContain(email.toLowerCase());
  });

  it('refuses a bad email, an unknown role and someone who already has access, with clear messages', async () => {
    const bad = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email: 'not an email', role: 4 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Email');
    const role5 = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email: 'someone@example.test', role: 5 },
    });
    expect(role5.statusCode).toBe(400);
    expect(role5.body).toContain('Choose one of the roles in the list.');
    const member = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email: 'viewer@demo.test', role: 4 },
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(
      'viewer@demo.test already has access to this site. Change their role instead.',
    );
    expect((await access()).invitations).toEqual([]);
  });

  it('an admin changes a role, which takes effect on the next call, and removes access', async () => {
    const viewer = t.client();
    const viewerId = (await viewer.signIn('viewer@demo.test')).json().account.id;
    const { pages } = (await viewer.request({ url: '/api/config/pages' })).json();
    const save = () =>
      viewer.request({
        method: 'PUT',
        url: `/api/config/pages/${pages[0].id}/draft`,
        payload: { data: HOME_DATA },
      });
    expect((await save()).statusCode).toBe(403);

    const promoted = await owner.request({
      method: 'PATCH',
      url: `/api/config/permissions/members/${viewerId}`,
      payload: { role: WebsiteRole.editor },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);

    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/config/permissions/members/${viewerId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await save()).statusCode).toBe(403);
    expect((await viewer.request({ url: '/api/config/pages' })).statusCode).toBe(403);
    expect((await access()).members.map((m: { email: string }) => m.email)).not.toContain('viewer@demo.test');

    // Put things back for the other tests.
    await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email: 'viewer@demo.test', role: WebsiteRole.viewer },
    });
    expect((await viewer.signIn('viewer@demo.test')).json().role).toBe(WebsiteRole.viewer);
  });

  it('a site always keeps an administrator', async () => {
    const demote = await owner.request({
      method: 'PATCH',
      url: `/api/config/permissions/members/${ownerId}`,
      payload: { role: WebsiteRole.editor },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'A site needs at least one administrator. Make someone else an administrator first.',
    );
    const leave = await owner.request({
      method: 'DELETE',
      url: `/api/config/permissions/members/${ownerId}`,
    });
    expect(leave.statusCode).toBe(409);
    expect((await access()).members.find((m: { isYou: boolean }) => m.isYou).role).toBe(1);
  });

  it('AUTH-028 sign-in and the config site answer carry the role’s numbered permissions', async () => {
    const site = (await owner.request({ url: '/api/config/site' })).json();
    expect(site.permissions).toContain(Permission.settingsPermissions);
    const viewer = t.client();
    const login = (await viewer.signIn('viewer@demo.test')).json();
    expect(login.permissions).toEqual([Permission.config]);
  });

  it('AUTH-029 admins get a stream of editor events; editors and viewers are refused it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain('127.0.0.1');
    const cookieOf = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const open = (c: TestClient) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              path: '/api/config/events',
              headers: { host: c.host, cookie: cookieOf(c) },
            },
            resolve,
          )
          .on('error', reject);
      });

    const stream = await open(owner);
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    let received = '';
    const gotEvent = new Promise<void>((resolve) => {
      stream.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
        if (received.includes('page.published')) resolve();
      });
    });

    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    const refused = await open(viewer);
    expect(refused.statusCode).toBe(403);
    refused.resume();

    const editorEmail = `editor-${uniqueSuffix()}@example.test`;
    await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email: editorEmail, role: WebsiteRole.editor },
    });
    await t.client(PLATFORM_HOST).request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email: editorEmail, password: 'editor-password' },
    });
    const editor = t.client();
    await editor.signIn(editorEmail, 'editor-password');
    const editorStream = await open(editor);
    expect(editorStream.statusCode).toBe(403);
    editorStream.resume();

    const { pages } = (await editor.request({ url: '/api/config/pages' })).json();
    const published = await editor.request({
      method: 'POST',
      url: `/api/config/pages/${pages[0].id}/publish`,
      payload: { data: HOME_DATA },
    });
    expect(published.statusCode).toBe(200);
    await gotEvent;
    const line = received.split('\n').find((l) => l.startsWith('data:') && l.includes('page.published'))!;
    expect(JSON.parse(line.slice(5))).toMatchObject({
      type: 'page.published',
      by: editorEmail,
      pageId: pages[0].id,
    });
    stream.destroy();
  });
});
