import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Permission, WebsiteRole } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedAccount, emailsTo, linkFor } from '../../testing/accounts.ts';
import { stable } from '../../testing/snapshot.ts';
import {
  databaseKinds,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';
import { upsertRole } from '../auth/service.ts';

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

  it('issue 15: the Permissions answers, whole (snapshot)', async () => {
    const email = `snap-${uniqueSuffix()}@example.test`;
    const invited = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email, role: WebsiteRole.editor },
    });
    expect(stable(invited.json(), { replace: { [email]: '<email>' } })).toMatchInlineSnapshot(`
      {
        "invitation": {
          "email": "<email>",
          "expiresAt": "<time>",
          "id": "<id>",
          "invitedAt": "<time>",
          "isEmailSent": true,
          "isExpired": false,
          "role": 4,
          "roleLabel": "Content editor",
          "roleName": "editor",
          "sentAt": "<time>",
        },
      }
    `);
    const list = await access();
    expect(stable(list.members.find((m: { isYou: boolean }) => m.isYou))).toMatchInlineSnapshot(`
      {
        "accountId": "<id>",
        "email": "owner@demo.test",
        "isYou": true,
        "role": 1,
        "roleLabel": "Administrator",
        "roleName": "admin",
        "since": "<time>",
      }
    `);
    expect(stable(list.roles)).toMatchInlineSnapshot(`
      [
        {
          "label": "Administrator",
          "role": 1,
        },
        {
          "label": "Billing",
          "role": 2,
        },
        {
          "label": "Reporting",
          "role": 3,
        },
        {
          "label": "Content editor",
          "role": 4,
        },
        {
          "label": "Comment moderator",
          "role": 6,
        },
        {
          "label": "Trusted commenter",
          "role": 7,
        },
        {
          "label": "Store manager",
          "role": 8,
        },
        {
          "label": "Scheduling administrator",
          "role": 9,
        },
        {
          "label": "Viewer",
          "role": 10,
        },
        {
          "label": "Campaigns editor",
          "role": 11,
        },
        {
          "label": "Scheduling viewer",
          "role": 12,
        },
        {
          "label": "Scheduling editor",
          "role": 13,
        },
      ]
    `);
    const id = invited.json().invitation.id;
    await owner.request({ method: 'DELETE', url: `/api/config/permissions/invitations/${id}` });
  });

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

  /** Invites an email and has its owner accept through the emailed link with a confirmed account. */
  async function inviteAndAccept(email: string, role: number, password: string): Promise<TestClient> {
    const invited = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email, role },
    });
    expect(invited.statusCode).toBe(201);
    const platform = await confirmedAccount(t, email, password);
    const link = await linkFor(t, email, 'invitations');
    const accepted = await platform.request({ method: 'POST', url: `/api/platform${link}/accept` });
    expect(accepted.statusCode).toBe(200);
    const client = t.client();
    expect((await client.signIn(email, password)).json().role).toBe(role);
    return client;
  }

  it('issue 14 item 3: an invitation is an emailed link; signing up with the invited email grants nothing; the invitee opens the link, signs up, confirms, accepts and gets the role', async () => {
    const email = `Invitee-${uniqueSuffix()}@Example.test`;
    const lower = email.toLowerCase();
    const invited = await owner.request({
      method: 'POST',
      url: '/api/config/permissions/invitations',
      payload: { email, role: WebsiteRole.editor },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitation).toMatchObject({
      email: lower,
      role: 4,
      roleName: 'editor',
      isExpired: false,
      isEmailSent: true,
    });
    const { expiresAt, sentAt } = invited.json().invitation;
    expect(new Date(expiresAt).getTime() - new Date(sentAt).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect((await access()).invitations.map((i: { email: string }) => i.email)).toContain(lower);
    // The email is in the site's outbox, with the link; only the link's hash is stored.
    const [mail] = await emailsTo(t, lower);
    expect(mail).toMatchObject({ subject: 'You are invited to work on Folio Demo', status: 'pending' });
    expect(mail!.text).toContain(
      'owner@demo.test invited you to work on the Folio site Folio Demo as Content editor.',
    );
    const link = await linkFor(t, lower, 'invitations');
    const token = link.split('/').pop()!;
    const rows = await t.app.folio.database.db
      .select()
      .from(schema.websiteInvitations)
      .where(eq(schema.websiteInvitations.email, lower));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    const outbox = (await owner.request({ url: '/api/config/outbox' })).json().emails;
    expect(outbox.find((e: { to: string }) => e.to === lower)).toMatchObject({ subject: mail!.subject });
    expect(JSON.stringify(outbox)).not.toContain(token);

    // Someone else signs up with that email (and even confirms it): no role, no invitation used.
    const squatter = await confirmedAccount(t, lower, 'squatter-password');
    expect(((await squatter.request({ url: '/api/platform/sites' })).json().sites as unknown[]).length).toBe(
      0,
    );
    const squatterHere = t.client();
    expect((await squatterHere.signIn(lower, 'squatter-password')).statusCode).toBe(403);
    expect((await access()).invitations.map((i: { email: string }) => i.email)).toContain(lower);

    // Another person signed in with another account cannot accept with the link.
    const other = await confirmedAccount(t, `other-${uniqueSuffix()}@example.test`, 'other-password');
    const wrongAccount = await other.request({ method: 'POST', url: `/api/platform${link}/accept` });
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json().message).toContain(`This invitation is for ${lower}`);
    const wrongViaForm = await other.request({
      method: 'POST',
      url: `${link}/accept`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `crumb=${encodeURIComponent(other.crumb!)}`,
      withCrumb: false,
    });
    expect(wrongViaForm.statusCode).toBe(403);
    expect(wrongViaForm.body).toContain('You are invited to Folio Demo');
    expect(wrongViaForm.body).toContain(`This invitation can only be accepted by ${lower}`);

    // The invitee (here the squatter's mailbox is the invitee's, so: the same account) accepts via the link.
    const page = await squatter.request({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You are invited to Folio Demo');
    expect(page.body).toContain('Accept the invitation');
    const accepted = await squatter.request({ method: 'POST', url: `/api/platform${link}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      role: 4,
      roleName: 'editor',
      url: 'http://demo.localhost:3000/',
    });
    // Single use.
    const again = await squatter.request({ method: 'POST', url: `/api/platform${link}/accept` });
    expect(again.statusCode).toBe(404);
    expect((await squatter.request({ url: link })).body).toContain('This invitation cannot be used');

    const invitee = t.client();
    const login = await invitee.signIn(lower, 'squatter-password');
    expect(login.json()).toMatchObject({ role: 4, canEdit: true });
    const { pages } = (await invitee.request({ url: '/api/config/pages' })).json();
    const saved = await invitee.request({
      method: 'PUT',
      url: `/api/config/pages/${pages[0].id}/draft`,
      payload: { data: HOME_DATA },
    });
    expect(saved.statusCode).toBe(200);
    const list = await access();
    expect(list.invitations.map((i: { email: string }) => i.email)).not.toContain(lower);
    expect(list.members.map((m: { email: string }) => m.email)).toContain(lower);
  });

  it('issue 14 item 3: an unconfirmed account cannot accept; re-inviting changes the role; resend makes a new link (once a minute); revoke ends it', async () => {
    const email = `pending-${uniqueSuffix()}@example.test`;
    const invite = (role: number) =>
      owner.request({ method: 'POST', url: '/api/config/permissions/invitations', payload: { email, role } });
    const first = await invite(WebsiteRole.viewer);
    const firstLink = await linkFor(t, email, 'invitations');
    // Inviting again at once changes the role without another email.
    const second = await invite(WebsiteRole.editor);
    expect(second.json().invitation).toMatchObject({
      id: first.json().invitation.id,
      role: 4,
      isEmailSent: false,
    });
    expect(await emailsTo(t, email)).toHaveLength(1);
    const changed = await owner.request({
      method: 'PATCH',
      url: `/api/config/permissions/invitations/${first.json().invitation.id}`,
      payload: { role: WebsiteRole.viewer },
    });
    expect(changed.json().invitation.role).toBe(WebsiteRole.viewer);
    // Resend within a minute: 429 with the wait.
    const resend = () =>
      owner.request({
        method: 'POST',
        url: `/api/config/permissions/invitations/${first.json().invitation.id}/resend`,
      });
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      new RegExp(`^The invitation to ${email} was just sent\\. You can send it again in \\d+ seconds\\.$`),
    );
    // A minute later (the sending time moved back), it sends a new link and the old one stops working.
    await t.app.folio.database.db
      .update(schema.websiteInvitations)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(schema.websiteInvitations.email, email));
    expect((await resend()).statusCode).toBe(200);
    const secondLink = await linkFor(t, email, 'invitations');
    expect(secondLink).not.toBe(firstLink);
    expect((await t.client(PLATFORM_HOST).request({ url: firstLink })).statusCode).toBe(404);

    // Signed up but not confirmed: the page asks to confirm first, accepting is refused.
    const platform = t.client(PLATFORM_HOST);
    await platform.request({
      method: 'POST',
      url: '/api/platform/signup',
      payload: { email, password: 'pending-password' },
    });
    await platform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email, password: 'pending-password' },
    });
    expect((await platform.request({ url: secondLink })).body).toContain('Confirm your email address first');
    const refused = await platform.request({ method: 'POST', url: `/api/platform${secondLink}/accept` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('email_unverified');

    // Expired: refused with 410.
    await t.app.folio.database.db
      .update(schema.websiteInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.websiteInvitations.email, email));
    expect((await access()).invitations.find((i: { email: string }) => i.email === email).isExpired).toBe(
      true,
    );
    await platform.request({ url: await linkFor(t, email, 'verify-email') });
    const expired = await platform.request({ method: 'POST', url: `/api/platform${secondLink}/accept` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'This invitation has expired. Ask whoever invited you to send it again.',
    );

    // Revoked: the link no longer works.
    const revoked = await owner.request({
      method: 'DELETE',
      url: `/api/config/permissions/invitations/${first.json().invitation.id}`,
    });
    expect(revoked.statusCode).toBe(204);
    const gone = await platform.request({ method: 'POST', url: `/api/platform${secondLink}/accept` });
    expect(gone.statusCode).toBe(404);
    expect((await access()).invitations.map((i: { email: string }) => i.email)).not.toContain(email);
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
    await upsertRole(t.app.folio.database.db, {
      accountId: viewerId,
      websiteId: (await owner.request({ url: '/api/config/site' })).json().website.id,
      role: WebsiteRole.viewer,
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
    const editor = await inviteAndAccept(editorEmail, WebsiteRole.editor, 'editor-password');
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
